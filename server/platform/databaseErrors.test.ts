import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@/contract/errors';
import { bearer, createAdmin } from '@/server/test/accounts';
import { buildTestApp, testDatabases, type TestDatabase } from '@/server/test/app';
import { databaseErrorEnvelope, databaseOutageLog } from './databaseErrors';
import { AppError } from './errors';

const unavailable = { status: 503, body: { error: 'The database is unavailable, try again shortly', code: 'database_unavailable' } };
const refusedText = { status: 400, body: { error: 'Text contains characters that are not allowed', code: 'bad_request' } };

describe('databaseErrorEnvelope', () => {
  it('answers 503 database_unavailable when nothing listens where the database should be', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await unusedPort() });
    const error = await client.connect().then(() => undefined, (reason: unknown) => reason);
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseErrorEnvelope(error)).toEqual(unavailable);
  });

  it('answers 503 when the database accepts a connection but never answers within the pool timeout', async () => {
    const silent = await silentServer();
    const pool = new pg.Pool({ host: '127.0.0.1', port: silent.port, connectionTimeoutMillis: 50 });
    try {
      const error = await pool.query('select 1').then(() => undefined, (reason: unknown) => reason);
      expect(databaseErrorEnvelope(error)).toEqual(unavailable);
    } finally {
      await pool.end();
      await silent.close();
    }
  });

  it('answers 503 for a closed PGlite, through Drizzle’s wrapper', async () => {
    const client = await PGlite.create('memory://');
    await client.close();
    const error = await drizzle({ client }).execute(sql`select 1`).then(() => undefined, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).cause).toMatchObject({ message: 'PGlite is closed' });
    expect(databaseErrorEnvelope(error)).toEqual(unavailable);
  });

  it('answers 503 for the SQLSTATEs of a server that shuts down, starts up, is full or lost the connection', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006', '08P01']) {
      const error = Object.assign(new Error('from the server'), { code });
      expect(databaseErrorEnvelope(new Error('Failed query: select 1', { cause: error })), code).toEqual(unavailable);
    }
  });

  it('answers 503 for the socket errors and the words node-postgres uses without a code', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']) {
      expect(databaseErrorEnvelope(Object.assign(new Error(code), { code })), code).toEqual(unavailable);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'Cannot use a pool after calling end on the pool',
    ]) {
      expect(databaseErrorEnvelope(new Error(message)), message).toEqual(unavailable);
    }
    // net.connect to a name with several addresses refuses with one error per address.
    const refusedEverywhere = new AggregateError([Object.assign(new Error('::1'), { code: 'ECONNREFUSED' })], '');
    expect(databaseErrorEnvelope(refusedEverywhere)).toEqual(unavailable);
  });

  it('answers 400 bad_request for text the database cannot store (a NUL byte)', async () => {
    const client = await PGlite.create('memory://');
    try {
      const error = await drizzle({ client }).execute(sql`select ${'a\u0000b'}::text`).then(() => undefined, (reason: unknown) => reason);
      expect((error as Error).cause).toMatchObject({ code: '22021' });
      expect(databaseErrorEnvelope(error)).toEqual(refusedText);
    } finally {
      await client.close();
    }
    expect(databaseErrorEnvelope(Object.assign(new Error('untranslatable'), { code: '22P05' }))).toEqual(refusedText);
  });

  it('leaves every other failure to the error handler', () => {
    for (const error of [
      new Error('boom'),
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('statement timeout'), { code: '57014' }),
      Object.assign(new Error('body too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' }),
      new AppError(409, 'event_not_editable', 'Only draft events can be edited'),
      'Connection terminated',
      undefined,
      null,
    ]) {
      expect(databaseErrorEnvelope(error)).toBeUndefined();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('answers 503 for a query PostgreSQL ends with admin_shutdown (57P01)', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [victim, admin] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    victim.on('error', () => undefined); // the lost connection is also emitted; the query's rejection is what we look at
    await Promise.all([victim.connect(), admin.connect()]);
    try {
      const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
      const query = victim.query('select pg_sleep(30)').then(() => undefined, (reason: unknown) => reason);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      const error = await query;
      expect(error).toMatchObject({ code: '57P01' });
      expect(databaseErrorEnvelope(error)).toEqual(unavailable);
    } finally {
      await Promise.all([victim.end().catch(() => undefined), admin.end()]);
    }
  });
});

describe('databaseOutageLog', () => {
  it('writes one warning per interval, with the number of 503s answered since the last one, and no stack', () => {
    const log = { warn: vi.fn() };
    const note = databaseOutageLog(60_000);
    const refused = new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }) });
    for (let n = 0; n < 50; n += 1) note(log as never, refused);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { reason: 'connect ECONNREFUSED 127.0.0.1:5433', code: 'ECONNREFUSED', answeredSinceLastLine: 0 },
      'database unavailable: answering 503',
    );

    const everyTime = databaseOutageLog(0);
    everyTime(log as never, refused);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});

