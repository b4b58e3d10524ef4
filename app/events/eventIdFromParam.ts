/** The event id of a route's `$eventId`: '42' → 42; anything else ('0', '-1', '1.5', 'abc', '007'…) → null. */
export function eventIdFromParam(param: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
