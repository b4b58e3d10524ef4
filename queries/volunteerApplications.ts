import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { volunteerApplicationPageSchema, volunteerApplicationSchema, type ApplyRequest } from '@/contract/applications';
import { ratingSchema, type RatingRequest } from '@/contract/profile';
import { api } from './client';
import { publicEventKeys } from './publicEvents';
import { publicNgoKeys } from './publicNgos';
import { searchParamsOf } from './searchParams';

// Issue 17: the signed-in volunteer's applications: applying on #/explore/{id}, their list on
// #/volunteer (and one event's on its public page), withdrawing, and rating the NGO afterwards.

/** The list's query as the app asks it: one page, or the volunteer's application to one event. */
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
 * POST /api/public/events/{id}/apply/: applied, or waitlisted when the event is full; applying
 * again answers the first application. The volunteer's lists and the public events (people_applied,
 * places left) change.
 */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, ...body }: { eventId: number } & ApplyRequest) =>
      volunteerApplicationSchema.parse(await api.post(`public/events/${eventId}/apply/`, { json: body }).json()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: volunteerApplicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicEventKeys.all }),
      ]),
  });
}

/**
 * DELETE /api/volunteer/applications/{id}/: only while applied or waitlisted (409
 * application_not_withdrawable once the NGO decided). The list is read again either way, so a
 * refusal shows the status the NGO gave; the public events count one applicant less.
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await api.delete(`volunteer/applications/${id}/`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: volunteerApplicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicEventKeys.all }),
      ]),
  });
}

/**
 * POST /api/volunteer/applications/{id}/rating/: a score 1 to 5 and an optional comment, once per
 * completed application (409 rating_already_given, rating_application_not_completed). The list is
 * read again either way (its `rating`), and the NGO's public page (its average and count).
 */
export function useRateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...rating }: { id: number } & RatingRequest) =>
      ratingSchema.parse(await api.post(`volunteer/applications/${id}/rating/`, { json: rating }).json()),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: volunteerApplicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicNgoKeys.all }),
      ]),
  });
}
