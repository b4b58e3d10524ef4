/**
 * Applications list paging (issue 14): does the /applications screen's call stay as fast for an
 * NGO with 10,000 applications as for one with 50? The screen asks for its first page of 5, newest
 * first (`GET /api/portal/applications/?page=1&page_size=5&ordering=-application_date`), and the
 * same with a status filter; each is timed for both NGOs and the figure is the time with 10,000 ÷
 * the time with 50 (the median of many calls), so it holds on any machine. Target: ≤ 2.
 *
 *   node --import tsx bench/applications-list-paging.ts [--calls 300] [--database-url postgres://...]
 *
 * Runs on an in-memory PGlite, and also on PostgreSQL when `--database-url`, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names one (a schema of its own is made and dropped). The app is the real one
 * (buildApp), called through inject() so that only the server's work is timed. The NGOs register,
 * are approved and sign in through the API; their events, 10,000 volunteers and the applications
 * are written straight to the tables, a thousand rows at a time (set-up, not the measurement).
 * Exits 1 when a ratio is above 2 or an answer is not 200.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { APPLICATION_STATUSES } from '@/contract/applicationStatus';
import { applicationPageSchema } from '@/contract/applications';
import { APPLICATIONS_PAGE_SIZE } from '@/contract/limits';
import { createSuperAdmin } from '@/server/accounts/super-admins';
import { buildApp } from '@/server/app';
import { applications, events, users, volunteerProfiles } from '@/server/db/schema';
import { loadConfig } from '@/server/platform/config';
import type { DatabaseLocation } from '@/server/platform/db';
import { median } from './support/http';
import { registration } from './support/world';

const { values: options } = parseArgs({
  options: {
    calls: { type: 'string', default: '300' },
    'database-url': { type: 'string' },
  },
});
/** The target: the page's time with 10,000 applications ÷ with 50. */
const TARGET = 2;
const SIZES = [50, 10_000] as const;
/** The big NGO's applications spread over this many events (the small one's over 3). */
const BIG_NGO_EVENTS = 40;
const calls = Number(options.calls);
const url = options['database-url'] ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PAGE = `/api/portal/applications/?page=1&page_size=${APPLICATIONS_PAGE_SIZE}&ordering=-application_date`;
const QUERIES = [
  { label: 'first page, newest first', target: PAGE },
  { label: 'first page of accepted', target: `${PAGE}&status=accepted` },
];

const failures: string[] = [];
/** Client addresses used by call(). */
let addresses = 0;
const lines: string[] = [];
for (const database of url ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  lines.push(...(await measureOn(database)));
}
console.log(`\nApplications list paging: ${calls} calls per leg, median time, ${SIZES[0]} against ${SIZES[1]} applications`);
for (const line of lines) console.log(line);
console.log(failures.length === 0 ? 'target: met' : `target NOT met:\n  ${failures.join('\n  ')}`);
process.exit(failures.length > 0 ? 1 : 0);

