import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Event } from '@/contract/events';
import { applications, events, eventTeams, ngos, teams } from '@/server/db/schema';
import type { Queries } from '@/server/platform/db';
import { isoInstant } from '@/server/platform/isoInstant';

// How events are read (SPEC §3, §7): one query for a row with its organiser and teams, the hot
// reads prepared once per database (issue 13), and the row as every read answers it.

/** An event as its table holds it; eventOf turns it into what the API answers. */
export type EventRow = typeof events.$inferSelect;

/**
 * What eventOf needs of a row: the event, its organiser's name, its teams (names and ids, by team
 * id) and people_applied: the event's current applications whatever their status (issue 14; a
 * withdrawn one is deleted), counted on the index by event. Migration 0006's trigger keeps the
 * list's cache in step with it.
 */
export const eventRowFields = {
  event: events,
  organizerName: ngos.organizationName,
  peopleApplied: sql<number>`(select count(*)::int from ${applications} where ${applications.eventId} = ${events.id})`,
  teamNames: sql<string[]>`coalesce(array_agg(${teams.name} order by ${teams.id}) filter (where ${teams.id} is not null), '{}')`,
  teamIds: sql<number[]>`coalesce(array_agg(${teams.id} order by ${teams.id}) filter (where ${teams.id} is not null), '{}')`,
};

/** Events with their organiser's name and their teams, in one query. */
export function eventRows(db: Queries, where: SQL | undefined) {
  return db
    .select(eventRowFields)
    .from(events)
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .leftJoin(eventTeams, eq(eventTeams.eventId, events.id))
    .leftJoin(teams, eq(teams.id, eventTeams.teamId))
    .where(where)
    .groupBy(events.id, ngos.id)
    .$dynamic();
}

/** Which of the SPEC §2 filters a list query uses: each combination is a statement of its own. */
type ListFilters = { byName: boolean; byStart: boolean };

/**
 * The NGO list's condition with placeholders. A filter not asked for is left out of the SQL rather
 * than made to let everything through, so the unfiltered list (the first page every visit asks
 * for) is an index range on (organized_by, start_date) alone.
 */
function listFilter({ byName, byStart }: ListFilters): SQL {
  return and(
    eq(events.organizedBy, sql.placeholder('ngoId')),
    byName ? sql`lower(${events.eventName}) like lower(${sql.placeholder('namePattern')}) escape '\\'` : undefined,
    byStart ? sql`${events.startDate} >= ${sql.placeholder('startFrom')}::timestamptz` : undefined,
  )!;
}

/** A LIKE pattern for names starting with the text; %, _ and \ stand for themselves. */
export function namePrefixPattern(search: string | undefined): string {
  return `${(search ?? '').replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The hot reads, built once per database and prepared (issue 13: rebuilding Drizzle's SQL cost about
 * a tenth of the list's CPU). A page is chosen among the bare event rows first (the index on
 * organizer and start; count(*) over () counts every match in the same pass), and only that page
 * is joined to its organiser and teams.
 */
function prepareListStatements(db: Queries, filters: ListFilters) {
  const order = [asc(events.startDate), asc(events.id)];
  const name = `ngo_events_${filters.byName ? 'n' : ''}${filters.byStart ? 's' : ''}`;
  const page = db
    .select({ id: events.id, count: sql<number>`(count(*) over ())::int`.as('count') })
    .from(events)
    .where(listFilter(filters))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return {
    whole: eventRows(db, listFilter(filters)).orderBy(...order).prepare(`${name}_whole`),
    page: db
      .select({ ...eventRowFields, count: page.count })
      .from(page)
      .innerJoin(events, eq(events.id, page.id))
      .innerJoin(ngos, eq(ngos.id, events.organizedBy))
      .leftJoin(eventTeams, eq(eventTeams.eventId, events.id))
      .leftJoin(teams, eq(teams.id, eventTeams.teamId))
      .groupBy(events.id, ngos.id, page.count)
      .orderBy(...order)
      .prepare(`${name}_page`),
    count: db.select({ count: sql<number>`count(*)::int` }).from(events).where(listFilter(filters)).prepare(`${name}_count`),
  };
}

/** A database's prepared reads: by id, and the list's per filter combination, each made on first use. */
function prepareStatements(db: Queries) {
  const lists = new Map<string, ReturnType<typeof prepareListStatements>>();
  return {
    ngoById: eventRows(db, and(eq(events.id, sql.placeholder('id')), eq(events.organizedBy, sql.placeholder('ngoId')))).prepare('ngo_event_by_id'),
    anyById: eventRows(db, eq(events.id, sql.placeholder('id'))).prepare('event_by_id'),
    filtered(filters: ListFilters) {
      const key = `${filters.byName}/${filters.byStart}`;
      let statements = lists.get(key);
      if (!statements) lists.set(key, (statements = prepareListStatements(db, filters)));
      return statements;
    },
  };
}

const preparedStatements = new WeakMap<Queries, ReturnType<typeof prepareStatements>>();

export function listStatements(db: Queries): ReturnType<typeof prepareStatements> {
  let statements = preparedStatements.get(db);
  if (!statements) {
    statements = prepareStatements(db);
    preparedStatements.set(db, statements);
  }
  return statements;
}

type EventRowWithNames = { event: EventRow; organizerName: string; peopleApplied: number; teamNames: string[]; teamIds: number[] };

/** An event row as every read answers it (SPEC §3). */
export function eventOf({ event, organizerName, peopleApplied, teamNames, teamIds }: EventRowWithNames): Event {
  return {
    id: event.id,
    eventName: event.eventName,
    eventDescription: event.eventDescription,
    startDate: isoInstant(event.startDate),
    endDate: isoInstant(event.endDate),
    markerType: event.markerType,
    status: event.status,
    rejection_reason: event.rejectionReason,
    admin_notes: event.adminNotes,
    main_image_url: event.mainImageUrl,
    people_needed: event.peopleNeeded,
    people_applied: peopleApplied,
    event_xp: event.eventXp,
    focus_teams: teamNames,
    focus_teams_data: teamIds,
    competences: event.competences,
    location: { latitude: event.latitude, longitude: event.longitude, text: event.locationText },
    recurrence_type: event.recurrenceType,
    recurrence_interval: event.recurrenceInterval,
    recurrence_end_date: event.recurrenceEndDate,
    time_zone: event.timeZone,
    is_recurring_instance: event.isRecurringInstance,
    parent_event: event.parentEvent,
    organized_by: event.organizedBy,
    organized_by_name: organizerName,
    created: isoInstant(event.created),
    submitted_at: event.submittedAt && isoInstant(event.submittedAt),
    reviewed_at: event.reviewedAt && isoInstant(event.reviewedAt),
  };
}
