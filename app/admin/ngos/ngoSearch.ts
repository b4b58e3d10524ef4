import { z } from 'zod';
import { NGO_STATUSES, type AdminNgoListQuery } from '@/contract/accounts';
import { ADMIN_NGOS_PAGE_SIZE } from '@/contract/limits';
import { oneLineOf } from '@/contract/text';

/** /admin/ngos?status=&search=&page=: the list's state lives in the address, like the event moderation's. */
export const ngoSearchSchema = z.object({
  status: z.enum(NGO_STATUSES).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type NgoSearch = z.infer<typeof ngoSearchSchema>;

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
