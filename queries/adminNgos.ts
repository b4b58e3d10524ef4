import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminNgoSchema, type AdminNgoListQuery } from '@/contract/accounts';
import { adminNgoOverviewSchema, ngoStatisticsSchema, TOTAL_COUNT_HEADER, type AdminNgoOverview } from '@/contract/admin';
import { api } from './client';
import { searchParamsOf } from './searchParams';

/** The super administrator's view of registered NGOs (GET /api/super-admin/ngos/ and its counts). */
export const adminNgoKeys = {
  all: ['admin-ngos'] as const,
  lists: () => [...adminNgoKeys.all, 'list'] as const,
  list: (query: AdminNgoListQuery) => [...adminNgoKeys.lists(), query] as const,
  statistics: (search?: string) => [...adminNgoKeys.all, 'statistics', search ?? ''] as const,
};

/** One page of NGOs, and how many match in all. */
export type AdminNgoPage = { ngos: AdminNgoOverview[]; total: number };

/**
 * GET /api/super-admin/ngos/?status=&search=&limit=&offset=: newest registration first, each with
 * its figures; the number of matches comes in the X-Total-Count header (issue 13).
 */
export const adminNgosQueryOptions = (query: AdminNgoListQuery) =>
  queryOptions({
    queryKey: adminNgoKeys.list(query),
    queryFn: async ({ signal }): Promise<AdminNgoPage> => {
      const response = await api.get('super-admin/ngos/', { signal, searchParams: searchParamsOf(query) });
      const ngos = adminNgoListSchema.parse(await response.json());
      const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
      return { ngos, total: Number.isInteger(total) ? total : ngos.length };
    },
  });

/** How many registrations wait for approval: one row asked, the total read from the header. */
export const waitingNgoCountQueryOptions = () =>
  queryOptions({ ...adminNgosQueryOptions({ status: 'pending', limit: 1 }), select: (page: AdminNgoPage) => page.total });

/** GET /api/super-admin/ngos/statistics/: how many NGOs there are, in all and per status, optionally of a search. */
export const ngoStatisticsQueryOptions = (search?: string) =>
  queryOptions({
    queryKey: adminNgoKeys.statistics(search),
    queryFn: async ({ signal }) =>
      ngoStatisticsSchema.parse(await api.get('super-admin/ngos/statistics/', { signal, searchParams: searchParamsOf({ search }) }).json()),
  });

/**
 * POST /api/super-admin/ngos/{id}/approve/ (also re-activates a suspended NGO) or .../suspend/.
 * Settles only after every NGO list and count has been fetched again, so they show the new status.
 */
export function useChangeNgoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ngoId, action }: { ngoId: number; action: 'approve' | 'suspend' }) =>
      adminNgoSchema.parse(await api.post(`super-admin/ngos/${ngoId}/${action}/`).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminNgoKeys.all }),
  });
}

const adminNgoListSchema = z.array(adminNgoOverviewSchema);
