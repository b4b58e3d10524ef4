/**
 * `npm run bench`: every figure of the performance issue, one script after another, each measuring
 * its subject against its yardstick in the same run (median of three) and exiting 1 when its
 * target is missed. Prints each script's own table, then one summary line per script.
 *
 *   npm run bench [-- name ...]     e.g. npm run bench -- upload start
 *
 * The scripts run one at a time: on a 2-core machine two benchmarks at once measure each other.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The figures, in its table's order, each with the script that prints it. */
const FIGURES: Array<{ name: string; figure: string }> = [
  { name: 'events-list-throughput', figure: 'NGO events list req/s ÷ /api/health/ req/s (PGlite ≥ 0.3, PostgreSQL ≥ 0.5)' },
  { name: 'events-list-paging', figure: 'first page of 500 events ÷ of 50 (≥ 0.8)' },
  { name: 'applications-list-paging', figure: 'applications page of 5, time with 10,000 ÷ with 50 (≤ 2)' },
  { name: 'bundle-size', figure: 'sign-in page JS + CSS ÷ card-stack app, gzip (≤ firstLoadRatio of budgets/bundle.json)' },
  { name: 'upload', figure: '4 MB JPEG upload ÷ sharp alone (≤ 1.5)' },
  { name: 'start', figure: 'npm start to healthy, fresh (≤ 3 s) and restart (≤ 1.5 s)' },
  { name: 'lighthouse', figure: 'Lighthouse mobile: performance ≥ 95, accessibility and best practices 100' },
];

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !FIGURES.some((figure) => figure.name === name));
if (unknown.length > 0) {
  console.error(`bench: no figure named ${unknown.join(', ')}; the names are ${FIGURES.map((figure) => figure.name).join(', ')}`);
  process.exit(2);
}

const results: Array<{ name: string; figure: string; passed: boolean; seconds: number }> = [];
for (const { name, figure } of FIGURES.filter((figure) => asked.length === 0 || asked.includes(figure.name))) {
  console.log(`\n=== ${name}: ${figure}`);
  const started = Date.now();
  const code = await run(path.join(benchDir, `${name}.ts`));
  results.push({ name, figure, passed: code === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary');
for (const { name, figure, passed, seconds } of results) {
  console.log(`${passed ? 'met    ' : 'MISSED '} ${name.padEnd(24)} ${figure} (${seconds.toFixed(0)} s)`);
}
process.exit(results.every((result) => result.passed) ? 0 : 1);

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
