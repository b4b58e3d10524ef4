import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDir } from '@/server/test/app';
import { staleBuildReason } from './spa-build';

/** A repository with sources written at `sourcesAt` and, optionally, a build made at `builtAt` (seconds). */
function repository({ sourcesAt, builtAt }: { sourcesAt: number; builtAt?: number }) {
  const root = temporaryDir('repo');
  const write = (file: string, at: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x');
    utimesSync(path.join(root, file), at, at);
  };
  for (const file of ['index.html', 'vite.config.ts', 'app/main.tsx', 'routes/index.tsx', 'i18n/locales/en.json']) {
    write(file, sourcesAt);
  }
  if (builtAt !== undefined) write('dist/index.html', builtAt);
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

  it('ignores tests, which are not part of the bundle', () => {
    const { root, write } = repository({ sourcesAt: 1_000, builtAt: 2_000 });
    write('app/main.test.tsx', 3_000);
    write('app/test/setup.ts', 3_000);
    expect(staleBuildReason(root)).toBeUndefined();
  });
});
