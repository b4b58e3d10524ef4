import { and, asc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import {
  canAdminEdit,
  canNgoDelete,
  canNgoEdit,
  canNgoSubmit,
  eventErrorCodes,
  eventCheck,
  INITIAL_EVENT_STATUS,
  type Event,
  type EventDates,
  type EventField,
  type EventInput,
  EVENT_STATUSES,
  type TeamOption,
} from '@/contract/events';
import { eventListPageOf, type EventListQuery, type EventPage } from '@/contract/eventList';
import type { RuleProblem } from '@/contract/errors';
import { RECURRENCE_INTERVAL_DEFAULT } from '@/contract/limits';
import { MAX_ID } from '@/contract/platform';
import en from '@/i18n/locales/en.json';
import { events, eventTeams, teams, uploadedImages } from '@/server/db/schema';
import type { Database, Queries } from '@/server/platform/db';
import { AppError, validationFailed } from '@/server/platform/errors';
import type { ImageKeys } from '@/server/platform/images';
import type { Storage } from '@/server/platform/storage/storage';
import { removeImageFiles, storeUploadedImage, type ImageFiles } from '@/server/platform/uploads';
import { galleryPhotosOfEvents, releaseGalleryPhotos } from '@/server/galleries/release';
import { applicantsSnapshot, tellApplicants } from './eventChanges';
import { eventOf, listStatements, namePrefixPattern, type EventRow } from './rows';
import { followOriginal, insertOccurrences, occurrenceDatesOf } from './series';

// The events feature for NGOs (SPEC §3, §4, §7): an NGO's events, recurring series and main images.

/**
 * GET /api/events/organizers/{ngoId}/manage/: the NGO's events, occurrences included, by start then
 * id, filtered by the query's name start and start instant (matchesEventListFilter). With `page` or
 * `page_size`, one page and how many match in all; without, every matching event (SPEC §7).
 */
export async function ngoEvents(db: Queries, ngoId: number, query: Partial<EventListQuery> = {}): Promise<Event[] | EventPage> {
  const values = { ngoId, namePattern: namePrefixPattern(query.search), startFrom: query.start_from?.toISOString() };
  const statements = listStatements(db).filtered({ byName: query.search !== undefined, byStart: query.start_from !== undefined });
  const page = eventListPageOf(query);
  if (!page) return (await statements.whole.execute(values)).map(eventOf);
  const rows = await statements.page.execute({ ...values, ...page });
  // count(*) over () rides on the page's rows; a page past the end has none, so it is counted alone.
  const count = rows[0]?.count ?? (page.offset === 0 ? 0 : ((await statements.count.execute(values))[0]?.count ?? 0));
  return { count, results: rows.map(eventOf) };
}

/**
 * GET /api/events/{id}/. `ngoId` limits it to that NGO's events (null: any event, for the super
 * administrator); another NGO's event is as unknown as a missing one.
 */
export async function eventById(db: Queries, id: number, ngoId: number | null): Promise<Event> {
  const statements = listStatements(db);
  const [row] = await (ngoId === null ? statements.anyById.execute({ id }) : statements.ngoById.execute({ id, ngoId }));
  if (!row) throw eventNotFound();
  return eventOf(row);
}

/** GET /api/events/filters/: the SPEC §3 teams, in the order they were seeded. */
export async function eventFilters(db: Queries): Promise<{ teams: TeamOption[] }> {
  return { teams: await db.select({ id: teams.id, name: teams.name, code: teams.code }).from(teams).orderBy(asc(teams.id)) };
}

/**
 * POST /api/events/create/: the event, waiting for review (submitted now), and for a recurring
 * event its occurrences, all in one transaction. The NGO is the caller's, never the body's.
 */
export async function createEvent(db: Database, ngoId: number, input: EventInput): Promise<Event> {
  const id = await db.transaction(async (tx) => {
    const values = await checkedEventValues(tx, input);
    const [event] = await tx
      .insert(events)
      .values({ ...values, organizedBy: ngoId, status: INITIAL_EVENT_STATUS, submittedAt: sql`now()` })
      .returning();
    await tx.insert(eventTeams).values(input.focus_teams_data.map((teamId) => ({ eventId: event!.id, teamId })));
    await insertOccurrences(tx, event!, input.focus_teams_data, occurrenceDatesOf(event!));
    return event!.id;
  });
  return eventById(db, id, ngoId);
}

/**
 * PUT /api/events/{id}/update/ (an NGO: only its own pending or rejected event, SPEC §4) and
 * PUT /api/super-admin/events/{id}/edit/ (`ngoId` null: any event in any state). The status and
 * the review stay. A series original takes its series along (followOriginal); an occurrence is
 * edited alone and stays a single occurrence.
 */
export async function updateEvent(db: Database, files: ImageFiles, ngoId: number | null, id: number, input: EventInput): Promise<Event> {
  const unused = await db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, ngoId);
    const editable = ngoId === null ? canAdminEdit(current.status) : canNgoEdit(current.status);
    if (!editable) throw new AppError(409, eventErrorCodes.notEditable, en.events.errors.codes.notEditable);
    const checked: EventInput = current.isRecurringInstance ? { ...input, recurrence_type: 'none' } : input;
    const values = await checkedEventValues(tx, checked);
    const applied = await applicantsSnapshot(tx, id);
    const [event] = await tx.update(events).set(values).where(eq(events.id, id)).returning();
    await tx.delete(eventTeams).where(eq(eventTeams.eventId, id));
    await tx.insert(eventTeams).values(checked.focus_teams_data.map((teamId) => ({ eventId: id, teamId })));
    const replaced = [current.mainImageUrl];
    const followed = current.isRecurringInstance ? null : await followOriginal(tx, event!, checked.focus_teams_data);
    replaced.push(...(followed?.imageUrls ?? []));
    await tellApplicants(tx, applied);
    return [...(await releaseGalleryPhotos(tx, followed?.photos ?? [])), ...(await releaseUnusedImages(tx, replaced))];
  });
  await removeImageFiles(files, unused);
  return eventById(db, id, ngoId);
}

