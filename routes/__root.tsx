import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/routerContext';
import { PageError } from '@/app/shell/PageError';
import { PagePending } from '@/app/shell/PagePending';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // SPEC §2: "Unknown paths go to /login" (the router runs in notFoundMode 'root').
  notFoundComponent: GoToLogin,
  pendingComponent: PagePending,
  errorComponent: PageError,
});

function GoToLogin() {
  return <Navigate to="/login" replace />;
}
