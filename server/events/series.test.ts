import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventEnvelopeSchema, eventListSchema } from '@/contract/events';
import { events } from '@/server/db/schema';
import { approvedNgo, bearer, createAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, eventPayload, getEvent, getNgoEvents, occurrencesOf, postEvent, setEventStatus, type Caller } from '@/server/test/events';

/** Starts as the server stores them, in UTC ISO without milliseconds. */
const startsOf = (rows: Array<{ startDate: Date }>) => rows.map((row) => row.startDate.toISOString().replace('.000Z', 'Z'));

describe.each(testDatabases)('recurring events on $name', (database) => {
  const t = useTestApp(database);
  let ngo: Caller & { ngo_id: number };
  beforeAll(async () => {
    ngo = await approvedNgo(t.app, await createAdmin(t.app));
  });

  const update = (id: number, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/events/${id}/update/`, headers: bearer(ngo.access), payload: payload as object });

  it('creates a weekly series with interval 2 up to its end date: copies with their own dates, same duration, teams and status', async () => {
    const parent = await createEvent(t.app, ngo, {
      startDate: '2030-05-04 08:00:00Z',
      endDate: '2030-05-04 12:00:00Z',
      focus_teams_data: [2, 4],
      recurrence_type: 'weekly',
      recurrence_interval: 2,
      recurrence_end_date: '2030-06-29',
    });
    expect(parent).toMatchObject({ recurrence_type: 'weekly', recurrence_interval: 2, recurrence_end_date: '2030-06-29', is_recurring_instance: false, parent_event: null });

    const list = eventListSchema.parse((await getNgoEvents(t.app, ngo, ngo.ngo_id)).json());
    const occurrences = list.filter((event) => event.parent_event === parent.id);
    expect(occurrences.map((event) => [event.startDate, event.endDate])).toEqual([
      ['2030-05-18T08:00:00Z', '2030-05-18T12:00:00Z'],
      ['2030-06-01T08:00:00Z', '2030-06-01T12:00:00Z'],
      ['2030-06-15T08:00:00Z', '2030-06-15T12:00:00Z'],
      ['2030-06-29T08:00:00Z', '2030-06-29T12:00:00Z'],
    ]);
    for (const occurrence of occurrences) {
      expect(occurrence).toMatchObject({
        eventName: parent.eventName,
        status: 'pending',
        submitted_at: parent.submitted_at,
        is_recurring_instance: true,
        recurrence_type: 'none',
        recurrence_interval: 1,
        recurrence_end_date: null,
        focus_teams_data: [2, 4],
        focus_teams: ['Social', 'Educational'],
        organized_by: ngo.ngo_id,
      });
    }
  });

  it('keeps the day of the month: a monthly series on 31 January falls on the last day of shorter months', async () => {
    const parent = await createEvent(t.app, ngo, {
      startDate: '2031-01-31 09:00:00Z',
      endDate: '2031-01-31 10:00:00Z',
      recurrence_type: 'monthly',
      recurrence_end_date: '2031-06-30',
    });
    expect(startsOf(await occurrencesOf(t.app, parent.id))).toEqual([
      '2031-02-28T09:00:00Z',
      '2031-03-31T09:00:00Z',
      '2031-04-30T09:00:00Z',
      '2031-05-31T09:00:00Z',
      '2031-06-30T09:00:00Z',
    ]);
  });

  it('falls on 28 February in common years for a yearly series on 29 February', async () => {
    const parent = await createEvent(t.app, ngo, {
      startDate: '2028-02-29 10:00:00Z',
      endDate: '2028-02-29 11:00:00Z',
      recurrence_type: 'yearly',
      recurrence_end_date: '2032-12-31',
    });
    expect(startsOf(await occurrencesOf(t.app, parent.id))).toEqual([
      '2029-02-28T10:00:00Z',
      '2030-02-28T10:00:00Z',
      '2031-02-28T10:00:00Z',
      '2032-02-29T10:00:00Z',
    ]);
  });

  it('creates the next 12 months of an indefinite daily series', async () => {
    const parent = await createEvent(t.app, ngo, {
      startDate: '2030-05-04 08:00:00Z',
      endDate: '2030-05-04 09:00:00Z',
      recurrence_type: 'daily',
    });
    expect(parent.recurrence_end_date).toBeNull();
    const starts = startsOf(await occurrencesOf(t.app, parent.id));
    expect(starts).toHaveLength(365);
    expect(starts[0]).toBe('2030-05-05T08:00:00Z');
    expect(starts.at(-1)).toBe('2031-05-04T08:00:00Z');
  });

  it('refuses an end date beyond 366 occurrences, and one before the start, and creates nothing', async () => {
    const tooLong = await postEvent(t.app, ngo, eventPayload({ recurrence_type: 'daily', recurrence_end_date: '2031-05-06' }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({
      recurrence_end_date: ['A recurring event can have at most 366 occurrences after the first; choose an earlier end date'],
    });
    const before = await postEvent(t.app, ngo, eventPayload({ recurrence_type: 'weekly', recurrence_end_date: '2030-05-03' }));
    expect(before.json().fields).toEqual({ recurrence_end_date: ['Recurrence end date must not be before the start date'] });
    // 2030-05-04 + 366 days is 2031-05-05: the longest series allowed.
    const longest = await createEvent(t.app, ngo, { recurrence_type: 'daily', recurrence_end_date: '2031-05-05' });
    expect(await occurrencesOf(t.app, longest.id)).toHaveLength(366);
  });

  it('keeps 18:00 local time across the daylight-saving change in Europe/Ljubljana', async () => {
    const parent = await createEvent(t.app, ngo, {
      startDate: '2030-03-16 17:00:00Z', // 18:00 CET
      endDate: '2030-03-16 19:00:00Z',
      recurrence_type: 'weekly',
      recurrence_end_date: '2030-04-13',
      time_zone: 'Europe/Ljubljana',
    });
    const occurrences = await occurrencesOf(t.app, parent.id);
    expect(startsOf(occurrences)).toEqual([
      '2030-03-23T17:00:00Z',
      '2030-03-30T17:00:00Z',
      '2030-04-06T16:00:00Z', // 18:00 CEST, after 31 March
      '2030-04-13T16:00:00Z',
    ]);
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Ljubljana', hour: '2-digit', minute: '2-digit' });
    expect(new Set(occurrences.map((row) => local.format(row.startDate)))).toEqual(new Set(['18:00']));
    expect(occurrences.every((row) => row.endDate.getTime() - row.startDate.getTime() === 2 * 3600 * 1000)).toBe(true);
    expect(occurrences.every((row) => row.timeZone === 'Europe/Ljubljana')).toBe(true);
  });

  it('creates a series in one transaction: when an occurrence cannot be stored, the parent is not stored either', async () => {
    // A database rule that refuses occurrences, standing in for any failure after the parent's insert.
    await t.app.db.execute(sql.raw(`create function refuse_occurrences() returns trigger language plpgsql as $$
      begin raise exception 'occurrences refused for the test'; end $$`));
    await t.app.db.execute(sql.raw(`create trigger refuse_occurrences before insert on events
      for each row when (new.is_recurring_instance) execute function refuse_occurrences()`));
    try {
      const response = await postEvent(t.app, ngo, eventPayload({ eventName: 'Half a series', recurrence_type: 'weekly', recurrence_end_date: '2030-06-01' }));
      expect(response.statusCode).toBe(500);
      const stored = await t.app.db.select({ id: events.id }).from(events).where(sql`${events.eventName} = 'Half a series'`);
      expect(stored).toEqual([]);
    } finally {
      await t.app.db.execute(sql.raw('drop trigger refuse_occurrences on events'));
      await t.app.db.execute(sql.raw('drop function refuse_occurrences()'));
    }
  });

  it('takes the series along when its original is edited: same-day occurrences change in place, reviewed ones stay', async () => {
    const parent = await createEvent(t.app, ngo, {
      startDate: '2030-09-07 08:00:00Z',
      endDate: '2030-09-07 10:00:00Z',
      recurrence_type: 'weekly',
      recurrence_end_date: '2030-09-28',
    });
    const [first, second, third] = await occurrencesOf(t.app, parent.id);
    await setEventStatus(t.app, second!.id, 'approved');
    await setEventStatus(t.app, third!.id, 'rejected', { rejectionReason: 'Wrong meeting point', adminNotes: 'Use the bridge.' });

    const response = await update(
      parent.id,
      eventPayload({
        eventName: 'Autumn clean-up',
        startDate: '2030-09-07 09:00:00Z',
        endDate: '2030-09-07 12:00:00Z',
        focus_teams_data: [1],
        recurrence_type: 'weekly',
        recurrence_end_date: '2030-10-05',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(eventEnvelopeSchema.parse(response.json()).data).toMatchObject({ id: parent.id, eventName: 'Autumn clean-up', recurrence_end_date: '2030-10-05' });

    const occurrences = await occurrencesOf(t.app, parent.id);
    expect(occurrences.map((row) => [row.id, row.startDate.toISOString(), row.eventName, row.status, row.rejectionReason])).toEqual([
      [first!.id, '2030-09-14T09:00:00.000Z', 'Autumn clean-up', 'pending', null], // moved to the new time, same id
      [second!.id, '2030-09-21T08:00:00.000Z', 'River clean-up', 'approved', null], // reviewed: kept as it was, no second one that day
      [third!.id, '2030-09-28T09:00:00.000Z', 'Autumn clean-up', 'rejected', 'Wrong meeting point'], // its review stays
      [expect.any(Number), '2030-10-05T09:00:00.000Z', 'Autumn clean-up', 'pending', null], // a new date of the longer series
    ]);
    expect(occurrences[2]!.adminNotes).toBe('Use the bridge.');
    const moved = (await getEvent(t.app, ngo, first!.id)).json();
    expect(moved).toMatchObject({ focus_teams_data: [1], endDate: '2030-09-14T12:00:00Z', parent_event: parent.id });
  });

  it('removes the editable occurrences past a shortened end date and keeps reviewed ones', async () => {
    const parent = await createEvent(t.app, ngo, { recurrence_type: 'daily', recurrence_end_date: '2030-05-10' });
    const occurrences = await occurrencesOf(t.app, parent.id);
    await setEventStatus(t.app, occurrences.at(-1)!.id, 'published');

    const response = await update(parent.id, eventPayload({ recurrence_type: 'daily', recurrence_end_date: '2030-05-06' }));

    expect(response.statusCode, response.body).toBe(200);
    const after = await occurrencesOf(t.app, parent.id);
    expect(after.map((row) => row.id)).toEqual([...occurrences.slice(0, 2).map((row) => row.id), occurrences.at(-1)!.id]);
  });

  it("keeps a rejected occurrence's id, status, reason, notes and review times when the original's name changes", async () => {
    const parent = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' });
    const before = await occurrencesOf(t.app, parent.id);
    const review = {
      rejectionReason: 'Say where to park.',
      adminNotes: 'Otherwise fine.',
      submittedAt: new Date('2030-01-02T03:04:05Z'),
      reviewedAt: new Date('2030-01-03T04:05:06Z'),
    };
    await setEventStatus(t.app, before[1]!.id, 'rejected', review);

    const response = await update(parent.id, eventPayload({ eventName: 'Riverbank clean-up', recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' }));

    expect(response.statusCode, response.body).toBe(200);
    const after = await occurrencesOf(t.app, parent.id);
    expect(after.map((row) => [row.id, row.eventName, row.status])).toEqual([
      [before[0]!.id, 'Riverbank clean-up', 'pending'],
      [before[1]!.id, 'Riverbank clean-up', 'rejected'],
      [before[2]!.id, 'Riverbank clean-up', 'pending'],
    ]);
    expect(after[1]).toMatchObject({ ...review, startDate: before[1]!.startDate, isRecurringInstance: true, parentEvent: parent.id });
    expect(after.map((row) => row.submittedAt)).toEqual([before[0]!.submittedAt, review.submittedAt, before[2]!.submittedAt]);
    expect((await getEvent(t.app, ngo, before[1]!.id)).json()).toMatchObject({ status: 'rejected', rejection_reason: 'Say where to park.' });
  });

  it("changes in place an occurrence moved onto a reviewed one's day, and leaves the reviewed one as it is", async () => {
    const parent = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' });
    const [first, second, third] = await occurrencesOf(t.app, parent.id);
    // The NGO moves the first occurrence onto the second's day; the second is approved afterwards.
    const moved = await update(first!.id, eventPayload({ startDate: '2030-05-18 14:00:00Z', endDate: '2030-05-18 16:00:00Z' }));
    expect(moved.statusCode, moved.body).toBe(200);
    await setEventStatus(t.app, second!.id, 'approved');

    const response = await update(parent.id, eventPayload({ eventName: 'Spring clean-up', recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' }));

    expect(response.statusCode, response.body).toBe(200);
    const after = (await occurrencesOf(t.app, parent.id)).sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id - b.id);
    expect(after.map((row) => [row.id, row.startDate.toISOString(), row.eventName, row.status])).toEqual([
      [expect.any(Number), '2030-05-11T08:00:00.000Z', 'Spring clean-up', 'pending'], // its day was free: a new one
      [first!.id, '2030-05-18T08:00:00.000Z', 'Spring clean-up', 'pending'], // editable: follows the original
      [second!.id, '2030-05-18T08:00:00.000Z', 'River clean-up', 'approved'], // reviewed: untouched
      [third!.id, '2030-05-25T08:00:00.000Z', 'Spring clean-up', 'pending'],
    ]);
    expect(after[0]!.id).not.toBe(first!.id);
  });

  it('turns a series into a single event: its pending occurrences go', async () => {
    const parent = await createEvent(t.app, ngo, { recurrence_type: 'daily', recurrence_end_date: '2030-05-10' });
    expect(await occurrencesOf(t.app, parent.id)).toHaveLength(6);
    const response = await update(parent.id, eventPayload({ recurrence_type: 'none', recurrence_end_date: '2030-05-10', recurrence_interval: 3 }));
    expect(eventEnvelopeSchema.parse(response.json()).data).toMatchObject({ recurrence_type: 'none', recurrence_interval: 1, recurrence_end_date: null });
    expect(await occurrencesOf(t.app, parent.id)).toEqual([]);
  });

  it('edits one occurrence alone, and it stays a single occurrence of its series', async () => {
    const parent = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' });
    const [first, second, third] = await occurrencesOf(t.app, parent.id);
    const response = await update(
      first!.id,
      // The form may still carry a recurrence, even one that breaks the rules: an occurrence has none.
      eventPayload({
        eventName: 'Only this week',
        startDate: '2030-05-11 10:00:00Z',
        endDate: '2030-05-11 11:00:00Z',
        recurrence_type: 'daily',
        recurrence_interval: 400,
        recurrence_end_date: '2030-01-01',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(eventEnvelopeSchema.parse(response.json()).data).toMatchObject({
      id: first!.id,
      eventName: 'Only this week',
      is_recurring_instance: true,
      parent_event: parent.id,
      recurrence_type: 'none',
    });
    const after = await occurrencesOf(t.app, parent.id);
    expect(after.map((row) => row.id)).toEqual([first!.id, second!.id, third!.id]);
    expect(after.slice(1)).toEqual([second, third]);
    expect((await getEvent(t.app, ngo, parent.id)).json()).toEqual(parent);
  });

  it('submits a parent with its draft and rejected occurrences; reviewed ones keep their status', async () => {
    const parent = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' });
    const [first, second, third] = await occurrencesOf(t.app, parent.id);
    await setEventStatus(t.app, [parent.id, first!.id], 'rejected', { rejectionReason: 'Which bank?' });
    await setEventStatus(t.app, second!.id, 'draft');
    await setEventStatus(t.app, third!.id, 'approved');

    const response = await t.app.inject({ method: 'POST', url: `/api/events/${parent.id}/submit/`, headers: bearer(ngo.access) });
    expect(response.statusCode).toBe(200);
    expect(eventEnvelopeSchema.parse(response.json()).data).toMatchObject({ status: 'pending', rejection_reason: null });
    expect((await occurrencesOf(t.app, parent.id)).map((row) => [row.id, row.status, row.rejectionReason])).toEqual([
      [first!.id, 'pending', null],
      [second!.id, 'pending', null],
      [third!.id, 'approved', null],
    ]);
  });

  it('deletes a parent with its occurrences, but not while one of them is public', async () => {
    const parent = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' });
    const [, second] = await occurrencesOf(t.app, parent.id);
    const remove = () => t.app.inject({ method: 'DELETE', url: `/api/events/${parent.id}/delete/`, headers: bearer(ngo.access) });

    await setEventStatus(t.app, second!.id, 'published');
    expect((await remove()).json()).toMatchObject({ code: 'event_not_deletable' });
    expect(await occurrencesOf(t.app, parent.id)).toHaveLength(3);

    await setEventStatus(t.app, second!.id, 'pending');
    expect((await remove()).statusCode).toBe(204);
    expect(await occurrencesOf(t.app, parent.id)).toEqual([]);
    expect((await getEvent(t.app, ngo, second!.id)).statusCode).toBe(404);
  });

  it.runIf(database.name === 'postgres')('does not delete an occurrence approved while the series is being deleted', async () => {
    const parent = await createEvent(t.app, ngo, { recurrence_type: 'weekly', recurrence_end_date: '2030-05-25' });
    const [, second] = await occurrencesOf(t.app, parent.id);
    const pool = t.app.db.$client as pg.Pool;
    const reviewer = await pool.connect();
    try {
      // The administrator's approval is under way (not committed) when the NGO deletes the series.
      await reviewer.query('begin');
      await reviewer.query(`update events set status = 'approved' where id = $1`, [second!.id]);
      const { rows } = await reviewer.query<{ pid: number }>('select pg_backend_pid() as pid');
      const deleting = t.app.inject({ method: 'DELETE', url: `/api/events/${parent.id}/delete/`, headers: bearer(ngo.access) });
      await blockedBy(pool, rows[0]!.pid);
      await reviewer.query('commit');

      const response = await deleting;
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'event_not_deletable' });
      expect((await occurrencesOf(t.app, parent.id)).map((row) => row.status)).toEqual(['pending', 'approved', 'pending']);
    } finally {
      await reviewer.query('rollback').catch(() => undefined);
      reviewer.release();
    }
  });
});

/** Waits until another connection waits for a lock that the connection `pid` holds. */
async function blockedBy(pool: pg.Pool, pid: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await pool.query<{ waiting: boolean }>(
      'select exists (select 1 from pg_stat_activity where $1 = any (pg_blocking_pids(pid))) as waiting',
      [pid],
    );
    if (rows[0]!.waiting) return;
    if (Date.now() > deadline) throw new Error('the delete never waited for the approval');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
