import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  emptyNgoStatusCounts,
  emptyStatusCounts,
  PUBLIC_EVENT_STATUSES,
  type AdminEventListQuery,
  type AdminNgoOverview,
  type EventStatistics,
  type NgoFigures,
  type NgoStatistics,
} from '@/contract/admin';
import type { AdminNgoListQuery } from '@/contract/accounts';
import {
  canAdminDecide,
  DECISION_OUTCOMES,
  EVENT_STATUSES,
  refusedDecisionCode,
  type Event,
  type EventDecision,
} from '@/contract/events';
import { listNgos, ngoSearchCondition } from '@/server/accounts/service';
import { applications, events, ngos } from '@/server/db/schema';
import type { Database, Queries } from '@/server/platform/db';
import { ngoRecipients, queueMail } from '@/server/mail/outbox';
import type { MailKind } from '@/contract/mail';
import { AppError, englishText } from '@/server/platform/errors';
import { eventOf, eventRows } from '@/server/events/rows';
import { eventById, eventForChange } from '@/server/events/service';

// The super administrator's side of events and NGOs (SPEC §2 admin screens, §4 admin rules, §7
// super-admin calls): the moderation lists, the decisions, the dashboard's counts and NGO figures.

/**
 * GET /api/super-admin/events/: every NGO's events, series occurrences included, newest first
 * (created descending; a series, created at once, then reads in date order), with how many match.
 */
export async function adminEvents(db: Queries, query: AdminEventListQuery): Promise<{ events: Event[]; total: number }> {
  const where = and(
    query.status ? eq(events.status, query.status) : undefined,
    searchCondition(query.search),
    query.series !== undefined ? or(eq(events.id, query.series), eq(events.parentEvent, query.series)) : undefined,
  );
  const list = eventRows(db, where).orderBy(desc(events.created), asc(events.startDate), asc(events.id));
  if (query.limit !== undefined) list.limit(query.limit);
  if (query.offset !== undefined) list.offset(query.offset);
  const [rows, [count]] = await Promise.all([
    list,
    db.select({ total: sql<number>`count(*)::int` }).from(events).innerJoin(ngos, eq(ngos.id, events.organizedBy)).where(where),
  ]);
  return { events: rows.map(eventOf), total: count?.total ?? 0 };
}

/** GET /api/super-admin/events/pending/: the review queue, longest waiting first. */
export async function pendingEvents(db: Queries, limit?: number): Promise<Event[]> {
  const list = eventRows(db, eq(events.status, 'pending')).orderBy(
    sql`${events.submittedAt} asc nulls last`,
    asc(events.startDate),
    asc(events.id),
  );
  if (limit !== undefined) list.limit(limit);
  return (await list).map(eventOf);
}

/** GET /api/super-admin/events/statistics/: events per status, counted by the database. */
export async function eventStatistics(db: Queries, search?: string): Promise<EventStatistics> {
  const rows = await db
    .select({ status: events.status, count: sql<number>`count(*)::int` })
    .from(events)
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .where(searchCondition(search))
    .groupBy(events.status);
  const counts = emptyStatusCounts();
  for (const row of rows) counts[row.status] = row.count;
  return { total: rows.reduce((sum, row) => sum + row.count, 0), counts };
}

export type Review = {
  /** The reject decision's reason (SPEC §5: required there). */
  rejectionReason?: string;
  /** undefined keeps the event's notes; null clears them (contract/admin.ts decidedNotes). */
  adminNotes: string | null | undefined;
};

/** Issue 18: the message each decision sends the NGO. */
const DECISION_MAIL = { approve: 'event_approved', reject: 'event_rejected', publish: 'event_published' } as const satisfies Record<EventDecision, MailKind>;

/**
 * POST /api/super-admin/events/{id}/approve/, /reject/ and /publish/ (SPEC §4: approve or reject
 * a pending event, publish an approved one; 409 otherwise). The decision sets reviewed_at; approve
 * and publish clear an old rejection reason. A series original carries the decision to its
 * occurrences that allow it, as the NGO's submit takes them along.
 */
