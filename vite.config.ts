import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// One config for the SPA build, the dev servers and vitest.
// `npm run dev` proxies the API to a server on :3000; `npm run dev:mock` runs on msw (mode "mock").
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './app/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
  ],
  // `@/contract/events` and the like: the root alias of tsconfig.json, so tsc, Vite, vitest, tsx and Playwright agree.
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist', emptyOutDir: true },
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
    // Files clean up after themselves (app/test/setup.ts, server/test/setup.ts); docs/decisions.md "Test suite".
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'eslint.config.test.ts'],
          // Migrates one PGlite database for the whole run; each test app starts from a copy.
          globalSetup: ['./server/test/globalSetup.ts'],
          setupFiles: ['./server/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['app/**/*.test.{ts,tsx}', 'queries/**/*.test.{ts,tsx}', 'i18n/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
          setupFiles: ['./app/test/setup.ts'],
        },
      },
    ],
  },
});
