import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Two projects (ARCHITECTURE "Tests"): `mock` runs the SPA on msw as QA does; `live` runs the real
// server, built, on a fresh temporary data directory. Debian's Chromium: no browser download works here.
// E2E_MOCK_PORT and E2E_LIVE_PORT let two checkouts run their e2e on one machine at once.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 5174);
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 3100);
const MOCK_BUILD_DIR = path.join(tmpdir(), `ngo-portal-e2e-mock-${MOCK_PORT}`);
// The live server's DATA_DIR, named here once (workers inherit it) so a test can read the .eml
// files it writes under outbox/ (e2e/live/outbox.ts); e2e/live/serve.ts empties it first and removes it after.
process.env.E2E_LIVE_DATA_DIR ??= path.join(tmpdir(), `ngo-portal-e2e-${LIVE_PORT}-${process.pid}`);
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Files run side by side, one worker a core (issue 32); the tests of one file run in order. Every
  // test makes its own NGO, volunteer and visitor address, so two workers share the live server as two
  // people would. E2E_WORKERS=1 runs them one at a time, for a test that must be watched alone.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'mock', testDir: 'e2e/mock', use: { ...chromium, baseURL: `http://localhost:${MOCK_PORT}` } },
    { name: 'live', testDir: 'e2e/live', use: { ...chromium, baseURL: `http://localhost:${LIVE_PORT}` } },
  ],
  webServer: [
    {
      // The SPA built in mock mode, as QA's `npm run dev:mock` runs it but bundled (issue 32): the dev
      // server compiled modules as each test's fresh browser asked for them, and the mock project spent
      // more than half of its time waiting on that.
      command: `npx vite build --mode mock --outDir ${MOCK_BUILD_DIR} --emptyOutDir --logLevel warn && npx vite preview --mode mock --outDir ${MOCK_BUILD_DIR} --port ${MOCK_PORT} --strictPort`,
      url: `http://localhost:${MOCK_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'node --import tsx e2e/live/serve.ts',
      url: `http://localhost:${LIVE_PORT}/api/health/`,
      // The first administrator is created at start from these (e2e/live/fixtures.ts LIVE_ADMIN).
      // TRUST_PROXY: each test sends its own X-Forwarded-For (e2e/live/fixtures.ts), one visitor per test.
      env: { PORT: String(LIVE_PORT), LOG_LEVEL: 'warn', ADMIN_EMAIL: 'admin@portal.example', ADMIN_PASSWORD: 'live-admin-password', TRUST_PROXY: 'true' },
      reuseExistingServer: false,
      timeout: 180_000,
      // Playwright's default is SIGKILL, which would leave the temporary DATA_DIR behind.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
