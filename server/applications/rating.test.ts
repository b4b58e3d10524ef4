import { beforeAll, describe, expect, it } from 'vitest';
import { ngoProfileSchema, ratingSchema } from '@/contract/profile';
import en from '@/i18n/locales/en.json';
import { approvedNgo, bearer, createAdmin, type TestAdmin, type TestVolunteer } from '@/server/test/accounts';
import { attendedEvent as attendedEventOf, portalBulk, setApplicationStatus } from '@/server/test/applications';
import { testDatabases, useTestApp } from '@/server/test/app';
import type { Caller } from '@/server/test/events';

// Issue 15, point 1: a volunteer's rating of the NGO after a completed application
// (POST /api/volunteer/applications/{id}/rating/), which counts in the NGO's profile figures.

type Ngo = Awaited<ReturnType<typeof approvedNgo>>;

describe.each(testDatabases)('rating the NGO of an application on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const rate = (caller: Caller | null, id: number | string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/volunteer/applications/${id}/rating/`, headers: caller ? bearer(caller.access) : {}, payload });
  const profile = async (ngo: Ngo) => ngoProfileSchema.parse((await t.app.inject({ url: '/api/portal/profile/', headers: bearer(ngo.access) })).json());
  const attendedEvent = (ngo: Ngo, count: number, xp: number) => attendedEventOf(t.app, admin, ngo, count, xp);

  it('rates a completed application once (1 to 5, optional comment), refuses the other statuses, a second rating and bad scores', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const done = await attendedEvent(ngo, 2, 10);
    const [ana, luka] = done.volunteers as [TestVolunteer, TestVolunteer];
    const [anaId, lukaId] = done.applicationIds as [number, number];

    for (const score of [0, 6, 3.5, '4']) expect((await rate(ana, anaId, { score })).statusCode, `score ${score}`).toBe(400);
    expect((await rate(ana, anaId, {})).statusCode).toBe(400);
    expect((await rate(ana, anaId, { score: 3, comment: 'x'.repeat(1_001) })).statusCode).toBe(400);

    const first = await rate(ana, anaId, { score: 4, comment: '  Well organised.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(ratingSchema.parse(first.json())).toMatchObject({ application_id: anaId, score: 4, comment: 'Well organised.' });
    const twice = await rate(ana, anaId, { score: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'rating_already_given', error: en.ratings.errors.codes.alreadyRated });

    // Another volunteer's application is 404 like an unknown one; so is a path that is no id.
    for (const id of [lukaId, 999_999, 'abc']) expect((await rate(ana, id, { score: 5 })).json()).toMatchObject({ code: 'application_not_found' });
    expect((await rate(ana, lukaId, { score: 5 })).statusCode).toBe(404);

    // Not completed (attendance undone: accepted; then applied, waitlisted): 409 with its own code.
    expect((await portalBulk(t.app, ngo, 'attendance/undo', { application_ids: [lukaId] })).statusCode).toBe(200);
    for (const status of ['accepted', 'applied', 'waitlisted'] as const) {
      await setApplicationStatus(t.app, lukaId, status);
      const refused = await rate(luka, lukaId, { score: 5 });
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'rating_application_not_completed', error: en.ratings.errors.codes.notCompleted });
    }
    expect(await profile(ngo)).toMatchObject({ avg_rating: 4, total_ratings: 1 });
  });

  it('lets only volunteers rate: anonymous 401, the NGO and the administrator 403', async () => {
    const ngo = await approvedNgo(t.app, admin);
    const done = await attendedEvent(ngo, 1, 0);
    const id = done.applicationIds[0]!;
    expect((await rate(null, id, { score: 5 })).statusCode).toBe(401);
    expect((await rate(ngo, id, { score: 5 })).statusCode).toBe(403);
    expect((await rate(admin, id, { score: 5 })).statusCode).toBe(403);
    expect((await profile(ngo)).total_ratings).toBe(0);
  });
});
