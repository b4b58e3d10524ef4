/**
 * Events list throughput (issue 13): how many times a second the real server answers an NGO's
 * events list (50 events, the plain call that sends them all) against its bare health route, both
 * under 20 keep-alive connections, as a ratio so the figure holds on any machine.
 *
 *   node --import tsx bench/events-list-throughput.ts [--database pglite|postgres|both] [--seconds 3]
 *        [--connections 20] [--root /work/baseline] [--profile DIR]
 *
 * The server is spawned as `npm start` runs it (NODE_ENV=production, bench/support/server.ts;
 * `--root` runs another checkout's, to measure "before"). Set-up goes through the API: the
 * administrator approves one registered NGO, which signs in and creates 50 one-off events.
 * autocannon then loads `/api/health/` and the list in turn, `--seconds` each, three rounds after a
 * warm-up, sending what a browser sends (Authorization: Bearer, Accept-Encoding: gzip, deflate,
 * br); each round's list req/s is divided by the health req/s next to it and the median of the
 * three ratios is the figure. When the list pages (`page`, `page_size` → {count, results}) the
 * first page as the SPA asks for it is measured too, for information. PostgreSQL is a private
 * cluster on a free port from 5433; PGlite a temporary DATA_DIR; both are removed at the end.
 * `--profile DIR` runs the server with `node --cpu-prof` and leaves its .cpuprofile in DIR; the
 * run then loads the plain list only (no ratio, no targets), so the profile is the list's.
 * Exits 1 when a target is missed or any answer was not 2xx.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { NGO_EVENTS_PAGE_SIZE } from '@/contract/limits';
import { answerSize, apiOf, median } from './support/http';
import { startCluster, startServer, type BenchServer } from './support/server';
import { eventPayload, registration } from './support/world';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    root: { type: 'string' },
    profile: { type: 'string' },
  },
});
/** The issue's targets: list req/s ÷ health req/s. */
const TARGETS = { pglite: 0.3, postgres: 0.5 } as const;
type Driver = keyof typeof TARGETS;
const EVENT_COUNT = 50;
const ROUNDS = 3;
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const drivers: Driver[] = options.database === 'both' ? ['pglite', 'postgres'] : [options.database as Driver];
if (!drivers.every((driver) => driver in TARGETS)) {
  console.error(`--database is pglite, postgres or both, not ${options.database}`);
  process.exit(2);
}

const admin = { email: 'throughput-admin@example.org', password: 'throughput-password-1' };
const failures: string[] = [];
const rows: string[][] = [];
for (const driver of drivers) rows.push(...(await measure(driver)));

