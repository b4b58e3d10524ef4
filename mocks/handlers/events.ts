import { http, HttpResponse } from 'msw';
import { platformErrorCodes, type RuleProblem } from '@/contract/errors';
import {
  INITIAL_EVENT_STATUS,
  canNgoDelete,
  canNgoEdit,
  canNgoSubmit,
  eventErrorCodes,
  eventPayloadSchema,
  eventCheck,
  type Event,
  type EventDates,
  type EventInput,
  type TeamOption,
} from '@/contract/events';
import { eventListPageOf, eventListQuerySchema, matchesEventListFilter, type EventPage } from '@/contract/eventList';
import { pathIdOf } from '@/contract/platform';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@/contract/limits';
import { occurrenceDates, seriesAfterEdit, type OccurrenceDates } from '@/contract/series';
import en from '@/i18n/locales/en.json';
import { nextId, saveStore, store, type MockEvent } from '@/mocks/store';
import { authenticate } from './auth';
import { errorResponse, readJson, schemaFailed, validationFailed } from './errorEnvelope';
import { removeGalleryPhotos } from './galleries';
import { readQuery } from './query';

// SPEC §7 event calls of the NGO area on the mock store, answering as the server does (the wire
// decisions of issue 4): the NGO's list, details, team options, create, update, delete, submit and
// the main-image upload.

/** Uploaded images too big to keep in sessionStorage (see MockStore.images): gone after a dev:mock reload. */
const uploadsInMemory = new Map<string, Blob>();
/** Uploads up to this size are kept in the store as data: URLs, so a dev:mock reload still shows them. */
const PERSISTED_UPLOAD_BYTES = 256 * 1024;

export const eventHandlers = [
  http.get('/api/events/organizers/:ngoId/manage/', ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const ngoId = readId(params.ngoId);
    // Another NGO's list is answered like an unknown NGO: nobody learns which ids exist.
    if (ngoId !== ngo.id) return eventNotFound();
    const query = eventListQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    // Issue 13: the server's filter rule, and one page with the count when `page` or `page_size` asks.
    const events = store.events
      .filter((event) => event.organized_by === ngo.id && matchesEventListFilter(event, query.data))
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    const page = eventListPageOf(query.data);
    if (!page) return HttpResponse.json(events.map(toEvent));
    const results = events.slice(page.offset, page.offset + page.limit).map(toEvent);
    return HttpResponse.json({ count: events.length, results } satisfies EventPage);
  }),

  http.get('/api/events/filters/', ({ request }) => {
    authenticateReader(request);
    const teams: TeamOption[] = [...store.teams].sort((a, b) => a.id - b.id).map(({ id, name, code }) => ({ id, name, code }));
    return HttpResponse.json({ teams });
  }),

  http.get('/api/events/:id/', ({ request, params }) => {
    const reader = authenticateReader(request);
    return HttpResponse.json(toEvent(findEvent(params.id, reader.ngoId)));
  }),

  http.post('/api/events/create/', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const values = checkedValues(await readEventPayload(request));
    const now = isoInstant(new Date());
    const event: MockEvent = {
      ...values,
      id: nextId(store.events),
      status: INITIAL_EVENT_STATUS,
      rejection_reason: null,
      admin_notes: null,
      is_recurring_instance: false,
      parent_event: null,
      organized_by: ngo.id, // from the token: the body's organized_by is ignored
      created: now,
      submitted_at: now,
      reviewed_at: null,
    };
    store.events.push(event);
    for (const dates of occurrenceDatesOf(event)) store.events.push(occurrenceOf(event, dates));
    saveStore();
    return HttpResponse.json({ data: toEvent(event) }, { status: 201 });
  }),

  http.put('/api/events/:id/update/', async ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const body = await readEventPayload(request);
    const event = findEvent(params.id, ngo.id);
    if (!canNgoEdit(event.status)) {
      return errorResponse(409, eventErrorCodes.notEditable, en.events.errors.codes.notEditable);
    }
    applyEventChanges(event, body);
    saveStore();
    return HttpResponse.json({ data: toEvent(event) });
  }),

  http.delete('/api/events/:id/delete/', ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const event = findEvent(params.id, ngo.id);
    // A series with a public (approved or published) occurrence stays too, as on the server.
    const series = store.events.filter((candidate) => candidate.parent_event === event.id);
    if (![event, ...series].every((member) => canNgoDelete(member.status))) {
      return errorResponse(409, eventErrorCodes.notDeletable, en.events.errors.codes.notDeletable);
    }
    removeEvents((candidate) => candidate.id === event.id || candidate.parent_event === event.id);
    saveStore();
    return new HttpResponse(null, { status: 204 });
  }),

  http.post('/api/events/:id/submit/', ({ request, params }) => {
    const { ngo } = authenticate(request, 'ngo');
    const event = findEvent(params.id, ngo.id);
    if (!canNgoSubmit(event.status)) {
      return errorResponse(409, eventErrorCodes.notSubmittable, en.events.errors.codes.notSubmittable);
    }
    const now = isoInstant(new Date());
    const series = event.is_recurring_instance ? [] : store.events.filter((candidate) => candidate.parent_event === event.id);
    for (const submitted of [event, ...series.filter((occurrence) => canNgoSubmit(occurrence.status))]) {
      submitted.status = 'pending';
      submitted.submitted_at = now;
      submitted.rejection_reason = null; // admin_notes stay for the next review
    }
    saveStore();
    return HttpResponse.json({ data: toEvent(event) });
  }),

  http.post('/api/event/main-image/upload', async ({ request }) => {
    authenticateReader(request); // the NGO's form, and the administrator's edit of any event
    const image_url = await storeUploadedImage(request);
    return HttpResponse.json({ data: { image_url } }, { status: 201 });
  }),

  // The uploaded images, where the server's local storage would serve them (mediaBaseUrl '/media').
  http.get('/media/images/*', ({ request }) => {
    const path = new URL(request.url).pathname;
    const kept = store.images[path];
    const image = kept ? blobOf(kept) : uploadsInMemory.get(path);
    if (!image) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(image, { headers: { 'content-type': image.type } });
  }),
];

