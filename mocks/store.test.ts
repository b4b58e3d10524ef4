import { describe, expect, it } from 'vitest';
import { TEAMS, hasValidCoordinates } from '@/contract/events';
import { isCalendarDate } from '@/contract/dates';
import { occurrenceStarts } from '@/contract/recurrence';
import { APPLICATION_STATUSES } from '@/contract/applicationStatus';
import { DEMO_WORLD_DAY } from '@/demo/world';
import { ENDED_EVENT_ID, FULL_EVENT_ID, GREEN_VALLEY_NGO_ID, PAWS_OF_SAVINJA_NGO_ID } from './demoData';
import { expireAccessTokens, nextId, nextUserId, resetStore, store } from './store';

describe('mock store', () => {
  it('holds the demo NGOs: Green Valley Volunteers and Paws of Savinja approved, one waiting for approval, one suspended', () => {
    expect(store.ngos.map((ngo) => [ngo.organization_name, ngo.status])).toEqual([
      ['Green Valley Volunteers', 'approved'],
      ['Harbour Light Foundation', 'pending'],
      ['Paws of Savinja', 'approved'],
      ['Celje Community Choir', 'suspended'],
    ]);
    expect(store.accounts.filter((account) => account.user_type === 'super_admin')).toHaveLength(1);
  });

  it('has an event in every status, a rejection reason, and a weekly series with instances', () => {
    expect(new Set(store.events.map((event) => event.status))).toEqual(
      new Set(['draft', 'pending', 'approved', 'rejected', 'published']),
    );
    expect(store.events.find((event) => event.status === 'rejected')?.rejection_reason).toBeTruthy();
    const series = store.events.find((event) => event.recurrence_type === 'weekly');
    const instances = store.events.filter((event) => event.parent_event === series?.id);
    expect(instances.length).toBeGreaterThan(0);
    expect(instances.every((event) => event.is_recurring_instance)).toBe(true);
  });

  it.each([
    ['weekly', 6, [7, 8, 9]],
    ['monthly', 12, [13, 14, 15, 16, 17]],
  ])("holds the %s series' occurrences exactly as the contract dates them", (type, parentId, occurrenceIds) => {
    const parent = store.events.find((event) => event.id === parentId)!;
    expect(parent.recurrence_type).toBe(type);
    expect(isCalendarDate(parent.recurrence_end_date!)).toBe(true);
    const { starts } = occurrenceStarts(
      {
        start: new Date(parent.startDate),
        type: parent.recurrence_type,
        interval: parent.recurrence_interval,
        endDate: parent.recurrence_end_date,
        timeZone: parent.time_zone,
      },
      Infinity,
    );
    const occurrences = store.events.filter((event) => event.parent_event === parent.id);
    expect(occurrences.map((event) => Date.parse(event.startDate))).toEqual(starts.map((start) => start.getTime()));
    expect(occurrences.map((event) => event.id)).toEqual(occurrenceIds);
  });

  it("has the contract's 13 teams, and events only of teams that exist", () => {
    expect(store.teams.map(({ code, name }) => ({ code, name }))).toEqual(TEAMS);
    const teamIds = new Set(store.teams.map((team) => team.id));
    expect(store.events.every((event) => event.focus_teams.every((id) => teamIds.has(id)))).toBe(true);
  });

  it('refers only to events and volunteers that exist', () => {
    const eventIds = new Set(store.events.map((event) => event.id));
    const volunteerIds = new Set(store.volunteers.map((volunteer) => volunteer.id));
    for (const application of store.applications) {
      expect(eventIds.has(application.event_id)).toBe(true);
      if (application.volunteer_id !== null) expect(volunteerIds.has(application.volunteer_id)).toBe(true);
    }
  });

  it("holds applications for several pages of 5 on Green Valley's events, in every status, with the fallbacks and an ended event", () => {
    const greenValleyEvents = new Set(store.events.filter((event) => event.organized_by === GREEN_VALLEY_NGO_ID).map((event) => event.id));
    const applications = store.applications.filter((application) => greenValleyEvents.has(application.event_id));
    expect(applications.length).toBeGreaterThanOrEqual(14);
    expect(new Set(applications.map((application) => application.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(new Set(applications.map((application) => application.event_id)).size).toBeGreaterThan(2);
    expect(applications.some((application) => application.volunteer_id === null)).toBe(true);
    expect(store.volunteers.some((volunteer) => volunteer.email === null)).toBe(true);

    const ended = store.events.find((event) => event.id === ENDED_EVENT_ID)!;
    expect(ended).toMatchObject({ organized_by: GREEN_VALLEY_NGO_ID, status: 'published' });
    expect(Date.parse(ended.endDate)).toBeLessThan(Date.parse(DEMO_WORLD_DAY));
    expect(applications.filter((application) => application.event_id === ENDED_EVENT_ID && application.status === 'accepted').length).toBeGreaterThan(0);
  });

  it("shows the volunteers' side at first look: Ana's applications, a full event, a rating to give, events on the map", () => {
    const ana = store.volunteers.find((volunteer) => volunteer.email === 'ana.novak@example.org')!;
    const own = store.applications.filter((application) => application.volunteer_id === ana.id);
    expect(new Set(own.map((application) => application.status))).toEqual(new Set(['accepted', 'completed']));
    // A completed one with its XP that Ana has not rated yet.
    const unrated = own.filter((application) => application.status === 'completed' && !store.ratings.some((rating) => rating.application_id === application.id));
    expect(unrated.map((application) => application.awarded_xp)).toEqual([store.events.find((event) => event.id === unrated[0]?.event_id)?.event_xp]);

    // Full by its accepted volunteers alone, so the NGO's dashboard (accepted only) and the public page agree.
    const full = store.events.find((event) => event.id === FULL_EVENT_ID)!;
    const accepted = store.applications.filter((application) => application.event_id === full.id && application.status === 'accepted');
    expect(accepted).toHaveLength(full.people_needed);
    expect(full).toMatchObject({ status: 'approved', organized_by: PAWS_OF_SAVINJA_NGO_ID });

    expect(store.events.every((event) => hasValidCoordinates(event.location.latitude, event.location.longitude))).toBe(true);
    // Every completed application carries the XP of its event, as attendance gives it.
    for (const application of store.applications.filter((candidate) => candidate.status === 'completed')) {
      expect(application.awarded_xp).toBe(store.events.find((event) => event.id === application.event_id)!.event_xp);
    }
  });

  it('gives volunteers user ids after the accounts, as the server does', () => {
    const accountIds = store.accounts.map((account) => account.id);
    expect(Math.min(...store.volunteers.map((volunteer) => volunteer.id))).toBeGreaterThan(Math.max(...accountIds));
    expect(nextUserId()).toBe(Math.max(...store.volunteers.map((volunteer) => volunteer.id)) + 1);
  });

  it('goes back to the demo data on resetStore, keeping the same object for the handlers', () => {
    const sameStore = store;
    store.events.splice(0, store.events.length);
    store.ngos[0]!.organization_name = 'Renamed';

    resetStore();

    expect(store).toBe(sameStore);
    expect(store.events.length).toBeGreaterThan(5);
    expect(store.ngos[0]!.organization_name).toBe('Green Valley Volunteers');
  });

  it('signs everybody out and forgets rate-limit counts on resetStore', () => {
    store.tokens.push({ token: 'mock-access.2.1', kind: 'access', user_id: 2, family: 'family-1', expires_at: Date.now() + 60_000, used: false, revoked: false });
    store.attempts['ngo:green@example.org'] = { window_start: Date.now(), count: 11 };

    resetStore();

    expect(store.tokens).toEqual([]);
    expect(store.attempts).toEqual({});
  });

  it('expires every access token on expireAccessTokens, leaving refresh tokens alone', () => {
    const later = Date.now() + 60_000;
    store.tokens.push(
      { token: 'mock-access.2.1', kind: 'access', user_id: 2, family: 'family-1', expires_at: later, used: false, revoked: false },
      { token: 'mock-refresh.2.2', kind: 'refresh', user_id: 2, family: 'family-1', expires_at: later, used: false, revoked: false },
    );

    expireAccessTokens();

    expect(store.tokens.map((token) => token.expires_at <= Date.now())).toEqual([true, false]);
  });

  it('gives the next free id', () => {
    expect(nextId(store.events)).toBe(Math.max(...store.events.map((event) => event.id)) + 1);
    expect(nextId([])).toBe(1);
  });
});
