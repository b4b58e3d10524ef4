import { queryOptions } from '@tanstack/react-query';
import { ngoAccountSchema, registrationResponseSchema, type RegistrationRequest } from '@/contract/accounts';
import { api } from './client';
import { clearSession, readSession } from './session';

// Sign-in is in queries/signIn.ts, without zod: the sign-in page loads it up front (issue 13).

export const accountKeys = {
  all: ['accounts'] as const,
  ngoAccount: () => [...accountKeys.all, 'ngo-me'] as const,
};

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
