// Issue 17: "near me" on #/explore. The server computes the same formula in SQL
// (server/publicEvents/service.ts); the mocks and the tests call this one.

/** The mean Earth radius in km (IUGG), the one both the SQL and this function use. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * radians;
  const dLon = (to.longitude - from.longitude) * radians;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** distance_km as the list answers it: one decimal. */
export function roundedKm(km: number): number {
  return Math.round(km * 10) / 10;
}
