import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { volunteerApplicationPageSchema, volunteerApplicationSchema } from '@/contract/applications';
import en from '@/i18n/locales/en.json';
import { approvedNgo, bearer, createAdmin, signedInVolunteer, suspendNgo, type TestAdmin, type TestVolunteer } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, endEvent, getNgoEvents, postApplication, publicEvent } from '@/server/test/events';

// Issue 14, point 1: a volunteer applies to a public event, reads their applications and withdraws one.

type Ngo = Awaited<ReturnType<typeof approvedNgo>>;

describe.each(testDatabases)('applying to events on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: Ngo;
  let ana: TestVolunteer;
  let luka: TestVolunteer;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin);
    [ana, luka] = [await signedInVolunteer(t.app), await signedInVolunteer(t.app)];
  });

  const peopleApplied = async (eventId: number) =>
    ((await t.app.inject({ url: `/api/public/events/${eventId}/` })).json() as { people_applied: number }).people_applied;
  const inNgoList = async (eventId: number) =>
    ((await getNgoEvents(t.app, ngo, ngo.ngo_id)).json() as Array<{ id: number; people_applied: number }>).find((event) => event.id === eventId)?.people_applied;
  const minePage = async (volunteer: TestVolunteer, query = '') => {
    const response = await t.app.inject({ url: `/api/volunteer/applications/${query}`, headers: bearer(volunteer.access) });
    expect(response.statusCode, response.body).toBe(200);
    return volunteerApplicationPageSchema.parse(response.json());
  };
  const mine = async (volunteer: TestVolunteer) => (await minePage(volunteer)).results;
  const withdraw = (volunteer: TestVolunteer, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/volunteer/applications/${id}/`, headers: bearer(volunteer.access) });
  const setStatus = (id: number, status: string) => t.app.db.execute(sql`update applications set status = ${status} where id = ${id}`);

  it('applies with a message, counts it in people_applied at once (the NGO list too), and makes no second one', async () => {
    const event = await publicEvent(t.app, admin, ngo, { eventName: 'Soup kitchen' }, true);
    expect(await inNgoList(event.id)).toBe(0); // read once, so the NGO's list is kept in memory
    const first = await postApplication(t.app, ana, event.id, { message: '  I can bring gloves.\nAnd a rake.  ' });
    expect(first.statusCode, first.body).toBe(201);
    const application = volunteerApplicationSchema.parse(first.json());
    expect(application).toMatchObject({ status: 'applied', event_id: event.id, event_name: 'Soup kitchen', message: 'I can bring gloves.\nAnd a rake.' });
    expect(Date.now() - Date.parse(application.application_date)).toBeLessThan(60_000);
    expect(await peopleApplied(event.id)).toBe(1);
    expect(await inNgoList(event.id)).toBe(1);

    const again = await postApplication(t.app, ana, event.id, { message: 'Another message' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(application);
    const bare = await postApplication(t.app, luka, event.id);
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json()).toMatchObject({ message: '', status: 'applied' });
    expect(await peopleApplied(event.id)).toBe(2);
  });

  it('refuses events that are not public, have ended or whose NGO is suspended, each with its code', async () => {
    const pending = await createEvent(t.app, ngo, { eventName: 'Still in review' });
    const ended = await publicEvent(t.app, admin, ngo, { eventName: 'Over' });
    await endEvent(t.app, ended.id);
    const suspendedNgo = await approvedNgo(t.app, admin);
    const ofSuspended = await publicEvent(t.app, admin, suspendedNgo, { eventName: 'Of a suspended NGO' });
    await suspendNgo(t.app, admin, suspendedNgo.id);
    const refusals = [
      [pending.id, 409, 'application_event_not_public', en.applications.errors.codes.eventNotPublic],
      [ended.id, 409, 'application_event_ended', en.applications.errors.codes.eventEnded],
      [ofSuspended.id, 409, 'application_organizer_suspended', en.applications.errors.codes.organizerSuspended],
      [2_147_483_647, 404, 'event_not_found', en.events.errors.codes.notFound],
    ] as const;
    for (const [id, status, code, error] of refusals) {
      const response = await postApplication(t.app, ana, id);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toEqual({ code, error });
    }
    expect(await mine(ana)).not.toContainEqual(expect.objectContaining({ event_id: pending.id }));
  });

  it('refuses a message over 1,000 characters, anonymous callers (401) and NGO users (403)', async () => {
    const event = await publicEvent(t.app, admin, ngo, { eventName: 'Tree planting' });
    expect((await postApplication(t.app, ana, event.id, { message: 'x'.repeat(1_001) })).statusCode).toBe(400);
    expect((await postApplication(t.app, null, event.id)).statusCode).toBe(401);
    expect((await postApplication(t.app, ngo, event.id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/volunteer/applications/' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/volunteer/applications/', headers: bearer(ngo.access) })).statusCode).toBe(403);
    expect(await peopleApplied(event.id)).toBe(0);
  });

  it("lists the volunteer's own applications newest first, and withdraws applied or waitlisted ones only", async () => {
    const volunteer = await signedInVolunteer(t.app);
    const [one, two, three] = [
      await publicEvent(t.app, admin, ngo, { eventName: 'First' }),
      await publicEvent(t.app, admin, ngo, { eventName: 'Second' }),
      await publicEvent(t.app, admin, ngo, { eventName: 'Third' }),
    ];
    const applied = [];
    for (const event of [one!, two!, three!]) applied.push(volunteerApplicationSchema.parse((await postApplication(t.app, volunteer, event.id)).json()));
    expect((await mine(volunteer)).map((application) => application.event_name)).toEqual(['Third', 'Second', 'First']);

    const withdrawn = await withdraw(volunteer, applied[0]!.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await peopleApplied(one!.id)).toBe(0);
    await setStatus(applied[1]!.id, 'waitlisted');
    expect((await withdraw(volunteer, applied[1]!.id)).statusCode).toBe(204);
    expect((await mine(volunteer)).map((application) => application.event_name)).toEqual(['Third']);

    for (const status of ['accepted', 'completed']) {
      await setStatus(applied[2]!.id, status);
      const refused = await withdraw(volunteer, applied[2]!.id);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toEqual({ code: 'application_not_withdrawable', error: en.applications.errors.codes.notWithdrawable });
    }
    // Withdrawn is gone: applying again is a new application.
    expect((await postApplication(t.app, volunteer, one!.id)).statusCode).toBe(201);
  });

  it('answers the list one page at a time with the count, and refuses a page size over the limit', async () => {
    const volunteer = await signedInVolunteer(t.app);
    for (const name of ['A', 'B', 'C']) await postApplication(t.app, volunteer, (await publicEvent(t.app, admin, ngo, { eventName: name })).id);
    const names = (page: { results: Array<{ event_name: string }> }) => page.results.map((application) => application.event_name);
    expect(names(await minePage(volunteer, '?page_size=2'))).toEqual(['C', 'B']);
    expect(await minePage(volunteer, '?page=2&page_size=2')).toMatchObject({ count: 3, results: [{ event_name: 'A' }] });
    expect(await minePage(volunteer, '?page=3&page_size=2')).toEqual({ count: 3, results: [] });
    const tooMany = await t.app.inject({ url: '/api/volunteer/applications/?page_size=101', headers: bearer(volunteer.access) });
    expect(tooMany.statusCode).toBe(400);
  });

  it("answers another volunteer's application, an unknown one and a withdrawn one 404 alike", async () => {
    const event = await publicEvent(t.app, admin, ngo, { eventName: 'Library day' });
    const application = volunteerApplicationSchema.parse((await postApplication(t.app, ana, event.id)).json());
    for (const [volunteer, id] of [[luka, application.id], [ana, 2_147_483_647], [ana, 'abc']] as const) {
      const response = await withdraw(volunteer, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ code: 'application_not_found', error: en.applications.errors.codes.notFound });
    }
    expect(await mine(luka)).not.toContainEqual(expect.objectContaining({ id: application.id }));
    expect((await withdraw(ana, application.id)).statusCode).toBe(204);
    expect((await withdraw(ana, application.id)).statusCode).toBe(404);
  });
});
