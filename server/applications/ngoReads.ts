import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationListQuery,
  type ApplicationOrdering,
  type ApplicationPage,
  type ApplicationStatistics,
  type ApplicationStatus,
} from '@/contract/applications';
import { catalogueText } from '@/contract/errors';
import { APPLICATIONS_PAGE_SIZE } from '@/contract/limits';
import { applicationCounts, applications, events, users, volunteerProfiles } from '@/server/db/schema';
import type { Queries } from '@/server/platform/db';
import { isoInstant } from '@/server/platform/isoInstant';
import { CATALOGUES, type Language } from '@/server/platform/readerLanguage';
import { applicationNotFound } from './service';

// SPEC §7: what the NGO reads of the applications to its own events (issue 14, point 2): the list
// (plain, or one page with an order), one application and the statistics. Another NGO's
// applications are never read: every query joins the event and names the NGO.

/**
 * GET /api/portal/applications/: without `page` and `page_size` the SPEC's plain list, newest
 * first; with either, one page and how many match. An `event_id` of another NGO matches nothing.
 */
export async function ngoApplications(db: Queries, ngoId: number, query: ApplicationListQuery, language: Language): Promise<Application[] | ApplicationPage> {
  const ordering = query.ordering ?? '-application_date';
  if (query.page === undefined && query.page_size === undefined) return applicationRows(db, listCondition(ngoId, query), ORDERS[ordering], language);

  const size = query.page_size ?? APPLICATIONS_PAGE_SIZE; // SPEC §9: the table's 5
  const offset = ((query.page ?? 1) - 1) * size;
  const count = (await countsByStatus(db, ngoId, query)).total;
  if (offset >= count) return { count, results: [] };
  if (ordering === '-application_date' || ordering === 'application_date') {
    // The page's ids from the first rows of each event's index, then those rows in full.
    const ids = await pageIdsByDate(db, ngoId, query, ordering, size, offset);
    return { count, results: await applicationRows(db, and(eq(events.organizedBy, ngoId), inArray(applications.id, ids))!, ORDERS[ordering], language) };
  }
  // By name or status: every matching application sorted (a sort the screen asks for by hand).
  return { count, results: await applicationRows(db, listCondition(ngoId, query), ORDERS[ordering], language, { limit: size, offset }) };
}

/** GET /api/portal/applications/{id}/: one of the NGO's; another NGO's is 404 like an unknown one. */
export async function ngoApplication(db: Queries, ngoId: number, id: number, language: Language): Promise<Application> {
  const [application] = await ngoApplicationsByIds(db, ngoId, [id], language);
  if (!application) throw applicationNotFound();
  return application;
}

/** The NGO's applications among these ids, by id (the changes answer what they changed). */
export function ngoApplicationsByIds(db: Queries, ngoId: number, ids: readonly number[], language: Language): Promise<Application[]> {
  return applicationRows(db, and(eq(events.organizedBy, ngoId), inArray(applications.id, [...ids]))!, [asc(applications.id)], language);
}

/** GET /api/portal/applications/statistics/: the NGO's applications (or one event's) by status, from the kept counts. */
export async function ngoApplicationStatistics(db: Queries, ngoId: number, eventId: number | undefined): Promise<ApplicationStatistics> {
  const counts = await countsByStatus(db, ngoId, { event_id: eventId });
  return { total_applications: counts.total, accepted: counts.accepted, waitlisted: counts.waitlisted, applied: counts.applied };
}

/** The status's name in the reader's language (SPEC §3 status_display). */
export function statusDisplay(status: ApplicationStatus, language: Language): string {
  return catalogueText(CATALOGUES[language], `applications.status.${status}`);
}

/** The statuses in their life's order (applied, accepted, waitlisted, completed), whatever the reader's language. */
const statusRank = sql`array_position(array[${sql.join(
  APPLICATION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${applications.status})`;

/**
 * Each ordering, ties broken by the id so that pages never overlap nor skip a row. By name, a
 * gone account (no name) comes last either way.
 */
const ORDERS: Record<ApplicationOrdering, SQL[]> = {
  '-application_date': [desc(applications.applicationDate), desc(applications.id)],
  application_date: [asc(applications.applicationDate), asc(applications.id)],
  name: [sql`${users.name} asc nulls last`, asc(applications.id)],
  '-name': [sql`${users.name} desc nulls last`, asc(applications.id)],
  status: [asc(statusRank), asc(applications.id)],
  '-status': [desc(statusRank), asc(applications.id)],
};

