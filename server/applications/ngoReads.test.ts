import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationBulkResultSchema,
  applicationListSchema,
  applicationPageSchema,
  applicationSchema,
  APPLICATION_ORDERINGS,
  volunteerApplicationSchema,
  type Application,
} from '@/contract/applications';
import en from '@/i18n/locales/en.json';
import sl from '@/i18n/locales/sl.json';
import { applications, events, users } from '@/server/db/schema';
import { adminAndTwoNgos, approvedNgo, bearer, signedInVolunteer, type ApprovedNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { applyTo, eventWithApplicants, portalBulk, portalGet, portalUpdate, setApplicationStatus } from '@/server/test/applications';
import { endEvent, postApplication, publicEvent } from '@/server/test/events';
import { readerLanguage } from '@/server/platform/readerLanguage';

// Issue 14, point 2: what an NGO reads of the applications to its own events (SPEC §7): the list,
// plain or one page at a time, one application, the statistics; in the reader's language.

const LIST = '/api/portal/applications/';

describe.each(testDatabases)("the NGO's applications on $name", (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: ApprovedNgo;
  let other: ApprovedNgo;
  beforeAll(async () => {
    ({ admin, ngo, other } = await adminAndTwoNgos(t.app));
  });

  const list = async (caller: ApprovedNgo, query = '') => {
    const response = await portalGet(t.app, caller, `${LIST}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  const plain = async (caller: ApprovedNgo, query = '') => applicationListSchema.parse(await list(caller, query));
  const paged = async (caller: ApprovedNgo, query: string) => applicationPageSchema.parse(await list(caller, query));
  const ids = (applications: Application[]) => applications.map((application) => application.id);

  it('lists applications newest first with the applicant, the event and the status in words, filtered by event and status', async () => {
    const volunteer = await signedInVolunteer(t.app, { full_name: 'Žan Kovač', bio: 'Knows every tree.', birthday: '1995-03-02' });
    const first = await publicEvent(t.app, admin, ngo, { eventName: 'Tree planting', event_xp: 40 });
    const second = await publicEvent(t.app, admin, ngo, { eventName: 'Soup kitchen' });
    const a = await applyTo(t.app, volunteer, first.id);
    const b = await applyTo(t.app, volunteer, second.id);
    await setApplicationStatus(t.app, b, 'accepted');

    const own = await plain(ngo, `?event_id=${first.id}`);
    expect(own).toEqual([
      {
        id: a,
        status: 'applied',
        status_display: 'Applied',
        user: { full_name: 'Žan Kovač', email: volunteer.email, profile_image: null, bio: 'Knows every tree.', total_xp: 0, birthday: '1995-03-02' },
        event_name: 'Tree planting',
        event_id: first.id,
        event_start: '2030-05-04T08:00:00Z',
        time_zone: 'UTC',
        application_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        message: '',
      },
    ]);
    const all = await plain(ngo);
    expect(ids(all).slice(0, 2)).toEqual([b, a]); // newest first
    expect(ids(await plain(ngo, `?status=accepted`))).toContain(b);
    expect(ids(await plain(ngo, `?status=accepted`))).not.toContain(a);
    expect(await plain(ngo, `?event_id=${second.id}&status=applied`)).toEqual([]);

    const one = await portalGet(t.app, ngo, `${LIST}${b}/`);
    expect(one.statusCode, one.body).toBe(200);
    expect(applicationSchema.parse(one.json())).toMatchObject({ id: b, status: 'accepted', status_display: 'Accepted', event_name: 'Soup kitchen' });
  });

  it("gives the volunteer's message whole, as typed, and the event's start in all five calls (issue 33)", async () => {
    const message = 'Hi! I can bring extra gloves.\nIs there parking nearby? <b>not bold</b>';
    const volunteer = await signedInVolunteer(t.app);
    const event = await publicEvent(t.app, admin, ngo, { eventName: 'Weekly Reading Club', startDate: '2030-06-05 13:00:00Z', endDate: '2030-06-05 15:00:00Z' });
    const applied = await postApplication(t.app, volunteer, event.id, { message: `  ${message}  ` });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = volunteerApplicationSchema.parse(applied.json()).id;
    const expected = { id, message, event_start: '2030-06-05T13:00:00Z', time_zone: 'UTC' };

    expect((await plain(ngo, `?event_id=${event.id}`))[0]).toMatchObject(expected);
    expect((await paged(ngo, `?event_id=${event.id}&page=1`)).results[0]).toMatchObject(expected);
    expect(applicationSchema.parse((await portalGet(t.app, ngo, `${LIST}${id}/`)).json())).toMatchObject(expected);
    expect(applicationSchema.parse((await portalUpdate(t.app, ngo, id, 'waitlisted')).json())).toMatchObject(expected);
    const bulk = await portalBulk(t.app, ngo, 'bulk-update', { application_ids: [id], status: 'accepted' });
    expect(applicationBulkResultSchema.parse(bulk.json()).applications[0]).toMatchObject(expected);
    await endEvent(t.app, event.id);
    const attended = await portalBulk(t.app, ngo, 'attendance', { application_ids: [id] });
    expect(applicationBulkResultSchema.parse(attended.json()).applications[0]).toMatchObject({ id, message, time_zone: 'UTC' });
  });

  it("answers another NGO's application 404 like an unknown one, and its event_id filter matches nothing", async () => {
    const { eventId, applicationIds } = await eventWithApplicants(t.app, admin, ngo, 1);
    for (const [caller, id] of [[other, applicationIds[0]!], [ngo, 2_147_483_647], [ngo, 'abc']] as const) {
      const response = await portalGet(t.app, caller, `${LIST}${id}/`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ code: 'application_not_found', error: en.applications.errors.codes.notFound });
    }
    expect(await plain(other, `?event_id=${eventId}`)).toEqual([]);
    expect(ids(await plain(other))).not.toContain(applicationIds[0]);
    expect(await paged(other, `?event_id=${eventId}&page=1`)).toEqual({ count: 0, results: [] });
    const statistics = await portalGet(t.app, other, `${LIST}statistics/?event_id=${eventId}`);
    expect(statistics.json()).toEqual({ total_applications: 0, accepted: 0, waitlisted: 0, applied: 0 });
  });

  it('refuses anonymous callers (401), volunteers and the administrator (403) on every read', async () => {
    const { applicationIds, volunteers } = await eventWithApplicants(t.app, admin, ngo, 1);
    for (const url of [LIST, `${LIST}?page=1`, `${LIST}${applicationIds[0]}/`, `${LIST}statistics/`]) {
      expect((await portalGet(t.app, null, url)).statusCode, url).toBe(401);
      expect((await portalGet(t.app, volunteers[0]!, url)).statusCode, url).toBe(403);
      expect((await portalGet(t.app, admin, url)).statusCode, url).toBe(403);
    }
  });

  it('counts the statistics of all its events or of one, by status', async () => {
    const fresh = await approvedNgo(t.app, admin);
    const one = await eventWithApplicants(t.app, admin, fresh, 4);
    const two = await eventWithApplicants(t.app, admin, fresh, 2);
    await setApplicationStatus(t.app, one.applicationIds.slice(0, 2), 'accepted');
    await setApplicationStatus(t.app, one.applicationIds[2]!, 'waitlisted');
    await setApplicationStatus(t.app, two.applicationIds[0]!, 'completed');
    const statistics = async (query = '') => (await portalGet(t.app, fresh, `${LIST}statistics/${query}`)).json() as unknown;
    expect(await statistics()).toEqual({ total_applications: 6, accepted: 2, waitlisted: 1, applied: 2 });
    expect(await statistics(`?event_id=${one.eventId}`)).toEqual({ total_applications: 4, accepted: 2, waitlisted: 1, applied: 1 });
    expect(await statistics(`?event_id=${two.eventId}`)).toEqual({ total_applications: 2, accepted: 0, waitlisted: 0, applied: 1 });
    // A withdrawal counts at once, in the statistics and the list's count alike.
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/volunteer/applications/${one.applicationIds[3]}/`, headers: bearer(one.volunteers[3]!.access) });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await statistics()).toEqual({ total_applications: 5, accepted: 2, waitlisted: 1, applied: 1 });
    expect(await paged(fresh, `?page=1&event_id=${one.eventId}`)).toMatchObject({ count: 3 });
    // An event deleted (by SQL: no call deletes a public event) takes its applications and their counts.
    await t.app.db.delete(events).where(eq(events.id, two.eventId));
    expect(await statistics()).toEqual({ total_applications: 3, accepted: 2, waitlisted: 1, applied: 0 });
  });

  it('pages with a count, in every ordering, ties broken by id so that pages never overlap', async () => {
    const fresh = await approvedNgo(t.app, admin);
    const { applicationIds, volunteers } = await eventWithApplicants(t.app, admin, fresh, 7);
    await setApplicationStatus(t.app, applicationIds.slice(0, 3), 'accepted');
    // Two applications at the same instant and two applicants of one name: ties the id must break.
    await t.app.db.update(users).set({ name: 'Same Name' }).where(eq(users.id, volunteers[1]!.user_id));
    await t.app.db.update(users).set({ name: 'Same Name' }).where(eq(users.id, volunteers[2]!.user_id));
    expect(ids(await plain(fresh))).toEqual([...applicationIds].reverse());
    await t.app.db.update(applications).set({ applicationDate: new Date('2026-01-01T00:00:00Z') }).where(inArray(applications.id, applicationIds.slice(3, 5)));

    for (const ordering of APPLICATION_ORDERINGS) {
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await paged(fresh, `?page=${page}&page_size=3&ordering=${ordering}`));
      expect(pages.map((page) => page.count), ordering).toEqual([7, 7, 7]);
      expect(pages.map((page) => page.results.length), ordering).toEqual([3, 3, 1]);
      const seen = pages.flatMap((page) => ids(page.results));
      expect(new Set(seen).size, ordering).toBe(7);
      // The same request answers the same page.
      expect(await paged(fresh, `?page=2&page_size=3&ordering=${ordering}`), ordering).toEqual(pages[1]);
    }
    const byStatus = await paged(fresh, '?page=1&page_size=7&ordering=status');
    expect(byStatus.results.map((application) => application.status)).toEqual(['applied', 'applied', 'applied', 'applied', 'accepted', 'accepted', 'accepted']);
    const byName = (await paged(fresh, '?page_size=7&ordering=name')).results.map((application) => application.user!.full_name);
    expect(byName).toEqual([...byName].sort());
    expect(await paged(fresh, '?page=4&page_size=3')).toEqual({ count: 7, results: [] });
    expect((await paged(fresh, '?page=1')).results).toHaveLength(5); // SPEC §9: 5 a page
    expect((await portalGet(t.app, fresh, `${LIST}?page_size=101`)).statusCode).toBe(400);
    expect((await portalGet(t.app, fresh, `${LIST}?ordering=email`)).statusCode).toBe(400);
  });

  it("says the status in the reader's language, and answers null for an applicant whose account is gone", async () => {
    const { applicationIds, volunteers } = await eventWithApplicants(t.app, admin, ngo, 2);
    const [kept, gone] = applicationIds as [number, number];
    const inSlovenian = await portalGet(t.app, ngo, `${LIST}${kept}/`, 'sl-SI,sl;q=0.9,en;q=0.8');
    expect(inSlovenian.json()).toMatchObject({ status: 'applied', status_display: sl.applications.status.applied });
    expect((await portalGet(t.app, ngo, `${LIST}${kept}/`, 'sl')).json()).toMatchObject({ status_display: 'Prijavljeno' });
    expect((await portalUpdate(t.app, ngo, kept, 'accepted').then((response) => response.json())) as unknown).toMatchObject({ status_display: 'Accepted' });

    await t.app.db.delete(users).where(eq(users.id, volunteers[1]!.user_id));
    const orphan = applicationSchema.parse((await portalGet(t.app, ngo, `${LIST}${gone}/`)).json());
    expect(orphan).toMatchObject({ id: gone, user: null, status: 'applied' });
  });
});

describe('the reader language of Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sl', 'sl'],
    ['sl-SI,sl;q=0.9,en;q=0.8', 'sl'],
    ['ja, de;q=0.5, fr;q=0.7', 'fr'],
    ['DE-at', 'de'],
    ['en;q=0.2, hu', 'hu'],
    ['sl;q=0, es;q=0.1', 'es'],
    ['ja, zh', 'en'],
    ['*', 'en'],
    ['fr;q=abc, es;q=0.5', 'fr'],
  ] as const)('%j reads as %s', (header, language) => {
    expect(readerLanguage(header)).toBe(language);
  });
});
