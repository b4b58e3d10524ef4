import { createFileRoute } from '@tanstack/react-router';
import { NotificationsCard } from '@/app/notifications/NotificationsCard';
import { PagePending } from '@/app/shell/PagePending';
import { VolunteerProfileError, VolunteerProfilePage } from '@/app/profile/volunteer/VolunteerProfilePage';
import { calendarFeedStatusQueryOptions } from '@/queries/calendarFeed';
import { notificationPreferencesQueryOptions } from '@/queries/notificationPreferences';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { volunteerProfileQueryOptions } from '@/queries/volunteer';

// Issue 17, point 3: #/volunteer/profile, a detail page (STYLE "one loading pattern per kind of
// page"): the loader awaits the profile, the page reads it with useSuspenseQuery; the calendar
// feed's state and the e-mail preference (issue 18) start beside it, and their cards show their own
// loading and failure.
export const Route = createFileRoute('/volunteer/_area/profile')({
  loader: async ({ context }) => {
    void prefetchInBackground(context.queryClient, calendarFeedStatusQueryOptions());
    void prefetchInBackground(context.queryClient, notificationPreferencesQueryOptions());
    await context.queryClient.query(volunteerProfileQueryOptions());
  },
  component: VolunteerProfileRoute,
  pendingComponent: PagePending,
  errorComponent: VolunteerProfileError,
});

function VolunteerProfileRoute() {
  return <VolunteerProfilePage notifications={<NotificationsCard />} />;
}