async function measureOn(database: 'pglite' | 'postgres'): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ngo-bench-applications-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  if (database === 'postgres') await onServer(url!, `create schema ${schema}`);
  const location: DatabaseLocation = database === 'postgres' ? { driver: 'postgres', url: url!, schema } : { driver: 'pglite', dataDir: 'memory://' };
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir }),
    database: location,
    spaDir: path.join(dataDir, 'no-spa'),
  });
  try {
    const admin = { email: 'bench-admin@example.org', password: 'bench-password' };
    await createSuperAdmin(app.db, admin);
    const adminToken = (await call(app, 'POST', '/api/super-admin/login/', undefined, admin)).access as string;
    const ngos = [];
    for (const [index, size] of SIZES.entries()) ngos.push(await ngoWithApplications(app, adminToken, index + 1, size, index * SIZES[0]));
    if (database === 'postgres') await app.db.execute('analyze');

    const rows: string[] = [];
    for (const { label, target } of QUERIES) {
      const headers = ngos.map((ngo) => ({ authorization: `Bearer ${ngo.access}`, 'accept-language': 'en' }));
      for (const header of headers) await timed(app, target, header, 50); // warm-up: JIT, plans, caches
      const times = headers.map(() => [] as number[]);
      // Rounds alternate between the NGOs, so a slower moment of the machine falls on both.
      for (let round = 0; round < 5; round += 1) {
        for (const [index, header] of headers.entries()) times[index]!.push(await timed(app, target, header, Math.ceil(calls / 5)));
      }
      const [small, big] = times.map((leg) => median(leg)) as [number, number];
      const ratio = big / small;
      rows.push(`${database.padEnd(8)} ${label.padEnd(26)} ${small.toFixed(2).padStart(6)} ms  ${big.toFixed(2).padStart(6)} ms  ratio ${ratio.toFixed(2)} (target ≤ ${TARGET})`);
      if (ratio > TARGET) failures.push(`${database}, ${label}: ${ratio.toFixed(2)}`);
    }
    return rows;
  } finally {
    await app.close();
    if (database === 'postgres') await onServer(url!, `drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** An approved, signed-in NGO whose events hold `count` applications of volunteers of their own, in every status. */
async function ngoWithApplications(app: FastifyInstance, adminToken: string, n: number, count: number, firstVolunteer: number) {
  const ngo = registration('ApplicationsBench', n);
  await call(app, 'POST', '/api/ngo/register/', undefined, ngo);
  const pending = (await call(app, 'GET', '/api/super-admin/ngos/?status=pending', adminToken)) as unknown as Array<{ id: number }>;
  await call(app, 'POST', `/api/super-admin/ngos/${pending[0]!.id}/approve/`, adminToken);
  const signIn = await call(app, 'POST', '/api/ngo/login/', undefined, { email: ngo.contact_person_email, password: ngo.password });
  const ngoId = signIn.ngo_id as number;

  const eventCount = count > 1000 ? BIG_NGO_EVENTS : 3;
  const eventIds = (
    await app.db
      .insert(events)
      .values(
        Array.from({ length: eventCount }, (_, k) => {
          const start = new Date(Date.UTC(2030, 0, 1 + k, 8));
          return {
            eventName: `Event ${n}.${k}`,
            eventDescription: 'Volunteers help with the clean-up.',
            startDate: start,
            endDate: new Date(start.getTime() + 4 * 3_600_000),
            markerType: 1 as const,
            status: 'published' as const,
            peopleNeeded: 20,
            latitude: 46.23,
            longitude: 15.26,
            locationText: 'Celje',
            organizedBy: ngoId,
          };
        }),
      )
      .returning({ id: events.id })
  ).map((row) => row.id);

  for (let first = 0; first < count; first += 1000) {
    const size = Math.min(1000, count - first);
    const volunteerIds = (
      await app.db
        .insert(users)
        .values(Array.from({ length: size }, (_, k) => ({ email: `v${firstVolunteer + first + k}.${n}@example.org`, passwordHash: 'not-for-signing-in', userType: 'volunteer' as const, name: `Volunteer ${first + k}` })))
        .returning({ id: users.id })
    ).map((row) => row.id);
    await app.db.insert(volunteerProfiles).values(volunteerIds.map((userId) => ({ userId, bio: 'Likes rivers.' })));
    await app.db.insert(applications).values(
      volunteerIds.map((userId, k) => ({
        eventId: eventIds[(first + k) % eventIds.length]!,
        userId,
        status: APPLICATION_STATUSES[(first + k) % APPLICATION_STATUSES.length]!,
        applicationDate: new Date(Date.UTC(2029, 0, 1) + (first + k) * 60_000),
      })),
    );
  }
  const page = applicationPageSchema.parse(await call(app, 'GET', PAGE, signIn.access as string));
  if (page.count !== count) throw new Error(`NGO ${n} has ${page.count} applications, not ${count}`);
  return { ngoId, access: signIn.access as string };
}

/** The median time of `times` calls of the target, in ms; anything but 200 is a failure. */
async function timed(app: FastifyInstance, target: string, headers: Record<string, string>, times: number): Promise<number> {
  const each: number[] = [];
  for (let k = 0; k < times; k += 1) {
    const started = performance.now();
    const response = await app.inject({ url: target, headers });
    each.push(performance.now() - started);
    if (response.statusCode !== 200) {
      failures.push(`${target}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      break;
    }
  }
  return median(each);
}

/** A JSON call through inject, from an address of its own (registrations are limited per address); throws on anything but 2xx. */
async function call(app: FastifyInstance, method: 'GET' | 'POST', target: string, token?: string, body?: object): Promise<Record<string, unknown>> {
  addresses += 1;
  const response = await app.inject({
    method,
    url: target,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
    remoteAddress: `10.77.${(addresses >> 8) & 255}.${addresses & 255}`,
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${target}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
