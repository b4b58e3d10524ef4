import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_EVENT_STATUSES } from '@/contract/admin';
import {
  applicationErrorCodes,
  applicationErrorMessageKeys,
  canWithdrawApplication,
  WITHDRAWABLE_STATUSES,
  type ApplicationErrorCode,
  type VolunteerApplication,
  type VolunteerApplicationListQuery,
  type VolunteerApplicationPage,
} from '@/contract/applications';
import { ratingErrorCodes, ratingErrorMessageKeys, type Rating, type RatingErrorCode } from '@/contract/profile';
import { isEventFull } from '@/contract/publicEvents';
import { applications, events, ngos, pendingApplicationNotices, ratings } from '@/server/db/schema';
import { eventNotFound } from '@/server/events/service';
import type { Database, Queries } from '@/server/platform/db';
import { AppError, englishText } from '@/server/platform/errors';
import { isoInstant } from '@/server/platform/isoInstant';
import { peopleAcceptedSql } from '@/server/publicEvents/service';

// Issue 14, point 1: a volunteer applies to a public event, reads their own applications and
// withdraws one; issue 15, point 1: rates the NGO of a completed one. The NGO's calls on
// applications (SPEC §7) are ngoReads.ts and ngoChanges.ts.

/**
 * POST /api/public/events/{id}/apply/. An unknown event is 404 as on the public pages; an event
 * that is not public, whose NGO is suspended or that has ended answers 409 with its own code.
 * Applying again answers the application already made (`created` false), its message unchanged.
 * Issue 17: a new application to a full event (isEventFull) is waitlisted at once, else applied.
 * The event is read and the application written in one transaction holding the event's row
 * (FOR SHARE), so an edit of people_needed cannot slip between the count and the insert, and the
 * status is the one the counted state called for.
 */
export async function applyToEvent(
  db: Database,
  userId: number,
  eventId: number,
  message = '',
  now = new Date(),
): Promise<{ created: boolean; application: VolunteerApplication }> {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        status: events.status,
        endDate: events.endDate,
        ngoStatus: ngos.status,
        people_needed: events.peopleNeeded,
        people_accepted: peopleAcceptedSql,
      })
      .from(events)
      .innerJoin(ngos, eq(ngos.id, events.organizedBy))
      .where(eq(events.id, eventId))
      .for('share', { of: events });
    if (!event) throw eventNotFound();
    if (!PUBLIC_EVENT_STATUSES.includes(event.status)) throw applicationError(409, applicationErrorCodes.eventNotPublic);
    if (event.ngoStatus !== 'approved') throw applicationError(409, applicationErrorCodes.organizerSuspended);
    if (event.endDate.getTime() <= now.getTime()) throw applicationError(409, applicationErrorCodes.eventEnded);

    // One per volunteer and event (the unique constraint): a second request, even a racing one, inserts nothing.
    const [inserted] = await tx
      .insert(applications)
      .values({ eventId, userId, message, status: isEventFull(event) ? 'waitlisted' : 'applied' })
      .onConflictDoNothing({ target: [applications.eventId, applications.userId] })
      .returning({ id: applications.id });
    // Issue 18: the NGO gets a summary of new applications later (server/mail/jobs.ts), not a message each.
    if (inserted) await tx.insert(pendingApplicationNotices).values({ eventId }).onConflictDoNothing();
    const application = await ownApplication(tx, userId, inserted ? eq(applications.id, inserted.id) : eq(applications.eventId, eventId));
    return { created: inserted !== undefined, application: application! };
  });
}

/**
 * GET /api/volunteer/applications/: one page of the volunteer's own, newest first, with how many
 * there are; `event_id` narrows it to their application to that event (issue 17).
 */
export async function volunteerApplications(
  db: Queries,
  userId: number,
  { event_id: eventId, page, page_size }: VolunteerApplicationListQuery,
): Promise<VolunteerApplicationPage> {
  const also = eventId === undefined ? undefined : eq(applications.eventId, eventId);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.userId, userId), also));
  const count = counted?.count ?? 0;
  const offset = (page - 1) * page_size;
  const results = offset >= count ? [] : await ownApplications(db, userId, { also, limit: page_size, offset });
  return { count, results };
}

/**
 * DELETE /api/volunteer/applications/{id}/: withdrawn applications are deleted, so people_applied
 * no longer counts them and the volunteer may apply again. Another volunteer's application is 404
 * like an unknown one; an accepted or completed one is 409 application_not_withdrawable.
 */
