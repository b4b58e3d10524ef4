import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contract/errors';
import { approvedNgo, createAdmin, bearer } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, eventPayload, getNgoEvents, postEvent, type Caller } from '@/server/test/events';

describe.each(testDatabases)('event form validation on the server on $name', (database) => {
  const t = useTestApp(database);
  let ngo: Caller & { ngo_id: number };
  beforeAll(async () => {
    ngo = await approvedNgo(t.app, await createAdmin(t.app));
  });

  async function refused(payload: unknown) {
    const response = await postEvent(t.app, ngo, payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('validation_failed');
    return body;
  }

  it('answers every broken SPEC §5 rule at once, per field, in the form order, and creates nothing', async () => {
    const body = await refused(
      eventPayload({
        eventName: '   ',
        eventDescription: '',
        startDate: '2030-05-04 12:00:00Z',
        endDate: '2030-05-04 08:00:00Z',
        location: { latitude: 0, longitude: 0, text: ' ' },
        people_needed: -1,
        focus_teams_data: [],
        recurrence_type: 'weekly',
        recurrence_interval: 0,
        recurrence_end_date: '2030-02-30',
      }),
    );
    const fields = {
      eventName: ['Event name is required'],
      eventDescription: ['Event description is required'],
      endDate: ['End date must be after start date'],
      'location.text': ['Location address is required'],
      'location.coordinates': ['Valid latitude and longitude are required'],
      people_needed: ['Number of people needed must be 0 or greater'],
      focus_teams: ['At least one team must be selected'],
      recurrence_interval: ['Recurrence interval must be between 1 and 365'],
      recurrence_end_date: ['Recurrence end date is not a valid date'],
    };
    expect(body.fields).toEqual(fields);
    expect(Object.keys(body.fields!)).toEqual(Object.keys(fields));
    expect(body.error).toBe(Object.entries(fields).map(([field, [message]]) => `${field}: ${message}`).join('; '));
    expect((await getNgoEvents(t.app, ngo, ngo.ngo_id)).json()).toEqual([]);
  });

  it('requires both dates, and the volunteers count of a volunteering opportunity', async () => {
    const body = await refused(eventPayload({ startDate: '', endDate: 'next Friday', people_needed: '' }));
    expect(body.fields).toEqual({
      startDate: ['Start date is required'],
      endDate: ['End date is required'],
      people_needed: ['Number of people needed is required'],
    });
  });

  it('accepts an event of type 2 without volunteers, stored as 0 people needed', async () => {
    const event = await createEvent(t.app, ngo, { markerType: 2, people_needed: null });
    expect(event).toMatchObject({ markerType: 2, people_needed: 0 });
  });

  it('names an unknown team among the teams, before the recurrence rules', async () => {
    const body = await refused(eventPayload({ focus_teams_data: [1, 99], recurrence_type: 'daily', recurrence_interval: 400 }));
    expect(body.fields).toEqual({
      focus_teams: ['Please choose teams from the list; one of the selected teams does not exist.'],
      recurrence_interval: ['Recurrence interval must be between 1 and 365'],
    });
    expect(Object.keys(body.fields!)).toEqual(['focus_teams', 'recurrence_interval']);
  });

  it('refuses a people count the database cannot hold with a message rather than a server error', async () => {
    const body = await refused(eventPayload({ people_needed: 10_000_000_000 }));
    expect(body.fields).toEqual({ people_needed: ['Number of people needed is too large'] });
  });

  it('answers a body of the wrong shape with 400 validation_failed naming the field', async () => {
    const body = await refused({ ...eventPayload(), markerType: 3, time_zone: 'Mars/Olympus_Mons' });
    expect(Object.keys(body.fields!).sort()).toEqual(['markerType', 'time_zone']);
    const missing = await t.app.inject({ method: 'POST', url: '/api/events/create/', headers: bearer(ngo.access) });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses an update with the same messages', async () => {
    const event = await createEvent(t.app, ngo);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/update/`,
      headers: bearer(ngo.access),
      payload: eventPayload({ eventName: '', focus_teams_data: [] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      error: 'eventName: Event name is required; focus_teams: At least one team must be selected',
      fields: { eventName: ['Event name is required'], focus_teams: ['At least one team must be selected'] },
    });
  });
});
