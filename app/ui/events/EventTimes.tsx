import { useTranslation } from 'react-i18next';
import { parseEventDate } from '@/contract/dates';
import type { PublicEvent } from '@/contract/publicEvents';
import { formatDateTimeRangeIn } from '@/app/ui/dateTimeFormat';
import './eventTimes.css';

/** When a public event happens, start to end in the reader's language and the event's own time zone, which it names. */
export function EventTimes({ event }: { event: Pick<PublicEvent, 'startDate' | 'endDate' | 'time_zone'> }) {
  const { t, i18n } = useTranslation();
  const start = parseEventDate(event.startDate);
  const end = parseEventDate(event.endDate) ?? start;
  if (!start || !end) return <p className="event-times">{t('events.card.notSpecified')}</p>;
  return (
    <p className="event-times">
      <time dateTime={event.startDate ?? undefined}>{formatDateTimeRangeIn(start, end, i18n.language, event.time_zone)}</time>
      <span className="event-times__zone">{t('publicEvent.timeZone', { zone: event.time_zone.replaceAll('_', ' ') })}</span>
    </p>
  );
}
