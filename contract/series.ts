import { canNgoEdit, type EventDates, type EventStatus } from './events';
import { localDateOf, occurrenceStarts, type Recurrence } from './recurrence';

// Recurring series (SPEC §3): which occurrences a series has, and how they follow an edit of their
// original. The server and the mocks both apply these rules (docs/decisions/events-and-series.md,
// "Recurring series").

/** When an occurrence takes place. */
export type OccurrenceDates = EventDates;

/** The dates of a series original's occurrences after the first; each lasts as long as the original. */
export function occurrenceDates(recurrence: Recurrence, end: Date): OccurrenceDates[] {
  const duration = end.getTime() - recurrence.start.getTime();
  return occurrenceStarts(recurrence, Infinity).starts.map((startDate) => ({
    startDate,
    endDate: new Date(startDate.getTime() + duration),
  }));
}

/** An occurrence of a series as it stands before its original's edit. */
export type SeriesOccurrence = { id: number; status: EventStatus; startDate: Date };

/** What an edit of a series original does to its occurrences. */
export type SeriesChanges = {
  /** Editable occurrences that take the original's new values and these dates (id, status and review kept). */
  moved: Array<OccurrenceDates & { id: number }>;
  /** Dates of the new series without an occurrence on their local day: new occurrences. */
  added: OccurrenceDates[];
  /** Editable occurrences on days the series no longer has. */
  removed: number[];
};

/**
 * After its original is edited, the series follows it: every date the new settings give (`dates`,
 * from occurrenceDates) is matched with the occurrence on the same local day. An editable (pending
 * or rejected) one moves to the date and takes the original's values; a reviewed one is left as it
 * is; a day without one gets a new occurrence. Editable occurrences on days the series no longer
 * has are removed. A day holding two (one was moved onto another's day) is stood for by its first
 * editable occurrence by id; the reviewed one stays as it is.
 */
export function seriesAfterEdit(occurrences: readonly SeriesOccurrence[], dates: readonly OccurrenceDates[], timeZone: string): SeriesChanges {
  const dayOf = (date: Date) => localDateOf(date, timeZone);
  const onDay = new Map<string, SeriesOccurrence>();
  for (const occurrence of [...occurrences].sort((a, b) => a.id - b.id)) {
    const day = dayOf(occurrence.startDate);
    const chosen = onDay.get(day);
    if (!chosen || (!canNgoEdit(chosen.status) && canNgoEdit(occurrence.status))) onDay.set(day, occurrence);
  }
  const changes: SeriesChanges = { moved: [], added: [], removed: [] };
  const matched = new Set<number>();
  for (const date of dates) {
    const existing = onDay.get(dayOf(date.startDate));
    if (!existing) {
      changes.added.push(date);
      continue;
    }
    matched.add(existing.id);
    if (canNgoEdit(existing.status)) changes.moved.push({ id: existing.id, ...date });
  }
  changes.removed = occurrences
    .filter((occurrence) => !matched.has(occurrence.id) && canNgoEdit(occurrence.status))
    .map((occurrence) => occurrence.id);
  return changes;
}
