import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contract/errors';
import { TEAMS, eventEnvelopeSchema, eventFiltersSchema, eventListSchema, eventSchema } from '@/contract/events';
import { eventPageSchema } from '@/contract/eventList';
import en from '@/i18n/locales/en.json';
import { ENDED_EVENT_ID, createDemoData } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { OTHER_NGO, addOtherNgo, eventById, payload, ngoEvents, ngoToken, pendingNgoToken, adminToken, post, get } from './eventsTesting';

// The mock event API answers like the server (the wire decisions of issue 4), through the msw node
// server that app/test/setup.ts starts; the store goes back to the demo data after each test.
// Reads and create here; update, submit and delete in eventChanges.test.ts.

const NOT_FOUND = { code: 'event_not_found', error: en.events.errors.codes.notFound };

describe('GET /api/events/organizers/{ngoId}/manage/', () => {
  it("answers the NGO's events, series occurrences included, soonest first, with names and counts", async () => {
    const response = await get('events/organizers/1/manage/', await ngoToken());

    expect(response.status).toBe(200);
    const events = eventListSchema.parse(await response.json());
    expect(events.map((event) => event.id)).toEqual([ENDED_EVENT_ID, 5, 6, 2, 7, 3, 8, 9, 4, 1]);
    expect(events.find((event) => event.id === 5)).toMatchObject({
      people_applied: 6,
      focus_teams: ['Environmental'],
      focus_teams_data: [1],
      organized_by: 1,
      organized_by_name: 'Green Valley Volunteers',
      time_zone: 'Europe/Ljubljana',
    });
    expect(events.find((event) => event.id === 6)).toMatchObject({ recurrence_type: 'weekly', recurrence_end_date: '2026-12-26' });
    expect(events.find((event) => event.id === 9)).toMatchObject({ is_recurring_instance: true, parent_event: 6, startDate: '2026-12-26T09:00:00Z' });
  });

  it("answers another NGO's list exactly like an unknown NGO's: 404 event_not_found", async () => {
    const otherNgo = eventById(addOtherNgo()).organized_by;
    const token = await ngoToken();

    for (const path of [`events/organizers/${otherNgo}/manage/`, 'events/organizers/999/manage/']) {
      const response = await get(path, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });

  it('does not leave other NGOs events in the list', async () => {
    const otherNgo = eventById(addOtherNgo()).organized_by;
    const events = eventListSchema.parse(await (await get(`events/organizers/${otherNgo}/manage/`, await ngoToken(OTHER_NGO))).json());
    expect(events.map((event) => event.eventName)).toEqual(['Harbour Swim']);
  });

  it('answers one page with the count when asked, filtered by the rule the server applies (issue 13)', async () => {
    const token = await ngoToken();
    const page = async (query: string) => {
      const response = await get(`events/organizers/1/manage/?${query}`, token);
      expect(response.status).toBe(200);
      return eventPageSchema.parse(await response.json());
    };
    const whole = await ngoEvents(token);

    expect(await page('page=2&page_size=4')).toEqual({ count: 10, results: whole.slice(4, 8) });
    expect(await page('page=3&page_size=4')).toEqual({ count: 10, results: whole.slice(8) });
    expect(await page('page=4&page_size=4')).toEqual({ count: 10, results: [] });
    expect(await page('page=1')).toEqual({ count: 10, results: whole });
    const weekly = await page('page=1&page_size=2&search=%20wEEKLY');
    expect(weekly.count).toBe(4);
    expect(weekly.results.map((event) => event.id)).toEqual([6, 7]);
    // The Saturday occurrences start at 09:00Z; one that starts exactly then counts.
    expect((await page('page=1&search=weekly&start_from=2026-12-19T09:00:00Z')).results.map((event) => event.id)).toEqual([8, 9]);
    const filtered = eventListSchema.parse(await (await get('events/organizers/1/manage/?search=weekly', token)).json());
    expect(filtered.map((event) => event.id)).toEqual([6, 7, 8, 9]);
  });

  it.each(['page=0', 'page_size=101', 'page=1&page=2', 'start_from=2026-12-19', 'search=a%00b'])(
    'refuses %s with 400 validation_failed, as the server does',
    async (query) => {
      const response = await get(`events/organizers/1/manage/?${query}`, await ngoToken());
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).code).toBe('validation_failed');
    },
  );

  it('answers 401 without a token and 403 to an NGO waiting for approval and to the administrator', async () => {
    expect((await get('events/organizers/1/manage/')).status).toBe(401);
    expect(await (await get('events/organizers/2/manage/', pendingNgoToken())).json()).toMatchObject({ code: 'forbidden' });
    expect((await get('events/organizers/1/manage/', await adminToken())).status).toBe(403);
  });
});

