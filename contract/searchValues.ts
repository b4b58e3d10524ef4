// The values of a page's address (`#/admin/events?page=2&status=pending`), read without zod (issue
// 13): every route's validateSearch is in the SPA's entry chunk, which the sign-in page loads up
// front. The router has read each value as JSON where it could (`?page=2` is 2, `?registered=true`
// is true). A value that makes no sense is left out rather than refused, so a stale or edited link
// still opens the page.

/** The highest page a list's address may ask for. */
export const MAX_PAGE = 100_000;

/** A page number from 1 (also written as text, `?page="2"`); anything else is left out (the first page). */
export function pageOf(value: unknown): number | undefined {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/** One of `values`, else left out. */
export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** Text of at most `max` characters, else left out. */
export function textOf(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/** `true` or `false`, else left out. */
export function booleanOf(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}
