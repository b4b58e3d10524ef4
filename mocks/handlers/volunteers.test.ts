import { beforeEach, describe, expect, it, vi } from 'vitest';
import { volunteerApplicationPageSchema, volunteerApplicationSchema } from '@/contract/applications';
import { apiErrorSchema } from '@/contract/errors';
import { publicEventPageSchema, publicEventSchema } from '@/contract/publicEvents';
import { volunteerLoginResponseSchema, volunteerProfileSchema, volunteerRegistrationResponseSchema } from '@/contract/volunteers';
import { DEMO_WORLD_DAY } from '@/demo/world';
import en from '@/i18n/locales/en.json';
import { ENDED_EVENT_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { GREEN_VALLEY, adminToken, eventById, get, headers, ngoToken, post, remove } from './eventsTesting';

// Issue 14, point 1 on the mock store: volunteer accounts, the public events, applying, the
// volunteer's own applications and withdrawing, answering as the server does.

const ANA = { email: 'ana.novak@example.org', password: 'helping123' };
const ANA_ID = 6;

async function volunteerToken(credentials = ANA): Promise<string> {
  const response = await post('volunteer/login/', credentials);
  expect(response.status).toBe(200);
  return volunteerLoginResponseSchema.parse(await response.json()).access;
}

function patch(path: string, body: unknown, token: string): Promise<Response> {
  return fetch(`/api/${path}`, { method: 'PATCH', headers: { ...headers(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

// The demo's dates as written: "today" is the demo world's day, whatever the machine's clock says.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${DEMO_WORLD_DAY}T12:00:00Z`) });
});

describe('volunteer accounts', () => {
  it('registers a volunteer who signs in at once and reads and changes the profile, total_xp read-only', async () => {
    const registered = await post('volunteer/register/', { full_name: '  Mia Zupan ', email: 'Mia@Example.org', password: 'helping123', bio: 'Runner.' });
    expect(registered.status).toBe(201);
    const { user_id } = volunteerRegistrationResponseSchema.parse(await registered.json());
    expect(user_id).toBeGreaterThan(Math.max(...store.accounts.map((account) => account.id)));

    const login = volunteerLoginResponseSchema.parse(await (await post('volunteer/login/', { email: 'mia@example.org', password: 'helping123' })).json());
    expect(login).toMatchObject({ user_id, user_type: 'volunteer' });
    const profile = volunteerProfileSchema.parse(await (await get('volunteer/me/', login.access)).json());
    expect(profile).toEqual({ id: user_id, full_name: 'Mia Zupan', email: 'mia@example.org', bio: 'Runner.', birthday: null, profile_image: null, total_xp: 0 });

    const changed = await patch('volunteer/me/', { birthday: '2000-01-31', bio: '' }, login.access);
    expect(volunteerProfileSchema.parse(await changed.json())).toMatchObject({ birthday: '2000-01-31', bio: '', full_name: 'Mia Zupan' });
    const xp = await patch('volunteer/me/', { total_xp: 1000 }, login.access);
    expect(xp.status).toBe(400);
  });

  it('refuses an address already used by any user, NGO staff included', async () => {
    for (const email of [ANA.email, GREEN_VALLEY.email]) {
      const response = await post('volunteer/register/', { full_name: 'Someone', email, password: 'helping123' });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json())).toMatchObject({ code: 'email_taken', fields: { email: [en.errors.accounts.emailTaken] } });
    }
  });

  it('refuses NGO staff at the volunteer sign-in as a wrong password (a volunteer at the NGO sign-in: accounts.test.ts)', async () => {
    expect((await post('volunteer/login/', GREEN_VALLEY)).status).toBe(401);
    expect((await post('volunteer/login/', { ...ANA, password: 'wrong-password' })).status).toBe(401);
  });

  it('gives a volunteer 403 on the NGO and administrator calls, and NGO staff 403 on the volunteer calls', async () => {
    const token = await volunteerToken();
    for (const path of ['portal/applications/', 'events/organizers/1/manage/', 'super-admin/events/', 'events/5/']) {
      expect((await get(path, token)).status, path).toBe(403);
    }
    expect((await get('volunteer/me/', await ngoToken())).status).toBe(403);
    expect((await get('volunteer/applications/', await adminToken())).status).toBe(403);
    expect((await get('volunteer/me/')).status).toBe(401);
  });

  it('keeps a volunteer signed in through the token refresh', async () => {
    const { refresh } = volunteerLoginResponseSchema.parse(await (await post('volunteer/login/', ANA)).json());
    const refreshed = await post('token/refresh/', { refresh });
    expect(refreshed.status).toBe(200);
    const { access } = (await refreshed.json()) as { access: string };
    expect(volunteerProfileSchema.parse(await (await get('volunteer/me/', access)).json()).full_name).toBe('Ana Novak');
  });

  it('saves only a profile image this volunteer uploaded', async () => {
    const token = await volunteerToken();
    const body = new FormData();
    body.append('file', new File([new Uint8Array([71, 73, 70])], 'me.gif', { type: 'image/gif' }));
    const uploaded = await fetch('/api/volunteer/me/profile-image/', { method: 'POST', headers: headers(token), body });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { image_url: string } };

    expect(volunteerProfileSchema.parse(await (await patch('volunteer/me/', { profile_image: data.image_url }, token)).json()).profile_image).toBe(data.image_url);
    const foreign = await patch('volunteer/me/', { profile_image: 'https://elsewhere.example.org/a.png' }, token);
    expect(apiErrorSchema.parse(await foreign.json()).code).toBe('profile_image_unknown');
    expect(volunteerProfileSchema.parse(await (await patch('volunteer/me/', { profile_image: null }, token)).json()).profile_image).toBeNull();
  });
});

describe('GET /api/public/events/ and /{id}/', () => {
  it('lists approved and published events not ended, of approved NGOs, soonest first, one page at a time', async () => {
    const page = publicEventPageSchema.parse(await (await fetch('/api/public/events/?page_size=3')).json());
    expect(page.count).toBe(7); // Food Bank Sorting, Tree Planting, the reading club's four dates, the shelter's open day
    expect(page.results.map((event) => event.id)).toEqual([5, 6, 7]);
    expect(page.results[0]).not.toHaveProperty('admin_notes');

    const filtered = publicEventPageSchema.parse(await (await fetch('/api/public/events/?team=ANIMAL_WELFARE&search=shel&date=2026-12-20')).json());
    expect(filtered.results.map((event) => event.eventName)).toEqual(['Shelter Open Day']);
  });

  it('answers one public event, and anything else as an unknown id', async () => {
    expect(publicEventSchema.parse(await (await fetch('/api/public/events/3/')).json()).eventName).toBe('Food Bank Sorting');
    for (const id of [1, 2, ENDED_EVENT_ID, 999]) {
      const response = await fetch(`/api/public/events/${id}/`);
      expect(response.status, String(id)).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).code).toBe('event_not_found');
    }
  });
});

