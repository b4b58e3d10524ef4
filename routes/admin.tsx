import { createFileRoute } from '@tanstack/react-router';
import { requireUserType } from '@/app/auth/guards';
import { AdminLayout } from '@/app/shell/AdminLayout';

// SPEC §2: everything under /admin is for the super administrator only.
export const Route = createFileRoute('/admin')({
  beforeLoad: () => requireUserType('super_admin'),
  component: AdminLayout,
});
