import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminNgoOverviewSchema, eventStatisticsSchema, ngoStatisticsSchema } from '@/contract/admin';
import { eventListSchema, type Event } from '@/contract/events';
import { approvedNgo, bearer, createAdmin, registerNgo, signedInVolunteer, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, decide, occurrencesOf, postApplication, setEventStatus } from '@/server/test/events';

describe.each(testDatabases)("the super administrator's lists on $name", (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const get = (url: string, access = admin.access) => t.app.inject({ url, headers: bearer(access) });
  const listed = async (query: string) => {
    const response = await get(`/api/super-admin/events/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { events: eventListSchema.parse(response.json()), total: Number(response.headers['x-total-count']) };
  };
  const names = (events: Event[]) => events.map((event) => event.eventName);
  /** A word no other test's events carry, so a search finds exactly this test's events. */
  const uniqueWord = () => `Q${randomBytes(4).toString('hex')}`;

  describe('GET /api/super-admin/events/', () => {
    it("lists every NGO's events newest first, a series in date order, with the organiser's name", async () => {
      const word = uniqueWord();
      const [first, second] = [await approvedNgo(t.app, admin), await approvedNgo(t.app, admin)];
      await createEvent(t.app, first, { eventName: `${word} older` });
      const series = await createEvent(t.app, second, { eventName: `${word} series`, recurrence_type: 'weekly', recurrence_end_date: '2030-05-18' });
      const { events, total } = await listed(`?search=${word}`);

      expect(names(events)).toEqual([`${word} series`, `${word} series`, `${word} series`, `${word} older`]);
      expect(events.map((event) => event.id).slice(0, 3)).toEqual([series.id, ...(await occurrencesOf(t.app, series.id)).map((row) => row.id)]);
      expect(events[3]).toMatchObject({ organized_by: first.ngo_id, organized_by_name: first.organization_name });
      expect(total).toBe(4);
    });

    it('filters by status, keeping the total in step', async () => {
      const word = uniqueWord();
      const ngo = await approvedNgo(t.app, admin);
      const approved = await createEvent(t.app, ngo, { eventName: `${word} approved` });
      await createEvent(t.app, ngo, { eventName: `${word} pending` });
      await decide(t.app, admin, approved.id, 'approve');

      const { events, total } = await listed(`?search=${word}&status=approved`);
      expect(names(events)).toEqual([`${word} approved`]);
      expect(total).toBe(1);
      expect((await get('/api/super-admin/events/?status=deleted')).statusCode).toBe(400);
    });

    it("searches the event name and the organiser's name, ignoring case, with % and _ taken as themselves", async () => {
      const word = uniqueWord();
      const ngo = await approvedNgo(t.app, admin, { organization_name: `Friends of ${word} Park` });
      const other = await approvedNgo(t.app, admin);
      await createEvent(t.app, ngo, { eventName: 'Bench painting' });
      await createEvent(t.app, other, { eventName: `Clean-up for ${word.toLowerCase()}` });
      await createEvent(t.app, other, { eventName: '100% fun_day' });

      expect(names((await listed(`?search=${word.toUpperCase()}`)).events).sort()).toEqual(['Bench painting', `Clean-up for ${word.toLowerCase()}`]);
      expect(names((await listed(`?search=${encodeURIComponent(`0% fun_`)}`)).events)).toEqual(['100% fun_day']);
      expect((await listed(`?search=${encodeURIComponent('0%_f')}`)).total).toBe(0);
    });

    it('pages with limit and offset, the header counting every match', async () => {
      const word = uniqueWord();
      const ngo = await approvedNgo(t.app, admin);
      for (const n of [1, 2, 3, 4, 5]) await createEvent(t.app, ngo, { eventName: `${word} ${n}` });

      const page = await listed(`?search=${word}&limit=2&offset=2`);
      expect(names(page.events)).toEqual([`${word} 3`, `${word} 2`]);
      expect(page.total).toBe(5);
      expect((await get('/api/super-admin/events/?limit=0')).statusCode).toBe(400);
      expect((await get('/api/super-admin/events/?limit=101')).statusCode).toBe(400);
    });

    it('answers one series with ?series=: the original and its dates', async () => {
      const ngo = await approvedNgo(t.app, admin);
      const series = await createEvent(t.app, ngo, { recurrence_type: 'daily', recurrence_end_date: '2030-05-06' });
      await createEvent(t.app, ngo);
      const { events, total } = await listed(`?series=${series.id}`);
      expect(total).toBe(3);
      expect(events.map((event) => event.parent_event ?? event.id)).toEqual([series.id, series.id, series.id]);
    });
  });

  it('GET /api/super-admin/events/pending/: only pending events, longest waiting first, at most ?limit=', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const waitingLongest = await createEvent(t.app, ngo);
    const newest = await createEvent(t.app, ngo);
    const approved = await createEvent(t.app, ngo);
    await decide(t.app, admin, approved.id, 'approve');
    await setEventStatus(t.app, waitingLongest.id, 'pending', { submittedAt: new Date('2020-01-01T00:00:00Z') });

    const response = await get('/api/super-admin/events/pending/');
    const queue = eventListSchema.parse(response.json());
    expect(queue.every((event) => event.status === 'pending')).toBe(true);
    expect(queue[0]!.id).toBe(waitingLongest.id);
    expect(queue.map((event) => event.id)).toContain(newest.id);
    expect(queue.map((event) => event.id)).not.toContain(approved.id);
    expect(eventListSchema.parse((await get('/api/super-admin/events/pending/?limit=1')).json())).toHaveLength(1);
  });

  it('GET /api/super-admin/events/statistics/: the counts per status match the events, also for a search', async () => {
    const word = uniqueWord();
    const ngo = await approvedNgo(t.app, admin);
    const events = await Promise.all([1, 2, 3, 4, 5].map((n) => createEvent(t.app, ngo, { eventName: `${word} ${n}` })));
    await decide(t.app, admin, events[0]!.id, 'approve');
    await decide(t.app, admin, events[1]!.id, 'approve');
    await decide(t.app, admin, events[1]!.id, 'publish');
    await decide(t.app, admin, events[2]!.id, 'reject', { rejection_reason: 'No' });
    await setEventStatus(t.app, events[3]!.id, 'draft');

    const searched = eventStatisticsSchema.parse((await get(`/api/super-admin/events/statistics/?search=${word}`)).json());
    expect(searched).toEqual({ total: 5, counts: { draft: 1, pending: 1, approved: 1, rejected: 1, published: 1 } });

    const all = eventStatisticsSchema.parse((await get('/api/super-admin/events/statistics/')).json());
    expect(all.total).toBe((await listed('')).total);
    for (const [status, count] of Object.entries(all.counts)) expect(count, status).toBe((await listed(`?status=${status}`)).total);
  });

  it("GET /api/super-admin/ngos/: each NGO's events by status, volunteers and XP of its public events", async () => {
    const ngo = await approvedNgo(t.app, admin);
    const pendingRegistration = await registerNgo(t.app, admin);
    const published = await createEvent(t.app, ngo, { people_needed: 10, event_xp: 30 });
    const approved = await createEvent(t.app, ngo, { people_needed: 5, event_xp: 20 });
    const rejected = await createEvent(t.app, ngo, { people_needed: 100, event_xp: 1000 });
    await createEvent(t.app, ngo, { people_needed: 7, event_xp: 7 });
    await decide(t.app, admin, published.id, 'approve');
    await decide(t.app, admin, published.id, 'publish');
    await decide(t.app, admin, approved.id, 'approve');
    await decide(t.app, admin, rejected.id, 'reject', { rejection_reason: 'No' });
    // Issue 14: two volunteers apply to the published event, one to the approved one.
    const [ana, luka] = [await signedInVolunteer(t.app), await signedInVolunteer(t.app)];
    for (const [volunteer, event] of [[ana, published], [luka, published], [ana, approved]] as const) {
      expect((await postApplication(t.app, volunteer, event.id)).statusCode).toBe(201);
    }

    const list = z.array(adminNgoOverviewSchema).parse((await get('/api/super-admin/ngos/')).json());
    expect(list.find((item) => item.id === ngo.ngo_id)?.figures).toEqual({
      events: { draft: 0, pending: 1, approved: 1, rejected: 1, published: 1 },
      volunteers_applied: 3,
      volunteers_needed: 15,
      xp_offered: 50,
      volunteers_completed: 0,
      xp_awarded: 0,
    });
    expect(list.find((item) => item.id === pendingRegistration.id)).toMatchObject({
      status: 'pending',
      figures: { events: { draft: 0, pending: 0, approved: 0, rejected: 0, published: 0 }, volunteers_needed: 0, xp_offered: 0 },
    });
  });

  describe('GET /api/super-admin/ngos/ paged (issue 13)', () => {
    const ngosListed = async (query: string) => {
      const response = await get(`/api/super-admin/ngos/${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return { ngos: z.array(adminNgoOverviewSchema).parse(response.json()), total: Number(response.headers['x-total-count']) };
    };

    it('pages with limit and offset, newest first, the header counting every match; the plain call lists them all', async () => {
      const word = uniqueWord();
      const registered = [];
      for (const index of [1, 2, 3]) registered.push(await registerNgo(t.app, admin, { organization_name: `${word} Society ${index}` }));
      const all = await ngosListed('');
      expect(all.total).toBe(all.ngos.length);
      const first = await ngosListed(`?search=${word}&limit=2`);
      expect(first.total).toBe(3);
      expect(first.ngos.map((ngo) => ngo.id)).toEqual([registered[2]!.id, registered[1]!.id]);
      const last = await ngosListed(`?search=${word}&limit=2&offset=2`);
      expect(last).toMatchObject({ total: 3, ngos: [{ id: registered[0]!.id }] });
      expect(await ngosListed(`?search=${word}&limit=2&offset=4`)).toEqual({ ngos: [], total: 3 });
    });

    it('searches the name, contact person, e-mail, registration number and countries, ignoring case; % and _ as themselves', async () => {
      const word = uniqueWord();
      const byName = await registerNgo(t.app, admin, { organization_name: `${word} Trust` });
      const byPerson = await registerNgo(t.app, admin, { contact_person_first_name: word, contact_person_last_name: 'Novak' });
      const byCountries = await registerNgo(t.app, admin, { operating_countries: `Slovenia, ${word}land` });
      const found = await ngosListed(`?search=${word.toLowerCase()}`);
      expect(found.ngos.map((ngo) => ngo.id).sort()).toEqual([byName.id, byPerson.id, byCountries.id].sort());
      expect((await ngosListed(`?search=${word}%20Novak`)).ngos.map((ngo) => ngo.id)).toEqual([byPerson.id]);
      expect((await ngosListed(`?search=${word}%25`)).total).toBe(0);
    });

    it('waiting registrations: one row asked, the total read from the header (the dashboard)', async () => {
      await registerNgo(t.app, admin);
      const all = await ngosListed('?status=pending');
      const one = await ngosListed('?status=pending&limit=1');
      expect(one.ngos).toHaveLength(1);
      expect(one.total).toBe(all.ngos.length);
    });

    it('GET /api/super-admin/ngos/statistics/: NGOs per status, also of a search', async () => {
      const word = uniqueWord();
      await approvedNgo(t.app, admin, { organization_name: `${word} One` });
      await registerNgo(t.app, admin, { organization_name: `${word} Two` });
      const response = await get(`/api/super-admin/ngos/statistics/?search=${word}`);
      expect(response.statusCode).toBe(200);
      expect(ngoStatisticsSchema.parse(response.json())).toEqual({ total: 2, counts: { pending: 1, approved: 1, suspended: 0 } });
      const all = ngoStatisticsSchema.parse((await get('/api/super-admin/ngos/statistics/')).json());
      expect(all.total).toBe((await ngosListed('')).total);
      for (const [status, count] of Object.entries(all.counts)) expect(count, status).toBe((await ngosListed(`?status=${status}`)).total);
    });

    it.each(['?limit=0', '?limit=101', '?offset=-1', '?search=a%0Ab'])('refuses %s with 400 validation_failed', async (query) => {
      const response = await get(`/api/super-admin/ngos/${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });
});
