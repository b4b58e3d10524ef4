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
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'eslint.config.test.ts'],
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
