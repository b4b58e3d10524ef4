import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the SPA build reads: a change to any of these makes dist/ stale. */
export const SPA_BUILD_INPUTS = ['app', 'routes', 'queries', 'i18n', 'contract', 'index.html', 'vite.config.ts', 'public', 'package-lock.json'];

/** Why dist/ under `root` must be built again, or undefined when it is up to date. */
export function staleBuildReason(root: string): string | undefined {
  const builtAt = modifiedAt(path.join(root, 'dist', 'index.html'));
  if (builtAt === undefined) return 'dist/index.html is missing';
  for (const input of SPA_BUILD_INPUTS) {
    const changed = firstChangedSince(path.join(root, input), builtAt);
    if (changed) return `${path.relative(root, changed)} changed since the last build`;
  }
  return undefined;
}

function firstChangedSince(file: string, time: number): string | undefined {
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

/** Tests and their setup (`*.test.tsx`, `app/test/`) do not go into the bundle. */
function isTestOnly(name: string): boolean {
  return name === 'test' || /\.test\.[cm]?[jt]sx?$/.test(name);
}

function modifiedAt(file: string): number | undefined {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs;
}
