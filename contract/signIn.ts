// Sign-in, tokens and the browser's session without zod (issue 13): the sign-in page reads its
// answers with these guards before zod is loaded. contract/accounts.ts declares the same answers
// as zod schemas for the server and the mocks, checked against these types, and re-exports them.

/** An NGO waits for approval after registering; a super administrator approves or suspends it. */
export const NGO_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type NgoStatus = (typeof NGO_STATUSES)[number];

/** SPEC §3: session user_type; issue 14 adds volunteers, who sign in through their own calls (not the SPA). */
export const USER_TYPES = ['ngo', 'super_admin', 'volunteer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Machine codes of the accounts calls; the app translates them (i18n `errors.accounts.*`). */
export const accountErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  ngoPending: 'ngo_pending',
  ngoSuspended: 'ngo_suspended',
  emailTaken: 'email_taken',
  /** 401: no access token, a bad one or an expired one. */
  unauthenticated: 'unauthenticated',
  /** 403: a valid token of the wrong user type, or an NGO that is not approved. */
  forbidden: 'forbidden',
  /** 401 on /api/token/refresh/: unknown, expired, used or revoked refresh token. */
  invalidRefreshToken: 'invalid_refresh_token',
  /** 404 on the super administrator's NGO calls. */
  ngoNotFound: 'ngo_not_found',
  /** 403 on /api/ngo/login/ and /api/super-admin/login/ (issue 17): the right password of a volunteer, who signs in at #/volunteer/login. */
  volunteerAccount: 'volunteer_account',
} as const;

/** SPEC §5: email and password required (contract/accounts.ts loginRequestSchema). */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/ngo/login/. */
export interface NgoLoginResponse {
  access: string;
  refresh: string;
  user_id: number;
  ngo_id: number;
  ngo_name: string;
}

/** POST /api/super-admin/login/. */
export interface AdminLoginResponse {
  access: string;
  refresh: string;
  user_id: number;
  email: string;
  name: string;
}

/** SPEC §7 answers `access`; refresh tokens rotate, so the new one comes with it (docs/decisions/accounts-and-sessions.md). */
export interface RefreshResponse {
  access: string;
  refresh: string;
}

export function isNgoLoginResponse(body: unknown): body is NgoLoginResponse {
  return isRefreshResponse(body) && hasId(body, 'user_id') && hasId(body, 'ngo_id') && hasText(body, 'ngo_name');
}

export function isAdminLoginResponse(body: unknown): body is AdminLoginResponse {
  return isRefreshResponse(body) && hasId(body, 'user_id') && hasText(body, 'email') && hasText(body, 'name');
}

/** POST /api/volunteer/login/ (issue 17: the SPA's volunteer sign-in). */
export interface VolunteerLoginResponse {
  access: string;
  refresh: string;
  user_id: number;
  user_type: 'volunteer';
}

export function isVolunteerLoginResponse(body: unknown): body is VolunteerLoginResponse {
  return isRefreshResponse(body) && hasId(body, 'user_id') && (body as { user_type?: unknown }).user_type === 'volunteer';
}

export function isRefreshResponse(body: unknown): body is RefreshResponse {
  return hasText(body, 'access') && hasText(body, 'refresh');
}

// ---------------------------------------------------------------------------------------------
// The browser's session (SPEC §3: kept locally under exactly these keys)

export const SESSION_KEYS = [
  'access_token',
  'refresh_token',
  'user_id',
  'ngo_id',
  'ngo_name',
  'user_type',
  'admin_email',
  'admin_name',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** SPEC §2: the admin navbar shows this when the administrator has no name. */
export const DEFAULT_ADMIN_NAME = 'Super Admin';

function hasText(body: unknown, key: string): boolean {
  return typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)[key] === 'string';
}

function hasId(body: object, key: string): boolean {
  return Number.isInteger((body as Record<string, unknown>)[key]);
}
