import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_MAX } from '@/contract/accounts';
import { buildTestApp, testDatabases } from '@/server/test/app';
import { redisEnv, testRedisUrl } from '@/server/test/redis';
import { tcpRelay } from '@/server/test/tcpRelay';

// Issue 19, point 1: with REDIS_URL the rate limits are counted once for every instance; while
// Redis does not answer, each instance counts alone rather than failing or letting all through.
// Two apps here stand for two instances (each its own PGlite: the limit needs no shared account).

const pglite = testDatabases[0]!;
const wrongPassword = (app: FastifyInstance, email: string, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/ngo/login/', payload: { email, password: 'not-the-password' }, remoteAddress: ip });

describe.skipIf(!testRedisUrl)('rate limits shared through Redis', () => {
  const apps: FastifyInstance[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await buildTestApp(pglite, { env });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('counts the sign-in attempts made at two instances as one limit', async () => {
    const env = redisEnv();
    const [first, second] = [await start(env), await start(env)];

    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_MAX; attempt += 1) {
      expect((await wrongPassword(attempt % 2 ? second : first, 'someone@example.org')).statusCode).toBe(401);
    }
    expect((await wrongPassword(first, 'someone@example.org')).json()).toMatchObject({ code: 'rate_limited' });
    expect((await wrongPassword(second, 'someone@example.org')).statusCode).toBe(429);
    // Another address, and the same address from another IP, have their own counts.
    expect((await wrongPassword(second, 'other@example.org')).statusCode).toBe(401);
    expect((await wrongPassword(second, 'someone@example.org', '198.51.100.4')).statusCode).toBe(401);
  });

  it('without Redis, each instance counts only its own (as one instance always did)', async () => {
    const [first, second] = [await start({}), await start({})];
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_MAX; attempt += 1) {
      await wrongPassword(attempt % 2 ? second : first, 'someone@example.org');
    }
    expect((await wrongPassword(first, 'someone@example.org')).statusCode).toBe(401);
  });

  describe('while Redis is away', () => {
    let relay: Awaited<ReturnType<typeof tcpRelay>>;
    let app: FastifyInstance;
    beforeAll(async () => {
      const { hostname, port } = new URL(testRedisUrl!);
      relay = await tcpRelay({ host: hostname, port: Number(port || 6379) });
      app = await start(redisEnv(`redis://127.0.0.1:${relay.port}`));
    });
    afterAll(async () => relay?.close());

    it('still answers and limits, counting alone; readiness says so; shares again once Redis is back', async () => {
      expect((await app.inject({ url: '/api/health/ready/' })).json()).toMatchObject({ status: 'ready', redis: 'up' });
      relay.cut();

      const ready = await app.inject({ url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', draining: false, database: 'up', redis: 'down', storage: 'up' });
      for (let attempt = 0; attempt < LOGIN_ATTEMPTS_MAX; attempt += 1) {
        expect((await wrongPassword(app, 'away@example.org')).statusCode).toBe(401);
      }
      expect((await wrongPassword(app, 'away@example.org')).statusCode).toBe(429);

      relay.restore();
      await expect.poll(async () => (await app.inject({ url: '/api/health/ready/' })).statusCode, { timeout: 5_000 }).toBe(200);
      // Counted in Redis again, from zero for an address Redis has not seen.
      expect((await wrongPassword(app, 'back@example.org')).statusCode).toBe(401);
    });
  });

  it('does not start when Redis does not answer, and says where it looked', async () => {
    const relay = await tcpRelay({ host: '127.0.0.1', port: 1 });
    relay.cut();
    await expect(buildTestApp(pglite, { env: redisEnv(`redis://127.0.0.1:${relay.port}`) })).rejects.toThrow(
      `Redis at 127.0.0.1:${relay.port}/0 did not answer`,
    );
    await relay.close();
  });
});
