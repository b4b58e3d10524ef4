import { describe, expect, it } from 'vitest';
import { REVIEW_TEXT_MAX_LENGTH } from '@/contract/admin';
import { apiErrorSchema } from '@/contract/errors';
import { eventEnvelopeSchema, type EventDecision } from '@/contract/events';
import en from '@/i18n/locales/en.json';
import { PAWS_OF_SAVINJA_NGO_ID } from '@/mocks/demoData';
import { store, type MockEvent } from '@/mocks/store';
import { adminToken, createSeries, decided, eventById, ngoToken, payload, post, put } from './eventsTesting';

// The super administrator's decisions (approve, publish, reject) and edit on the mock API, answering
// like the server (server/moderation/); the store goes back to the demo data after each test.

const NOT_FOUND = { code: 'event_not_found', error: en.events.errors.codes.notFound };
const NOT_PENDING = { code: 'event_not_pending', error: en.events.errors.codes.notPending };
const NOT_APPROVED = { code: 'event_not_approved', error: en.events.errors.codes.notApproved };
const REASON_REQUIRED = {
  code: 'validation_failed',
  error: `rejection_reason: ${en.admin.events.review.reasonRequired}`,
  fields: { rejection_reason: ['Rejection reason is required'] },
};
/** reviewed_at as the server answers it: UTC, whole seconds. */
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe('POST /api/super-admin/events/{id}/approve/ and /publish/', () => {
  it('approves a pending event, stamping reviewed_at, taking the notes and ending an old rejection reason', async () => {
    eventById(2).rejection_reason = 'An old reason';
    const before = Date.now();

    const event = await decided('approve', 2, { admin_notes: '  Looks good.  ' });

    expect(event).toMatchObject({ id: 2, status: 'approved', admin_notes: 'Looks good.', rejection_reason: null, reviewed_at: expect.stringMatching(INSTANT) });
    expect(Date.parse(event.reviewed_at!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(eventById(2)).toMatchObject({ status: 'approved', admin_notes: 'Looks good.', reviewed_at: event.reviewed_at });
  });

  it('publishes an approved event, stamping reviewed_at again', async () => {
    const event = await decided('publish', 3, {});

    expect(event).toMatchObject({ id: 3, status: 'published', reviewed_at: expect.stringMatching(INSTANT) });
    expect(Date.parse(event.reviewed_at!)).toBeGreaterThan(Date.parse('2026-11-03T16:00:00Z'));
  });

  it('keeps the notes when the body leaves them out, or when there is no body', async () => {
    eventById(2).admin_notes = 'Check the parking.';

    expect(await decided('approve', 2, undefined)).toMatchObject({ status: 'approved', admin_notes: 'Check the parking.' });
    expect(await decided('publish', 3, {})).toMatchObject({
      status: 'published',
      admin_notes: 'Approved. Please publish the exact entrance in the description.',
    });
  });

  it('replaces the notes with a text and clears them with an empty text or null', async () => {
    eventById(10).admin_notes = 'Old notes';

    expect((await decided('approve', 10, { admin_notes: '   ' })).admin_notes).toBeNull();
    expect((await decided('publish', 3, { admin_notes: null })).admin_notes).toBeNull();
    expect((await decided('publish', 11, { admin_notes: 'Open from 10:00.' })).admin_notes).toBe('Open from 10:00.');
  });

  it('refuses to approve an event that is not pending with 409 event_not_pending', async () => {
    await expectRefused('approve', [1, 3, 4, 5], NOT_PENDING);
  });

  it('refuses to publish an event that is not approved with 409 event_not_approved', async () => {
    await expectRefused('publish', [1, 2, 4, 5], NOT_APPROVED);
  });

  it('answers an unknown id, or one that is not a positive whole number, with 404 event_not_found', async () => {
    const token = await adminToken();
    for (const decision of ['approve', 'publish']) {
      for (const id of ['999', '0', '-1', 'abc']) {
        const response = await post(`super-admin/events/${id}/${decision}/`, {}, token);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
    }
  });

  it('refuses notes of the wrong shape with 400 validation_failed', async () => {
    const token = await adminToken();
    for (const body of [{ admin_notes: 42 }, { admin_notes: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }]) {
      const response = await post('super-admin/events/2/approve/', body, token);
      expect(response.status).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['admin_notes']);
    }
    expect(eventById(2).status).toBe('pending');
  });
});

describe('POST /api/super-admin/events/{id}/reject/', () => {
  it('rejects a pending event with its trimmed reason and notes, stamping reviewed_at', async () => {
    const event = await decided('reject', 2, { rejection_reason: '  Add the meeting point.  ', admin_notes: 'Otherwise fine.' });

    expect(event).toMatchObject({
      id: 2,
      status: 'rejected',
      rejection_reason: 'Add the meeting point.',
      admin_notes: 'Otherwise fine.',
      reviewed_at: expect.stringMatching(INSTANT),
    });
    expect(eventById(2)).toMatchObject({ status: 'rejected', rejection_reason: 'Add the meeting point.' });
  });

  it('asks for the reason with 400 and the spec message, before looking the event up', async () => {
    const token = await adminToken();
    const attempts: Array<[number, unknown]> = [
      [2, undefined],
      [2, {}],
      [2, { rejection_reason: '   ' }],
      [2, { rejection_reason: null, admin_notes: 'Notes alone are not enough.' }],
      [999, {}],
      [5, {}],
    ];
    for (const [id, body] of attempts) {
      const response = await post(`super-admin/events/${id}/reject/`, body, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(REASON_REQUIRED);
    }
    expect(eventById(2)).toMatchObject({ status: 'pending', admin_notes: null });
  });

  it('refuses a reason of the wrong shape with 400 validation_failed', async () => {
    const response = await post('super-admin/events/2/reject/', { rejection_reason: 42 }, await adminToken());
    expect(response.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['rejection_reason']);
  });

  it('refuses to reject an event that is not pending with 409, and an unknown one with 404', async () => {
    await expectRefused('reject', [1, 3, 4, 5], NOT_PENDING);
    const unknown = await post('super-admin/events/999/reject/', { rejection_reason: 'No.' }, await adminToken());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(NOT_FOUND);
  });
});

describe('decisions on a series', () => {
  it('approve, then publish, a series original with its occurrences in the right status, leaving the others', async () => {
    const parent = await createSeries(await ngoToken(), { recurrence_end_date: '2027-03-27' });
    const [first, second, third] = occurrencesOf(parent.id);
    Object.assign(second!, { status: 'rejected', rejection_reason: 'Wrong meeting point', reviewed_at: '2026-11-30T10:00:00Z' });

    const approved = await decided('approve', parent.id, { admin_notes: 'All dates fine.' });

    expect(seriesState(parent.id)).toEqual([
      [parent.id, 'approved', null, 'All dates fine.'],
      [first!.id, 'approved', null, 'All dates fine.'],
      [second!.id, 'rejected', 'Wrong meeting point', null],
      [third!.id, 'approved', null, 'All dates fine.'],
    ]);
    expect([first!.reviewed_at, second!.reviewed_at, third!.reviewed_at]).toEqual([approved.reviewed_at, '2026-11-30T10:00:00Z', approved.reviewed_at]);

    await decided('publish', parent.id, {});

    expect(seriesState(parent.id).map(([, status]) => status)).toEqual(['published', 'published', 'rejected', 'published']);
  });

  it('rejects a series original with its pending occurrences, with the same reason and notes', async () => {
    const parent = await createSeries(await ngoToken(), { recurrence_end_date: '2027-03-27' });
    const [first, second, third] = occurrencesOf(parent.id);
    second!.status = 'approved';

    await decided('reject', parent.id, { rejection_reason: 'Say where to park.', admin_notes: 'Nice idea.' });

    expect(seriesState(parent.id)).toEqual([
      [parent.id, 'rejected', 'Say where to park.', 'Nice idea.'],
      [first!.id, 'rejected', 'Say where to park.', 'Nice idea.'],
      [second!.id, 'approved', null, null],
      [third!.id, 'rejected', 'Say where to park.', 'Nice idea.'],
    ]);
  });

  it('decides on one occurrence alone', async () => {
    const parent = await createSeries(await ngoToken(), { recurrence_end_date: '2027-03-27' });
    const [first] = occurrencesOf(parent.id);

    await decided('approve', first!.id, {});

    expect(seriesState(parent.id).map(([, status]) => status)).toEqual(['pending', 'approved', 'pending', 'pending']);
  });
});

describe('PUT /api/super-admin/events/{id}/edit/', () => {
  it("edits another NGO's approved event, keeping its status, review and organiser", async () => {
    const response = await put('super-admin/events/11/edit/', payload({ eventName: 'Shelter Open Afternoon' }), await adminToken());

    expect(response.status).toBe(200);
    expect(eventEnvelopeSchema.parse(await response.json()).data).toMatchObject({
      id: 11,
      eventName: 'Shelter Open Afternoon',
      startDate: '2027-03-06T09:00:00Z',
      status: 'approved',
      submitted_at: '2026-10-25T12:00:00Z',
      reviewed_at: '2026-10-27T09:00:00Z',
      organized_by: PAWS_OF_SAVINJA_NGO_ID,
      organized_by_name: 'Paws of Savinja',
    });
    expect(eventById(11)).toMatchObject({ eventName: 'Shelter Open Afternoon', status: 'approved' });
  });

  it('edits an event in every status, its review fields staying', async () => {
    const token = await adminToken();
    for (const id of [1, 2, 3, 4, 5]) {
      const { status, rejection_reason, admin_notes, reviewed_at } = eventById(id);
      const response = await put(`super-admin/events/${id}/edit/`, payload({ eventName: `Renamed ${id}` }), token);
      expect(response.status).toBe(200);
      expect(eventEnvelopeSchema.parse(await response.json()).data).toMatchObject({
        eventName: `Renamed ${id}`,
        status,
        rejection_reason,
        admin_notes,
        reviewed_at,
      });
    }
  });

  it('refuses a broken event with 400 and the messages of the NGO form, changing nothing', async () => {
    const token = await adminToken();
    const before = structuredClone(eventById(3));

    const broken = await put('super-admin/events/3/edit/', payload({ eventDescription: '', focus_teams_data: [99] }), token);
    expect(broken.status).toBe(400);
    expect(apiErrorSchema.parse(await broken.json())).toMatchObject({
      code: 'validation_failed',
      fields: { eventDescription: ['Event description is required'], focus_teams: [en.events.server.unknownTeam] },
    });
    const wrongShape = await put('super-admin/events/3/edit/', { ...payload(), recurrence_type: 'hourly' }, token);
    expect(wrongShape.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(await wrongShape.json()).fields ?? {})).toEqual(['recurrence_type']);
    expect(eventById(3)).toEqual(before);
  });

  it('answers an unknown id with 404 before checking the rules', async () => {
    const token = await adminToken();
    for (const id of ['999', 'abc']) {
      const response = await put(`super-admin/events/${id}/edit/`, payload({ eventDescription: '' }), token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });

  it('edits an occurrence alone: it stays an occurrence of its series', async () => {
    const response = await put(
      'super-admin/events/7/edit/',
      payload({ eventName: 'Reading Club, Christmas edition', recurrence_type: 'daily' }),
      await adminToken(),
    );

    expect(eventEnvelopeSchema.parse(await response.json()).data).toMatchObject({
      id: 7,
      eventName: 'Reading Club, Christmas edition',
      status: 'published',
      is_recurring_instance: true,
      parent_event: 6,
      recurrence_type: 'none',
    });
    expect(seriesState(6).map(([id]) => [id, eventById(id).eventName])).toEqual([
      [6, 'Weekly Reading Club'],
      [7, 'Reading Club, Christmas edition'],
      [8, 'Weekly Reading Club'],
      [9, 'Weekly Reading Club'],
    ]);
  });

  it("takes a series original's editable occurrences along, leaving the reviewed ones", async () => {
    const parent = await createSeries(await ngoToken(), { recurrence_end_date: '2027-03-27' });
    const [first, second, third] = occurrencesOf(parent.id);
    first!.status = 'approved';

    const response = await put(
      `super-admin/events/${parent.id}/edit/`,
      payload({ eventName: 'Riverside Brunch', recurrence_type: 'weekly', recurrence_end_date: '2027-03-27' }),
      await adminToken(),
    );

    expect(response.status).toBe(200);
    expect(occurrencesOf(parent.id).map((event) => [event.id, event.eventName, event.status])).toEqual([
      [first!.id, 'Riverside Picnic', 'approved'],
      [second!.id, 'Riverside Brunch', 'pending'],
      [third!.id, 'Riverside Brunch', 'pending'],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------

function occurrencesOf(parentId: number): MockEvent[] {
  return store.events.filter((event) => event.parent_event === parentId).sort((a, b) => a.id - b.id);
}

/** The original, then its occurrences by id: [id, status, rejection_reason, admin_notes]. */
function seriesState(parentId: number): Array<[number, string, string | null, string | null]> {
  return [eventById(parentId), ...occurrencesOf(parentId)].map((event) => [event.id, event.status, event.rejection_reason, event.admin_notes]);
}

/** Each event refuses the decision with 409 and stays exactly as it was. */
async function expectRefused(decision: EventDecision, ids: number[], refusal: { code: string; error: string }): Promise<void> {
  const token = await adminToken();
  const body = decision === 'reject' ? { rejection_reason: 'Not now.' } : {};
  for (const id of ids) {
    const before = structuredClone(eventById(id));
    const response = await post(`super-admin/events/${id}/${decision}/`, body, token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(refusal);
    expect(eventById(id)).toEqual(before);
  }
}
