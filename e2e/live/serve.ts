// Starts the real product for the `live` e2e project as `npm start` does (server/cli/start.mjs:
// builds what is stale, then runs the built server) on a fresh temporary DATA_DIR (embedded
// database and media), removed on exit.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// playwright.config.ts names it, so tests read what the server writes there (the mail outbox).
const dataDir = process.env.E2E_LIVE_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ngo-portal-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// node, not npm: a wrapper process would not pass SIGTERM on to the server.
const server = spawn(process.execPath, ['server/cli/start.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  // Its own process group: Playwright signals ours, and the server must get exactly one SIGTERM
  // (a second one stops it at once, skipping the graceful close).
  detached: true,
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
