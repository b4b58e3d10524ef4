import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, calendarFeedStatusSchema, type CalendarFeed, type CalendarFeedStatus } from '@/contract/calendars';
import { api } from './client';

// Issue 17, point 4: the volunteer's private calendar feed (contract/calendars.ts). The server
// keeps only the token's hash: GET says whether a feed exists, POST answers its address once.

export const calendarFeedKeys = {
  all: ['calendarFeed'] as const,
  status: () => [...calendarFeedKeys.all, 'status'] as const,
};

/** GET /api/volunteer/calendar/: `{ active, created_at }`, never the address. */
export const calendarFeedStatusQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedKeys.status(),
    queryFn: async ({ signal }): Promise<CalendarFeedStatus> =>
      calendarFeedStatusSchema.parse(await api.get('volunteer/calendar/', { signal }).json()),
  });

/** POST /api/volunteer/calendar/: a new address (the old one stops working), answered this once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CalendarFeed> => calendarFeedSchema.parse(await api.post('volunteer/calendar/').json()),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKeys.status(), { active: true, created_at: feed.created_at }),
  });
}

/** DELETE /api/volunteer/calendar/: the feed's address stops working; none until a new one is made. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await api.delete('volunteer/calendar/');
    },
    onSuccess: () => queryClient.setQueryData(calendarFeedKeys.status(), { active: false, created_at: null }),
  });
}
