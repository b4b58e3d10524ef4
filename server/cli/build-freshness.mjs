// What `npm run build` makes and from what, and whether each output is older than its sources.
// Plain JavaScript, importing nothing but node: `npm start` checks the build with it on every start
// and must not pay for tsx or Vite to learn that nothing changed (server/cli/start.mjs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where the built server lives (dist/ is the SPA's, which Vite empties on every build). */
export const SERVER_OUT_DIR = 'dist-server';
export const MIGRATIONS_DIR = 'server/db/migrations';

/**
 * Each output of the build, the file that stands for it, and what it is made from: a change to any
 * input file (tests aside) since that file was written makes the output stale. A file deleted
 * changes the file that imported it. The database template's name carries its migrations' identity,
 * so a changed migration makes it missing; the code that dumps it (what it keeps) is its input.
 */
export function buildTargets(root) {
  return [
    {
      name: 'app',
      output: 'dist/index.html',
      inputs: ['app', 'routes', 'queries', 'i18n', 'contract', 'index.html', 'vite.config.ts', 'public', 'package-lock.json'],
    },
    {
      name: 'server',
      output: `${SERVER_OUT_DIR}/main.js`,
      inputs: ['server', 'contract', 'i18n', 'demo', 'tsconfig.json', 'package-lock.json'],
    },
    {
      name: 'database template',
      output: path.relative(root, pgliteTemplateFile(root)),
      inputs: ['server/cli/pglite-template.ts', 'server/platform/db.ts', 'package-lock.json'],
    },
  ];
}

/** The first reason the build under `root` must run again, or undefined when it is up to date. */
export function staleBuildReason(root) {
  return staleTargets(root)[0]?.reason;
}

/** The targets `npm start` must build, each with why. */
export function staleTargets(root) {
  return buildTargets(root).flatMap((target) => {
    const reason = staleTargetReason(root, target);
    return reason ? [{ name: target.name, reason }] : [];
  });
}

/**
 * Names the migrations a database template was made from: the SQL files and the journal, not
 * their times, so a template is used only by a server whose migrations are exactly those.
 */
export function migrationsIdentity(migrationsDir) {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort(),
    path.join('meta', '_journal.json'),
  ];
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite data directory `npm run build` dumps for these migrations (PGlite `dumpDataDir`, gzip). */
export function pgliteTemplateFile(root) {
  const identity = migrationsIdentity(path.join(root, MIGRATIONS_DIR));
  return path.join(root, SERVER_OUT_DIR, `pglite-template-${identity}.tar.gz`);
}

function staleTargetReason(root, { output, inputs }) {
  const builtAt = modifiedAt(path.join(root, output));
  if (builtAt === undefined) return `${output} is missing`;
  for (const input of inputs) {
    const changed = firstChangedSince(path.join(root, input), builtAt);
    if (changed) return `${path.relative(root, changed)} changed since the last build`;
  }
  return undefined;
}

function firstChangedSince(file, time) {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return undefined;
  if (!stats.isDirectory()) return stats.mtimeMs > time ? file : undefined;
  for (const entry of readdirSync(file)) {
    if (isTestOnly(entry)) continue;
    const changed = firstChangedSince(path.join(file, entry), time);
    if (changed) return changed;
  }
  return undefined;
}

/** Tests and their setup (`*.test.tsx`, `app/test/`, `server/test/`) are not built. */
function isTestOnly(name) {
  return name === 'test' || /\.test\.[cm]?[jt]sx?$/.test(name);
}

function modifiedAt(file) {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs;
}
