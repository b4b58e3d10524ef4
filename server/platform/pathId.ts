import { z } from 'zod';
import { pathIdOf } from '@/contract/platform';

/**
 * An id in the path, for every route plugin (`params: idParams`). Anything but a positive integer
 * becomes null, which the route answers with its own 404 through `existingId`, exactly as an
 * unknown id: a non-numeric id is never a 400.
 */
export const pathId = z.string().describe('A positive integer').transform(pathIdOf);

/** `:id` in the path. */
export const idParams = z.object({ id: pathId });

/** The id a path named, or the route's not-found error when it names nothing. */
export function existingId(id: number | null, notFound: () => Error): number {
  if (id === null) throw notFound();
  return id;
}
