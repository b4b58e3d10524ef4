import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from '@/server/test/app';

describe.each(testDatabases)('API documentation on $name', (database) => {
  const t = useTestApp(database);

  it('lists every API route in the OpenAPI document at /api/docs/json', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health/', '/api/config/']));
    expect(document.paths['/api/health/'].get.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { status: { enum: ['ok', 'degraded'] } },
    });
  });

  it('lists the paths exactly as the spec writes them and hides its own pages', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).not.toContain('/api/health');
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the browsable page at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger-ui');
  });
});
