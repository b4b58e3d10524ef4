// Starts the real product for the `live` e2e project: builds the SPA when needed, then runs
// server/main.ts on a fresh temporary DATA_DIR (embedded database and media), removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ngo-portal-e2e-'));
// node --import tsx, not npx: a wrapper process would not pass SIGTERM on to the server.
const tsx = [process.execPath, '--import', 'tsx'] as const;
const build = spawnSync(tsx[0], [...tsx.slice(1), 'server/cli/build-if-needed.ts'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(tsx[0], [...tsx.slice(1), 'server/main.ts'], {
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
