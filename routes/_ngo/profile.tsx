import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/app/profile/ProfilePage';
import { contactsQueryOptions, contactTypeChoicesQueryOptions } from '@/queries/contacts';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { socialLinksQueryOptions, socialPlatformChoicesQueryOptions } from '@/queries/socialLinks';

// SPEC §2 /profile (issue 15, point 4). A stand-in for trying the social and contact cards; the
// profile page proper (figures, organisation card, title) replaces it. The cards show their own
// loading and error states, so the loader only starts their calls.
export const Route = createFileRoute('/_ngo/profile')({
  loader: ({ context }) => {
    void prefetchInBackground(context.queryClient, socialLinksQueryOptions());
    void prefetchInBackground(context.queryClient, socialPlatformChoicesQueryOptions());
    void prefetchInBackground(context.queryClient, contactsQueryOptions());
    void prefetchInBackground(context.queryClient, contactTypeChoicesQueryOptions());
  },
  component: ProfilePage,
});
