import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { PageError } from './shell/PageError';
import { PagePending } from './shell/PagePending';

interface AppRouterOptions {
  queryClient: QueryClient;
  /** SPEC §2: the route lives after the hash; tests may pass a memory history. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, history = createHashHistory() }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // SPEC §2: an unknown path anywhere is handled by the root, which sends it to /login.
    notFoundMode: 'root',
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
    defaultPreload: 'intent',
    // React Query's cache decides freshness; the router always asks it (TanStack's React Query example).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
