import { expect } from 'vitest';
import { adminLoginResponseSchema, adminNgoSchema, ngoLoginResponseSchema } from '@/contract/accounts';
import {
  eventEnvelopeSchema,
  eventListSchema,
  type Event,
  type EventDecision,
  type EventPayload,
} from '@/contract/events';
import { volunteerLoginResponseSchema } from '@/contract/volunteers';
import { nextId, nextUserId, store, type MockEvent } from '@/mocks/store';

// Shared steps of the mock API's tests: sign-ins, another NGO, a valid payload, decisions, requests,
// the administrator's calls.

export const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };
const ADMIN = { email: 'admin@example.org', password: 'admin12345' };

export const OTHER_NGO = { email: 'swim@example.org', password: 'swimmer123' };
/** The demo's second approved NGO (mocks/demoData.ts). */
export const PAWS = { email: 'paws@example.org', password: 'shelter123' };

/** Another approved NGO (after the demo's) with one event of its own; answers that event's id. */
export function addOtherNgo(): number {
  const greenValley = store.ngos[0]!;
  const ngoId = nextId(store.ngos);
  store.ngos.push({ ...greenValley, id: ngoId, organization_name: 'Harbour Swimmers', contact_person_email: OTHER_NGO.email });
  store.accounts.push({ id: nextUserId(), user_type: 'ngo', email: OTHER_NGO.email, password: OTHER_NGO.password, name: 'Iva Kos', ngo_id: ngoId });
  const id = 50;
  store.events.push({ ...store.events.find((event) => event.id === 2)!, id, eventName: 'Harbour Swim', organized_by: ngoId });
  return id;
}

export function payload(changes: Partial<EventPayload> = {}): EventPayload {
  return {
    eventName: 'Riverside Picnic',
    eventDescription: 'A picnic for the volunteers of the year.',
    startDate: '2027-03-06 09:00:00Z',
    endDate: '2027-03-06 12:00:00Z',
    markerType: 1,
    people_needed: 6,
    event_xp: 5,
    focus_teams_data: [1, 2],
    competences_data: 'Cooking, First aid',
    location: { latitude: 46.2309, longitude: 15.2604, text: 'Celje, Slovenia' },
    recurrence_type: 'none',
    recurrence_interval: 1,
    time_zone: 'Europe/Ljubljana',
    ...changes,
  };
}

/** A weekly series starting 2027-03-06 at 10:00 in Ljubljana. */
export async function createSeries(token: string, changes: Partial<EventPayload>): Promise<Event> {
  const response = await post('events/create/', payload({ recurrence_type: 'weekly', ...changes }), token);
  expect(response.status).toBe(201);
  return eventEnvelopeSchema.parse(await response.json()).data;
}

/** The super administrator's decision, which must succeed: the event it answers. */
export async function decided(decision: EventDecision, id: number, body: unknown): Promise<Event> {
  const response = await post(`super-admin/events/${id}/${decision}/`, body, await adminToken());
  expect(response.status).toBe(200);
  return eventEnvelopeSchema.parse(await response.json()).data;
}

/** The event as the store holds it now. */
export function eventById(id: number): MockEvent {
  return store.events.find((event) => event.id === id)!;
}

export async function ngoEvents(token: string): Promise<Event[]> {
  return eventListSchema.parse(await (await get('events/organizers/1/manage/', token)).json());
}

export async function ngoToken(credentials = GREEN_VALLEY): Promise<string> {
  return ngoLoginResponseSchema.parse(await (await post('ngo/login/', credentials)).json()).access;
}

/** The pending NGO cannot sign in, so its user gets a token straight from the store. */
export function pendingNgoToken(): string {
  const token = 'mock-access.3.999';
  store.tokens.push({ token, kind: 'access', user_id: 3, family: 'family-999', expires_at: Date.now() + 60_000, used: false, revoked: false });
  return token;
}

/** The demo's volunteer with an application in every stage (mocks/demoData.ts); every demo volunteer's password. */
export const ANA = { email: 'ana.novak@example.org', password: 'helping123' };

/** A volunteer's access token (POST /api/volunteer/login/). */
export async function volunteerToken(credentials = ANA): Promise<string> {
  const response = await post('volunteer/login/', credentials);
  expect(response.status).toBe(200);
  return volunteerLoginResponseSchema.parse(await response.json()).access;
}

export async function adminToken(): Promise<string> {
  return adminLoginResponseSchema.parse(await (await post('super-admin/login/', ADMIN)).json()).access;
}

export function headers(token?: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`/api/${path}`, {
    method: 'POST',
    headers: { ...headers(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export function put(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`/api/${path}`, { method: 'PUT', headers: { ...headers(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export function remove(path: string, token?: string): Promise<Response> {
  return fetch(`/api/${path}`, { method: 'DELETE', headers: headers(token) });
}

/** GET calls carry `_t` (SPEC §7); the handlers ignore it. */
export function get(path: string, token?: string): Promise<Response> {
  const url = new URL(`/api/${path}`, location.href);
  url.searchParams.set('_t', String(Date.now()));
  return fetch(url, { headers: headers(token) });
}

export function upload(file: File, token?: string): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  return fetch('/api/event/main-image/upload', { method: 'POST', headers: headers(token), body });
}

/** A POST by the super administrator. */
export async function adminPost(path: string): Promise<Response> {
  return post(path, {}, await adminToken());
}

/** GET /api/super-admin/ngos/, optionally of one status, as the administrator reads it. */
export async function adminNgos(status?: string) {
  const response = await get(`super-admin/ngos/${status ? `?status=${status}` : ''}`, await adminToken());
  expect(response.status).toBe(200);
  return adminNgoSchema.array().parse(await response.json());
}
