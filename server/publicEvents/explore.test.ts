import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, roundedKm } from '@/contract/distance';
import {
  placesLeft,
  publicEventPageSchema,
  publicEventPointPageSchema,
  publicEventSchema,
  type PublicEvent,
  type PublicEventPoint,
} from '@/contract/publicEvents';
import { events } from '@/server/db/schema';
import { approvedNgo, createAdmin, registerNgo, suspendNgo, type ApprovedNgo, type TestAdmin } from '@/server/test/accounts';
import { setApplicationStatus, eventWithApplicants } from '@/server/test/applications';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, decide, endEvent, publicEvent, setEventStatus } from '@/server/test/events';

// Issue 17: #/explore's reads. The list's new filters (date_to, near a point), people_accepted and
// distance_km, the map's points, and that nothing but a public event ever shows on any public read.

const LJUBLJANA = { latitude: 46.0511, longitude: 14.5051 };
const MARIBOR = { latitude: 46.5547, longitude: 15.6459 };
const CELJE = { latitude: 46.2309, longitude: 15.2604 };

describe.each(testDatabases)('exploring the public events on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: ApprovedNgo;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin);
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const list = async (query: string) => publicEventPageSchema.parse((await get(`/api/public/events/?${query}`)).json());
  const points = async (query: string) => publicEventPointPageSchema.parse((await get(`/api/public/events/map/?${query}`)).json());
  const names = (found: Array<PublicEvent | PublicEventPoint>) => found.map((event) => event.eventName);
  const at = (place: { latitude: number; longitude: number }, text = 'Somewhere') => ({ location: { ...place, text } });

  it("filters by the last day an event may start, read in the event's own time zone", async () => {
    // 20:00 UTC on 1 July is 2 July in Tokyo and still 1 July in New York.
    const when = { startDate: '2031-07-01 20:00:00Z', endDate: '2031-07-01 23:00:00Z' };
    await publicEvent(t.app, admin, ngo, { eventName: 'Dusk Tokyo', ...when, time_zone: 'Asia/Tokyo' });
    await publicEvent(t.app, admin, ngo, { eventName: 'Dusk New York', ...when, time_zone: 'America/New_York' });
    await publicEvent(t.app, admin, ngo, { eventName: 'Dusk later', startDate: '2031-07-05 08:00:00Z', endDate: '2031-07-05 10:00:00Z' });
    expect(names((await list('search=Dusk&date_to=2031-06-30')).results)).toEqual([]);
    expect(names((await list('search=Dusk&date_to=2031-07-01')).results)).toEqual(['Dusk New York']);
    expect(names((await list('search=Dusk&date_to=2031-07-02')).results).sort()).toEqual(['Dusk New York', 'Dusk Tokyo']);
    expect(names((await list('search=Dusk&date=2031-07-02&date_to=2031-07-05')).results).sort()).toEqual(['Dusk Tokyo', 'Dusk later']);
    expect(names((await points('search=Dusk&date_to=2031-07-01')).results)).toEqual(['Dusk New York']);
    for (const query of ['date_to=2031-02-30', 'date=2031-07-05&date_to=2031-07-04', 'date_to=tomorrow']) {
      const refused = await t.app.inject({ url: `/api/public/events/?${query}` });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('finds the events within km of a point by great-circle distance, answering distance_km to one decimal, soonest first', async () => {
    const day = (date: string) => ({ startDate: `${date} 08:00:00Z`, endDate: `${date} 12:00:00Z` });
    await publicEvent(t.app, admin, ngo, { eventName: 'Near Maribor', ...day('2031-08-02'), ...at(MARIBOR) });
    await publicEvent(t.app, admin, ngo, { eventName: 'Near Ljubljana', ...day('2031-08-03'), ...at(LJUBLJANA) });
    await publicEvent(t.app, admin, ngo, { eventName: 'Near Celje', ...day('2031-08-01'), ...at(CELJE) });
    // About 61 km from Ljubljana to Celje, 104 to Maribor.
    const fromLjubljana = `search=Near&lat=${LJUBLJANA.latitude}&lon=${LJUBLJANA.longitude}`;
    const near = await list(`${fromLjubljana}&km=100`);
    expect(names(near.results)).toEqual(['Near Celje', 'Near Ljubljana']);
    const byName = Object.fromEntries(near.results.map((event) => [event.eventName, event.distance_km]));
    expect(byName).toEqual({ 'Near Celje': roundedKm(distanceKm(LJUBLJANA, CELJE)), 'Near Ljubljana': 0 });
    expect(byName['Near Celje']).toBe(61.5);
    expect(names((await list(`${fromLjubljana}&km=200`)).results)).toEqual(['Near Celje', 'Near Maribor', 'Near Ljubljana']);
    // 25 km when no radius is given.
    expect(names((await list(fromLjubljana)).results)).toEqual(['Near Ljubljana']);
    expect(names((await points(`${fromLjubljana}&km=100`)).results)).toEqual(['Near Celje', 'Near Ljubljana']);
    // Without a point there is no distance.
    expect((await list('search=Near')).results.every((event) => event.distance_km === undefined)).toBe(true);
    for (const query of ['lat=46', 'lon=14', 'lat=91&lon=0', 'lat=0&lon=181', 'lat=46&lon=14&km=0', 'lat=46&lon=14&km=501', 'lat=x&lon=14']) {
      expect((await t.app.inject({ url: `/api/public/events/?${query}` })).statusCode, query).toBe(400);
      expect((await t.app.inject({ url: `/api/public/events/map/?${query}` })).statusCode, query).toBe(400);
    }
  });

  it('keeps the events the circle reaches where its box is widest, across the antimeridian and near a pole', async () => {
    const day = { startDate: '2031-09-01 08:00:00Z', endDate: '2031-09-01 12:00:00Z' };
    // Fiji and Samoa's side of the date line: 22 km apart.
    const west = { latitude: -16.5, longitude: 179.9 };
    const east = { latitude: -16.5, longitude: -179.9 };
    await publicEvent(t.app, admin, ngo, { eventName: 'Edge west', ...day, ...at(west) });
    // 24 km due east of a point at 60° N: the circle's widest longitude, past a box of its latitude span.
    const north = { latitude: 60, longitude: 10 };
    const eastOfNorth = { latitude: 60.0, longitude: 10 + 24 / (111.195 * Math.cos((60 * Math.PI) / 180)) };
    await publicEvent(t.app, admin, ngo, { eventName: 'Edge north', ...day, ...at(eastOfNorth) });
    await publicEvent(t.app, admin, ngo, { eventName: 'Edge polar', ...day, ...at({ latitude: 89.9, longitude: -170 }) });

    const fromEast = await list(`search=Edge&lat=${east.latitude}&lon=${east.longitude}&km=25`);
    expect(fromEast.results.map((event) => [event.eventName, event.distance_km])).toEqual([['Edge west', roundedKm(distanceKm(east, west))]]);
    const fromNorth = await list(`search=Edge&lat=${north.latitude}&lon=${north.longitude}&km=25`);
    expect(fromNorth.results.map((event) => [event.eventName, event.distance_km])).toEqual([['Edge north', roundedKm(distanceKm(north, eastOfNorth))]]);
    expect(names((await list(`search=Edge&lat=${north.latitude}&lon=${north.longitude}&km=23`)).results)).toEqual([]);
    // Near the pole every longitude is close.
    expect(names((await list('search=Edge&lat=89.95&lon=10&km=20')).results)).toEqual(['Edge polar']);
  });

  it('counts accepted and completed applications in people_accepted, on the list and the page, and leaves people_applied as it was', async () => {
    const world = await eventWithApplicants(t.app, admin, ngo, 5, { eventName: 'Counted picnic', people_needed: 4 });
    const [accepted, completed, waitlisted] = world.applicationIds;
    await setApplicationStatus(t.app, accepted!, 'accepted');
    await setApplicationStatus(t.app, completed!, 'completed');
    await setApplicationStatus(t.app, waitlisted!, 'waitlisted');
    const [listed] = (await list('search=Counted')).results;
    const page = publicEventSchema.parse((await get(`/api/public/events/${world.eventId}/`)).json());
    for (const event of [listed!, page]) {
      expect(event).toMatchObject({ people_needed: 4, people_applied: 5, people_accepted: 2 });
      expect(placesLeft(event)).toBe(2);
    }
  });

  it('answers the map one page of points of public events with coordinates, soonest first, with how many in all', async () => {
    const day = (date: string) => ({ startDate: `${date} 08:00:00Z`, endDate: `${date} 12:00:00Z` });
    const ids: number[] = [];
    for (const [index, date] of ['2031-10-03', '2031-10-01', '2031-10-02'].entries()) {
      ids.push((await publicEvent(t.app, admin, ngo, { eventName: `Pin ${index}`, ...day(date), ...at(MARIBOR) }, index === 1)).id);
    }
    // No coordinates (only SQL makes one): no place on the map, still on the list.
    const unplaced = (await publicEvent(t.app, admin, ngo, { eventName: 'Pin unplaced', ...day('2031-10-04') })).id;
    await t.app.db.update(events).set({ latitude: 0, longitude: 0 }).where(eq(events.id, unplaced));

    // /map/ answers the points' page: never read as the event id "map" (that would be 404 event_not_found).
    const page = await points('search=Pin');
    expect(page.count).toBe(3);
    expect(page.results).toEqual([
      { id: ids[1], eventName: 'Pin 1', startDate: '2031-10-01T08:00:00Z', latitude: MARIBOR.latitude, longitude: MARIBOR.longitude },
      { id: ids[2], eventName: 'Pin 2', startDate: '2031-10-02T08:00:00Z', latitude: MARIBOR.latitude, longitude: MARIBOR.longitude },
      { id: ids[0], eventName: 'Pin 0', startDate: '2031-10-03T08:00:00Z', latitude: MARIBOR.latitude, longitude: MARIBOR.longitude },
    ]);
    expect(await points('search=Pin&page_size=2&page=2')).toEqual({ count: 3, results: [page.results[2]] });
    expect(await points('search=Pin&page_size=2&page=3')).toEqual({ count: 3, results: [] });
    expect(await points('search=Nothing-like-this')).toEqual({ count: 0, results: [] });
    expect((await list('search=Pin')).count).toBe(4);
    for (const query of ['page_size=1001', 'page=0', 'team=ROCKETRY']) expect((await t.app.inject({ url: `/api/public/events/map/?${query}` })).statusCode, query).toBe(400);
  });

  it('never shows a pending, rejected, draft or ended event, nor one of a suspended or unapproved NGO: list, map, page, .ics, NGO feed', async () => {
    const own = await approvedNgo(t.app, admin);
    const suspended = await approvedNgo(t.app, admin);
    const pendingNgo = await registerNgo(t.app, admin);
    const when = { startDate: '2031-11-01 08:00:00Z', endDate: '2031-11-01 12:00:00Z' };
    const shown = (await publicEvent(t.app, admin, own, { eventName: 'Hidden-check shown', ...when }, true)).id;
    const hidden: Record<string, number> = {};
    hidden.pending = (await createEvent(t.app, own, { eventName: 'Hidden-check pending', ...when })).id;
    hidden.rejected = (await createEvent(t.app, own, { eventName: 'Hidden-check rejected', ...when })).id;
    await decide(t.app, admin, hidden.rejected, 'reject');
    hidden.draft = (await createEvent(t.app, own, { eventName: 'Hidden-check draft', ...when })).id;
    await setEventStatus(t.app, hidden.draft, 'draft');
    hidden.ended = (await publicEvent(t.app, admin, own, { eventName: 'Hidden-check ended', ...when })).id;
    await t.app.db.update(events).set({ startDate: new Date(Date.now() - 40 * 86_400_000), endDate: new Date(Date.now() - 39 * 86_400_000) }).where(eq(events.id, hidden.ended));
    hidden.suspended = (await publicEvent(t.app, admin, suspended, { eventName: 'Hidden-check suspended', ...when })).id;
    await suspendNgo(t.app, admin, suspended.id);

    expect(names((await list('search=Hidden-check')).results)).toEqual(['Hidden-check shown']);
    expect(names((await points('search=Hidden-check')).results)).toEqual(['Hidden-check shown']);
    expect((await t.app.inject({ url: `/api/public/events/${shown}/calendar.ics` })).statusCode).toBe(200);
    for (const [kind, id] of Object.entries(hidden)) {
      for (const url of [`/api/public/events/${id}/`, `/api/public/events/${id}/calendar.ics`]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, `${kind}: ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'event_not_found' });
      }
    }
    const feed = await get(`/api/public/ngos/${own.id}/calendar.ics`);
    expect(feed.body).toContain('SUMMARY:Hidden-check shown');
    expect(feed.body).not.toMatch(/Hidden-check (pending|rejected|draft|ended)/);
    for (const ngoId of [suspended.id, pendingNgo.id]) {
      const refused = await t.app.inject({ url: `/api/public/ngos/${ngoId}/calendar.ics` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'ngo_not_found' });
    }
    // An event that ended yesterday: off the list, the map, its page and its file; still in its NGO's feed (30 days of history).
    const yesterday = (await publicEvent(t.app, admin, own, { eventName: 'Hidden-check yesterday', ...when })).id;
    await endEvent(t.app, yesterday);
    expect(names((await list('search=Hidden-check')).results)).toEqual(['Hidden-check shown']);
    expect(names((await points('search=Hidden-check')).results)).toEqual(['Hidden-check shown']);
    expect((await t.app.inject({ url: `/api/public/events/${yesterday}/calendar.ics` })).statusCode).toBe(404);
    expect((await get(`/api/public/ngos/${own.id}/calendar.ics`)).body).toContain('SUMMARY:Hidden-check yesterday');
  });
});