/**
 * DELETE /api/events/{id}/delete/: a draft, pending or rejected event, with its occurrences. A
 * series with an approved or published occurrence is refused as well: those are public.
 * The image files no remaining event shows are removed after the commit, the events' gallery photos' too.
 */
export async function deleteEvent(db: Database, files: ImageFiles, ngoId: number, id: number): Promise<void> {
  const unused = await db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, ngoId);
    // Locked, so an occurrence approved meanwhile cannot be deleted with the series.
    const occurrences = await tx.select({ id: events.id, status: events.status }).from(events).where(eq(events.parentEvent, id)).for('update');
    if (![current, ...occurrences].every((event) => canNgoDelete(event.status))) {
      throw new AppError(409, eventErrorCodes.notDeletable, en.events.errors.codes.notDeletable);
    }
    // Issue 16: the events' gallery photos go with them (event_id cascades); their files are released below.
    const photos = await galleryPhotosOfEvents(tx, [id, ...occurrences.map((occurrence) => occurrence.id)]);
    const applied = await applicantsSnapshot(tx, id);
    // The occurrences go with their parent (parent_event cascades).
    const removed = await tx
      .delete(events)
      .where(or(eq(events.id, id), eq(events.parentEvent, id)))
      .returning({ mainImageUrl: events.mainImageUrl });
    await tellApplicants(tx, applied);
    return [...(await releaseGalleryPhotos(tx, photos)), ...(await releaseUnusedImages(tx, removed.map((event) => event.mainImageUrl)))];
  });
  await removeImageFiles(files, unused);
}

/**
 * POST /api/events/{id}/submit/: a draft or rejected event goes to review (SPEC §4): pending,
 * submitted now, the rejection reason cleared (the administrator's notes kept). A series parent
 * takes its submittable occurrences with it.
 */
export async function submitEvent(db: Database, ngoId: number, id: number): Promise<Event> {
  await db.transaction(async (tx) => {
    const current = await eventForChange(tx, id, ngoId);
    if (!canNgoSubmit(current.status)) throw new AppError(409, eventErrorCodes.notSubmittable, en.events.errors.codes.notSubmittable);
    const submittable = EVENT_STATUSES.filter(canNgoSubmit);
    await tx
      .update(events)
      .set({ status: 'pending', submittedAt: sql`now()`, rejectionReason: null })
      .where(or(eq(events.id, id), and(eq(events.parentEvent, id), inArray(events.status, submittable))));
  });
  return eventById(db, id, ngoId);
}

/**
 * POST /api/event/main-image/upload: stores the image (platform pipeline) and records it, so its
 * files can be removed when no event uses it any more. Answers the large image's public URL.
 * `ngoId` is the uploading NGO, or null for a super administrator editing an event.
 */
