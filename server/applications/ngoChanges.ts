import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  applicationErrorCodes,
  applicationErrorMessageKeys,
  canDecideApplication,
  canMarkAttended,
  canUndoAttendance,
  type Application,
  type ApplicationBulkResult,
  type ApplicationDecision,
  type ApplicationStatus,
  type RefusedApplication,
} from '@/contract/applications';
import type { MailKind } from '@/contract/mail';
import { applications, events, ngos, volunteerProfiles } from '@/server/db/schema';
import { queueMail, userRecipients } from '@/server/mail/outbox';
import type { Database, Queries } from '@/server/platform/db';
import { AppError, englishText } from '@/server/platform/errors';
import type { Language } from '@/server/platform/readerLanguage';
import { ngoApplicationsByIds } from './ngoReads';
import { applicationNotFound } from './service';

// SPEC §7 and issue 14, points 2 and 5: the NGO's changes to applications of its own events. A
// decision (accept, waitlist, revert to applied) on one or several, and attendance (accepted →
// completed, the event's XP added to the volunteer once) and its undo. Several ids are all or none,
// in one transaction; the rows are locked first, so two racing changes see each other's outcome.

/** What is done to the applications: one of the NGO's decisions, marking attendance, or undoing it. */
export type ApplicationChange = { decision: ApplicationDecision } | 'attendance' | 'undo_attendance';

/**
 * PUT /api/portal/applications/{id}/update/: the decision on one application, answered as it is
 * now. 404 application_not_found for an unknown id or another NGO's; 409
 * application_transition_refused when SPEC §4 refuses it.
 */
export async function decideApplication(db: Database, ngoId: number, id: number, decision: ApplicationDecision, language: Language, now = new Date()): Promise<Application> {
  const outcome = await changeApplications(db, ngoId, [id], { decision }, language, now);
  if ('refused' in outcome) {
    const code = outcome.refused[0]!.code;
    if (code === applicationErrorCodes.notFound) throw applicationNotFound();
    throw new AppError(409, code, englishText(applicationErrorMessageKeys[code]));
  }
  return outcome.applications[0]!;
}

/**
 * The bulk update and both attendance calls: every id changes, or none does and 409
 * applications_refused names each refused id with its code (an unknown id and another NGO's
 * answer the same application_not_found).
 */
export async function changeApplicationsOrRefuse(
  db: Database,
  ngoId: number,
  ids: readonly number[],
  change: ApplicationChange,
  language: Language,
  now = new Date(),
): Promise<ApplicationBulkResult> {
  const outcome = await changeApplications(db, ngoId, ids, change, language, now);
  if ('refused' in outcome) {
    const error = englishText(applicationErrorMessageKeys.applications_refused, { count: outcome.refused.length });
    throw new AppError(409, applicationErrorCodes.refused, error, undefined, { refused: outcome.refused });
  }
  return outcome;
}

type RefusalCode = (typeof applicationErrorCodes)['notFound' | 'transitionRefused' | 'eventNotEnded'];
type Outcome = ApplicationBulkResult | { refused: Array<RefusedApplication & { code: RefusalCode }> };

