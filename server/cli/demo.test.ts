import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminNgo } from '@/contract/accounts';
import { EVENT_STATUSES, eventListSchema, type Event } from '@/contract/events';
import { volunteerApplicationPageSchema } from '@/contract/applications';
import { certificateSchema } from '@/contract/certificate';
import { distanceKm } from '@/contract/distance';
import { isEventFull, publicEventPageSchema, publicEventPointPageSchema } from '@/contract/publicEvents';
import { publicNgoSchema } from '@/contract/publicNgos';
import { DEMO_ADMIN, DEMO_ENDED_EVENTS, DEMO_EVENTS, DEMO_EXPLORE_EVENTS, DEMO_NGOS, GREEN_VALLEY } from '@/demo/world';
import { DEMO_GALLERY_PHOTOS } from '@/demo/galleries';
import { DEMO_CONTACTS, DEMO_SOCIAL_LINKS } from '@/demo/profiles';
import { DEMO_APPLICATIONS, DEMO_RATINGS, DEMO_VOLUNTEERS } from '@/demo/volunteers';
import { DatabaseNotEmptyError, fillDemo, isEmpty, tablesWithData } from '@/server/demo/fill';
import { bearer, ngoRegistration, postLogin, postRegistration } from '@/server/test/accounts';
import {
  buildTestApp,
  freshPostgresLocation,
  temporaryDir,
  testDatabases,
  useTestApp,
  type TestDatabase,
} from '@/server/test/app';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A database of its own: on PostgreSQL the file's apps would otherwise share one schema. */
function fresh(database: TestDatabase): TestDatabase {
  return database.name === 'postgres' ? { name: 'postgres', location: freshPostgresLocation } : database;
}

