import { createFileRoute } from '@tanstack/react-router';
import { ProfileGallery } from '@/app/gallery/PageGalleries';
import { ProfilePage, ProfileError } from '@/app/profile/ProfilePage';
import { PagePending } from '@/app/shell/PagePending';
import { ngoProfileQueryOptions } from '@/queries/profile';

// SPEC §2 /profile, a detail page (STYLE "one loading pattern per kind of page"): the loader awaits
// the profile, the page reads it with useSuspenseQuery; a failure shows the route's error state.
export const Route = createFileRoute('/_ngo/profile')({
  loader: async ({ context }) => {
    await context.queryClient.query(ngoProfileQueryOptions());
  },
  component: ProfileRoute,
  pendingComponent: PagePending,
  errorComponent: ProfileError,
});

function ProfileRoute() {
  const { session } = Route.useRouteContext();
  return <ProfilePage ngoId={session.ngo_id} gallery={<ProfileGallery />} />;
}
