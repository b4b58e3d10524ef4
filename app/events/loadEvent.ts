import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { eventErrorCodes } from '@/contract/events';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { clientConfigQueryOptions } from '@/queries/config';
import { eventFiltersQueryOptions, eventQueryOptions } from '@/queries/events';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// The loaders of the event details and edit routes, the NGO's and the administrator's alike. The
// route's `params.parse` (eventIdParams) has turned the address's id into a positive whole number.

/**
 * An event's details page: the event in the cache, or the route's not-found state for an unknown
 * event (or, for an NGO, another NGO's: the API answers both with 404 event_not_found). `query`
 * refetches details an update invalidated.
 */
export async function loadEventDetails(queryClient: QueryClient, eventId: number): Promise<void> {
  // The teams only translate names the event already carries: never wait for them.
  void prefetchInBackground(queryClient, eventFiltersQueryOptions());
  await queryClient.query(eventQueryOptions(eventId)).catch(notFoundFor404);
}

/** The edit form's data: the event (or not found), and where stored images live (SPEC §2 image modes). */
export async function loadEventForEdit(queryClient: QueryClient, eventId: number): Promise<void> {
  void prefetchInBackground(queryClient, eventFiltersQueryOptions());
  await Promise.all([
    queryClient.query(eventQueryOptions(eventId)).catch(notFoundFor404),
    // Awaited so a stored image opens as uploaded; the form still opens without it (as a URL).
    prefetchInBackground(queryClient, clientConfigQueryOptions()),
  ]);
}

function notFoundFor404(error: unknown): never {
  if (error instanceof ApiRequestError && error.status === 404 && error.code === eventErrorCodes.notFound) throw notFound();
  throw error;
}
