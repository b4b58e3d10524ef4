import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: the admin index redirects to /admin/dashboard.
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
