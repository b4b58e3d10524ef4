import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contract/errors';
import { eventEnvelopeSchema, eventSchema } from '@/contract/events';
import en from '@/i18n/locales/en.json';
import { store } from '@/mocks/store';
import { addOtherNgo, payload, createSeries, ngoEvents, ngoToken, post, put, remove, get } from './eventsTesting';

// The mock event API's changes (update, submit, delete) answer like the server; the reads and
// create are in events.test.ts. The store goes back to the demo data after each test.

const NOT_FOUND = { code: 'event_not_found', error: en.events.errors.codes.notFound };

describe('PUT /api/events/{id}/update/', () => {
  it('changes a pending event and keeps its status', async () => {
    const token = await ngoToken();

    const response = await put('events/2/update/', payload({ eventName: 'Community Garden Afternoon' }), token);

    expect(response.status).toBe(200);
    const { data: event } = eventEnvelopeSchema.parse(await response.json());
    expect(event).toMatchObject({ id: 2, eventName: 'Community Garden Afternoon', status: 'pending', startDate: '2027-03-06T09:00:00Z' });
    expect(eventSchema.parse(await (await get('events/2/', token)).json()).eventName).toBe('Community Garden Afternoon');
  });

  it('refuses to change a draft, an approved and a published event with 409 event_not_editable', async () => {
    const token = await ngoToken();
    for (const id of [1, 3, 5]) {
      const response = await put(`events/${id}/update/`, payload(), token);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ code: 'event_not_editable', error: en.events.errors.codes.notEditable });
    }
    expect(store.events.find((event) => event.id === 3)?.eventName).toBe('Food Bank Sorting');
  });

  it("answers another NGO's event with 404 and validates the body with 400", async () => {
    const otherEvent = addOtherNgo();
    const token = await ngoToken();
    expect(await (await put(`events/${otherEvent}/update/`, payload(), token)).json()).toEqual(NOT_FOUND);

    const invalid = await put('events/2/update/', payload({ eventDescription: '' }), token);
    expect(invalid.status).toBe(400);
    expect(apiErrorSchema.parse(await invalid.json()).fields).toEqual({ eventDescription: ['Event description is required'] });
  });

  it("takes a series along when its original is edited, as the server does: same-day occurrences change in place, reviewed ones stay", async () => {
    const token = await ngoToken();
    const parent = await createSeries(token, { recurrence_end_date: '2027-03-27' });
    const [first, second, third] = store.events.filter((event) => event.parent_event === parent.id);
    first!.status = 'approved'; // 2027-03-13, reviewed on its own
    Object.assign(third!, { status: 'rejected', rejection_reason: 'Wrong meeting point' });

    // An hour later: the same days in the series' zone.
    const response = await put(
      `events/${parent.id}/update/`,
      payload({
        eventName: 'Riverside Brunch',
        startDate: '2027-03-06 10:00:00Z',
        endDate: '2027-03-06 13:00:00Z',
        recurrence_type: 'weekly',
        recurrence_end_date: '2027-04-03',
        time_zone: 'UTC',
      }),
      token,
    );

    expect(response.status).toBe(200);
    const occurrences = (await ngoEvents(token)).filter((event) => event.parent_event === parent.id);
    expect(occurrences.map((event) => [event.id, event.startDate, event.eventName, event.status, event.rejection_reason])).toEqual([
      [first!.id, '2027-03-13T09:00:00Z', 'Riverside Picnic', 'approved', null],
      [second!.id, '2027-03-20T10:00:00Z', 'Riverside Brunch', 'pending', null],
      [third!.id, '2027-03-27T10:00:00Z', 'Riverside Brunch', 'rejected', 'Wrong meeting point'],
      [expect.any(Number), '2027-04-03T10:00:00Z', 'Riverside Brunch', 'pending', null],
    ]);
  });

  it("changes in place an occurrence moved onto a reviewed one's day, and leaves the reviewed one, as the server does", async () => {
    const token = await ngoToken();
    const parent = await createSeries(token, { recurrence_end_date: '2027-03-27' });
    const [first, second, third] = store.events.filter((event) => event.parent_event === parent.id);
    const moved = await put(`events/${first!.id}/update/`, payload({ startDate: '2027-03-20 14:00:00Z', endDate: '2027-03-20 16:00:00Z' }), token);
    expect(moved.status).toBe(200);
    second!.status = 'approved'; // 2027-03-20, the day the first was moved to

    const response = await put(
      `events/${parent.id}/update/`,
      payload({ eventName: 'Riverside Brunch', recurrence_type: 'weekly', recurrence_end_date: '2027-03-27' }),
      token,
    );

    expect(response.status).toBe(200);
    const occurrences = (await ngoEvents(token)).filter((event) => event.parent_event === parent.id);
    expect(occurrences.map((event) => [event.id, event.startDate, event.eventName, event.status])).toEqual([
      [expect.any(Number), '2027-03-13T09:00:00Z', 'Riverside Brunch', 'pending'],
      [first!.id, '2027-03-20T09:00:00Z', 'Riverside Brunch', 'pending'],
      [second!.id, '2027-03-20T09:00:00Z', 'Riverside Picnic', 'approved'],
      [third!.id, '2027-03-27T09:00:00Z', 'Riverside Brunch', 'pending'],
    ]);
    expect(occurrences[0]!.id).not.toBe(first!.id);
  });

  it('accepts an occurrence edit whose body still carries a recurrence, even a broken one, as the server does', async () => {
    const token = await ngoToken();
    const parent = await createSeries(token, { recurrence_end_date: '2027-03-27' });
    const [first] = store.events.filter((event) => event.parent_event === parent.id);

    const response = await put(
      `events/${first!.id}/update/`,
      payload({
        startDate: '2027-03-14 09:00:00Z',
        endDate: '2027-03-14 12:00:00Z',
        recurrence_type: 'weekly',
        recurrence_interval: 400,
        recurrence_end_date: '2027-01-01',
      }),
      token,
    );

    expect(response.status).toBe(200);
    expect(eventEnvelopeSchema.parse(await response.json()).data).toMatchObject({
      id: first!.id,
      startDate: '2027-03-14T09:00:00Z',
      recurrence_type: 'none',
      recurrence_interval: 1,
      recurrence_end_date: null,
      parent_event: parent.id,
    });
    expect(store.events.filter((event) => event.parent_event === parent.id)).toHaveLength(3);
  });

  it('changes only the occurrence when an occurrence is edited', async () => {
    const token = await ngoToken();
    const parent = await createSeries(token, { recurrence_end_date: '2027-03-27' });
    const [first] = store.events.filter((event) => event.parent_event === parent.id);

    const response = await put(
      `events/${first!.id}/update/`,
      payload({ eventName: 'Picnic, rain date', startDate: '2027-03-14 09:00:00Z', endDate: '2027-03-14 12:00:00Z', recurrence_type: 'daily' }),
      token,
    );

    const { data: changed } = eventEnvelopeSchema.parse(await response.json());
    expect(changed).toMatchObject({ eventName: 'Picnic, rain date', is_recurring_instance: true, parent_event: parent.id, recurrence_type: 'none' });
    const series = (await ngoEvents(token)).filter((event) => event.id === parent.id || event.parent_event === parent.id);
    expect(series.map((event) => event.eventName)).toEqual(['Riverside Picnic', 'Picnic, rain date', 'Riverside Picnic', 'Riverside Picnic']);
  });
});

