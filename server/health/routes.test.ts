import { describe, expect, it } from 'vitest';
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
