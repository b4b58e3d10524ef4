import { createFileRoute } from '@tanstack/react-router';
import { NgoDashboard } from '../../app/dashboard/NgoDashboard';
import { ngoAccountQueryOptions } from '../../queries/accounts';

export const Route = createFileRoute('/_ngo/dashboard')({
  // The page shows the stored session at once; the account call only refreshes it, so never block on it.
  loader: ({ context }) => {
    void context.queryClient.query(ngoAccountQueryOptions()).catch(() => undefined);
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { session } = Route.useRouteContext();
  return <NgoDashboard session={session} />;
}
