import { isCalendarDate } from '@/contract/dates';
import { EVENT_POINTS_PAGE_SIZE, NEAR_DEFAULT_KM, NGO_EVENTS_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@/contract/limits';
import { oneOf, pageOf, textOf } from '@/contract/searchValues';
import { TEAM_CODES, type TeamCode } from '@/contract/teams';
import { oneLineOf } from '@/contract/text';
import type { PublicEventListParams, PublicEventPointsParams } from '@/queries/publicEvents';

// Issue 17, decision 1: #/explore?search=&team=&date=&date_to=&lat=&lon=&km=&page=&view=map. The
// filter, the page and the phone's view live in the address, so a reload, Back or a shared link
// shows the same events. Read without zod: the route's validateSearch is in the entry chunk.

/** Cards a page: the NGO's events list's 12, which fill one to four columns evenly. */
export const EXPLORE_PAGE_SIZE = NGO_EVENTS_PAGE_SIZE;
/** The radii "near me" offers, in km; NEAR_DEFAULT_KM (25) is the one a point without `km` uses. */
export const NEAR_RADII_KM = [5, 10, 25, 50, 100] as const;
/** Decimals a location keeps in the address and the calls: ~100 m, enough for "near" and no closer (privacy). */
export const LOCATION_DECIMALS = 3;
/** `view=map` shows the map instead of the list on a narrow screen; a wide one shows both. */
export const EXPLORE_VIEWS = ['map'] as const;
export type ExploreView = (typeof EXPLORE_VIEWS)[number];

export interface ExploreSearch {
  /** The name starts with it (case-insensitive). */
  search?: string;
  team?: TeamCode;
  /** YYYY-MM-DD: still running on that day or later. */
  date?: string;
  /** YYYY-MM-DD: starting on that day or earlier. */
  date_to?: string;
  /** "Near me": both or neither, rounded to LOCATION_DECIMALS. */
  lat?: number;
  lon?: number;
  /** One of NEAR_RADII_KM; only with a point. */
  km?: number;
  page?: number;
  view?: ExploreView;
}

/** A point to look around, rounded to LOCATION_DECIMALS. */
export interface NearPoint {
  latitude: number;
  longitude: number;
}

/** The route's validateSearch: nonsense is left out, so a stale or edited link still opens the page. */
export function exploreSearchOf(raw: Record<string, unknown>): ExploreSearch {
  const date = dayOf(raw.date);
  const dateTo = dayOf(raw.date_to);
  const lat = coordinateOf(raw.lat, 90);
  const lon = coordinateOf(raw.lon, 180);
  const near = lat !== undefined && lon !== undefined;
  return {
    // The router reads `?search=123` as a number.
    search: textOf(typeof raw.search === 'number' ? String(raw.search) : raw.search, SEARCH_MAX_LENGTH) || undefined,
    team: oneOf(TEAM_CODES, raw.team),
    date,
    // A range that ends before it starts is refused by the API: the end is left out.
    date_to: dateTo !== undefined && date !== undefined && dateTo < date ? undefined : dateTo,
    lat: near ? lat : undefined,
    lon: near ? lon : undefined,
    km: near ? radiusOf(raw.km) : undefined,
    page: pageOf(raw.page),
    view: oneOf(EXPLORE_VIEWS, raw.view),
  };
}

/** A coordinate as the address and the calls carry it: ~100 m, never the browser's full precision. */
export function roundedCoordinate(value: number): number {
  const factor = 10 ** LOCATION_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** The point the address looks around, or null. */
export function nearPointOf(search: ExploreSearch): NearPoint | null {
  return search.lat !== undefined && search.lon !== undefined ? { latitude: search.lat, longitude: search.lon } : null;
}

/** The radius in use: the address's, else NEAR_DEFAULT_KM. */
export function nearKmOf(search: ExploreSearch): number {
  return search.km ?? NEAR_DEFAULT_KM;
}

/** The filters both the list and the map send: the search as one line, a point with its radius. */
export function exploreFiltersOf(search: ExploreSearch): Omit<PublicEventListParams, 'page' | 'page_size'> {
  const point = nearPointOf(search);
  return {
    search: oneLineOf(search.search ?? '') || undefined,
    team: search.team,
    date: search.date,
    date_to: search.date_to,
    lat: point?.latitude,
    lon: point?.longitude,
    km: point ? nearKmOf(search) : undefined,
  };
}

/** The list's call: one page of EXPLORE_PAGE_SIZE. */
export function exploreListQueryOf(search: ExploreSearch): PublicEventListParams {
  return { ...exploreFiltersOf(search), page: search.page ?? 1, page_size: EXPLORE_PAGE_SIZE };
}

/** The map's call: the first page of points (EVENT_POINTS_PAGE_SIZE); the page says when there are more. */
export function explorePointsQueryOf(search: ExploreSearch): PublicEventPointsParams {
  return { ...exploreFiltersOf(search), page: 1, page_size: EVENT_POINTS_PAGE_SIZE };
}

/** How many filters narrow the list (the toggle shows it): the name, the team, the dates, near me. */
export function activeExploreFilterCount(search: ExploreSearch): number {
  return [
    oneLineOf(search.search ?? '') !== '',
    search.team !== undefined,
    search.date !== undefined || search.date_to !== undefined,
    nearPointOf(search) !== null,
  ].filter(Boolean).length;
}

function dayOf(value: unknown): string | undefined {
  return typeof value === 'string' && isCalendarDate(value) ? value : undefined;
}

function coordinateOf(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? roundedCoordinate(number) : undefined;
}

function radiusOf(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return (NEAR_RADII_KM as readonly unknown[]).includes(number) ? (number as number) : undefined;
}
