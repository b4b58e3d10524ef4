import { createFileRoute } from '@tanstack/react-router';
import { NgoDashboard } from '@/app/dashboard/NgoDashboard';
import { ngoAccountQueryOptions } from '@/queries/accounts';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

export const Route = createFileRoute('/_ngo/dashboard')({
  // The page shows the stored session at once; the account call only refreshes it, so never block on it.
  loader: ({ context }) => {
    void prefetchInBackground(context.queryClient, ngoAccountQueryOptions());
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { session } = Route.useRouteContext();
  return <NgoDashboard session={session} />;
}
