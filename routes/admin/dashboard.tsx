import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard, AdminDashboardError } from '@/app/dashboard/AdminDashboard';
import { PagePending } from '@/app/shell/PagePending';
import { ADMIN_RECENT_EVENTS, ADMIN_REVIEW_QUEUE_LENGTH } from '@/contract/limits';
import { adminEventsQueryOptions, eventStatisticsQueryOptions, pendingEventsQueryOptions } from '@/queries/adminEvents';
import { waitingNgoCountQueryOptions } from '@/queries/adminNgos';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// SPEC §2 /admin/dashboard. The counts are the page (its error state without them); the lists
// show their own loading and error states, so the page never waits for them.
export const Route = createFileRoute('/admin/dashboard')({
  loader: async ({ context }) => {
    const { queryClient } = context;
    void prefetchInBackground(queryClient, adminEventsQueryOptions({ limit: ADMIN_RECENT_EVENTS }));
    void prefetchInBackground(queryClient, pendingEventsQueryOptions(ADMIN_REVIEW_QUEUE_LENGTH));
    void prefetchInBackground(queryClient, waitingNgoCountQueryOptions());
    await queryClient.query(eventStatisticsQueryOptions());
  },
  component: AdminDashboardPage,
  pendingComponent: PagePending,
  errorComponent: AdminDashboardError,
});

function AdminDashboardPage() {
  const { session } = Route.useRouteContext();
  return <AdminDashboard adminName={session.admin_name} />;
}
