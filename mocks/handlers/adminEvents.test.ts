import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER, adminNgoOverviewSchema, emptyStatusCounts, eventStatisticsSchema, type EventStatistics } from '@/contract/admin';
import { apiErrorSchema } from '@/contract/errors';
import { eventListSchema } from '@/contract/events';
import { ADMIN_EVENTS_MAX_LIMIT } from '@/contract/limits';
import en from '@/i18n/locales/en.json';
import { ENDED_EVENT_ID, FULL_EVENT_ID, GREEN_VALLEY_NGO_ID, PAWS_OF_SAVINJA_NGO_ID, PENDING_NGO_ID, SUSPENDED_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { PAWS, adminToken, decided, eventById, get, ngoToken, payload, post, put } from './eventsTesting';

// The mock super-admin API answers like the server (server/moderation/), through the msw node server
// that app/test/setup.ts starts; the store goes back to the demo data after each test. The
// decisions and the edit are in adminEventDecisions.test.ts.

/** Paws of Savinja's pending monthly series, the newest created: its original and its five occurrences. */
const KENNEL_CLEAN = [12, 13, 14, 15, 16, 17];

describe('the super-admin calls', () => {
  const calls: Array<[string, (token?: string) => Promise<Response>]> = [
    ['the event list', (token) => get('super-admin/events/', token)],
    ['the review queue', (token) => get('super-admin/events/pending/', token)],
    ['the statistics', (token) => get('super-admin/events/statistics/', token)],
    ['approve', (token) => post('super-admin/events/2/approve/', {}, token)],
    ['publish', (token) => post('super-admin/events/3/publish/', {}, token)],
    ['reject', (token) => post('super-admin/events/2/reject/', { rejection_reason: 'No.' }, token)],
    ['edit', (token) => put('super-admin/events/3/edit/', payload(), token)],
    ['the NGO list', (token) => get('super-admin/ngos/', token)],
  ];

  it.each(calls)('answer %s with 401 without a token and 403 to an NGO, changing nothing', async (_call, call) => {
    const before = structuredClone(store.events);

    const stranger = await call();
    expect(stranger.status).toBe(401);
    expect(apiErrorSchema.parse(await stranger.json()).code).toBe('unauthenticated');
    const ngo = await call(await ngoToken(PAWS));
    expect(ngo.status).toBe(403);
    expect(await ngo.json()).toEqual({ code: 'forbidden', error: en.errors.accounts.forbidden });
    expect(store.events).toEqual(before);
  });
});

describe('GET /api/super-admin/events/', () => {
  it("answers every NGO's events, occurrences included, newest first, with the count in x-total-count", async () => {
    const response = await get('super-admin/events/', await adminToken());

    expect(response.status).toBe(200);
    expect(response.headers.get(TOTAL_COUNT_HEADER)).toBe(String(store.events.length));
    const events = eventListSchema.parse(await response.json());
    expect(events.map((event) => event.id)).toEqual([...KENNEL_CLEAN, 10, 1, 2, 4, 3, 11, ENDED_EVENT_ID, 6, 7, 8, 9, 5]);
    expect(events[0]).toMatchObject({
      eventName: 'Monthly Kennel Clean',
      organized_by: PAWS_OF_SAVINJA_NGO_ID,
      organized_by_name: 'Paws of Savinja',
      focus_teams: ['Animal welfare'],
    });
    expect(events[KENNEL_CLEAN.length]).toMatchObject({ eventName: 'Dog Walking Morning', organized_by_name: 'Paws of Savinja' });
    expect(events.find((event) => event.id === 5)).toMatchObject({ people_applied: 6, organized_by_name: 'Green Valley Volunteers' });
  });

  it('orders events created together by start, then by id', async () => {
    eventById(8).startDate = '2027-01-02T09:00:00Z';
    eventById(9).startDate = eventById(7).startDate;
    store.events.reverse(); // the store's own order cannot pass for the answer's

    expect(await adminList('series=6')).toEqual({ ids: [6, 7, 9, 8], total: '4' });
  });

  it('filters by status', async () => {
    expect(await adminList('status=pending')).toEqual({ ids: [...KENNEL_CLEAN, 10, 2], total: '8' });
    expect(await adminList('status=published')).toEqual({ ids: [ENDED_EVENT_ID, 6, 7, 8, 9, 5], total: '6' });
  });

  it("searches the event's name and its organiser's name, ignoring case, not the description", async () => {
    expect(await adminList('search=GARDEN')).toEqual({ ids: [2], total: '1' });
    // Event 1's description names the Savinja too; only the organiser 'Paws of Savinja' counts.
    expect(await adminList('search=savinja')).toEqual({ ids: [...KENNEL_CLEAN, 10, 11], total: '8' });
    expect(await adminList('search=%20green%20valley%20&status=rejected')).toEqual({ ids: [4], total: '1' });
  });

  it('answers one series: its original and its occurrences', async () => {
    expect(await adminList('series=6')).toEqual({ ids: [6, 7, 8, 9], total: '4' });
    expect(await adminList('series=7')).toEqual({ ids: [7], total: '1' });
    expect(await adminList('series=6&status=draft')).toEqual({ ids: [], total: '0' });
  });

  it('skips offset events, then answers at most limit; x-total-count counts every match', async () => {
    const total = String(store.events.length);
    expect(await adminList('limit=3')).toEqual({ ids: [12, 13, 14], total });
    expect(await adminList('limit=3&offset=2')).toEqual({ ids: [14, 15, 16], total });
    expect(await adminList('limit=3&offset=6')).toEqual({ ids: [10, 1, 2], total });
    expect(await adminList('offset=16')).toEqual({ ids: [9, 5], total });
    expect(await adminList('offset=20&status=pending')).toEqual({ ids: [], total: '8' });
  });

  it('refuses a query the contract does not allow with 400 validation_failed', async () => {
    const token = await adminToken();
    const refused = [
      ['status=deleted', 'status'],
      ['status=draft&status=pending', 'status'],
      ['limit=0', 'limit'],
      [`limit=${ADMIN_EVENTS_MAX_LIMIT + 1}`, 'limit'],
      ['offset=-1', 'offset'],
      ['series=abc', 'series'],
    ];
    for (const [query, field] of refused) {
      const response = await get(`super-admin/events/?${query}`, token);
      expect(response.status).toBe(400);
      const body = apiErrorSchema.parse(await response.json());
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    }
  });
});

describe('GET /api/super-admin/events/pending/', () => {
  it('answers only the pending events, longest waiting first', async () => {
    const response = await get('super-admin/events/pending/', await adminToken());

    expect(response.status).toBe(200);
    const events = eventListSchema.parse(await response.json());
    expect(events.map((event) => [event.id, event.status])).toEqual([
      [2, 'pending'],
      [10, 'pending'],
      ...KENNEL_CLEAN.map((id) => [id, 'pending']),
    ]);
  });

  it('orders a tie in submission by start, then id, and the never submitted last; limit cuts the queue', async () => {
    Object.assign(eventById(5), { status: 'pending', submitted_at: eventById(2).submitted_at }); // starts before event 2
    Object.assign(eventById(1), { status: 'pending', submitted_at: null });
    Object.assign(eventById(3), { status: 'pending', submitted_at: eventById(10).submitted_at, startDate: eventById(10).startDate });
    store.events.reverse();

    expect(await pendingIds()).toEqual([5, 2, 3, 10, ...KENNEL_CLEAN, 1]);
    expect(await pendingIds('limit=2')).toEqual([5, 2]);
  });

  it('refuses a limit out of range with 400 validation_failed', async () => {
    const response = await get('super-admin/events/pending/?limit=0', await adminToken());
    expect(response.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['limit']);
  });
});

describe('GET /api/super-admin/events/statistics/', () => {
  it('counts every event by status, as the store holds them', async () => {
    const statistics = await statisticsOf();

    expect(statistics).toEqual({ total: 18, counts: { draft: 1, pending: 8, approved: 2, rejected: 1, published: 6 } });
    const counts = emptyStatusCounts();
    for (const event of store.events) counts[event.status] += 1;
    expect(statistics.counts).toEqual(counts);
  });

  it('counts what a search finds, as the list does, and follows the decisions', async () => {
    const paws = { total: 8, counts: { ...emptyStatusCounts(), pending: 7, approved: 1 } };
    expect(await statisticsOf('search=PAWS')).toEqual(paws);
    expect((await adminList('search=PAWS')).total).toBe('8');

    await decided('approve', 10, {});

    expect(await statisticsOf('search=PAWS')).toEqual({ total: 8, counts: { ...paws.counts, pending: 6, approved: 2 } });
  });
});

describe("GET /api/super-admin/ngos/ figures", () => {
  const xpOf = (eventId: number) => store.events.find((event) => event.id === eventId)!.event_xp;

  it("adds each NGO's events by status and what its public events need, draw and award", async () => {
    // An application to a pending event: not yet one of the public events' volunteers.
    store.applications.push({ id: 99, event_id: 2, volunteer_id: 9, status: 'applied', application_date: '2026-11-16T10:00:00Z' });
    // Attendance marked on event 3: one volunteer's, and one of an account that is gone (no XP given).
    store.applications.push({ id: 100, event_id: 3, volunteer_id: 6, status: 'completed', application_date: '2026-11-16T10:00:00Z' });
    store.applications.push({ id: 101, event_id: 3, volunteer_id: null, status: 'completed', application_date: '2026-11-16T10:00:00Z' });

    const ngos = await ngoOverviews();

    expect(ngos.map((ngo) => ngo.id)).toEqual([PENDING_NGO_ID, PAWS_OF_SAVINJA_NGO_ID, GREEN_VALLEY_NGO_ID, SUSPENDED_NGO_ID]);
    expect(figuresOf(ngos, GREEN_VALLEY_NGO_ID)).toEqual({
      events: { draft: 1, pending: 1, approved: 1, rejected: 1, published: 6 },
      volunteers_needed: 8 + 20 + 4 * 4 + 6, // events 3, 5, the reading club's four dates and the ended leaf raking
      volunteers_applied: 17 + 2, // the demo's, and the two attended above
      xp_offered: 10 + 50 + 4 * 20 + 20,
      // The demo's attended applications (event 6 and the ended leaf raking), and the two above.
      volunteers_completed: 2 + 2,
      xp_awarded: xpOf(6) + xpOf(ENDED_EVENT_ID) + xpOf(3),
    });
    expect(figuresOf(ngos, PAWS_OF_SAVINJA_NGO_ID)).toEqual({
      events: { ...emptyStatusCounts(), pending: 1 + KENNEL_CLEAN.length, approved: 1 },
      volunteers_needed: 6, // the pending events (the monthly series too) are not public yet
      volunteers_applied: 8, // the full Shelter Open Day's
      xp_offered: 25,
      volunteers_completed: 1, // Ana's, not rated yet
      xp_awarded: xpOf(FULL_EVENT_ID),
    });
    expect(figuresOf(ngos, PENDING_NGO_ID)).toEqual({ events: emptyStatusCounts(), volunteers_needed: 0, volunteers_applied: 0, xp_offered: 0, volunteers_completed: 0, xp_awarded: 0 });
    expect(figuresOf(ngos, SUSPENDED_NGO_ID)).toEqual({ events: emptyStatusCounts(), volunteers_needed: 0, volunteers_applied: 0, xp_offered: 0, volunteers_completed: 0, xp_awarded: 0 });
  });

  it('counts an event among the public ones once it is approved', async () => {
    store.applications.push({ id: 99, event_id: 10, volunteer_id: 6, status: 'applied', application_date: '2026-11-22T10:00:00Z' });

    await decided('approve', 10, {});

    expect(figuresOf(await ngoOverviews(), PAWS_OF_SAVINJA_NGO_ID)).toEqual({
      events: { ...emptyStatusCounts(), pending: KENNEL_CLEAN.length, approved: 2 },
      volunteers_needed: 6 + 3,
      volunteers_applied: 8 + 1,
      xp_offered: 25 + 10,
      volunteers_completed: 1,
      xp_awarded: xpOf(FULL_EVENT_ID),
    });
  });
});

// ---------------------------------------------------------------------------------------------

async function adminList(query: string): Promise<{ ids: number[]; total: string | null }> {
  const response = await get(`super-admin/events/?${query}`, await adminToken());
  expect(response.status).toBe(200);
  const ids = eventListSchema.parse(await response.json()).map((event) => event.id);
  return { ids, total: response.headers.get(TOTAL_COUNT_HEADER) };
}

async function pendingIds(query = ''): Promise<number[]> {
  const response = await get(`super-admin/events/pending/?${query}`, await adminToken());
  expect(response.status).toBe(200);
  return eventListSchema.parse(await response.json()).map((event) => event.id);
}

async function statisticsOf(query = ''): Promise<EventStatistics> {
  const response = await get(`super-admin/events/statistics/?${query}`, await adminToken());
  expect(response.status).toBe(200);
  return eventStatisticsSchema.parse(await response.json());
}

async function ngoOverviews() {
  const response = await get('super-admin/ngos/', await adminToken());
  expect(response.status).toBe(200);
  return adminNgoOverviewSchema.array().parse(await response.json());
}

function figuresOf(ngos: Array<{ id: number; figures: unknown }>, id: number): unknown {
  return ngos.find((ngo) => ngo.id === id)?.figures;
}
