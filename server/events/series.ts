import { asc, eq, inArray, sql } from 'drizzle-orm';
import { RECURRENCE_INTERVAL_DEFAULT } from '@/contract/limits';
import { occurrenceDates, seriesAfterEdit, type OccurrenceDates } from '@/contract/series';
import { events, eventTeams } from '@/server/db/schema';
import { galleryPhotosOfEvents, type ReleasedPhoto } from '@/server/galleries/release';
import type { Queries } from '@/server/platform/db';
import type { EventRow } from './rows';

// Recurring series (SPEC §3): the occurrences of an original, stored as rows of their own, made at
// creation and kept in step when the original is edited (docs/decisions/events-and-series.md, "Recurring series").

/** The dates of a series original's occurrences after the first; each keeps the original's duration. */
export function occurrenceDatesOf(parent: EventRow): OccurrenceDates[] {
  if (parent.recurrenceType === 'none') return [];
  const recurrence = {
    start: parent.startDate,
    type: parent.recurrenceType,
    interval: parent.recurrenceInterval,
    endDate: parent.recurrenceEndDate,
    timeZone: parent.timeZone,
  };
  return occurrenceDates(recurrence, parent.endDate);
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
 * After its original is edited, the series follows it (seriesAfterEdit of the contract): editable
 * occurrences on the new dates' days change in place, keeping id, status and review; days without
 * one get new occurrences; editable ones on dropped days are removed. Answers the image URLs the
 * changed and removed occurrences showed before, and the gallery photos of the removed ones (issue 16).
 */
export async function followOriginal(
  tx: Queries,
  parent: EventRow,
  teamIds: number[],
): Promise<{ imageUrls: Array<string | null>; photos: ReleasedPhoto[] }> {
  const current = await tx.select().from(events).where(eq(events.parentEvent, parent.id)).orderBy(asc(events.id)).for('update');
  const { moved, added, removed } = seriesAfterEdit(current, occurrenceDatesOf(parent), parent.timeZone);

  const photos = await galleryPhotosOfEvents(tx, removed);
  if (removed.length > 0) await tx.delete(events).where(inArray(events.id, removed));
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
  const changed = new Set([...removed, ...moved.map((occurrence) => occurrence.id)]);
  return { imageUrls: current.filter((occurrence) => changed.has(occurrence.id)).map((occurrence) => occurrence.mainImageUrl), photos };
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
