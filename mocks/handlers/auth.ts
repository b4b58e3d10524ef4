import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  accountErrorCodes,
  type UserType,
} from '@/contract/accounts';
import en from '@/i18n/locales/en.json';
import { store, type MockAccount, type MockNgo, type MockToken, type MockVolunteer } from '@/mocks/store';
import { errorResponse } from './errorEnvelope';

// The mock API's side of the tokens (ARCHITECTURE "Auth"): short-lived access tokens, refresh tokens
// rotated on every use, reuse of a used one revoking its whole family. Opaque strings stand in for
// the server's JWTs; like JWTs, an access token stays valid until it expires, but the NGO's status
// is read on every call (server/platform/auth.ts), so a suspension takes effect at once.

export type Authenticated<Type extends UserType> = {
  account: MockAccount;
  /** The approved NGO of an NGO user; null for the super administrator. */
  ngo: Type extends 'ngo' ? MockNgo : null;
};

/**
 * For every protected handler: `const { account, ngo } = authenticate(request, 'ngo')`. Throws the
 * answer the server gives (msw sends a thrown response): 401 `unauthenticated` without a valid
 * access token, 403 `forbidden` for the wrong user type or an NGO that is not approved.
 */
export function authenticate<Type extends UserType>(request: Request, userType: Type): Authenticated<Type> {
  const token = bearerToken(request);
  const account = token && store.accounts.find((candidate) => candidate.id === token.user_id);
  if (!account) {
    // Issue 14: a volunteer is signed in, but no NGO or administrator call is theirs.
    if (token && findVolunteer(token.user_id)) throw forbidden();
    throw unauthenticated();
  }
  const ngo = account.ngo_id === null ? null : (store.ngos.find((candidate) => candidate.id === account.ngo_id) ?? null);
  const allowed = account.user_type === userType && (userType !== 'ngo' || ngo?.status === 'approved');
  if (!allowed) throw forbidden();
  return { account, ngo } as Authenticated<Type>;
}

/** For the volunteer's calls (issue 14): 401 without a valid access token, 403 for an NGO user or an administrator. */
export function authenticateVolunteer(request: Request): MockVolunteer {
  const token = bearerToken(request);
  const volunteer = token && findVolunteer(token.user_id);
  if (volunteer) return volunteer;
  throw token && store.accounts.some((account) => account.id === token.user_id) ? forbidden() : unauthenticated();
}

/**
 * Issue 18: for the calls of anyone signed in (their e-mail preference): an NGO user, the super
 * administrator or a volunteer. 401 without a valid access token; 403 for the user of an NGO that is
 * not approved, as on their other calls.
 */
export function authenticateUser(request: Request): MockAccount | MockVolunteer {
  const token = bearerToken(request);
  const volunteer = token && findVolunteer(token.user_id);
  if (volunteer) return volunteer;
  const account = token && store.accounts.find((candidate) => candidate.id === token.user_id);
  if (!account) throw unauthenticated();
  return authenticate(request, account.user_type).account;
}

/** A new sign-in: an access token and the first refresh token of a new family. */
export function issueTokens(user: Pick<MockAccount | MockVolunteer, 'id'>): { access: string; refresh: string } {
  const family = `family-${store.last_token_number + 1}`;
  return { access: addToken(user.id, 'access', family), refresh: addToken(user.id, 'refresh', family) };
}

/**
 * POST /api/token/refresh/: the refresh token is used up and replaced. Presenting a used or revoked
 * one again means it leaked, so its whole family is revoked; so is the sign-in of an NGO user whose
 * NGO is no longer approved. Null when the token cannot be exchanged.
 */
export function rotateRefreshToken(presented: string): { access: string; refresh: string } | null {
  const token = store.tokens.find((candidate) => candidate.kind === 'refresh' && candidate.token === presented);
  if (!token || token.expires_at <= Date.now()) return null;
  if (token.used || token.revoked) {
    revokeFamily(token.family);
    return null;
  }
  const account = store.accounts.find((candidate) => candidate.id === token.user_id);
  const ngo = account?.ngo_id == null ? null : store.ngos.find((candidate) => candidate.id === account.ngo_id);
  // A volunteer's refresh is refused only when the account is gone: there is no volunteer status to lose.
  const user = account ?? findVolunteer(token.user_id);
  if (!user || (account?.user_type === 'ngo' && ngo?.status !== 'approved')) {
    revokeFamily(token.family);
    return null;
  }
  token.used = true;
  return { access: addToken(user.id, 'access', token.family), refresh: addToken(user.id, 'refresh', token.family) };
}

/** POST /api/token/logout/: the sign-in this refresh token belongs to ends. Unknown tokens are ignored. */
export function revokeRefreshToken(presented: string): void {
  const token = store.tokens.find((candidate) => candidate.kind === 'refresh' && candidate.token === presented);
  if (token) revokeFamily(token.family);
}

/** Suspending an NGO signs its users out: their refresh tokens stop working (access ones get 403). */
export function revokeNgoTokens(ngoId: number): void {
  const userIds = new Set(store.accounts.filter((account) => account.ngo_id === ngoId).map((account) => account.id));
  for (const token of store.tokens) if (token.kind === 'refresh' && userIds.has(token.user_id)) token.revoked = true;
}

function addToken(userId: number, kind: MockToken['kind'], family: string): string {
  store.last_token_number += 1;
  const token = `mock-${kind}.${userId}.${store.last_token_number}`;
  const ttlSeconds = kind === 'access' ? ACCESS_TOKEN_TTL_SECONDS : REFRESH_TOKEN_TTL_SECONDS;
  store.tokens.push({ token, kind, user_id: userId, family, expires_at: Date.now() + ttlSeconds * 1000, used: false, revoked: false });
  return token;
}

function bearerToken(request: Request): MockToken | undefined {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ? liveAccessToken(bearer) : undefined;
}

function findVolunteer(userId: number): MockVolunteer | undefined {
  return store.volunteers.find((volunteer) => volunteer.id === userId);
}

function unauthenticated() {
  return errorResponse(401, accountErrorCodes.unauthenticated, 'Authentication credentials were not provided or are invalid');
}

function forbidden() {
  return errorResponse(403, accountErrorCodes.forbidden, en.errors.accounts.forbidden);
}

function liveAccessToken(value: string): MockToken | undefined {
  return store.tokens.find(
    (candidate) => candidate.kind === 'access' && candidate.token === value && !candidate.revoked && candidate.expires_at > Date.now(),
  );
}

/** Issue 18: a new password signs the user out everywhere: their refresh tokens stop working. */
export function revokeUserTokens(userId: number): void {
  for (const token of store.tokens) if (token.kind === 'refresh' && token.user_id === userId) token.revoked = true;
}

/** Access tokens are not revoked: like the server's JWTs they live out their 15 minutes. */
function revokeFamily(family: string): void {
  for (const token of store.tokens) if (token.kind === 'refresh' && token.family === family) token.revoked = true;
}
