import { describe, expect, it } from 'vitest';
import { RECURRENCE_MAX_INSTANCES, isValidTimeZone, localDateOf, occurrenceStarts, type Recurrence } from './recurrence';

const series = (overrides: Partial<Recurrence>): Recurrence => ({
  start: new Date('2027-01-04T09:00:00Z'),
  type: 'weekly',
  interval: 1,
  endDate: null,
  timeZone: 'UTC',
  ...overrides,
});
const starts = (recurrence: Recurrence, limit = Infinity) =>
  occurrenceStarts(recurrence, limit).starts.map((date) => date.toISOString().replace('.000Z', 'Z'));

describe('occurrenceStarts', () => {
  it('steps daily, weekly, monthly and yearly times the interval, up to and including the end date', () => {
    const start = new Date('2027-01-04T09:00:00Z');
    expect(starts(series({ start, type: 'daily', interval: 3, endDate: '2027-01-13' }))).toEqual([
      '2027-01-07T09:00:00Z',
      '2027-01-10T09:00:00Z',
      '2027-01-13T09:00:00Z',
    ]);
    expect(starts(series({ start, type: 'weekly', interval: 2, endDate: '2027-02-14' }))).toEqual([
      '2027-01-18T09:00:00Z',
      '2027-02-01T09:00:00Z',
    ]);
    expect(starts(series({ start, type: 'monthly', interval: 2, endDate: '2027-07-04' }))).toEqual([
      '2027-03-04T09:00:00Z',
      '2027-05-04T09:00:00Z',
      '2027-07-04T09:00:00Z',
    ]);
    expect(starts(series({ start, type: 'yearly', interval: 1, endDate: '2029-12-31' }))).toEqual([
      '2028-01-04T09:00:00Z',
      '2029-01-04T09:00:00Z',
    ]);
  });

  it('puts a series on the 31st on the last day of shorter months and back on the 31st after', () => {
    const start = new Date('2027-01-31T18:00:00Z');
    expect(starts(series({ start, type: 'monthly', endDate: '2027-05-31' }))).toEqual([
      '2027-02-28T18:00:00Z',
      '2027-03-31T18:00:00Z',
      '2027-04-30T18:00:00Z',
      '2027-05-31T18:00:00Z',
    ]);
    // A leap year's February ends on the 29th.
    expect(starts(series({ start: new Date('2028-01-31T18:00:00Z'), type: 'monthly' }), 1)).toEqual(['2028-02-29T18:00:00Z']);
  });

  it('puts a yearly series on 29 February on 28 February in common years and on the 29th in leap years', () => {
    const start = new Date('2028-02-29T10:00:00Z');
    expect(starts(series({ start, type: 'yearly', endDate: '2032-12-31' }))).toEqual([
      '2029-02-28T10:00:00Z',
      '2030-02-28T10:00:00Z',
      '2031-02-28T10:00:00Z',
      '2032-02-29T10:00:00Z',
    ]);
  });

  it('keeps the local time of day across a daylight-saving change', () => {
    // 18:00 in Ljubljana is 16:00 UTC in summer time and 17:00 UTC after 25 October 2026.
    const start = new Date('2026-10-17T16:00:00Z');
    const recurrence = series({ start, type: 'weekly', endDate: '2026-11-07', timeZone: 'Europe/Ljubljana' });
    expect(starts(recurrence)).toEqual(['2026-10-24T16:00:00Z', '2026-10-31T17:00:00Z', '2026-11-07T17:00:00Z']);
  });

  it('reads the end date as a day in the series time zone', () => {
    // 23:30 UTC on 31 January is already 1 February in Ljubljana: past an end date of 31 January.
    const start = new Date('2027-01-24T23:30:00Z');
    expect(starts(series({ start, endDate: '2027-01-31', timeZone: 'Europe/Ljubljana' }))).toEqual([]);
    expect(starts(series({ start, endDate: '2027-01-31', timeZone: 'UTC' }))).toEqual(['2027-01-31T23:30:00Z']);
  });

  it('creates the next 12 months of occurrences when the end date is empty', () => {
    expect(starts(series({ type: 'monthly' }))).toHaveLength(12);
    expect(starts(series({ type: 'weekly' }))).toHaveLength(52);
    expect(starts(series({ type: 'yearly' }))).toEqual(['2028-01-04T09:00:00Z']);
    // A daily series over a leap year is the largest an indefinite series gets.
    const leapYear = occurrenceStarts(series({ start: new Date('2028-01-01T09:00:00Z'), type: 'daily' }), Infinity);
    expect(leapYear).toEqual({ starts: expect.any(Array), overCap: false });
    expect(leapYear.starts).toHaveLength(RECURRENCE_MAX_INSTANCES);
  });

  it('says when an end date lies beyond the largest series instead of cutting it short silently', () => {
    const twoYears = occurrenceStarts(series({ type: 'daily', endDate: '2029-01-04' }), Infinity);
    expect(twoYears.overCap).toBe(true);
    expect(occurrenceStarts(series({ type: 'daily', endDate: '2028-01-04' }), Infinity).overCap).toBe(false);
  });

  it('stops at the limit and creates nothing for a one-off event or a broken interval', () => {
    expect(starts(series({ type: 'daily' }), 10)).toHaveLength(10);
    expect(starts(series({ type: 'none', endDate: '2030-01-01' }))).toEqual([]);
    expect(starts(series({ interval: 0 }))).toEqual([]);
    expect(starts(series({ interval: 1.5 }))).toEqual([]);
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    expect(isValidTimeZone('Europe/Ljubljana')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('gives the local calendar day of an instant', () => {
    expect(localDateOf(new Date('2027-01-31T23:30:00Z'), 'Europe/Ljubljana')).toBe('2027-02-01');
    expect(localDateOf(new Date('2027-01-31T23:30:00Z'), 'America/New_York')).toBe('2027-01-31');
  });
});
