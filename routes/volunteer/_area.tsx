import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireUserType } from '@/app/auth/guards';

// Issue 17, point 3: the volunteer's own area (#/volunteer …), for volunteers only.
export const Route = createFileRoute('/volunteer/_area')({
  beforeLoad: () => requireUserType('volunteer'),
  component: Outlet,
});
