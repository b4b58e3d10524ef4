import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminNgoSchema, type NgoStatus } from '@/contract/accounts';
import { adminNgoOverviewSchema } from '@/contract/admin';
import { api } from './client';

/** The super administrator's view of registered NGOs (GET /api/super-admin/ngos/). */
export const adminNgoKeys = {
  all: ['admin-ngos'] as const,
  list: (status?: NgoStatus) => [...adminNgoKeys.all, 'list', status ?? 'any'] as const,
};

/** GET /api/super-admin/ngos/?status=: newest registration first, each with its figures. */
export const adminNgosQueryOptions = (status?: NgoStatus) =>
  queryOptions({
    queryKey: adminNgoKeys.list(status),
    queryFn: async ({ signal }) =>
      adminNgoListSchema.parse(
        await api.get('super-admin/ngos/', { signal, searchParams: status ? { status } : undefined }).json(),
      ),
  });

/**
 * POST /api/super-admin/ngos/{id}/approve/ (also re-activates a suspended NGO) or .../suspend/.
 * Settles only after every NGO list has been fetched again, so the lists show the new status.
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
