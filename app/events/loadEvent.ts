import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { eventErrorCodes } from '../../contract/events';
import { ApiRequestError } from '../../queries/ApiRequestError';
import { clientConfigQueryOptions } from '../../queries/config';
import { eventFiltersQueryOptions, eventQueryOptions } from '../../queries/events';
import { eventIdFromParam } from './eventIdFromParam';

// The loaders of the event details and edit routes, the NGO's and the administrator's alike.

/**
 * An event's details page: the event in the cache, or the route's not-found state for an id that
 * is not a positive whole number and for an unknown event (or, for an NGO, another NGO's: the API
 * answers both with 404 event_not_found). `query` refetches details an update invalidated.
 */
export async function loadEventDetails(queryClient: QueryClient, eventIdParam: string): Promise<void> {
  const id = eventIdFromParam(eventIdParam);
  if (id === null) throw notFound();
  // The teams only translate names the event already carries: never wait for them.
  void queryClient.query(eventFiltersQueryOptions()).catch(() => undefined);
  await queryClient.query(eventQueryOptions(id)).catch(notFoundFor404);
}

/** The edit form's data: the event (or not found), and where stored images live (SPEC §2 image modes). */
export async function loadEventForEdit(queryClient: QueryClient, eventIdParam: string): Promise<void> {
  const id = eventIdFromParam(eventIdParam);
  if (id === null) throw notFound();
  void queryClient.query(eventFiltersQueryOptions()).catch(() => undefined);
  await Promise.all([
    queryClient.query(eventQueryOptions(id)).catch(notFoundFor404),
    // Needed to tell a stored image from a URL; without it the image shows as a URL.
    queryClient.query(clientConfigQueryOptions()).catch(() => undefined),
  ]);
}

function notFoundFor404(error: unknown): never {
  if (error instanceof ApiRequestError && error.status === 404 && error.code === eventErrorCodes.notFound) throw notFound();
  throw error;
}