describe('POST /api/events/{id}/submit/', () => {
  it('sends a draft to review', async () => {
    const response = await post('events/1/submit/', undefined, await ngoToken());

    expect(response.status).toBe(200);
    const { data: event } = eventEnvelopeSchema.parse(await response.json());
    expect(event.status).toBe('pending');
    expect(event.submitted_at).not.toBeNull();
  });

  it('resubmits a rejected event: the rejection reason goes, the admin notes stay', async () => {
    const { data: event } = eventEnvelopeSchema.parse(await (await post('events/4/submit/', undefined, await ngoToken())).json());
    expect(event).toMatchObject({ status: 'pending', rejection_reason: null, admin_notes: 'Happy to approve once the safety plan is in.' });
    expect(Date.parse(event.submitted_at!)).toBeGreaterThan(Date.parse('2026-11-08T11:20:00Z'));
  });

  it('refuses pending, approved and published events with 409 event_not_submittable', async () => {
    const token = await ngoToken();
    for (const id of [2, 3, 5]) {
      const response = await post(`events/${id}/submit/`, undefined, token);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ code: 'event_not_submittable', error: en.events.errors.codes.notSubmittable });
    }
  });

  it('moves the rejected occurrences of a series with their parent', async () => {
    const token = await ngoToken();
    const parent = await createSeries(token, { recurrence_end_date: '2027-03-27' });
    const series = store.events.filter((event) => event.id === parent.id || event.parent_event === parent.id);
    for (const event of series) Object.assign(event, { status: 'rejected', rejection_reason: 'Say where to park.' });
    series[1]!.status = 'approved';

    await post(`events/${parent.id}/submit/`, undefined, token);

    const after = (await ngoEvents(token)).filter((event) => event.id === parent.id || event.parent_event === parent.id);
    expect(after.map((event) => [event.status, event.rejection_reason])).toEqual([
      ['pending', null],
      ['approved', 'Say where to park.'],
      ['pending', null],
      ['pending', null],
    ]);
  });
});

describe('DELETE /api/events/{id}/delete/', () => {
  it('deletes a draft: it is gone from the list and its details answer 404', async () => {
    const token = await ngoToken();

    const response = await remove('events/1/delete/', token);

    expect(response.status).toBe(204);
    expect((await ngoEvents(token)).map((event) => event.id)).not.toContain(1);
    expect((await get('events/1/', token)).status).toBe(404);
  });

  it('deletes a series parent with all its occurrences', async () => {
    const token = await ngoToken();
    const parent = await createSeries(token, { recurrence_end_date: '2027-03-27' });
    expect(store.events.filter((event) => event.parent_event === parent.id)).toHaveLength(3);

    expect((await remove(`events/${parent.id}/delete/`, token)).status).toBe(204);

    expect((await ngoEvents(token)).filter((event) => event.id === parent.id || event.parent_event === parent.id)).toEqual([]);
  });

  it('keeps a pending series whose occurrence was approved: that date is public', async () => {
    const token = await ngoToken();
    const parent = await createSeries(token, { recurrence_end_date: '2027-03-27' });
    store.events.find((event) => event.parent_event === parent.id)!.status = 'approved';

    const response = await remove(`events/${parent.id}/delete/`, token);

    expect(response.status).toBe(409);
    expect(store.events.filter((event) => event.parent_event === parent.id)).toHaveLength(3);
  });

  it('refuses approved and published events with 409 event_not_deletable, and another NGO event with 404', async () => {
    const otherEvent = addOtherNgo();
    const token = await ngoToken();
    for (const id of [3, 5, 6]) {
      const response = await remove(`events/${id}/delete/`, token);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ code: 'event_not_deletable', error: en.events.errors.codes.notDeletable });
    }
    expect(await (await remove(`events/${otherEvent}/delete/`, token)).json()).toEqual(NOT_FOUND);
    expect(store.events.filter((event) => [3, 5, 6, 7, 8, 9, otherEvent].includes(event.id))).toHaveLength(7);
  });
});
