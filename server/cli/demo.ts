// npm run demo
// Fills a fresh embedded database (DATA_DIR/db, the one `npm start` opens) with the demo world of
// demo/world.ts: the super administrator, NGOs in each status, events in every status, one-off and
// in series, dated from today on. Prints how to sign in and exits 0. A database that holds data is
// refused with exit code 1 and left as it was; so is DATABASE_URL (see refuseDatabaseUrl).
import { parseArgs } from 'node:util';
import type { NgoStatus } from '@/contract/accounts';
import { EVENT_STATUSES } from '@/contract/events';
import { DEMO_ADMIN, DEMO_EVENTS, DEMO_NGOS } from '@/demo/world';
import { DEMO_VOLUNTEERS } from '@/demo/volunteers';
import { DatabaseNotEmptyError, fillDemo, type DemoSummary } from '@/server/demo/fill';
import { ConfigError, loadConfig, type Config } from '@/server/platform/config';
import { DataDirLockedError } from '@/server/platform/data-dir-lock';
import { createStorage } from '@/server/platform/storage';
import { closeDatabase, databaseLocation, describeDatabaseLocation, openDatabase, type Database } from '@/server/platform/db';

const USAGE = 'Usage: npm run demo   (fills an empty embedded database in DATA_DIR, ./data unless set)';

/** What a sign-in of an NGO that is not approved meets. */
const STATUS_NOTES: Record<NgoStatus, string> = {
  approved: '',
  pending: '(pending: refused until the administrator approves it)',
  suspended: '(suspended: refused with the suspension notice)',
};

let db: Database | undefined;
let where = 'the database';
let filling = false;
try {
  parseArgs({ options: {}, strict: true, allowPositionals: false });
  const config = loadConfig();
  if (config.databaseUrl) fail(refuseDatabaseUrl(config.databaseUrl));
  const location = databaseLocation(config);
  where = describeDatabaseLocation(location);
  db = await openDatabase(location);
  filling = true;
  // Issue 16: the gallery photos go where `npm start` keeps its media (DATA_DIR/media or the S3 bucket).
  const summary = await fillDemo(db, new Date(), createStorage(config));
  filling = false;
  await closeDatabase(db);
  console.log(report(summary, config));
  process.exit(0);
} catch (error) {
  if (db) await closeDatabase(db).catch(() => undefined);
  fail(explain(error));
}

/**
 * The demo's accounts have passwords anyone can read in the README; a PostgreSQL server is what a
 * deployment uses, so the demo stays off it (docs/decisions/mocks-and-qa.md, "Demo data").
 */
function refuseDatabaseUrl(url: string): string {
  return (
    `npm run demo fills the embedded database only, and DATABASE_URL is set (${describeDatabaseLocation({ driver: 'postgres', url })}). ` +
    "The demo's sign-ins are public, so it never goes into a PostgreSQL server: unset DATABASE_URL to fill DATA_DIR/db instead."
  );
}

function report(summary: DemoSummary, config: Config): string {
  const start = `${environmentPrefix()}npm start`;
  const address = config.port === 0 ? 'the address npm start prints' : `http://localhost:${config.port}`;
  const statuses = EVENT_STATUSES.map((status) => `${summary.events.counts[status]} ${status}`).join(', ');
  const series = [...new Set(DEMO_EVENTS.map((event) => event.recurrence_type).filter((type) => type !== 'none'))];
  const signIns = [
    ['Super administrator', DEMO_ADMIN.email, DEMO_ADMIN.password, ''],
    ...DEMO_NGOS.map((ngo) => [ngo.organization_name, ngo.contact_person_email, ngo.password, STATUS_NOTES[ngo.status]]),
    ...DEMO_VOLUNTEERS.map((volunteer) => [volunteer.full_name, volunteer.email, volunteer.password, '(volunteer: #/volunteer/login)']),
  ];
  return [
    `Filled the demo into ${where}:`,
    `  NGOs:   ${summary.ngos.map((ngo) => `${ngo.name} (${ngo.status})`).join(', ')}`,
    `  Events: ${summary.events.total} (${statuses}); one-off events and ${series.join(' and ')} series, dated from today on`,
    '',
    `Start the server with:  ${start}`,
    `then open ${address} and sign in as:`,
    ...table(signIns).map((line) => `  ${line}`),
    `Anyone finds the public events on the list and the map at ${config.port === 0 ? '#/explore' : `${address}/#/explore`}, signed in or not.`,
  ].join('\n');
}

/** DATA_DIR and PORT as this run was given them, so `npm start` opens the same database on the same port. */
function environmentPrefix(): string {
  return ['DATA_DIR', 'PORT']
    .filter((name) => process.env[name]?.trim())
    .map((name) => `${name}=${shellWord(process.env[name]!.trim())} `)
    .join('');
}

function shellWord(value: string): string {
  return /^[\w/.:@%+=,-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`;
}

/** Rows of cells padded into columns, trailing spaces trimmed. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
}

function explain(error: unknown): string {
  if (error instanceof DatabaseNotEmptyError) {
    return (
      `The ${where} already holds data (in ${error.tables.join(', ')}): npm run demo fills only an empty database, and changed nothing.\n` +
      'Start it with npm start, or try the demo in a directory of its own: DATA_DIR=./demo-data npm run demo'
    );
  }
  if (error instanceof DataDirLockedError) {
    return `The embedded database in ${error.dir} is in use by the running server (pid ${error.ownerPid}). Stop the server, or run the demo with DATA_DIR set to another directory.`;
  }
  if (error instanceof ConfigError) return error.message;
  // parseArgs: the demo takes no option.
  if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    return `${error.message}\n${USAGE}`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return filling
    ? `Could not fill the demo: ${reason}\nThe ${where} may hold part of it now: remove it and run npm run demo again.`
    : `Could not open the ${where}: ${reason}`;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
