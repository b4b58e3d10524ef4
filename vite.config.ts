import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The server's tests (and the contract's and the linter's): one PGlite database migrated for the
// whole run (each test app starts from a copy), and cleanup after each file.
const SERVER_TESTS = {
  environment: 'node',
  globalSetup: ['./server/test/globalSetup.ts'],
  setupFiles: ['./server/test/setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};
const SERVER_TEST_FILES = ['contract/**/*.test.ts', 'server/**/*.test.ts', 'eslint.config.test.ts', 'importCircles.test.ts', 'budgets/**/*.test.ts'];
/** Each takes 5–45 s: it spawns the portal or a command, builds the app, or fuzzes every route. */
const SLOW_TEST_FILES = [
  'budgets/**/*.test.ts',
  'server/platform/fuzz.part*.test.ts',
  'server/platform/multiInstance.test.ts',
  'server/platform/sharedRateLimits.test.ts',
  'server/platform/db-template.test.ts',
  'server/main.test.ts',
  'server/cli/demo.test.ts',
  'server/accounts/super-admins.test.ts',
];

// One config for the SPA build, the dev servers and vitest.
// `npm run dev` proxies the API to a server on :3000; `npm run dev:mock` runs on msw (mode "mock").
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './app/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader, component and error states are one chunk (issue 32): the data calls of pages
      // the reader has not opened (queries/, the contract's schemas) stay off the first page, and each
      // route costs the first page one lazy reference to one file. pendingComponent is left unsplit:
      // every route's is PagePending, which the first page holds already, so it shows without a fetch.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
        // Issue 13: the sign-in page is not split off. Every signed-out visit lands there, and a lazy
        // chunk is fetched only once the entry has run and matched the route: one more round trip
        // before the first paint on a slow link (Lighthouse FCP ~2.0 → ~1.7 s). Signed-in pages carry
        // its few KB (the sign-in form keeps its own state, without the form kit).
        splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined),
      },
    }),
    react(),
    precompress(),
  ],
  // `@/contract/events` and the like: the root alias of tsconfig.json, so tsc, Vite, vitest, tsx and Playwright agree.
  resolve: { tsconfigPaths: true },
  // JSON as plain objects, one export per top-level key (not one JSON.parse string), so a named
  // import keeps only its part: the first page bundles the English catalogue's sign-in parts (i18n/index.ts).
  json: { stringify: false },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser of Vite's default target but Safari 16 preloads modules itself; Safari 16 loads
    // them a little later without the polyfill's ~0.6 KB, which every page would carry (issue 13).
    modulePreload: { polyfill: false },
    // The entry is one chunk on purpose (below), React DOM and the sign-in page in it: ~440 kB
    // minified, ~135 kB gzipped, which bench/bundle-size.ts watches. Vite's 500 kB warning would
    // fire again at the next ~60 kB.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Issue 13: on its own, Rolldown cut what every page loads first into ~18 small chunks (each
        // shared with some lazy route), and on a slow phone link each is a request of its own, six at a
        // time. Everything the entry imports is one chunk instead; so is React Query's remainder, which
        // most pages use. Lazy routes still split as before.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  test: {
    // Tests wait on timers, sockets and the database as much as on the processor: one worker per core.
    maxWorkers: availableParallelism(),
    // A worker runs its files in one module graph instead of loading it again for each file.
    // Files clean up after themselves (app/test/setup.ts, server/test/setup.ts); docs/decisions/mocks-and-qa.md "Test suite".
    isolate: false,
    projects: [
      {
        // Issue 32: the tests that spawn processes, build the app or run a property over every route,
        // apart so that `vitest run --project node` answers in a minute; `npm test` and CI run both.
        // They run first, by themselves: three portal processes under load beside a test that times
        // sign-in (accounts/sign-in.test.ts) made that one fail.
        extends: true,
        test: { name: 'slow', ...SERVER_TESTS, include: SLOW_TEST_FILES, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'node', ...SERVER_TESTS, include: SERVER_TEST_FILES, exclude: [...configDefaults.exclude, ...SLOW_TEST_FILES], sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          sequence: { groupOrder: 1 },
          environment: 'happy-dom',
          include: ['app/**/*.test.{ts,tsx}', 'queries/**/*.test.{ts,tsx}', 'i18n/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
          setupFiles: ['./app/test/setup.ts'],
          // A test that types a whole form (the registrations) takes 2–3 s alone and more on a busy
          // machine; at vitest's 5 s one timed out there and its typing ran on into the next test.
          // Assertions still wait only as long as Testing Library's own timeout.
          testTimeout: 15_000,
        },
      },
    ],
  },
});

/** What a browser may ask compressed: text, not images or fonts that are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip -9) beside every compressible built file, once
 * at build time, for @fastify/static's `preCompressed` (server/platform/spa.ts); a variant that is
 * not smaller than the file is not written.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'ngo-portal:precompress',
    // Not for the mock build the e2e tests serve with `vite preview` (playwright.config.ts).
    apply: (_config, { command, mode }) => command === 'build' && mode !== 'mock',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(path.join(dir, file));
          const variants: Array<[string, Buffer]> = [
            ['.br', await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })],
            ['.gz', await gzipped(body, { level: 9 })],
          ];
          for (const [suffix, compressed] of variants) {
            if (compressed.length < body.length) await writeFile(path.join(dir, file + suffix), compressed);
          }
        }),
      );
    },
  };
}
