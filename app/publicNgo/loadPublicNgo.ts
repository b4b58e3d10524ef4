import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { PUBLIC_NGO_EVENTS_PAGE_SIZE } from '@/contract/publicNgos';
import { accountErrorCodes } from '@/contract/signIn';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { publicEventPageQueryOptions, type PublicEventListParams } from '@/queries/publicEvents';
import { publicNgoQueryOptions } from '@/queries/publicNgos';

// The public NGO page's loader (routes/ngos/$ngoId.tsx, split from the entry chunk with its component).

/** The upcoming events' page asked for the NGO and the address's `?page=`. */
export function upcomingEventsQueryOf(ngoId: number, page: number | undefined): PublicEventListParams {
  return { ngo: ngoId, page: page ?? 1, page_size: PUBLIC_NGO_EVENTS_PAGE_SIZE };
}

/**
 * The NGO awaited (a 404 ngo_not_found, a pending, suspended or unknown NGO, is the route's
 * not-found state); its events started beside it, shown by their own part when they arrive.
 */
export async function loadPublicNgo(queryClient: QueryClient, ngoId: number, page: number | undefined): Promise<void> {
  void prefetchInBackground(queryClient, publicEventPageQueryOptions(upcomingEventsQueryOf(ngoId, page)));
  await queryClient.query(publicNgoQueryOptions(ngoId)).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404 && error.code === accountErrorCodes.ngoNotFound) throw notFound();
    throw error;
  });
}
