import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from '../../app/dashboard/AdminDashboard';

export const Route = createFileRoute('/admin/dashboard')({
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const { session } = Route.useRouteContext();
  return <AdminDashboard adminName={session.admin_name} />;
}
