import { useTranslation } from 'react-i18next';
import { parseEventDate } from '@/contract/dates';
import type { PublicEvent } from '@/contract/publicEvents';
import { formatDateTimeRangeIn, readerTimeZone } from '@/app/ui/dateTimeFormat';
import './eventTimes.css';

/**
 * When a public event happens (issue 17, decision 7): start to end in the reader's language and
 * time zone; when the event's own zone shows other times, those too, naming the zone (a volunteer
 * travels to the place).
 */
export function EventTimes({ event }: { event: Pick<PublicEvent, 'startDate' | 'endDate' | 'time_zone'> }) {
  const { t, i18n } = useTranslation();
  const start = parseEventDate(event.startDate);
  const end = parseEventDate(event.endDate) ?? start;
  if (!start || !end) return <p className="event-times">{t('events.card.notSpecified')}</p>;
  const yours = formatDateTimeRangeIn(start, end, i18n.language, readerTimeZone());
  const there = formatDateTimeRangeIn(start, end, i18n.language, event.time_zone);
  return (
    <p className="event-times">
      <time dateTime={event.startDate ?? undefined}>{yours}</time>
      {there !== yours && (
        <span className="event-times__zone">{t('publicEvent.localTime', { range: there, zone: event.time_zone.replaceAll('_', ' ') })}</span>
      )}
    </p>
  );
}
