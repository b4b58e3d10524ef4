import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { NgoLoginResponse } from '@/contract/accounts';
import * as schema from '@/server/db/schema';
import { approvedNgo, bearer, nextAddress, signedInVolunteer, type TestAdmin, type TestNgo, type TestVolunteer } from './accounts';
import { createEvent, decide, endEvent, setEventStatus } from './events';
import { multipartImage } from './openapi';

// The world the role matrix (server/platform/role-matrix.test.ts) calls every operation in: an owner
// NGO with a row of every kind, another NGO, the administrator and a volunteer; and which of the
// owner's ids each path and upload form names.
type NgoAccount = TestNgo & NgoLoginResponse;

/** What a path names, by resource (the segment before the parameter and the parameter). */
export const OWNER_IDS_BY_RESOURCE: Record<string, (world: World) => number | string> = {
  // A rejected series original: every NGO action on an event (update, submit, delete) allows it.
  'events/{id}': (world) => world.events.series,
  'organizers/{ngoId}': (world) => world.owner.id,
  'ngos/{id}': (world) => world.owner.id,
  // The volunteer's own application (issue 14): nobody else may read or withdraw it.
  'applications/{id}': (world) => world.application,
  // The owner's own social link and contact (issue 15).
  'social-media/{id}': (world) => world.socialLink,
  'contacts/{id}': (world) => world.contact,
  // Issue 17: the volunteer's private calendar feed, which anyone holding its address reads.
  'calendar/{token}': (world) => world.calendarToken,
  // Issue 18: a message of the outbox that failed for good (the administrator retries it).
  'mail/{id}': (world) => world.failedMail,
};

/** Operations that name another id of a resource than the table above: a rating names the volunteer's completed application (issue 15). */
export const OWNER_IDS_BY_OPERATION: Record<string, Record<string, (world: World) => number>> = {
  'POST /api/volunteer/applications/{id}/rating/': { 'applications/{id}': (world) => world.completed },
  // Issue 16: a photo of the pending event's gallery (the series original is deleted before it).
  'DELETE /api/events/{id}/gallery/{photoId}/delete/': {
    'events/{id}': (world) => world.events.pending,
    'gallery/{photoId}': (world) => world.photos.event,
  },
  'DELETE /api/portal/gallery/{id}/': { 'gallery/{id}': (world) => world.photos.ngo },
};

/** Issue 16: the text fields of the owner's uploads, naming the owner's event and NGO (another caller must get neither). */
export const MULTIPART_FIELDS: Record<string, (world: World) => Record<string, string>> = {
  'POST /api/event/photos/upload': (world) => ({ event_id: String(world.events.pending), caption: 'Planting day' }),
  'POST /api/ngo/photos/upload': (world) => ({ ngo_id: String(world.owner.id), caption: 'Our team' }),
};

/**
 * Under /api/public/ an event is the owner's published one: anyone reads it, a volunteer applies to
 * it; an NGO is the owner, whose public page (issue 15) must never show its private contact (the marker).
 */
export const PUBLIC_IDS_BY_RESOURCE: Record<string, (world: World) => number> = {
  'events/{id}': (world) => world.events.published,
  'ngos/{id}': (world) => world.owner.id,
};

export type World = {
  owner: NgoAccount;
  other: NgoAccount;
  admin: TestAdmin;
  volunteer: TestVolunteer;
  /** The volunteer's application to the published event. */
  application: number;
  /** Another volunteer's accepted application to the owner's ended event: the owner marks attendance on it. */
  attended: number;
  /** The volunteer's completed application to the owner's ended event: the volunteer rates it (issue 15). */
  completed: number;
  /** Text only the owner's unpublished events carry: nobody else may ever read it. */
  marker: string;
  events: { series: number; draft: number; pending: number; approved: number; published: number };
  socialLink: number;
  /** A contact whose name is the private marker. */
  contact: number;
  /** Issue 16: a photo of the pending event's gallery, captioned with the marker, and one of the owner's own gallery. */
  photos: { event: number; ngo: number };
  /** Issue 17: the token of the volunteer's private calendar feed. */
  calendarToken: string;
  /** Issue 18: a failed message to the owner. */
  failedMail: number;
};

