import { expect, type APIRequestContext } from '@playwright/test';
import type { ApplicationStatus } from '@/contract/applicationStatus';
import { TEAM_CODES, type TeamCode } from '@/contract/teams';
import { newNgo } from '@/e2e/support/accounts';
import { LIVE_ADMIN } from './fixtures';

// Steps through the real API for live tests about something else than registration and approval.

/** Registers an NGO directly with POST /api/ngo/register/. */
export async function registerThroughApi(request: APIRequestContext, ngo: { name: string; email: string; password: string }) {
  const answer = await request.post('/api/ngo/register/', {
    data: {
      organization_name: ngo.name,
      website: 'https://example.org',
      registration_number: 'SI-2026-000777',
      contact_person_first_name: 'Ana',
      contact_person_last_name: 'Novak',
      contact_person_email: ngo.email,
      contact_person_phone: '+38640123456',
      password: ngo.password,
      confirm_password: ngo.password,
      operating_countries: 'Slovenia',
      organization_offerings: ['VOLUNTEERING'],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/**
 * The administrator's access token, from one sign-in for the whole run: sign-ins are limited to 10
 * per address and e-mail in 3 minutes, and the browser tests sign the administrator in as well.
 */
let adminAccess: Promise<string> | undefined;

async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  adminAccess ??= request.post('/api/super-admin/login/', { data: LIVE_ADMIN }).then(async (login) => {
    expect(login.status()).toBe(200);
    return (await login.json()).access as string;
  });
  return { authorization: `Bearer ${await adminAccess}` };
}

/** The administrator approves the NGO with this e-mail through the API. */
export async function approveThroughApi(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  const pending = await (await request.get('/api/super-admin/ngos/?status=pending', { headers })).json();
  const ngo = pending.find((candidate: { contact_person_email: string }) => candidate.contact_person_email === email);
  expect(ngo, `${email} waits for approval`).toBeTruthy();
  const approve = await request.post(`/api/super-admin/ngos/${ngo.id}/approve/`, { headers });
  expect(approve.status()).toBe(200);
}

/** An NGO's, a volunteer's or the administrator's bearer header, from a sign-in through the API. */
export async function signInThroughApi(
  request: APIRequestContext,
  path: '/api/ngo/login/' | '/api/volunteer/login/',
  account: { email: string; password: string },
): Promise<{ authorization: string }> {
  const login = await request.post(path, { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access}` };
}

/** A new NGO registered and approved through the API, signed in: its account, id and API headers. */
export async function approvedNgoThroughApi(request: APIRequestContext, label: string) {
  const ngo = newNgo(label);
  await registerThroughApi(request, ngo);
  await approveThroughApi(request, ngo.email);
  const login = await request.post('/api/ngo/login/', { data: { email: ngo.email, password: ngo.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { access, ngo_id: ngoId } = (await login.json()) as { access: string; ngo_id: number };
  return { ngo, ngoId, headers: { authorization: `Bearer ${access}` } };
}

type EventOptions = {
  startsInDays: number;
  hours?: number;
  peopleNeeded?: number;
  xp?: number;
  /** SPEC §3's teams; the first (Environmental) when left out. */
  teams?: TeamCode[];
  /** The event's IANA zone; the server's default (UTC) when left out. */
  timeZone?: string;
  location?: { latitude: number; longitude: number; text: string };
};

/** The event form's fields (SPEC §3) for an event of `hours` hours starting `startsInDays` days from now. */
export function eventPayload(name: string, { startsInDays, hours = 3, peopleNeeded = 10, xp = 0, teams, timeZone, location }: EventOptions) {
  const start = new Date(Date.now() + startsInDays * 86_400_000);
  start.setUTCSeconds(0, 0);
  const end = new Date(start.getTime() + hours * 3_600_000);
  return {
    eventName: name,
    eventDescription: `${name}: bring gloves and good spirits.`,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    markerType: 1,
    people_needed: peopleNeeded,
    event_xp: xp,
    focus_teams_data: teams ? teams.map((team) => TEAM_CODES.indexOf(team) + 1) : [1],
    competences_data: '',
    location: location ?? { latitude: 46.23, longitude: 15.26, text: 'Celje' },
    ...(timeZone ? { time_zone: timeZone } : {}),
  };
}

/** The NGO creates the event (it waits for review at once); the administrator approves and publishes it. Answers its id. */
export async function publishedEventThroughApi(request: APIRequestContext, ngo: { authorization: string }, payload: ReturnType<typeof eventPayload>): Promise<number> {
  const created = await request.post('/api/events/create/', { headers: ngo, data: payload });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: number };
  const admin = await adminHeaders(request);
  for (const decision of ['approve', 'publish']) {
    const decided = await request.post(`/api/super-admin/events/${id}/${decision}/`, { headers: admin, data: {} });
    expect(decided.status(), await decided.text()).toBe(200);
  }
  return id;
}

/**
 * The administrator corrects the event's dates: it took place `daysAgo` days ago (issue 14: attendance
 * follows an event's end). Answers its new start and end.
 */
export async function moveEventIntoThePastThroughApi(request: APIRequestContext, id: number, payload: ReturnType<typeof eventPayload>, daysAgo = 2) {
  const hours = (Date.parse(payload.endDate) - Date.parse(payload.startDate)) / 3_600_000;
  const past = eventPayload(payload.eventName, { startsInDays: -daysAgo, hours, peopleNeeded: payload.people_needed, xp: payload.event_xp });
  const edited = await request.put(`/api/super-admin/events/${id}/edit/`, { headers: await adminHeaders(request), data: { ...payload, startDate: past.startDate, endDate: past.endDate } });
  expect(edited.status(), await edited.text()).toBe(200);
  return { startDate: past.startDate, endDate: past.endDate };
}

/** A volunteer registers and signs in through the API; answers their bearer header. */
export async function volunteerThroughApi(request: APIRequestContext, fullName: string): Promise<{ email: string; password: string; headers: { authorization: string } }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const volunteer = { full_name: fullName, email: `volunteer-${unique}@example.org`, password: 'helping hands 42', bio: `${fullName} likes to help.` };
  const registered = await request.post('/api/volunteer/register/', { data: volunteer });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email: volunteer.email, password: volunteer.password, headers: await signInThroughApi(request, '/api/volunteer/login/', volunteer) };
}

/** The volunteer applies to the public event through POST /api/public/events/{id}/apply/. */
export async function applyThroughApi(request: APIRequestContext, volunteer: { headers: { authorization: string } }, eventId: number, message = 'Happy to help.') {
  const applied = await request.post(`/api/public/events/${eventId}/apply/`, { headers: volunteer.headers, data: { message } });
  expect(applied.status(), await applied.text()).toBe(201);
}

/** The NGO decides every application to its event at once (POST /api/portal/applications/bulk-update/). */
export async function decideAllThroughApi(request: APIRequestContext, ngo: { authorization: string }, eventId: number, status: ApplicationStatus) {
  const applications = (await (await request.get(`/api/portal/applications/?event_id=${eventId}`, { headers: ngo })).json()) as { id: number }[];
  const decided = await request.post('/api/portal/applications/bulk-update/', { headers: ngo, data: { application_ids: applications.map(({ id }) => id), status } });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** The NGO marks every accepted volunteer of its ended event as attended (POST /api/portal/applications/attendance/). */
export async function attendedThroughApi(request: APIRequestContext, ngo: { authorization: string }, eventId: number) {
  const applications = (await (await request.get(`/api/portal/applications/?event_id=${eventId}`, { headers: ngo })).json()) as { id: number }[];
  const marked = await request.post('/api/portal/applications/attendance/', { headers: ngo, data: { application_ids: applications.map(({ id }) => id) } });
  expect(marked.status(), await marked.text()).toBe(200);
}
