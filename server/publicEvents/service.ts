import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import type { Event } from '@/contract/events';
import type { PublicEvent, PublicEventListQuery, PublicEventPage } from '@/contract/publicEvents';
import { events, ngos } from '@/server/db/schema';
import { eventOf, eventRows, namePrefixPattern } from '@/server/events/rows';
import { eventNotFound, type Queries } from '@/server/events/service';

// Issue 14, point 1: the events anyone may read, and whether an event takes applications.

/**
 * A public event: approved or published (SPEC §4), not ended at `now`, organised by an approved
 * NGO (a suspended NGO's events leave the public pages with it).
 */
export function isPublicEvent(now: Date): SQL {
  return and(inArray(events.status, [...PUBLIC_EVENT_STATUSES]), gt(events.endDate, now), eq(ngos.status, 'approved'))!;
}

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
  const rows = await eventRows(db, where).orderBy(asc(events.startDate), asc(events.id)).limit(query.page_size).offset(offset);
  return { count, results: rows.map((row) => publicEventOf(eventOf(row))) };
}

/** GET /api/public/events/{id}/: a public event, or 404 event_not_found as for an unknown id. */
export async function publicEventById(db: Queries, id: number, now = new Date()): Promise<PublicEvent> {
  const [row] = await eventRows(db, and(eq(events.id, id), isPublicEvent(now)));
  if (!row) throw eventNotFound();
  return publicEventOf(eventOf(row));
}

/** The event as the public reads it: nothing of its review. */
export function publicEventOf(event: Event): PublicEvent {
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
    event_xp: event.event_xp,
    focus_teams: event.focus_teams,
    focus_teams_data: event.focus_teams_data,
    competences: event.competences,
    location: event.location,
    time_zone: event.time_zone,
    organized_by: event.organized_by,
    organized_by_name: event.organized_by_name,
  };
}

/**
 * The query's filters: the name's start (the NGO list's rule), a team by its code (an EXISTS, so the
 * event still shows all its teams), and `date`: the event has not ended before that day began in
 * the event's own time zone, so an event running on that day or later matches; `ngo`: only that
 * NGO's events (the public NGO page's upcoming events; isPublicEvent still asks it to be approved).
 */
function filtersOf({ search, team, date, ngo }: PublicEventListQuery): SQL[] {
  const filters: SQL[] = [];
  if (ngo !== undefined) filters.push(eq(events.organizedBy, ngo));
  if (search !== undefined) filters.push(sql`lower(${events.eventName}) like lower(${namePrefixPattern(search)}) escape '\\'`);
  if (team !== undefined) {
    // Aliased: the list's own query joins event_teams and teams too.
    filters.push(sql`exists (select 1 from event_teams et inner join teams t on t.id = et.team_id where et.event_id = ${events.id} and t.code = ${team})`);
  }
  if (date !== undefined) filters.push(sql`${events.endDate} > (${date}::date::timestamp at time zone ${events.timeZone})`);
  return filters;
}
