/** Query parameters without the ones left out (ky would send `undefined` as text). */
export function searchParamsOf(query: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
}
