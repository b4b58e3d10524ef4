import { accountErrorCodes, isAdminLoginResponse, isNgoLoginResponse, type LoginRequest } from '@/contract/signIn';
import { ApiRequestError } from './ApiRequestError';
import { api } from './client';
import { saveSession, sessionFromAdminLogin, sessionFromNgoLogin, type Session } from './session';

// The sign-in call, without zod (issue 13): the sign-in page loads it up front, so its answers
// are read with contract/signIn.ts's guards instead of contract/accounts.ts's schemas.

/**
 * SPEC §6: NGO login first, then the super-admin login. Only "these credentials are not valid here"
 * moves on to the second; a pending or suspended NGO, a rate limit or a network failure is
 * reported as it is. Both refusing rejects with `invalid_credentials`. Stores the session.
 */
export async function signIn(credentials: LoginRequest): Promise<Session> {
  try {
    const answer = await api.post('ngo/login/', { json: credentials }).json();
    if (!isNgoLoginResponse(answer)) throw new Error('POST /api/ngo/login/ answered something else than a session');
    return store(sessionFromNgoLogin(answer));
  } catch (error) {
    if (!isInvalidCredentials(error)) throw error;
  }
  const answer = await api.post('super-admin/login/', { json: credentials }).json();
  if (!isAdminLoginResponse(answer)) throw new Error('POST /api/super-admin/login/ answered something else than a session');
  return store(sessionFromAdminLogin(answer));
}

function isInvalidCredentials(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === accountErrorCodes.invalidCredentials;
}

function store(session: Session): Session {
  saveSession(session);
  return session;
}
