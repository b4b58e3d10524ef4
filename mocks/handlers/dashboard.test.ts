import { describe, expect, it } from 'vitest';
import { ngoDashboardSchema } from '@/contract/dashboard';
import { PAWS_OF_SAVINJA_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { applicationsTo, dashboardWorld, ownEvent } from './dashboardTesting';
import { adminToken, get, ngoToken } from './eventsTesting';

// The mock's GET /api/portal/dashboard/ answers like the server's (server/dashboard/), on a known
// world for Green Valley (dashboardTesting.ts).

async function dashboard(token?: string) {
  const response = await get('portal/dashboard/', token ?? (await ngoToken()));
  expect(response.status).toBe(200);
  return ngoDashboardSchema.parse(await response.json());
}

describe('GET /api/portal/dashboard/', () => {
  it('counts the applications waiting for a decision on the NGO’s events only, ended ones too', async () => {
    const soon = ownEvent('published', 3);
    const over = ownEvent('approved', -5);
    const paws = store.events.find((event) => event.organized_by === PAWS_OF_SAVINJA_NGO_ID)!;
    dashboardWorld([soon, over], applicationsTo(soon, 'applied', 'accepted', 'applied'), applicationsTo(over, 'applied', 'completed'), applicationsTo(paws, 'applied'));

    expect((await dashboard()).applications_waiting).toBe(3);
  });

  it('lists rejected events first, then pending ones, each by start date, at most five, and counts them all', async () => {
    const events = [ownEvent('pending', 9), ownEvent('rejected', 20), ownEvent('pending', 4), ownEvent('rejected', 12), ownEvent('draft', 1), ownEvent('pending', 6), ownEvent('pending', 30)];
    dashboardWorld(events);

    const answer = await dashboard();
    expect(answer).toMatchObject({ events_rejected: 2, events_pending: 4 });
    expect(answer.attention_events.map((event) => [event.eventName, event.status])).toEqual([
      ['rejected in 12 days', 'rejected'],
      ['rejected in 20 days', 'rejected'],
      ['pending in 4 days', 'pending'],
      ['pending in 6 days', 'pending'],
      ['pending in 9 days', 'pending'],
    ]);
  });

  it('lists the next approved or published events with places left, soonest first, leaving out ended and full ones', async () => {
    const later = ownEvent('published', 10, { people_needed: 4 });
    const sooner = ownEvent('approved', 2, { people_needed: 2 });
    const full = ownEvent('published', 5, { people_needed: 1 });
    const ended = ownEvent('published', -1);
    const nobodyNeeded = ownEvent('approved', 6, { people_needed: 0 });
    dashboardWorld([later, sooner, full, ended, nobodyNeeded, ownEvent('pending', 1)], applicationsTo(later, 'accepted', 'accepted', 'applied'), applicationsTo(full, 'accepted'));

    expect((await dashboard()).upcoming_events).toEqual([
      { id: sooner.id, eventName: sooner.eventName, startDate: sooner.startDate, people_needed: 2, accepted: 0, places_left: 2 },
      { id: later.id, eventName: later.eventName, startDate: later.startDate, people_needed: 4, accepted: 2, places_left: 2 },
    ]);
  });

  it('refuses a stranger with 401 and the administrator with 403, as the server does', async () => {
    expect((await get('portal/dashboard/')).status).toBe(401);
    const response = await get('portal/dashboard/', await adminToken());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'forbidden' });
  });
});
