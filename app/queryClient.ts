import { QueryClient } from '@tanstack/react-query';
import { CACHE_STALE_TIME_MS } from '@/contract/limits';
import { ApiRequestError } from '@/queries/ApiRequestError';

/** Retries after the first failure of a query; network blips and 5xx often pass. */
export const QUERY_RETRIES = 2;

/** The app's one cache. SPEC §9: data stays fresh for 5 minutes; mutations invalidate what they change. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_STALE_TIME_MS,
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}

// 4xx answers (not found, forbidden, validation) come out the same however often we ask.
function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.isClientError;
}
