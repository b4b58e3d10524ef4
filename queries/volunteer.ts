import { queryOptions } from '@tanstack/react-query';
import { isVolunteerLoginResponse, type LoginRequest } from '@/contract/signIn';
import {
  volunteerProfileSchema,
  volunteerRegistrationResponseSchema,
  type VolunteerProfile,
  type VolunteerRegistrationRequest,
} from '@/contract/volunteers';
import { api } from './client';
import { saveSession, sessionFromVolunteerLogin, type Session } from './session';

// Issue 17: the volunteer's own calls — sign-in and registration (#/volunteer/login, /register) and
// their account (GET /api/volunteer/me/, the navbar's name). Refresh and logout are the accounts'.

export const volunteerKeys = {
  all: ['volunteer'] as const,
  /** The signed-in volunteer's profile (GET /api/volunteer/me/). */
  profile: () => [...volunteerKeys.all, 'me'] as const,
};

/**
 * POST /api/volunteer/login/: stores the volunteer's session. An NGO user or the administrator is
 * refused here as a wrong password is (401 invalid_credentials).
 */
export async function signInVolunteer(credentials: LoginRequest): Promise<Session> {
  const answer = await api.post('volunteer/login/', { json: credentials }).json();
  if (!isVolunteerLoginResponse(answer)) throw new Error('POST /api/volunteer/login/ answered something else than a session');
  const session = sessionFromVolunteerLogin(answer);
  saveSession(session);
  return session;
}

/** POST /api/volunteer/register/: a new volunteer account, not signed in yet (201 `{ message, user_id }`). */
export async function registerVolunteer(registration: VolunteerRegistrationRequest): Promise<{ message: string; user_id: number }> {
  return volunteerRegistrationResponseSchema.parse(await api.post('volunteer/register/', { json: registration }).json());
}

/** GET /api/volunteer/me/: name, e-mail, bio, birthday, photo and total XP. */
export const volunteerProfileQueryOptions = () =>
  queryOptions({
    queryKey: volunteerKeys.profile(),
    queryFn: async ({ signal }): Promise<VolunteerProfile> => volunteerProfileSchema.parse(await api.get('volunteer/me/', { signal }).json()),
  });
