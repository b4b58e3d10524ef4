import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import pg from 'pg';
import { ACCESS_TOKEN_TTL_SECONDS, accountErrorCodes, USER_TYPES, type UserType } from '@/contract/accounts';
import en from '@/i18n/locales/en.json';
import { ngos, users } from '@/server/db/schema';
import { AccountCache, listenForAccountChanges, registerAccountCache, type AccountState } from './accountCache';
import type { Database } from './db';
import { AppError } from './errors';

// Who is calling: argon2id passwords, short-lived JWT access tokens and the route guards built on them.
// Refresh tokens (opaque, rotated) live with the accounts feature in server/accounts/sessions.ts.

/** The caller a guard let through, on `request.user`. The NGO fields are read from the database, not the token. */
export type SignedInUser = SignedInNgoUser | SignedInSuperAdmin | SignedInVolunteer;
export type SignedInNgoUser = { type: 'ngo'; id: number; email: string; ngoId: number; ngoName: string };
export type SignedInSuperAdmin = { type: 'super_admin'; id: number; email: string; name: string };
/** Issue 14: a volunteer; `name` is their full name. */
export type SignedInVolunteer = { type: 'volunteer'; id: number; email: string; name: string };

/** What an access token says about its holder. */
export type AccessTokenSubject = { id: number; type: UserType; ngoId: number | null };

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guard: a valid access token of an NGO user whose NGO is approved now; 401 / 403 otherwise. */
    requireNgo: Guard;
    /** onRequest guard: a valid access token of a super administrator; 401 / 403 otherwise. */
    requireSuperAdmin: Guard;
    /** onRequest guard: either of the above (a user of an approved NGO or a super administrator); 401 / 403 otherwise. */
    requireUser: Guard;
  }
  interface FastifyRequest {
    /** Set by the guards (requireNgo / requireSuperAdmin / requireUser, or the one securityFor declares, volunteers' too); null on routes without one. */
    user: SignedInUser | null;
  }
}

export const ACCESS_TOKEN_ISSUER = 'ngo-portal';
export const ACCESS_TOKEN_AUDIENCE = 'ngo-portal-api';
/** RFC 9068: the JWT type of an OAuth access token, so no other JWT signed with the secret passes. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';

/** argon2id with the library's defaults (19 MiB, 2 passes): a verification takes about 9 ms on these machines. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Whether the password matches the stored hash. Without a hash (unknown e-mail) it verifies against
 * a dummy hash all the same, so an unknown address costs the same time as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(await dummyPasswordHash(), password);
    return false;
  }
  return verify(storedHash, password);
}

export async function signAccessToken(secret: string, subject: AccessTokenSubject): Promise<string> {
  return new SignJWT({ user_type: subject.type, ...(subject.type === 'ngo' ? { ngo_id: subject.ngoId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(String(subject.id))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await secretKey(secret));
}

/** The token's subject, or null for anything not issued by signAccessToken with this secret and still valid. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessTokenSubject | null> {
  return (await verifiedAccessToken(secret, token))?.subject ?? null;
}

/** verifyAccessToken with the token's expiry (ms since the epoch). */
async function verifiedAccessToken(secret: string, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await secretKey(secret), {
      algorithms: ['HS256'], // never 'none' nor another algorithm the header asks for
      typ: ACCESS_TOKEN_TYPE,
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    const type = payload.user_type;
    if (!/^[1-9]\d{0,9}$/.test(payload.sub ?? '') || !USER_TYPES.includes(type as UserType)) return null;
    const ngoId = typeof payload.ngo_id === 'number' ? payload.ngo_id : null;
    return { subject: { id: Number(payload.sub), type: type as UserType, ngoId }, expiresAt: payload.exp! * 1000 };
  } catch {
    return null;
  }
}

type VerifiedToken = { subject: AccessTokenSubject; expiresAt: number };

/** Tokens are verified once per process and then known until they expire; a few hundred bytes each. */
export const VERIFIED_TOKENS_MAX = 5_000;

