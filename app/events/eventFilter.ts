import type { EventListParams } from '@/contract/eventList';
import { isCalendarDate } from '@/contract/dates';
import { NGO_EVENTS_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@/contract/limits';
import { pageOf } from '@/contract/searchValues';
import { oneLineOf } from '@/contract/text';

// SPEC §2 and §3 event filter: the events list's name and start-date filter, remembered across
// visits in this browser (localStorage), so the list and the details page's back link agree. The
// server applies it (issue 13, contract/events.ts matchesEventListFilter); this file says what to send.

/** SPEC §3 Event filter. `startDate` is a local calendar day 'YYYY-MM-DD', or '' for none. */
export interface EventFilter {
  searchTerm: string;
  startDate: string;
}

export const EMPTY_EVENT_FILTER: EventFilter = { searchTerm: '', startDate: '' };


/** /events?page=: the page lives in the address, so a reload or the back button keeps it; nonsense reads as the first. */
export function eventsListSearchOf(search: Record<string, unknown>): { page?: number } {
  return { page: pageOf(search.page) };
}

/** The one localStorage key the filter is kept under. */
export const EVENT_FILTER_STORAGE_KEY = 'eventFilter';

/**
 * The remembered filter; nothing stored, unreadable or blocked storage reads as no filter, and a
 * stored value that makes no sense as that filter left empty. Read without zod: the route that
 * calls it is in the entry chunk, which the sign-in page loads up front (issue 13).
 */
export function readEventFilter(): EventFilter {
  try {
    const raw = localStorage.getItem(EVENT_FILTER_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (typeof stored !== 'object' || stored === null) return EMPTY_EVENT_FILTER;
    const { searchTerm, startDate } = stored as Record<string, unknown>;
    return {
      searchTerm: typeof searchTerm === 'string' && searchTerm.length <= SEARCH_MAX_LENGTH ? searchTerm : '',
      startDate: typeof startDate === 'string' && (startDate === '' || isCalendarDate(startDate)) ? startDate : '',
    };
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
 * The list call for a page of the filtered list (SPEC §2): the name as one line (a pasted tab would
 * be refused), and the start date as the instant its day starts in the reader's time zone, which
 * is what "on or after that day" means to the reader wherever the server runs.
 */
export function eventListParamsOf(filter: EventFilter, page: number): EventListParams {
  const search = oneLineOf(filter.searchTerm).slice(0, SEARCH_MAX_LENGTH);
  const from = filter.startDate === '' ? null : startOfLocalDay(filter.startDate);
  return {
    page,
    page_size: NGO_EVENTS_PAGE_SIZE,
    ...(search !== '' && { search }),
    ...(from && { start_from: from.toISOString() }),
  };
}


/** Midnight of a 'YYYY-MM-DD' day in the browser's time zone. */
function startOfLocalDay(day: string): Date | null {
  if (!isCalendarDate(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
