import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import type { ApplicationStatus } from '@/contract/applicationStatus';
import { EARTH_RADIUS_KM, roundedKm } from '@/contract/distance';
import type { Event } from '@/contract/events';
import {
  nearKm,
  type PublicEvent,
  type PublicEventListQuery,
  type PublicEventPage,
  type PublicEventPointPage,
  type PublicEventPointsQuery,
} from '@/contract/publicEvents';
import { applications, events, eventTeams, ngos, teams } from '@/server/db/schema';
import { eventOf, eventRowFields, namePrefixPattern } from '@/server/events/rows';
import { eventNotFound } from '@/server/events/service';
import type { Queries } from '@/server/platform/db';
import { isoInstant } from '@/server/platform/isoInstant';

// Issue 14, point 1 and issue 17: the events anyone may read, their filters (text, team, days,
// near a point), their map's points, and whether an event takes applications.

/**
 * A public event: approved or published (SPEC §4), not ended at `now`, organised by an approved
 * NGO (a suspended NGO's events leave the public pages with it).
 */
export function isPublicEvent(now: Date): SQL {
  return and(inArray(events.status, [...PUBLIC_EVENT_STATUSES]), gt(events.endDate, now), eq(ngos.status, 'approved'))!;
}

/** Issue 17: the applications that hold a place (people_accepted): accepted, and completed once attended. */
export const PLACE_HOLDING_STATUSES = ['accepted', 'completed'] as const satisfies readonly ApplicationStatus[];

/** people_accepted of the event in the row, counted on the index by event and status. */
export const peopleAcceptedSql = sql<number>`(select count(*)::int from ${applications} where ${applications.eventId} = ${events.id} and ${inArray(applications.status, [...PLACE_HOLDING_STATUSES])})`;

/** The query's filters without its page. */
export type PublicEventFilters = Omit<PublicEventListQuery, 'page' | 'page_size'>;

/** GET /api/public/events/: one page of the public events matching the filters, soonest first. */
export async function publicEvents(db: Queries, query: PublicEventListQuery, now = new Date()): Promise<PublicEventPage> {
  const where = and(isPublicEvent(now), ...filtersOf(query));
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .where(where);
  const count = counted?.count ?? 0;
  const offset = (query.page - 1) * query.page_size;
  if (offset >= count) return { count, results: [] };
  const point = pointOf(query);
  const rows = await publicEventRows(db, where, point).orderBy(asc(events.startDate), asc(events.id)).limit(query.page_size).offset(offset);
  return { count, results: rows.map((row) => publicEventOf(eventOf(row), row.peopleAccepted, point ? (row.distanceKm as number) : null)) };
}

/**
 * GET /api/public/events/map/: one page of the points of the public events matching the filters
 * (those with coordinates), soonest first, in one statement: count(*) over () rides on the page's
 * rows; only a page past the end is counted alone.
 */
export async function publicEventPoints(db: Queries, query: PublicEventPointsQuery, now = new Date()): Promise<PublicEventPointPage> {
  const where = and(isPublicEvent(now), hasCoordinates(), ...filtersOf(query));
  const offset = (query.page - 1) * query.page_size;
  const rows = await db
    .select({
      id: events.id,
      eventName: events.eventName,
      startDate: events.startDate,
      latitude: events.latitude,
      longitude: events.longitude,
      count: sql<number>`(count(*) over ())::int`,
    })
    .from(events)
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .where(where)
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(query.page_size)
    .offset(offset);
  let count = rows[0]?.count;
  if (count === undefined) {
    if (offset === 0) return { count: 0, results: [] };
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(events).innerJoin(ngos, eq(ngos.id, events.organizedBy)).where(where);
    count = counted?.count ?? 0;
  }
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      eventName: row.eventName,
      startDate: isoInstant(row.startDate),
      latitude: row.latitude,
      longitude: row.longitude,
    })),
  };
}

/** GET /api/public/events/{id}/: a public event, or 404 event_not_found as for an unknown id. */
export async function publicEventById(db: Queries, id: number, now = new Date()): Promise<PublicEvent> {
  const [row] = await publicEventRows(db, and(eq(events.id, id), isPublicEvent(now)), null);
  if (!row) throw eventNotFound();
  return publicEventOf(eventOf(row), row.peopleAccepted, null);
}

/** The event as the public reads it: nothing of its review; its accepted people, and its distance when the query gave a point. */
export function publicEventOf(event: Event, peopleAccepted: number, distanceKm: number | null): PublicEvent {
  return {
    id: event.id,
    eventName: event.eventName,
    eventDescription: event.eventDescription,
    startDate: event.startDate,
    endDate: event.endDate,
    markerType: event.markerType,
    main_image_url: event.main_image_url,
    people_needed: event.people_needed,
    people_applied: event.people_applied,
    people_accepted: peopleAccepted,
    event_xp: event.event_xp,
    focus_teams: event.focus_teams,
    focus_teams_data: event.focus_teams_data,
    competences: event.competences,
    location: event.location,
    time_zone: event.time_zone,
    organized_by: event.organized_by,
    organized_by_name: event.organized_by_name,
    ...(distanceKm === null ? {} : { distance_km: roundedKm(distanceKm) }),
  };
}

