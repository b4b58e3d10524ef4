import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 32, budgets that hold: what the sign-in page loads first, against the card-stack reference app
// of bench/bundle-size.ts, and what each route loads beyond it, against the figure recorded in
// budgets/bundle.json. Deterministic: both apps are built in memory (no browser, no server) and every
// file is counted at its `gzip -9` size, as bench/bundle-size.ts counts what the browser receives.
//
//   UPDATE_BUNDLE_BUDGET=1 npx vitest run --project slow budgets/bundle.test.ts
// writes today's sizes (plus ROUTE_HEADROOM) into budgets/bundle.json: do that only for growth you meant.

const root = fileURLToPath(new URL('..', import.meta.url));
const budgetFile = fileURLToPath(new URL('bundle.json', import.meta.url));

interface Budget {
  /** The sign-in page's first load at most this many times the card-stack reference app's. */
  firstLoadRatio: number;
  /** Bytes (gzip) each route's page loads beyond the first page, by route file. */
  routes: Record<string, number>;
}

/** Room a route's budget leaves over the size it was recorded at: small, so growth is a decision. */
const ROUTE_HEADROOM = { ratio: 1.05, atLeastBytes: 512 };

type Output = Array<Rolldown.OutputChunk | Rolldown.OutputAsset>;

let portal: Output;
let cardStackBytes: number;

beforeAll(async () => {
  portal = await buildInMemory({ root, configFile: path.join(root, 'vite.config.ts') });
  const cardStack = await buildInMemory({ root: path.join(root, 'bench/card-stack-app'), configFile: false, plugins: [react()] });
  cardStackBytes = firstLoad(cardStack).bytes;
}, 180_000);

describe('the bundle budget', () => {
  it('holds the sign-in page to its share of the card-stack reference app', () => {
    const budget = readBudget();
    const load = firstLoad(portal);
    const ratio = load.bytes / cardStackBytes;
    const allowed = Math.floor(cardStackBytes * budget.firstLoadRatio);
    const files = load.files.map((file) => `  ${kb(file.bytes).padStart(9)}  ${file.fileName}`).join('\n');
    expect(
      load.bytes,
      `The sign-in page loads ${kb(load.bytes)} gzip first, ${ratio.toFixed(3)} × the card-stack app's ${kb(cardStackBytes)}; ` +
        `the budget is ${budget.firstLoadRatio} × (${kb(allowed)}), ${kb(load.bytes - allowed)} over. Move what it does not need into a lazy chunk.\n${files}`,
    ).toBeLessThanOrEqual(allowed);
  });

  it("holds every route's own page to the size recorded for it", () => {
    const sizes = routeSizes(portal);
    if (process.env.UPDATE_BUNDLE_BUDGET) {
      const routes = Object.fromEntries(
        [...sizes].sort(([a], [b]) => a.localeCompare(b)).map(([route, size]) => [route, Math.max(Math.ceil(size.bytes * ROUTE_HEADROOM.ratio), size.bytes + ROUTE_HEADROOM.atLeastBytes)]),
      );
      writeFileSync(budgetFile, `${JSON.stringify({ ...readBudget(), routes }, null, 2)}\n`);
    }
    const budget = readBudget();
    const over = [...sizes]
      .filter(([route, size]) => size.bytes > (budget.routes[route] ?? 0))
      .map(([route, size]) => {
        const allowed = budget.routes[route];
        const growth = allowed === undefined ? 'a route with no budget yet (run with UPDATE_BUNDLE_BUDGET=1)' : `budget ${kb(allowed)}, ${kb(size.bytes - allowed)} over`;
        const largest = size.files.slice(0, 3).map((file) => `${file.fileName} ${kb(file.bytes)}`).join(', ');
        return `${route}: ${kb(size.bytes)} gzip beyond the first page (${growth}); largest: ${largest}`;
      });
    expect(over, over.join('\n')).toEqual([]);
    const gone = Object.keys(budget.routes).filter((route) => !sizes.has(route));
    expect(gone, `budgets/bundle.json names routes the build no longer has: ${gone.join(', ')}`).toEqual([]);
  });
});

async function buildInMemory(config: Parameters<typeof build>[0]): Promise<Output> {
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({ ...config, mode: 'production', logLevel: 'silent', build: { write: false, outDir: 'dist' } }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : []));
}

interface Load {
  bytes: number;
  files: Array<{ fileName: string; bytes: number }>;
}

/** The entry chunk, the chunks it imports statically, and their CSS: what index.html makes the browser load. */
function firstLoad(output: Output): Load {
  const entry = output.find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  return loadOf(output, [entry.fileName], new Set());
}

/**
 * Each route's page: the chunks split from its file (its loader, component and error states), what
 * they import statically and their CSS, less what the first page holds already.
 */
function routeSizes(output: Output): Map<string, Load> {
  const first = new Set(firstLoad(output).files.map((file) => file.fileName));
  const byRoute = new Map<string, string[]>();
  for (const file of output) {
    if (file.type !== 'chunk' || !file.isDynamicEntry || !file.facadeModuleId) continue;
    const match = /[\\/](routes[\\/][^?]+)\?tsr-split/.exec(file.facadeModuleId);
    if (!match?.[1]) continue;
    const route = match[1].replaceAll('\\', '/');
    byRoute.set(route, [...(byRoute.get(route) ?? []), file.fileName]);
  }
  return new Map([...byRoute].map(([route, chunks]) => [route, loadOf(output, chunks, first)]));
}

function loadOf(output: Output, start: string[], skip: Set<string>): Load {
  const byName = new Map(output.map((file) => [file.fileName, file]));
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    if (seen.has(fileName) || skip.has(fileName)) return;
    seen.add(fileName);
    const file = byName.get(fileName);
    if (file?.type !== 'chunk') return;
    for (const css of file.viteMetadata?.importedCss ?? []) visit(css);
    for (const imported of file.imports) visit(imported);
  };
  start.forEach(visit);
  const files = [...seen]
    .map((fileName) => {
      const file = byName.get(fileName);
      const body = file?.type === 'chunk' ? file.code : (file?.source ?? '');
      return { fileName, bytes: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

function readBudget(): Budget {
  return JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