/** An owner NGO with events in every status and a rejected weekly series, and another NGO; both approved and signed in. */
export async function newWorld(app: FastifyInstance, admin: TestAdmin): Promise<World> {
  const owner = await approvedNgo(app, admin);
  const other = await approvedNgo(app, admin);
  const marker = `owner-private-${randomUUID()}`;
  const named = (status: string) => ({ eventName: `${status} ${marker}`, eventDescription: `Not public yet: ${marker}` });

  const series = await createEvent(app, owner, { ...named('series'), recurrence_type: 'weekly', recurrence_end_date: '2030-06-01' });
  await decide(app, admin, series.id, 'reject');
  const draft = await createEvent(app, owner, named('draft'));
  await setEventStatus(app, draft.id, 'draft');
  const pending = await createEvent(app, owner, named('pending'));
  // Approved and published events are public (SPEC §4; GET /api/public/events/): no private marker.
  const approved = await createEvent(app, owner, { eventName: 'Approved clean-up' });
  await decide(app, admin, approved.id, 'approve');
  const published = await createEvent(app, owner, { eventName: 'Published clean-up' });
  await decide(app, admin, published.id, 'approve');
  await decide(app, admin, published.id, 'publish');
  const volunteer = await signedInVolunteer(app);
  const applied = await app.inject({ method: 'POST', url: `/api/public/events/${published.id}/apply/`, headers: bearer(volunteer.access), payload: {} });
  expect(applied.statusCode, applied.body).toBe(201);
  const ended = await createEvent(app, owner, { eventName: 'Ended clean-up' });
  await decide(app, admin, ended.id, 'approve');
  const attendee = await signedInVolunteer(app);
  const attending = await app.inject({ method: 'POST', url: `/api/public/events/${ended.id}/apply/`, headers: bearer(attendee.access), payload: {} });
  expect(attending.statusCode, attending.body).toBe(201);
  const attended = (attending.json() as { id: number }).id;
  const attendedByVolunteer = await app.inject({ method: 'POST', url: `/api/public/events/${ended.id}/apply/`, headers: bearer(volunteer.access), payload: {} });
  expect(attendedByVolunteer.statusCode, attendedByVolunteer.body).toBe(201);
  const completed = (attendedByVolunteer.json() as { id: number }).id;
  await endEvent(app, ended.id);
  await app.db.update(schema.applications).set({ status: 'completed' }).where(eq(schema.applications.id, completed));
  await app.db.update(schema.applications).set({ status: 'accepted' }).where(eq(schema.applications.id, attended));
  const [socialLink] = await app.db
    .insert(schema.socialLinks)
    .values({ ngoId: owner.id, platform: 'instagram', url: 'https://instagram.com/owner' })
    .returning({ id: schema.socialLinks.id });
  const [contact] = await app.db
    .insert(schema.contacts)
    .values({ ngoId: owner.id, name: marker, contactType: 'email', contactInfo: 'owner@example.org' })
    .returning({ id: schema.contacts.id });
  const photos = { event: await uploadedPhoto(app, owner, { event_id: String(pending.id), caption: marker }), ngo: await uploadedPhoto(app, owner, {}) };
  const feed = await app.inject({ method: 'POST', url: '/api/volunteer/calendar/', headers: bearer(volunteer.access) });
  expect(feed.statusCode, feed.body).toBe(201);
  const [failedMail] = await app.db
    .insert(schema.mailOutbox)
    .values({ kind: 'event_approved', userId: owner.user_id, recipient: owner.email, language: 'en', data: { event: marker }, status: 'failed', attempts: 8 })
    .returning({ id: schema.mailOutbox.id });
  return {
    failedMail: failedMail!.id,
    calendarToken: /\/api\/calendar\/(.+)\.ics$/.exec((feed.json() as { url: string }).url)![1]!,
    photos,
    socialLink: socialLink!.id,
    contact: contact!.id,
    owner,
    other,
    admin,
    volunteer,
    application: (applied.json() as { id: number }).id,
    attended,
    completed,
    marker,
    events: { series: series.id, draft: draft.id, pending: pending.id, approved: approved.id, published: published.id },
  };
}

/** A photo uploaded by the owner to an event's gallery (event_id) or its own. */
async function uploadedPhoto(app: FastifyInstance, owner: NgoAccount, fields: Record<string, string>): Promise<number> {
  const { payload, headers } = await multipartImage(fields);
  const url = fields.event_id ? '/api/event/photos/upload' : '/api/ngo/photos/upload';
  const response = await app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(owner.access) }, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Array<{ id: number }>)[0]!.id;
}
