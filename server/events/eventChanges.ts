import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { applications, events } from '@/server/db/schema';
import { queueMail, userRecipients } from '@/server/mail/outbox';
import type { Queries } from '@/server/platform/db';

// Issue 18, point 2: volunteers hear when an event they applied for changes its date or is
// deleted. A change takes a snapshot of the event (and a series' occurrences) with its applicants
// before it writes, and tellApplicants compares it with what is left, in the same transaction.

/** Applications that still lead somewhere; a completed one's event is over. */
const OPEN_STATUSES = ['applied', 'accepted', 'waitlisted'] as const;

type AppliedEvent = { name: string; start: Date; end: Date; timeZone: string; userIds: number[] };
export type ApplicantsSnapshot = Map<number, AppliedEvent>;

/** The event `eventId` and its occurrences that volunteers have open applications to, as they are now. */
export async function applicantsSnapshot(tx: Queries, eventId: number): Promise<ApplicantsSnapshot> {
  const rows = await tx
    .select({ id: events.id, name: events.eventName, start: events.startDate, end: events.endDate, timeZone: events.timeZone, userId: applications.userId })
    .from(applications)
    .innerJoin(events, eq(events.id, applications.eventId))
    .where(and(or(eq(events.id, eventId), eq(events.parentEvent, eventId)), isNotNull(applications.userId), inArray(applications.status, [...OPEN_STATUSES])));
  const snapshot: ApplicantsSnapshot = new Map();
  for (const { id, userId, ...event } of rows) {
    const entry = snapshot.get(id) ?? { ...event, userIds: [] };
    entry.userIds.push(userId!);
    snapshot.set(id, entry);
  }
  return snapshot;
}

/** Queues event_deleted for events of the snapshot that are gone, event_date_changed for those whose dates moved. */
export async function tellApplicants(tx: Queries, before: ApplicantsSnapshot): Promise<void> {
  if (before.size === 0) return;
  const now = await tx
    .select({ id: events.id, name: events.eventName, start: events.startDate, end: events.endDate, timeZone: events.timeZone })
    .from(events)
    .where(inArray(events.id, [...before.keys()]));
  const after = new Map(now.map((event) => [event.id, event]));
  for (const [id, event] of before) {
    const current = after.get(id);
    const recipients = await userRecipients(tx, event.userIds);
    if (!current) {
      await queueMail(tx, 'event_deleted', recipients, { event: event.name });
    } else if (current.start.getTime() !== event.start.getTime() || current.end.getTime() !== event.end.getTime()) {
      await queueMail(tx, 'event_date_changed', recipients, {
        event: current.name,
        eventId: id,
        start: current.start.toISOString(),
        end: current.end.toISOString(),
        timeZone: current.timeZone,
      });
    }
  }
}
