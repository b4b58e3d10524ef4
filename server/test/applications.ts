/**
 * The NGO's application calls for server tests (issue 14), made through the API as the SPA would:
 *
 *   const world = await applicationsWorld(t.app, admin);      // an NGO, an event, volunteers who applied
 *   const response = await portalUpdate(t.app, world.ngo, id, 'accepted');
 *   await setApplicationStatus(t.app, id, 'completed');       // a state set straight in the database
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { volunteerApplicationSchema, type ApplicationStatus } from '@/contract/applications';
import type { EventPayload } from '@/contract/events';
import { applications, volunteerProfiles } from '@/server/db/schema';
import { bearer, callAs, signedInVolunteer, type TestVolunteer } from './accounts';
import { endEvent, postApplication, publicEvent, type Caller } from './events';

/** GET on a portal URL as this caller (null: anonymous), in a language when asked. */
export function portalGet(app: FastifyInstance, caller: Caller | null, url: string, language?: string) {
  return callAs(app, caller, 'GET', url, undefined, language);
}

/** PUT /api/portal/applications/{id}/update/ as this caller. */
export function portalUpdate(app: FastifyInstance, caller: Caller | null, id: number | string, status: string) {
  return app.inject({ method: 'PUT', url: `/api/portal/applications/${id}/update/`, headers: caller ? bearer(caller.access) : {}, payload: { status } });
}

/** POST one of the bulk calls (bulk-update, attendance, attendance/undo) as this caller. */
export function portalBulk(app: FastifyInstance, caller: Caller | null, call: 'bulk-update' | 'attendance' | 'attendance/undo', body: object) {
  return app.inject({ method: 'POST', url: `/api/portal/applications/${call}/`, headers: caller ? bearer(caller.access) : {}, payload: body });
}

/** The volunteer applies to the event (201), answering the application's id. */
export async function applyTo(app: FastifyInstance, volunteer: TestVolunteer, eventId: number): Promise<number> {
  const response = await postApplication(app, volunteer, eventId);
  expect(response.statusCode, response.body).toBe(201);
  return volunteerApplicationSchema.parse(response.json()).id;
}

/** A public event of the NGO with `count` new volunteers applied to it, answering the event and the application ids in order. */
export async function eventWithApplicants(
  app: FastifyInstance,
  admin: Caller,
  ngo: Caller,
  count: number,
  overrides: Partial<EventPayload> = {},
): Promise<{ eventId: number; applicationIds: number[]; volunteers: TestVolunteer[] }> {
  const event = await publicEvent(app, admin, ngo, overrides);
  const volunteers: TestVolunteer[] = [];
  const applicationIds: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const volunteer = await signedInVolunteer(app);
    volunteers.push(volunteer);
    applicationIds.push(await applyTo(app, volunteer, event.id));
  }
  return { eventId: event.id, applicationIds, volunteers };
}

/** A public event of the NGO that ended, with `count` new volunteers accepted and marked attended through the API (the event's XP each). */
export async function attendedEvent(app: FastifyInstance, admin: Caller, ngo: Caller, count: number, xp: number) {
  const world = await eventWithApplicants(app, admin, ngo, count, { event_xp: xp });
  for (const id of world.applicationIds) expect((await portalUpdate(app, ngo, id, 'accepted')).statusCode).toBe(200);
  await endEvent(app, world.eventId);
  const marked = await portalBulk(app, ngo, 'attendance', { application_ids: world.applicationIds });
  expect(marked.statusCode, marked.body).toBe(200);
  return world;
}

/** Statuses set straight in the database (a test about something else than the calls that set them). */
export async function setApplicationStatus(app: FastifyInstance, ids: number | number[], status: ApplicationStatus): Promise<void> {
  await app.db
    .update(applications)
    .set({ status })
    .where(inArray(applications.id, [ids].flat()));
}

/** The application's status as the database holds it. */
export async function applicationStatus(app: FastifyInstance, id: number): Promise<ApplicationStatus | undefined> {
  const [row] = await app.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
  return row?.status;
}

/** The volunteer's total XP as the database holds it. */
export async function totalXp(app: FastifyInstance, volunteer: { user_id: number }): Promise<number> {
  const [row] = await app.db.select({ totalXp: volunteerProfiles.totalXp }).from(volunteerProfiles).where(eq(volunteerProfiles.userId, volunteer.user_id));
  return row?.totalXp ?? 0;
}
