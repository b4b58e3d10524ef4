import { beforeAll, describe, expect, it } from 'vitest';
import { publicEventPageSchema, publicEventSchema, type PublicEvent } from '@/contract/publicEvents';
import { approvedNgo, createAdmin, suspendNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, decide, endEvent, publicEvent, setEventStatus } from '@/server/test/events';

// Issue 14, point 1: GET /api/public/events/ and /api/public/events/{id}/, anonymous.

describe.each(testDatabases)('the public events on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let suspendedNgoId: number;
  const ids: Record<string, number> = {};
  const day = (date: string, from = '08:00', to = '12:00') => ({ startDate: `${date} ${from}:00Z`, endDate: `${date} ${to}:00Z` });

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    const ngo = await approvedNgo(t.app, admin);
    const suspended = await approvedNgo(t.app, admin);
    suspendedNgoId = suspended.id;
    ids.published = (await publicEvent(t.app, admin, ngo, { eventName: 'Kite published', ...day('2030-06-01'), focus_teams_data: [3] }, true)).id;
    ids.approved = (await publicEvent(t.app, admin, ngo, { eventName: 'Kite approved', ...day('2030-05-01') })).id;
    // Ends at 23:00 UTC on 1 July, which is 2 July already in Tokyo.
    ids.tokyo = (await publicEvent(t.app, admin, ngo, { eventName: 'Kite Tokyo', ...day('2030-07-01', '20:00', '23:00'), time_zone: 'Asia/Tokyo' })).id;
    ids.pending = (await createEvent(t.app, ngo, { eventName: 'Kite pending' })).id;
    ids.rejected = (await createEvent(t.app, ngo, { eventName: 'Kite rejected' })).id;
    await decide(t.app, admin, ids.rejected, 'reject', { rejection_reason: 'Private reason', admin_notes: 'Private note' });
    ids.ended = (await publicEvent(t.app, admin, ngo, { eventName: 'Kite ended' })).id;
    await endEvent(t.app, ids.ended);
    ids.suspended = (await publicEvent(t.app, admin, suspended, { eventName: 'Kite of a suspended NGO' })).id;
    await suspendNgo(t.app, admin, suspended.id);
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/public/events/?search=Kite&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return publicEventPageSchema.parse(response.json());
  };
  const names = (events: PublicEvent[]) => events.map((event) => event.eventName);

  it('lists only approved and published events that have not ended, of approved NGOs, soonest first, without their review', async () => {
    const page = await list('');
    expect(page.count).toBe(3);
    expect(names(page.results)).toEqual(['Kite approved', 'Kite published', 'Kite Tokyo']);
    const [first] = (await t.app.inject({ url: '/api/public/events/?search=kite%20app' })).json().results as object[];
    expect(first).toMatchObject({ organized_by_name: expect.any(String), people_needed: 12, people_applied: 0, event_xp: 50 });
    for (const hidden of ['status', 'admin_notes', 'rejection_reason', 'submitted_at', 'reviewed_at']) expect(first).not.toHaveProperty(hidden);
  });

  it('filters by team code and by the day the event still runs on, in its own time zone', async () => {
    expect(names((await list('team=HEALTH_AND_MEDICAL')).results)).toEqual(['Kite published']);
    expect(names((await list('date=2030-05-01')).results)).toEqual(['Kite approved', 'Kite published', 'Kite Tokyo']);
    expect(names((await list('date=2030-05-02')).results)).toEqual(['Kite published', 'Kite Tokyo']);
    expect(names((await list('date=2030-07-02')).results)).toEqual(['Kite Tokyo']);
    expect((await list('date=2030-07-03')).count).toBe(0);
  });

  it('answers pages of the size asked, 12 by default, and refuses unknown teams, bad days and pages over 100', async () => {
    expect(await list('page_size=2&page=2')).toMatchObject({ count: 3, results: [expect.objectContaining({ eventName: 'Kite Tokyo' })] });
    expect(await list('page_size=2&page=3')).toEqual({ count: 3, results: [] });
    const all = (await t.app.inject({ url: '/api/public/events/' })).json() as { count: number; results: unknown[] };
    expect(all.results.length).toBe(Math.min(all.count, 12));
    for (const query of ['page_size=101', 'page=0', 'team=ROCKETRY', 'date=2030-02-30', 'date=tomorrow']) {
      const response = await t.app.inject({ url: `/api/public/events/?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers one public event, and 404 for any other as for an unknown id', async () => {
    const response = await t.app.inject({ url: `/api/public/events/${ids.published}/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(publicEventSchema.parse(response.json())).toMatchObject({ id: ids.published, eventName: 'Kite published', focus_teams_data: [3] });
    for (const id of [ids.pending, ids.rejected, ids.ended, ids.suspended, 2_147_483_647, 'kite']) {
      const refused = await t.app.inject({ url: `/api/public/events/${id}/` });
      expect(refused.statusCode, String(id)).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'event_not_found' });
    }
  });

  it("lists only the public events of the NGO `ngo` names (issue 15: its public page's upcoming events), still paged", async () => {
    const own = await approvedNgo(t.app, admin);
    const other = await approvedNgo(t.app, admin);
    for (const [name, date] of [['Lantern one', '2030-03-01'], ['Lantern two', '2030-03-02'], ['Lantern three', '2030-03-03']] as const) {
      await publicEvent(t.app, admin, own, { eventName: name, ...day(date) }, name === 'Lantern two');
    }
    await createEvent(t.app, own, { eventName: 'Lantern pending' });
    await decide(t.app, admin, (await createEvent(t.app, own, { eventName: 'Lantern rejected' })).id, 'reject');
    await setEventStatus(t.app, (await createEvent(t.app, own, { eventName: 'Lantern draft' })).id, 'draft');
    await endEvent(t.app, (await publicEvent(t.app, admin, own, { eventName: 'Lantern ended' })).id);
    await publicEvent(t.app, admin, other, { eventName: 'Lantern of another NGO', ...day('2030-03-01') });

    const byNgo = async (query: string) => {
      const response = await t.app.inject({ url: `/api/public/events/?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return publicEventPageSchema.parse(response.json());
    };
    const page = await byNgo(`ngo=${own.id}`);
    expect(page.count).toBe(3);
    expect(names(page.results)).toEqual(['Lantern one', 'Lantern two', 'Lantern three']);
    expect(new Set(page.results.map((event) => event.organized_by))).toEqual(new Set([own.id]));
    expect(await byNgo(`ngo=${own.id}&page_size=2&page=2`)).toMatchObject({ count: 3, results: [expect.objectContaining({ eventName: 'Lantern three' })] });
    expect(names((await byNgo(`ngo=${own.id}&search=lantern%20t`)).results)).toEqual(['Lantern two', 'Lantern three']);
    expect(names((await byNgo(`ngo=${other.id}`)).results)).toEqual(['Lantern of another NGO']);
    // A suspended NGO's events left the public pages with it; an unknown NGO has none.
    expect(await byNgo(`ngo=${suspendedNgoId}`)).toEqual({ count: 0, results: [] });
    expect(await byNgo('ngo=2147483647')).toEqual({ count: 0, results: [] });
    for (const query of ['ngo=0', 'ngo=abc', 'ngo=-1', 'ngo=2147483648']) {
      const response = await t.app.inject({ url: `/api/public/events/?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});