console.log(`\nEvents list throughput, ${connections} connections, ${seconds} s per leg, median of ${ROUNDS} rounds${options.root ? ` (server of ${options.root})` : ''}`);
const header = ['database', 'route', 'req/s', 'health req/s', 'ratio', 'target', 'bytes/answer'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
console.log(failures.length === 0 ? 'targets: all met' : `targets NOT met:\n  ${failures.join('\n  ')}`);
process.exit(failures.length > 0 ? 1 : 0);

/** One database: a server of its own, set up, warmed, then measured; answers the table's rows. */
async function measure(driver: Driver): Promise<string[][]> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'ngo-throughput-'));
  const cluster = driver === 'postgres' ? await startCluster() : undefined;
  const server = await startServer({
    dataDir: path.join(workDir, 'data'),
    databaseUrl: cluster?.url,
    admin,
    root: options.root,
    nodeOptions: options.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(options.profile)] : [],
  });
  try {
    const { ngoId, access } = await setUp(server);
    const headers = { authorization: `Bearer ${access}`, 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
    const base = `http://127.0.0.1:${server.port}`;
    const legs: Array<{ route: string; url: string }> = [
      { route: 'health', url: `${base}/api/health/` },
      { route: `list (${EVENT_COUNT} events)`, url: `${base}/api/events/organizers/${ngoId}/manage/` },
    ];
    if (options.profile) {
      for (let round = 0; round <= ROUNDS; round += 1) await load(legs[1]!.url, headers, seconds);
      return [[driver, legs[1]!.route, 'profiled', '', '', '', '']];
    }
    const firstPage = await firstPageQuery(server, ngoId, headers);
    if (firstPage) legs.push({ route: 'list, first page', url: `${base}/api/events/organizers/${ngoId}/manage/?${firstPage}` });

    for (const leg of legs) await load(leg.url, headers, Math.min(2, seconds)); // warm-up: JIT, caches, connections
    const rates = new Map<string, number[]>(legs.map((leg) => [leg.route, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const leg of legs) rates.get(leg.route)!.push(await load(leg.url, headers, seconds));
    }
    const health = rates.get('health')!;
    const bytes = await Promise.all(legs.map((leg) => answerSize(leg.url, headers)));
    return legs.map((leg, index) => {
      const mine = rates.get(leg.route)!;
      const ratio = median(mine.map((rate, round) => rate / health[round]!));
      const target = index === 1 ? TARGETS[driver] : undefined;
      if (target !== undefined && ratio < target) failures.push(`${driver}: ${leg.route} ÷ health = ${ratio.toFixed(2)} (target ≥ ${target})`);
      return [
        driver,
        leg.route,
        median(mine).toFixed(0),
        median(health).toFixed(0),
        index === 0 ? '' : ratio.toFixed(2),
        target === undefined ? '' : `≥ ${target}`,
        bytes[index]!,
      ];
    });
  } finally {
    const exitCode = await server.stop();
    if (exitCode !== 0) failures.push(`${driver}: the server stopped with exit code ${exitCode}`);
    if (server.messages.size > 0) console.log(`${driver} server warnings and errors: ${[...server.messages].join(' | ')}`);
    await cluster?.destroy();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** autocannon on one URL for a while; answers req/s. Any answer but 2xx is a failure. */
async function load(url: string, headers: Record<string, string>, duration: number): Promise<number> {
  const result = await autocannon({ url, connections, duration, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) failures.push(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result.requests.total / result.duration;
}

/** The administrator approves one registered NGO, which signs in and creates EVENT_COUNT events. */
async function setUp(server: BenchServer): Promise<{ ngoId: number; access: string }> {
  const api = apiOf(server);
  const adminToken = ((await api('POST', '/api/super-admin/login/', undefined, admin)) as { access: string }).access;
  const ngo = registration('Throughput', 1);
  await api('POST', '/api/ngo/register/', undefined, ngo);
  const pending = (await api('GET', '/api/super-admin/ngos/?status=pending', adminToken)) as Array<{ id: number }>;
  await api('POST', `/api/super-admin/ngos/${pending[0]!.id}/approve/`, adminToken);
  const signIn = (await api('POST', '/api/ngo/login/', undefined, { email: ngo.contact_person_email, password: ngo.password })) as { ngo_id: number; access: string };
  for (let n = 0; n < EVENT_COUNT; n += 1) await api('POST', '/api/events/create/', signIn.access, eventPayload(n));
  const list = (await api('GET', `/api/events/organizers/${signIn.ngo_id}/manage/`, signIn.access)) as unknown[];
  if (list.length !== EVENT_COUNT) throw new Error(`the list holds ${list.length} events, not ${EVENT_COUNT}`);
  return { ngoId: signIn.ngo_id, access: signIn.access };
}

/** The query the SPA asks the first page with, or undefined while the list does not page. */
async function firstPageQuery(server: BenchServer, ngoId: number, headers: Record<string, string>): Promise<string | undefined> {
  const query = `page=1&page_size=${NGO_EVENTS_PAGE_SIZE}`;
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/events/organizers/${ngoId}/manage/?${query}`, { headers });
  const body = (await answer.json().catch(() => undefined)) as { count?: unknown } | undefined;
  return answer.ok && typeof body?.count === 'number' ? query : undefined;
}