describe('GET /api/events/{id}/', () => {
  it('answers one of the NGO own events', async () => {
    const response = await get('events/4/', await ngoToken());

    expect(response.status).toBe(200);
    expect(eventSchema.parse(await response.json())).toMatchObject({
      id: 4,
      status: 'rejected',
      rejection_reason: 'Please add a safety plan and the meeting point for a night event.',
      admin_notes: 'Happy to approve once the safety plan is in.',
      markerType: 2,
      focus_teams: ['Sports and recreation'],
    });
  });

  it("answers another NGO's event exactly like an unknown id, and any event to the administrator", async () => {
    const otherEvent = addOtherNgo();
    const token = await ngoToken();

    for (const id of [otherEvent, 999]) {
      const response = await get(`events/${id}/`, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    const forAdmin = await get(`events/${otherEvent}/`, await adminToken());
    expect(eventSchema.parse(await forAdmin.json())).toMatchObject({ id: otherEvent, organized_by_name: 'Harbour Swimmers' });
  });

  it('answers an id that is not a number like an unknown event, as the server does', async () => {
    const response = await get('events/abc/', await ngoToken());
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).code).toBe('event_not_found');
  });
});

describe('GET /api/events/filters/', () => {
  it('answers only a signed-in user', async () => {
    expect((await fetch('/api/events/filters/')).status).toBe(401);
  });

  it('answers the 13 teams by id with their names and codes', async () => {
    const { teams } = eventFiltersSchema.parse(await (await get('events/filters/', await ngoToken())).json());
    expect(teams).toEqual(TEAMS.map((team, index) => ({ id: index + 1, name: team.name, code: team.code })));
  });
});

