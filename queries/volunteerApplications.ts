import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { volunteerApplicationPageSchema, volunteerApplicationSchema, type ApplyRequest } from '@/contract/applications';
import { api } from './client';
import { publicEventKeys } from './publicEvents';
import { searchParamsOf } from './searchParams';

// Issue 17: the volunteer's own applications (GET /api/volunteer/applications/, one page; with
// `event_id` the one to an event, if any) and applying to a public event. #/explore/{id} and the
// volunteer area (#/volunteer) read the same keys, so applying shows on both.

/** The list's query as the app asks it: one page, optionally only the application to one event. */
export type VolunteerApplicationListParams = { event_id?: number; page: number; page_size: number };

export const volunteerApplicationKeys = {
  all: ['volunteerApplications'] as const,
  lists: () => [...volunteerApplicationKeys.all, 'list'] as const,
  list: (params: VolunteerApplicationListParams) => [...volunteerApplicationKeys.lists(), params] as const,
};

/** GET /api/volunteer/applications/?event_id=&page=&page_size=: one page, newest first, and how many there are. */
export const volunteerApplicationsQueryOptions = (params: VolunteerApplicationListParams) =>
  queryOptions({
    queryKey: volunteerApplicationKeys.list(params),
    queryFn: async ({ signal }) =>
      volunteerApplicationPageSchema.parse(await api.get('volunteer/applications/', { signal, searchParams: searchParamsOf(params) }).json()),
  });

/**
 * POST /api/public/events/{id}/apply/: applies with an optional message; answers the application
 * (`waitlisted` when the event was full; applying again answers the first one as it is).
 * Invalidates the volunteer's applications and the public events (places left and the map change).
 */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, message }: { eventId: number } & ApplyRequest) =>
      volunteerApplicationSchema.parse(await api.post(`public/events/${eventId}/apply/`, { json: { message } }).json()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: volunteerApplicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicEventKeys.all }),
      ]),
  });
}
