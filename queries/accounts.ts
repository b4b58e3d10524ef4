import { queryOptions } from '@tanstack/react-query';
import {
  accountErrorCodes,
  adminLoginResponseSchema,
  ngoAccountSchema,
  ngoLoginResponseSchema,
  registrationResponseSchema,
  type LoginRequest,
  type RegistrationRequest,
} from '@/contract/accounts';
import { ApiRequestError } from './ApiRequestError';
import { api } from './client';
import { clearSession, readSession, saveSession, sessionFromAdminLogin, sessionFromNgoLogin, type Session } from './session';

export const accountKeys = {
  all: ['accounts'] as const,
  ngoAccount: () => [...accountKeys.all, 'ngo-me'] as const,
};

/**
 * SPEC §6: NGO login first, then the super-admin login. Only "these credentials are not valid here"
 * moves on to the second; a pending or suspended NGO, a rate limit or a network failure is
 * reported as it is. Both refusing rejects with `invalid_credentials`. Stores the session.
 */
export async function signIn(credentials: LoginRequest): Promise<Session> {
  try {
    const answer = ngoLoginResponseSchema.parse(await api.post('ngo/login/', { json: credentials }).json());
    return store(sessionFromNgoLogin(answer));
  } catch (error) {
    if (!isInvalidCredentials(error)) throw error;
  }
  const answer = adminLoginResponseSchema.parse(await api.post('super-admin/login/', { json: credentials }).json());
  return store(sessionFromAdminLogin(answer));
}

/** POST /api/ngo/register/: the new NGO waits for approval; answers the server's message. */
export async function registerNgo(registration: RegistrationRequest): Promise<{ message: string }> {
  return registrationResponseSchema.parse(await api.post('ngo/register/', { json: registration }).json());
}

/**
 * SPEC §2: logout clears the session. The server is told to revoke the refresh token first; if it
 * cannot be reached the local session is cleared all the same (the token expires on its own).
 */
export async function signOut(): Promise<void> {
  const session = readSession();
  clearSession();
  if (!session) return;
  await api.post('token/logout/', { json: { refresh: session.refresh_token } }).catch(() => undefined);
}

/** GET /api/ngo/me/: the signed-in NGO user's account as the server sees it now. */
export const ngoAccountQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.ngoAccount(),
    queryFn: async ({ signal }) => ngoAccountSchema.parse(await api.get('ngo/me/', { signal }).json()),
  });

function isInvalidCredentials(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === accountErrorCodes.invalidCredentials;
}

function store(session: Session): Session {
  saveSession(session);
  return session;
}
