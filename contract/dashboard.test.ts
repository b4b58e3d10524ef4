import { describe, expect, it } from 'vitest';
import { DASHBOARD_LIST_LENGTH, ngoDashboardOf, type DashboardApplicationFacts, type DashboardEventFacts } from './dashboard';

// Issue 14, point 7: the dashboard's rules as the mock API applies them (the server counts the same in SQL).

const now = new Date('2030-05-10T10:00:00Z');
let nextId = 1;
function event(status: DashboardEventFacts['status'], day: number, changes: Partial<DashboardEventFacts> = {}): DashboardEventFacts {
  const date = `2030-05-${String(day).padStart(2, '0')}`;
  return { id: nextId++, eventName: `${status} ${day}`, status, startDate: `${date}T08:00:00Z`, endDate: `${date}T12:00:00Z`, people_needed: 4, ...changes };
}
const applied = (eventId: number, ...statuses: DashboardApplicationFacts['status'][]) => statuses.map((status) => ({ event_id: eventId, status }));

describe('ngoDashboardOf', () => {
  it("counts the applications waiting for a decision on the NGO's own events only", () => {
    const own = event('published', 20);
    const past = event('approved', 2);
    const applications = [...applied(own.id, 'applied', 'accepted', 'applied'), ...applied(past.id, 'applied', 'waitlisted'), ...applied(999, 'applied')];
    expect(ngoDashboardOf([own, past], applications, now).applications_waiting).toBe(3);
  });

  it('lists rejected events before pending ones, each by start date, and counts them all', () => {
    const events = [event('pending', 12), event('rejected', 25), event('pending', 11), event('rejected', 14), event('draft', 1), event('pending', 13), event('pending', 30)];
    const summary = ngoDashboardOf(events, [], now);
    expect(summary).toMatchObject({ events_rejected: 2, events_pending: 4 });
    expect(summary.attention_events.map((listed) => listed.eventName)).toEqual(['rejected 14', 'rejected 25', 'pending 11', 'pending 12', 'pending 13']);
    expect(summary.attention_events).toHaveLength(DASHBOARD_LIST_LENGTH);
  });

  it('lists approved or published events that have not ended and still need people, soonest first, with places left', () => {
    const later = event('published', 20, { people_needed: 3 });
    const underWay = event('approved', 10, { startDate: '2030-05-10T08:00:00Z', endDate: '2030-05-10T12:00:00Z' });
    const full = event('published', 15, { people_needed: 1 });
    const ended = event('published', 9);
    const nobodyNeeded = event('approved', 16, { people_needed: 0 });
    const pending = event('pending', 17);
    const applications = [...applied(later.id, 'accepted', 'applied', 'waitlisted'), ...applied(full.id, 'accepted')];

    expect(ngoDashboardOf([later, underWay, full, ended, nobodyNeeded, pending], applications, now).upcoming_events).toEqual([
      { id: underWay.id, eventName: 'approved 10', startDate: underWay.startDate, people_needed: 4, accepted: 0, places_left: 4 },
      { id: later.id, eventName: 'published 20', startDate: later.startDate, people_needed: 3, accepted: 1, places_left: 2 },
    ]);
  });

  it(`keeps the first ${DASHBOARD_LIST_LENGTH} upcoming events`, () => {
    const events = [25, 21, 22, 23, 24, 20].map((day) => event('approved', day));
    expect(ngoDashboardOf(events, [], now).upcoming_events.map((listed) => listed.eventName)).toEqual(
      ['approved 20', 'approved 21', 'approved 22', 'approved 23', 'approved 24'],
    );
  });
});
