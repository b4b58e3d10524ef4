import { createFileRoute } from '@tanstack/react-router';
import { ProfileGallery } from '@/app/gallery/PageGalleries';
import { NotificationsCard } from '@/app/notifications/NotificationsCard';
import { ProfilePage, ProfileError } from '@/app/profile/ProfilePage';
import { PagePending } from '@/app/shell/PagePending';
import { notificationPreferencesQueryOptions } from '@/queries/notificationPreferences';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { ngoProfileQueryOptions } from '@/queries/profile';

// SPEC §2 /profile, a detail page (STYLE "one loading pattern per kind of page"): the loader awaits
// the profile, the page reads it with useSuspenseQuery; a failure shows the route's error state.
// The e-mail preference (issue 18) starts beside it; its card shows its own loading and failure.
export const Route = createFileRoute('/_ngo/profile')({
  loader: async ({ context }) => {
    void prefetchInBackground(context.queryClient, notificationPreferencesQueryOptions());
    await context.queryClient.query(ngoProfileQueryOptions());
  },
  component: ProfileRoute,
  pendingComponent: PagePending,
  errorComponent: ProfileError,
});

function ProfileRoute() {
  const { session } = Route.useRouteContext();
  return <ProfilePage ngoId={session.ngo_id} gallery={<ProfileGallery />} notifications={<NotificationsCard />} />;
}
