import { createFileRoute } from '@tanstack/react-router';
import { NgoDashboard } from '@/app/dashboard/NgoDashboard';
import { ngoAccountQueryOptions } from '@/queries/accounts';
import { ngoDashboardQueryOptions } from '@/queries/dashboard';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

export const Route = createFileRoute('/_ngo/dashboard')({
  // The page shows the stored session at once; the account call only refreshes it, and the attention
  // cards show their own loading and error states, so never block on either.
  loader: ({ context }) => {
    void prefetchInBackground(context.queryClient, ngoAccountQueryOptions());
    void prefetchInBackground(context.queryClient, ngoDashboardQueryOptions());
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { session } = Route.useRouteContext();
  return <NgoDashboard session={session} />;
}