async function changeApplications(
  db: Database,
  ngoId: number,
  ids: readonly number[],
  change: ApplicationChange,
  language: Language,
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    // Locked in id order (no two changes wait on each other in a circle) until the transaction ends:
    // a racing change waits here and then reads the status this one leaves.
    const rows = await tx
      .select({ id: applications.id, status: applications.status, endDate: events.endDate })
      .from(applications)
      .innerJoin(events, eq(events.id, applications.eventId))
      .where(and(inArray(applications.id, [...ids]), eq(events.organizedBy, ngoId)))
      .orderBy(asc(applications.id))
      .for('update', { of: applications });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const refused = ids.flatMap((id) => {
      const row = byId.get(id);
      const code = row ? refusalOf(change, row.status, row.endDate.getTime() <= now.getTime()) : applicationErrorCodes.notFound;
      return code ? [{ id, code }] : [];
    });
    if (refused.length > 0) return { refused };

    const changed = inArray(applications.id, [...ids]);
    if (change === 'attendance') {
      // The event's XP, kept on the application so that an undo takes back exactly what was given.
      // An application whose account is gone gets none: nobody would hold it.
      await tx
        .update(applications)
        .set({ status: 'completed', awardedXp: sql`case when ${applications.userId} is null then 0 else ${events.eventXp} end` })
        .from(events)
        .where(and(changed, eq(events.id, applications.eventId)));
      // A volunteer without a profile row (only SQL makes one) gets it here, with this XP.
      await tx.execute(sql`
        insert into ${volunteerProfiles} (user_id, total_xp)
        select ${applications.userId}, sum(${applications.awardedXp}) from ${applications}
        where ${changed} and ${applications.userId} is not null group by ${applications.userId}
        on conflict (user_id) do update set total_xp = ${volunteerProfiles.totalXp} + excluded.total_xp`);
    } else if (change === 'undo_attendance') {
      const given = tx
        .select({ userId: applications.userId, xp: sql<number>`sum(${applications.awardedXp})::int`.as('xp') })
        .from(applications)
        .where(and(changed, isNotNull(applications.userId)))
        .groupBy(applications.userId)
        .as('given');
      // Never below 0, should the total have been lowered by hand since.
      await tx
        .update(volunteerProfiles)
        .set({ totalXp: sql`greatest(${volunteerProfiles.totalXp} - ${given.xp}, 0)` })
        .from(given)
        .where(eq(volunteerProfiles.userId, given.userId));
      await tx.update(applications).set({ status: 'accepted', awardedXp: 0 }).where(changed);
    } else {
      await tx.update(applications).set({ status: change.decision }).where(changed);
    }
    await tellVolunteers(tx, new Map(rows.map((row) => [row.id, row.status])));
    const current = await ngoApplicationsByIds(tx, ngoId, ids, language);
    return { updated: current.length, applications: current };
  });
}

/** Issue 18: the message each new status sends the volunteer; a revert to applied or an undone attendance sends none. */
const STATUS_MAIL: Partial<Record<ApplicationStatus, MailKind>> = {
  accepted: 'application_accepted',
  waitlisted: 'application_waitlisted',
  completed: 'application_completed',
};

/** Queues a message to each volunteer whose application's status changed from `before` to one of STATUS_MAIL. */
async function tellVolunteers(tx: Queries, before: ReadonlyMap<number, ApplicationStatus>): Promise<void> {
  const changed = await tx
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      xp: applications.awardedXp,
      eventId: events.id,
      event: events.eventName,
      start: events.startDate,
      timeZone: events.timeZone,
      organization: ngos.organizationName,
    })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .innerJoin(ngos, eq(ngos.id, events.organizedBy))
    .where(and(inArray(applications.id, [...before.keys()]), isNotNull(applications.userId)));
  const told = changed.filter((row) => STATUS_MAIL[row.status] && before.get(row.id) !== row.status);
  const recipients = new Map((await userRecipients(tx, told.map((row) => row.userId!))).map((recipient) => [recipient.userId, recipient]));
  for (const row of told) {
    const recipient = recipients.get(row.userId!);
    if (!recipient) continue;
    await queueMail(tx, STATUS_MAIL[row.status]!, [recipient], {
      event: row.event,
      eventId: row.eventId,
      organization: row.organization,
      start: row.start.toISOString(),
      timeZone: row.timeZone,
      xp: row.xp,
    });
  }
}

/** Why this change cannot happen to an application in this status, or null when it can (contract/applicationStatus.ts). */
function refusalOf(change: ApplicationChange, status: ApplicationStatus, eventEnded: boolean): RefusalCode | null {
  if (change === 'attendance') {
    if (canMarkAttended(status, eventEnded)) return null;
    return canMarkAttended(status, true) ? applicationErrorCodes.eventNotEnded : applicationErrorCodes.transitionRefused;
  }
  if (change === 'undo_attendance') return canUndoAttendance(status) ? null : applicationErrorCodes.transitionRefused;
  return canDecideApplication(change.decision, status) ? null : applicationErrorCodes.transitionRefused;
}
