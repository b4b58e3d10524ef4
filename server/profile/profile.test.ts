import { beforeAll, describe, expect, it } from 'vitest';
import { ngoProfileSchema, type NgoProfile } from '@/contract/profile';
import en from '@/i18n/locales/en.json';
import { approvedNgo, bearer, createAdmin, signedInVolunteer, type TestAdmin, type TestVolunteer } from '@/server/test/accounts';
import { attendedEvent as attendedEventOf, eventWithApplicants, portalBulk, portalUpdate } from '@/server/test/applications';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, decide, getNgoEvents, type Caller } from '@/server/test/events';

// Issue 15, point 1: GET and PATCH /api/portal/profile/; the ratings volunteers give the NGO
// (server/applications/rating.test.ts) count in its figures.

type Ngo = Awaited<ReturnType<typeof approvedNgo>>;

describe.each(testDatabases)('the NGO profile on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const getProfile = (caller: Caller | null) => t.app.inject({ url: '/api/portal/profile/', headers: caller ? bearer(caller.access) : {} });
  const profile = async (ngo: Ngo): Promise<NgoProfile> => {
    const response = await getProfile(ngo);
    expect(response.statusCode, response.body).toBe(200);
    return ngoProfileSchema.parse(response.json());
  };
  const patchProfile = (caller: Caller | null, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/portal/profile/update/', headers: caller ? bearer(caller.access) : {}, payload });
  const rate = (caller: Caller | null, id: number | string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/volunteer/applications/${id}/rating/`, headers: caller ? bearer(caller.access) : {}, payload });

  const attendedEvent = (ngo: Ngo, count: number, xp: number) => attendedEventOf(t.app, admin, ngo, count, xp);
  const rated = async (volunteer: TestVolunteer, id: number, score: number) => {
    const response = await rate(volunteer, id, { score });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('answers the registration name, empty texts and zero figures for a new NGO, with no average', async () => {
    const ngo = await approvedNgo(t.app, admin, { organization_name: 'Fresh Start' });
    expect(await profile(ngo)).toEqual({
      name: 'Fresh Start',
      about: '',
      history: '',
      contact_person_bio: '',
      volunteer_count: 0,
      event_count: 0,
      total_xp: 0,
      avg_rating: null,
      total_ratings: 0,
    });
  });

  it("counts the NGO's public events, distinct accepted or completed volunteers, the XP attendance awarded and its ratings; never another NGO's", async () => {
    const ngo = await approvedNgo(t.app, admin);
    const other = await approvedNgo(t.app, admin);
    // Two public events (one ended with three attendees), a pending one and a rejected one.
    const done = await attendedEvent(ngo, 3, 40);
    const open = await eventWithApplicants(t.app, admin, ngo, 3);
    await createEvent(t.app, ngo, { eventName: 'Waiting for review' });
    const refused = await createEvent(t.app, ngo, { eventName: 'Refused' });
    await decide(t.app, admin, refused.id, 'reject');
    // On the open event: one attendee of the first event accepted again (counted once), one new accepted, one only applied.
    const again = await t.app.inject({ method: 'POST', url: `/api/public/events/${open.eventId}/apply/`, headers: bearer(done.volunteers[0]!.access), payload: {} });
    expect(again.statusCode, again.body).toBe(201);
    expect((await portalUpdate(t.app, ngo, (again.json() as { id: number }).id, 'accepted')).statusCode).toBe(200);
    expect((await portalUpdate(t.app, ngo, open.applicationIds[0]!, 'accepted')).statusCode).toBe(200);
    expect((await portalUpdate(t.app, ngo, open.applicationIds[1]!, 'waitlisted')).statusCode).toBe(200);
    // Ratings 5, 4 and 4: the average is 4.33 (2 decimals).
    await rated(done.volunteers[0]!, done.applicationIds[0]!, 5);
    await rated(done.volunteers[1]!, done.applicationIds[1]!, 4);
    await rated(done.volunteers[2]!, done.applicationIds[2]!, 4);
    // The other NGO's busy data counts nowhere in the first one's figures.
    const theirs = await attendedEvent(other, 2, 100);
    await rated(theirs.volunteers[0]!, theirs.applicationIds[0]!, 1);

    expect(await profile(ngo)).toMatchObject({ event_count: 2, volunteer_count: 4, total_xp: 120, avg_rating: 4.33, total_ratings: 3 });
    expect(await profile(other)).toMatchObject({ event_count: 1, volunteer_count: 2, total_xp: 200, avg_rating: 1, total_ratings: 1 });

    // Attendance undone: its XP and its rating leave the figures; the volunteer stays (accepted).
    expect((await portalBulk(t.app, ngo, 'attendance/undo', { application_ids: [done.applicationIds[0]] })).statusCode).toBe(200);
    expect(await profile(ngo)).toMatchObject({ volunteer_count: 4, total_xp: 80, avg_rating: 4, total_ratings: 2 });
  });

  it('changes the name and the texts given, keeps the others, answers the whole profile, and shows the new name everywhere at once', async () => {
    const ngo = await approvedNgo(t.app, admin, { organization_name: 'Old Name' });
    const event = await createEvent(t.app, ngo, { eventName: 'Named event' });
    // Read once so the account and the events list are cached under the old name.
    expect((await t.app.inject({ url: '/api/ngo/me/', headers: bearer(ngo.access) })).json()).toMatchObject({ ngo_name: 'Old Name' });
    expect((await getNgoEvents(t.app, ngo, ngo.ngo_id)).json()).toContainEqual(expect.objectContaining({ id: event.id, organized_by_name: 'Old Name' }));

    const first = await patchProfile(ngo, { name: '  River Friends  ', about: 'We clean rivers.\nEvery spring.', history: 'Since 2001.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(ngoProfileSchema.parse(first.json())).toMatchObject({ name: 'River Friends', about: 'We clean rivers.\nEvery spring.', history: 'Since 2001.', contact_person_bio: '' });
    const second = await patchProfile(ngo, { name: 'River Friends', contact_person_bio: 'Ana leads the clean-ups.', about: '' });
    expect(second.json()).toMatchObject({ about: '', history: 'Since 2001.', contact_person_bio: 'Ana leads the clean-ups.' });
    expect(await profile(ngo)).toMatchObject({ name: 'River Friends', about: '', history: 'Since 2001.', contact_person_bio: 'Ana leads the clean-ups.' });

    expect((await t.app.inject({ url: '/api/ngo/me/', headers: bearer(ngo.access) })).json()).toMatchObject({ ngo_name: 'River Friends' });
    expect((await getNgoEvents(t.app, ngo, ngo.ngo_id)).json()).toContainEqual(expect.objectContaining({ id: event.id, organized_by_name: 'River Friends' }));
  });

  it('refuses a blank or missing name with the field message, texts over their limits and figures in the body, changing nothing', async () => {
    const ngo = await approvedNgo(t.app, admin, { organization_name: 'Kept Name' });
    const blank = await patchProfile(ngo, { name: '   ', about: 'Lost' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'validation_failed', fields: { name: [en.profile.validation.nameRequired] } });
    expect((await patchProfile(ngo, { about: 'No name' })).statusCode).toBe(400);
    expect((await patchProfile(ngo, { name: 'Kept Name', about: 'x'.repeat(5_001) })).json()).toMatchObject({ fields: { about: expect.any(Array) } });
    expect((await patchProfile(ngo, { name: 'Kept Name', contact_person_bio: 'x'.repeat(2_001) })).statusCode).toBe(400);
    expect((await patchProfile(ngo, { name: 'Kept Name', total_xp: 9_999 })).statusCode).toBe(400);
    expect((await patchProfile(ngo, { name: 'Two\nlines' })).statusCode).toBe(400);
    expect(await profile(ngo)).toMatchObject({ name: 'Kept Name', about: '', total_xp: 0 });
  });

  it('lets only NGO users read and change their own profile: anonymous 401, volunteer and administrator 403, another NGO changes only its own', async () => {
    const ngo = await approvedNgo(t.app, admin, { organization_name: 'Mine' });
    const other = await approvedNgo(t.app, admin, { organization_name: 'Theirs' });
    const volunteer = await signedInVolunteer(t.app);
    expect((await getProfile(null)).statusCode).toBe(401);
    expect((await patchProfile(null, { name: 'X' })).statusCode).toBe(401);
    for (const caller of [volunteer, admin]) {
      expect((await getProfile(caller)).statusCode).toBe(403);
      expect((await patchProfile(caller, { name: 'X' })).statusCode).toBe(403);
    }
    expect((await patchProfile(other, { name: 'Theirs, renamed' })).statusCode).toBe(200);
    expect((await profile(ngo)).name).toBe('Mine');
    expect((await profile(other)).name).toBe('Theirs, renamed');
  });
});
