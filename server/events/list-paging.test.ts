import { beforeAll, describe, expect, it } from 'vitest';
import { eventListSchema, type Event } from '@/contract/events';
import { eventPageSchema } from '@/contract/eventList';
import { NGO_EVENTS_MAX_PAGE_SIZE, NGO_EVENTS_PAGE_SIZE } from '@/contract/limits';
import { approvedNgo, bearer, createAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent } from '@/server/test/events';

// Issue 13: the NGO's list pages and filters on the server; SPEC §7's plain call is unchanged.

describe.each(testDatabases)("the NGO's events list, paged and filtered, on $name", (database) => {
  const t = useTestApp(database);
  let ngo: Awaited<ReturnType<typeof approvedNgo>>;
  let other: Awaited<ReturnType<typeof approvedNgo>>;
  /** Every event of the NGO as the plain call answers them: by start, then id. */
  let whole: Event[];

  beforeAll(async () => {
    const admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin);
    other = await approvedNgo(t.app, admin);
    // A weekly series of 10 Saturdays (the original and 9 occurrences) and four single events.
    await createEvent(t.app, ngo, {
      eventName: 'Reading Club',
      startDate: '2030-06-01 09:00:00Z',
      endDate: '2030-06-01 11:00:00Z',
      recurrence_type: 'weekly',
      recurrence_end_date: '2030-08-03',
    });
    await createEvent(t.app, ngo, { eventName: 'River clean-up', startDate: '2030-05-04 08:00:00Z', endDate: '2030-05-04 12:00:00Z' });
    await createEvent(t.app, ngo, { eventName: 'Čistilna akcija', startDate: '2030-05-10 22:00:00Z', endDate: '2030-05-11 02:00:00Z' });
    await createEvent(t.app, ngo, { eventName: '100% Recycled Fair', startDate: '2030-05-11 07:00:00Z', endDate: '2030-05-11 09:00:00Z' });
    await createEvent(t.app, ngo, { eventName: 'Book swap', startDate: '2030-05-20 16:00:00Z', endDate: '2030-05-20 18:00:00Z' });
    await createEvent(t.app, other, { eventName: 'Reading Club elsewhere' });
    whole = eventListSchema.parse((await list(ngo)).json());
  });

  const list = (caller: { access: string; ngo_id: number }, query = '', ngoId = caller.ngo_id) =>
    t.app.inject({ url: `/api/events/organizers/${ngoId}/manage/${query}`, headers: bearer(caller.access) });
  const page = async (query: string) => {
    const response = await list(ngo, query);
    expect(response.statusCode, response.body).toBe(200);
    return eventPageSchema.parse(response.json());
  };
  const names = (events: Event[]) => events.map((event) => event.eventName);

  it('answers the plain call with the whole array by start date, then id, as SPEC §7 says', async () => {
    expect(whole).toHaveLength(14);
    const starts = whole.map((event) => event.startDate!);
    expect(starts).toEqual([...starts].sort());
    expect(whole.every((event) => event.organized_by === ngo.ngo_id)).toBe(true);
  });

  it('answers one page with how many events there are in all, in the same order', async () => {
    const first = await page('?page=1&page_size=5');
    expect(first.count).toBe(14);
    expect(first.results).toEqual(whole.slice(0, 5));
    const second = await page('?page=2&page_size=5');
    expect(second).toEqual({ count: 14, results: whole.slice(5, 10) });
  });

  it('answers a short last page, and an empty one past the end that still counts the events', async () => {
    expect(await page('?page=3&page_size=5')).toEqual({ count: 14, results: whole.slice(10) });
    expect(await page('?page=4&page_size=5')).toEqual({ count: 14, results: [] });
    expect(await page('?page=9999')).toEqual({ count: 14, results: [] });
  });

  it(`pages by ${NGO_EVENTS_PAGE_SIZE} when only the page is given, and from the first page when only its size is`, async () => {
    expect(await page('?page=1')).toEqual({ count: 14, results: whole.slice(0, NGO_EVENTS_PAGE_SIZE) });
    expect(await page('?page_size=3')).toEqual({ count: 14, results: whole.slice(0, 3) });
  });

  it('finds the names that start with the search, ignoring case and surrounding spaces, never inside a name', async () => {
    const reading = await page('?page=1&page_size=4&search=%20%20rEAD%20');
    expect(reading.count).toBe(10);
    expect(names(reading.results)).toEqual(Array(4).fill('Reading Club'));
    expect((await page('?page=1&search=club')).count).toBe(0);
    expect(names((await page('?page=1&search=%C4%8Distil')).results)).toEqual(['Čistilna akcija']);
  });

  it('searches % and _ as themselves', async () => {
    expect(names((await page('?page=1&search=100%25')).results)).toEqual(['100% Recycled Fair']);
    expect((await page('?page=1&search=1_0')).count).toBe(0);
    expect((await page('?page=1&search=%25')).count).toBe(0);
  });

  it('keeps the events starting at or after the start instant: the start of the reader’s day', async () => {
    // 11 May in Ljubljana (UTC+2 in summer) starts at 22:00 UTC on 10 May: the evening clean-up counts.
    const fromLocalDay = await page('?page=1&page_size=100&start_from=2030-05-10T22:00:00Z');
    expect(names(fromLocalDay.results)).toEqual(names(whole.filter((event) => event.startDate! >= '2030-05-10T22:00:00Z')));
    expect(names(fromLocalDay.results).slice(0, 2)).toEqual(['Čistilna akcija', '100% Recycled Fair']);
    // The same instant written with its offset.
    expect(await page('?page=1&page_size=100&start_from=2030-05-11T00:00:00%2B02:00')).toEqual(fromLocalDay);
    const fromUtcDay = await page('?page=1&page_size=100&start_from=2030-05-11T00:00:00Z');
    expect(names(fromUtcDay.results)[0]).toBe('100% Recycled Fair');
  });

  it('applies both filters together, and filters the array when no page is asked for', async () => {
    const both = await page('?page=1&search=reading&start_from=2030-07-01T00:00:00Z');
    expect(both.count).toBe(5);
    const filtered = await list(ngo, '?search=reading&start_from=2030-07-01T00:00:00Z');
    expect(filtered.statusCode).toBe(200);
    expect(eventListSchema.parse(filtered.json())).toEqual(both.results);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    [`?page_size=${NGO_EVENTS_MAX_PAGE_SIZE + 1}`, 'page_size'],
    ['?page_size=0', 'page_size'],
    ['?start_from=2030-05-11', 'start_from'],
    ['?start_from=yesterday', 'start_from'],
    ['?search=a%09b', 'search'],
  ])('refuses %s with 400 validation_failed naming %s', async (query, field) => {
    const response = await list(ngo, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: expect.any(Array) } });
  });

  it("answers another NGO's list 404, paged or not, like an unknown one", async () => {
    for (const query of ['', '?page=1', '?page=1&search=reading']) {
      const response = await list(other, query, ngo.ngo_id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'event_not_found' });
    }
  });
});