describe('POST /api/events/create/', () => {
  it('answers the teams by team id, as the server does, whatever order they were sent in', async () => {
    const created = await post('events/create/', payload({ focus_teams_data: [5, 2] }), await ngoToken());
    expect(eventEnvelopeSchema.parse(await created.json()).data).toMatchObject({
      focus_teams_data: [2, 5],
      focus_teams: ['Social', 'Humanitarian and emergency response'],
    });
  });

  it('creates a pending one-off event of the signed-in NGO, whatever organized_by says', async () => {
    const token = await ngoToken();
    const before = Date.now();

    const response = await post('events/create/', { ...payload(), organized_by: 3 }, token);

    expect(response.status).toBe(201);
    const { data: event } = eventEnvelopeSchema.parse(await response.json());
    expect(event).toMatchObject({
      eventName: 'Riverside Picnic',
      status: 'pending',
      startDate: '2027-03-06T09:00:00Z',
      endDate: '2027-03-06T12:00:00Z',
      organized_by: 1,
      organized_by_name: 'Green Valley Volunteers',
      focus_teams: ['Environmental', 'Social'],
      focus_teams_data: [1, 2],
      competences: 'Cooking, First aid',
      people_needed: 6,
      people_applied: 0,
      recurrence_type: 'none',
      recurrence_end_date: null,
      is_recurring_instance: false,
      parent_event: null,
      rejection_reason: null,
    });
    expect(Date.parse(event.submitted_at!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    const list = await ngoEvents(token);
    expect(list.filter((listed) => listed.eventName === 'Riverside Picnic')).toHaveLength(1);
  });

  it('creates a weekly series with its occurrences, keeping the local time across daylight saving', async () => {
    const token = await ngoToken();

    const response = await post(
      'events/create/',
      payload({ recurrence_type: 'weekly', recurrence_interval: 1, recurrence_end_date: '2027-04-03', time_zone: 'Europe/Ljubljana' }),
      token,
    );

    expect(response.status).toBe(201);
    const { data: parent } = eventEnvelopeSchema.parse(await response.json());
    expect(parent).toMatchObject({ recurrence_type: 'weekly', recurrence_end_date: '2027-04-03', is_recurring_instance: false });
    const occurrences = (await ngoEvents(token)).filter((event) => event.parent_event === parent.id);
    // 10:00 in Ljubljana: 09:00Z in winter, 08:00Z from the last Sunday of March.
    expect(occurrences.map((event) => [event.startDate, event.endDate])).toEqual([
      ['2027-03-13T09:00:00Z', '2027-03-13T12:00:00Z'],
      ['2027-03-20T09:00:00Z', '2027-03-20T12:00:00Z'],
      ['2027-03-27T09:00:00Z', '2027-03-27T12:00:00Z'],
      ['2027-04-03T08:00:00Z', '2027-04-03T11:00:00Z'],
    ]);
    for (const occurrence of occurrences) {
      expect(occurrence).toMatchObject({
        status: 'pending',
        is_recurring_instance: true,
        recurrence_type: 'none',
        recurrence_interval: 1,
        recurrence_end_date: null,
        eventName: 'Riverside Picnic',
      });
    }
  });

  it('creates the next 12 months of a series without an end date', async () => {
    const token = await ngoToken();
    const { data: parent } = eventEnvelopeSchema.parse(
      await (await post('events/create/', payload({ recurrence_type: 'monthly', recurrence_interval: 2 }), token)).json(),
    );

    const occurrences = (await ngoEvents(token)).filter((event) => event.parent_event === parent.id);
    expect(occurrences.map((event) => event.startDate?.slice(0, 10))).toEqual([
      '2027-05-06',
      '2027-07-06',
      '2027-09-06',
      '2027-11-06',
      '2028-01-06',
      '2028-03-06',
    ]);
  });

  it('refuses broken rules with every English message in the form order and a joined summary', async () => {
    const response = await post(
      'events/create/',
      {
        eventName: ' ',
        startDate: '2027-03-06 12:00:00Z',
        endDate: '2027-03-06 09:00:00Z',
        location: { latitude: 0, longitude: 0, text: '' },
        people_needed: -1,
        recurrence_type: 'daily',
        recurrence_interval: 400,
      },
      await ngoToken(),
    );

    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.code).toBe('validation_failed');
    expect(Object.entries(body.fields ?? {})).toEqual([
      ['eventName', ['Event name is required']],
      ['eventDescription', ['Event description is required']],
      ['endDate', ['End date must be after start date']],
      ['location.text', ['Location address is required']],
      ['location.coordinates', ['Valid latitude and longitude are required']],
      ['people_needed', ['Number of people needed must be 0 or greater']],
      ['focus_teams', ['At least one team must be selected']],
      ['recurrence_interval', ['Recurrence interval must be between 1 and 365']],
    ]);
    expect(body.error).toMatch(/^eventName: Event name is required; eventDescription: Event description is required; endDate: /);
    expect(store.events).toHaveLength(createDemoData().events.length);
  });

  it('refuses a team id that does not exist and a series past the occurrence cap', async () => {
    const token = await ngoToken();

    const unknownTeam = apiErrorSchema.parse(await (await post('events/create/', payload({ focus_teams_data: [1, 99] }), token)).json());
    expect(unknownTeam.fields).toEqual({ focus_teams: [en.events.server.unknownTeam] });

    const tooLong = await post('events/create/', payload({ recurrence_type: 'daily', recurrence_end_date: '2029-01-01' }), token);
    expect(apiErrorSchema.parse(await tooLong.json()).fields).toEqual({
      recurrence_end_date: ['A recurring event can have at most 366 occurrences after the first; choose an earlier end date'],
    });
    expect(store.events).toHaveLength(createDemoData().events.length);
  });

  it('refuses a body of the wrong shape with 400 validation_failed, and an NGO waiting for approval with 403', async () => {
    const wrongShape = await post('events/create/', { ...payload(), recurrence_type: 'hourly' }, await ngoToken());
    expect(wrongShape.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(await wrongShape.json()).fields ?? {})).toEqual(['recurrence_type']);

    expect((await post('events/create/', payload(), pendingNgoToken())).status).toBe(403);
  });
});