/**
 * verifyAccessToken for one secret, remembering the tokens it verified until they expire: jose's
 * jwtVerify costs ~80 µs on these machines (WebCrypto), a look-up well under one. A token is never
 * revoked before it expires (a suspension is the account cache's business), so remembering one
 * changes no answer.
 */
export function tokenVerifier(secret: string): (token: string) => Promise<AccessTokenSubject | null> {
  const verified = new Map<string, VerifiedToken>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.subject;
    verified.delete(token);
    const fresh = await verifiedAccessToken(secret, token);
    if (!fresh) return null;
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!); // the oldest
    verified.set(token, fresh);
    return fresh.subject;
  };
}

/** The 401 every guard answers for a missing, malformed, forged or expired access token. */
export function unauthenticated(): AppError {
  return new AppError(401, accountErrorCodes.unauthenticated, 'Authentication credentials were not provided or are invalid');
}

export function forbidden(): AppError {
  return new AppError(403, accountErrorCodes.forbidden, en.errors.accounts.forbidden);
}

/** The OpenAPI `security` of a route: one `{ bearer: [role] }` per role that may call it (any one of them). */
export type RouteSecurity = Array<{ bearer: UserType[] }>;

/**
 * Who may call a route, declared once in its schema: `security: securityFor('ngo')`. The roles are
 * the bearer scheme's scopes in the OpenAPI document (3.1 allows role names for any scheme), and the
 * auth plugin guards every route by what it declares, so the document and the guard cannot disagree.
 */
export function securityFor(...roles: [UserType, ...UserType[]]): RouteSecurity {
  return roles.map((role) => ({ bearer: [role] }));
}

/** The roles a route's `security` names; throws for a declaration securityFor did not make, so none goes unguarded. */
export function declaredRoles(security: unknown, route: string): UserType[] {
  if (security === undefined) return [];
  const roles = Array.isArray(security) ? security.map(roleOf) : [];
  if (roles.length === 0 || roles.includes(null)) {
    throw new Error(`${route}: declare who may call it with securityFor(...roles), not ${JSON.stringify(security)}`);
  }
  return roles as UserType[];
}

/** For handlers behind requireNgo: the NGO user it let through. */
export function signedInNgo(request: FastifyRequest): SignedInNgoUser {
  if (request.user?.type !== 'ngo') throw forbidden();
  return request.user;
}

/** For handlers behind securityFor('volunteer'): the volunteer it let through. */
export function signedInVolunteer(request: FastifyRequest): SignedInVolunteer {
  if (request.user?.type !== 'volunteer') throw forbidden();
  return request.user;
}

/**
 * Decorates `app.requireNgo`, `app.requireSuperAdmin`, `app.requireUser` and `request.user`, and
 * guards each route registered after it by the roles its schema's `security` declares (securityFor).
 * Needs `app.db` and `app.secrets`.
 */
export const authPlugin = fp(
  async (app) => {
    await dummyPasswordHash(); // computed now, so the first unknown e-mail is not slower than the rest
    app.decorateRequest('user', null);

    const verify = tokenVerifier(app.secrets.jwt);
    const accounts = accountCacheFor(app.db, app);
    const accountState = accountStateQuery(app.db);

    /**
     * Checks the token, then the account as it is now (the user and their NGO), so a suspension takes
     * effect at the next request: from the account cache, which forgets an account the moment it changes.
     */
    async function callerOf(request: FastifyRequest): Promise<Caller> {
      const [scheme, token, ...rest] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) throw unauthenticated();
      const subject = await verify(token);
      if (!subject) throw unauthenticated();
      const known = accounts.get(subject.id);
      if (known) return known;
      const ticket = accounts.ticket();
      const [row] = await accountState.execute({ id: subject.id });
      if (!row) throw unauthenticated(); // the account is gone
      accounts.set(row, ticket);
      return row;
    }

    /** A signed-in user of one of these roles (an NGO user only while the NGO is approved); 401 / 403 otherwise. */
    function guardFor(roles: readonly UserType[]): Guard {
      return async (request) => {
        if (request.user && roles.includes(request.user.type)) return; // an area's guard let them in already
        const caller = await callerOf(request);
        request.user = roles.map((role) => SIGNED_IN_AS[role](caller)).find((user) => user !== null) ?? null;
        if (!request.user) throw forbidden();
      };
    }

    app.decorate('requireNgo', guardFor(['ngo']));
    app.decorate('requireSuperAdmin', guardFor(['super_admin']));
    app.decorate('requireUser', guardFor(['ngo', 'super_admin']));

    app.addHook('onRoute', (route) => {
      const roles = declaredRoles(route.schema?.security, `${String(route.method)} ${route.url}`);
      if (roles.length === 0) return;
      const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [guardFor(roles) as onRequestHookHandler, ...own];
    });
  },
  { name: 'auth', dependencies: ['database', 'secrets'] },
);

