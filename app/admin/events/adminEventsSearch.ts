import { z } from 'zod';
import type { AdminEventListQuery } from '@/contract/admin';
import { EVENT_STATUSES } from '@/contract/events';
import { ADMIN_EVENTS_PAGE_SIZE } from '@/contract/limits';
import { oneLineOf } from '@/contract/text';

/**
 * SPEC §2 /admin/events?status=: the page's state lives in the address (status, search text and
 * page), so the filter buttons and the address stay in step both ways, and a reload or a shared
 * link opens the same list. A value that makes no sense is dropped rather than refused.
 */
export const adminEventsSearchSchema = z.object({
  status: z.enum(EVENT_STATUSES).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type AdminEventsSearch = z.infer<typeof adminEventsSearchSchema>;

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
