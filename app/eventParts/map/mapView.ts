// What an event map shows first (issue 17, decision 9): the near-me circle when there is one, else
// every marker, else Slovenia, where the portal's NGOs work. Leaflet-free, so it is tested on its own.

/** South-west and north-east corners, [latitude, longitude] each, as Leaflet's fitBounds takes them. */
export type MapBounds = [[number, number], [number, number]];

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Slovenia with a little margin: the view of a map with nothing on it. */
export const SLOVENIA_BOUNDS: MapBounds = [
  [45.42, 13.37],
  [46.88, 16.61],
];

/** Km per degree of latitude (and of longitude at the equator), on the mean Earth radius. */
const KM_PER_DEGREE = 111.195;

/** The box around a circle of `km` about a point: what "near me" covers. */
export function circleBounds(center: MapPoint, km: number): MapBounds {
  const dLat = km / KM_PER_DEGREE;
  const south = Math.max(-90, center.latitude - dLat);
  const north = Math.min(90, center.latitude + dLat);
  // Degrees of longitude shrink towards the poles; a circle reaching one takes every longitude.
  const cos = Math.cos((center.latitude * Math.PI) / 180);
  if (north >= 90 || south <= -90 || cos < 0.01) return [[south, -180], [north, 180]];
  const dLon = Math.min(180, km / (KM_PER_DEGREE * cos));
  return [
    [south, Math.max(-180, center.longitude - dLon)],
    [north, Math.min(180, center.longitude + dLon)],
  ];
}

/** The smallest box holding every point (one point is a box of no size: the map zooms to its closest allowed). */
export function pointsBounds(points: readonly MapPoint[]): MapBounds | null {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  return [
    [Math.min(...latitudes), Math.min(...longitudes)],
    [Math.max(...latitudes), Math.max(...longitudes)],
  ];
}

/** The first view: the circle, else the points, else Slovenia. */
export function mapViewOf(points: readonly MapPoint[], circle: (MapPoint & { km: number }) | null | undefined): MapBounds {
  if (circle) return circleBounds(circle, circle.km);
  return pointsBounds(points) ?? SLOVENIA_BOUNDS;
}
