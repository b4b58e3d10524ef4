import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMailPageSchema, adminMailSchema, type AdminMail, type AdminMailQuery } from '@/contract/mail';
import { api } from './client';

/** Issue 18: the super administrator's view of the outbox (GET /api/super-admin/mail/). */
export const adminMailKeys = {
  all: ['admin-mail'] as const,
  lists: () => [...adminMailKeys.all, 'list'] as const,
  list: (query: AdminMailQuery) => [...adminMailKeys.lists(), query] as const,
};

/** One page of ADMIN_MAIL_PAGE_SIZE messages of a status, newest first, and how many there are in all. */
export const adminMailQueryOptions = (query: AdminMailQuery) =>
  queryOptions({
    queryKey: adminMailKeys.list(query),
    queryFn: async ({ signal }) =>
      adminMailPageSchema.parse(await api.get('super-admin/mail/', { signal, searchParams: { status: query.status, page: query.page } }).json()),
  });

/**
 * POST /api/super-admin/mail/{id}/retry/: an undelivered message is queued again (pending, its
 * attempts from 0). Settles after every list was fetched again: it leaves Failed for Pending; a
 * refusal (someone retried it meanwhile) means the list on screen is old too.
 */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<AdminMail> => adminMailSchema.parse(await api.post(`super-admin/mail/${id}/retry/`).json()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMailKeys.all }),
  });
}
