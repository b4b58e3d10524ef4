import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases, useTestApp } from '@/server/test/app';

function directivesOf(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name ?? '', sources.join(' ')]),
  );
}

describe.each(testDatabases)('security headers on $name', (database) => {
  const t = useTestApp(database);

  it('sends a strict Content-Security-Policy the SPA works under', async () => {
    const csp = directivesOf((await t.app.inject({ url: '/api/health/' })).headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('style-src-attr')).toBe("'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob: https:");
    expect(csp.get('connect-src')).toBe("'self' https://ipapi.co https://nominatim.openstreetmap.org");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends nosniff and a referrer policy, and no x-powered-by, on answers and on failures alike', async () => {
    for (const url of ['/api/health/', '/api/no-such-thing/', '/']) {
      const { headers } = await t.app.inject({ url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('gives every answer a request id, keeping a safe one the caller sent', async () => {
    const generated = await t.app.inject({ url: '/api/health/' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await t.app.inject({ url: '/api/no-such-thing/', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');

    for (const unsafe of ['has spaces', 'x'.repeat(65), 'line\\nbreak', '{"json":1}']) {
      const replaced = await t.app.inject({ url: '/api/health/', headers: { 'x-request-id': unsafe } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('loosens the policy for the API documentation page only', async () => {
    const docs = directivesOf((await t.app.inject({ url: '/api/docs' })).headers['content-security-policy']);
    expect(docs.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(docs.get('script-src')).toBe("'self'");
    expect(docs.get('frame-ancestors')).toBe("'none'");
  });
});

describe.each(testDatabases)('Content-Security-Policy of a configured deployment on $name', (database) => {
  it('allows images from the bucket and calls to the configured services', async () => {
    const app = await buildTestApp(database, {
      env: {
        S3_BUCKET: 'media',
        S3_PUBLIC_URL: 'https://cdn.example.org/ngo-media',
        IP_LOCATION_URL: 'https://ip.example.org/json',
        GEOCODING_URL: 'http://geo.internal:8080/reverse',
      },
    });
    try {
      const csp = directivesOf((await app.inject({ url: '/api/health/' })).headers['content-security-policy']);
      expect(csp.get('img-src')).toBe("'self' data: blob: https: https://cdn.example.org");
      expect(csp.get('connect-src')).toBe("'self' https://ip.example.org http://geo.internal:8080");
    } finally {
      await app.close();
    }
  });
});
