import type { AdminMailQuery, MailStatus } from '@/contract/mail';
import { oneOf, pageOf } from '@/contract/searchValues';

// Types only from contract/mail.ts: the route's validateSearch runs in the first page, which loads no zod (issue 13).

/** The filter's statuses in its order: the undelivered ones first, the screen's purpose. */
export const MAIL_FILTER_STATUSES = ['failed', 'pending', 'sent'] as const satisfies readonly MailStatus[];

/** /admin/mail?status=&page=: the list's state lives in the address, like the other admin lists'; no status is Failed. */
export interface MailSearch {
  status?: MailStatus;
  page?: number;
}

/** The route's validateSearch (without zod, contract/searchValues.ts). */
export function mailSearchOf(search: Record<string, unknown>): MailSearch {
  return { status: oneOf(MAIL_FILTER_STATUSES, search.status), page: pageOf(search.page) };
}

/** The list call for what the address asks: one page of ADMIN_MAIL_PAGE_SIZE of one status. */
export function mailListQueryOf(search: MailSearch): AdminMailQuery {
  return { status: search.status ?? 'failed', page: search.page ?? 1 };
}
