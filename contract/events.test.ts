import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { EVENT_STATUSES, TEAMS, canAdminApprove, canAdminPublish, canAdminReject, canNgoDelete, canNgoEdit, canNgoSubmit, eventCheck, eventPayloadSchema, eventProblems, hasValidCoordinates, needsVolunteers, recurrencePreview, type EventPayload, type EventStatus } from './events';
import { isCalendarDate, parseEventDate, toWireDate } from './dates';

const validPayload = (overrides: Partial<EventPayload> = {}): EventPayload => ({
  eventName: 'Tree planting',
  eventDescription: 'Plant trees above the park.',
  startDate: '2027-03-20 08:00:00Z',
  endDate: '2027-03-20 13:00:00Z',
  markerType: 1,
  people_needed: 10,
  focus_teams_data: [1],
  competences_data: 'Digging',
  location: { latitude: 46.23, longitude: 15.26, text: 'Mestni park, Celje' },
  ...overrides,
});
const problemsOf = (payload: EventPayload, toggle?: boolean) =>
  eventProblems(eventPayloadSchema.parse(payload), toggle).map((problem) => problem.message);
const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('event status rules (SPEC §4)', () => {
  const allowed = (rule: (status: EventStatus) => boolean) => EVENT_STATUSES.filter(rule);

  it('lets the NGO edit only pending or rejected events', () => {
    expect(allowed(canNgoEdit)).toEqual(['pending', 'rejected']);
  });

  it('lets the NGO submit a draft or a rejected event', () => {
    expect(allowed(canNgoSubmit)).toEqual(['draft', 'rejected']);
  });

  it('keeps approved and published events, which the public sees, from being deleted by the NGO', () => {
    expect(allowed(canNgoDelete)).toEqual(['draft', 'pending', 'rejected']);
  });

  it('lets the administrator approve or reject only pending events and publish only approved ones', () => {
    expect(allowed(canAdminApprove)).toEqual(['pending']);
    expect(allowed(canAdminReject)).toEqual(['pending']);
    expect(allowed(canAdminPublish)).toEqual(['approved']);
  });
});

describe('event form validation (SPEC §5)', () => {
  it('accepts a complete event', () => {
    expect(problemsOf(validPayload())).toEqual([]);
  });

  it('answers the dates it parsed with the problems, and no dates when either is missing or malformed', () => {
    expect(eventCheck(eventPayloadSchema.parse(validPayload())).dates).toEqual({
      startDate: new Date('2027-03-20T08:00:00Z'),
      endDate: new Date('2027-03-20T13:00:00Z'),
    });
    const noEnd = eventCheck(eventPayloadSchema.parse(validPayload({ endDate: '2027-02-30 10:00:00Z' })));
    expect(noEnd.dates).toBeNull();
    expect(noEnd.problems.map((problem) => problem.message)).toEqual(['events.validation.endRequired']);
  });

  it('reports every broken rule of an empty form in the spec order, with the spec texts', () => {
    const keys = problemsOf({});
    expect(keys.map(english)).toEqual([
      'Event name is required',
      'Event description is required',
      'Start date is required',
      'End date is required',
      'Location address is required',
      'Valid latitude and longitude are required',
      'Number of people needed is required',
      'At least one team must be selected',
    ]);
  });

  it('puts "End date must be after start date" right after the dates, also for equal times', () => {
    const keys = problemsOf(validPayload({ endDate: '2027-03-20 08:00:00Z', eventName: ' ', location: { latitude: 46, longitude: 15, text: '' } }));
    expect(keys.map(english)).toEqual([
      'Event name is required',
      'End date must be after start date',
      'Location address is required',
    ]);
  });

  it('treats blank text, impossible dates and unreadable numbers as missing', () => {
    expect(problemsOf(validPayload({ eventDescription: '   ', startDate: '2027-02-30 10:00:00Z' }))).toEqual([
      'events.validation.descriptionRequired',
      'events.validation.startRequired',
    ]);
    expect(problemsOf(validPayload({ location: { latitude: 'north', longitude: '15', text: 'Celje' } }))).toEqual([
      'events.validation.coordinatesRequired',
    ]);
  });

  it('refuses a negative or fractional number of people', () => {
    expect(problemsOf(validPayload({ people_needed: -1 })).map(english)).toEqual(['Number of people needed must be 0 or greater']);
    expect(problemsOf(validPayload({ people_needed: 2.5 }))).toEqual(['events.validation.peopleNeededMin']);
  });

  it('asks for the number of volunteers only when volunteers are needed (SPEC §4)', () => {
    const event = { markerType: 2 as const, people_needed: null };
    expect(problemsOf(validPayload(event), false)).toEqual([]);
    expect(problemsOf(validPayload(event), true)).toEqual(['events.validation.peopleNeededRequired']);
    expect(needsVolunteers(1, false)).toBe(true);
    expect(needsVolunteers(2, false)).toBe(false);
  });

  it('checks the recurrence: interval 1 to 365, a real end date not before the start, a bounded series', () => {
    const weekly = { recurrence_type: 'weekly' as const };
    expect(problemsOf(validPayload({ ...weekly, recurrence_interval: 0 }))).toEqual(['events.validation.intervalRange']);
    expect(problemsOf(validPayload({ ...weekly, recurrence_interval: 366 }))).toEqual(['events.validation.intervalRange']);
    expect(problemsOf(validPayload({ ...weekly, recurrence_interval: 365 }))).toEqual([]);
    expect(problemsOf(validPayload({ ...weekly, recurrence_end_date: '2027-13-01' }))).toEqual([
      'events.validation.recurrenceEndInvalid',
    ]);
    expect(problemsOf(validPayload({ ...weekly, recurrence_end_date: '2027-03-19' }))).toEqual([
      'events.validation.recurrenceEndBeforeStart',
    ]);
    expect(problemsOf(validPayload({ recurrence_type: 'daily', recurrence_end_date: '2029-03-20' }))).toEqual([
      'events.validation.seriesTooLong',
    ]);
    // A one-off event ignores the recurrence fields.
    expect(problemsOf(validPayload({ recurrence_interval: 0, recurrence_end_date: 'soon' }))).toEqual([]);
  });

  it('fills the interval limits into the message values', () => {
    const [problem] = eventProblems(eventPayloadSchema.parse(validPayload({ recurrence_type: 'daily', recurrence_interval: 0 })));
    expect(problem).toEqual({
      field: 'recurrence_interval',
      message: 'events.validation.intervalRange',
      values: { min: 1, max: 365 },
    });
  });

  it('takes (0, 0) and out-of-range values as coordinates not given', () => {
    expect(hasValidCoordinates(0, 0)).toBe(false);
    expect(hasValidCoordinates(0, -78.5)).toBe(true);
    expect(hasValidCoordinates(91, 10)).toBe(false);
    expect(hasValidCoordinates(10, -181)).toBe(false);
    expect(hasValidCoordinates(null, 10)).toBe(false);
  });
});

