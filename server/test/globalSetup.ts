import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '@/server/platform/db';

// Once per test run, before any server test file: a PGlite database with every migration applied,
// dumped to a file. Each test app starts from a copy of it (server/test/app.ts) instead of running
// initdb again, which costs most of a fresh PGlite's start (about 0.85 s against 0.26 s here).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory as a tar file (PGlite `dumpDataDir`). */
    pgliteSnapshot: string;
  }
}

export default async function migrateOnce(project: TestProject): Promise<() => void> {
  const dump = await dumpMigratedPglite('none');
  const dir = mkdtempSync(path.join(tmpdir(), 'ngo-portal-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
