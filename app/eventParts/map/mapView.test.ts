import { describe, expect, it } from 'vitest';
import { circleBounds, mapViewOf, SLOVENIA_BOUNDS } from './mapView';

// Issue 17, decision 9: what an event map shows first.

const CELJE = { latitude: 46.2352, longitude: 15.2711 };
const ZALEC = { latitude: 46.2514, longitude: 15.165 };

describe('the first view of an event map', () => {
  it('holds every marker', () => {
    expect(mapViewOf([CELJE, ZALEC], null)).toEqual([
      [46.2352, 15.165],
      [46.2514, 15.2711],
    ]);
  });

  it('is the near-me circle when there is one, whatever the markers', () => {
    const [[south, west], [north, east]] = mapViewOf([ZALEC], { ...CELJE, km: 10 });
    // 10 km is ~0.09° of latitude, and ~0.13° of longitude at Celje's latitude.
    expect(north - CELJE.latitude).toBeCloseTo(0.0899, 3);
    expect(CELJE.latitude - south).toBeCloseTo(0.0899, 3);
    expect(east - CELJE.longitude).toBeCloseTo(0.13, 2);
    expect(CELJE.longitude - west).toBeCloseTo(0.13, 2);
  });

  it('is Slovenia when there is nothing to show', () => {
    expect(mapViewOf([], undefined)).toEqual(SLOVENIA_BOUNDS);
  });

  it('never leaves the globe near a pole', () => {
    expect(circleBounds({ latitude: 89.99, longitude: 179 }, 100)).toEqual([
      [89.99 - 100 / 111.195, -180],
      [90, 180],
    ]);
  });
});
