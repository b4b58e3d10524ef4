import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventListSchema, type Event } from '@/contract/events';
import { eventPageSchema } from '@/contract/eventList';
import { eventListVersions } from '@/server/db/schema';
import { approvedNgo, bearer, createAdmin, signedInVolunteer, type TestAdmin } from '@/server/test/accounts';
import { buildTestApp, testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, decide, eventPayload } from '@/server/test/events';
import { EventListCache } from './listCache';

// Issue 13: the NGO's list is answered from memory while the database's version of it stands.
// Whatever changes what the list shows must show at the next read, whoever made the change.

type Ngo = Awaited<ReturnType<typeof approvedNgo>>;

const plain = async (app: FastifyInstance, ngo: Ngo): Promise<Event[]> => {
  const response = await app.inject({ url: `/api/events/organizers/${ngo.ngo_id}/manage/`, headers: bearer(ngo.access) });
  expect(response.statusCode, response.body).toBe(200);
  return eventListSchema.parse(response.json());
};
const firstPage = async (app: FastifyInstance, ngo: Ngo) => {
  const response = await app.inject({ url: `/api/events/organizers/${ngo.ngo_id}/manage/?page=1&page_size=12`, headers: bearer(ngo.access) });
  expect(response.statusCode, response.body).toBe(200);
  return eventPageSchema.parse(response.json());
};
const names = (events: Event[]) => events.map((event) => event.eventName);

describe.each(testDatabases)("the NGO's events list from memory, on $name", (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: Ngo;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin);
  });

  it("shows the NGO's own changes at once: a new event, an edit, a deletion", async () => {
    const fresh = await approvedNgo(t.app, admin);
    expect(await plain(t.app, fresh)).toEqual([]); // no version yet: an NGO without events
    const event = await createEvent(t.app, fresh, { eventName: 'Tree planting' });
    expect(names(await plain(t.app, fresh))).toEqual(['Tree planting']);
    expect((await firstPage(t.app, fresh)).count).toBe(1);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/update/`,
      headers: bearer(fresh.access),
      payload: eventPayload({ eventName: 'Tree planting, second round' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(names(await plain(t.app, fresh))).toEqual(['Tree planting, second round']);
    expect(names((await firstPage(t.app, fresh)).results)).toEqual(['Tree planting, second round']);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/delete/`, headers: bearer(fresh.access) });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await plain(t.app, fresh)).toEqual([]);
    expect(await firstPage(t.app, fresh)).toEqual({ count: 0, results: [] });
  });

  it("shows the administrator's decision at the NGO's next read", async () => {
    const event = await createEvent(t.app, ngo, { eventName: 'Beach clean-up' });
    expect((await plain(t.app, ngo)).find((shown) => shown.id === event.id)?.status).toBe('pending');
    await decide(t.app, admin, event.id, 'reject', { rejection_reason: 'Please add the meeting point.' });
    const shown = (await plain(t.app, ngo)).find((candidate) => candidate.id === event.id);
    expect(shown).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the meeting point.' });
  });

  it('shows changes nobody announced: SQL typed by hand on events, their teams, a team and the NGO', async () => {
    const event = await createEvent(t.app, ngo, { eventName: 'Soup kitchen', focus_teams_data: [1] });
    const before = (await plain(t.app, ngo)).find((shown) => shown.id === event.id)!;

    await t.app.db.execute(sql`update events set event_name = 'Soup kitchen by hand' where id = ${event.id}`);
    await t.app.db.execute(sql`insert into event_teams (event_id, team_id) values (${event.id}, 2)`);
    await t.app.db.execute(sql`update teams set name = 'Renamed team' where id = 2`);
    await t.app.db.execute(sql`update ngos set organization_name = 'Renamed NGO' where id = ${ngo.ngo_id}`);
    const after = (await plain(t.app, ngo)).find((shown) => shown.id === event.id)!;
    expect(after).toMatchObject({ eventName: 'Soup kitchen by hand', organized_by_name: 'Renamed NGO' });
    expect(after.focus_teams).toEqual([before.focus_teams[0], 'Renamed team']);
    expect((await firstPage(t.app, ngo)).results.find((shown) => shown.id === event.id)?.organized_by_name).toBe('Renamed NGO');

    await t.app.db.execute(sql`delete from event_teams where event_id = ${event.id} and team_id = 2`);
    expect((await plain(t.app, ngo)).find((shown) => shown.id === event.id)?.focus_teams).toEqual(before.focus_teams);
  });

  it("shows people_applied as applications come and go (issue 14: migration 0006's trigger)", async () => {
    const event = await createEvent(t.app, ngo, { eventName: 'Food bank' });
    const volunteer = await signedInVolunteer(t.app);
    const applied = async () => (await plain(t.app, ngo)).find((shown) => shown.id === event.id)?.people_applied;
    expect(await applied()).toBe(0);
    await t.app.db.execute(sql`insert into applications (event_id, user_id) values (${event.id}, ${volunteer.user_id})`);
    expect(await applied()).toBe(1);
    expect((await firstPage(t.app, ngo)).results.find((shown) => shown.id === event.id)?.people_applied).toBe(1);
    await t.app.db.execute(sql`update applications set status = 'accepted' where event_id = ${event.id}`);
    expect(await applied()).toBe(1); // whatever its status
    await t.app.db.execute(sql`delete from applications where event_id = ${event.id}`);
    expect(await applied()).toBe(0);
  });

  it("keeps NGOs apart: one NGO's change leaves another's list as it was, and an NGO with events can still be deleted", async () => {
    const other = await approvedNgo(t.app, admin);
    await createEvent(t.app, other, { eventName: 'Other NGO event' });
    const mine = await plain(t.app, ngo);
    await createEvent(t.app, other, { eventName: 'Another one' });
    expect(await plain(t.app, ngo)).toEqual(mine);
    expect(names(await plain(t.app, other))).toEqual(expect.arrayContaining(['Other NGO event', 'Another one']));

    // The triggers of its events' deletion must not re-create the version row of an NGO being deleted.
    await t.app.db.execute(sql`delete from users where ngo_id = ${other.ngo_id}`);
    await t.app.db.execute(sql`delete from ngos where id = ${other.ngo_id}`);
    expect(await t.app.db.select().from(eventListVersions).where(eq(eventListVersions.ngoId, other.ngo_id))).toEqual([]);
  });
});

