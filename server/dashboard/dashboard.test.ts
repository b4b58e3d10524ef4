import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_LIST_LENGTH, ngoDashboardSchema, type NgoDashboardSummary } from '@/contract/dashboard';
import type { EventPayload } from '@/contract/events';
import { approvedNgo, bearer, createAdmin, signedInVolunteer, type TestAdmin, type TestVolunteer } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, decide, endEvent, postApplication, publicEvent, setEventStatus } from '@/server/test/events';

// Issue 14, point 7: GET /api/portal/dashboard/, what needs the NGO's attention today.

type Ngo = Awaited<ReturnType<typeof approvedNgo>>;

/** An event on the given day of May 2030, from 08:00 to 12:00 UTC. */
const onDay = (day: number, overrides: Partial<EventPayload> = {}): Partial<EventPayload> => ({
  startDate: `2030-05-${String(day).padStart(2, '0')} 08:00:00Z`,
  endDate: `2030-05-${String(day).padStart(2, '0')} 12:00:00Z`,
  ...overrides,
});

describe.each(testDatabases)('the NGO dashboard on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let volunteers: TestVolunteer[];
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    volunteers = [];
    for (let index = 0; index < 4; index += 1) volunteers.push(await signedInVolunteer(t.app));
  });

  const dashboardOf = (access?: string) => t.app.inject({ url: '/api/portal/dashboard/', headers: access ? bearer(access) : {} });
  const dashboard = async (ngo: Ngo): Promise<NgoDashboardSummary> => {
    const response = await dashboardOf(ngo.access);
    expect(response.statusCode, response.body).toBe(200);
    return ngoDashboardSchema.parse(response.json());
  };
  /** Volunteers apply to the event, then each application is given the status at its place. */
  const applications = async (eventId: number, statuses: string[]) => {
    for (const [index, status] of statuses.entries()) {
      const response = await postApplication(t.app, volunteers[index]!, eventId);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json() as { id: number };
      await t.app.db.execute(sql`update applications set status = ${status} where id = ${id}`);
    }
  };
  const rejected = async (ngo: Ngo, overrides: Partial<EventPayload>) => {
    const event = await createEvent(t.app, ngo, overrides);
    await decide(t.app, admin, event.id, 'reject');
    return event;
  };

  it('answers zeros and empty lists for an NGO with nothing yet', async () => {
    const ngo = await approvedNgo(t.app, admin);
    expect(await dashboard(ngo)).toEqual({ applications_waiting: 0, events_rejected: 0, events_pending: 0, attention_events: [], upcoming_events: [] });
  });

  it('counts the applications waiting for a decision (status applied) on every one of its events, ended ones too', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const first = await publicEvent(t.app, admin, ngo, onDay(10), true);
    const second = await publicEvent(t.app, admin, ngo, onDay(11));
    const over = await publicEvent(t.app, admin, ngo, onDay(12));
    await applications(first.id, ['applied', 'accepted', 'waitlisted', 'applied']);
    await applications(second.id, ['applied', 'completed']);
    await applications(over.id, ['applied']);
    await endEvent(t.app, over.id);

    expect((await dashboard(ngo)).applications_waiting).toBe(4);
  });

  it('counts its rejected and pending events and lists them rejected first, then pending, each by start date', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const laterPending = await createEvent(t.app, ngo, onDay(20, { eventName: 'Later pending' }));
    const laterRejected = await rejected(ngo, onDay(18, { eventName: 'Later rejected' }));
    const soonerPending = await createEvent(t.app, ngo, onDay(2, { eventName: 'Sooner pending' }));
    const soonerRejected = await rejected(ngo, onDay(9, { eventName: 'Sooner rejected' }));
    const draft = await createEvent(t.app, ngo, onDay(1, { eventName: 'A draft' }));
    await setEventStatus(t.app, draft.id, 'draft');
    await publicEvent(t.app, admin, ngo, onDay(1, { eventName: 'Approved' }));

    const answer = await dashboard(ngo);
    expect(answer).toMatchObject({ events_rejected: 2, events_pending: 2 });
    expect(answer.attention_events).toEqual([
      { id: soonerRejected.id, eventName: 'Sooner rejected', status: 'rejected', startDate: '2030-05-09T08:00:00Z' },
      { id: laterRejected.id, eventName: 'Later rejected', status: 'rejected', startDate: '2030-05-18T08:00:00Z' },
      { id: soonerPending.id, eventName: 'Sooner pending', status: 'pending', startDate: '2030-05-02T08:00:00Z' },
      { id: laterPending.id, eventName: 'Later pending', status: 'pending', startDate: '2030-05-20T08:00:00Z' },
    ]);
  });

  it(`lists at most ${DASHBOARD_LIST_LENGTH} events needing attention and counts them all`, async () => {
    const ngo = await approvedNgo(t.app, admin);
    for (let day = 1; day <= 5; day += 1) await createEvent(t.app, ngo, onDay(day, { eventName: `Pending ${day}` }));
    await rejected(ngo, onDay(28, { eventName: 'Rejected' }));
    await rejected(ngo, onDay(29, { eventName: 'Rejected too' }));

    const answer = await dashboard(ngo);
    expect(answer).toMatchObject({ events_rejected: 2, events_pending: 5 });
    expect(answer.attention_events.map((event) => event.eventName)).toEqual(['Rejected', 'Rejected too', 'Pending 1', 'Pending 2', 'Pending 3']);
  });

  it('lists the next approved or published events with places left (people needed − accepted), soonest first', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const later = await publicEvent(t.app, admin, ngo, onDay(15, { eventName: 'Later', people_needed: 3 }), true);
    const sooner = await publicEvent(t.app, admin, ngo, onDay(5, { eventName: 'Sooner', people_needed: 4 }));
    const full = await publicEvent(t.app, admin, ngo, onDay(6, { eventName: 'Full', people_needed: 2 }), true);
    const over = await publicEvent(t.app, admin, ngo, onDay(7, { eventName: 'Over', people_needed: 5 }));
    await publicEvent(t.app, admin, ngo, onDay(8, { eventName: 'Nobody needed', markerType: 2, people_needed: 0 }));
    await createEvent(t.app, ngo, onDay(9, { eventName: 'Still pending', people_needed: 5 }));
    await applications(sooner.id, ['accepted', 'applied', 'waitlisted', 'completed']);
    await applications(full.id, ['accepted', 'accepted']);
    await applications(later.id, ['applied']);
    await endEvent(t.app, over.id);

    expect((await dashboard(ngo)).upcoming_events).toEqual([
      { id: sooner.id, eventName: 'Sooner', startDate: '2030-05-05T08:00:00Z', people_needed: 4, accepted: 1, places_left: 3 },
      { id: later.id, eventName: 'Later', startDate: '2030-05-15T08:00:00Z', people_needed: 3, accepted: 0, places_left: 3 },
    ]);
  });

  it(`lists at most ${DASHBOARD_LIST_LENGTH} upcoming events, an event under way among them`, async () => {
    const ngo = await approvedNgo(t.app, admin);
    const underWay = await publicEvent(t.app, admin, ngo, onDay(1, { eventName: 'Under way' }));
    const now = Date.now();
    await t.app.db.execute(
      sql`update events set start_date = ${new Date(now - 3_600_000).toISOString()}::timestamptz, end_date = ${new Date(now + 3_600_000).toISOString()}::timestamptz where id = ${underWay.id}`,
    );
    for (let day = 2; day <= 7; day += 1) await publicEvent(t.app, admin, ngo, onDay(day, { eventName: `Day ${day}` }));

    expect((await dashboard(ngo)).upcoming_events.map((event) => event.eventName)).toEqual(['Under way', 'Day 2', 'Day 3', 'Day 4', 'Day 5']);
  });

  it("never counts or lists another NGO's events and applications", async () => {
    const ngo = await approvedNgo(t.app, admin);
    const other = await approvedNgo(t.app, admin);
    const own = await publicEvent(t.app, admin, ngo, onDay(3, { eventName: 'Ours', people_needed: 2 }), true);
    await applications(own.id, ['applied']);
    const theirs = await publicEvent(t.app, admin, other, onDay(2, { eventName: 'Theirs', people_needed: 2 }), true);
    await applications(theirs.id, ['applied', 'applied', 'accepted']);
    await createEvent(t.app, other, onDay(4, { eventName: 'Their pending' }));
    await rejected(other, onDay(4, { eventName: 'Their rejected' }));

    expect(await dashboard(ngo)).toEqual({
      applications_waiting: 1,
      events_rejected: 0,
      events_pending: 0,
      attention_events: [],
      upcoming_events: [{ id: own.id, eventName: 'Ours', startDate: '2030-05-03T08:00:00Z', people_needed: 2, accepted: 0, places_left: 2 }],
    });
    expect(await dashboard(other)).toMatchObject({ applications_waiting: 2, events_rejected: 1, events_pending: 1 });
  });

  it('refuses anonymous callers (401), volunteers and the administrator (403)', async () => {
    const anonymous = await dashboardOf();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    for (const access of [volunteers[0]!.access, admin.access]) {
      const response = await dashboardOf(access);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
  });
});
