import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '@/server/test/app';
import { isDatabaseClosed } from './db';
import { closeGracefully } from './shutdown';

/** Listens on a free port with a test-only route that takes `ms` to answer. */
async function listenWithSlowRoute(app: FastifyInstance, ms: number) {
  let arrived!: () => void;
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/api/test/slow/', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { finished: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, requestArrived };
}

describe.each(testDatabases)('closeGracefully on $name', (database) => {
  it('finishes the request in flight, then refuses connections and closes the database', async () => {
    const app = await buildTestApp(database);
    const { base, requestArrived } = await listenWithSlowRoute(app, 400);

    const inFlight = fetch(`${base}/api/test/slow/`);
    await requestArrived;
    const closeStarted = Date.now();
    const closed = closeGracefully(app);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ finished: true });

    await closed;
    expect(Date.now() - closeStarted).toBeLessThan(5_000);
    await expect(fetch(`${base}/api/health/`)).rejects.toThrow();
    expect(isDatabaseClosed(app.db)).toBe(true);
  });

  it('cuts a request still running after the timeout, and still closes the database', async () => {
    const app = await buildTestApp(database);
    const { base, requestArrived } = await listenWithSlowRoute(app, 3_000);

    // The expectation holds the request from the start: it may fail before the close resolves.
    const cut = expect(fetch(`${base}/api/test/slow/`)).rejects.toThrow();
    await requestArrived;
    await closeGracefully(app, { timeoutMs: 200 });

    await cut;
    expect(isDatabaseClosed(app.db)).toBe(true);
  });
});

describe.each(testDatabases)('draining on $name (issue 19)', (database) => {
  it('answers not-ready from the signal on while still serving, then closes', async () => {
    const app = await buildTestApp(database, { env: { DRAIN_SECONDS: '0.5' } });
    const { base } = await listenWithSlowRoute(app, 10);
    expect((await fetch(`${base}/api/health/ready/`)).status).toBe(200);

    const closeStarted = Date.now();
    const closed = closeGracefully(app);
    const ready = await fetch(`${base}/api/health/ready/`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', draining: true, database: 'up' });
    // Everything else is still served, each answer closing its connection so the next goes elsewhere.
    const served = await fetch(`${base}/api/test/slow/`);
    expect([served.status, served.headers.get('connection')]).toEqual([200, 'close']);
    expect((await fetch(`${base}/api/health/live/`)).status).toBe(200);

    await closed;
    expect(Date.now() - closeStarted).toBeGreaterThanOrEqual(500);
    await expect(fetch(`${base}/api/health/`)).rejects.toThrow();
  });
});