const postgres = testDatabases.find((database) => database.name === 'postgres');

describe.runIf(postgres)('two instances on one PostgreSQL', () => {
  let one: FastifyInstance;
  let other: FastifyInstance;
  beforeAll(async () => {
    [one, other] = [await buildTestApp(postgres!), await buildTestApp(postgres!)];
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
  });

  it("shows an event created through one instance in the other's list at its next read", async () => {
    const admin = await createAdmin(one);
    const ngo = await approvedNgo(one, admin);
    expect(await plain(other, ngo)).toEqual([]);
    await createEvent(one, ngo, { eventName: 'Made elsewhere' });
    expect(names(await plain(other, ngo))).toEqual(['Made elsewhere']);
  });
});

describe('EventListCache', () => {
  const list = (count: number) => Array.from({ length: count }, (_, id) => ({ id }) as Event);

  it('answers only under the version it was stored with', () => {
    const cache = new EventListCache(100);
    cache.set('a', 1, list(3));
    expect(cache.get('a', 1)).toHaveLength(3);
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined(); // an old version is dropped once seen
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of events, letting the least recently used go first', () => {
    const cache = new EventListCache(10);
    cache.set('a', 1, list(4));
    cache.set('b', 1, { count: 40, results: list(4) });
    cache.get('a', 1); // a is now the most recently used
    cache.set('c', 1, list(4));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toHaveLength(4);
    expect(cache.get('c', 1)).toHaveLength(4);
    expect(cache.size).toBe(8);
    cache.set('huge', 1, list(11)); // larger than the whole cache: not kept, nothing else lost
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(8);
  });
});
