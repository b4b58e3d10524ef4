import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDir } from '@/server/test/app';
import { migrationsIdentity, pgliteTemplateFile, staleBuildReason, staleTargets } from './build-freshness.mjs';

/** A repository with sources written at `sourcesAt` and, optionally, every build output made at `builtAt` (seconds). */
function repository({ sourcesAt, builtAt }: { sourcesAt: number; builtAt?: number }) {
  const root = temporaryDir('repo');
  const write = (file: string, at: number, text = 'x') => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    utimesSync(path.join(root, file), at, at);
  };
  for (const file of ['index.html', 'vite.config.ts', 'app/main.tsx', 'routes/index.tsx', 'i18n/locales/en.json', 'server/main.ts']) {
    write(file, sourcesAt);
  }
  write('server/db/migrations/0000_first.sql', sourcesAt, 'create table a (id int);');
  write('server/db/migrations/meta/_journal.json', sourcesAt, '{"entries":[]}');
  if (builtAt !== undefined) {
    write('dist/index.html', builtAt);
    write('dist-server/main.js', builtAt);
    write(path.relative(root, pgliteTemplateFile(root)), builtAt);
  }
  return { root, write };
}

describe('staleBuildReason', () => {
  it('asks for a build when dist/index.html is missing', () => {
    expect(staleBuildReason(repository({ sourcesAt: 1_000 }).root)).toBe('dist/index.html is missing');
  });

  it('finds nothing to do when the build is newer than every source', () => {
    expect(staleBuildReason(repository({ sourcesAt: 1_000, builtAt: 2_000 }).root)).toBeUndefined();
  });

  it('names the source changed since the build', () => {
    const { root, write } = repository({ sourcesAt: 1_000, builtAt: 2_000 });
    write('contract/limits.ts', 3_000);
    expect(staleBuildReason(root)).toBe(`${path.join('contract', 'limits.ts')} changed since the last build`);
  });

  it('rebuilds the server when a server source changes', () => {
    const { root, write } = repository({ sourcesAt: 1_000, builtAt: 2_000 });
    write('server/events/service.ts', 3_000);
    expect(staleBuildReason(root)).toBe(`${path.join('server', 'events', 'service.ts')} changed since the last build`);
  });

  it('asks for a new database template when a migration changes, whatever its time', () => {
    const { root, write } = repository({ sourcesAt: 1_000, builtAt: 2_000 });
    const before = pgliteTemplateFile(root);
    write('server/db/migrations/0000_first.sql', 1_000, 'create table a (id bigint);');
    expect(pgliteTemplateFile(root)).not.toBe(before);
    expect(staleBuildReason(root)).toBe(`${path.relative(root, pgliteTemplateFile(root))} is missing`);
  });

  it('makes a new database template when the code that dumps it changes, and not for other server code', () => {
    const { root, write } = repository({ sourcesAt: 1_000, builtAt: 2_000 });
    write('server/events/service.ts', 3_000);
    expect(staleTargets(root).map((target) => target.name)).toEqual(['server']);
    write('server/platform/db.ts', 4_000);
    expect(staleTargets(root).map((target) => target.name)).toEqual(['server', 'database template']);
  });

  it('ignores tests, which are not part of the bundle', () => {
    const { root, write } = repository({ sourcesAt: 1_000, builtAt: 2_000 });
    write('app/main.test.tsx', 3_000);
    write('app/test/setup.ts', 3_000);
    write('server/events/service.test.ts', 3_000);
    write('server/test/app.ts', 3_000);
    expect(staleBuildReason(root)).toBeUndefined();
  });
});

describe('migrationsIdentity', () => {
  it('is the same for the same migrations and differs when one changes', () => {
    const { root, write } = repository({ sourcesAt: 1_000 });
    const folder = path.join(root, 'server/db/migrations');
    const first = migrationsIdentity(folder);
    write('server/db/migrations/0000_first.sql', 5_000, 'create table a (id int);');
    expect(migrationsIdentity(folder)).toBe(first);
    write('server/db/migrations/0001_second.sql', 1_000, 'create table b (id int);');
    expect(migrationsIdentity(folder)).not.toBe(first);
  });
});
