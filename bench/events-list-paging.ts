/**
 * Events list paging (issue 13): does the events list stay as fast for an NGO with 500 events as
 * for one with 50? The real server answers the list's first page exactly as the SPA asks for it
 * (`?page=1&page_size=<NGO_EVENTS_PAGE_SIZE>&_t=…`, Authorization: Bearer, Accept-Encoding: gzip,
 * deflate, br) for both NGOs; the figure is req/s with 500 events ÷ req/s with 50, so it holds on
 * any machine.
 *
 *   node --import tsx bench/events-list-paging.ts [--database pglite|postgres] [--seconds 3]
 *        [--connections 20] [--root /work/baseline]
 *
 * The server is spawned as `npm start` runs it (bench/support/server.ts; `--root` runs another
 * checkout's, to measure "before") on a fresh database: a temporary DATA_DIR for PGlite, or a
 * private PostgreSQL cluster on a free port. Set-up goes through the API: the administrator
 * approves two registered NGOs, which create 50 and 500 one-off events. A server whose list does
 * not page (the baseline) is measured on the plain call, which is what its SPA asked for.
 * autocannon loads the 50-event list and the 500-event list in turn, `--seconds` each, three rounds
 * after a warm-up; each round's 500 ÷ 50 is a ratio, and the median of the three is the figure.
 * The bytes of one answer on the wire (and its content-encoding) are printed beside it.
 * Exits 1 when the ratio is below 0.8 or any answer was not 2xx.
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
    database: { type: 'string', default: 'pglite' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    root: { type: 'string' },
  },
});
/** The issue's target: the first page's req/s with 500 events ÷ with 50. */
const TARGET = 0.8;
const SIZES = [50, 500] as const;
const ROUNDS = 3;
const seconds = Number(options.seconds);
const connections = Number(options.connections);
if (options.database !== 'pglite' && options.database !== 'postgres') {
  console.error(`--database is pglite or postgres, not ${options.database}`);
  process.exit(2);
}

const admin = { email: 'paging-admin@example.org', password: 'paging-password-1' };
const failures: string[] = [];
const workDir = mkdtempSync(path.join(tmpdir(), 'ngo-paging-'));
const cluster = options.database === 'postgres' ? await startCluster() : undefined;
const server = await startServer({ dataDir: path.join(workDir, 'data'), databaseUrl: cluster?.url, admin, root: options.root });
let rows: string[][];
let ratio: number;
let asked: string;
try {
  const ngos = [];
  for (const [index, size] of SIZES.entries()) ngos.push(await ngoWithEvents(server, index + 1, size));
  const headers = (access: string) => ({ authorization: `Bearer ${access}`, 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' });
  const paged = await pages(server, ngos[0]!.ngoId, headers(ngos[0]!.access));
  asked = paged ? `first page (page_size=${NGO_EVENTS_PAGE_SIZE})` : 'plain call (the server does not page)';
  const legs = ngos.map((ngo, index) => ({
    label: `${SIZES[index]} events`,
    url: `http://127.0.0.1:${server.port}/api/events/organizers/${ngo.ngoId}/manage/${paged ? `?page=1&page_size=${NGO_EVENTS_PAGE_SIZE}&_t=1` : '?_t=1'}`,
    headers: headers(ngo.access),
  }));

  for (const leg of legs) await load(leg.url, leg.headers, Math.min(2, seconds)); // warm-up: JIT, caches, connections
  const rates = legs.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, leg] of legs.entries()) rates[index]!.push(await load(leg.url, leg.headers, seconds));
  }
  ratio = median(rates[1]!.map((rate, round) => rate / rates[0]![round]!));
  const bytes = await Promise.all(legs.map((leg) => answerSize(leg.url, leg.headers)));
  rows = legs.map((leg, index) => [leg.label, median(rates[index]!).toFixed(0), bytes[index]!]);
  if (ratio < TARGET) failures.push(`500 ÷ 50 = ${ratio.toFixed(2)} (target ≥ ${TARGET})`);
} finally {
  const exitCode = await server.stop();
  if (exitCode !== 0) failures.push(`the server stopped with exit code ${exitCode}`);
  if (server.messages.size > 0) console.log(`server warnings and errors: ${[...server.messages].join(' | ')}`);
  await cluster?.destroy();
  rmSync(workDir, { recursive: true, force: true });
}

console.log(
  `\nEvents list paging on ${options.database}, ${asked}, ${connections} connections, ${seconds} s per leg, median of ${ROUNDS} rounds` +
    (options.root ? ` (server of ${options.root})` : ''),
);
const header = ['NGO', 'req/s', 'bytes/answer'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
for (const row of [header, ...rows]) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
console.log(`ratio 500 ÷ 50: ${ratio.toFixed(2)} (target ≥ ${TARGET})`);
console.log(failures.length === 0 ? 'target: met' : `target NOT met:\n  ${failures.join('\n  ')}`);
process.exit(failures.length > 0 ? 1 : 0);

/** An approved NGO (number n) that signed in and created `count` one-off events through the API. */
async function ngoWithEvents(server: BenchServer, n: number, count: number): Promise<{ ngoId: number; access: string }> {
  const api = apiOf(server);
  const adminToken = ((await api('POST', '/api/super-admin/login/', undefined, admin)) as { access: string }).access;
  const ngo = registration('Paging', n);
  await api('POST', '/api/ngo/register/', undefined, ngo);
  const pending = (await api('GET', '/api/super-admin/ngos/?status=pending', adminToken)) as Array<{ id: number }>;
  await api('POST', `/api/super-admin/ngos/${pending[0]!.id}/approve/`, adminToken);
  const signIn = (await api('POST', '/api/ngo/login/', undefined, { email: ngo.contact_person_email, password: ngo.password })) as { ngo_id: number; access: string };
  // Four at a time: set-up, not the measurement.
  for (let first = 0; first < count; first += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, count - first) }, (_, k) => api('POST', '/api/events/create/', signIn.access, eventPayload(first + k))),
    );
  }
  const list = (await api('GET', `/api/events/organizers/${signIn.ngo_id}/manage/`, signIn.access)) as unknown[];
  if (list.length !== count) throw new Error(`NGO ${n} holds ${list.length} events, not ${count}`);
  return { ngoId: signIn.ngo_id, access: signIn.access };
}

/** Whether the server answers `page` with { count, results } (the baseline answers the whole array). */
async function pages(server: BenchServer, ngoId: number, headers: Record<string, string>): Promise<boolean> {
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/events/organizers/${ngoId}/manage/?page=1&page_size=${NGO_EVENTS_PAGE_SIZE}`, { headers });
  const body = (await answer.json().catch(() => undefined)) as { count?: unknown } | undefined;
  return answer.ok && typeof body?.count === 'number';
}

/** autocannon on one URL for a while; answers req/s. Any answer but 2xx is a failure. */
async function load(url: string, headers: Record<string, string>, duration: number): Promise<number> {
  const result = await autocannon({ url, connections, duration, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) failures.push(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result.requests.total / result.duration;
}
