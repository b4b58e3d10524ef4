import { createFileRoute } from '@tanstack/react-router';
import { PendingNgosCard } from '../../app/admin/PendingNgosCard';
import { AdminDashboard } from '../../app/dashboard/AdminDashboard';
import { adminNgosQueryOptions } from '../../queries/adminNgos';

export const Route = createFileRoute('/admin/dashboard')({
  // The card shows its own loading and error states, so the page never waits for the NGO list.
  loader: ({ context }) => {
    void context.queryClient.query(adminNgosQueryOptions('pending')).catch(() => undefined);
  },
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const { session } = Route.useRouteContext();
  return (
    <>
      <AdminDashboard adminName={session.admin_name} />
      <PendingNgosCard />
    </>
  );
}
