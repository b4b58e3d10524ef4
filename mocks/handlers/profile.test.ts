import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ngoProfileSchema, ratingSchema } from '@/contract/profile';
import { volunteerLoginResponseSchema } from '@/contract/volunteers';
import { DEMO_WORLD_DAY } from '@/demo/world';
import en from '@/i18n/locales/en.json';
import { ENDED_EVENT_ID, FULL_EVENT_ID, GREEN_VALLEY_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { adminToken, eventById, get, headers, ngoToken, PAWS, post } from './eventsTesting';

// Issue 15, point 1 on the mock store: the NGO profile and the ratings, answering as the server does
// (server/profile/).

const ANA = { email: 'ana.novak@example.org', password: 'helping123' };
const LUKA = { email: 'luka.horvat@example.org', password: 'helping123' };

async function volunteerToken(credentials: { email: string; password: string }): Promise<string> {
  const response = await post('volunteer/login/', credentials);
  expect(response.status).toBe(200);
  return volunteerLoginResponseSchema.parse(await response.json()).access;
}

function patch(body: unknown, token?: string): Promise<Response> {
  return fetch('/api/portal/profile/update/', { method: 'PATCH', headers: { ...headers(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function profile(token?: string) {
  const response = await get('portal/profile/', token ?? (await ngoToken()));
  expect(response.status).toBe(200);
  return ngoProfileSchema.parse(await response.json());
}

const rate = (id: number, body: unknown, token?: string) => post(`volunteer/applications/${id}/rating/`, body, token);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${DEMO_WORLD_DAY}T12:00:00Z`) });
});

describe('the NGO profile', () => {
  it("answers Green Valley's texts and figures: its public events, its volunteers, the XP attendance gave and the demo's two ratings", async () => {
    const greenValley = store.ngos.find((ngo) => ngo.id === GREEN_VALLEY_NGO_ID)!;
    const own = store.events.filter((event) => event.organized_by === GREEN_VALLEY_NGO_ID);
    const completedXp = store.applications
      .filter((application) => application.status === 'completed' && own.some((event) => event.id === application.event_id))
      .reduce((sum, application) => sum + own.find((event) => event.id === application.event_id)!.event_xp, 0);

    expect(await profile()).toEqual({
      name: greenValley.organization_name,
      about: greenValley.about,
      history: greenValley.history,
      contact_person_bio: greenValley.contact_person_bio,
      volunteer_count: 6,
      event_count: own.filter((event) => event.status === 'approved' || event.status === 'published').length,
      total_xp: completedXp,
      avg_rating: 4.5,
      total_ratings: 2,
    });
    // Paws of Savinja's one completed application (Ana's) is not rated yet, and Green Valley's count nowhere in its figures.
    expect(await profile(await ngoToken(PAWS))).toMatchObject({ total_xp: eventById(FULL_EVENT_ID).event_xp, avg_rating: null, total_ratings: 0 });
  });

  it('changes the name and the texts given, answers the whole profile, and the sign-in account shows the new name', async () => {
    const token = await ngoToken();
    const response = await patch({ name: '  Green Valley Trust ', about: 'We plant trees.\nEvery spring.' }, token);
    expect(response.status).toBe(200);
    const answer = ngoProfileSchema.parse(await response.json());
    expect(answer).toMatchObject({ name: 'Green Valley Trust', about: 'We plant trees.\nEvery spring.', avg_rating: 4.5 });
    expect(await profile(token)).toEqual(answer);
    expect(await (await get('ngo/me/', token)).json()).toMatchObject({ ngo_name: 'Green Valley Trust' });
  });

  it('refuses a blank name with the field message, and strangers, administrators and volunteers', async () => {
    const token = await ngoToken();
    const blank = await patch({ name: '   ' }, token);
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ code: 'validation_failed', fields: { name: [en.profile.validation.nameRequired] } });
    expect((await patch({ name: 'G', total_xp: 1 }, token)).status).toBe(400);

    expect((await get('portal/profile/')).status).toBe(401);
    expect((await get('portal/profile/', await adminToken())).status).toBe(403);
    expect((await patch({ name: 'X' }, await volunteerToken(ANA))).status).toBe(403);
  });
});

describe('rating the NGO after a completed application', () => {
  it('rates once, moves the average, and refuses a second rating, other statuses, another volunteer and bad scores', async () => {
    const ngo = await ngoToken();
    // Ana's accepted application to the ended Autumn Leaf Raking, marked attended by the NGO.
    const anaApplication = store.applications.find((application) => application.event_id === ENDED_EVENT_ID && application.volunteer_id === 6)!;
    expect((await rate(anaApplication.id, { score: 5 }, await volunteerToken(ANA))).status).toBe(409);
    expect((await post('portal/applications/attendance/', { application_ids: [anaApplication.id] }, ngo)).status).toBe(200);

    const ana = await volunteerToken(ANA);
    for (const score of [0, 6, 2.5]) expect((await rate(anaApplication.id, { score }, ana)).status).toBe(400);
    const rated = await rate(anaApplication.id, { score: 1, comment: ' Too little rakes. ' }, ana);
    expect(rated.status).toBe(201);
    expect(ratingSchema.parse(await rated.json())).toMatchObject({ application_id: anaApplication.id, score: 1, comment: 'Too little rakes.' });
    expect(await profile(ngo)).toMatchObject({ avg_rating: 3.33, total_ratings: 3 });

    const twice = await rate(anaApplication.id, { score: 5 }, ana);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'rating_already_given', error: en.ratings.errors.codes.alreadyRated });
    const notCompleted = await rate(1, { score: 5 }, ana);
    expect(await notCompleted.json()).toMatchObject({ code: 'rating_application_not_completed', error: en.ratings.errors.codes.notCompleted });
    const othersApplication = await rate(anaApplication.id, { score: 5 }, await volunteerToken(LUKA));
    expect(othersApplication.status).toBe(404);
    expect(await othersApplication.json()).toMatchObject({ code: 'application_not_found' });

    // Attendance undone: the rating leaves the figures.
    expect((await post('portal/applications/attendance/undo/', { application_ids: [anaApplication.id] }, ngo)).status).toBe(200);
    expect(await profile(ngo)).toMatchObject({ avg_rating: 4.5, total_ratings: 2 });
  });

  it('lets only volunteers rate: 401 for a stranger, 403 for an NGO user', async () => {
    expect((await rate(5, { score: 5 })).status).toBe(401);
    expect((await rate(5, { score: 5 }, await ngoToken())).status).toBe(403);
  });
});
