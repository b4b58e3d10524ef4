import { GREEN_VALLEY_NGO_ID } from '@/mocks/demoData';
import { store, type MockApplication, type MockEvent } from '@/mocks/store';

// A known world for the NGO dashboard's tests (the mock handler's and the screen's): Green Valley's
// events and every application replaced by the test's own, dated from today, so the figures follow
// neither the demo's calendar nor its applications.

const DAY = 86_400_000;
let nextEventId = 100;
let nextApplicationId = 1000;

/** One of Green Valley's events starting `days` from now (negative: in the past), four hours long, needing 3 people. */
export function ownEvent(status: MockEvent['status'], days: number, changes: Partial<MockEvent> = {}): MockEvent {
  const start = Date.now() + days * DAY;
  const template = store.events.find((event) => event.organized_by === GREEN_VALLEY_NGO_ID)!;
  return {
    ...template,
    id: nextEventId++,
    eventName: `${status} in ${days} days`,
    status,
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 4 * 3_600_000).toISOString(),
    people_needed: 3,
    recurrence_type: 'none',
    recurrence_end_date: null,
    is_recurring_instance: false,
    parent_event: null,
    organized_by: GREEN_VALLEY_NGO_ID,
    ...changes,
  };
}

/** Applications to the event with these statuses, by the demo's volunteers in turn. */
export function applicationsTo(event: MockEvent, ...statuses: MockApplication['status'][]): MockApplication[] {
  return statuses.map((status, index) => ({
    id: nextApplicationId++,
    event_id: event.id,
    volunteer_id: (index % store.volunteers.length) + 1,
    status,
    application_date: '2026-11-20T10:00:00Z',
  }));
}

/** Green Valley's events and every application replaced by these (the store goes back to the demo after each test). */
export function dashboardWorld(events: MockEvent[], ...applicationLists: MockApplication[][]): void {
  store.events = [...store.events.filter((event) => event.organized_by !== GREEN_VALLEY_NGO_ID), ...events];
  store.applications = applicationLists.flat();
}
