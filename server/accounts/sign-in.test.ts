import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_MAX } from '@/contract/accounts';
import en from '@/i18n/locales/en.json';
import { users } from '@/server/db/schema';
import {
  approveNgo,
  approvedNgo,
  createAdmin,
  nextAddress,
  postLogin,
  registerNgo,
  suspendNgo,
  type TestAdmin,
} from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';

const invalidCredentials = { code: 'invalid_credentials', error: 'Invalid credentials' };

describe.each(testDatabases)('signing in on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(t.app, { email: 'Boss@Example.org', password: 'admin-password-1' });
  });

  describe('POST /api/ngo/login/', () => {
    it('signs in the user of an approved NGO with tokens, ids and the NGO name, whatever the case of the address', async () => {
      const ngo = await registerNgo(t.app, admin, { organization_name: 'Harbour Friends' });
      await approveNgo(t.app, admin, ngo.id);
      const response = await postLogin(t.app, 'ngo', { email: ` ${ngo.email.toUpperCase()} `, password: ngo.password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        access: expect.any(String),
        refresh: expect.any(String),
        user_id: expect.any(Number),
        ngo_id: ngo.id,
        ngo_name: 'Harbour Friends',
      });
      const [user] = await t.app.db.select().from(users).where(eq(users.id, body.user_id));
      expect(user?.lastLoginAt).toBeInstanceOf(Date);
    });

    it('tells the right password of a pending NGO that it waits for approval (403 ngo_pending)', async () => {
      const ngo = await registerNgo(t.app, admin);
      const response = await postLogin(t.app, 'ngo', ngo);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'ngo_pending', error: en.errors.accounts.ngoPending });
    });

    it('tells the right password of a suspended NGO that it is suspended (403 ngo_suspended)', async () => {
      const ngo = await approvedNgo(t.app, admin);
      await suspendNgo(t.app, admin, ngo.id);
      const response = await postLogin(t.app, 'ngo', ngo);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'ngo_suspended', error: en.errors.accounts.ngoSuspended });
    });

    it('answers a wrong password, an unknown address and a pending NGO with a wrong password alike: 401 invalid_credentials', async () => {
      const approved = await approvedNgo(t.app, admin);
      const pending = await registerNgo(t.app, admin);
      const answers = await Promise.all([
        postLogin(t.app, 'ngo', { email: approved.email, password: 'wrong-password' }),
        postLogin(t.app, 'ngo', { email: 'nobody@example.org', password: 'wrong-password' }),
        postLogin(t.app, 'ngo', { email: pending.email, password: 'wrong-password' }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual(invalidCredentials);
      }
    });

    it('takes about as long for an unknown address as for a wrong password', async () => {
      const ngo = await approvedNgo(t.app, admin);
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await postLogin(t.app, 'ngo', { email, password: 'wrong-password' }, nextAddress());
        expect(response.statusCode).toBe(401);
        return performance.now() - started;
      };
      const wrongPassword: number[] = [];
      const unknownEmail: number[] = [];
      for (let i = 0; i < 5; i++) {
        wrongPassword.push(await timed(ngo.email));
        unknownEmail.push(await timed(`unknown${i}@example.org`));
      }
      const ratio = median(unknownEmail) / median(wrongPassword);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });

    it('does not sign a super administrator in as an NGO', async () => {
      const response = await postLogin(t.app, 'ngo', { email: admin.email, password: admin.password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidCredentials);
    });

    it('answers 400 when the e-mail or the password is missing', async () => {
      const response = await postLogin(t.app, 'ngo', { email: '', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('POST /api/super-admin/login/', () => {
    it('signs in a super administrator with tokens, id, e-mail and name', async () => {
      const response = await postLogin(t.app, 'super-admin', { email: 'boss@example.org', password: 'admin-password-1' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        access: expect.any(String),
        refresh: expect.any(String),
        user_id: admin.user_id,
        email: 'boss@example.org',
        name: '',
      });
    });

    it('refuses an NGO user, a wrong password and an unknown address with the same 401', async () => {
      const ngo = await approvedNgo(t.app, admin);
      const answers = await Promise.all([
        postLogin(t.app, 'super-admin', { email: ngo.email, password: ngo.password }),
        postLogin(t.app, 'super-admin', { email: admin.email, password: 'wrong-password' }),
        postLogin(t.app, 'super-admin', { email: 'nobody@example.org', password: 'wrong-password' }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual(invalidCredentials);
      }
    });
  });

  describe('attempt limit', () => {
    it(`lets ${LOGIN_ATTEMPTS_MAX} attempts through, refuses the next with 429, and still serves another e-mail from the same address`, async () => {
      const address = '192.0.2.77';
      const attempt = (email: string) => postLogin(t.app, 'ngo', { email, password: 'guessing-123' }, address);
      for (let i = 0; i < LOGIN_ATTEMPTS_MAX; i++) expect((await attempt('target@example.org')).statusCode).toBe(401);

      const refused = await attempt('Target@Example.org'); // the same address in other letters
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'rate_limited', error: en.errors.accounts.rateLimited });
      expect(refused.headers['retry-after']).toBeDefined();

      expect((await attempt('someone-else@example.org')).statusCode).toBe(401);
      expect((await postLogin(t.app, 'ngo', { email: 'target@example.org', password: 'x' }, '192.0.2.78')).statusCode).toBe(401);
    });

    it('refuses the right password too once the limit is reached', async () => {
      const address = '192.0.2.99';
      const adminAttempt = (password: string) => postLogin(t.app, 'super-admin', { email: admin.email, password }, address);
      for (let i = 0; i < LOGIN_ATTEMPTS_MAX; i++) await adminAttempt('wrong-password');
      expect((await adminAttempt(admin.password)).statusCode).toBe(429);
    });
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
