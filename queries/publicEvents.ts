import { queryOptions } from '@tanstack/react-query';
import { publicEventPageSchema, publicEventSchema } from '@/contract/publicEvents';
import { api } from './client';
import { searchParamsOf } from './searchParams';

// The public events anyone reads (issue 14, point 1; issue 15's NGO page lists one NGO's). Read
// only in the app so far: applying (issue 17) will say here what it invalidates.

/** The list's query as the app asks it: one NGO's events, one page of `page_size`. */
export type PublicEventListParams = { ngo?: number; page: number; page_size: number };

export const publicEventKeys = {
  all: ['publicEvents'] as const,
  lists: () => [...publicEventKeys.all, 'list'] as const,
  list: (params: PublicEventListParams) => [...publicEventKeys.lists(), params] as const,
  details: () => [...publicEventKeys.all, 'detail'] as const,
  detail: (id: number) => [...publicEventKeys.details(), id] as const,
};

/** GET /api/public/events/?ngo=&page=&page_size=: one page of public events, soonest first, and how many there are. */
export const publicEventPageQueryOptions = (params: PublicEventListParams) =>
  queryOptions({
    queryKey: publicEventKeys.list(params),
    queryFn: async ({ signal }) =>
      publicEventPageSchema.parse(await api.get('public/events/', { signal, searchParams: searchParamsOf(params) }).json()),
  });

/** GET /api/public/events/{id}/: one public event; anything not public answers 404 event_not_found. */
export const publicEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: publicEventKeys.detail(id),
    queryFn: async ({ signal }) => publicEventSchema.parse(await api.get(`public/events/${id}/`, { signal }).json()),
  });