function listCondition(ngoId: number, query: Pick<ApplicationListQuery, 'event_id' | 'status'>): SQL {
  return and(
    eq(events.organizedBy, ngoId),
    query.event_id === undefined ? undefined : eq(applications.eventId, query.event_id),
    query.status === undefined ? undefined : eq(applications.status, query.status),
  )!;
}

async function applicationRows(
  db: Queries,
  matching: SQL,
  order: SQL[],
  language: Language,
  page?: { limit: number; offset: number },
): Promise<Application[]> {
  const query = db
    .select({
      id: applications.id,
      status: applications.status,
      eventId: applications.eventId,
      eventName: events.eventName,
      eventStart: events.startDate,
      timeZone: events.timeZone,
      applicationDate: applications.applicationDate,
      message: applications.message,
      userId: users.id,
      fullName: users.name,
      email: users.email,
      profileImage: volunteerProfiles.profileImage,
      bio: volunteerProfiles.bio,
      totalXp: volunteerProfiles.totalXp,
      birthday: volunteerProfiles.birthday,
    })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .leftJoin(users, eq(users.id, applications.userId))
    .leftJoin(volunteerProfiles, eq(volunteerProfiles.userId, applications.userId))
    .where(matching)
    .orderBy(...order);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    status_display: statusDisplay(row.status, language),
    // The account is gone (user_id set null): SPEC §2's unknown-user fallback.
    user:
      row.userId === null
        ? null
        : {
            full_name: row.fullName ?? '',
            email: row.email,
            profile_image: row.profileImage,
            bio: row.bio || null,
            total_xp: row.totalXp ?? 0,
            birthday: row.birthday,
          },
    event_name: row.eventName,
    event_id: row.eventId,
    event_start: isoInstant(row.eventStart),
    time_zone: row.timeZone,
    application_date: isoInstant(row.applicationDate),
    message: row.message,
  }));
}

/**
 * How many of the NGO's applications match, in all and by status: the sums of application_counts
 * (migration 0007's triggers keep it), a few rows per event however many applications there are.
 */
async function countsByStatus(db: Queries, ngoId: number, query: Pick<ApplicationListQuery, 'event_id' | 'status'>): Promise<Record<ApplicationStatus | 'total', number>> {
  const rows = await db
    .select({ status: applicationCounts.status, count: sql<number>`sum(${applicationCounts.count})::int` })
    .from(applicationCounts)
    .innerJoin(events, eq(events.id, applicationCounts.eventId))
    .where(
      and(
        eq(events.organizedBy, ngoId),
        query.event_id === undefined ? undefined : eq(applicationCounts.eventId, query.event_id),
        query.status === undefined ? undefined : eq(applicationCounts.status, query.status),
      ),
    )
    .groupBy(applicationCounts.status);
  const counts = { total: 0, applied: 0, accepted: 0, waitlisted: 0, completed: 0 };
  for (const row of rows) {
    counts[row.status] = row.count;
    counts.total += row.count;
  }
  return counts;
}

/**
 * The ids of one page by application date: each of the NGO's events gives its first `offset + size`
 * rows from its index (event, [status,] date, id), and those few are ordered and cut, so the first
 * pages cost the same with 50 applications or 10,000 (bench/applications-list-paging.ts).
 */
async function pageIdsByDate(
  db: Queries,
  ngoId: number,
  query: Pick<ApplicationListQuery, 'event_id' | 'status'>,
  ordering: '-application_date' | 'application_date',
  size: number,
  offset: number,
): Promise<number[]> {
  const direction = ordering === '-application_date' ? sql.raw('desc') : sql.raw('asc');
  const result = await db.execute(sql`
    select p.id from ${events} e cross join lateral (
      select a.id, a.application_date from ${applications} a
      where a.event_id = e.id ${query.status === undefined ? sql`` : sql`and a.status = ${query.status}`}
      order by a.application_date ${direction}, a.id ${direction} limit ${offset + size}
    ) p
    where e.organized_by = ${ngoId} ${query.event_id === undefined ? sql`` : sql`and e.id = ${query.event_id}`}
    order by p.application_date ${direction}, p.id ${direction} limit ${size} offset ${offset}`);
  // Both drivers (PGlite, node-postgres) answer the rows as `rows`.
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}
