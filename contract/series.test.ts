import { describe, expect, it } from 'vitest';
import type { EventStatus } from './events';
import { occurrenceDates, seriesAfterEdit, type OccurrenceDates, type SeriesOccurrence } from './series';

const at = (iso: string) => new Date(iso);
const on = (day: string, hour = '09:00'): OccurrenceDates => ({ startDate: at(`${day}T${hour}:00Z`), endDate: at(`${day}T11:00:00Z`) });
const occurrence = (id: number, day: string, status: EventStatus = 'pending', hour = '09:00'): SeriesOccurrence => ({
  id,
  status,
  startDate: at(`${day}T${hour}:00Z`),
});

describe('occurrenceDates', () => {
  it('gives each occurrence after the first the duration of the original', () => {
    const dates = occurrenceDates(
      { start: at('2027-01-04T09:00:00Z'), type: 'weekly', interval: 1, endDate: '2027-01-18', timeZone: 'UTC' },
      at('2027-01-04T11:30:00Z'),
    );
    expect(dates).toEqual([
      { startDate: at('2027-01-11T09:00:00Z'), endDate: at('2027-01-11T11:30:00Z') },
      { startDate: at('2027-01-18T09:00:00Z'), endDate: at('2027-01-18T11:30:00Z') },
    ]);
  });
});

describe('seriesAfterEdit', () => {
  it('moves editable occurrences on the same local day to the new time, keeping their ids', () => {
    const changes = seriesAfterEdit([occurrence(5, '2027-01-11'), occurrence(6, '2027-01-18', 'rejected')], [on('2027-01-11', '15:00'), on('2027-01-18', '15:00')], 'UTC');
    expect(changes).toEqual({
      moved: [
        { id: 5, ...on('2027-01-11', '15:00') },
        { id: 6, ...on('2027-01-18', '15:00') },
      ],
      added: [],
      removed: [],
    });
  });

  it('leaves reviewed occurrences as they are, adds days without one and removes editable ones on dropped days', () => {
    const current = [occurrence(5, '2027-01-11', 'approved'), occurrence(6, '2027-01-18'), occurrence(7, '2027-01-25', 'published'), occurrence(8, '2027-02-01')];
    const changes = seriesAfterEdit(current, [on('2027-01-11'), on('2027-01-12')], 'UTC');
    expect(changes.moved).toEqual([]);
    expect(changes.added).toEqual([on('2027-01-12')]);
    // The approved one on a kept day stays; the published one on a dropped day stays too.
    expect(changes.removed).toEqual([6, 8]);
  });

  it("matches days in the series' time zone, not in UTC", () => {
    // 23:30 UTC on the 10th is already the 11th in Ljubljana.
    const changes = seriesAfterEdit([occurrence(5, '2027-01-10', 'pending', '23:30')], [on('2027-01-11')], 'Europe/Ljubljana');
    expect(changes.moved.map((moved) => moved.id)).toEqual([5]);
    expect(changes.removed).toEqual([]);
  });

  it('lets the first editable occurrence by id stand for a day holding two, and keeps the reviewed one', () => {
    const current = [occurrence(9, '2027-01-11', 'pending', '18:00'), occurrence(4, '2027-01-11', 'approved'), occurrence(7, '2027-01-11')];
    const changes = seriesAfterEdit(current, [on('2027-01-11', '10:00')], 'UTC');
    expect(changes.moved.map((moved) => moved.id)).toEqual([7]);
    expect(changes.removed).toEqual([9]);
    expect(changes.added).toEqual([]);
  });
});
