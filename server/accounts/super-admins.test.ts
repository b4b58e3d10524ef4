import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import type { DatabaseLocation } from '@/server/platform/db';
import { createAdmin, postLogin, postRegistration, ngoRegistration } from '@/server/test/accounts';
import { buildTestApp, freshPostgresLocation, temporaryDir, testDatabases, type TestDatabase } from '@/server/test/app';
import { createSuperAdmin, SuperAdminError } from './super-admins';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe.each(testDatabases)('the first super administrator on $name', (database) => {
  /** One database that several app starts share, as restarts of the server do. */
  async function sharedDatabase(): Promise<TestDatabase> {
    const location: DatabaseLocation =
      database.name === 'postgres'
        ? await freshPostgresLocation()
        : { driver: 'pglite', dataDir: path.join(temporaryDir('bootstrap'), 'db') };
    return { name: database.name, location: async () => location };
  }

  it('is created at start from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const shared = await sharedDatabase();
    const env = { ADMIN_EMAIL: 'Founder@Example.org', ADMIN_PASSWORD: 'first-password' };
    const first = await buildTestApp(shared, { env });
    try {
      const login = await postLogin(first, 'super-admin', { email: 'founder@example.org', password: 'first-password' });
      expect(login.statusCode).toBe(200);
    } finally {
      await first.close();
    }

    // A second start with other values leaves the existing administrator as it is.
    const second = await buildTestApp(shared, { env: { ADMIN_EMAIL: 'founder@example.org', ADMIN_PASSWORD: 'second-password' } });
    try {
      const admins = await second.db.select().from(users).where(eq(users.userType, 'super_admin'));
      expect(admins.map((admin) => admin.email)).toEqual(['founder@example.org']);
      expect((await postLogin(second, 'super-admin', { email: 'founder@example.org', password: 'first-password' })).statusCode).toBe(200);
      expect((await postLogin(second, 'super-admin', { email: 'founder@example.org', password: 'second-password' })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('is asked for in a warning at start when there is none and nothing configures one', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildTestApp(database, { logger: { level: 'warn', stream } });
    await app.close();
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
    expect(warning?.msg).toContain('npm run admin:create -- --email you@example.org --password');
    expect(warning?.msg).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
  });

  it('can be given a new password by creating it again, but an NGO address is refused', async () => {
    const app = await buildTestApp(database);
    try {
      const admin = await createAdmin(app, { email: 'again@example.org', password: 'old-password' });
      expect(await createSuperAdmin(app.db, { email: 'Again@Example.org', password: 'new-password', name: 'Ana' })).toBe('updated');
      const login = await postLogin(app, 'super-admin', { email: 'again@example.org', password: 'new-password' });
      expect(login.json()).toMatchObject({ user_id: admin.user_id, name: 'Ana' });

      const registration = ngoRegistration({ contact_person_email: 'ngo-person@example.org' });
      expect((await postRegistration(app, registration)).statusCode).toBe(201);
      await expect(createSuperAdmin(app.db, { email: 'ngo-person@example.org', password: 'admin-password' })).rejects.toThrow(
        SuperAdminError,
      );
      await expect(createSuperAdmin(app.db, { email: 'x@example.org', password: 'short' })).rejects.toThrow(/at least 8 characters/);
    } finally {
      await app.close();
    }
  });
});

describe('npm run admin:create', () => {
  /** Runs the CLI as `npm run admin:create --` does, on the embedded database in dataDir. */
  function adminCreate(dataDir: string, args: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, stdout, stderr })),
    );
  }

  const onDataDir = (dataDir: string): TestDatabase => ({
    name: 'pglite',
    location: async () => ({ driver: 'pglite', dataDir: path.join(dataDir, 'db') }),
  });

  it('creates a super administrator who can then sign in', async () => {
    const dataDir = temporaryDir('admin-cli');
    const result = await adminCreate(dataDir, ['--email', 'Chief@Example.org', '--password', 'chief-password']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created super administrator chief@example.org in embedded PGlite in .*\n$/);

    const app = await buildTestApp(onDataDir(dataDir));
    try {
      const login = await postLogin(app, 'super-admin', { email: 'chief@example.org', password: 'chief-password' });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a short password and a missing option with exit code 1', async () => {
    const dataDir = temporaryDir('admin-cli-bad');
    const short = await adminCreate(dataDir, ['--email', 'chief@example.org', '--password', 'short']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('The password must be at least 8 characters long');

    const missing = await adminCreate(dataDir, ['--email', 'chief@example.org']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--email and --password are required');
    expect(missing.stderr).toContain('Usage: npm run admin:create');
  });

  it('says to stop the server when the server holds the embedded database', async () => {
    const dataDir = temporaryDir('admin-cli-locked');
    const app = await buildTestApp(onDataDir(dataDir));
    try {
      const result = await adminCreate(dataDir, ['--email', 'chief@example.org', '--password', 'chief-password']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is in use by the running server');
      expect(result.stderr).toContain('Stop the server');
    } finally {
      await app.close();
    }
  });
});
