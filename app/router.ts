import { type AnyRouter, createHashHistory, createRootRouteWithContext, createRouter, redirect, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Route as rootRoute } from '@/routes/__root';
import { Route as loginRoute } from '@/routes/login';
import type { routeTree as RouteTree } from './routeTree.gen';
import type { RouterContext } from './routerContext';
import { PageError } from './shell/PageError';
import { PagePending } from './shell/PagePending';

interface AppRouterOptions {
  queryClient: QueryClient;
  /** SPEC §2: the route lives after the hash; tests may pass a memory history. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, history = createHashHistory() }: AppRouterOptions) {
  const enterAll = (): Promise<void> => enterAllRoutes(router);
  const router = createRouter({
    // Typed as the whole tree (links, params and searches are checked against every route); it starts
    // as the first page's tree and becomes the whole one on the way to any other page (below).
    routeTree: firstRouteTree(enterAll) as unknown as typeof RouteTree,
    history,
    context: { queryClient, enterAllRoutes: enterAll } satisfies RouterContext,
    // SPEC §2: an unknown path anywhere is handled by the root, which sends it to /login.
    notFoundMode: 'root',
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
    // A link under the pointer loads its page ('intent') once the router has every route (below);
    // before, a preload and the click that follows would be two loads of the first tree at once.
    defaultPreload: false,
    // React Query's cache decides freshness; the router always asks it (TanStack's React Query example).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

// Issue 32, budgets that hold: the first page's tree is the root and the sign-in page; the other
// routes' definitions (their search and params rules, guards, lazy references: app/routeTree.gen.ts)
// are one chunk, fetched on the way to any other page, or before by `enterAllRoutes` in the router's
// context (the sign-in form, while its success message shows). docs/decisions/performance.md "Budgets".
//
// The first tree's root is a copy of the real one with one more step before the real root's
// beforeLoad: when only the root matched, the path is not in this tree, so it fetches the whole tree,
// gives it to the router, and sends the navigation to the same address again (replace: no history
// entry), where the whole tree matches it; a path no route has then goes to /login as before. Its
// own copy, so the generated tree's root keeps its children whatever order routers are made in (the
// tests make many in one module graph); the sign-in route is lent to it and given back below.

function firstRouteTree(enterAllRoutes: () => Promise<void>) {
  const firstRoot = createRootRouteWithContext<RouterContext>()({
    ...rootRoute.options,
    beforeLoad: async (options: RootBeforeLoadOptions) => {
      if (options.matches.length > 1) return rootRoute.options.beforeLoad?.(options);
      await enterAllRoutes();
      throw redirect({ href: options.location.href, replace: true });
    },
  } as never);
  loginRoute.update({ id: '/login', path: '/login', getParentRoute: () => firstRoot } as never);
  return firstRoot._addFileChildren({ loginRoute });
}

type RootBeforeLoadOptions = Parameters<NonNullable<typeof rootRoute.options.beforeLoad>>[0];

let allRoutes: Promise<typeof RouteTree> | undefined;

/** Makes `router` route every page (once; the chunk is fetched once for all routers). */
async function enterAllRoutes(router: AnyRouter): Promise<void> {
  allRoutes ??= import('./routeTree.gen').then(
    (module) => module.routeTree,
    (error: unknown) => {
      allRoutes = undefined; // a failed fetch (the connection dropped) is tried again next time
      throw error;
    },
  );
  const routeTree = await allRoutes;
  if (router.routeTree === routeTree) return;
  loginRoute.update({ getParentRoute: () => rootRoute } as never);
  router.update({ ...router.options, routeTree, defaultPreload: 'intent' });
}
