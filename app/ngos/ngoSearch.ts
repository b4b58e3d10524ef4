import type { AdminNgoListQuery } from '@/contract/accounts';
import { ADMIN_NGOS_PAGE_SIZE } from '@/contract/limits';
import { oneOf, pageOf, textOf } from '@/contract/searchValues';
import { NGO_STATUSES, type NgoStatus } from '@/contract/signIn';
import { oneLineOf } from '@/contract/text';

/** /admin/ngos?status=&search=&page=: the list's state lives in the address, like the event moderation's. */
export interface NgoSearch {
  status?: NgoStatus;
  search?: string;
  page?: number;
}

/** The route's validateSearch (without zod: app/routeSearch.ts). */
export function ngoSearchOf(search: Record<string, unknown>): NgoSearch {
  return { status: oneOf(NGO_STATUSES, search.status), search: textOf(search.search, 200), page: pageOf(search.page) };
}

/** The search text to send: one line, so a pasted tab or line break never makes the server refuse the list. */
export function ngoSearchTermOf(search: NgoSearch): string | undefined {
  return oneLineOf(search.search ?? '') || undefined;
}

/**
 * The list call for what the address asks: one page of ADMIN_NGOS_PAGE_SIZE. The server searches
 * the name, contact person, e-mail, registration number and countries (contract/admin.ts matchesNgoSearch).
 */
export function ngoListQueryOf(search: NgoSearch): AdminNgoListQuery {
  return {
    status: search.status,
    search: ngoSearchTermOf(search),
    limit: ADMIN_NGOS_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * ADMIN_NGOS_PAGE_SIZE,
  };
}
