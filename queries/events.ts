import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  eventEnvelopeSchema,
  eventFiltersSchema,
  eventListSchema,
  eventSchema,
  uploadedImageSchema,
  type Event,
  type EventPayload,
} from '@/contract/events';
import { eventPageSchema, type EventListParams, type EventPage } from '@/contract/eventList';
import { api } from './client';

// SPEC §7 event calls of the NGO area. SPEC §7 caching: events and details stay fresh for
// 5 minutes (the QueryClient default); create, delete and submit clear the event lists; an update
// clears every cache.

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (ngoId: number) => [...eventKeys.lists(), ngoId] as const,
  /** One page of the list, below the whole list's key, so invalidating the NGO's list takes its pages too. */
  page: (ngoId: number, params: EventListParams) => [...eventKeys.list(ngoId), params] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: number) => [...eventKeys.details(), id] as const,
  filters: () => [...eventKeys.all, 'filters'] as const,
};

/**
 * GET /api/events/organizers/{ngoId}/manage/: every event of the NGO, series occurrences included,
 * soonest first (SPEC §7's plain call). The list screen asks one page at a time
 * (ngoEventPageQueryOptions); this serves a series' dates on the details page.
 */
export const ngoEventsQueryOptions = (ngoId: number) =>
  queryOptions({
    queryKey: eventKeys.list(ngoId),
    queryFn: async ({ signal }) =>
      eventListSchema.parse(await api.get(`events/organizers/${ngoId}/manage/`, { signal }).json()),
  });

/**
 * GET /api/events/organizers/{ngoId}/manage/?page=&page_size=&search=&start_from=: one page of the
 * NGO's events matching the filter, and how many match in all (issue 13).
 */
export const ngoEventPageQueryOptions = (ngoId: number, params: EventListParams) =>
  queryOptions({
    queryKey: eventKeys.page(ngoId, params),
    queryFn: async ({ signal }) =>
      eventPageSchema.parse(await api.get(`events/organizers/${ngoId}/manage/`, { signal, searchParams: params }).json()),
  });

/** How many events the NGO has in all: a page of one, for its count. */
export const ngoEventCountQueryOptions = (ngoId: number) =>
  queryOptions({ ...ngoEventPageQueryOptions(ngoId, { page: 1, page_size: 1 }), select: (page: EventPage) => page.count });

/** GET /api/events/{id}/: one event; another NGO's event answers 404 like an unknown one. */
export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: async ({ signal }) => eventSchema.parse(await api.get(`events/${id}/`, { signal }).json()),
  });

/** GET /api/events/filters/: the team options of the form, with their ids. */
export const eventFiltersQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.filters(),
    queryFn: async ({ signal }) => eventFiltersSchema.parse(await api.get('events/filters/', { signal }).json()),
  });

/** SPEC §7: organized_by is added from the signed-in NGO (the server takes it from the token anyway). */
export type EventSave = { payload: EventPayload; ngoId: number };

/** POST /api/events/create/: answers the new event (data.id); clears the event lists. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, ngoId }: EventSave): Promise<Event> =>
      eventEnvelopeSchema.parse(
        await api.post('events/create/', { json: { ...payload, organized_by: ngoId } }).json(),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
}

/** PUT /api/events/{id}/update/: answers the changed event; SPEC §7 clears every cache. */
export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, ngoId }: EventSave): Promise<Event> =>
      eventEnvelopeSchema.parse(
        await api.put(`events/${id}/update/`, { json: { ...payload, organized_by: ngoId } }).json(),
      ).data,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** DELETE /api/events/{id}/delete/: the event (and a series' occurrences) is gone; clears the lists. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`events/${id}/delete/`);
      return id;
    },
    onSuccess: () => {
      // A series' occurrences went with their original: no cached details may show them again.
      queryClient.removeQueries({ queryKey: eventKeys.details() });
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

/** POST /api/events/{id}/submit/: a draft or rejected event goes to review; clears the lists and its details. */
export function useSubmitEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<Event> =>
      eventEnvelopeSchema.parse(await api.post(`events/${id}/submit/`).json()).data,
    onSuccess: (event) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.details() }),
      ]).then(() => event),
  });
}

/** POST /api/event/main-image/upload (multipart `file`): answers the stored image's address. */
export async function uploadMainImage(file: File, signal?: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return uploadedImageSchema.parse(await api.post('event/main-image/upload', { body, signal }).json()).data.image_url;
}
