import { TEAMS } from '@/contract/events';
import { occurrenceDates } from '@/contract/series';
import { CELJE_CHOIR, DEMO_ADMIN, DEMO_EVENTS, DEMO_NGOS, GREEN_VALLEY, HARBOUR_LIGHT, PAWS_OF_SAVINJA, type DemoEvent, type DemoNgo } from '@/demo/world';
import { DEMO_CONTACTS, DEMO_SOCIAL_LINKS } from '@/demo/profiles';
import { DEMO_VOLUNTEERS } from '@/demo/volunteers';
import type { VolunteerRegistrationRequest } from '@/contract/volunteers';
import type { MockAccount, MockEvent, MockMail, MockNgo, MockStore, MockVolunteer } from './store';

// Demo data of the mock API (dev:mock, component tests, QA e2e): the demo world of demo/world.ts,
// the same organisations, sign-ins and events `npm run demo` puts in a real database, with the
// dates as written there. Sign in as green@example.org / volunteer123 or paws@example.org /
// shelter123 (NGOs), or admin@example.org / admin12345 (super admin).

export const GREEN_VALLEY_NGO_ID = ngoIdOf(GREEN_VALLEY);
export const PENDING_NGO_ID = ngoIdOf(HARBOUR_LIGHT);
/** A second approved NGO, so the administrator's lists hold more than one organiser. */
export const PAWS_OF_SAVINJA_NGO_ID = ngoIdOf(PAWS_OF_SAVINJA);
/** Suspended by the administrator, its sign-in refused. */
export const SUSPENDED_NGO_ID = ngoIdOf(CELJE_CHOIR);
/**
 * Green Valley's Autumn Leaf Raking, over before the demo's day: attendance can be marked on it.
 * After the world's events (18 while the world holds 17 with occurrences), so none of theirs moves.
 */
export const ENDED_EVENT_ID = mockEvents().length + 1;
/**
 * Issue 17: Paws of Savinja's Shelter Open Day, full (as many accepted volunteers as it needs), so a
 * new application joins the waitlist; Ana's completed application there is not rated yet.
 */
export const FULL_EVENT_ID = mockEvents().findIndex((event) => event.eventName === 'Shelter Open Day') + 1;

