import { beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, type EventDecision, type EventStatus } from '@/contract/events';
import { approvedNgo, bearer, createAdmin, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, decide, eventPayload, getEvent, occurrencesOf, postDecision, setEventStatus } from '@/server/test/events';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe.each(testDatabases)('event moderation by the super administrator on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: Awaited<ReturnType<typeof approvedNgo>>;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin);
  });

  const read = async (id: number) => eventSchema.parse((await getEvent(t.app, ngo, id)).json());
  const edit = (access: string, id: number | string, payload: unknown = eventPayload()) =>
    t.app.inject({ method: 'PUT', url: `/api/super-admin/events/${id}/edit/`, headers: bearer(access), payload: payload as object });

  describe('decisions', () => {
    it('approves a pending event: approved, reviewed now, the notes kept for the NGO, an old rejection reason cleared', async () => {
      const event = await createEvent(t.app, ngo);
      await setEventStatus(t.app, event.id, 'pending', { rejectionReason: 'From an earlier review' });
      const before = Math.floor(Date.now() / 1000) * 1000;

      const approved = await decide(t.app, admin, event.id, 'approve', { admin_notes: '  Looks good, thank you.  ' });

      expect(approved).toMatchObject({ id: event.id, status: 'approved', admin_notes: 'Looks good, thank you.', rejection_reason: null });
      expect(approved.reviewed_at).toMatch(ISO_INSTANT);
      expect(Date.parse(approved.reviewed_at!)).toBeGreaterThanOrEqual(before);
      expect(await read(event.id)).toEqual(approved);
    });

    it('rejects a pending event with a reason and notes, which the NGO reads on its event', async () => {
      const event = await createEvent(t.app, ngo);
      const rejected = await decide(t.app, admin, event.id, 'reject', {
        rejection_reason: ' Please add the meeting point. ',
        admin_notes: 'Otherwise fine.',
      });
      expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the meeting point.', admin_notes: 'Otherwise fine.' });
      expect(rejected.reviewed_at).toMatch(ISO_INSTANT);
      expect(await read(event.id)).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the meeting point.', admin_notes: 'Otherwise fine.' });
    });

    it('publishes an approved event, and approve and publish take no body at all', async () => {
      const event = await createEvent(t.app, ngo);
      await decide(t.app, admin, event.id, 'approve');
      const published = await decide(t.app, admin, event.id, 'publish');
      expect(published).toMatchObject({ status: 'published', admin_notes: null, rejection_reason: null });
    });

    it('keeps the notes when admin_notes is left out, replaces them when given and clears them with an empty text', async () => {
      const event = await createEvent(t.app, ngo);
      expect((await decide(t.app, admin, event.id, 'approve', { admin_notes: 'First note' })).admin_notes).toBe('First note');
      expect((await decide(t.app, admin, event.id, 'publish', {})).admin_notes).toBe('First note');
      const other = await createEvent(t.app, ngo);
      await decide(t.app, admin, other.id, 'approve', { admin_notes: 'Note' });
      expect((await decide(t.app, admin, other.id, 'publish', { admin_notes: '   ' })).admin_notes).toBeNull();
    });

    // SPEC §4: approve or reject only when pending; publish only when approved.
    const refusals: Array<[EventDecision, EventStatus, string]> = [
      ['approve', 'draft', 'event_not_pending'],
      ['approve', 'approved', 'event_not_pending'],
      ['approve', 'rejected', 'event_not_pending'],
      ['approve', 'published', 'event_not_pending'],
      ['reject', 'draft', 'event_not_pending'],
      ['reject', 'approved', 'event_not_pending'],
      ['reject', 'rejected', 'event_not_pending'],
      ['reject', 'published', 'event_not_pending'],
      ['publish', 'draft', 'event_not_approved'],
      ['publish', 'pending', 'event_not_approved'],
      ['publish', 'rejected', 'event_not_approved'],
      ['publish', 'published', 'event_not_approved'],
    ];
    it.each(refusals)('refuses to %s a %s event with 409 %s and changes nothing', async (decision, status, code) => {
      const event = await createEvent(t.app, ngo);
      await setEventStatus(t.app, event.id, status, { adminNotes: 'Unchanged' });
      const before = await read(event.id);

      const response = await postDecision(t.app, admin, event.id, decision, { rejection_reason: 'Some reason', admin_notes: 'New' });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code,
        error:
          code === 'event_not_pending'
            ? 'Only an event pending review can be approved or rejected.'
            : 'Only an approved event can be published.',
      });
      expect(await read(event.id)).toEqual(before);
    });

    it.each([[{}], [{ rejection_reason: '' }], [{ rejection_reason: '   ' }], [{ rejection_reason: null, admin_notes: 'Only notes' }], [undefined]])(
      "refuses to reject without a reason (%j): 400 'Rejection reason is required', the event stays pending",
      async (body) => {
        const event = await createEvent(t.app, ngo);
        const response = await postDecision(t.app, admin, event.id, 'reject', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'validation_failed',
          error: 'rejection_reason: Rejection reason is required',
          fields: { rejection_reason: ['Rejection reason is required'] },
        });
        expect((await read(event.id)).status).toBe('pending');
      },
    );

    it('answers an unknown or malformed id with 404 event_not_found', async () => {
      for (const id of ['999999', 'abc', '0', '-1']) {
        const response = await postDecision(t.app, admin, id, 'approve');
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toMatchObject({ code: 'event_not_found' });
      }
    });

    it("a series original carries the decision to its dates that allow it; a date is decided alone", async () => {
      const series = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' });
      const [first, second, third] = await occurrencesOf(t.app, series.id);
      await setEventStatus(t.app, first!.id, 'rejected', { rejectionReason: 'Moved by the NGO' });

      // One date alone: only it changes.
      await decide(t.app, admin, second!.id, 'approve', { admin_notes: 'This week only' });
      expect((await read(third!.id)).status).toBe('pending');

      await decide(t.app, admin, series.id, 'reject', { rejection_reason: 'Wrong season', admin_notes: 'See reason' });
      const after = await occurrencesOf(t.app, series.id);
      expect(after.map((occurrence) => [occurrence.status, occurrence.rejectionReason])).toEqual([
        ['rejected', 'Moved by the NGO'], // already rejected: not pending, left as it was
        ['approved', null], // decided before, alone
        ['rejected', 'Wrong season'],
      ]);
      expect(after[2]!.reviewedAt).not.toBeNull();
    });

    it('after a rejection the NGO edits and resubmits: pending again, reason cleared, notes kept, back in the review queue', async () => {
      const event = await createEvent(t.app, ngo, { eventName: 'Resubmission walk' });
      await decide(t.app, admin, event.id, 'reject', { rejection_reason: 'Add the route', admin_notes: 'Keep it short' });
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}/update/`,
        headers: bearer(ngo.access),
        payload: eventPayload({ eventName: 'Resubmission walk', eventDescription: 'Route: castle, river, park.' }),
      });
      expect(update.statusCode, update.body).toBe(200);
      const submit = await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/submit/`, headers: bearer(ngo.access) });
      expect(submit.statusCode).toBe(200);
      expect(submit.json().data).toMatchObject({ status: 'pending', rejection_reason: null, admin_notes: 'Keep it short' });

      const queue = await t.app.inject({ url: '/api/super-admin/events/pending/', headers: bearer(admin.access) });
      expect(queue.json().map((pending: { id: number }) => pending.id)).toContain(event.id);
      expect((await decide(t.app, admin, event.id, 'approve')).status).toBe('approved');
    });
  });

  describe('edit of any event', () => {
    it.each(['draft', 'pending', 'approved', 'rejected', 'published'] as const)(
      'edits a %s event: the fields change, its status, NGO and review stay',
      async (status) => {
        const event = await createEvent(t.app, ngo);
        await setEventStatus(t.app, event.id, status, { adminNotes: 'Review note', reviewedAt: new Date('2030-01-02T03:04:05Z') });

        const response = await edit(admin.access, event.id, eventPayload({ eventName: 'Corrected by the administrator', focus_teams_data: [4] }));

        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toMatchObject({
          id: event.id,
          eventName: 'Corrected by the administrator',
          focus_teams_data: [4],
          status,
          admin_notes: 'Review note',
          reviewed_at: '2030-01-02T03:04:05Z',
          organized_by: ngo.ngo_id,
        });
        expect((await read(event.id)).eventName).toBe('Corrected by the administrator');
      },
    );

    it("checks the form's rules as the NGO's update does, and changes nothing when they fail", async () => {
      const event = await createEvent(t.app, ngo);
      const response = await edit(admin.access, event.id, eventPayload({ eventName: ' ', focus_teams_data: [] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        eventName: ['Event name is required'],
        focus_teams: ['At least one team must be selected'],
      });
      expect((await read(event.id)).eventName).toBe(event.eventName);
    });

    it('answers an unknown event with 404', async () => {
      const response = await edit(admin.access, 999_999);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('event_not_found');
    });
  });

  describe('who may call', () => {
    const calls: Array<[string, string, object?]> = [
      ['GET', '/api/super-admin/events/'],
      ['GET', '/api/super-admin/events/pending/'],
      ['GET', '/api/super-admin/events/statistics/'],
      ['POST', '/api/super-admin/events/1/approve/', {}],
      ['POST', '/api/super-admin/events/1/publish/', {}],
      ['POST', '/api/super-admin/events/1/reject/', { rejection_reason: 'No' }],
      ['PUT', '/api/super-admin/events/1/edit/', eventPayload()],
      ['GET', '/api/super-admin/ngos/'],
      ['POST', '/api/super-admin/ngos/1/approve/'],
      ['POST', '/api/super-admin/ngos/1/suspend/'],
    ];

    it.each(calls)('%s %s: an NGO token gets 403, no token 401', async (method, url, payload) => {
      const event = await createEvent(t.app, ngo);
      const target = url.replace('/1/', `/${event.id}/`).replace(`/ngos/${event.id}/`, `/ngos/${ngo.ngo_id}/`);
      const asNgo = await t.app.inject({ method: method as 'GET', url: target, headers: bearer(ngo.access), payload });
      expect(asNgo.statusCode).toBe(403);
      expect(asNgo.json().code).toBe('forbidden');
      const anonymous = await t.app.inject({ method: method as 'GET', url: target, payload });
      expect(anonymous.statusCode).toBe(401);
      // Nothing changed for the NGO's event nor the NGO.
      expect((await read(event.id)).status).toBe('pending');
      expect((await t.app.inject({ url: '/api/ngo/me/', headers: bearer(ngo.access) })).statusCode).toBe(200);
    });

    it('documents every super-admin call in the OpenAPI document', async () => {
      const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
      expect(Object.keys(paths)).toEqual(
        expect.arrayContaining([
          '/api/super-admin/events/',
          '/api/super-admin/events/pending/',
          '/api/super-admin/events/statistics/',
          '/api/super-admin/events/{id}/approve/',
          '/api/super-admin/events/{id}/publish/',
          '/api/super-admin/events/{id}/reject/',
          '/api/super-admin/events/{id}/edit/',
          '/api/super-admin/ngos/',
        ]),
      );
      expect(paths['/api/super-admin/events/{id}/reject/'].post.security).toEqual([{ bearer: ['super_admin'] }]);
    });
  });
});
