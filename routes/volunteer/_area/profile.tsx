import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '@/app/shell/PagePending';
import { VolunteerProfileError, VolunteerProfilePage } from '@/app/volunteer/VolunteerProfilePage';
import { calendarFeedStatusQueryOptions } from '@/queries/calendarFeed';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { volunteerProfileQueryOptions } from '@/queries/volunteer';

// Issue 17, point 3: #/volunteer/profile, a detail page (STYLE "one loading pattern per kind of
// page"): the loader awaits the profile, the page reads it with useSuspenseQuery; the calendar
// feed's state starts beside it and its card shows its own loading and failure.
export const Route = createFileRoute('/volunteer/_area/profile')({
  loader: async ({ context }) => {
    void prefetchInBackground(context.queryClient, calendarFeedStatusQueryOptions());
    await context.queryClient.query(volunteerProfileQueryOptions());
  },
  component: VolunteerProfilePage,
  pendingComponent: PagePending,
  errorComponent: VolunteerProfileError,
});
