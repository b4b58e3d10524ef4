import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad and loader receive (TanStack Router context). */
export interface RouterContext {
  queryClient: QueryClient;
  // The accounts issue adds `session` here: the guards of _ngo / admin read it in beforeLoad.
}
