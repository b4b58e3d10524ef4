// `npm start` runs this first: builds the SPA into dist/ only when dist/ is missing or older than
// its sources, so a start after `git pull` serves the current app and a plain restart stays fast.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { staleBuildReason } from './spa-build';

const root = fileURLToPath(new URL('../..', import.meta.url));

if (!existsSync(path.join(root, 'index.html'))) {
  console.log('build: no index.html at the repository root, so there is no web app to build');
} else {
  const reason = staleBuildReason(root);
  if (!reason) {
    console.log('build: dist/ is up to date, not building');
  } else {
    console.log(`build: ${reason}; running vite build`);
    const started = Date.now();
    try {
      await build({ root, configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    } catch (error) {
      console.error('build: vite build failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    }
    console.log(`build: dist/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
