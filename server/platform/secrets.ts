import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { appSettings } from '@/server/db/schema';
import type { Database } from './db';

/** Secrets the features use; the accounts feature signs access tokens with `jwt`. */
export type Secrets = { jwt: string };

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
  }
}

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * JWT_SECRET when configured; otherwise the one kept in app_settings, created on first start.
 * Insert-if-absent then read back, so instances starting together on one PostgreSQL agree.
 */
export async function resolveJwtSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, JWT_SECRET_KEY));
  if (!row) throw new Error('jwt_secret missing from app_settings right after it was written');
  return row.value;
}

/** Decorates `app.secrets`; needs `app.db` and `app.config`. */
export const secretsPlugin = fp(
  async (app) => {
    app.decorate('secrets', { jwt: await resolveJwtSecret(app.db, app.config.jwtSecret) });
  },
  { name: 'secrets', dependencies: ['database'] },
);
