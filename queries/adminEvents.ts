import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  eventStatisticsSchema,
  TOTAL_COUNT_HEADER,
  type AdminEventListQuery,
} from '@/contract/admin';
import { eventEnvelopeSchema, eventListSchema, type Event, type EventDecision } from '@/contract/events';
import { adminNgoKeys } from './adminNgos';
import { api } from './client';
import { eventKeys, type EventSave } from './events';
import { searchParamsOf } from './searchParams';

// SPEC §7 super-admin event calls: the moderation lists, the dashboard's counts, the decisions and
// the edit of any event. A decision or an edit changes lists, counts and the event's details alike.

/**
 * The administrator's views of events hang below the one events root (tkdodo.eu "Effective React
 * Query Keys"): ['events', 'admin', …] beside the NGO's ['events', 'list' | 'detail', …], so one
 * invalidation of `eventKeys.all` refreshes every view of an event.
 */
export const adminEventKeys = {
  all: () => [...eventKeys.all, 'admin'] as const,
  lists: () => [...adminEventKeys.all(), 'list'] as const,
  list: (query: AdminEventListQuery) => [...adminEventKeys.lists(), query] as const,
  series: (rootId: number) => [...adminEventKeys.all(), 'series', rootId] as const,
  pending: (limit?: number) => [...adminEventKeys.all(), 'pending', limit ?? 'all'] as const,
  statistics: (search?: string) => [...adminEventKeys.all(), 'statistics', search ?? ''] as const,
};

/** One page of the administrator's event list, and how many events match in all. */
export type AdminEventPage = { events: Event[]; total: number };

/** GET /api/super-admin/events/: newest first; the total comes in the X-Total-Count header. */
export const adminEventsQueryOptions = (query: AdminEventListQuery) =>
  queryOptions({
    queryKey: adminEventKeys.list(query),
    queryFn: async ({ signal }): Promise<AdminEventPage> => {
      const response = await api.get('super-admin/events/', { signal, searchParams: searchParamsOf(query) });
      const events = eventListSchema.parse(await response.json());
      const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
      return { events, total: Number.isInteger(total) ? total : events.length };
    },
  });

/** GET /api/super-admin/events/?series={id}: a series' original and every one of its dates. */
export const adminSeriesQueryOptions = (rootId: number) =>
  queryOptions({
    queryKey: adminEventKeys.series(rootId),
    queryFn: async ({ signal }) =>
      eventListSchema.parse(await api.get('super-admin/events/', { signal, searchParams: { series: rootId } }).json()),
  });

/** GET /api/super-admin/events/pending/: the review queue, longest waiting first. */
export const pendingEventsQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: adminEventKeys.pending(limit),
    queryFn: async ({ signal }) =>
      eventListSchema.parse(await api.get('super-admin/events/pending/', { signal, searchParams: searchParamsOf({ limit }) }).json()),
  });

/** GET /api/super-admin/events/statistics/: the total and the count per status, optionally of a search. */
export const eventStatisticsQueryOptions = (search?: string) =>
  queryOptions({
    queryKey: adminEventKeys.statistics(search),
    queryFn: async ({ signal }) =>
      eventStatisticsSchema.parse(await api.get('super-admin/events/statistics/', { signal, searchParams: searchParamsOf({ search }) }).json()),
  });

export type EventDecisionRequest = {
  id: number;
  decision: EventDecision;
  /** SPEC §5: required to reject. */
  rejectionReason?: string;
  /** Replaces the event's notes; an empty text clears them. */
  adminNotes: string;
};

/** POST /api/super-admin/events/{id}/approve/ | reject/ | publish/: answers the decided event. */
export function useEventDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision, rejectionReason, adminNotes }: EventDecisionRequest): Promise<Event> => {
      const json = decision === 'reject' ? { rejection_reason: rejectionReason, admin_notes: adminNotes } : { admin_notes: adminNotes };
      return eventEnvelopeSchema.parse(await api.post(`super-admin/events/${id}/${decision}/`, { json }).json()).data;
    },
    // Every view of events (the moderation lists, counts, series, the event's details, the NGO's
    // lists) below the one events root, and the NGO figures, which count events per status.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminNgoKeys.all }),
      ]),
  });
}

/** PUT /api/super-admin/events/{id}/edit/: any event in any state; SPEC §7 clears every cache on update. */
export function useAdminEditEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, ngoId }: EventSave): Promise<Event> =>
      eventEnvelopeSchema.parse(await api.put(`super-admin/events/${id}/edit/`, { json: { ...payload, organized_by: ngoId } }).json()).data,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
