import { z } from 'zod';
import { type Event } from '@/contract/events';
import { isCalendarDate, parseEventDate } from '@/contract/dates';

// SPEC §2 and §3 event filter: the events list's name and start-date filter, remembered across
// visits in this browser (localStorage), so the list and the details page's back link agree.

/** SPEC §3 Event filter. `startDate` is a local calendar day 'YYYY-MM-DD', or '' for none. */
export interface EventFilter {
  searchTerm: string;
  startDate: string;
}

export const EMPTY_EVENT_FILTER: EventFilter = { searchTerm: '', startDate: '' };

/** The one localStorage key the filter is kept under. */
export const EVENT_FILTER_STORAGE_KEY = 'eventFilter';

const storedFilterSchema = z.object({
  searchTerm: z.string().max(200).catch(''),
  startDate: z
    .string()
    .refine((day) => day === '' || isCalendarDate(day))
    .catch(''),
});

/** The remembered filter; nothing stored, unreadable or blocked storage reads as no filter. */
export function readEventFilter(): EventFilter {
  try {
    const raw = localStorage.getItem(EVENT_FILTER_STORAGE_KEY);
    if (!raw) return EMPTY_EVENT_FILTER;
    const stored = storedFilterSchema.safeParse(JSON.parse(raw));
    return stored.success ? stored.data : EMPTY_EVENT_FILTER;
  } catch {
    return EMPTY_EVENT_FILTER;
  }
}

/** Remembers the filter for the next visit; an empty filter leaves nothing behind. */
export function saveEventFilter(filter: EventFilter): void {
  if (!isEventFilterActive(filter)) {
    clearEventFilter();
    return;
  }
  try {
    localStorage.setItem(EVENT_FILTER_STORAGE_KEY, JSON.stringify({ searchTerm: filter.searchTerm, startDate: filter.startDate }));
  } catch {
    // blocked storage: the filter still works for this visit
  }
}

export function clearEventFilter(): void {
  try {
    localStorage.removeItem(EVENT_FILTER_STORAGE_KEY);
  } catch {
    // blocked storage
  }
}

/** How many of the two filters narrow the list (the toggle button shows it). */
export function activeEventFilterCount(filter: EventFilter): number {
  return (filter.searchTerm.trim() !== '' ? 1 : 0) + (filter.startDate !== '' ? 1 : 0);
}

/** SPEC §2: the details page's back link shows a dot while a name or start-date filter is active. */
export function isEventFilterActive(filter: EventFilter): boolean {
  return activeEventFilterCount(filter) > 0;
}

/**
 * SPEC §2: the name matches by prefix, ignoring case and surrounding spaces; the start date keeps
 * events starting on or after that day in the reader's time zone (an event without a start cannot
 * be said to, so it is hidden while that filter is on).
 */
export function matchesEventFilter(event: Pick<Event, 'eventName' | 'startDate'>, filter: EventFilter): boolean {
  const term = filter.searchTerm.trim().toLowerCase();
  if (term !== '' && !event.eventName.trim().toLowerCase().startsWith(term)) return false;
  if (filter.startDate !== '') {
    const from = startOfLocalDay(filter.startDate);
    const start = parseEventDate(event.startDate);
    if (!from || !start || start.getTime() < from.getTime()) return false;
  }
  return true;
}

/** Midnight of a 'YYYY-MM-DD' day in the browser's time zone. */
function startOfLocalDay(day: string): Date | null {
  if (!isCalendarDate(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