describe('event payload (SPEC §7)', () => {
  it('coerces focus_teams_data to a list of distinct ids and joins a competences list', () => {
    const input = eventPayloadSchema.parse(validPayload({ focus_teams_data: 3 as never, competences_data: ['First aid', 'Driving'] }));
    expect(input.focus_teams_data).toEqual([3]);
    expect(input.competences_data).toBe('First aid, Driving');
    expect(eventPayloadSchema.parse(validPayload({ focus_teams_data: [2, '5', 2] as never })).focus_teams_data).toEqual([2, 5]);
  });

  it('reads an omitted or empty recurrence end date as indefinite and defaults the interval to 1', () => {
    const input = eventPayloadSchema.parse(validPayload({ recurrence_type: 'weekly', recurrence_end_date: '' }));
    expect(input.recurrence_end_date).toBeNull();
    expect(input.recurrence_interval).toBe(1);
    expect(input.time_zone).toBe('UTC');
  });

  it('accepts form numbers sent as text and leaves an empty number as not given', () => {
    const input = eventPayloadSchema.parse(
      validPayload({ people_needed: '', event_xp: '25', location: { latitude: '46.5', longitude: '15.1', text: 'x' } }),
    );
    expect(input.people_needed).toBeNull();
    expect(input.event_xp).toBe(25);
    expect(input.location).toEqual({ latitude: 46.5, longitude: 15.1, text: 'x' });
  });

  it('refuses image addresses that are not http(s) or on this server, and unknown time zones', () => {
    expect(eventPayloadSchema.safeParse(validPayload({ main_image_url: 'javascript:alert(1)' })).success).toBe(false);
    expect(eventPayloadSchema.safeParse(validPayload({ main_image_url: '//evil.example/x.png' })).success).toBe(false);
    expect(eventPayloadSchema.parse(validPayload({ main_image_url: '/media/2026/11/a.jpg' })).main_image_url).toBe('/media/2026/11/a.jpg');
    expect(eventPayloadSchema.parse(validPayload({ main_image_url: '' })).main_image_url).toBeNull();
    expect(eventPayloadSchema.safeParse(validPayload({ time_zone: 'Mars/Olympus' })).success).toBe(false);
  });

  it('writes dates as YYYY-MM-DD HH:mm:00Z in UTC and reads them back, ISO answers too', () => {
    const wire = toWireDate(new Date('2027-03-20T08:15:42.123Z'));
    expect(wire).toBe('2027-03-20 08:15:00Z');
    expect(parseEventDate(wire)?.toISOString()).toBe('2027-03-20T08:15:00.000Z');
    expect(parseEventDate('2027-03-20T08:15:00Z')?.toISOString()).toBe('2027-03-20T08:15:00.000Z');
    expect(parseEventDate('2027-03-20 08:15')).toBeNull();
    expect(parseEventDate('2027-02-29 08:15:00Z')).toBeNull();
    expect(parseEventDate('2030-13-01 08:15:00Z')).toBeNull();
    expect(parseEventDate('2030-01-01 24:00:00Z')).toBeNull();
    expect(parseEventDate('2030-01-01 10:60:00Z')).toBeNull();
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });

  it('knows the 13 teams of the spec', () => {
    expect(TEAMS).toHaveLength(13);
    expect(new Set(TEAMS.map((team) => team.code)).size).toBe(13);
  });
});

describe('recurrence preview (SPEC §9)', () => {
  const start = new Date('2027-01-04T09:00:00Z');

  it('lists the first date and up to 10 steps after it', () => {
    const dates = recurrencePreview({ start, type: 'daily', interval: 1, endDate: null, timeZone: 'UTC' });
    expect(dates).toHaveLength(11);
    expect(dates[10]?.toISOString()).toBe('2027-01-14T09:00:00.000Z');
  });

  it('steps weekly by 7 days times the interval and stops past the end date', () => {
    const dates = recurrencePreview({ start, type: 'weekly', interval: 2, endDate: '2027-02-10', timeZone: 'UTC' });
    expect(dates.map((date) => date.toISOString().slice(0, 10))).toEqual(['2027-01-04', '2027-01-18', '2027-02-01']);
  });

  it('shows only the event itself when it does not repeat', () => {
    expect(recurrencePreview({ start, type: 'none', interval: 1, endDate: null, timeZone: 'UTC' })).toEqual([start]);
  });
});
