import { http, HttpResponse } from 'msw';
import { applicationErrorCodes } from '@/contract/applications';
import { pathIdOf } from '@/contract/platform';
import {
  ngoProfileFiguresOf,
  ngoProfileUpdateSchema,
  ratingErrorCodes,
  ratingErrorMessageKeys,
  ratingRequestSchema,
  type NgoProfile,
  type Rating,
  type RatingErrorCode,
} from '@/contract/profile';
import { catalogueText } from '@/contract/errors';
import en from '@/i18n/locales/en.json';
import { nextId, saveStore, store, type MockNgo } from '@/mocks/store';
import { applicationError } from './applications';
import { authenticate, authenticateVolunteer } from './auth';
import { errorResponse, readJson, schemaFailed } from './errorEnvelope';

// Issue 15, point 1: the NGO profile (GET and PATCH) and a volunteer's rating on the mock store,
// answering as the server does (server/profile/); the figures by contract/profile.ts's rules.

export const profileHandlers = [
  http.get('/api/portal/profile/', ({ request }) => HttpResponse.json(profileOf(authenticate(request, 'ngo').ngo))),

  http.patch('/api/portal/profile/update/', async ({ request }) => {
    const { ngo } = authenticate(request, 'ngo');
    const parsed = ngoProfileUpdateSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const { name, about, history, contact_person_bio } = parsed.data;
    // The name is the registration's: the navbar and every event's organized_by_name read it.
    ngo.organization_name = name;
    if (about !== undefined) ngo.about = about;
    if (history !== undefined) ngo.history = history;
    if (contact_person_bio !== undefined) ngo.contact_person_bio = contact_person_bio;
    saveStore();
    return HttpResponse.json(profileOf(ngo));
  }),

  http.post('/api/volunteer/applications/:id/rating/', async ({ request, params }) => {
    const volunteer = authenticateVolunteer(request);
    const parsed = ratingRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const id = pathIdOf(String(params.id));
    const application = store.applications.find((candidate) => candidate.id === id && candidate.volunteer_id === volunteer.id);
    if (!application) return applicationError(404, applicationErrorCodes.notFound);
    if (application.status !== 'completed') return ratingError(ratingErrorCodes.notCompleted);
    if (store.ratings.some((rating) => rating.application_id === application.id)) return ratingError(ratingErrorCodes.alreadyRated);
    const event = store.events.find((candidate) => candidate.id === application.event_id)!;
    const rating = {
      id: nextId(store.ratings),
      application_id: application.id,
      ngo_id: event.organized_by,
      volunteer_id: volunteer.id,
      score: parsed.data.score,
      comment: parsed.data.comment ?? '',
      created: new Date().toISOString(),
    };
    store.ratings.push(rating);
    saveStore();
    const { id: ratingId, application_id, score, comment, created } = rating;
    return HttpResponse.json({ id: ratingId, application_id, score, comment, created } satisfies Rating, { status: 201 });
  }),
];

/** The NGO's profile with its figures. */
export function profileOf(ngo: MockNgo): NgoProfile {
  return {
    name: ngo.organization_name,
    about: ngo.about,
    history: ngo.history,
    contact_person_bio: ngo.contact_person_bio,
    ...profileFiguresOf(ngo.id),
  };
}

/** The NGO's figures by contract/profile.ts's rules, for its profile and its public page. */
export function profileFiguresOf(ngoId: number): ReturnType<typeof ngoProfileFiguresOf> {
  const events = store.events.filter((event) => event.organized_by === ngoId);
  const applications = store.applications.map((application) => ({
    id: application.id,
    event_id: application.event_id,
    user_id: application.volunteer_id,
    status: application.status,
    awarded_xp: application.awarded_xp ?? 0,
  }));
  return ngoProfileFiguresOf(events, applications, store.ratings);
}

function ratingError(code: RatingErrorCode) {
  return errorResponse(409, code, catalogueText(en, ratingErrorMessageKeys[code]));
}
