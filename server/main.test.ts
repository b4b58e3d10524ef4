import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { temporaryDir } from './test/app';
import { spawnPortal } from './test/instances';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs the built server as `npm start` does (server/cli/start.mjs), in a clean environment, collecting its output. */
const startServer = (env: Record<string, string>) => spawnPortal(['server/cli/start.mjs'], env);

describe('the built server (npm start)', () => {
  // The build is checked, and made when stale, once here: the tests time the server, not Vite.
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['server/cli/build.mjs', '--stale'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }, 180_000);

  it('exits 1 naming the variable when the configuration is wrong', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: temporaryDir('bad-env') });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toMatch(/PORT: /);
  });

  it('bundles the pure-JavaScript packages, and loads neither sharp nor the S3 SDK at start but on first use', () => {
    const bundle = readFileSync(path.join(root, 'dist-server', 'main.js'), 'utf8');
    for (const bundled of ['fastify', 'zod', 'drizzle-orm', 'pg']) {
      expect(bundle).not.toMatch(new RegExp(`from "${bundled}[/"]`));
    }
    for (const onFirstUse of ['sharp', '@aws-sdk/client-s3']) {
      expect(bundle).not.toContain(`from "${onFirstUse}"`);
      expect(bundle).toContain(`import("${onFirstUse}")`);
    }
  });

  it('starts on a fresh DATA_DIR, says where it runs and keeps data, and exits 0 on SIGTERM', async () => {
    const dataDir = temporaryDir('main');
    const server = startServer({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      const [, url] = await server.printed(/(http:\/\/localhost:\d+)/);
      await server.printed(/Media: /);
      // A fresh database has no administrator: the banner says how to create one.
      await server.printed(/No super administrator exists yet\. Create one with: npm run admin:create -- --email/);
      const { stdout } = server.output();
      expect(stdout).toContain(path.join(dataDir, 'db'));
      expect(stdout).toContain(path.join(dataDir, 'media'));
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);

      const health = await fetch(`${url}/api/health/`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
