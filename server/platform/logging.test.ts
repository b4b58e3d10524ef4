import { Writable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases, useTestApp } from '@/server/test/app';
import { requestIdFor, withoutSecretQueryValues } from './logging';

/** Collects what the app logs, one parsed JSON object per line. */
function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe.each(testDatabases)('logging on $name', (database) => {
  const log = logCollector();
  const t = useTestApp(database, { logger: { level: 'info', stream: log.stream } });
  beforeAll(() => {
    const routes = t.app.withTypeProvider<ZodTypeProvider>();
    routes.post('/api/test/login/', { schema: { body: z.record(z.string(), z.string()) } }, async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'login attempt');
      return { ok: true };
    });
    routes.get('/api/test/crash/', async () => {
      throw new Error('disk on fire');
    });
  });

  it('never writes passwords, tokens or authorization headers', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/login/?token=query-token-value&_t=1',
      headers: { authorization: 'Bearer header-token-value', cookie: 'session=cookie-value' },
      payload: {
        email: 'ngo@example.org',
        password: 'password-value',
        confirm_password: 'password-value',
        refresh: 'refresh-value',
        access: 'access-value',
      },
    });
    const written = JSON.stringify(log.lines);
    for (const secret of ['password-value', 'refresh-value', 'access-value', 'header-token-value', 'cookie-value', 'query-token-value']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('ngo@example.org');
    expect(written).toContain('[Redacted]');
  });

  it('logs a failure with its stack and the request id the caller was given', async () => {
    const response = await t.app.inject({ url: '/api/test/crash/' });
    const requestId = response.headers['x-request-id'];
    const failure = log.lines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, reqId: requestId, err: { message: 'disk on fire' } });
    expect(String((failure?.err as { stack?: string }).stack)).toContain('disk on fire');
  });
});

describe('request ids', () => {
  const request = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as never;

  it('keeps a short safe token and makes a UUID otherwise', () => {
    expect(requestIdFor(request('abc-123_x.y:z'))).toBe('abc-123_x.y:z');
    expect(requestIdFor(request())).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(request('a b'))).not.toBe('a b');
    expect(requestIdFor(request('-leading-dash'))).not.toBe('-leading-dash');
    expect(requestIdFor(request('a'.repeat(65)))).toHaveLength(36);
  });
});

describe('withoutSecretQueryValues', () => {
  it('masks secret query values and leaves the rest', () => {
    expect(withoutSecretQueryValues('/api/x/?token=abc&status=open')).toBe('/api/x/?token=%5BRedacted%5D&status=open');
    expect(withoutSecretQueryValues('/api/events/?status=draft&_t=5')).toBe('/api/events/?status=draft&_t=5');
    expect(withoutSecretQueryValues('/api/health/')).toBe('/api/health/');
  });
});