// ---------------------------------------------------------------------------------------------

/** An event as every read answers it (eventSchema). */
export function toEvent(event: MockEvent): Event {
  // By team id, as the server answers them.
  const teams = store.teams.filter((team) => event.focus_teams.includes(team.id)).sort((a, b) => a.id - b.id);
  return {
    id: event.id,
    eventName: event.eventName,
    eventDescription: event.eventDescription,
    startDate: event.startDate,
    endDate: event.endDate,
    markerType: event.markerType,
    status: event.status,
    rejection_reason: event.rejection_reason,
    admin_notes: event.admin_notes,
    main_image_url: event.main_image_url,
    people_needed: event.people_needed,
    people_applied: store.applications.filter((application) => application.event_id === event.id).length,
    event_xp: event.event_xp,
    focus_teams: teams.map((team) => team.name),
    focus_teams_data: teams.map((team) => team.id),
    competences: event.competences,
    location: { ...event.location },
    recurrence_type: event.recurrence_type,
    recurrence_interval: event.recurrence_interval,
    recurrence_end_date: event.recurrence_end_date,
    time_zone: event.time_zone,
    is_recurring_instance: event.is_recurring_instance,
    parent_event: event.parent_event,
    organized_by: event.organized_by,
    organized_by_name: store.ngos.find((ngo) => ngo.id === event.organized_by)?.organization_name ?? '',
    created: event.created,
    submitted_at: event.submitted_at,
    reviewed_at: event.reviewed_at,
  };
}

/**
 * The NGO's update and the administrator's edit: the checked changes (400 with every message),
 * status and review kept. An occurrence changes alone and stays an occurrence of its series,
 * whatever the body says; an original takes its editable occurrences along (followOriginal).
 */
export function applyEventChanges(event: MockEvent, body: EventInput): void {
  const values = checkedValues(event.is_recurring_instance ? { ...body, recurrence_type: 'none' } : body);
  if (event.is_recurring_instance) {
    const { recurrence_type, recurrence_interval, recurrence_end_date, ...occurrenceValues } = values;
    Object.assign(event, occurrenceValues);
  } else {
    Object.assign(event, values);
    followOriginal(event);
  }
}

