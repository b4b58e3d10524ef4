import { createFileRoute } from '@tanstack/react-router';
import { requireUserType } from '@/app/auth/guards';
import { AdminLayout } from '@/app/shell/AdminLayout';
import { CONTINUES_THE_SPLASH } from '@/app/shell/PagePending';

// SPEC §2: everything under /admin is for the super administrator only.
export const Route = createFileRoute('/admin')({
  beforeLoad: () => requireUserType('super_admin'),
  ...CONTINUES_THE_SPLASH,
  component: AdminLayout,
});
