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
import { applications, events, ngos } from '@/server/db/schema';
import { isoInstant } from '@/server/events/rows';
import { eventNotFound, type Queries } from '@/server/events/service';
import { AppError, englishText } from '@/server/platform/errors';

// Issue 14, point 1: a volunteer applies to a public event, reads their own applications and
// withdraws one. The NGO's calls on applications (SPEC §7) are portal.ts and portalChanges.ts.

/**
 * POST /api/public/events/{id}/apply/. An unknown event is 404 as on the public pages; an event
 * that is not public, whose NGO is suspended or that has ended answers 409 with its own code.
 * Applying again answers the application already made (`created` false), its message unchanged.
 */
export async function applyToEvent(
  db: Queries,
  userId: number,
  eventId: number,
  message = '',
  now = new Date(),
): Promise<{ created: boolean; application: VolunteerApplication }> {
  const [event] = await db
    .select({ status: events.status, endDate: events.endDate, ngoStatus: ngos.status })
    .from(events)
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .where(eq(events.id, eventId));
  if (!event) throw eventNotFound();
  if (!PUBLIC_EVENT_STATUSES.includes(event.status)) throw applicationError(409, applicationErrorCodes.eventNotPublic);
  if (event.ngoStatus !== 'approved') throw applicationError(409, applicationErrorCodes.organizerSuspended);
  if (event.endDate.getTime() <= now.getTime()) throw applicationError(409, applicationErrorCodes.eventEnded);

  // One per volunteer and event (the unique constraint): a second request, even a racing one, inserts nothing.
  const [inserted] = await db
    .insert(applications)
    .values({ eventId, userId, message })
    .onConflictDoNothing({ target: [applications.eventId, applications.userId] })
    .returning({ id: applications.id });
  const application = await ownApplication(db, userId, inserted ? eq(applications.id, inserted.id) : eq(applications.eventId, eventId));
  return { created: inserted !== undefined, application: application! };
}

/** GET /api/volunteer/applications/: one page of the volunteer's own, newest first, with how many there are. */
export async function volunteerApplications(db: Queries, userId: number, { page, page_size }: VolunteerApplicationListQuery): Promise<VolunteerApplicationPage> {
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(applications).where(eq(applications.userId, userId));
  const count = counted?.count ?? 0;
  const offset = (page - 1) * page_size;
  const results = offset >= count ? [] : await ownApplications(db, userId, { limit: page_size, offset });
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

export function applicationNotFound(): AppError {
  return applicationError(404, applicationErrorCodes.notFound);
}

function applicationError(status: number, code: ApplicationErrorCode): AppError {
  return new AppError(status, code, englishText(applicationErrorMessageKeys[code]));
}

/** The volunteer's one application matching `also` (an id, an event), if any. */
async function ownApplication(db: Queries, userId: number, also: SQL): Promise<VolunteerApplication | undefined> {
  const [application] = await ownApplications(db, userId, { also, limit: 1, offset: 0 });
  return application;
}

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
    })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
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
  }));
}
