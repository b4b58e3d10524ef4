import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { APPLICATION_SUMMARY_INTERVAL_MS } from '@/contract/mail';
import { applications, events, pendingApplicationNotices, users } from '@/server/db/schema';
import type { Queries } from '@/server/platform/db';
import { isoInstant } from '@/server/platform/isoInstant';
import { adminRecipients, ngoRecipients, queueMail } from './outbox';

// Issue 18, point 2: the messages no single change causes, queued by the mail worker's scheduled
// round, which one instance at a time runs in one transaction (server/platform/scheduledJobs.ts).
// Each job also locks the rows it handles (SKIP LOCKED) and marks them in that transaction as it
// queues the mail, so even two runs at once never queue a message twice.

/** How many waiting events a reminder names; the count says how many there are in all. */
const REMINDER_LIST_MAX = 10;
const SUMMARIES_PER_ROUND = 50;
/** How many of the new applicants' messages a summary quotes (the first ones); the portal has them all. */
const SUMMARY_MESSAGES_MAX = 10;

/**
 * One summary per event of the applications made since the NGO was last told, at most one per
 * event per APPLICATION_SUMMARY_INTERVAL_MS. Answers how many events were summed up.
 */
export async function queueApplicationSummaries(tx: Queries): Promise<number> {
  const due = await tx
    .select({
      eventId: pendingApplicationNotices.eventId,
      since: pendingApplicationNotices.since,
      event: events.eventName,
      ngoId: events.organizedBy,
      start: events.startDate,
      timeZone: events.timeZone,
    })
    .from(pendingApplicationNotices)
    .innerJoin(events, eq(events.id, pendingApplicationNotices.eventId))
    .where(
      or(
        isNull(events.applicantsNotifiedAt),
        lte(events.applicantsNotifiedAt, sql`now() - make_interval(secs => ${APPLICATION_SUMMARY_INTERVAL_MS / 1000})`),
      ),
    )
    .orderBy(asc(pendingApplicationNotices.since))
    .limit(SUMMARIES_PER_ROUND)
    .for('update', { of: pendingApplicationNotices, skipLocked: true });
  for (const notice of due) {
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.eventId, notice.eventId), gte(applications.applicationDate, notice.since)));
    // Withdrawn since: nothing new to tell.
    if (counted && counted.count > 0) {
      const messages = await tx
        .select({ name: users.name, message: applications.message })
        .from(applications)
        .leftJoin(users, eq(users.id, applications.userId))
        .where(and(eq(applications.eventId, notice.eventId), gte(applications.applicationDate, notice.since), sql`${applications.message} <> ''`))
        .orderBy(asc(applications.applicationDate), asc(applications.id))
        .limit(SUMMARY_MESSAGES_MAX);
      await queueMail(tx, 'applications_summary', await ngoRecipients(tx, notice.ngoId), {
        event: notice.event,
        eventId: notice.eventId,
        count: counted.count,
        start: isoInstant(notice.start),
        timeZone: notice.timeZone,
        messages,
      });
      await tx.update(events).set({ applicantsNotifiedAt: sql`now()` }).where(eq(events.id, notice.eventId));
    }
  }
  if (due.length > 0) {
    await tx.delete(pendingApplicationNotices).where(inArray(pendingApplicationNotices.eventId, due.map((notice) => notice.eventId)));
  }
  return due.length;
}

/**
 * One message to every administrator naming the events (a series once, by its original) that
 * have waited for review longer than `hours` and were not yet reminded of since their submission.
 */
export async function queueReviewReminders(tx: Queries, hours: number): Promise<number> {
  const waiting = await tx
    .select({ id: events.id, name: events.eventName })
    .from(events)
    .where(
      and(
        eq(events.status, 'pending'),
        eq(events.isRecurringInstance, false),
        lte(events.submittedAt, sql`now() - make_interval(hours => ${hours})`),
        or(isNull(events.reviewRemindedAt), lt(events.reviewRemindedAt, events.submittedAt)),
      ),
    )
    .orderBy(asc(events.submittedAt), asc(events.id))
    .for('update', { skipLocked: true });
  if (waiting.length === 0) return 0;
  await queueMail(tx, 'admin_event_waiting', await adminRecipients(tx), {
    count: waiting.length,
    hours,
    events: waiting.slice(0, REMINDER_LIST_MAX).map((event) => event.name),
  });
  await tx.update(events).set({ reviewRemindedAt: sql`now()` }).where(inArray(events.id, waiting.map((event) => event.id)));
  return waiting.length;
}
