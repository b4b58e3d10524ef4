import { z } from 'zod';
import { parseEventDate } from './dates';
import { eventListSchema, type Event } from './events';
import { NGO_EVENTS_MAX_PAGE_SIZE, NGO_EVENTS_PAGE_SIZE } from './limits';
import { MAX_ID } from './platform';
import { searchQueryText } from './textSchemas';

// The NGO's events list one page at a time, filtered on the server (issue 13): the query, the
// page's shape and the filter rule the server's SQL and the mocks share.

/**
 * GET /api/events/organizers/{ngoId}/manage/ query (issue 13; SPEC §7's call takes none and still
 * answers the whole list). `page` (from 1) or `page_size` asks for one page, answered as
 * { count, results }; without either the answer stays an array. The SPEC §2 filter runs on the
 * server with the rule of matchesEventListFilter: `search`, the name's start, and `start_from`, an
 * instant: the SPA sends the start of the chosen day in the reader's time zone, so the server
 * needs no time zone and the day means what it meant when the browser filtered.
 */
export const eventListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  page_size: z.coerce.number().int().min(1).max(NGO_EVENTS_MAX_PAGE_SIZE).optional(),
  search: searchQueryText,
  start_from: z
    .string()
    .max(40)
    .optional()
    .refine((value) => value === undefined || parseEventDate(value) !== null, 'Not a date and time')
    .transform((value) => (value === undefined ? undefined : parseEventDate(value)!)),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;
/** The query as the SPA writes it: `start_from` as ISO 8601 text. */
export type EventListParams = { page?: number; page_size?: number; search?: string; start_from?: string };

/** One page of the NGO's list: how many events match in all, and this page's events. */
export const eventPageSchema = z.object({ count: z.number().int(), results: eventListSchema });
export type EventPage = z.infer<typeof eventPageSchema>;

/** The page a list query asks for, or null for the whole list (no `page` nor `page_size`). */
export function eventListPageOf(query: Pick<EventListQuery, 'page' | 'page_size'>): { offset: number; limit: number } | null {
  if (query.page === undefined && query.page_size === undefined) return null;
  const limit = query.page_size ?? NGO_EVENTS_PAGE_SIZE;
  return { offset: ((query.page ?? 1) - 1) * limit, limit };
}

/**
 * SPEC §2 filter, the one rule for the server's SQL and the mocks: the name starts with `search`,
 * ignoring case and surrounding spaces; the event starts at or after `start_from`.
 */
export function matchesEventListFilter(
  event: Pick<Event, 'eventName' | 'startDate'>,
  { search, start_from }: Pick<EventListQuery, 'search' | 'start_from'>,
): boolean {
  if (search && !event.eventName.trim().toLowerCase().startsWith(search.toLowerCase())) return false;
  if (start_from) {
    const start = parseEventDate(event.startDate);
    if (!start || start.getTime() < start_from.getTime()) return false;
  }
  return true;
}
