import type { DefaultError, QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

/**
 * Starts a query that no page waits for (counts beside a page, options a form fills in later):
 * the data lands in the cache, a failure stays on the query for its own component to show and
 * retry, and nothing is thrown to the router. Settles when the fetch does, never rejects, so a
 * loader that can live without the data may still await it.
 */
export function prefetchInBackground<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): Promise<void> {
  return queryClient.query(options).then(
    () => undefined,
    () => undefined,
  );
}