/** The create, update and edit body in the contract's shape; a body that does not fit is a 400. */
export async function readEventPayload(request: Request): Promise<EventInput> {
  const body = eventPayloadSchema.safeParse(await readJson(request));
  if (!body.success) throw schemaFailed(body.error);
  return body.data;
}

/** The fields the form sets, from a checked input (its coordinates are valid) and its dates. */
function eventValues(input: EventInput, dates: EventDates) {
  return {
    eventName: input.eventName.trim(),
    eventDescription: input.eventDescription.trim(),
    ...isoDates(dates),
    markerType: input.markerType,
    main_image_url: input.main_image_url,
    people_needed: input.people_needed ?? 0,
    event_xp: input.event_xp,
    focus_teams: input.focus_teams_data,
    competences: input.competences_data.trim(),
    location: { latitude: input.location.latitude!, longitude: input.location.longitude!, text: input.location.text.trim() },
    recurrence_type: input.recurrence_type,
    recurrence_interval: input.recurrence_type === 'none' ? 1 : input.recurrence_interval,
    recurrence_end_date: input.recurrence_type === 'none' ? null : input.recurrence_end_date,
    time_zone: input.time_zone,
  } satisfies Partial<MockEvent>;
}

/** The dates of a series original's occurrences after the first, as the server makes them. */
function occurrenceDatesOf(parent: MockEvent): OccurrenceDates[] {
  const recurrence = {
    start: new Date(parent.startDate),
    type: parent.recurrence_type,
    interval: parent.recurrence_interval,
    endDate: parent.recurrence_end_date,
    timeZone: parent.time_zone,
  };
  return occurrenceDates(recurrence, new Date(parent.endDate));
}

/** A new occurrence of a series original on its own dates: a copy in the original's status. */
function occurrenceOf(parent: MockEvent, dates: OccurrenceDates): MockEvent {
  return {
    ...parent,
    ...sharedValuesOf(parent),
    ...isoDates(dates),
    id: nextId(store.events),
    recurrence_type: 'none',
    recurrence_interval: 1,
    recurrence_end_date: null,
    is_recurring_instance: true,
    parent_event: parent.id,
  };
}

/** As the server does after an original is edited: the series follows it (seriesAfterEdit of the contract). */
function followOriginal(parent: MockEvent): void {
  const current = store.events.filter((event) => event.parent_event === parent.id);
  const occurrences = current.map((event) => ({ id: event.id, status: event.status, startDate: new Date(event.startDate) }));
  const { moved, added, removed } = seriesAfterEdit(occurrences, occurrenceDatesOf(parent), parent.time_zone);
  for (const { id, ...dates } of moved) Object.assign(current.find((event) => event.id === id)!, sharedValuesOf(parent), isoDates(dates));
  for (const dates of added) store.events.push(occurrenceOf(parent, dates));
  removeEvents((event) => removed.includes(event.id));
}

/** Dates as the mock store keeps them. */
function isoDates(dates: OccurrenceDates): Pick<MockEvent, 'startDate' | 'endDate'> {
  return { startDate: isoInstant(dates.startDate), endDate: isoInstant(dates.endDate) };
}

/** What an occurrence takes from its original: everything but dates, status and review. */
function sharedValuesOf(parent: MockEvent) {
  return {
    eventName: parent.eventName,
    eventDescription: parent.eventDescription,
    markerType: parent.markerType,
    main_image_url: parent.main_image_url,
    people_needed: parent.people_needed,
    event_xp: parent.event_xp,
    focus_teams: [...parent.focus_teams],
    competences: parent.competences,
    location: { ...parent.location },
    time_zone: parent.time_zone,
  } satisfies Partial<MockEvent>;
}

/** Removes events and, as the database cascades, their applications and gallery photos (issue 16). */
function removeEvents(doomed: (event: MockEvent) => boolean): void {
  const removed = new Set(store.events.filter(doomed).map((event) => event.id));
  store.events = store.events.filter((event) => !removed.has(event.id));
  store.applications = store.applications.filter((application) => !removed.has(application.event_id));
  removeGalleryPhotos((photo) => photo.event_id !== null && removed.has(photo.event_id));
}