export function storeMainImage(db: Queries, storage: Storage, ngoId: number | null, bytes: Buffer): Promise<string> {
  return storeUploadedImage(db, storage, { ngoId, userId: null }, bytes);
}

export function eventNotFound(): AppError {
  return new AppError(404, eventErrorCodes.notFound, en.events.errors.codes.notFound);
}

/**
 * The columns an NGO's form sets, once the input passes the SPEC §5 rules in order (else 400
 * validation_failed with all of them) and what only the server can check: teams that exist, and a
 * people count that fits its column.
 */
async function checkedEventValues(db: Queries, input: EventInput) {
  const check = eventCheck(input);
  const problems: RuleProblem[] = check.problems;
  const ids = input.focus_teams_data;
  if (ids.length > 0) {
    const candidates = ids.filter((id) => id <= MAX_ID);
    const known = candidates.length > 0 ? await db.select({ id: teams.id }).from(teams).where(inArray(teams.id, candidates)) : [];
    if (known.length < ids.length) problems.push({ field: 'focus_teams', message: 'events.server.unknownTeam' });
  }
  if (input.people_needed !== null && input.people_needed > MAX_ID) {
    problems.push({ field: 'people_needed', message: 'events.server.peopleNeededTooLarge' });
  }
  // The server's own rules join the contract's in the form's field order (a stable sort).
  problems.sort((a, b) => FIELD_ORDER.indexOf(a.field as EventField) - FIELD_ORDER.indexOf(b.field as EventField));
  if (problems.length > 0 || !check.dates) throw validationFailed(problems);
  return eventValues(input, check.dates);
}

/** SPEC §5 order of the event form's fields, as eventProblems reports them. */
const FIELD_ORDER: EventField[] = [
  'eventName',
  'eventDescription',
  'startDate',
  'endDate',
  'location.text',
  'location.coordinates',
  'people_needed',
  'focus_teams',
  'recurrence_interval',
  'recurrence_end_date',
];

/** The columns an NGO's form sets, from a checked input and its dates. A single event keeps no series settings. */
function eventValues(input: EventInput, dates: EventDates) {
  const series = input.recurrence_type !== 'none';
  return {
    eventName: input.eventName.trim(),
    eventDescription: input.eventDescription.trim(),
    ...dates,
    markerType: input.markerType,
    mainImageUrl: input.main_image_url,
    // SPEC §4: an event of type 2 without volunteers needs none.
    peopleNeeded: input.people_needed ?? 0,
    eventXp: input.event_xp,
    competences: input.competences_data.trim(),
    latitude: input.location.latitude!,
    longitude: input.location.longitude!,
    locationText: input.location.text.trim(),
    recurrenceType: input.recurrence_type,
    recurrenceInterval: series ? input.recurrence_interval : RECURRENCE_INTERVAL_DEFAULT,
    recurrenceEndDate: series ? input.recurrence_end_date : null,
    timeZone: input.time_zone,
  } satisfies Partial<typeof events.$inferInsert>;
}

/**
 * The event, locked until the transaction ends. `ngoId` limits it to that NGO's events (another
 * NGO's event is not found); null is the super administrator, who may change any event.
 */
export async function eventForChange(tx: Queries, id: number, ngoId: number | null): Promise<EventRow> {
  const [event] = await tx
    .select()
    .from(events)
    .where(ngoId === null ? eq(events.id, id) : and(eq(events.id, id), eq(events.organizedBy, ngoId)))
    .for('update');
  if (!event) throw eventNotFound();
  return event;
}

/** Forgets the uploaded images among these URLs that no event shows any more, answering their files. */
async function releaseUnusedImages(tx: Queries, urls: Array<string | null>): Promise<ImageKeys[]> {
  const candidates = [...new Set(urls.filter((url): url is string => url !== null))];
  if (candidates.length === 0) return [];
  const stillShown = tx.select({ id: events.id }).from(events).where(eq(events.mainImageUrl, uploadedImages.largeUrl));
  return tx
    .delete(uploadedImages)
    // A volunteer's profile image is released by its volunteer only, whatever an event's form named.
    .where(and(inArray(uploadedImages.largeUrl, candidates), isNull(uploadedImages.userId), notExists(stillShown)))
    .returning({ thumbnail: uploadedImages.thumbnailKey, large: uploadedImages.largeKey });
}
