/**
 * Apps for the server test suites, on every database available:
 *  - always a fresh in-memory PGlite for each app built, started from the migrated copy that
 *    server/test/globalSetup.ts makes once per run;
 *  - PostgreSQL as well when TEST_DATABASE_URL is set, for example
 *      TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx vitest run --project node
 *    Each test file gets its own schema there (test_<random>), dropped when the file is done, so
 *    files run in parallel and leave nothing behind.
 *
 * A suite runs on each database with describe.each:
 *
 *   describe.each(testDatabases)('health on $name', (database) => {
 *     const t = useTestApp(database);          // built before the block's tests, closed after
 *     it('answers 200', async () => expect((await t.app.inject({ url: '/api/health/' })).statusCode).toBe(200));
 *   });
 *
 * or builds one app by itself with `await buildTestApp(database)` and closes it when done.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/platform/config';
import type { DatabaseLocation } from '@/server/platform/db';

export type TestDatabase = {
  name: 'pglite' | 'postgres';
  /** Where a test app keeps its data: a new PGlite each call, or this file's PostgreSQL schema. */
  location(): Promise<DatabaseLocation>;
};

export type TestAppOptions = {
  /** Environment variables on top of the test defaults, read through loadConfig like in production. */
  env?: Record<string, string>;
  spaDir?: string;
  logger?: boolean | object;
};

const pglite: TestDatabase = {
  name: 'pglite',
  location: async () => ({ driver: 'pglite', dataDir: 'memory://', snapshot: await migratedSnapshot() }),
};

export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgresSchemaPerFile(process.env.TEST_DATABASE_URL)]
  : [pglite];

/** A production-shaped Config on a fresh temporary DATA_DIR (removed after the file). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: temporaryDir('data'), ...env });
}

/** A temporary directory removed when the test file is done. */
export function temporaryDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `ngo-portal-${label}-`));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function buildTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = testConfig(options.env);
  return buildApp({
    config,
    logger: options.logger ?? false,
    database: await database.location(),
    // No SPA unless a test brings one, whether or not the repository has a dist/.
    spaDir: options.spaDir ?? path.join(config.dataDir, 'no-spa'),
  });
}

/** One app for the enclosing describe block: built before its tests, closed after them. */
export function useTestApp(database: TestDatabase, options: TestAppOptions = {}): { readonly app: FastifyInstance } {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(database, options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the test app is built in beforeAll; use it inside tests');
      return app;
    },
  };
}

const cleanups: Array<() => Promise<void>> = [];

let snapshot: Promise<Blob> | undefined;
/** The migrated database of this run (globalSetup), read once per test file. */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/** Runs `cleanup` when the test file is done, after what it made later (last in, first out). */
export function cleanUpAfterFile(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Removes what the test file made (directories, PostgreSQL schemas); server/test/setup.ts runs it after each file. */
export async function cleanUpTestFile(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** A PostgreSQL schema of its own, for a test that needs a first start on an empty database. */
export async function freshPostgresLocation(): Promise<DatabaseLocation> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return { driver: 'postgres', url, schema: await createSchema(url) };
}

/**
 * A database of its own on the TEST_DATABASE_URL server, for processes that connect by URL (the
 * multi-instance test): its URL, a query on it, and dropped when the test file is done.
 */
export async function freshPostgresDatabase(label: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${label}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  cleanups.push(async () => {
    await pool.end();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  });
  return { url: url.toString(), query: async (text: string, values: unknown[] = []) => (await pool.query(text, values)).rows };
}

function postgresSchemaPerFile(url: string): TestDatabase {
  let schema: Promise<string> | undefined;
  return {
    name: 'postgres',
    async location() {
      if (!schema) {
        schema = createSchema(url);
        cleanups.push(async () => void (schema = undefined)); // the next file gets a schema of its own
      }
      return { driver: 'postgres', url, schema: await schema };
    },
  };
}

async function createSchema(url: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create schema ${name}`);
  cleanups.push(() => onServer(url, `drop schema if exists ${name} cascade`));
  return name;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