describe.each(testDatabases)('a database outage on $name', (database) => {
  let cleanUp: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const step of cleanUp.reverse()) await step();
    cleanUp = [];
  });

  it('answers 503 database_unavailable at once, with Retry-After, and the health route says the database is down', async () => {
    const { app, admin, stop } = await appWithDatabaseToStop(database);
    await stop();

    const started = performance.now();
    const response = await app.inject({ url: '/api/super-admin/events/', headers: bearer(admin.access) });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.statusCode).toBe(503);
    expect(apiErrorSchema.parse(response.json())).toEqual(unavailable.body);
    expect(response.headers['retry-after']).toBe('1');

    const health = await app.inject({ url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', database: 'down' });
  });

  it.runIf(database.name === 'postgres')('recovers on its own within 5 s of PostgreSQL answering again', async () => {
    const { app, admin, stop, start } = await appWithDatabaseToStop(database);
    await stop();
    expect((await app.inject({ url: '/api/health/' })).statusCode).toBe(503);

    await start!();
    const back = performance.now();
    const health = await firstAnswer(() => app.inject({ url: '/api/health/' }), (answer) => answer.statusCode === 200, 5_000);
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
    const events = await app.inject({ url: '/api/super-admin/events/', headers: bearer(admin.access) });
    expect(events.statusCode).toBe(200);
    expect(performance.now() - back).toBeLessThan(5_000);
  });

  it.runIf(database.name === 'postgres')('takes back a connection that died checked out and was never released', async () => {
    const { app, admin, stop, start } = await appWithDatabaseToStop(database);
    const pool = app.db.$client as pg.Pool;
    // Held and never given back, as Drizzle's transaction() does with a client whose BEGIN failed.
    const forgotten = await pool.connect();
    await stop();
    await start!();

    const checkedOut = () => pool.totalCount - pool.idleCount;
    expect(await firstAnswer(async () => checkedOut(), (count) => count === 0, 5_000)).toBe(0);
    expect(() => forgotten.release()).not.toThrow();
    const events = await firstAnswer(
      () => app.inject({ url: '/api/super-admin/events/', headers: bearer(admin.access) }),
      (answer) => answer.statusCode === 200,
      5_000,
    );
    expect(events.statusCode).toBe(200);
  });

  it.runIf(database.name === 'postgres')('answers 503 within the pool’s connect timeout when PostgreSQL accepts but never answers', async () => {
    const { app, admin, silence } = await appWithDatabaseToStop(database);
    silence!();
    // Once the pool has noticed its idle connections are gone, the call needs a new one, which never comes.
    const pool = app.db.$client as pg.Pool;
    while (pool.idleCount > 0) await new Promise((resolve) => setImmediate(resolve));

    const started = performance.now();
    const response = await app.inject({ url: '/api/super-admin/events/', headers: bearer(admin.access) });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable.body);
  });

  /**
   * A test app with a signed-in administrator, and a way to take its database away: PGlite is
   * closed; PostgreSQL is reached through a TCP proxy that can refuse, come back, or go silent.
   */
  async function appWithDatabaseToStop(database: TestDatabase) {
    let proxy: Awaited<ReturnType<typeof databaseProxy>> | undefined;
    let through = database;
    if (database.name === 'postgres') {
      const location = await database.location();
      if (location.driver !== 'postgres') throw new Error('a PostgreSQL test database has a URL');
      const upstream = new URL(location.url);
      proxy = await databaseProxy(upstream.hostname, Number(upstream.port || 5432));
      const url = Object.assign(new URL(location.url), { hostname: '127.0.0.1', port: String(proxy.port) }).toString();
      through = { name: 'postgres', location: async () => ({ ...location, url }) };
      cleanUp.push(proxy.close);
    }
    const app: FastifyInstance = await buildTestApp(through);
    cleanUp.push(() => app.close());
    const admin = await createAdmin(app);
    return {
      app,
      admin,
      stop: proxy ? proxy.refuse : () => (app.db.$client as PGlite).close(),
      start: proxy?.forward,
      silence: proxy?.silence,
    };
  }
});

/** A port nothing listens on (just released by the system). */
async function unusedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word, as a database behind a broken network. */
async function silentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A TCP proxy to PostgreSQL that a test turns off and on: `refuse` drops every connection and
 * stops listening (as a stopped server), `forward` listens again on the same port, `silence` keeps
 * accepting but never forwards (as a network that swallows packets).
 */
async function databaseProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = net.createServer((client) => {
    track(client);
    if (silent) return;
    const upstream = net.connect(port, host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (at: number) => new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  await listen(0);
  const proxyPort = (server.address() as net.AddressInfo).port;
  return {
    port: proxyPort,
    refuse: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      dropAll();
      await closed;
    },
    forward: () => listen(proxyPort),
    silence: () => {
      silent = true;
      dropAll();
    },
    close: async () => {
      dropAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Calls until the answer passes the test, for at most `withinMs`; the last answer otherwise. */
async function firstAnswer<T>(call: () => Promise<T>, passes: (answer: T) => boolean, withinMs: number): Promise<T> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const answer = await call();
    if (passes(answer) || performance.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