export function createDemoData(): MockStore {
  const events = [...mockEvents(), endedEvent()];
  const treePlanting = events.find((event) => event.eventName === 'Tree Planting Saturday')!;
  // A completed application keeps the XP attendance gave: its event's.
  const xpOf = (eventId: number) => events.find((event) => event.id === eventId)!.event_xp;
  return {
    ngos: DEMO_NGOS.map(mockNgo),
    accounts: [
      { id: 1, user_type: 'super_admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: DEMO_ADMIN.name, ngo_id: null, email_notifications: true },
      ...DEMO_NGOS.map(mockAccount),
    ],
    // The people who applied to the demo's events, users after the NGOs' (ids 6 on, as on the real
    // demo); every one signs in with helping123 as Ana and Luka (demo/world.ts DEMO_VOLUNTEERS) do.
    volunteers: [
      { ...mockVolunteer(DEMO_VOLUNTEERS[0]!, 6), total_xp: 340 },
      { ...mockVolunteer(DEMO_VOLUNTEERS[1]!, 7), total_xp: 1210 },
      { id: 8, password: 'helping123', full_name: 'Jane Doe', email: 'jane.doe@example.org', profile_image: null, bio: '', total_xp: 0, birthday: null , uploads: [] },
      { id: 9, password: 'helping123', full_name: 'Eva Krajnc', email: null, profile_image: null, bio: 'Reads to children every Saturday.', total_xp: 75, birthday: '1988-12-30' , uploads: [] },
      // Names a CSV export and the initials must get right: non-Latin letters, a comma and quotes.
      { id: 10, password: 'helping123', full_name: 'Žan Kovač', email: 'zan.kovac@example.org', profile_image: null, bio: 'Scout leader from Šempeter.', total_xp: 150, birthday: '1999-06-21' , uploads: [] },
      { id: 11, password: 'helping123', full_name: 'Łucja Wiśniewska', email: 'lucja.wisniewska@example.org', profile_image: null, bio: 'Erasmus student in Celje.', total_xp: 40, birthday: '2003-02-11' , uploads: [] },
      { id: 12, password: 'helping123', full_name: 'Peter "Pero" Novak, Jr.', email: 'pero.novak@example.org', profile_image: null, bio: '', total_xp: 0, birthday: null , uploads: [] },
      { id: 13, password: 'helping123', full_name: 'Sara Vidmar', email: 'sara.vidmar@example.org', profile_image: null, bio: 'Nurse; happy to help on weekends.', total_xp: 520, birthday: '1990-08-05' , uploads: [] },
      // Issue 18: the one demo volunteer who turned e-mail notifications off.
      { id: 14, password: 'helping123', full_name: 'Marko Petek', email: 'marko.petek@example.org', profile_image: null, bio: 'Retired forester.', total_xp: 260, birthday: '1958-03-14' , uploads: [], email_notifications: false },
    ],
    teams: TEAMS.map((team, index) => ({ id: index + 1, ...team })),
    events,
    applications: [
      { id: 1, event_id: 5, volunteer_id: 6, status: 'accepted', application_date: '2026-11-02T09:14:00Z', message: 'I can bring my own gloves and a spade.' },
      // Issue 33: messages to the NGO, one on two lines and one in Slovenian.
      { id: 2, event_id: 5, volunteer_id: 7, status: 'applied', application_date: '2026-11-05T17:40:00Z', message: 'Hi! I can bring extra gloves.\nIs there parking nearby?' },
      { id: 3, event_id: 5, volunteer_id: 8, status: 'waitlisted', application_date: '2026-11-06T08:03:00Z' },
      { id: 4, event_id: 6, volunteer_id: 9, status: 'accepted', application_date: '2026-11-10T12:30:00Z', message: 'Saturdays are mine anyway.' },
      { id: 5, event_id: 6, volunteer_id: 6, status: 'completed', application_date: '2026-10-28T10:00:00Z', awarded_xp: xpOf(6) },
      { id: 6, event_id: 3, volunteer_id: null, status: 'applied', application_date: '2026-11-12T15:22:00Z' },
      // Enough for several pages of 5 on Green Valley's events, in every status.
      { id: 7, event_id: 5, volunteer_id: 10, status: 'applied', application_date: '2026-11-13T07:45:00Z' },
      { id: 8, event_id: 5, volunteer_id: 11, status: 'accepted', application_date: '2026-11-14T19:10:00Z' },
      { id: 9, event_id: 5, volunteer_id: 12, status: 'applied', application_date: '2026-11-15T11:05:00Z', message: 'Lahko pripeljem še dva prijatelja. Ali potrebujemo svoje lopate?' },
      { id: 10, event_id: 6, volunteer_id: 7, status: 'waitlisted', application_date: '2026-11-16T16:20:00Z' },
      { id: 11, event_id: 7, volunteer_id: 10, status: 'applied', application_date: '2026-11-17T09:30:00Z' },
      { id: 12, event_id: 3, volunteer_id: 13, status: 'accepted', application_date: '2026-11-18T13:00:00Z' },
      { id: 13, event_id: 3, volunteer_id: 9, status: 'applied', application_date: '2026-11-19T10:40:00Z' },
      // The ended Autumn Leaf Raking: accepted volunteers whose attendance can be marked, one already marked.
      { id: 14, event_id: ENDED_EVENT_ID, volunteer_id: 6, status: 'accepted', application_date: '2026-11-08T08:15:00Z' },
      { id: 15, event_id: ENDED_EVENT_ID, volunteer_id: 7, status: 'accepted', application_date: '2026-11-09T18:00:00Z' },
      { id: 16, event_id: ENDED_EVENT_ID, volunteer_id: 14, status: 'completed', application_date: '2026-11-07T12:00:00Z', awarded_xp: xpOf(ENDED_EVENT_ID) },
      { id: 17, event_id: ENDED_EVENT_ID, volunteer_id: 11, status: 'waitlisted', application_date: '2026-11-10T14:25:00Z' },
      // Paws of Savinja's Shelter Open Day: another NGO's application.
      { id: 18, event_id: 11, volunteer_id: 8, status: 'applied', application_date: '2026-11-20T17:55:00Z' },
      // Issue 17: Shelter Open Day is full, its six accepted volunteers as many as it needs (the
      // NGO's dashboard, which counts accepted ones only, agrees), so new applications join the
      // waitlist; Ana's completed one gave her its XP and waits for her rating.
      { id: 19, event_id: FULL_EVENT_ID, volunteer_id: 6, status: 'completed', application_date: '2026-10-30T16:45:00Z', awarded_xp: xpOf(FULL_EVENT_ID) },
      { id: 20, event_id: FULL_EVENT_ID, volunteer_id: 7, status: 'accepted', application_date: '2026-10-31T09:20:00Z' },
      { id: 21, event_id: FULL_EVENT_ID, volunteer_id: 9, status: 'accepted', application_date: '2026-11-02T14:05:00Z' },
      { id: 22, event_id: FULL_EVENT_ID, volunteer_id: 10, status: 'accepted', application_date: '2026-11-04T18:30:00Z' },
      { id: 23, event_id: FULL_EVENT_ID, volunteer_id: 13, status: 'accepted', application_date: '2026-11-06T07:50:00Z' },
      { id: 24, event_id: FULL_EVENT_ID, volunteer_id: 14, status: 'accepted', application_date: '2026-11-09T11:15:00Z' },
      { id: 25, event_id: FULL_EVENT_ID, volunteer_id: 12, status: 'accepted', application_date: '2026-11-12T10:40:00Z' },
    ],
    // Issue 15: the demo world's social links and contacts (demo/profiles.ts), ids in its order.
    social_links: DEMO_SOCIAL_LINKS.map((link, index) => ({ id: index + 1, ngo_id: ngoIdOf(link.ngo), platform: link.platform, url: link.url })),
    contacts: DEMO_CONTACTS.map(({ ngo, ...contact }, index) => ({ id: index + 1, ngo_id: ngoIdOf(ngo), ...contact })),
    // Ratings of Green Valley's completed applications (issue 15): its profile shows an average of 4.5 of 2.
    ratings: [
      { id: 1, application_id: 5, ngo_id: GREEN_VALLEY_NGO_ID, volunteer_id: 6, score: 4, comment: 'Well organised, friendly team.', created: '2026-10-30T18:00:00Z' },
      { id: 2, application_id: 16, ngo_id: GREEN_VALLEY_NGO_ID, volunteer_id: 14, score: 5, comment: '', created: '2026-11-15T09:30:00Z' },
    ],
    // Issue 16: static files (public/demo/), so they survive a dev:mock reload as uploads' object URLs do not.
    gallery_photos: [
      { id: 1, ngo_id: GREEN_VALLEY_NGO_ID, event_id: treePlanting.id, caption: 'Volunteers with the first saplings', url: '/demo/gallery-tree-planting-1.jpg' },
      { id: 2, ngo_id: GREEN_VALLEY_NGO_ID, event_id: treePlanting.id, caption: '', url: '/demo/gallery-tree-planting-2.jpg' },
      { id: 3, ngo_id: GREEN_VALLEY_NGO_ID, event_id: null, caption: 'The Green Valley team', url: '/demo/gallery-green-valley-1.jpg' },
      { id: 4, ngo_id: GREEN_VALLEY_NGO_ID, event_id: null, caption: 'Our community garden in June', url: '/demo/gallery-green-valley-2.jpg' },
    ],
    images: {},
    tokens: [],
    attempts: {},
    last_token_number: 0,
    // Issue 18: the administrator's #/admin/mail has something in each status on first look.
    outbox: demoOutbox(),
    password_resets: [],
    unsubscribe_tokens: DEMO_UNSUBSCRIBE_TOKENS.map(({ user_id, token }) => ({ user_id, token })),
  };
}

/** Issue 18: the unsubscribe links of the demo's messages, one token per user (mock only: kept as it is). */
export const DEMO_UNSUBSCRIBE_TOKENS = [
  { user_id: 1, token: 'demo-unsubscribe-admin-3f9c1e' },
  { user_id: 2, token: 'demo-unsubscribe-green-valley-8b2d4a' },
  { user_id: 3, token: 'demo-unsubscribe-harbour-light-51e07c' },
  { user_id: 4, token: 'demo-unsubscribe-paws-c4a913' },
  { user_id: 6, token: 'demo-unsubscribe-ana-0d6b27' },
  { user_id: 8, token: 'demo-unsubscribe-jane-e7f5b8' },
] as const;

/**
 * Messages of the demo's past weeks: three undelivered (a rejected address after one attempt, two
 * after every retry), one waiting for its next attempt, three sent. Subjects in the templates' words.
 */
function demoOutbox(): MockMail[] {
  const mail = (fields: Omit<MockMail, 'link' | 'next_attempt_at' | 'sent_at' | 'last_error'> & Partial<MockMail>): MockMail => {
    const token = DEMO_UNSUBSCRIBE_TOKENS.find((candidate) => candidate.user_id === fields.user_id)?.token;
    return { last_error: null, next_attempt_at: null, sent_at: null, link: token ? `#/unsubscribe?token=${token}` : null, ...fields };
  };
  return [
    mail({ id: 1, user_id: 4, kind: 'ngo_approved', recipient: 'paws@example.org', subject: 'Paws of Savinja is approved', status: 'sent', attempts: 1, created_at: '2026-10-20T09:00:00Z', sent_at: '2026-10-20T09:00:04Z' }),
    mail({ id: 2, user_id: 2, kind: 'event_approved', recipient: 'green@example.org', subject: 'Your event “Tree Planting Saturday” is approved', status: 'sent', attempts: 1, created_at: '2026-10-27T14:30:00Z', sent_at: '2026-10-27T14:30:02Z' }),
    mail({ id: 3, user_id: 6, kind: 'application_accepted', recipient: 'ana.novak@example.org', subject: 'You are in: “Tree Planting Saturday”', status: 'sent', attempts: 1, created_at: '2026-11-02T09:20:00Z', sent_at: '2026-11-02T09:20:03Z' }),
    mail({ id: 4, user_id: 8, kind: 'application_waitlisted', recipient: 'jane.doe@example.org', subject: 'You are on the waitlist for “Tree Planting Saturday”', status: 'failed', attempts: 8, last_error: 'connect ETIMEDOUT 192.0.2.25:587', created_at: '2026-11-06T08:05:00Z' }),
    mail({ id: 5, user_id: 3, kind: 'ngo_registration_received', recipient: 'harbour@example.org', subject: 'We have received the registration of Harbour Light Foundation', status: 'failed', attempts: 1, last_error: '550 5.1.1 <harbour@example.org>: Recipient address rejected: User unknown in virtual mailbox table', created_at: '2026-11-18T10:00:00Z' }),
    mail({ id: 6, user_id: 1, kind: 'admin_ngo_registered', recipient: 'admin@example.org', subject: 'New NGO registration: Harbour Light Foundation', status: 'failed', attempts: 8, last_error: '421 4.7.0 Too many connections, try again later', created_at: '2026-11-18T10:00:01Z' }),
    mail({ id: 7, user_id: 2, kind: 'applications_summary', recipient: 'green@example.org', subject: '3 new volunteers applied to “Tree Planting Saturday”', status: 'pending', attempts: 2, last_error: '451 4.7.1 Greylisted, please try again later', created_at: '2026-11-24T09:00:00Z', next_attempt_at: '2026-11-24T09:02:00Z' }),
  ];
}

/** The store's ids follow the world's order, as a fresh database's sequences do. */
function ngoIdOf(ngo: DemoNgo): number {
  return DEMO_NGOS.indexOf(ngo) + 1;
}

function mockNgo(ngo: DemoNgo): MockNgo {
  const { password: _password, registered, ...fields } = ngo;
  return { id: ngoIdOf(ngo), ...fields, organization_offerings: [...fields.organization_offerings], created: registered };
}

/** The NGO's user, after the administrator's account. */
function mockAccount(ngo: DemoNgo): MockAccount {
  return {
    id: ngoIdOf(ngo) + 1,
    user_type: 'ngo',
    email: ngo.contact_person_email,
    password: ngo.password,
    name: `${ngo.contact_person_first_name} ${ngo.contact_person_last_name}`,
    ngo_id: ngoIdOf(ngo),
    email_notifications: true,
  };
}

/** A volunteer of the world as registered, under the user id the real demo gives them. */
function mockVolunteer(volunteer: VolunteerRegistrationRequest, id: number): MockVolunteer {
  const { full_name, email, password, bio = '', birthday = null } = volunteer;
  return { id, password, full_name, email, profile_image: null, bio, total_xp: 0, birthday, uploads: [], email_notifications: true };
}

/** The events in the world's order; a series original is followed by its occurrences, as the server makes them. */
function mockEvents(): MockEvent[] {
  const events: MockEvent[] = [];
  for (const demo of DEMO_EVENTS) {
    const original = mockEvent(demo, events.length + 1);
    events.push(original);
    for (const dates of occurrencesOf(original)) {
      events.push({
        ...original,
        id: events.length + 1,
        startDate: isoInstant(dates.startDate),
        endDate: isoInstant(dates.endDate),
        recurrence_type: 'none',
        recurrence_end_date: null,
        is_recurring_instance: true,
        parent_event: original.id,
      });
    }
  }
  return events;
}

function mockEvent(demo: DemoEvent, id: number): MockEvent {
  const { organizer, focus_teams, ...fields } = demo;
  return {
    ...fields,
    id,
    main_image_url: null,
    focus_teams: focus_teams.map((code) => TEAMS.findIndex((team) => team.code === code) + 1),
    location: { ...fields.location },
    is_recurring_instance: false,
    parent_event: null,
    organized_by: ngoIdOf(organizer),
  };
}

/**
 * Mock only, after the world's events: the real demo's events all lie ahead of its day and its
 * applications go through applying, which refuses an ended event; the msw store holds the ended
 * event (with accepted volunteers) that attendance needs, at the end so no id moves.
 */
function endedEvent(): MockEvent {
  const treePlanting = mockEvent(DEMO_EVENTS.find((event) => event.eventName === 'Tree Planting Saturday')!, ENDED_EVENT_ID);
  return {
    ...treePlanting,
    admin_notes: null,
    eventName: 'Autumn Leaf Raking',
    eventDescription: 'Rake the fallen leaves of the town park into the compost heaps before the first snow.',
    startDate: '2026-11-14T08:00:00Z',
    endDate: '2026-11-14T12:00:00Z',
    people_needed: 6,
    event_xp: 20,
    competences: 'Raking, Teamwork',
    created: '2026-10-24T09:00:00Z',
    submitted_at: '2026-10-24T09:15:00Z',
    reviewed_at: '2026-10-26T11:00:00Z',
  };
}

function occurrencesOf(event: MockEvent) {
  if (event.recurrence_type === 'none') return [];
  const recurrence = {
    start: new Date(event.startDate),
    type: event.recurrence_type,
    interval: event.recurrence_interval,
    endDate: event.recurrence_end_date,
    timeZone: event.time_zone,
  };
  return occurrenceDates(recurrence, new Date(event.endDate));
}

function isoInstant(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z');
}