export async function withdrawApplication(db: Queries, userId: number, id: number): Promise<void> {
  const application = await ownApplication(db, userId, eq(applications.id, id));
  if (!application) throw applicationNotFound();
  if (!canWithdrawApplication(application.status)) throw applicationError(409, applicationErrorCodes.notWithdrawable);
  const deleted = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId), inArray(applications.status, [...WITHDRAWABLE_STATUSES])))
    .returning({ id: applications.id });
  // The NGO decided between the read and the delete.
  if (deleted.length === 0) throw applicationError(409, applicationErrorCodes.notWithdrawable);
}

/**
 * POST /api/volunteer/applications/{id}/rating/: the volunteer's own completed application, rated
 * once, for the NGO of its event. One statement inserts only when all holds (so attendance undone
 * or a second request racing this one inserts nothing); when nothing was inserted, the application
 * as it is now says why: unknown or another volunteer's 404, not completed 409, else rated already 409.
 */
export async function rateApplication(db: Queries, userId: number, applicationId: number, score: number, comment = ''): Promise<Rating> {
  const inserted = await db.execute(sql`
    insert into ${ratings} (application_id, ngo_id, user_id, score, comment)
    select a.id, e.organized_by, a.user_id, ${score}, ${comment} from ${applications} a join ${events} e on e.id = a.event_id
    where a.id = ${applicationId} and a.user_id = ${userId} and a.status = 'completed'
    on conflict (application_id) do nothing
    returning id`);
  // Both drivers (PGlite, node-postgres) answer the rows as `rows`.
  const [created] = (inserted as unknown as { rows: Array<{ id: number }> }).rows;
  if (created) {
    const [rating] = await db.select().from(ratings).where(eq(ratings.id, Number(created.id)));
    return { id: rating!.id, application_id: rating!.applicationId, score: rating!.score, comment: rating!.comment, created: isoInstant(rating!.created) };
  }

  const [application] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!application) throw applicationNotFound();
  if (application.status !== 'completed') throw ratingError(ratingErrorCodes.notCompleted);
  throw ratingError(ratingErrorCodes.alreadyRated);
}

export function applicationNotFound(): AppError {
  return applicationError(404, applicationErrorCodes.notFound);
}

function applicationError(status: number, code: ApplicationErrorCode): AppError {
  return new AppError(status, code, englishText(applicationErrorMessageKeys[code]));
}

function ratingError(code: RatingErrorCode): AppError {
  return new AppError(409, code, englishText(ratingErrorMessageKeys[code]));
}

/** The volunteer's one application matching `also` (an id, an event), if any. */
async function ownApplication(db: Queries, userId: number, also: SQL): Promise<VolunteerApplication | undefined> {
  const [application] = await ownApplications(db, userId, { also, limit: 1, offset: 0 });
  return application;
}

/**
 * The volunteer's applications matching `also`, newest first, each with its event's dates and zone,
 * its organiser, the XP and their rating (issue 17): one statement for the page, whatever its size.
 */
async function ownApplications(
  db: Queries,
  userId: number,
  { also, limit, offset }: { also?: SQL; limit: number; offset: number },
): Promise<VolunteerApplication[]> {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      eventId: applications.eventId,
      eventName: events.eventName,
      applicationDate: applications.applicationDate,
      message: applications.message,
      eventStart: events.startDate,
      eventEnd: events.endDate,
      timeZone: events.timeZone,
      ngoId: ngos.id,
      ngoName: ngos.organizationName,
      eventXp: events.eventXp,
      awardedXp: applications.awardedXp,
      rating: ratings.score,
    })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .leftJoin(ratings, eq(ratings.applicationId, applications.id))
    .where(and(eq(applications.userId, userId), also))
    .orderBy(desc(applications.applicationDate), desc(applications.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    event_id: row.eventId,
    event_name: row.eventName,
    application_date: isoInstant(row.applicationDate),
    message: row.message,
    event_start: isoInstant(row.eventStart),
    event_end: isoInstant(row.eventEnd),
    time_zone: row.timeZone,
    ngo_id: row.ngoId,
    ngo_name: row.ngoName,
    event_xp: row.eventXp,
    awarded_xp: row.awardedXp,
    rating: row.rating,
  }));
}
