import { notFound } from '@tanstack/react-router';

/** The event id of a route's `$eventId`: '42' → 42; anything else ('0', '-1', '1.5', 'abc', '007'…) → null. */
export function eventIdFromParam(param: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * `params` of every route under `$eventId`, the NGO's and the administrator's: the router reads the
 * id once, so loaders, components and links all deal in numbers; an id that is not a positive
 * whole number is the route's not-found state before anything loads.
 */
export const eventIdParams = {
  parse: ({ eventId }: { eventId: string }): { eventId: number } => {
    const id = eventIdFromParam(eventId);
    if (id === null) throw notFound();
    return { eventId: id };
  },
  stringify: ({ eventId }: { eventId: number }) => ({ eventId: String(eventId) }),
};
