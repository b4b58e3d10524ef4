import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import * as schema from '@/server/db/schema';
import { pgliteTemplateFile } from '@/server/cli/build-freshness.mjs';
import type { Config } from './config';
import { lockDataDir } from './data-dir-lock';
import { readTar } from './tar';

/** The Drizzle database every feature queries, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema> & { $client: PGlite | pg.Pool };

/** Queries run on the database or inside one of its transactions. */
export type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Where the data lives: embedded PGlite (a directory, or `memory://`) or a PostgreSQL server. */
export type DatabaseLocation =
  | {
      driver: 'pglite';
      dataDir: string;
      /** tests only: start from this copy of a migrated database (dumpDataDir) */
      snapshot?: Blob;
      /** A new dataDir starts from this migrated database (gzip dumpDataDir) when the file exists: `npm run build` makes it. */
      template?: string;
    }
  | { driver: 'postgres'; url: string; /** tests only: tables and migrations go to this schema */ schema?: string };

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export function databaseLocation(config: Config): DatabaseLocation {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db'), template: pgliteTemplateFile(repositoryRoot) };
}

/** For the start banner and logs: where the data is, never the password. */
export function describeDatabaseLocation(location: DatabaseLocation): string {
  if (location.driver === 'pglite') {
    return location.dataDir === 'memory://' ? 'embedded PGlite in memory' : `embedded PGlite in ${location.dataDir}`;
  }
  const url = new URL(location.url);
  const where = `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  return location.schema ? `${where} (schema ${location.schema})` : where;
}

/** Opens the database and applies the committed migrations, so the schema is current before any request. */
export async function openDatabase(location: DatabaseLocation, log?: FastifyBaseLogger): Promise<Database> {
  return location.driver === 'pglite' ? openPglite(location) : openPostgres(location, log);
}

/** Idempotent: shutdown may close a database a failing start already closed. */
export async function closeDatabase(db: Database): Promise<void> {
  const client = db.$client;
  if (client instanceof PGlite) {
    if (!client.closed) await client.close();
    unlocks.get(client)?.();
    unlocks.delete(client);
  } else if (!client.ended) {
    await client.end();
  }
}

export function isDatabaseClosed(db: Database): boolean {
  const client = db.$client;
  return client instanceof PGlite ? client.closed : client.ended;
}

/** Rejects when the database does not answer `select 1` within the time given. */
export async function pingDatabase(db: Database, timeoutMs = 3_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Decorates `app.db` and closes it when the app closes (an open PGlite keeps the process alive). */
export const databasePlugin = fp<{ location: DatabaseLocation }>(
  async (app, { location }) => {
    const db = await openDatabase(location, app.log);
    app.decorate('db', db);
    app.addHook('onClose', async () => closeDatabase(db));
  },
  { name: 'database' },
);

/** The data-directory lock of each open PGlite, released when it closes. */
const unlocks = new WeakMap<PGlite, () => void>();

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Any fixed number: instances starting together on one PostgreSQL take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_401_553;

async function openPglite({ dataDir, snapshot, template }: Extract<DatabaseLocation, { driver: 'pglite' }>): Promise<Database> {
  let unlock = () => {};
  if (dataDir !== 'memory://') {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite | undefined;
  try {
    const fromTemplate = !snapshot && (await createFromTemplate(dataDir, template));
    client = await PGlite.create(dataDir, { loadDataDir: snapshot });
    performance.mark(fromTemplate ? 'database created from the template' : 'database opened');
    const db = drizzlePglite({ client, schema });
    // A no-op on a current database; a template's own migrations are the current ones (its name says so).
    await migratePglite(db, { migrationsFolder });
    performance.mark('database migrated');
    unlocks.set(client, unlock);
    return db;
  } catch (error) {
    await client?.close();
    unlock();
    throw error;
  }
}

/**
 * Writes the migrated database a new data directory starts from: initdb and the migrations cost a
 * fresh PGlite seconds, writing their result a fraction of that (docs/decisions/performance.md "Start-up").
 * Written here with Node's own fs rather than by PGlite (loadDataDir), whose emulated file system
 * takes about 1 ms a file (bench/start.ts). False for a directory that holds a database, or when
 * the build made no template for these migrations.
 */
async function createFromTemplate(dataDir: string, template: string | undefined): Promise<boolean> {
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (!template || dataDir === 'memory://' || existsSync(versionFile)) return false;
  let gzipped: Buffer;
  try {
    gzipped = await readFile(template);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  let version: Uint8Array | undefined;
  const made = new Set<string>([dataDir]);
  for (const entry of readTar(await promisify(gunzip)(gzipped))) {
    const target = path.join(dataDir, entry.name);
    if (entry.type === 'directory') {
      mkdirSync(target, { recursive: true });
      made.add(target);
    } else if (entry.name === 'PG_VERSION') {
      version = entry.data;
    } else {
      if (!made.has(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, entry.data);
    }
  }
  if (!version) throw new Error(`the database template ${template} holds no PG_VERSION`);
  // Last: PG_VERSION marks a directory that holds a database, so a start interrupted while writing
  // the others finds none and writes them again.
  writeFileSync(versionFile, version);
  return true;
}

/**
 * A new in-memory database with every migration applied, as a tar file (the template, the tests'
 * snapshot). Only the database the server uses is kept: initdb's template0 and template1, copies
 * for CREATE DATABASE, which the portal never runs, are 600 of the 1,050 files a fresh data
 * directory would otherwise be written. A checkpoint first: the dump is taken from a running
 * database, which the copy's first start recovers as after a crash, from the last checkpoint on.
 */
export async function dumpMigratedPglite(compression: 'gzip' | 'none'): Promise<Blob> {
  const db = await openPglite({ driver: 'pglite', dataDir: 'memory://' });
  const client = db.$client as PGlite;
  try {
    for (const template of ['template0', 'template1']) {
      await client.exec(`alter database ${template} with is_template false`);
      await client.exec(`drop database ${template}`); // alone: not in a transaction
    }
    await client.exec('checkpoint');
    return await client.dumpDataDir(compression);
  } finally {
    await closeDatabase(db);
  }
}

async function openPostgres(
  location: Extract<DatabaseLocation, { driver: 'postgres' }>,
  log?: FastifyBaseLogger,
): Promise<Database> {
  const { schema: searchPath } = location;
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) {
    throw new Error(`invalid schema name ${searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString: location.url,
    // Waiting for a connection (in the pool's queue or from a silent server) ends in 503 after 2 s:
    // bench/load-and-faults.ts saw queue waits over 600 ms but under 2 s at 100 connections.
    connectionTimeoutMillis: 2_000,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (err) => log?.warn({ err }, 'database connection lost'));
  releaseDeadClients(pool, log);
  const db = drizzlePostgres({ client: pool, schema });
  try {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePostgres(db, { migrationsFolder, migrationsSchema: searchPath });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return db;
}

/**
 * A client that loses its connection while checked out emits 'error' with no pool listener to hear
 * it (unheard, the process would crash); its queries fail with that error, answered 503. Drizzle
 * 0.45's transaction() never releases a client whose BEGIN failed (drizzle-orm#6241), which would
 * shrink the pool for good at each outage: a dead client still checked out a second later is
 * released here, once, and its holder's own release becomes a no-op.
 */
function releaseDeadClients(pool: pg.Pool, log?: FastifyBaseLogger): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      setTimeout(() => {
        if (!checkedOut.has(client)) return;
        log?.warn({ err }, 'released a database connection that died checked out and was never given back');
        const release = client.release;
        client.release = () => undefined;
        release(err);
      }, 1_000).unref();
    });
  });
}
