import { beforeEach, describe, expect, it, vi } from 'vitest';
import { volunteerApplicationPageSchema, volunteerApplicationSchema } from '@/contract/applications';
import { apiErrorSchema } from '@/contract/errors';
import { isEventFull, placesLeft, publicEventPageSchema, publicEventPointPageSchema, publicEventSchema } from '@/contract/publicEvents';
import { DEMO_WORLD_DAY } from '@/demo/world';
import { ENDED_EVENT_ID, FULL_EVENT_ID, PAWS_OF_SAVINJA_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { PAWS, eventById, get, ngoToken, post, put, remove, volunteerToken } from './eventsTesting';

// Issue 17 on the mock store, as the server answers: the explore filters (date range read in each
// event's zone, "near me"), places taken, the map's points, applying to a full event, and the
// volunteer's enriched list of applications.

const CELJE = { lat: 46.2309, lon: 15.2604 };
const LJUBLJANA = { latitude: 46.0569, longitude: 14.5058 };
const JANE = { email: 'jane.doe@example.org', password: 'helping123' };
const LUCJA = { email: 'lucja.wisniewska@example.org', password: 'helping123' };

async function events(query: string) {
  const response = await get(`public/events/?page_size=100&${query}`);
  expect(response.status, query).toBe(200);
  return publicEventPageSchema.parse(await response.json());
}

async function ids(query: string): Promise<number[]> {
  return (await events(query)).results.map((event) => event.id);
}

async function refused(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(400);
  return apiErrorSchema.parse(await response.json());
}

// The demo's dates as written: "today" is the demo world's day, whatever the machine's clock says.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${DEMO_WORLD_DAY}T12:00:00Z`) });
});

describe('GET /api/public/events/: places taken and the explore filters', () => {
  it('counts accepted and completed applications as places taken, on the list and on one event', async () => {
    const full = publicEventSchema.parse(await (await get(`public/events/${FULL_EVENT_ID}/`)).json());
    // Six accepted and Ana's completed application: more than needed, still 0 places left.
    expect(full).toMatchObject({ eventName: 'Shelter Open Day', people_needed: 6, people_accepted: 7, people_applied: 8 });
    expect(placesLeft(full)).toBe(0);
    expect(isEventFull(full)).toBe(true);

    const listed = (await events('')).results;
    // The reading club's first date: Eva accepted, Ana completed; applied and waitlisted hold no place.
    expect(listed.find((event) => event.id === 6)).toMatchObject({ people_accepted: 2, people_applied: 3 });
    expect(listed.find((event) => event.id === 5)).toMatchObject({ people_accepted: 2, people_applied: 6 });

    await put('portal/applications/2/update/', { status: 'accepted' }, await ngoToken());
    const treePlanting = publicEventSchema.parse(await (await get('public/events/5/')).json());
    expect(placesLeft(treePlanting)).toBe(20 - 3);
  });

  it('keeps events starting on date_to or before, the day read in the event’s own time zone', async () => {
    expect(await ids('date_to=2026-12-19')).toEqual([5, 6, 7, 3, 8]);
    expect(await ids('date=2026-12-06&date_to=2026-12-19')).toEqual([7, 3, 8]);

    // 23:30 UTC on the 19th is already the 20th in Ljubljana, still the 19th in New York.
    eventById(FULL_EVENT_ID).startDate = '2026-12-19T23:30:00Z';
    expect(await ids('date_to=2026-12-19&team=ANIMAL_WELFARE')).toEqual([]);
    eventById(FULL_EVENT_ID).time_zone = 'America/New_York';
    expect(await ids('date_to=2026-12-19&team=ANIMAL_WELFARE')).toEqual([FULL_EVENT_ID]);
  });

  it('refuses a range that ends before it starts and an impossible day', async () => {
    expect((await refused('public/events/?date=2026-12-20&date_to=2026-12-19')).fields).toHaveProperty('date_to');
    expect((await refused('public/events/?date_to=2026-02-30')).fields).toHaveProperty('date_to');
  });

  it('keeps events within km of a point, 25 km by default, each with its distance to one decimal', async () => {
    const near = await events(`lat=${CELJE.lat}&lon=${CELJE.lon}&km=5`);
    expect(near.results.map((event) => [event.id, event.distance_km])).toEqual([
      [5, 1],
      [6, 0],
      [7, 0],
      [3, 0.2],
      [8, 0],
      [9, 0],
    ]);
    const byDefault = await events(`lat=${CELJE.lat}&lon=${CELJE.lon}`);
    expect(byDefault.results.find((event) => event.id === FULL_EVENT_ID)?.distance_km).toBe(7.7);
    expect(byDefault.count).toBe(7);

    // The reading club's last date moves to Ljubljana, 61 km away.
    eventById(9).location = { ...LJUBLJANA, text: 'Ljubljana' };
    expect(await ids(`lat=${CELJE.lat}&lon=${CELJE.lon}`)).not.toContain(9);
    const far = await events(`lat=${CELJE.lat}&lon=${CELJE.lon}&km=100&date=2026-12-26`);
    expect(far.results.map((event) => [event.id, event.distance_km])).toEqual([[9, 61.3]]);
    // Without a point, no distance is answered.
    expect((await events('')).results.every((event) => !('distance_km' in event))).toBe(true);
  });

  it('refuses half a point and a radius out of range', async () => {
    expect((await refused(`public/events/?lat=${CELJE.lat}`)).fields).toHaveProperty('lon');
    for (const km of ['0', '501', 'far']) expect((await refused(`public/events/?lat=1&lon=1&km=${km}`)).fields, km).toHaveProperty('km');
    expect((await refused('public/events/?lat=91&lon=0')).fields).toHaveProperty('lat');
  });
});