/** (0, 0) is "not set" (contract/events.ts hasValidCoordinates): such an event has no place on a map. */
export function hasCoordinates(): SQL {
  return sql`not (${events.latitude} = 0 and ${events.longitude} = 0)`;
}

/**
 * The great-circle distance in km from the point to the event in the row: contract/distance.ts's
 * haversine with the same radius, so the list, the mocks and the tests agree to the decimal.
 */
export function distanceKmSql(point: Point): SQL<number> {
  const latitude = sql`${point.lat}::float8`;
  const longitude = sql`${point.lon}::float8`;
  const a = sql`power(sin(radians(${events.latitude} - ${latitude}) / 2), 2) + cos(radians(${latitude})) * cos(radians(${events.latitude})) * power(sin(radians(${events.longitude} - ${longitude}) / 2), 2)`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(${a}))))`;
}

type Point = { lat: number; lon: number; km: number };

/** The point and radius of "near me", or null when the query gives none. */
function pointOf(query: PublicEventFilters): Point | null {
  return query.lat === undefined || query.lon === undefined ? null : { lat: query.lat, lon: query.lon, km: nearKm(query) };
}

/** The rows the public reads: the events' usual row, people_accepted and, with a point, the distance to it. */
function publicEventRows(db: Queries, where: SQL | undefined, point: Point | null) {
  return db
    .select({ ...eventRowFields, peopleAccepted: peopleAcceptedSql, distanceKm: point ? distanceKmSql(point) : sql<null>`null` })
    .from(events)
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .leftJoin(eventTeams, eq(eventTeams.eventId, events.id))
    .leftJoin(teams, eq(teams.id, eventTeams.teamId))
    .where(where)
    .groupBy(events.id, ngos.id)
    .$dynamic();
}

/**
 * The query's filters: the name's start (the NGO list's rule), a team by its code (an EXISTS, so the
 * event still shows all its teams), and `date`: the event has not ended before that day began in
 * the event's own time zone, so an event running on that day or later matches; `date_to`: the event
 * starts before the day after it ends, in the same reading; `ngo`: only that NGO's events (the
 * public NGO page's upcoming events; isPublicEvent still asks it to be approved); a point: within
 * its radius (nearFilters).
 */
export function filtersOf(query: PublicEventFilters): SQL[] {
  const { search, team, date, date_to: dateTo, ngo } = query;
  const filters: SQL[] = [];
  if (ngo !== undefined) filters.push(eq(events.organizedBy, ngo));
  if (search !== undefined) filters.push(sql`lower(${events.eventName}) like lower(${namePrefixPattern(search)}) escape '\\'`);
  if (team !== undefined) {
    // Aliased: the list's own query joins event_teams and teams too.
    filters.push(sql`exists (select 1 from event_teams et inner join teams t on t.id = et.team_id where et.event_id = ${events.id} and t.code = ${team})`);
  }
  if (date !== undefined) filters.push(sql`${events.endDate} > (${date}::date::timestamp at time zone ${events.timeZone})`);
  if (dateTo !== undefined) filters.push(sql`${events.startDate} < ((${dateTo}::date + 1)::timestamp at time zone ${events.timeZone})`);
  const point = pointOf(query);
  if (point) filters.push(...nearFilters(point));
  return filters;
}

/** km in one degree of latitude (and of longitude on the equator) on the contract's sphere. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/**
 * Within `km` of the point: first a box of latitudes and longitudes around the circle (plain
 * comparisons that throw out nearly every row before any trigonometry), then the exact distance.
 * The box's longitudes are those the circle reaches at its widest; it wraps at the antimeridian,
 * and a circle that reaches a pole takes every longitude.
 */
function nearFilters(point: Point): SQL[] {
  const latitudeSpan = point.km / KM_PER_DEGREE;
  const filters: SQL[] = [gte(events.latitude, point.lat - latitudeSpan), lte(events.latitude, point.lat + latitudeSpan)];
  if (Math.abs(point.lat) + latitudeSpan < 90) {
    const radians = Math.PI / 180;
    const longitudeSpan = Math.asin(Math.sin(point.km / EARTH_RADIUS_KM) / Math.cos(point.lat * radians)) / radians;
    const west = point.lon - longitudeSpan;
    const east = point.lon + longitudeSpan;
    if (west < -180) filters.push(or(gte(events.longitude, west + 360), lte(events.longitude, east))!);
    else if (east > 180) filters.push(or(gte(events.longitude, west), lte(events.longitude, east - 360))!);
    else filters.push(gte(events.longitude, west), lte(events.longitude, east));
  }
  filters.push(sql`${distanceKmSql(point)} <= ${point.km}::float8`);
  return filters;
}
