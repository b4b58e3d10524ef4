// npm start: builds what is older than its sources (after a `git pull`; rarely otherwise), then
// runs the built server, dist-server/main.js, in this process. Plain JavaScript and no build tool
// loaded when the build is current, so a start costs Node and the server only
// (docs/decisions/performance.md "Start-up"). `npm run dev:server` runs the sources through tsx instead.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build.mjs';
import { SERVER_OUT_DIR } from './build-freshness.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error('build failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}
performance.mark('build checked');
await import(pathToFileURL(fileURLToPath(new URL(`../../${SERVER_OUT_DIR}/main.js`, import.meta.url))).href);