describe('GET /api/public/events/map/', () => {
  it('answers the public events with a place as points, soonest first, paged, with the list’s filters', async () => {
    const all = publicEventPointPageSchema.parse(await (await get('public/events/map/')).json());
    expect(all.count).toBe(7);
    expect(all.results[0]).toEqual({ id: 5, eventName: 'Tree Planting Saturday', startDate: '2026-11-28T08:00:00Z', latitude: 46.2352, longitude: 15.2711 });

    const second = publicEventPointPageSchema.parse(await (await get('public/events/map/?page=2&page_size=2')).json());
    expect(second).toEqual({ count: 7, results: all.results.slice(2, 4) });
    const animals = publicEventPointPageSchema.parse(await (await get(`public/events/map/?team=ANIMAL_WELFARE&lat=${CELJE.lat}&lon=${CELJE.lon}`)).json());
    expect(animals.results.map((point) => point.id)).toEqual([FULL_EVENT_ID]);
  });

  it('leaves out an event without coordinates, which the list still has', async () => {
    eventById(9).location = { latitude: 0, longitude: 0, text: 'Somewhere in Celje' };
    const points = publicEventPointPageSchema.parse(await (await get('public/events/map/')).json());
    expect(points.results.map((point) => point.id)).not.toContain(9);
    expect(points.count).toBe(6);
    expect(await ids('')).toContain(9);
  });

  it('refuses the bad filters and pages the list refuses, and a page over 1000 points', async () => {
    expect((await refused('public/events/map/?team=PLANTS')).fields).toHaveProperty('team');
    expect((await refused('public/events/map/?lon=15')).fields).toHaveProperty('lon');
    expect((await refused('public/events/map/?page_size=1001')).fields).toHaveProperty('page_size');
  });
});

