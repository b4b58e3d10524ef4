import { useTranslation } from 'react-i18next';
import { isCalendarDate, parseEventDate } from '@/contract/events';

/**
 * An event's start or end in the reader's language and time zone. SPEC §2: a missing one reads
 * 'Not specified' for the NGO, 'N/A' on the administrator's cards (`missing`).
 */
export function EventDateTime({ value, missing }: { value: string | null; missing?: string }) {
  const { t, i18n } = useTranslation();
  const date = parseEventDate(value);
  if (!date || !value) return <span className="event-date event-date--missing">{missing ?? t('events.card.notSpecified')}</span>;
  return (
    <time className="event-date" dateTime={value}>
      {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)}
    </time>
  );
}

/**
 * A series' last day ('YYYY-MM-DD', a calendar day without a time) in the reader's language, or
 * null when the series has no end. Formatted in UTC so the day never shifts with the reader's zone.
 */
export function formatSeriesEnd(value: string | null, language: string): string | null {
  const day = value?.slice(0, 10) ?? '';
  if (!isCalendarDate(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}
