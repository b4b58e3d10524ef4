import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate, parseEventDate } from '@/contract/dates';
import { dateTimeFormat, formatDateTime } from '@/app/ui/dateTimeFormat';
import './eventParts.css';

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
      {formatDateTime(date, i18n.language)}
    </time>
  );
}

/**
 * Labelled moments of an event in a description list (a card's start and end, the moderation
 * timeline), each as EventDateTime shows it. `children` come first: entries that are not dates.
 */
export function EventDateList({
  dates,
  missing,
  className,
  children,
}: {
  dates: ReadonlyArray<readonly [label: string, value: string | null]>;
  missing?: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {children}
      {dates.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <EventDateTime value={value} missing={missing} />
          </dd>
        </div>
      ))}
    </dl>
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
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}
