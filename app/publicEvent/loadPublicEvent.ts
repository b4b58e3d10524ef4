import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { eventErrorCodes } from '@/contract/events';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { publicEventQueryOptions } from '@/queries/publicEvents';

/** The public event in the cache, or the route's not-found state when the API answers 404 event_not_found. */
export async function loadPublicEvent(queryClient: QueryClient, eventId: number): Promise<void> {
  await queryClient.query(publicEventQueryOptions(eventId)).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404 && error.code === eventErrorCodes.notFound) throw notFound();
    throw error;
  });
}
