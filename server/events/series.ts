import { asc, eq, inArray, sql } from 'drizzle-orm';
import { canNgoEdit } from '@/contract/events';
import { RECURRENCE_INTERVAL_DEFAULT } from '@/contract/limits';
import { localDateOf, occurrenceStarts } from '@/contract/recurrence';
import { events, eventTeams } from '@/server/db/schema';
import type { EventRow, Queries } from './service';

// Recurring series (SPEC §3): the occurrences of an original, stored as rows of their own, made at
// creation and kept in step when the original is edited (docs/decisions.md, "Recurring series").

type OccurrenceDates = { startDate: Date; endDate: Date };

/** The dates of a series original's occurrences after the first; each keeps the original's duration. */
export function occurrenceDates(parent: EventRow): OccurrenceDates[] {
  if (parent.recurrenceType === 'none') return [];
  const { starts } = occurrenceStarts(
    {
      start: parent.startDate,
      type: parent.recurrenceType,
      interval: parent.recurrenceInterval,
      endDate: parent.recurrenceEndDate,
      timeZone: parent.timeZone,
    },
    Infinity,
  );
  const duration = parent.endDate.getTime() - parent.startDate.getTime();
  return starts.map((start) => ({ startDate: start, endDate: new Date(start.getTime() + duration) }));
}

/** New occurrences of a series original on these dates, as copies of it, in one insert, and their teams in another. */
export async function insertOccurrences(tx: Queries, parent: EventRow, teamIds: number[], dates: OccurrenceDates[]): Promise<void> {
  if (dates.length === 0) return;
  const { id, created, ...copied } = parent;
  const occurrences = dates.map((date) => ({
    ...copied,
    ...date,
    isRecurringInstance: true,
    parentEvent: id,
    recurrenceType: 'none' as const,
    recurrenceInterval: RECURRENCE_INTERVAL_DEFAULT,
    recurrenceEndDate: null,
  }));
  const inserted = await tx.insert(events).values(occurrences).returning({ id: events.id });
  await tx.insert(eventTeams).values(inserted.flatMap((occurrence) => teamIds.map((teamId) => ({ eventId: occurrence.id, teamId }))));
}

/**
 * After its original is edited, the series follows it: every date the new settings give gets the
 * original's values. An editable (pending or rejected) occurrence already on that local day is
 * changed in place, keeping its id, status and review; a reviewed one is left as it is; a day
 * without one gets a new occurrence. Editable occurrences on days the series no longer has are
 * removed. Answers the image URLs the changed and removed occurrences showed before.
 */
export async function followOriginal(tx: Queries, parent: EventRow, teamIds: number[]): Promise<Array<string | null>> {
  const current = await tx.select().from(events).where(eq(events.parentEvent, parent.id)).orderBy(asc(events.id)).for('update');
  const onDay = occurrenceOnDay(current, (occurrence) => localDateOf(occurrence.startDate, parent.timeZone));
  const matched = new Set<number>();
  const moved: Array<OccurrenceDates & { id: number }> = [];
  const added: OccurrenceDates[] = [];
  for (const dates of occurrenceDates(parent)) {
    const existing = onDay.get(localDateOf(dates.startDate, parent.timeZone));
    if (!existing) {
      added.push(dates);
      continue;
    }
    matched.add(existing.id);
    if (canNgoEdit(existing.status)) moved.push({ id: existing.id, ...dates });
  }

  const stale = current.filter((occurrence) => !matched.has(occurrence.id) && canNgoEdit(occurrence.status));
  if (stale.length > 0) await tx.delete(events).where(inArray(events.id, stale.map((occurrence) => occurrence.id)));
  if (moved.length > 0) {
    const ids = moved.map((occurrence) => occurrence.id);
    await tx.update(events).set(sharedValues(parent)).where(inArray(events.id, ids));
    // Each occurrence has its own dates: one statement for all of them.
    const dates = sql.join(
      moved.map((date) => sql`(${date.id}::integer, ${date.startDate.toISOString()}::timestamptz, ${date.endDate.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${events} set start_date = moved.start_date, end_date = moved.end_date from (values ${dates}) as moved(id, start_date, end_date) where ${events.id} = moved.id`,
    );
    await tx.delete(eventTeams).where(inArray(eventTeams.eventId, ids));
    await tx.insert(eventTeams).values(ids.flatMap((eventId) => teamIds.map((teamId) => ({ eventId, teamId }))));
  }
  await insertOccurrences(tx, parent, teamIds, added);
  const changed = new Set([...stale, ...moved].map((occurrence) => occurrence.id));
  return current.filter((occurrence) => changed.has(occurrence.id)).map((occurrence) => occurrence.mainImageUrl);
}

/**
 * The occurrence that stands for each local day: an editable one if the day has one (the first by
 * id), else a reviewed one. A day can hold two when an occurrence was moved onto another's day;
 * the editable one then follows the original and the reviewed one stays as it is.
 */
function occurrenceOnDay<T extends { status: EventRow['status'] }>(occurrences: T[], dayOf: (occurrence: T) => string): Map<string, T> {
  const onDay = new Map<string, T>();
  for (const occurrence of occurrences) {
    const day = dayOf(occurrence);
    const chosen = onDay.get(day);
    if (!chosen || (!canNgoEdit(chosen.status) && canNgoEdit(occurrence.status))) onDay.set(day, occurrence);
  }
  return onDay;
}

/** What an occurrence takes from its original when the original is edited: everything but dates, status and review. */
function sharedValues(parent: EventRow) {
  return {
    eventName: parent.eventName,
    eventDescription: parent.eventDescription,
    markerType: parent.markerType,
    mainImageUrl: parent.mainImageUrl,
    peopleNeeded: parent.peopleNeeded,
    eventXp: parent.eventXp,
    competences: parent.competences,
    latitude: parent.latitude,
    longitude: parent.longitude,
    locationText: parent.locationText,
    timeZone: parent.timeZone,
  } satisfies Partial<typeof events.$inferInsert>;
}
