import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { EMAIL_PATTERN } from '@/contract/accounts';
import { MIN_PASSWORD_LENGTH } from '@/contract/limits';
import { users } from '@/server/db/schema';
import { hashPassword } from '@/server/platform/auth';
import type { Database } from '@/server/platform/db';
import { canonicalEmail, userByEmail } from './service';

// The first super administrator: nobody can register as one, so the operator creates it with
// `npm run admin:create` (server/cli/admin-create.ts) or with ADMIN_EMAIL and ADMIN_PASSWORD at start.

/** Printed and logged while no super administrator exists. */
export const NO_SUPER_ADMIN_HINT =
  "No super administrator exists yet. Create one with: npm run admin:create -- --email you@example.org --password '<at least 8 characters>' " +
  '(stop the server first when it uses the embedded database), or start the server with ADMIN_EMAIL and ADMIN_PASSWORD set.';

/** Bad input for createSuperAdmin; its message is for the operator. */
export class SuperAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SuperAdminError';
  }
}

export type SuperAdminInput = { email: string; password: string; name?: string };

export async function hasSuperAdmin(db: Database): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'super_admin')).limit(1);
  return admin !== undefined;
}

/**
 * Creates a super administrator, or sets a new password (and name, when given) for an existing one.
 * An address that belongs to an NGO user is refused: one address, one account.
 */
export async function createSuperAdmin(db: Database, input: SuperAdminInput): Promise<'created' | 'updated'> {
  const problem = superAdminInputProblem(input);
  if (problem) throw new SuperAdminError(problem);
  const email = canonicalEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const name = input.name?.trim();

  for (;;) {
    const existing = await userByEmail(db, email);
    if (existing && existing.userType !== 'super_admin') {
      throw new SuperAdminError(`${email} already belongs to an NGO account; choose another address for the administrator`);
    }
    if (existing) {
      await db.update(users).set({ passwordHash, ...(name ? { name } : {}) }).where(eq(users.id, existing.id));
      return 'updated';
    }
    const created = await db
      .insert(users)
      .values({ email, passwordHash, userType: 'super_admin', name: name ?? '' })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created.length > 0) return 'created';
    // Someone created this address between the two statements (another instance starting): look again.
  }
}

/** What is wrong with the e-mail or password of a new administrator, or null; checked before the database opens. */
export function superAdminInputProblem(input: SuperAdminInput): string | null {
  if (!EMAIL_PATTERN.test(canonicalEmail(input.email))) return `${input.email} is not an e-mail address`;
  if (input.password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  return null;
}

/**
 * At start: with no super administrator, create one from ADMIN_EMAIL / ADMIN_PASSWORD when they are
 * set, otherwise warn how to create one. Needs `app.db`.
 */
export const superAdminBootstrapPlugin = fp(
  async (app) => {
    if (await hasSuperAdmin(app.db)) return;
    const { admin } = app.config;
    if (!admin) {
      app.log.warn(NO_SUPER_ADMIN_HINT);
      return;
    }
    try {
      await createSuperAdmin(app.db, admin);
    } catch (error) {
      if (error instanceof SuperAdminError) throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD: ${error.message}`, { cause: error });
      throw error;
    }
    app.log.info({ email: canonicalEmail(admin.email) }, 'created the super administrator from ADMIN_EMAIL and ADMIN_PASSWORD');
  },
  { name: 'super-admin-bootstrap', dependencies: ['database'] },
);
