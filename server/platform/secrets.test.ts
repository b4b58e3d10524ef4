import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { appSettings } from '@/server/db/schema';
import { buildTestApp, freshPostgresLocation, testConfig, testDatabases } from '@/server/test/app';

const CONFIGURED_SECRET = 'a-configured-secret-of-at-least-32-characters';

async function storedJwtSecret(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const rows = await app.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return rows[0]?.value;
}

describe.each(testDatabases)('the JWT secret on $name', (database) => {
  it('is generated once, kept in app_settings and exposed as app.secrets.jwt', async () => {
    const app = await buildTestApp(database);
    try {
      expect(app.secrets.jwt).toMatch(/^[A-Za-z0-9_-]{64}$/); // 48 random bytes, base64url
      expect(await storedJwtSecret(app)).toBe(app.secrets.jwt);
    } finally {
      await app.close();
    }
  });

  it('is the configured JWT_SECRET when there is one', async () => {
    const app = await buildTestApp(database, { env: { JWT_SECRET: CONFIGURED_SECRET } });
    try {
      expect(app.secrets.jwt).toBe(CONFIGURED_SECRET);
    } finally {
      await app.close();
    }
  });
});

describe('the JWT secret on the embedded database', () => {
  it('survives a restart on the same DATA_DIR', async () => {
    const config = testConfig();
    const first = await buildApp({ config });
    const secret = first.secrets.jwt;
    await first.close();

    const second = await buildApp({ config });
    try {
      expect(second.secrets.jwt).toBe(secret);
    } finally {
      await second.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the JWT secret on a shared PostgreSQL', () => {
  it('is the same for instances starting together on an empty database', async () => {
    const database = await freshPostgresLocation();
    const apps = await Promise.all([1, 2, 3].map(() => buildApp({ config: testConfig(), database })));
    try {
      const secrets = new Set(apps.map((app) => app.secrets.jwt));
      expect(secrets.size).toBe(1);
      expect(await storedJwtSecret(apps[0]!)).toBe(apps[0]!.secrets.jwt);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
