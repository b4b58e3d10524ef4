import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadedImageSchema } from '@/contract/events';
import { isVolunteerLoginResponse, type LoginRequest } from '@/contract/signIn';
import {
  volunteerProfileSchema,
  volunteerRegistrationResponseSchema,
  type VolunteerProfile,
  type VolunteerProfileUpdate,
  type VolunteerRegistrationRequest,
} from '@/contract/volunteers';
import { certificateKeys } from './certificate';
import { api } from './client';
import { saveSession, sessionFromVolunteerLogin, type Session } from './session';

// Issue 17: the volunteer's own calls — sign-in and registration (#/volunteer/login, /register) and
// their account (GET and PATCH /api/volunteer/me/, the navbar's name, the profile image). Refresh
// and logout are the accounts'.

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

/**
 * PATCH /api/volunteer/me/: answers the whole profile, which becomes the cached one, so the navbar
 * (which reads the same query) shows a new name at once. The certificate prints the name: read again.
 */
export function useUpdateVolunteerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: VolunteerProfileUpdate): Promise<VolunteerProfile> =>
      volunteerProfileSchema.parse(await api.patch('volunteer/me/', { json: update }).json()),
    onSuccess: (profile) => {
      const { queryKey } = volunteerProfileQueryOptions();
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, profile);
      if (before?.full_name !== profile.full_name) return queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    },
  });
}

/** POST /api/volunteer/me/profile-image/ (multipart `file`): the stored image's URL, which PATCH then saves as profile_image. */
export async function uploadProfileImage(file: File, signal?: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return uploadedImageSchema.parse(await api.post('volunteer/me/profile-image/', { body, signal }).json()).data.image_url;
}
