// npm run admin:create -- --email you@example.org --password '…' [--name 'Ana Novak']
// Creates a super administrator in the database the server uses (DATA_DIR or DATABASE_URL), or sets
// a new password for an existing one. Prints one line; exits 0 on success, 1 with the reason otherwise.
import { parseArgs } from 'node:util';
import { createSuperAdmin, SuperAdminError, superAdminInputProblem } from '@/server/accounts/super-admins';
import { ConfigError, loadConfig } from '@/server/platform/config';
import { closeDatabase, databaseLocation, describeDatabaseLocation, openDatabase, type Database } from '@/server/platform/db';
import { DataDirLockedError } from '@/server/platform/data-dir-lock';

const USAGE = "Usage: npm run admin:create -- --email you@example.org --password '<at least 8 characters>' [--name 'Full Name']";

let db: Database | undefined;
try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  if (!values.email || !values.password) fail(`--email and --password are required.\n${USAGE}`);
  const input = { email: values.email, password: values.password, name: values.name };
  const problem = superAdminInputProblem(input);
  if (problem) fail(problem);

  const location = databaseLocation(loadConfig());
  db = await openDatabase(location);
  const result = await createSuperAdmin(db, input);
  console.log(
    result === 'created'
      ? `Created super administrator ${values.email.trim().toLowerCase()} in ${describeDatabaseLocation(location)}.`
      : `Super administrator ${values.email.trim().toLowerCase()} already existed: its password was changed.`,
  );
  await closeDatabase(db);
  process.exit(0);
} catch (error) {
  if (db) await closeDatabase(db).catch(() => undefined);
  fail(explain(error));
}

function explain(error: unknown): string {
  if (error instanceof DataDirLockedError) {
    return (
      `The embedded database in ${error.dir} is in use by the running server (pid ${error.ownerPid}). ` +
      'Stop the server and run this command again, or restart the server with ADMIN_EMAIL and ADMIN_PASSWORD set ' +
      '(it creates the administrator at start when none exists).'
    );
  }
  if (error instanceof SuperAdminError || error instanceof ConfigError) return error.message;
  // parseArgs: an unknown option or one without its value.
  if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    return `${error.message}\n${USAGE}`;
  }
  return `Could not create the administrator: ${error instanceof Error ? error.message : String(error)}`;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