describe('applying to a full event', () => {
  it('puts a new application to a full event on the waitlist, and once places are free a new one is applied', async () => {
    const waitlisted = await post(`public/events/${FULL_EVENT_ID}/apply/`, {}, await volunteerToken(LUCJA));
    expect(waitlisted.status).toBe(201);
    expect(volunteerApplicationSchema.parse(await waitlisted.json())).toMatchObject({ status: 'waitlisted', event_id: FULL_EVENT_ID });

    // Paws of Savinja takes two acceptances back (Luka's and Pero's): one place is free again.
    const paws = await ngoToken(PAWS);
    expect((await post('portal/applications/bulk-update/', { application_ids: [20, 25], status: 'applied' }, paws)).status).toBe(200);
    // Jane withdraws her application and applies again: a new application, taken as applied.
    const jane = await volunteerToken(JANE);
    expect((await remove('volunteer/applications/18/', jane)).status).toBe(204);
    const applied = await post(`public/events/${FULL_EVENT_ID}/apply/`, { message: 'Dogs!' }, jane);
    expect(applied.status).toBe(201);
    expect(volunteerApplicationSchema.parse(await applied.json())).toMatchObject({ status: 'applied', message: 'Dogs!' });
  });
});

describe("GET /api/volunteer/applications/: the volunteer's own, with the event, organiser, XP and rating", () => {
  it("answers each application with its event's dates and zone, its NGO, the XP offered and awarded, and the rating", async () => {
    const page = volunteerApplicationPageSchema.parse(await (await get('volunteer/applications/', await volunteerToken())).json());
    expect(page.results.map((application) => [application.id, application.status])).toEqual([
      [14, 'accepted'],
      [1, 'accepted'],
      [19, 'completed'],
      [5, 'completed'],
    ]);
    expect(page.results.find((application) => application.id === 19)).toEqual({
      id: 19,
      status: 'completed',
      event_id: FULL_EVENT_ID,
      event_name: 'Shelter Open Day',
      application_date: '2026-10-30T16:45:00Z',
      message: '',
      event_start: '2026-12-20T10:00:00Z',
      event_end: '2026-12-20T15:00:00Z',
      time_zone: 'Europe/Ljubljana',
      ngo_id: PAWS_OF_SAVINJA_NGO_ID,
      ngo_name: 'Paws of Savinja',
      event_xp: 25,
      awarded_xp: 25,
      rating: null,
    });
    // Rated 4 already; an accepted one has no XP yet.
    expect(page.results.find((application) => application.id === 5)).toMatchObject({ awarded_xp: 20, rating: 4 });
    expect(page.results.find((application) => application.id === 14)).toMatchObject({ event_xp: 20, awarded_xp: 0, rating: null });
  });

  it('shows the XP attendance gave, kept when the event’s XP changes later and taken back by an undo, and the rating once given', async () => {
    const token = await volunteerToken();
    const ngo = await ngoToken();
    const leafRaking = async () =>
      volunteerApplicationPageSchema.parse(await (await get(`volunteer/applications/?event_id=${ENDED_EVENT_ID}`, token)).json()).results[0];

    expect((await post('portal/applications/attendance/', { application_ids: [14] }, ngo)).status).toBe(200);
    eventById(ENDED_EVENT_ID).event_xp = 99;
    expect(await leafRaking()).toMatchObject({ status: 'completed', event_xp: 99, awarded_xp: 20 });

    expect((await post('volunteer/applications/14/rating/', { score: 5 }, token)).status).toBe(201);
    expect(await leafRaking()).toMatchObject({ rating: 5 });

    const before = store.volunteers.find((volunteer) => volunteer.id === 6)!.total_xp;
    expect((await post('portal/applications/attendance/undo/', { application_ids: [14] }, ngo)).status).toBe(200);
    expect(await leafRaking()).toMatchObject({ status: 'accepted', awarded_xp: 0 });
    expect(store.volunteers.find((volunteer) => volunteer.id === 6)!.total_xp).toBe(before - 20);
  });

  it('narrows the list to one event with event_id: the application there, or none', async () => {
    const token = await volunteerToken();
    const list = async (query: string) => volunteerApplicationPageSchema.parse(await (await get(`volunteer/applications/${query}`, token)).json());
    expect((await list(`?event_id=${FULL_EVENT_ID}`)).results.map((application) => application.id)).toEqual([19]);
    expect(await list('?event_id=3')).toEqual({ count: 0, results: [] });
    // Another volunteer's application to that event is not the reader's.
    expect(await list('?event_id=7')).toEqual({ count: 0, results: [] });
    expect((await get('volunteer/applications/?event_id=abc', token)).status).toBe(400);
  });
});
