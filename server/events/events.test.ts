import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventEnvelopeSchema,
  eventFiltersSchema,
  eventListSchema,
  eventSchema,
  TEAMS,
  type EventStatus,
} from '@/contract/events';
import { users } from '@/server/db/schema';
import { signAccessToken } from '@/server/platform/auth';
import { approvedNgo, bearer, createAdmin, registerNgo, suspendNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, eventPayload, getEvent, getNgoEvents, postEvent, setEventStatus, type Caller } from '@/server/test/events';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe.each(testDatabases)('NGO events on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: Awaited<ReturnType<typeof approvedNgo>>;
  let other: Awaited<ReturnType<typeof approvedNgo>>;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin);
    other = await approvedNgo(t.app, admin);
  });

  const update = (caller: Caller, id: number | string, payload: unknown = eventPayload()) =>
    t.app.inject({ method: 'PUT', url: `/api/events/${id}/update/`, headers: bearer(caller.access), payload: payload as object });
  const remove = (caller: Caller, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/events/${id}/delete/`, headers: bearer(caller.access) });
  const submit = (caller: Caller, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/events/${id}/submit/`, headers: bearer(caller.access) });

  describe('create and read', () => {
    it('creates a pending event submitted now and answers it under data, as GET /api/events/{id}/ reads it', async () => {
      const before = Date.now();
      const response = await postEvent(t.app, ngo, eventPayload());
      expect(response.statusCode).toBe(201);
      const { data } = eventEnvelopeSchema.parse(response.json());

      expect(data).toMatchObject({
        eventName: 'River clean-up',
        startDate: '2030-05-04T08:00:00Z',
        endDate: '2030-05-04T12:00:00Z',
        markerType: 1,
        status: 'pending',
        rejection_reason: null,
        admin_notes: null,
        main_image_url: null,
        people_needed: 12,
        people_applied: 0,
        event_xp: 50,
        location: { latitude: 46.0511, longitude: 14.5051, text: 'Ljubljanica embankment, Ljubljana' },
        recurrence_type: 'none',
        recurrence_interval: 1,
        recurrence_end_date: null,
        time_zone: 'UTC',
        is_recurring_instance: false,
        parent_event: null,
        organized_by: ngo.ngo_id,
        organized_by_name: ngo.ngo_name,
        reviewed_at: null,
      });
      expect(data.created).toMatch(ISO_INSTANT);
      expect(data.submitted_at).toMatch(ISO_INSTANT);
      expect(Date.parse(data.submitted_at!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

      const read = await getEvent(t.app, ngo, data.id);
      expect(read.statusCode).toBe(200);
      expect(eventSchema.parse(read.json())).toEqual(data);
    });

    it('maps the SPEC §7 payload: one team id as a list, competences as comma text, wire dates, no end date, organized_by from the token', async () => {
      const event = await createEvent(t.app, ngo, {
        focus_teams_data: 3 as unknown as number[],
        competences_data: ['First aid', 'Driving licence'],
        startDate: '2030-07-01 17:30:00Z',
        endDate: '2030-07-01 19:00:00Z',
        recurrence_type: 'weekly',
        recurrence_end_date: undefined,
        organized_by: other.ngo_id,
      });
      expect(event).toMatchObject({
        focus_teams: ['Health and medical'],
        focus_teams_data: [3],
        competences: 'First aid, Driving licence',
        startDate: '2030-07-01T17:30:00Z',
        endDate: '2030-07-01T19:00:00Z',
        recurrence_type: 'weekly',
        recurrence_end_date: null,
        organized_by: ngo.ngo_id,
        organized_by_name: ngo.ngo_name,
      });
      expect((await getEvent(t.app, other, event.id)).statusCode).toBe(404);
    });

    it('reads the teams by id whatever order they were sent in, and competences sent as text', async () => {
      const event = await createEvent(t.app, ngo, { focus_teams_data: [13, 5, 1, 5], competences_data: 'Cooking, Patience' });
      expect(event.focus_teams_data).toEqual([1, 5, 13]);
      expect(event.focus_teams).toEqual(['Environmental', 'Humanitarian and emergency response', 'Other']);
      expect(event.competences).toBe('Cooking, Patience');
    });

    it("lists only the NGO's own events, by start date then id", async () => {
      const owner = await approvedNgo(t.app, admin);
      const late = await createEvent(t.app, owner, { startDate: '2031-01-10 09:00:00Z', endDate: '2031-01-10 10:00:00Z' });
      const early = await createEvent(t.app, owner, { startDate: '2030-01-10 09:00:00Z', endDate: '2030-01-10 10:00:00Z' });
      const sameStart = await createEvent(t.app, owner, { startDate: '2030-01-10 09:00:00Z', endDate: '2030-01-10 11:00:00Z' });
      await createEvent(t.app, other);

      const response = await getNgoEvents(t.app, owner, owner.ngo_id);
      expect(response.statusCode).toBe(200);
      const list = eventListSchema.parse(response.json());
      expect(list.map((event) => event.id)).toEqual([early.id, sameStart.id, late.id]);
      expect(list[0]).toEqual(early);
    });

    it('answers an NGO without events an empty list', async () => {
      const newcomer = await approvedNgo(t.app, admin);
      const response = await getNgoEvents(t.app, newcomer, newcomer.ngo_id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('answers the 13 SPEC §3 teams by id to NGOs and administrators', async () => {
      const expected = { teams: TEAMS.map((team, index) => ({ id: index + 1, name: team.name, code: team.code })) };
      for (const caller of [ngo, admin]) {
        const response = await t.app.inject({ url: '/api/events/filters/?_t=1', headers: bearer(caller.access) });
        expect(response.statusCode).toBe(200);
        expect(eventFiltersSchema.parse(response.json())).toEqual(expected);
      }
    });
  });

  describe('ownership', () => {
    it("answers another NGO's event exactly like an unknown one, for every call, and changes nothing", async () => {
      const event = await createEvent(t.app, ngo);
      const unknown = 2_000_000_000;
      const pairs = [
        [getEvent(t.app, other, event.id), getEvent(t.app, other, unknown)],
        [update(other, event.id), update(other, unknown)],
        [remove(other, event.id), remove(other, unknown)],
        [submit(other, event.id), submit(other, unknown)],
        [getNgoEvents(t.app, other, ngo.ngo_id), getNgoEvents(t.app, other, 987_654)],
      ];
      for (const [theirs, missing] of pairs) {
        const [a, b] = await Promise.all([theirs, missing]);
        expect(a!.statusCode).toBe(404);
        expect(a!.json()).toEqual({ code: 'event_not_found', error: 'Event not found' });
        expect(b!.statusCode).toBe(404);
        expect(b!.json()).toEqual(a!.json());
      }
      expect((await getEvent(t.app, ngo, event.id)).json()).toEqual(event);
    });

    it('answers 404 event_not_found, not 400, for an id that is not a positive integer', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
        for (const response of [await getEvent(t.app, ngo, id), await update(ngo, id), await remove(ngo, id), await submit(ngo, id), await getNgoEvents(t.app, ngo, id)]) {
          expect(response.statusCode, id).toBe(404);
          expect(response.json()).toMatchObject({ code: 'event_not_found' });
        }
      }
    });

    it('lets the super administrator read any event', async () => {
      const event = await createEvent(t.app, other);
      const response = await getEvent(t.app, admin, event.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(event);
      expect((await getEvent(t.app, admin, 2_000_000_000)).statusCode).toBe(404);
    });
  });

  describe('who may call', () => {
    const ngoOnly = (id: number, ngoId: number) =>
      [
        ['GET', `/api/events/organizers/${ngoId}/manage/`],
        ['POST', '/api/events/create/'],
        ['PUT', `/api/events/${id}/update/`],
        ['DELETE', `/api/events/${id}/delete/`],
        ['POST', `/api/events/${id}/submit/`],
      ] as const;
    // The upload serves the administrator's edit too (issue 5).
    const anyUser = (id: number) =>
      [
        ['GET', `/api/events/${id}/`],
        ['GET', '/api/events/filters/'],
        ['POST', '/api/event/main-image/upload'],
      ] as const;

    it('answers 401 unauthenticated without a token on every call', async () => {
      const event = await createEvent(t.app, ngo);
      for (const [method, url] of [...ngoOnly(event.id, ngo.ngo_id), ...anyUser(event.id)]) {
        const response = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toMatchObject({ code: 'unauthenticated' });
      }
    });

    it('answers 403 forbidden to the super administrator on the NGO calls', async () => {
      const event = await createEvent(t.app, ngo);
      for (const [method, url] of ngoOnly(event.id, ngo.ngo_id)) {
        const response = await t.app.inject({ method, url, headers: bearer(admin.access), payload: method === 'GET' || method === 'DELETE' ? undefined : eventPayload() });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      expect((await getEvent(t.app, ngo, event.id)).json()).toEqual(event);
    });

    it('answers 403 to a pending or suspended NGO on every call, also those open to any user', async () => {
      const pending = await registerNgo(t.app, admin);
      const [user] = await t.app.db.select().from(users).where(eq(users.email, pending.email));
      const pendingToken = await signAccessToken(t.app.secrets.jwt, { id: user!.id, type: 'ngo', ngoId: pending.id });
      const suspended = await approvedNgo(t.app, admin);
      const event = await createEvent(t.app, suspended);
      await suspendNgo(t.app, admin, suspended.ngo_id);

      for (const [caller, ngoId] of [
        [{ access: pendingToken }, pending.id],
        [suspended, suspended.ngo_id],
      ] as const) {
        for (const [method, url] of [...ngoOnly(event.id, ngoId), ...anyUser(event.id)]) {
          const response = await t.app.inject({ method, url, headers: bearer(caller.access), payload: method === 'GET' || method === 'DELETE' ? undefined : eventPayload() });
          expect(response.statusCode, url).toBe(403);
          expect(response.json()).toMatchObject({ code: 'forbidden' });
        }
      }
    });
  });

  describe('status rules (SPEC §4)', () => {
    it('edits only pending and rejected events, keeping their status', async () => {
      for (const status of ['pending', 'rejected'] as const) {
        const event = await createEvent(t.app, ngo);
        await setEventStatus(t.app, event.id, status);
        const response = await update(ngo, event.id, eventPayload({ eventName: `Edited while ${status}`, people_needed: 4 }));
        expect(response.statusCode, response.body).toBe(200);
        const { data } = eventEnvelopeSchema.parse(response.json());
        expect(data).toMatchObject({ id: event.id, eventName: `Edited while ${status}`, people_needed: 4, status });
        expect(data.submitted_at).toBe(event.submitted_at);
        expect((await getEvent(t.app, ngo, event.id)).json()).toEqual(data);
      }
    });

    it.each(['approved', 'published', 'draft'] as const)('refuses to edit a %s event with 409 event_not_editable', async (status) => {
      const event = await createEvent(t.app, ngo);
      await setEventStatus(t.app, event.id, status);
      const response = await update(ngo, event.id, eventPayload({ eventName: 'Sneaky edit' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'event_not_editable', error: 'Only pending or rejected events can be edited.' });
      expect((await getEvent(t.app, ngo, event.id)).json()).toMatchObject({ eventName: 'River clean-up', status });
    });

    it.each(['draft', 'rejected'] as const)('submits a %s event: pending, submitted now, rejection reason cleared, notes kept', async (status) => {
      const event = await createEvent(t.app, ngo);
      const lastWeek = new Date(Date.now() - 7 * 24 * 3600 * 1000);
      await setEventStatus(t.app, event.id, status, { rejectionReason: 'Add the meeting point', adminNotes: 'Looks promising', submittedAt: lastWeek });
      const before = Date.now();
      const response = await submit(ngo, event.id);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = eventEnvelopeSchema.parse(response.json());
      expect(data).toMatchObject({ id: event.id, status: 'pending', rejection_reason: null, admin_notes: 'Looks promising' });
      expect(Date.parse(data.submitted_at!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    });

    it.each(['pending', 'approved', 'published'] as const)('refuses to submit a %s event with 409 event_not_submittable', async (status) => {
      const event = await createEvent(t.app, ngo);
      await setEventStatus(t.app, event.id, status);
      const response = await submit(ngo, event.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'event_not_submittable' });
      expect((await getEvent(t.app, ngo, event.id)).json()).toMatchObject({ status, submitted_at: event.submitted_at });
    });

    it.each(['pending', 'draft', 'rejected'] as const)('deletes a %s event: 204, then it is gone', async (status: EventStatus) => {
      const event = await createEvent(t.app, ngo);
      await setEventStatus(t.app, event.id, status);
      const response = await remove(ngo, event.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await getEvent(t.app, ngo, event.id)).statusCode).toBe(404);
      expect((await remove(ngo, event.id)).statusCode).toBe(404);
      expect((await getNgoEvents(t.app, ngo, ngo.ngo_id)).json().map((e: { id: number }) => e.id)).not.toContain(event.id);
    });

    it.each(['approved', 'published'] as const)('refuses to delete a %s event with 409 event_not_deletable', async (status) => {
      const event = await createEvent(t.app, ngo);
      await setEventStatus(t.app, event.id, status);
      const response = await remove(ngo, event.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'event_not_deletable',
        error: 'Approved and published events cannot be deleted. Please contact the administrator.',
      });
      expect((await getEvent(t.app, ngo, event.id)).statusCode).toBe(200);
    });
  });

  it('documents every event call in the OpenAPI document, tagged events, with bearer security', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    const calls = {
      '/api/events/organizers/{ngoId}/manage/': 'get',
      '/api/events/{id}/': 'get',
      '/api/events/filters/': 'get',
      '/api/events/create/': 'post',
      '/api/events/{id}/update/': 'put',
      '/api/events/{id}/delete/': 'delete',
      '/api/events/{id}/submit/': 'post',
      '/api/event/main-image/upload': 'post',
    } as const;
    for (const [path, method] of Object.entries(calls)) {
      expect(paths[path]?.[method], path).toBeDefined();
      expect(paths[path][method].tags).toEqual(['events']);
      expect(paths[path][method].security).toEqual(expect.arrayContaining([{ bearer: ['ngo'] }]));
    }
    expect(paths['/api/events/create/'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('focus_teams_data');
  });
});
