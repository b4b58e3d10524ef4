import { createFileRoute } from '@tanstack/react-router';
import { requireUserType } from '@/app/auth/guards';
import { CONTINUES_THE_SPLASH } from '@/app/shell/PagePending';
import { VolunteerLayout } from '@/app/shell/VolunteerLayout';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { volunteerProfileQueryOptions } from '@/queries/volunteer';

// Issue 17, point 3: the volunteer's own area (#/volunteer …), for volunteers only. Signed out →
// the volunteer sign-in, which comes back here (`next`); NGO staff and the administrator → their home.
export const Route = createFileRoute('/volunteer/_area')({
  beforeLoad: ({ location }) => requireUserType('volunteer', location),
  // The navbar's name, started with the page rather than after it renders.
  loader: ({ context }) => {
    void prefetchInBackground(context.queryClient, volunteerProfileQueryOptions());
  },
  ...CONTINUES_THE_SPLASH,
  component: VolunteerLayout,
});
