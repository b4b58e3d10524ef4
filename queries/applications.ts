import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applicationBulkResultSchema,
  applicationListSchema,
  applicationPageSchema,
  applicationSchema,
  applicationStatisticsSchema,
  applicationsRefusedErrorSchema,
  type ApplicationDecision,
  type ApplicationListQuery,
  type ApplicationStatus,
  type RefusedApplication,
} from '@/contract/applications';
import { ApiRequestError } from './ApiRequestError';
import { api } from './client';
import { eventKeys } from './events';
import { searchParamsOf } from './searchParams';

// SPEC §7 application calls of the NGO area (issue 14). SPEC §7 caching: lists and statistics stay
// fresh 5 minutes (the QueryClient default); every status change invalidates the lists, the
// statistics and the events (people_applied), and the dashboard's counts.

/** The list's filter without paging: what the screen, the volunteers modal and the CSV export ask. */
export type ApplicationFilter = { event_id?: number; status?: ApplicationStatus };

export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  /** The spec's plain list (no page): the volunteers modal and the CSV export. */
  list: (filter: ApplicationFilter) => [...applicationKeys.lists(), 'all', filter] as const,
  /** One page with its ordering: the /applications table. */
  page: (query: ApplicationListQuery) => [...applicationKeys.lists(), 'page', query] as const,
  details: () => [...applicationKeys.all, 'detail'] as const,
  detail: (id: number) => [...applicationKeys.details(), id] as const,
  statistics: (eventId?: number) => [...applicationKeys.all, 'statistics', eventId ?? null] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** GET /api/portal/applications/?event_id=&status=: every matching application (SPEC §7's plain list). */
export const applicationsQueryOptions = (filter: ApplicationFilter) =>
  queryOptions({
    queryKey: applicationKeys.list(filter),
    queryFn: async ({ signal }) =>
      applicationListSchema.parse(await api.get('portal/applications/', { signal, searchParams: searchParamsOf(filter) }).json()),
  });

/** GET /api/portal/applications/?page=&page_size=&ordering=&event_id=&status=: one page and how many match. */
export const applicationPageQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: applicationKeys.page(query),
    queryFn: async ({ signal }) =>
      applicationPageSchema.parse(await api.get('portal/applications/', { signal, searchParams: searchParamsOf(query) }).json()),
  });

/** GET /api/portal/applications/{id}/: one application; another NGO's answers 404 like an unknown one. */
export const applicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: async ({ signal }) => applicationSchema.parse(await api.get(`portal/applications/${id}/`, { signal }).json()),
  });

/** GET /api/portal/applications/statistics/?event_id=: total_applications, accepted, waitlisted, applied. */
export const applicationStatisticsQueryOptions = (eventId?: number) =>
  queryOptions({
    queryKey: applicationKeys.statistics(eventId),
    queryFn: async ({ signal }) =>
      applicationStatisticsSchema.parse(
        await api.get('portal/applications/statistics/', { signal, searchParams: searchParamsOf({ event_id: eventId }) }).json(),
      ),
  });

/** PUT /api/portal/applications/{id}/update/: one decision (SPEC §4); answers the changed application. */
export function useUpdateApplication() {
  const invalidate = useInvalidateAfterStatusChange();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: ApplicationDecision }) =>
      applicationSchema.parse(await api.put(`portal/applications/${id}/update/`, { json: { status } }).json()),
    onSuccess: invalidate,
  });
}

/** POST /api/portal/applications/bulk-update/: one decision for several, all or none (409 applications_refused). */
export function useBulkUpdateApplications() {
  const invalidate = useInvalidateAfterStatusChange();
  return useMutation({
    mutationFn: async ({ ids, status }: { ids: number[]; status: ApplicationDecision }) =>
      applicationBulkResultSchema.parse(
        await api.post('portal/applications/bulk-update/', { json: { application_ids: ids, status } }).json(),
      ),
    onSuccess: invalidate,
  });
}

/** POST /api/portal/applications/attendance/ (or .../attendance/undo/): attended, with the event's XP, or undone. */
export function useMarkAttendance() {
  const invalidate = useInvalidateAfterStatusChange();
  return useMutation({
    mutationFn: async ({ ids, undo = false }: { ids: number[]; undo?: boolean }) =>
      applicationBulkResultSchema.parse(
        await api.post(`portal/applications/attendance/${undo ? 'undo/' : ''}`, { json: { application_ids: ids } }).json(),
      ),
    onSuccess: invalidate,
  });
}

/** The ids a bulk update or attendance call refused, each with its code (409 applications_refused); undefined for any other failure. */
export function refusedApplicationsOf(error: unknown): RefusedApplication[] | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const refusal = applicationsRefusedErrorSchema.safeParse(error.body);
  return refusal.success ? refusal.data.refused : undefined;
}

/** SPEC §7: a status change invalidates the application lists, details and statistics, the events (people_applied) and the dashboard. */
function useInvalidateAfterStatusChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}