/** The fields the input sets, once it passes the SPEC §5 rules and names known teams (else 400 with every message). */
function checkedValues(input: EventInput) {
  const check = eventCheck(input);
  const problems: RuleProblem[] = check.problems;
  const unknownTeams = input.focus_teams_data.filter((id) => !store.teams.some((team) => team.id === id));
  if (unknownTeams.length > 0) problems.push({ field: 'focus_teams', message: 'events.server.unknownTeam' });
  if (problems.length > 0 || !check.dates) throw validationFailed(problems);
  return eventValues(input, check.dates);
}

/** Like the server: an id that is not a positive whole number names no event, so it is a 404 too. */
function readId(id: string | readonly string[] | undefined): number {
  const eventId = typeof id === 'string' ? pathIdOf(id) : null;
  if (eventId === null) throw eventNotFound();
  return eventId;
}

/** The event, if the reader may see it: an NGO only its own (`ngoId`), the super administrator (null) any. */
export function findEvent(id: string | readonly string[] | undefined, ngoId: number | null): MockEvent {
  const eventId = readId(id);
  const event = store.events.find((candidate) => candidate.id === eventId);
  // Another NGO's event is answered exactly like an unknown one.
  if (!event || (ngoId !== null && event.organized_by !== ngoId)) throw eventNotFound();
  return event;
}

function eventNotFound() {
  return errorResponse(404, eventErrorCodes.notFound, en.events.errors.codes.notFound);
}

/** GET /api/events/{id}/ serves the NGO and the super administrator (issue 5 reviews events). */
export function authenticateReader(request: Request): { ngoId: number | null } {
  try {
    authenticate(request, 'super_admin');
    return { ngoId: null };
  } catch {
    return { ngoId: authenticate(request, 'ngo').ngo.id };
  }
}

/**
 * The one image of the multipart field `file`, checked as the server's image pipeline checks it
 * (the event main image and, issue 14, a volunteer's profile image): its /media URL. Throws the refusal.
 */
export async function storeUploadedImage(request: Request): Promise<string> {
  const files = await readUploadedFiles(request);
  if (files.length === 0) throw validationFailed([{ field: 'file', message: 'events.image.fileRequired' }]);
  const file = files[0]!;
  // The server reads the parts in order: a first file too big fails before a second one is seen.
  if (file.size > MAX_IMAGE_BYTES) throw errorResponse(413, platformErrorCodes.imageTooLarge, en.errors.image.tooLarge);
  if (files.length > 1) throw validationFailed([{ field: 'file', message: 'events.server.oneImageOnly' }]);
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  if (!includes(IMAGE_MIME_TYPES, file.type) || !includes(IMAGE_EXTENSIONS, extension)) {
    throw errorResponse(400, platformErrorCodes.imageInvalid, en.errors.image.invalid);
  }
  return keepUpload(file);
}

/** The files of the multipart field `file`, as the server reads them (other fields are ignored). */
async function readUploadedFiles(request: Request): Promise<File[]> {
  try {
    return (await request.formData()).getAll('file').filter((part): part is File => part instanceof Blob);
  } catch {
    return []; // not multipart: no file
  }
}

/** Keeps the upload under a server-like /media path, as the large variant storeImage would give (not resized here). */
async function keepUpload(file: File): Promise<string> {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const extension = file.type === 'image/jpeg' ? 'jpg' : file.type.slice('image/'.length);
  const path = `/media/images/${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}-large.${extension}`;
  const image = new Blob([await file.arrayBuffer()], { type: file.type });
  if (image.size <= PERSISTED_UPLOAD_BYTES) {
    store.images[path] = `data:${image.type};base64,${base64(new Uint8Array(await image.arrayBuffer()))}`;
    saveStore();
  } else {
    uploadsInMemory.set(path, image);
  }
  return path;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

function blobOf(dataUrl: string): Blob {
  const [, type = '', data = ''] = /^data:([^;]*);base64,(.*)$/.exec(dataUrl) ?? [];
  return new Blob([Uint8Array.from(atob(data), (char) => char.charCodeAt(0))], { type });
}

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** ISO 8601 in UTC without milliseconds, as the server answers dates. */
export function isoInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