type Caller = AccountState;

/** The guards' one read: the user and their NGO, prepared once per database. */
function accountStateQuery(db: Database) {
  return db
    .select({
      id: users.id,
      type: users.userType,
      email: users.email,
      name: users.name,
      ngoId: users.ngoId,
      ngoName: ngos.organizationName,
      ngoStatus: ngos.status,
    })
    .from(users)
    .leftJoin(ngos, eq(ngos.id, users.ngoId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('account_state');
}

/**
 * The app's account cache, known to the writers through its database. PGlite is one process (the
 * data-directory lock): forgetting in-process is all it takes, so it caches from the start. On
 * PostgreSQL other instances may change accounts: it caches only while its listener listens.
 */
function accountCacheFor(db: Database, app: FastifyInstance): AccountCache {
  const client = db.$client;
  const cache = new AccountCache({ enabled: !(client instanceof pg.Pool) });
  registerAccountCache(db, cache);
  if (client instanceof pg.Pool) {
    const listener = listenForAccountChanges(client, cache, app.log);
    app.addHook('onClose', () => listener.close());
  }
  return cache;
}

/** `{ bearer: [role] }` → the role; anything else → null. */
function roleOf(requirement: unknown): UserType | null {
  const [scheme, scopes, ...more] = Object.entries(requirement ?? {}).flat();
  const [role, ...otherRoles] = Array.isArray(scopes) ? scopes : [];
  return scheme === 'bearer' && more.length === 0 && otherRoles.length === 0 && USER_TYPES.includes(role) ? role : null;
}

/** The caller as an NGO user, only while their NGO is approved. */
function ngoUserOf(caller: Caller): SignedInNgoUser | null {
  if (caller.type !== 'ngo' || caller.ngoId === null || caller.ngoName === null || caller.ngoStatus !== 'approved') {
    return null;
  }
  return { type: 'ngo', id: caller.id, email: caller.email, ngoId: caller.ngoId, ngoName: caller.ngoName };
}

function superAdminOf(caller: Caller): SignedInSuperAdmin | null {
  return caller.type === 'super_admin' ? { type: 'super_admin', id: caller.id, email: caller.email, name: caller.name } : null;
}

function volunteerOf(caller: Caller): SignedInVolunteer | null {
  return caller.type === 'volunteer' ? { type: 'volunteer', id: caller.id, email: caller.email, name: caller.name } : null;
}

/** Each role's reading of the caller: who they are as that role, or null when they are not it (now). */
const SIGNED_IN_AS: Record<UserType, (caller: Caller) => SignedInUser | null> = {
  ngo: ngoUserOf,
  super_admin: superAdminOf,
  volunteer: volunteerOf,
};

let dummyHash: Promise<string> | undefined;

/** A hash of a random password nobody knows, made once per process with the same parameters as real ones. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(32).toString('base64url'));
  return dummyHash;
}

const secretKeys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key of a secret, imported once: jose would import it again on every call given bytes. */
function secretKey(secret: string): Promise<CryptoKey> {
  let key = secretKeys.get(secret);
  if (!key) {
    if (secretKeys.size >= 16) secretKeys.clear(); // one secret per app; tests build many apps
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    secretKeys.set(secret, key);
  }
  return key;
}