describe.each(testDatabases)('npm run demo on $name', (database) => {
  describe('on a fresh database', () => {
    const t = useTestApp(fresh(database));
    beforeAll(async () => {
      expect(await isEmpty(t.app.db)).toBe(true);
      await fillDemo(t.app.db, new Date(), t.app.storage);
    }, 60_000);

    it("shows Green Valley's gallery photos (issue 16): its ended event's and its own, served from storage", async () => {
      const ngos = (await t.app.inject({ url: '/api/super-admin/ngos/', headers: bearer((await postLogin(t.app, 'super-admin', DEMO_ADMIN)).json().access) })).json() as AdminNgo[];
      const greenValley = ngos.find((ngo) => ngo.organization_name === GREEN_VALLEY.organization_name)!;
      const own = (await t.app.inject({ url: `/api/public/ngos/${greenValley.id}/gallery/` })).json() as Array<{ caption: string; large_image: string }>;
      expect(own.map((photo) => photo.caption)).toEqual(DEMO_GALLERY_PHOTOS.filter((photo) => photo.eventName === null).map((photo) => photo.caption));
      expect((await t.app.inject({ url: own[0]!.large_image })).headers['content-type']).toBe('image/jpeg');
      const ended = (await adminEvents(t.app)).find((event) => event.eventName === 'Autumn Litter Pick')!;
      const eventPhotos = (await t.app.inject({ url: `/api/public/events/${ended.id}/gallery/` })).json() as unknown[];
      expect(eventPhotos).toHaveLength(DEMO_GALLERY_PHOTOS.filter((photo) => photo.eventName === ended.eventName).length);
    });

    it('holds events in every status, one-off and in weekly and monthly series, as the demo world has them', async () => {
      const events = await adminEvents(t.app);
      for (const status of EVENT_STATUSES) expect(events.some((event) => event.status === status), status).toBe(true);

      const originals = events.filter((event) => !event.is_recurring_instance).sort((a, b) => a.id - b.id);
      expect(originals.map((event) => [event.eventName, event.status, event.organized_by_name])).toEqual(
        [...DEMO_EVENTS, ...DEMO_ENDED_EVENTS, ...DEMO_EXPLORE_EVENTS].map((event) => [event.eventName, event.status, event.organizer.organization_name]),
      );
      // Issue 14: attendance needs an event that has ended.
      for (const ended of DEMO_ENDED_EVENTS) expect(Date.parse(originals.find((event) => event.eventName === ended.eventName)!.endDate!)).toBeLessThan(Date.now());
      for (const type of ['weekly', 'monthly'] as const) {
        const series = originals.find((event) => event.recurrence_type === type)!;
        const occurrences = events.filter((event) => event.parent_event === series.id);
        expect(occurrences.length, type).toBeGreaterThan(1);
        expect(occurrences.every((occurrence) => occurrence.status === series.status)).toBe(true);
      }

      const rejected = originals.find((event) => event.status === 'rejected')!;
      expect(rejected.rejection_reason).toBeTruthy();
      expect(rejected.admin_notes).toBeTruthy();
      expect(originals.find((event) => event.status === 'published' && event.admin_notes)).toBeDefined();
      const draft = originals.find((event) => event.status === 'draft')!;
      expect(draft.submitted_at).toBeNull();
    });

    it('signs in the administrator and the approved NGOs, who see their own events', async () => {
      expect((await postLogin(t.app, 'super-admin', DEMO_ADMIN)).statusCode).toBe(200);
      for (const ngo of DEMO_NGOS.filter((candidate) => candidate.status === 'approved')) {
        const login = await postLogin(t.app, 'ngo', { email: ngo.contact_person_email, password: ngo.password });
        expect(login.statusCode, ngo.organization_name).toBe(200);
        const { access, ngo_id, ngo_name } = login.json();
        expect(ngo_name).toBe(ngo.organization_name);

        const listed = await t.app.inject({ url: `/api/events/organizers/${ngo_id}/manage/`, headers: bearer(access) });
        expect(listed.statusCode).toBe(200);
        const names = new Set(eventListSchema.parse(listed.json()).map((event) => event.eventName));
        expect([...names].sort()).toEqual([...DEMO_EVENTS, ...DEMO_ENDED_EVENTS, ...DEMO_EXPLORE_EVENTS].filter((event) => event.organizer === ngo).map((event) => event.eventName).sort());
      }
    });

    it('signs in the volunteers through their own call, each with their profile', async () => {
      for (const volunteer of DEMO_VOLUNTEERS) {
        const login = await postLogin(t.app, 'volunteer', { email: volunteer.email, password: volunteer.password });
        expect(login.statusCode, volunteer.full_name).toBe(200);
        const me = await t.app.inject({ url: '/api/volunteer/me/', headers: bearer(login.json().access) });
        // Attendance marked by the demo gave each attended event's XP.
        const attended = DEMO_APPLICATIONS.filter((application) => application.volunteerEmail === volunteer.email && application.status === 'completed');
        const xp = attended.reduce((sum, application) => sum + [...DEMO_EVENTS, ...DEMO_ENDED_EVENTS, ...DEMO_EXPLORE_EVENTS].find((event) => event.eventName === application.eventName)!.event_xp, 0);
        expect(me.json()).toMatchObject({ full_name: volunteer.full_name, birthday: volunteer.birthday ?? null, total_xp: xp });
      }
    });

    it("shows each volunteer's applications, counted in the events' people_applied", async () => {
      for (const volunteer of DEMO_VOLUNTEERS) {
        const { access } = (await postLogin(t.app, 'volunteer', { email: volunteer.email, password: volunteer.password })).json();
        const mine = ((await t.app.inject({ url: '/api/volunteer/applications/', headers: bearer(access) })).json() as { results: Array<{ event_name: string; status: string }> }).results;
        const expected = DEMO_APPLICATIONS.filter((application) => application.volunteerEmail === volunteer.email).map((application) => [application.eventName, application.status]);
        expect(mine.map((application) => [application.event_name, application.status]).sort(), volunteer.full_name).toEqual(expected.sort());
      }
      // Green Valley's screen: several pages of 5, every status, accepted volunteers of an ended event to mark.
      const green = (await postLogin(t.app, 'ngo', { email: DEMO_NGOS[0]!.contact_person_email, password: DEMO_NGOS[0]!.password })).json();
      const page = (await t.app.inject({ url: '/api/portal/applications/?page=1', headers: bearer(green.access) })).json() as { count: number; results: unknown[] };
      expect(page.count).toBeGreaterThanOrEqual(14);
      expect(page.results).toHaveLength(5);
      const statistics = (await t.app.inject({ url: '/api/portal/applications/statistics/', headers: bearer(green.access) })).json();
      expect(statistics).toMatchObject({ accepted: expect.any(Number), waitlisted: expect.any(Number), applied: expect.any(Number) });
      expect(Math.min(statistics.accepted, statistics.waitlisted, statistics.applied)).toBeGreaterThan(0);
      const completed = (await t.app.inject({ url: '/api/portal/applications/?status=completed', headers: bearer(green.access) })).json() as unknown[];
      expect(completed.length).toBeGreaterThan(0);
      const listed = (await t.app.inject({ url: '/api/public/events/?search=Tree%20Planting' })).json() as { results: Event[] };
      const treePlanting = DEMO_APPLICATIONS.filter((application) => application.eventName === 'Tree Planting Saturday').length;
      expect(listed.results.find((event) => event.eventName === 'Tree Planting Saturday')?.people_applied).toBe(treePlanting);
      // Issue 15: the demo's ratings of completed applications in Green Valley's profile.
      const profile = (await t.app.inject({ url: '/api/portal/profile/', headers: bearer(green.access) })).json();
      const scores = DEMO_RATINGS.map((rating) => rating.score);
      expect(profile).toMatchObject({ total_ratings: scores.length, avg_rating: scores.reduce((sum, score) => sum + score, 0) / scores.length });
    });

    it("shows the volunteers' side on a first look (issue 17): Ana's places, waitlist and certificate, a full event, the map's places", async () => {
      const ana = DEMO_VOLUNTEERS.find((volunteer) => volunteer.email === 'ana.novak@example.org')!;
      const { access } = (await postLogin(t.app, 'volunteer', { email: ana.email, password: ana.password })).json();
      const mine = volunteerApplicationPageSchema.parse((await t.app.inject({ url: '/api/volunteer/applications/', headers: bearer(access) })).json());
      const statuses = Object.fromEntries(mine.results.map((application) => [application.event_name, application.status]));
      expect(statuses).toMatchObject({ 'Autumn Litter Pick': 'completed', 'Shelter Open Day': 'waitlisted', 'Ljubljanica Riverbank Clean-up': 'accepted' });
      expect(mine.results.find((application) => application.event_name === 'Autumn Litter Pick')).toMatchObject({ awarded_xp: 30, rating: 4 });
      const certificate = certificateSchema.parse((await t.app.inject({ url: '/api/volunteer/certificate/', headers: bearer(access) })).json());
      expect(certificate).toMatchObject({ full_name: 'Ana Novak', count: 1, total_xp: 30, results: [expect.objectContaining({ event_name: 'Autumn Litter Pick', hours: 3 })] });

      const shelter = publicEventPageSchema.parse((await t.app.inject({ url: '/api/public/events/?search=Shelter%20Open' })).json()).results[0]!;
      expect(isEventFull(shelter)).toBe(true);
      const map = publicEventPointPageSchema.parse((await t.app.inject({ url: '/api/public/events/map/' })).json());
      const ljubljana = map.results.filter((point) => distanceKm(point, { latitude: 46.0511, longitude: 14.5051 }) < 5);
      const maribor = map.results.filter((point) => distanceKm(point, { latitude: 46.5547, longitude: 15.6459 }) < 10);
      expect(ljubljana.length).toBeGreaterThanOrEqual(2);
      expect(maribor.length).toBeGreaterThanOrEqual(2);
    });

    it("shows the approved NGOs' public pages with their texts, links and only their public contacts (issue 15)", async () => {
      const ngos = (await t.app.inject({ url: '/api/super-admin/ngos/', headers: bearer((await postLogin(t.app, 'super-admin', DEMO_ADMIN)).json().access) })).json() as AdminNgo[];
      for (const ngo of DEMO_NGOS) {
        const id = ngos.find((listed) => listed.contact_person_email === ngo.contact_person_email)!.id;
        const response = await t.app.inject({ url: `/api/public/ngos/${id}/` });
        if (ngo.status !== 'approved') {
          expect(response.statusCode, ngo.organization_name).toBe(404);
          continue;
        }
        const page = publicNgoSchema.parse(response.json());
        expect(page).toMatchObject({ name: ngo.organization_name, about: ngo.about, history: ngo.history });
        expect(page.social_links.map((link) => link.url)).toEqual(DEMO_SOCIAL_LINKS.filter((link) => link.ngo === ngo).map((link) => link.url));
        const shown = DEMO_CONTACTS.filter((contact) => contact.ngo === ngo && contact.is_public).map((contact) => contact.contact_info);
        expect(page.contacts.map((contact) => contact.contact_info), ngo.organization_name).toEqual(shown);
      }
      // Green Valley's desk phone is public, its e-mail private (mocks/demoData.ts has the same).
      expect(DEMO_CONTACTS.filter((contact) => contact.ngo === DEMO_NGOS[0]).map((contact) => [contact.contact_type, contact.is_public])).toEqual([['phone', true], ['email', false]]);
    });

    it('refuses the pending and the suspended NGO at sign-in, with their notices', async () => {
      const codes = [];
      for (const ngo of DEMO_NGOS.filter((candidate) => candidate.status !== 'approved')) {
        const login = await postLogin(t.app, 'ngo', { email: ngo.contact_person_email, password: ngo.password });
        expect(login.statusCode).toBe(403);
        codes.push(login.json().code);
      }
      expect(codes.sort()).toEqual(['ngo_pending', 'ngo_suspended']);
    });

    it("queues the demo's messages as its changes would, and shows the administrator one that failed (issue 18)", async () => {
      const admin = bearer((await postLogin(t.app, 'super-admin', DEMO_ADMIN)).json().access);
      const failed = (await t.app.inject({ url: '/api/super-admin/mail/?status=failed', headers: admin })).json();
      const suspended = DEMO_NGOS.find((ngo) => ngo.status === 'suspended')!;
      expect(failed.results).toEqual([expect.objectContaining({ kind: 'ngo_suspended', recipient: suspended.contact_person_email, status: 'failed' })]);
      const pending = (await t.app.inject({ url: '/api/super-admin/mail/?status=pending', headers: admin })).json();
      expect(pending.count).toBeGreaterThan(DEMO_NGOS.length);
    });

    it('refuses to fill it again and changes nothing', async () => {
      const before = await adminEvents(t.app);
      const error = await fillDemo(t.app.db).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseNotEmptyError);
      expect((error as DatabaseNotEmptyError).tables).toEqual(expect.arrayContaining(['ngos', 'users', 'events']));
      expect(await adminEvents(t.app)).toEqual(before);
    });
  });

  it('refuses a database where one NGO has registered, and leaves it as it was', async () => {
    const app = await buildTestApp(fresh(database));
    try {
      expect((await postRegistration(app, ngoRegistration())).statusCode).toBe(201);
      // Issue 18: with the notice of its registration, queued in the outbox.
      expect(await tablesWithData(app.db)).toEqual(['ngos', 'users', 'mail_outbox']);

      await expect(fillDemo(app.db)).rejects.toThrow(DatabaseNotEmptyError);
      expect(await tablesWithData(app.db)).toEqual(['ngos', 'users', 'mail_outbox']);
      expect((await postLogin(app, 'super-admin', DEMO_ADMIN)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('moves the world by whole weeks to the day it runs, each event keeping its weekday', async () => {
    const app = await buildTestApp(fresh(database));
    try {
      const today = new Date('2031-03-05T15:00:00Z'); // a Wednesday
      const summary = await fillDemo(app.db, today);
      expect(summary.shiftedByDays % 7).toBe(0);

      const all = await adminEvents(app);
      // The ended events (issue 14) stay behind today, by design.
      const endedOnes = all.filter((event) => DEMO_ENDED_EVENTS.some((ended) => ended.eventName === event.eventName));
      expect(endedOnes.every((event) => Date.parse(event.endDate!) < today.getTime())).toBe(true);
      const events = all.filter((event) => !endedOnes.includes(event));
      expect(events.every((event) => Date.parse(event.startDate!) > today.getTime())).toBe(true);
      const earliest = Math.min(...events.map((event) => Date.parse(event.startDate!)));
      expect(earliest - today.getTime()).toBeLessThan(14 * 86_400_000);
      const treePlanting = events.find((event) => event.eventName === 'Tree Planting Saturday')!;
      expect(new Date(treePlanting.startDate!).getUTCDay()).toBe(6);
    } finally {
      await app.close();
    }
  });
});

describe('npm run demo, the command', () => {
  function demo(env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/demo.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, stdout, stderr })),
    );
  }

  it('fills a fresh DATA_DIR and prints how to sign in; a second run refuses with exit code 1', async () => {
    const dataDir = temporaryDir('demo-cli');
    const first = await demo({ DATA_DIR: dataDir });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Filled the demo into embedded PGlite in ${path.join(dataDir, 'db')}`);
    expect(first.stdout).toContain(`DATA_DIR=${dataDir} npm start`);
    expect(first.stdout).toContain('http://localhost:3000');
    for (const { email, password } of [DEMO_ADMIN, ...DEMO_NGOS.map((ngo) => ({ email: ngo.contact_person_email, password: ngo.password }))]) {
      expect(first.stdout).toMatch(new RegExp(`${email}\\s+${password}`));
    }

    const second = await demo({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stdout).toBe('');
    expect(second.stderr).toContain('already holds data');
    expect(second.stderr).toContain('changed nothing');
  }, 60_000);

  it('refuses a PostgreSQL server given by DATABASE_URL', async () => {
    const result = await demo({ DATA_DIR: temporaryDir('demo-cli-pg'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('fills the embedded database only, and DATABASE_URL is set');
  });
});

/** Every event, series occurrences included, as the administrator's list answers them. */
async function adminEvents(app: FastifyInstance): Promise<Event[]> {
  const { access } = (await postLogin(app, 'super-admin', DEMO_ADMIN)).json();
  const response = await app.inject({ url: '/api/super-admin/events/?limit=100', headers: bearer(access) });
  expect(response.statusCode, response.body).toBe(200);
  return eventListSchema.parse(response.json());
}
