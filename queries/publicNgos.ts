import { queryOptions } from '@tanstack/react-query';
import { publicNgoSchema } from '@/contract/publicNgos';
import { api } from './client';

// Issue 15, point 5: the public NGO page, anonymous. It stays fresh for the QueryClient's default 5
// minutes; the NGO's own profile, link and contact changes invalidate it (queries/profile.ts, …).

export const publicNgoKeys = {
  all: ['publicNgos'] as const,
  details: () => [...publicNgoKeys.all, 'detail'] as const,
  detail: (id: number) => [...publicNgoKeys.details(), id] as const,
};

/** GET /api/public/ngos/{id}/: an approved NGO's page; any other id answers 404 ngo_not_found. */
export const publicNgoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: publicNgoKeys.detail(id),
    queryFn: async ({ signal }) => publicNgoSchema.parse(await api.get(`public/ngos/${id}/`, { signal }).json()),
  });