export async function decideOnEvent(db: Database, id: number, decision: EventDecision, review: Review): Promise<Event> {
  await db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, null);
    if (!canAdminDecide(decision, current.status)) {
      const code = refusedDecisionCode(decision);
      throw new AppError(409, code, englishText(decision === 'publish' ? 'events.errors.codes.notApproved' : 'events.errors.codes.notPending'));
    }
    const isSeriesOriginal = !current.isRecurringInstance && current.recurrenceType !== 'none';
    const decidable = EVENT_STATUSES.filter((status) => canAdminDecide(decision, status));
    await tx
      .update(events)
      .set({
        status: DECISION_OUTCOMES[decision],
        reviewedAt: sql`now()`,
        rejectionReason: decision === 'reject' ? review.rejectionReason!.trim() : null,
        ...(review.adminNotes !== undefined ? { adminNotes: review.adminNotes } : {}),
      })
      .where(isSeriesOriginal ? or(eq(events.id, id), and(eq(events.parentEvent, id), inArray(events.status, decidable))) : eq(events.id, id));
    // Issue 18: the NGO hears of the decision, once for a whole series.
    await queueMail(tx, DECISION_MAIL[decision], await ngoRecipients(tx, current.organizedBy), {
      event: current.eventName,
      eventId: id,
      reason: decision === 'reject' ? review.rejectionReason!.trim() : undefined,
      notes: decision === 'reject' ? (review.adminNotes ?? current.adminNotes ?? undefined) || undefined : undefined,
    });
  });
  return eventById(db, id, null);
}

/**
 * GET /api/super-admin/ngos/: the NGOs (newest first, optionally of one status, of a search and one
 * page) with their figures, and how many match in all. Only the listed NGOs' events are counted.
 */
export async function ngoOverviews(db: Database, query: AdminNgoListQuery): Promise<{ ngos: AdminNgoOverview[]; total: number }> {
  const { ngos: list, total } = await listNgos(db, query);
  if (list.length === 0) return { ngos: [], total };
  const rows = await db
    .select({
      ngoId: events.organizedBy,
      status: events.status,
      count: sql<number>`count(*)::int`,
      // Sums of integers can pass 2^31: read as double precision, exact far beyond any real total.
      needed: sql<number>`coalesce(sum(${events.peopleNeeded}), 0)::float8`,
      xp: sql<number>`coalesce(sum(${events.eventXp}), 0)::float8`,
      // people_applied of each event (issue 14), on the applications' index by event. The outer
      // event is named in full: in a one-table select Drizzle writes a column without its table,
      // and a bare "id" inside the subquery would be the application's.
      applied: sql<number>`coalesce(sum((select count(*) from ${applications} where ${applications.eventId} = ${sql.raw('"events"."id"')})), 0)::float8`,
      // Attendance (issue 14, point 5): completed applications and the XP each gave, kept on it.
      completed: sql<number>`coalesce(sum((select count(*) from ${applications} where ${applications.eventId} = ${sql.raw('"events"."id"')} and ${applications.status} = 'completed')), 0)::float8`,
      awarded: sql<number>`coalesce(sum((select sum(${applications.awardedXp}) from ${applications} where ${applications.eventId} = ${sql.raw('"events"."id"')})), 0)::float8`,
    })
    .from(events)
    .where(inArray(events.organizedBy, list.map((ngo) => ngo.id)))
    .groupBy(events.organizedBy, events.status);
  const figures = new Map<number, NgoFigures>();
  for (const row of rows) {
    const ngo = figures.get(row.ngoId) ?? emptyFigures();
    ngo.events[row.status] = row.count;
    ngo.volunteers_completed += Number(row.completed);
    ngo.xp_awarded += Number(row.awarded);
    if (PUBLIC_EVENT_STATUSES.includes(row.status)) {
      ngo.volunteers_needed += Number(row.needed);
      ngo.xp_offered += Number(row.xp);
      ngo.volunteers_applied += Number(row.applied);
    }
    figures.set(row.ngoId, ngo);
  }
  return { ngos: list.map((ngo) => ({ ...ngo, figures: figures.get(ngo.id) ?? emptyFigures() })), total };
}

/** GET /api/super-admin/ngos/statistics/: NGOs per status, of a search, counted by the database. */
export async function ngoStatistics(db: Queries, search?: string): Promise<NgoStatistics> {
  const rows = await db
    .select({ status: ngos.status, count: sql<number>`count(*)::int` })
    .from(ngos)
    .where(ngoSearchCondition(search))
    .groupBy(ngos.status);
  const counts = emptyNgoStatusCounts();
  for (const row of rows) counts[row.status] = row.count;
  return { total: rows.reduce((sum, row) => sum + row.count, 0), counts };
}

function emptyFigures(): NgoFigures {
  return { events: emptyStatusCounts(), volunteers_applied: 0, volunteers_needed: 0, xp_offered: 0, volunteers_completed: 0, xp_awarded: 0 };
}

/** The lists' search: the event's or its organiser's name contains the text, ignoring case. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  // %, _ and \ are ILIKE's own characters: searched for as themselves.
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(ilike(events.eventName, pattern), ilike(ngos.organizationName, pattern));
}
