// The yardstick of bench/bundle-size.ts: the smallest app on the portal's stack (React, TanStack
// Router in hash history, React Query), one route rendering a heading. Nothing of ours.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createHashHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute({ component: Outlet });
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: () => <h1>Sign in</h1> });
const router = createRouter({ routeTree: rootRoute.addChildren([loginRoute]), history: createHashHistory() });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
