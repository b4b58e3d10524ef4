import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Event, EventStatus, RecurrenceType } from '@/contract/events';
import { Badge, type BadgeTone } from '@/app/ui/Badge';
import { formatSeriesEnd } from './EventDates';

/** The colour only repeats the words (SPEC §4 statuses; pending reads 'Pending Review'). */
const STATUS_TONES: Record<EventStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'info',
  rejected: 'danger',
  published: 'success',
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`events.status.${status}`)}</Badge>;
}

/**
 * SPEC §2 recurrence badges: a series' rule ('Weekly', 'Every 2 weeks') and its last day when it
 * has one; an occurrence says it belongs to a series. A single event shows none.
 */
export function RecurrenceBadges({ event }: { event: Pick<Event, 'recurrence_type' | 'recurrence_interval' | 'recurrence_end_date' | 'is_recurring_instance'> }) {
  const { t, i18n } = useTranslation();
  if (event.is_recurring_instance) return <Badge tone="info">{t('events.recurrence.instance')}</Badge>;
  if (event.recurrence_type === 'none') return null;
  const end = formatSeriesEnd(event.recurrence_end_date, i18n.language);
  return (
    <>
      <Badge tone="info">{recurrenceRuleText(t, event.recurrence_type, event.recurrence_interval)}</Badge>
      {end && <Badge>{t('events.recurrence.until', { date: end })}</Badge>}
    </>
  );
}

/** 'Does not repeat', 'Weekly' for an interval of 1, else 'Every 3 weeks' in the reader's plural rules. */
export function recurrenceRuleText(t: TFunction, type: RecurrenceType, interval: number): string {
  if (type === 'none' || interval <= 1) return t(`events.recurrenceType.${type}`);
  return t(`events.recurrence.every.${type}`, { count: interval });
}
