/**
 * Start time (issue 13): `npm start`, exactly as a user types it, to a healthy server, on a fresh
 * data directory and again on the same directory (a restart).
 *
 *   node --import tsx bench/start.ts [--root /work/baseline]
 *
 * In --root (this checkout unless given), `npm run build` runs once first, so the start measured
 * is a user's second start: the build is current and only checked. Then, three times: `npm start`
 * on a new temporary DATA_DIR with a free PORT, timed from the spawn to the first 200 of
 * GET /api/health/ (polled every 10 ms); SIGTERM and wait for the exit; `npm start` again on the
 * same DATA_DIR, timed the same way. The figures are the medians, which must be at most 3 s
 * (fresh) and 1.5 s (restart). There is no yardstick process: start time is the figure itself.
 *
 * The timeline shows where the last fresh and restart runs spent their time: the lines the
 * process printed (npm's prestart, the server's banner), and the server's own marks
 * (performance.mark: build checked, modules loaded, database created and migrated, listening),
 * which it logs at LOG_LEVEL=debug as 'start-up timeline'; a checkout without them shows the lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { npmStart, type NpmStart } from './npm-start';
import { median } from './support/http';

const TARGETS = { fresh: 3_000, restart: 1_500 } as const;
const ROUNDS = 3;
const { values: options } = parseArgs({ options: { root: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) } } });
const root = path.resolve(options.root);

const building = performance.now();
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error(`npm run build failed in ${root}`);
console.log(`npm start in ${root}, after npm run build (${s(performance.now() - building)})`);

type Run = { ms: number; lines: NpmStart['lines']; spawnedAt: number };
const runs: Record<keyof typeof TARGETS, Run[]> = { fresh: [], restart: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ngo-start-bench-'));
  try {
    runs.fresh.push(await timedStart(dataDir));
    runs.restart.push(await timedStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let missed = false;
console.log(`  ${'start'.padEnd(8)} ${'runs (s)'.padEnd(18)} ${'median'.padStart(7)} ${'target'.padStart(7)}`);
for (const kind of ['fresh', 'restart'] as const) {
  const times = runs[kind].map((run) => run.ms);
  const middle = median(times);
  const met = middle <= TARGETS[kind];
  missed ||= !met;
  console.log(`  ${kind.padEnd(8)} ${times.map(s).join(' ').padEnd(18)} ${s(middle).padStart(7)} ${`≤ ${s(TARGETS[kind])}`.padStart(7)}${met ? '' : '   <-- MISSED'}`);
}
for (const kind of ['fresh', 'restart'] as const) printTimeline(kind, runs[kind].at(-1)!);
process.exit(missed ? 1 : 0);

async function timedStart(dataDir: string): Promise<Run> {
  const spawnedAt = Date.now();
  const server = await npmStart(root, { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'debug' });
  const healthy = await server.healthy.then(() => Date.now(), (error: unknown) => error);
  const code = await server.stop();
  if (typeof healthy !== 'number') throw healthy;
  if (code !== 0) throw new Error(`npm start exited with ${code} on SIGTERM`);
  return { ms: healthy - spawnedAt, lines: server.lines, spawnedAt };
}

/** Each phase with the time since the spawn it ended at. */
function printTimeline(kind: string, run: Run): void {
  console.log(`timeline of the last ${kind} start (ms since spawn):`);
  const marks = run.lines
    .map((line) => parseJson(line.text))
    .find((entry) => entry?.msg === 'start-up timeline')?.timeline as Array<{ name: string; at: number }> | undefined;
  const events = [
    ...(marks ?? []).map((mark) => ({ ms: mark.at - run.spawnedAt, text: mark.name })),
    ...run.lines.filter((line) => !line.text.startsWith('{')).map((line) => ({ ms: line.ms, text: `printed: ${line.text.slice(0, 90)}` })),
    { ms: run.ms, text: 'GET /api/health/ answered 200' },
  ].sort((a, b) => a.ms - b.ms);
  let previous = 0;
  for (const event of events) {
    console.log(`  ${event.ms.toFixed(0).padStart(6)} ${`(+${(event.ms - previous).toFixed(0)})`.padStart(8)}  ${event.text}`);
    previous = event.ms;
  }
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function s(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
