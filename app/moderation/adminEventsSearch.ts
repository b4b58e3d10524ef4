import type { AdminEventListQuery } from '@/contract/admin';
import { EVENT_STATUSES, type EventStatus } from '@/contract/eventStatus';
import { ADMIN_EVENTS_PAGE_SIZE } from '@/contract/limits';
import { oneOf, pageOf, textOf } from '@/contract/searchValues';
import { oneLineOf } from '@/contract/text';

/**
 * SPEC §2 /admin/events?status=: the page's state lives in the address (status, search text and
 * page), so the filter buttons and the address stay in step both ways, and a reload or a shared
 * link opens the same list. A value that makes no sense is dropped rather than refused.
 */
export interface AdminEventsSearch {
  status?: EventStatus;
  search?: string;
  page?: number;
}

/** The route's validateSearch (without zod: app/routeSearch.ts). */
export function adminEventsSearchOf(search: Record<string, unknown>): AdminEventsSearch {
  return { status: oneOf(EVENT_STATUSES, search.status), search: textOf(search.search, 200), page: pageOf(search.page) };
}

/** The search text to send: one line, so a pasted tab or line break never makes the server refuse the list. */
export function searchTermOf(search: AdminEventsSearch): string | undefined {
  return oneLineOf(search.search ?? '') || undefined;
}

/** The list call's parameters for what the address asks. */
export function listQueryOf(search: AdminEventsSearch): AdminEventListQuery {
  return {
    status: search.status,
    search: searchTermOf(search),
    limit: ADMIN_EVENTS_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * ADMIN_EVENTS_PAGE_SIZE,
  };
}
