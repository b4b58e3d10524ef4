import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@/contract/accounts';
import { refreshTokens } from '@/server/db/schema';
import { approvedNgo, bearer, createAdmin, loginNgo, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';

const unauthenticated = { code: 'unauthenticated', error: 'Authentication credentials were not provided or are invalid' };
const invalidRefresh = { code: 'invalid_refresh_token', error: 'Refresh token is invalid or expired' };

describe.each(testDatabases)('sessions on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const me = (access: string) => t.app.inject({ url: '/api/ngo/me/', headers: bearer(access) });
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
  const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/token/logout/', payload: { refresh: token } });

  describe('access tokens', () => {
    it('are HS256 JWTs of type at+jwt for this API, naming the user, its type and NGO, for 15 minutes', async () => {
      const ngo = await approvedNgo(t.app, admin);
      expect(decodeProtectedHeader(ngo.access)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
      const claims = decodeJwt(ngo.access);
      expect(claims).toMatchObject({
        iss: 'ngo-portal',
        aud: 'ngo-portal-api',
        sub: String(ngo.user_id),
        user_type: 'ngo',
        ngo_id: ngo.ngo_id,
      });
      expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
      expect(decodeJwt(admin.access)).toMatchObject({ sub: String(admin.user_id), user_type: 'super_admin' });
      expect(decodeJwt(admin.access)).not.toHaveProperty('ngo_id');
    });

    it('are refused unless signed with the secret, for this audience and type, with HS256, and not expired', async () => {
      const ngo = await approvedNgo(t.app, admin);
      expect((await me(ngo.access)).statusCode).toBe(200);

      const claims = { user_type: 'ngo', ngo_id: ngo.ngo_id };
      const sign = (options: { secret?: string; aud?: string; typ?: string; iss?: string; exp?: number }) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: options.typ ?? 'at+jwt' })
          .setIssuer(options.iss ?? 'ngo-portal')
          .setAudience(options.aud ?? 'ngo-portal-api')
          .setSubject(String(ngo.user_id))
          .setIssuedAt()
          .setExpirationTime(options.exp ?? '15m')
          .sign(new TextEncoder().encode(options.secret ?? t.app.secrets.jwt));

      expect((await me(await sign({}))).statusCode).toBe(200); // the control: a well-made token passes
      const forged = [
        await sign({ secret: 'another-secret-that-is-long-enough-0123456789' }),
        await sign({ aud: 'another-api' }),
        await sign({ typ: 'JWT' }),
        await sign({ iss: 'someone-else' }),
        await sign({ exp: Math.floor(Date.now() / 1000) - 60 }),
        new UnsecuredJWT(claims).setIssuer('ngo-portal').setAudience('ngo-portal-api').setSubject(String(ngo.user_id)).encode(),
        `${ngo.access.slice(0, -2)}xx`,
        'not-a-token',
      ];
      for (const token of forged) {
        const response = await me(token);
        expect(response.statusCode, token).toBe(401);
        expect(response.json()).toEqual(unauthenticated);
      }
    });

    it('are required: no Authorization header, or not a Bearer one, is 401 unauthenticated', async () => {
      const ngo = await approvedNgo(t.app, admin);
      for (const headers of [{}, { authorization: ngo.access }, { authorization: `Basic ${ngo.access}` }]) {
        const response = await t.app.inject({ url: '/api/ngo/me/', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(unauthenticated);
      }
    });
  });

  describe('GET /api/ngo/me/', () => {
    it("answers the signed-in NGO user's account", async () => {
      const ngo = await approvedNgo(t.app, admin, { organization_name: 'Riverbank Friends' });
      const response = await me(ngo.access);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user_id: ngo.user_id,
        ngo_id: ngo.ngo_id,
        ngo_name: 'Riverbank Friends',
        email: ngo.email,
        status: 'approved',
      });
    });

    it("refuses a super administrator's token with 403 forbidden", async () => {
      const response = await me(admin.access);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    });
  });

  describe('POST /api/token/refresh/', () => {
    it('trades the refresh token for a new access token and a new refresh token; the old one is used up', async () => {
      const ngo = await approvedNgo(t.app, admin);
      const first = await refresh(ngo.refresh);
      expect(first.statusCode).toBe(200);
      const tokens = first.json();
      expect(tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      expect(tokens.refresh).not.toBe(ngo.refresh);
      expect((await me(tokens.access)).statusCode).toBe(200);

      expect((await refresh(tokens.refresh)).statusCode).toBe(200); // the new one works once
    });

    it('treats an old token presented again as stolen: refused, and the whole sign-in is revoked', async () => {
      const ngo = await approvedNgo(t.app, admin);
      const second = (await refresh(ngo.refresh)).json().refresh;
      const replay = await refresh(ngo.refresh);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(invalidRefresh);
      // The newest token of the chain, never used, is revoked too.
      expect((await refresh(second)).json()).toEqual(invalidRefresh);
      // Another sign-in of the same user is a family of its own and keeps working.
      const other = await loginNgo(t.app, ngo);
      expect((await refresh(other.refresh)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous uses of one token win', async () => {
      const ngo = await approvedNgo(t.app, admin);
      const answers = await Promise.all([refresh(ngo.refresh), refresh(ngo.refresh)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    });

    it('refuses unknown and expired tokens with 401 invalid_refresh_token', async () => {
      expect((await refresh('made-up-token')).json()).toEqual(invalidRefresh);
      const ngo = await approvedNgo(t.app, admin);
      // Time passes: the token's 7 days are over.
      await t.app.db
        .update(refreshTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(sql`${refreshTokens.tokenHash} = ${createHash('sha256').update(ngo.refresh).digest('hex')}`);
      const response = await refresh(ngo.refresh);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidRefresh);
    });

    it('refreshes a super administrator as well', async () => {
      const session = await createAdmin(t.app);
      const response = await refresh(session.refresh);
      expect(response.statusCode).toBe(200);
      expect(decodeJwt(response.json().access)).toMatchObject({ user_type: 'super_admin' });
    });

    it('answers 400 without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: {} });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /api/token/logout/', () => {
    it('revokes the sign-in: neither its current nor its earlier refresh tokens work any more', async () => {
      const ngo = await approvedNgo(t.app, admin);
      const current = (await refresh(ngo.refresh)).json().refresh;
      const response = await logout(current);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await refresh(current)).json()).toEqual(invalidRefresh);
    });

    it('answers 204 for an unknown or already revoked token, without an access token', async () => {
      expect((await logout('never-issued')).statusCode).toBe(204);
      const ngo = await approvedNgo(t.app, admin);
      expect((await logout(ngo.refresh)).statusCode).toBe(204);
      expect((await logout(ngo.refresh)).statusCode).toBe(204);
    });
  });
});
