import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad and loader receive (TanStack Router context). */
export interface RouterContext {
  queryClient: QueryClient;
  /** Fetches every route's definition and gives them to the router (app/router.ts); the first page has only its own. */
  enterAllRoutes: () => Promise<void>;
  // The signed-in session joins the context below the guarded layouts: the beforeLoad of
  // routes/_ngo.tsx and routes/admin.tsx returns `{ session }` (app/auth/guards.ts), read fresh
  // from storage on every navigation, so a sign-out in another tab is honoured at once.
}
