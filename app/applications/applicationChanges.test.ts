import { describe, expect, it } from 'vitest';
import type { Application, ApplicationStatus } from '@/contract/applications';
import { allTake, changesFor } from './applicationChanges';

const application = (id: number, status: ApplicationStatus, event_id = 1): Application => ({
  id,
  status,
  status_display: status,
  user: null,
  event_name: 'Autumn Leaf Raking',
  event_id,
  event_start: '2026-11-15T09:00:00+01:00',
  time_zone: 'Europe/Ljubljana',
  application_date: '2026-11-08T08:15:00Z',
  message: '',
});

describe("a row's actions (SPEC §4 and attendance, contract/applicationStatus.ts)", () => {
  it('offers accept and waitlist to an applied application, and no attendance', () => {
    expect(changesFor(application(1, 'applied'), false)).toEqual(['accepted', 'waitlisted']);
  });

  it('offers waitlist and revert to an accepted one before its event, and only attendance once it has ended (issue 33)', () => {
    expect(changesFor(application(1, 'accepted'), false)).toEqual(['waitlisted', 'applied']);
    expect(changesFor(application(1, 'accepted'), true)).toEqual(['attend']);
  });

  it('offers accept and revert to a waitlisted one, nothing once its event has ended, and only undoing the attendance to a completed one', () => {
    expect(changesFor(application(1, 'waitlisted'), false)).toEqual(['accepted', 'applied']);
    expect(changesFor(application(1, 'waitlisted'), true)).toEqual([]);
    expect(changesFor(application(1, 'applied'), true)).toEqual([]);
    expect(changesFor(application(1, 'completed'), true)).toEqual(['undoAttendance']);
  });

  it('offers attendance for a selection only when every row takes it', () => {
    const ended = (eventId: number) => eventId === 1;
    expect(allTake([application(1, 'accepted'), application(2, 'accepted')], 'attend', ended)).toBe(true);
    expect(allTake([application(1, 'accepted'), application(2, 'accepted', 2)], 'attend', ended)).toBe(false);
    expect(allTake([application(1, 'accepted'), application(2, 'waitlisted')], 'attend', ended)).toBe(false);
    expect(allTake([], 'attend', ended)).toBe(false);
  });
});
