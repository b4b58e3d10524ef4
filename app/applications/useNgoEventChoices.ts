import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEventDate } from '@/contract/dates';
import type { Event } from '@/contract/events';
import { ngoEventsQueryOptions } from '@/queries/events';
import { dateTimeFormat } from '@/app/ui/dateTimeFormat';

/** One of the NGO's events in the filter: its id and its name with its start day (a series' dates share the name). */
export interface EventChoice {
  id: number;
  label: string;
  /** Issue 33: the series this event is a date of (its original's id and name); its label is then the day alone. */
  series?: { id: number; label: string };
}

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * The NGO's events (SPEC §7's plain list, cached as the events screens cache it): the filter's
 * choices, by name, and whether an application's event has ended, which decides whether its
 * volunteer can be marked as attended (docs/decisions/applications.md: the application itself carries only the
 * event's id, so the wire contract stays as it is). An event not in the list counts as not ended:
 * the server refuses attendance before the end anyway.
 */
export function useNgoEventChoices(ngoId: number): { events: EventChoice[]; eventEnded: (eventId: number) => boolean } {
  const { t, i18n } = useTranslation();
  // A session stored without an NGO id reads as 0: there is no list to ask for.
  const options = ngoEventsQueryOptions(ngoId);
  const list = useQuery({ ...options, queryFn: Number.isInteger(ngoId) && ngoId > 0 ? options.queryFn : skipToken });
  const data = list.data;

  const events = useMemo(
    () =>
      [...(data ?? [])]
        .sort((a, b) => a.eventName.localeCompare(b.eventName, i18n.language) || (seriesOf(a) ?? 0) - (seriesOf(b) ?? 0) || startOf(a) - startOf(b))
        .map((event): EventChoice => {
          const start = parseEventDate(event.startDate);
          const date = start ? dateTimeFormat(i18n.language, DAY).format(start) : t('applications.details.notSpecified');
          const series = seriesOf(event);
          if (series === null) return { id: event.id, label: t('applications.filter.eventOption', { name: event.eventName, date }) };
          return { id: event.id, label: date, series: { id: series, label: t('applications.filter.seriesGroup', { name: event.eventName }) } };
        }),
    [data, i18n.language, t],
  );

  const endedIds = useMemo(() => {
    const now = Date.now();
    return new Set((data ?? []).filter((event) => (parseEventDate(event.endDate)?.getTime() ?? Infinity) <= now).map((event) => event.id));
  }, [data]);
  const eventEnded = useCallback((eventId: number) => endedIds.has(eventId), [endedIds]);

  return { events, eventEnded };
}

/** The id of the series an event belongs to (its original's), or null for a one-off event. */
function seriesOf(event: Event): number | null {
  return event.parent_event ?? (event.recurrence_type === 'none' ? null : event.id);
}

function startOf(event: Event): number {
  return parseEventDate(event.startDate)?.getTime() ?? 0;
}
