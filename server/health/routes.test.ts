import { mkdir, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { LocalDiskStorage } from '@/server/platform/storage/local-disk';
import { closeDatabase } from '@/server/platform/db';
import { buildTestApp, testDatabases, useTestApp } from '@/server/test/app';

describe.each(testDatabases)('GET /api/health/ on $name', (database) => {
  const t = useTestApp(database);

  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('exists only with the trailing slash the spec writes', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers 503 degraded when the database is gone', async () => {
    const app = await buildTestApp(database);
    try {
      await closeDatabase(app.db);
      const response = await app.inject({ url: '/api/health/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await app.close();
    }
  });
});

describe.each(testDatabases)('live and ready on $name (issue 19)', (database) => {
  const t = useTestApp(database);

  it('answers live, and ready with each dependency, never cached', async () => {
    const live = await t.app.inject({ url: '/api/health/live/' });
    expect([live.statusCode, live.json(), live.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
    const ready = await t.app.inject({ url: '/api/health/ready/' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', draining: false, database: 'up', redis: 'not_configured', storage: 'up' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the media storage cannot be written, and ready again when it can', async () => {
    const app = await buildTestApp(database);
    try {
      const root = (app.storage as LocalDiskStorage).root;
      await rm(root, { recursive: true });
      const ready = await app.inject({ url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', storage: 'down', database: 'up' });
      await mkdir(root);
      expect((await app.inject({ url: '/api/health/ready/' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not ready but still live when the database is gone', async () => {
    const app = await buildTestApp(database);
    try {
      await closeDatabase(app.db);
      expect((await app.inject({ url: '/api/health/ready/' })).json()).toMatchObject({ status: 'not_ready', database: 'down' });
      expect((await app.inject({ url: '/api/health/live/' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
