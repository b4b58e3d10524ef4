import { queryOptions } from '@tanstack/react-query';
import {
  publicEventPageSchema,
  publicEventPointPageSchema,
  publicEventSchema,
  type PublicEventListQuery,
  type PublicEventPointsQuery,
} from '@/contract/publicEvents';
import { api } from './client';
import { searchParamsOf } from './searchParams';

// The public events anyone reads (issue 14, point 1; issue 15's NGO page lists one NGO's; issue 17's
// #/explore filters them and maps them). Applying (queries/volunteerApplications.ts) invalidates
// `publicEventKeys.all`: places left change on the list, the map's page and the event.

/** The list's query as the app asks it: the filters of contract/publicEvents.ts (explore) or one NGO's events, one page. */
export type PublicEventListParams = Partial<Omit<PublicEventListQuery, 'page' | 'page_size'>> & { page: number; page_size: number };
/** The map's query: the same filters, one page of points. */
export type PublicEventPointsParams = Partial<Omit<PublicEventPointsQuery, 'page' | 'page_size'>> & { page: number; page_size: number };

export const publicEventKeys = {
  all: ['publicEvents'] as const,
  lists: () => [...publicEventKeys.all, 'list'] as const,
  list: (params: PublicEventListParams) => [...publicEventKeys.lists(), params] as const,
  points: (params: PublicEventPointsParams) => [...publicEventKeys.all, 'points', params] as const,
  details: () => [...publicEventKeys.all, 'detail'] as const,
  detail: (id: number) => [...publicEventKeys.details(), id] as const,
};

/** GET /api/public/events/?search=&team=&date=&date_to=&lat=&lon=&km=&ngo=&page=&page_size=: one page, soonest first, and how many match. */
export const publicEventPageQueryOptions = (params: PublicEventListParams) =>
  queryOptions({
    queryKey: publicEventKeys.list(params),
    queryFn: async ({ signal }) =>
      publicEventPageSchema.parse(await api.get('public/events/', { signal, searchParams: searchParamsOf(params) }).json()),
  });

/** GET /api/public/events/map/ with the list's filters: the explore map's markers (one page of up to 500) and how many match. */
export const publicEventPointsQueryOptions = (params: PublicEventPointsParams) =>
  queryOptions({
    queryKey: publicEventKeys.points(params),
    queryFn: async ({ signal }) =>
      publicEventPointPageSchema.parse(await api.get('public/events/map/', { signal, searchParams: searchParamsOf(params) }).json()),
  });

/** GET /api/public/events/{id}/: one public event; anything not public answers 404 event_not_found. */
export const publicEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: publicEventKeys.detail(id),
    queryFn: async ({ signal }) => publicEventSchema.parse(await api.get(`public/events/${id}/`, { signal }).json()),
  });

/**
 * GET /api/public/events/{id}/calendar.ics: the event as an iCalendar file, named as the server
 * names it. Fetched through the client, not followed as a link: the mock API (msw) answers only the
 * page's own requests, never a navigation (docs/decisions/mocks-and-qa.md,
 * "Mocks of the volunteers' side").
 */
export async function fetchPublicEventCalendar(id: number): Promise<{ file: Blob; filename: string }> {
  const response = await api.get(`public/events/${id}/calendar.ics`);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { file: await response.blob(), filename: named ?? `event-${id}.ics` };
}
