import { describe, expect, it } from 'vitest';
import {
  activeExploreFilterCount,
  EXPLORE_PAGE_SIZE,
  exploreListQueryOf,
  explorePointsQueryOf,
  exploreSearchOf,
  roundedCoordinate,
} from './exploreSearch';

// Issue 17, decision 1: #/explore's address, read without zod in the entry chunk.

describe("#/explore's address", () => {
  it('reads every filter, the page and the phone’s map view', () => {
    expect(
      exploreSearchOf({
        search: 'Tree',
        team: 'ANIMAL_WELFARE',
        date: '2026-12-01',
        date_to: '2026-12-31',
        lat: 46.2401234,
        lon: '15.2698765',
        km: 10,
        page: 2,
        view: 'map',
      }),
    ).toEqual({
      search: 'Tree',
      team: 'ANIMAL_WELFARE',
      date: '2026-12-01',
      date_to: '2026-12-31',
      lat: 46.24,
      lon: 15.27,
      km: 10,
      page: 2,
      view: 'map',
    });
  });

  it('leaves out what makes no sense, so an edited link still opens the page', () => {
    expect(
      exploreSearchOf({ search: 'x'.repeat(201), team: 'GARDENING', date: '2026-02-30', date_to: 'soon', lat: 91, lon: 15, km: 30, page: 0, view: 'list' }),
    ).toEqual({});
  });

  it('reads a search the router took for a number as its text', () => {
    expect(exploreSearchOf({ search: 2026 }).search).toBe('2026');
  });

  it('drops an end date before the start date, which the API would refuse', () => {
    expect(exploreSearchOf({ date: '2026-12-10', date_to: '2026-12-01' })).toEqual({ date: '2026-12-10' });
  });

  it('takes a point only with both coordinates, and a radius only with a point', () => {
    expect(exploreSearchOf({ lat: 46.2, km: 5 })).toEqual({});
    expect(exploreSearchOf({ lat: 46.2, lon: 15.2 })).toEqual({ lat: 46.2, lon: 15.2 });
  });

  it('keeps a location to three decimals (about 100 m), never the browser’s full precision', () => {
    expect(roundedCoordinate(46.2397851)).toBe(46.24);
    expect(roundedCoordinate(-15.26549)).toBe(-15.265);
  });

  it('asks the list for 12 a page and the map for its first page of points, with the same filters', () => {
    const search = exploreSearchOf({ search: '  Weekly   Reading ', lat: 46.24, lon: 15.27, page: 3 });
    expect(exploreListQueryOf(search)).toEqual({
      search: 'Weekly Reading',
      team: undefined,
      date: undefined,
      date_to: undefined,
      lat: 46.24,
      lon: 15.27,
      km: 25,
      page: 3,
      page_size: EXPLORE_PAGE_SIZE,
    });
    expect(explorePointsQueryOf(search)).toMatchObject({ search: 'Weekly Reading', lat: 46.24, lon: 15.27, km: 25, page: 1, page_size: 500 });
  });

  it('counts the name, the team, the dates and near me as the filters that narrow the list', () => {
    expect(activeExploreFilterCount({})).toBe(0);
    expect(activeExploreFilterCount({ search: '   ', page: 2, view: 'map' })).toBe(0);
    expect(activeExploreFilterCount({ search: 'a', team: 'OTHER', date: '2026-12-01', date_to: '2026-12-02', lat: 1, lon: 2 })).toBe(4);
  });
});
