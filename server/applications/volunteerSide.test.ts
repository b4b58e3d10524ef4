import { beforeAll, describe, expect, it } from 'vitest';
import { volunteerApplicationPageSchema, volunteerApplicationSchema, type VolunteerApplication } from '@/contract/applications';
import { placesLeft, publicEventSchema } from '@/contract/publicEvents';
import { approvedNgo, bearer, createAdmin, signedInVolunteer, type ApprovedNgo, type TestAdmin, type TestVolunteer } from '@/server/test/accounts';
import { applicationStatus, attendedEvent, eventWithApplicants, portalUpdate, setApplicationStatus } from '@/server/test/applications';
import { testDatabases, useTestApp } from '@/server/test/app';
import { postApplication, publicEvent } from '@/server/test/events';

// Issue 17: places left and the waitlist when full; the volunteer's enriched list of applications
// (dates, zone, organiser, XP, rating) and its event_id filter.

describe.each(testDatabases)("the volunteer's side of applications on $name", (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: ApprovedNgo;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin);
  });

  const page = async (volunteer: TestVolunteer, query = '') => {
    const response = await t.app.inject({ url: `/api/volunteer/applications/${query}`, headers: bearer(volunteer.access) });
    expect(response.statusCode, response.body).toBe(200);
    return volunteerApplicationPageSchema.parse(response.json());
  };
  const publicPage = async (id: number) => publicEventSchema.parse((await t.app.inject({ url: `/api/public/events/${id}/` })).json());

  it('stores a new application to a full event as waitlisted, and as applied again once a place is free', async () => {
    const world = await eventWithApplicants(t.app, admin, ngo, 2, { eventName: 'Two seats', people_needed: 2 });
    expect(placesLeft(await publicPage(world.eventId))).toBe(2);
    for (const id of world.applicationIds) expect((await portalUpdate(t.app, ngo, id, 'accepted')).statusCode).toBe(200);
    expect(await publicPage(world.eventId)).toMatchObject({ people_needed: 2, people_accepted: 2, people_applied: 2 });

    const late = await signedInVolunteer(t.app);
    const waitlisted = await postApplication(t.app, late, world.eventId, { message: 'Happy to wait' });
    expect(waitlisted.statusCode, waitlisted.body).toBe(201);
    expect(volunteerApplicationSchema.parse(waitlisted.json())).toMatchObject({ status: 'waitlisted', message: 'Happy to wait' });
    // Applying again answers the same application, still waitlisted.
    const again = await postApplication(t.app, late, world.eventId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: waitlisted.json().id, status: 'waitlisted' });
    expect(await publicPage(world.eventId)).toMatchObject({ people_accepted: 2, people_applied: 3 });

    // A completed application still holds its place; one sent back to applied frees it.
    await setApplicationStatus(t.app, world.applicationIds[0]!, 'completed');
    const stillFull = await postApplication(t.app, await signedInVolunteer(t.app), world.eventId);
    expect(stillFull.json()).toMatchObject({ status: 'waitlisted' });
    expect((await portalUpdate(t.app, ngo, world.applicationIds[1]!, 'applied')).statusCode).toBe(200);
    expect(placesLeft(await publicPage(world.eventId))).toBe(1);
    const placeFree = await postApplication(t.app, await signedInVolunteer(t.app), world.eventId);
    expect(placeFree.statusCode).toBe(201);
    expect(placeFree.json()).toMatchObject({ status: 'applied' });
  });

  it('never waitlists at an event that asks for no volunteers', async () => {
    const event = await publicEvent(t.app, admin, ngo, { eventName: 'Open concert', markerType: 2, people_needed: 0 });
    const volunteer = await signedInVolunteer(t.app);
    const response = await postApplication(t.app, volunteer, event.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'applied' });
    expect(placesLeft(await publicPage(event.id))).toBeNull();
  });

  it('lists each application with its event dates and zone, organiser, the XP the event gives and attendance awarded, and the rating', async () => {
    const attended = await attendedEvent(t.app, admin, ngo, 1, 40);
    const volunteer = attended.volunteers[0]!;
    const upcoming = await publicEvent(t.app, admin, ngo, {
      eventName: 'Harbour sweep',
      startDate: '2032-03-06 09:30:00Z',
      endDate: '2032-03-06 13:00:00Z',
      time_zone: 'Europe/Ljubljana',
      event_xp: 25,
    });
    const applied = await postApplication(t.app, volunteer, upcoming.id);
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({ event_start: '2032-03-06T09:30:00Z', time_zone: 'Europe/Ljubljana', awarded_xp: 0, rating: null });
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/volunteer/applications/${attended.applicationIds[0]}/rating/`,
      headers: bearer(volunteer.access),
      payload: { score: 4 },
    });
    expect(rated.statusCode, rated.body).toBe(201);

    const { count, results } = await page(volunteer);
    expect(count).toBe(2);
    const byEvent = new Map<number, VolunteerApplication>(results.map((application) => [application.event_id, application]));
    expect(byEvent.get(upcoming.id)).toMatchObject({
      status: 'applied',
      event_name: 'Harbour sweep',
      event_start: '2032-03-06T09:30:00Z',
      event_end: '2032-03-06T13:00:00Z',
      time_zone: 'Europe/Ljubljana',
      ngo_id: ngo.id,
      ngo_name: ngo.organization_name,
      event_xp: 25,
      awarded_xp: 0,
      rating: null,
    });
    expect(byEvent.get(attended.eventId)).toMatchObject({ status: 'completed', ngo_id: ngo.id, event_xp: 40, awarded_xp: 40, rating: 4 });
    expect(byEvent.get(attended.eventId)!.event_end < new Date().toISOString()).toBe(true);
  });

  it('narrows the list to the application to one event with event_id: one or none', async () => {
    const first = await publicEvent(t.app, admin, ngo, { eventName: 'Filter one' });
    const second = await publicEvent(t.app, admin, ngo, { eventName: 'Filter two' });
    const volunteer = await signedInVolunteer(t.app);
    const other = await signedInVolunteer(t.app);
    for (const event of [first, second]) expect((await postApplication(t.app, volunteer, event.id)).statusCode).toBe(201);
    expect((await postApplication(t.app, other, first.id)).statusCode).toBe(201);

    const one = await page(volunteer, `?event_id=${second.id}`);
    expect(one.count).toBe(1);
    expect(one.results.map((application) => application.event_name)).toEqual(['Filter two']);
    expect(await page(other, `?event_id=${second.id}`)).toEqual({ count: 0, results: [] });
    expect((await page(volunteer)).count).toBe(2);
    for (const query of ['event_id=0', 'event_id=abc', 'event_id=2147483648']) {
      const refused = await t.app.inject({ url: `/api/volunteer/applications/?${query}`, headers: bearer(volunteer.access) });
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it('pages a long list newest first, each page whole (dates, organiser) and counted', async () => {
    const volunteer = await signedInVolunteer(t.app);
    const ids: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const event = await publicEvent(t.app, admin, ngo, { eventName: `Paged ${n}` });
      const response = await postApplication(t.app, volunteer, event.id);
      ids.push(response.json().id);
    }
    const second = await page(volunteer, '?page=2&page_size=3');
    expect(second.count).toBe(7);
    expect(second.results.map((application) => application.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(second.results.every((application) => application.ngo_name === ngo.organization_name && application.event_start.endsWith('Z'))).toBe(true);
    expect(await applicationStatus(t.app, ids[0]!)).toBe('applied');
  });
});