describe('applying and withdrawing', () => {
  it('applies once: 201 with the new application, 200 with the same one again; the NGO sees it', async () => {
    const token = await volunteerToken();
    const first = await post('public/events/3/apply/', { message: ' I can lift boxes. ' }, token);
    expect(first.status).toBe(201);
    const created = volunteerApplicationSchema.parse(await first.json());
    expect(created).toMatchObject({ status: 'applied', event_id: 3, event_name: 'Food Bank Sorting', message: 'I can lift boxes.' });

    const again = await post('public/events/3/apply/', { message: 'Another' }, token);
    expect(again.status).toBe(200);
    expect(volunteerApplicationSchema.parse(await again.json())).toEqual(created);
    expect(store.applications.filter((application) => application.event_id === 3 && application.volunteer_id === ANA_ID)).toHaveLength(1);
  });

  it('refuses an event that is not public, whose NGO is suspended, or that has ended', async () => {
    const token = await volunteerToken();
    store.ngos.find((ngo) => ngo.id === eventById(11).organized_by)!.status = 'suspended';
    for (const [id, code] of [
      [2, 'application_event_not_public'],
      [11, 'application_organizer_suspended'],
      [ENDED_EVENT_ID, 'application_event_ended'],
      [999, 'event_not_found'],
    ] as const) {
      const response = await post(`public/events/${id}/apply/`, {}, token);
      expect(apiErrorSchema.parse(await response.json()).code, String(id)).toBe(code);
    }
  });

  it("lists the volunteer's own applications newest first, and withdraws one only while applied or waitlisted", async () => {
    const token = await volunteerToken();
    const page = volunteerApplicationPageSchema.parse(await (await get('volunteer/applications/?page_size=2', token)).json());
    expect(page.count).toBe(4);
    expect(page.results.map((application) => application.id)).toEqual([14, 1]);

    expect((await remove('volunteer/applications/1/', token)).status).toBe(409); // accepted
    expect((await remove('volunteer/applications/2/', token)).status).toBe(404); // Luka's
    store.applications.find((application) => application.id === 1)!.status = 'waitlisted';
    expect((await remove('volunteer/applications/1/', token)).status).toBe(204);
    expect(store.applications.some((application) => application.id === 1)).toBe(false);
  });
});
