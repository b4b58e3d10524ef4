import { http, HttpResponse } from 'msw';
import { REGISTRATIONS_MAX, REGISTRATIONS_WINDOW_MS, accountErrorCodes } from '@/contract/accounts';
import { platformErrorCodes } from '@/contract/errors';
import {
  VOLUNTEER_USER_TYPE,
  volunteerErrorCodes,
  volunteerProfileUpdateSchema,
  volunteerRegistrationSchema,
  type VolunteerLoginResponse,
  type VolunteerProfile,
} from '@/contract/volunteers';
import en from '@/i18n/locales/en.json';
import { nextUserId, saveStore, store, type MockVolunteer } from '@/mocks/store';
import { canonicalEmail, emailInUse, invalidCredentials, overLimit, readCredentials } from './accounts';
import { authenticateVolunteer, issueTokens } from './auth';
import { errorResponse, readJson, schemaFailed } from './errorEnvelope';
import { storeUploadedImage } from './events';

// Issue 14, point 1: the volunteer's account calls on the mock store, answering as the server does
// (server/volunteers/routes.ts): registration, sign-in, their profile and its image upload. Refresh
// and logout are the accounts' /api/token/ calls, for every kind of user.

export const volunteerHandlers = [
  http.post('/api/volunteer/register/', async ({ request }) => {
    // Its own count, with the NGO registration's limits; the mock has one visitor.
    if (overLimit('volunteer-register', REGISTRATIONS_MAX, REGISTRATIONS_WINDOW_MS)) {
      return errorResponse(429, platformErrorCodes.rateLimited, en.register.rateLimited);
    }
    const parsed = volunteerRegistrationSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const form = parsed.data;
    const email = canonicalEmail(form.email);
    if (emailInUse(email)) {
      const message = en.errors.accounts.emailTaken;
      return errorResponse(400, accountErrorCodes.emailTaken, `email: ${message}`, { email: [message] });
    }
    const volunteer: MockVolunteer = {
      id: nextUserId(),
      full_name: form.full_name,
      email,
      password: form.password,
      profile_image: null,
      bio: form.bio,
      total_xp: 0,
      birthday: form.birthday,
      uploads: [],
    };
    store.volunteers.push(volunteer);
    saveStore();
    return HttpResponse.json({ message: en.volunteers.server.registered, user_id: volunteer.id }, { status: 201 });
  }),

  http.post('/api/volunteer/login/', async ({ request }) => {
    const credentials = await readCredentials(request, 'volunteer');
    // NGO users and administrators are refused here exactly as a wrong password is, and volunteers at their sign-ins.
    const volunteer = store.volunteers.find((candidate) => candidate.email !== null && canonicalEmail(candidate.email) === canonicalEmail(credentials.email));
    if (!volunteer || volunteer.password !== credentials.password) return invalidCredentials();
    const answer: VolunteerLoginResponse = { ...issueTokens(volunteer), user_id: volunteer.id, user_type: VOLUNTEER_USER_TYPE };
    saveStore();
    return HttpResponse.json(answer);
  }),

  http.get('/api/volunteer/me/', ({ request }) => HttpResponse.json(toProfile(authenticateVolunteer(request)))),

  http.patch('/api/volunteer/me/', async ({ request }) => {
    const volunteer = authenticateVolunteer(request);
    const parsed = volunteerProfileUpdateSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const { full_name, bio, birthday, profile_image } = parsed.data;
    // Only an image this volunteer uploaded (or the one already shown); null removes it.
    if (profile_image != null && profile_image !== volunteer.profile_image && !volunteer.uploads.includes(profile_image)) {
      const message = en.volunteers.server.profileImageUnknown;
      return errorResponse(400, volunteerErrorCodes.profileImageUnknown, `profile_image: ${message}`, { profile_image: [message] });
    }
    if (full_name !== undefined) volunteer.full_name = full_name;
    if (bio !== undefined) volunteer.bio = bio;
    if (birthday !== undefined) volunteer.birthday = birthday;
    if (profile_image !== undefined) volunteer.profile_image = profile_image;
    saveStore();
    return HttpResponse.json(toProfile(volunteer));
  }),

  http.post('/api/volunteer/me/profile-image/', async ({ request }) => {
    const volunteer = authenticateVolunteer(request);
    const image_url = await storeUploadedImage(request);
    volunteer.uploads.push(image_url);
    saveStore();
    return HttpResponse.json({ data: { image_url } }, { status: 201 });
  }),
];

function toProfile(volunteer: MockVolunteer): VolunteerProfile {
  const { id, full_name, email, bio, birthday, profile_image, total_xp } = volunteer;
  // Signed in, so the e-mail is known: only the demo's applicants without one cannot sign in.
  return { id, full_name, email: email ?? '', bio, birthday, profile_image, total_xp };
}
