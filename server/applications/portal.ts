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
import { applications, events, users, volunteerProfiles } from '@/server/db/schema';
import { isoInstant } from '@/server/events/rows';
import type { Queries } from '@/server/events/service';
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
  const matching = listCondition(ngoId, query);
  const order = ORDERS[query.ordering ?? '-application_date'];
  if (query.page === undefined && query.page_size === undefined) return applicationRows(db, matching, order, language);

  const page = query.page ?? 1;
  const size = query.page_size ?? APPLICATIONS_PAGE_SIZE // SPEC §9: the table's 5;
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .where(matching);
  const count = counted?.count ?? 0;
  const offset = (page - 1) * size;
  const results = offset >= count ? [] : await applicationRows(db, matching, order, language, { limit: size, offset });
  return { count, results };
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

/** GET /api/portal/applications/statistics/: the NGO's applications (or one event's) by status, counted by the database. */
export async function ngoApplicationStatistics(db: Queries, ngoId: number, eventId: number | undefined): Promise<ApplicationStatistics> {
  const counted = (status: ApplicationStatus) => sql<number>`(count(*) filter (where ${applications.status} = ${status}))::int`;
  const [row] = await db
    .select({
      total_applications: sql<number>`count(*)::int`,
      accepted: counted('accepted'),
      waitlisted: counted('waitlisted'),
      applied: counted('applied'),
    })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .where(listCondition(ngoId, { event_id: eventId }));
  return row ?? { total_applications: 0, accepted: 0, waitlisted: 0, applied: 0 };
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
      applicationDate: applications.applicationDate,
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
    application_date: isoInstant(row.applicationDate),
  }));
}
