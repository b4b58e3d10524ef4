import { queryOptions } from '@tanstack/react-query';
import { isHealth } from '@/contract/health';
import { api } from './client';

/** How often the footer asks whether the service is up. */
export const HEALTH_REFETCH_INTERVAL_MS = 60_000;

export const healthKeys = {
  all: ['health'] as const,
};

export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.all,
    queryFn: async ({ signal }) => {
      // A 503 carries the degraded report itself: it is an answer, not a failure.
      const body = await api.get('health/', { signal, throwHttpErrors: (status) => status !== 503 }).json();
      if (isHealth(body)) return body;
      throw new Error('GET /api/health/ answered something else than a health report');
    },
    refetchInterval: HEALTH_REFETCH_INTERVAL_MS,
  });
}
