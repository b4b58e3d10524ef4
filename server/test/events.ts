/**
 * Events for server tests, made through the public API as the NGO's browser would:
 *
 *   const ngo = await approvedNgo(t.app, admin);
 *   const event = await createEvent(t.app, ngo, { recurrence_type: 'weekly' });
 *   await decide(t.app, admin, event.id, 'approve');     // the administrator's review call
 *   await setEventStatus(t.app, event.id, 'draft');      // a state no call makes (new events are pending)
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { eventEnvelopeSchema, type Event, type EventDecision, type EventPayload, type EventStatus } from '@/contract/events';
import { events } from '@/server/db/schema';
import { bearer } from './accounts';

/** A valid SPEC §7 event payload: a four-hour volunteering morning with two teams. */
export function eventPayload(overrides: Partial<EventPayload> = {}): EventPayload {
  return {
    eventName: 'River clean-up',
    eventDescription: 'We clear the banks of the Ljubljanica of litter.',
    startDate: '2030-05-04 08:00:00Z',
    endDate: '2030-05-04 12:00:00Z',
    markerType: 1,
    main_image_url: '',
    people_needed: 12,
    event_xp: 50,
    focus_teams_data: [1, 2],
    competences_data: ['Teamwork', 'Outdoor work'],
    location: { latitude: 46.0511, longitude: 14.5051, text: 'Ljubljanica embankment, Ljubljana' },
    recurrence_type: 'none',
    recurrence_interval: 1,
    ...overrides,
  };
}

/** The caller of the event calls: an NGO or an administrator, by their access token. */
export type Caller = { access: string };

/** POST /api/events/create/, answering the raw response. */
export function postEvent(app: FastifyInstance, caller: Caller, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/events/create/', headers: bearer(caller.access), payload: payload as object });
}

/** Creates an event (201) and answers it as the server does. */
export async function createEvent(app: FastifyInstance, ngo: Caller, overrides: Partial<EventPayload> = {}): Promise<Event> {
  const response = await postEvent(app, ngo, eventPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return eventEnvelopeSchema.parse(response.json()).data;
}

/** GET /api/events/{id}/ as this caller. */
export function getEvent(app: FastifyInstance, caller: Caller, id: number | string) {
  return app.inject({ url: `/api/events/${id}/`, headers: bearer(caller.access) });
}

/** GET /api/events/organizers/{ngoId}/manage/ as this caller. */
export function getNgoEvents(app: FastifyInstance, caller: Caller, ngoId: number | string) {
  return app.inject({ url: `/api/events/organizers/${ngoId}/manage/`, headers: bearer(caller.access) });
}

/** A status set straight in the database: for drafts (no call makes one) and for tests about something else than review. */
export async function setEventStatus(
  app: FastifyInstance,
  ids: number | number[],
  status: EventStatus,
  review: { rejectionReason?: string; adminNotes?: string; submittedAt?: Date; reviewedAt?: Date } = {},
): Promise<void> {
  await app.db
    .update(events)
    .set({ status, ...review })
    .where(inArray(events.id, Array.isArray(ids) ? ids : [ids]));
}

/** The rows of a series parent's occurrences, by start. */
export async function occurrencesOf(app: FastifyInstance, parentId: number) {
  return app.db.select().from(events).where(eq(events.parentEvent, parentId)).orderBy(events.startDate);
}

/** POST /api/super-admin/events/{id}/{decision}/ as this caller, answering the raw response. */
export function postDecision(app: FastifyInstance, caller: Caller, id: number | string, decision: EventDecision, body?: object) {
  return app.inject({ method: 'POST', url: `/api/super-admin/events/${id}/${decision}/`, headers: bearer(caller.access), payload: body });
}

/** The administrator's decision (200), answering the decided event. */
export async function decide(app: FastifyInstance, admin: Caller, id: number, decision: EventDecision, body?: object): Promise<Event> {
  const response = await postDecision(app, admin, id, decision, body ?? (decision === 'reject' ? { rejection_reason: 'Not yet' } : undefined));
  expect(response.statusCode, response.body).toBe(200);
  return eventEnvelopeSchema.parse(response.json()).data;
}

/** An event the public sees (issue 14): created, approved, and published when asked. */
export async function publicEvent(
  app: FastifyInstance,
  admin: Caller,
  ngo: Caller,
  overrides: Partial<EventPayload> = {},
  published = false,
): Promise<Event> {
  const event = await createEvent(app, ngo, overrides);
  const approved = await decide(app, admin, event.id, 'approve');
  return published ? decide(app, admin, event.id, 'publish') : approved;
}

/** An event's dates moved into the past straight in the database (no call saves an ended event). */
export async function endEvent(app: FastifyInstance, id: number): Promise<void> {
  await app.db
    .update(events)
    .set({ startDate: new Date(Date.now() - 2 * 86_400_000), endDate: new Date(Date.now() - 86_400_000) })
    .where(eq(events.id, id));
}

/** POST /api/public/events/{id}/apply/ as this caller (null: anonymous), answering the raw response. */
export function postApplication(app: FastifyInstance, caller: Caller | null, id: number | string, body?: object) {
  return app.inject({ method: 'POST', url: `/api/public/events/${id}/apply/`, headers: caller ? bearer(caller.access) : {}, payload: body });
}
