import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_MAX, REGISTRATIONS_MAX } from '@/contract/accounts';
import en from '@/i18n/locales/en.json';
import { users, volunteerProfiles } from '@/server/db/schema';
import { forgetAccounts } from '@/server/platform/accountCache';
import {
  approvedNgo,
  bearer,
  createAdmin,
  nextAddress,
  postLogin,
  postVolunteerRegistration,
  signedInVolunteer,
  volunteerRegistration,
  type TestAdmin,
} from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';

// Issue 14, point 1: volunteers register and sign in with the NGOs' token handling, and their
// tokens open no NGO or administrator call.

const invalidCredentials = { code: 'invalid_credentials', error: 'Invalid credentials' };

describe.each(testDatabases)('volunteer accounts on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  describe('POST /api/volunteer/register/', () => {
    it('registers a volunteer with an argon2id hash, the full name as the user name, and the birthday and bio on the profile', async () => {
      const registration = volunteerRegistration({ full_name: ' Ana Horvat ', email: ' Ana.Horvat@Example.org ', birthday: '1994-07-02', bio: 'Likes rivers.' });
      const response = await postVolunteerRegistration(t.app, registration);
      expect(response.statusCode, response.body).toBe(201);
      const { user_id: userId } = response.json();
      expect(response.json()).toEqual({ message: en.volunteers.server.registered, user_id: expect.any(Number) });

      const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ email: 'ana.horvat@example.org', userType: 'volunteer', name: 'Ana Horvat', ngoId: null });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      const [profile] = await t.app.db.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, userId));
      expect(profile).toEqual({ userId, bio: 'Likes rivers.', birthday: '1994-07-02', profileImage: null, totalXp: 0, calendarTokenHash: null, calendarTokenCreatedAt: null });
    });

    it('answers an e-mail already taken, by a volunteer or an NGO, with the NGO registration’s 400 email_taken', async () => {
      const volunteer = await signedInVolunteer(t.app);
      const ngo = await approvedNgo(t.app, admin);
      for (const email of [volunteer.email.toUpperCase(), ngo.email]) {
        const response = await postVolunteerRegistration(t.app, volunteerRegistration({ email }));
        expect(response.statusCode).toBe(400);
        const message = en.errors.accounts.emailTaken;
        expect(response.json()).toEqual({ code: 'email_taken', error: `email: ${message}`, fields: { email: [message] } });
      }
    });

    it('refuses bad input with every broken rule: blank name, bad e-mail, short password, control characters, a future birthday', async () => {
      const response = await postVolunteerRegistration(t.app, {
        full_name: ' ',
        email: 'not-an-address',
        password: 'short',
        bio: 'Hello\u0007',
        birthday: '2999-01-01',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: {
          full_name: [en.volunteers.validation.fullNameRequired],
          email: [en.validation.emailInvalid],
          password: [en.validation.passwordTooShort],
          bio: [en.validation.controlCharacters],
          birthday: [en.volunteers.validation.birthdayInFuture],
        },
      });
    });

    it('starts every volunteer at 0 XP, whatever the registration sends as total_xp', async () => {
      const response = await postVolunteerRegistration(t.app, { ...volunteerRegistration(), total_xp: 500 });
      expect(response.statusCode, response.body).toBe(201);
      const [profile] = await t.app.db.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, response.json().user_id));
      expect(profile?.totalXp).toBe(0);
    });

    it(`accepts ${REGISTRATIONS_MAX} registrations from one address in 10 minutes and refuses the next with 429`, async () => {
      const address = nextAddress();
      for (let i = 0; i < REGISTRATIONS_MAX; i++) {
        expect((await postVolunteerRegistration(t.app, volunteerRegistration(), address)).statusCode).toBe(201);
      }
      const refused = await postVolunteerRegistration(t.app, volunteerRegistration(), address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'rate_limited', error: en.register.rateLimited });
    });
  });

  describe('POST /api/volunteer/login/', () => {
    it('signs a volunteer in with tokens, the user id and user_type volunteer, whatever the case of the address', async () => {
      const volunteer = await signedInVolunteer(t.app);
      const response = await postLogin(t.app, 'volunteer', { email: ` ${volunteer.email.toUpperCase()} `, password: volunteer.password });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ access: expect.any(String), refresh: expect.any(String), user_id: volunteer.user_id, user_type: 'volunteer' });
    });

    it('answers a wrong password, an unknown address, an NGO and an administrator alike: 401 invalid_credentials', async () => {
      const volunteer = await signedInVolunteer(t.app);
      const ngo = await approvedNgo(t.app, admin);
      for (const credentials of [
        { email: volunteer.email, password: 'wrong-password' },
        { email: 'nobody@example.org', password: volunteer.password },
        { email: ngo.email, password: ngo.password },
        { email: admin.email, password: admin.password },
      ]) {
        const response = await postLogin(t.app, 'volunteer', credentials, nextAddress());
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(invalidCredentials);
      }
    });

    it('is told at the NGO and administrator sign-ins to use the volunteer sign-in, only with the right password (issue 17)', async () => {
      const volunteer = await signedInVolunteer(t.app);
      for (const who of ['ngo', 'super-admin'] as const) {
        const response = await postLogin(t.app, who, { email: ` ${volunteer.email.toUpperCase()}`, password: volunteer.password }, nextAddress());
        expect(response.statusCode, who).toBe(403);
        expect(response.json()).toEqual({ code: 'volunteer_account', error: en.login.volunteerAccount });
        expect(response.json()).not.toHaveProperty('access');
        // A wrong password says nothing about the account's kind.
        const wrong = await postLogin(t.app, who, { email: volunteer.email, password: 'wrong-password' }, nextAddress());
        expect(wrong.statusCode, who).toBe(401);
        expect(wrong.json()).toEqual(invalidCredentials);
      }
    });

    it(`refuses more than ${LOGIN_ATTEMPTS_MAX} attempts for one address and e-mail with 429`, async () => {
      const volunteer = await signedInVolunteer(t.app);
      const address = nextAddress();
      const wrong = { email: volunteer.email, password: 'wrong-password' };
      for (let attempt = 0; attempt < LOGIN_ATTEMPTS_MAX; attempt += 1) expect((await postLogin(t.app, 'volunteer', wrong, address)).statusCode).toBe(401);
      const limited = await postLogin(t.app, 'volunteer', volunteer, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ code: 'rate_limited', error: en.errors.accounts.rateLimited });
    });
  });

  describe('sessions', () => {
    it("refreshes with a volunteer's refresh token (rotating it), and logout ends the sign-in", async () => {
      const volunteer = await signedInVolunteer(t.app);
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: volunteer.refresh }, remoteAddress: nextAddress() });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const { access, refresh } = refreshed.json();
      expect(refresh).not.toBe(volunteer.refresh);
      expect((await t.app.inject({ url: '/api/volunteer/me/', headers: bearer(access) })).statusCode).toBe(200);

      const reused = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: volunteer.refresh }, remoteAddress: nextAddress() });
      expect(reused.statusCode).toBe(401);

      const fresh = await signedInVolunteer(t.app);
      expect((await t.app.inject({ method: 'POST', url: '/api/token/logout/', payload: { refresh: fresh.refresh } })).statusCode).toBe(204);
      const afterLogout = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: fresh.refresh }, remoteAddress: nextAddress() });
      expect(afterLogout.statusCode).toBe(401);
      expect(afterLogout.json().code).toBe('invalid_refresh_token');
    });

    it("stops a deleted volunteer's access token at once, as a deleted NGO user's", async () => {
      const volunteer = await signedInVolunteer(t.app);
      expect((await t.app.inject({ url: '/api/volunteer/me/', headers: bearer(volunteer.access) })).statusCode).toBe(200);
      await t.app.db.delete(users).where(eq(users.id, volunteer.user_id));
      // The account cache may hold the account at most ACCOUNT_CACHE_TTL_MS; a deletion by the app would announce it.
      forgetAccounts(t.app.db, { userId: volunteer.user_id });
      const response = await t.app.inject({ url: '/api/volunteer/me/', headers: bearer(volunteer.access) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    });
  });

  describe('who may call what', () => {
    it('gives a volunteer token 403 forbidden on an NGO call and an administrator call', async () => {
      const volunteer = await signedInVolunteer(t.app);
      for (const url of ['/api/ngo/me/', '/api/events/filters/', '/api/super-admin/ngos/', '/api/super-admin/events/pending/']) {
        const response = await t.app.inject({ url, headers: bearer(volunteer.access) });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ code: 'forbidden', error: en.errors.accounts.forbidden });
      }
    });

    it("gives an NGO's and an administrator's token 403 on the volunteer's profile, and no token 401", async () => {
      const ngo = await approvedNgo(t.app, admin);
      for (const access of [ngo.access, admin.access]) {
        expect((await t.app.inject({ url: '/api/volunteer/me/', headers: bearer(access) })).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'PATCH', url: '/api/volunteer/me/', headers: bearer(access), payload: { bio: 'x' } })).statusCode).toBe(403);
      }
      expect((await t.app.inject({ url: '/api/volunteer/me/' })).statusCode).toBe(401);
    });
  });
});
