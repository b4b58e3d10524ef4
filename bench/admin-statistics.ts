/**
 * What the admin dashboard's counts cost: GET /api/super-admin/events/statistics/ (one grouped SQL
 * count) against what SPEC §7 describes, loading every event with GET /api/super-admin/events/ and
 * counting in the browser. Both on one fresh database with the same events, in one run.
 *
 *   node --import tsx bench/admin-statistics.ts [events=5000] [rounds=15]
 *
 * Runs on an in-memory PGlite; set BENCH_DATABASE_URL=postgres://... (an empty schema is made and
 * dropped) to measure on PostgreSQL. Prints the median time and body size of each call, and their ratio.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createSuperAdmin } from '@/server/accounts/super-admins';
import { buildApp } from '@/server/app';
import { events, ngos } from '@/server/db/schema';
import { loadConfig } from '@/server/platform/config';
import type { DatabaseLocation } from '@/server/platform/db';
import { EVENT_STATUSES } from '@/contract/events';

const eventCount = Number(process.argv[2] ?? 5000);
const rounds = Number(process.argv[3] ?? 15);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ngo-bench-'));
const url = process.env.BENCH_DATABASE_URL;
const schema = `bench_${randomBytes(4).toString('hex')}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

if (url) await onServer(`create schema ${schema}`);
const location: DatabaseLocation = url ? { driver: 'postgres', url, schema } : { driver: 'pglite', dataDir: 'memory://' };
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir }),
  database: location,
  spaDir: path.join(dataDir, 'no-spa'),
});

try {
  const admin = { email: 'bench-admin@example.org', password: 'bench-password' };
  await createSuperAdmin(app.db, admin);
  const { access } = (await app.inject({ method: 'POST', url: '/api/super-admin/login/', payload: admin })).json();
  const headers = { authorization: `Bearer ${access}` };

  // Twenty NGOs sharing the events; rows written straight to the table, a thousand at a time.
  const ngoIds = (
    await app.db
      .insert(ngos)
      .values(Array.from({ length: 20 }, (_, n) => ({ organizationName: `NGO ${n}`, contactPersonFirstName: 'A', contactPersonLastName: 'B', contactPersonEmail: `ngo${n}@example.org`, status: 'approved' as const })))
      .returning({ id: ngos.id })
  ).map((row) => row.id);
  for (let first = 0; first < eventCount; first += 1000) {
    const rows = Array.from({ length: Math.min(1000, eventCount - first) }, (_, offset) => {
      const n = first + offset;
      const start = new Date(Date.UTC(2027, 0, 1) + n * 3_600_000);
      return {
        eventName: `Event ${n}`,
        eventDescription: 'Volunteers help with the clean-up, bring gloves and meet at the park entrance at nine.',
        startDate: start,
        endDate: new Date(start.getTime() + 7_200_000),
        markerType: 1 as const,
        status: EVENT_STATUSES[n % EVENT_STATUSES.length]!,
        peopleNeeded: 10,
        latitude: 46.23,
        longitude: 15.26,
        locationText: 'Celje',
        organizedBy: ngoIds[n % ngoIds.length]!,
      };
    });
    await app.db.insert(events).values(rows);
  }

  const measure = async (target: string) => {
    const times: number[] = [];
    let bytes = 0;
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const response = await app.inject({ url: target, headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${target}: ${response.statusCode} ${response.body}`);
      bytes = response.rawPayload.length;
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, bytes };
  };

  const counted = await measure('/api/super-admin/events/statistics/');
  const loaded = await measure('/api/super-admin/events/');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`${eventCount} events on ${url ? 'PostgreSQL' : 'PGlite'}, median of ${rounds} calls each:`);
  console.log(`  statistics (count in SQL):     ${counted.median.toFixed(1)} ms, ${kb(counted.bytes)}`);
  console.log(`  every event (count in browser): ${loaded.median.toFixed(1)} ms, ${kb(loaded.bytes)}`);
  console.log(`  ratio: ${(loaded.median / counted.median).toFixed(1)}x the time, ${(loaded.bytes / counted.bytes).toFixed(0)}x the bytes`);
} finally {
  await app.close();
  if (url) await onServer(`drop schema if exists ${schema} cascade`);
  rmSync(dataDir, { recursive: true, force: true });
}
