import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { temporaryDir } from '@/server/test/app';
import { closeDatabase, dumpMigratedPglite, openDatabase } from './db';

/** A template as `npm run build` makes it, with a marker table to tell it from a database made by initdb. */
async function markedTemplate(): Promise<string> {
  const db = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
  await db.execute(sql`create table made_from_template (id int)`);
  const dump = await (db.$client as PGlite).dumpDataDir('gzip');
  await closeDatabase(db);
  const file = path.join(temporaryDir('template'), 'pglite-template-test.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function tablesOf(dataDir: string, template: string): Promise<string[]> {
  const db = await openDatabase({ driver: 'pglite', dataDir, template });
  try {
    const { rows } = await (db.$client as PGlite).query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    return rows.map((row) => row.name);
  } finally {
    await closeDatabase(db);
  }
}

describe('the database template', () => {
  it('starts a new data directory from the template, with the migrated schema, and leaves an existing one as it is', async () => {
    const template = await markedTemplate();
    const dataDir = path.join(temporaryDir('data'), 'db');

    const fresh = await tablesOf(dataDir, template);
    expect(fresh).toContain('made_from_template');
    expect(fresh).toEqual(expect.arrayContaining(['app_settings', 'events', 'teams']));

    // A restart opens the database it made; the template is not loaded over it.
    const db = await openDatabase({ driver: 'pglite', dataDir, template });
    await db.execute(sql`drop table made_from_template`);
    await closeDatabase(db);
    expect(await tablesOf(dataDir, template)).not.toContain('made_from_template');
  }, 60_000);

  it('writes the template again over a data directory a start left half written (no PG_VERSION yet)', async () => {
    const template = await markedTemplate();
    const dataDir = path.join(temporaryDir('data'), 'db');
    mkdirSync(path.join(dataDir, 'global'), { recursive: true });
    writeFileSync(path.join(dataDir, 'global', 'pg_control'), 'cut short');

    expect(await tablesOf(dataDir, template)).toContain('made_from_template');
  }, 60_000);

  it('creates the database as before when the build made no template for these migrations', async () => {
    const dataDir = path.join(temporaryDir('data'), 'db');

    const tables = await tablesOf(dataDir, path.join(temporaryDir('empty'), 'pglite-template-other.tar.gz'));

    expect(tables).toEqual(expect.arrayContaining(['app_settings', 'events', 'teams']));
    expect(tables).not.toContain('made_from_template');
  }, 60_000);

  it('dumps a migrated database the template is made from, with no database but the one the server uses', async () => {
    const dump = await dumpMigratedPglite('gzip');
    expect(dump.size).toBeGreaterThan(1_000_000);

    const db = await openDatabase({ driver: 'pglite', dataDir: 'memory://', snapshot: dump });
    try {
      const client = db.$client as PGlite;
      const databases = await client.query<{ name: string }>('select datname as name from pg_database');
      expect(databases.rows).toEqual([{ name: 'postgres' }]);
      const tables = await client.query('select 1 from information_schema.tables where table_name = $1', ['events']);
      expect(tables.rows).toHaveLength(1);
    } finally {
      await closeDatabase(db);
    }
  }, 60_000);
});
