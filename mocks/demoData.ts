import { TEAMS } from '../contract/events';
import type { MockEvent, MockStore } from './store';

// Demo data of the mock API (dev:mock, component tests, QA e2e). Sign in as
// green@example.org / volunteer123 (NGO) or admin@example.org / admin12345 (super admin).

export const GREEN_VALLEY_NGO_ID = 1;
export const PENDING_NGO_ID = 2;

export function createDemoData(): MockStore {
  return {
    ngos: [
      {
        id: GREEN_VALLEY_NGO_ID,
        status: 'approved',
        organization_name: 'Green Valley Volunteers',
        website: 'https://greenvalley.example.org',
        registration_number: 'SI-2019-004512',
        contact_person_first_name: 'Maja',
        contact_person_last_name: 'Kovač',
        contact_person_email: 'green@example.org',
        contact_person_phone: '+38640123456',
        operating_countries: 'Slovenia, Croatia',
        organization_offerings: ['VOLUNTEERING', 'EVENTS'],
        about: 'We care for the rivers, forests and parks of the Savinja valley.',
        history: 'Founded in 2019 by a group of friends cleaning up the riverbank every spring.',
        contact_person_bio: 'Maja coordinates our volunteers and field days.',
        created: '2026-09-01T08:00:00Z',
      },
      {
        id: PENDING_NGO_ID,
        status: 'pending',
        organization_name: 'Harbour Light Foundation',
        website: 'https://harbourlight.example.org',
        registration_number: 'SI-2026-011873',
        contact_person_first_name: 'Tomaž',
        contact_person_last_name: 'Zupan',
        contact_person_email: 'harbour@example.org',
        contact_person_phone: '+38641987654',
        operating_countries: 'Slovenia',
        organization_offerings: ['DONATIONS', 'PETITIONS'],
        about: '',
        history: '',
        contact_person_bio: '',
        created: '2026-11-20T09:30:00Z',
      },
    ],
    accounts: [
      { id: 1, user_type: 'super_admin', email: 'admin@example.org', password: 'admin12345', name: 'Super Admin', ngo_id: null },
      { id: 2, user_type: 'ngo', email: 'green@example.org', password: 'volunteer123', name: 'Maja Kovač', ngo_id: GREEN_VALLEY_NGO_ID },
      { id: 3, user_type: 'ngo', email: 'harbour@example.org', password: 'harbour123', name: 'Tomaž Zupan', ngo_id: PENDING_NGO_ID },
    ],
    volunteers: [
      { id: 1, full_name: 'Ana Novak', email: 'ana.novak@example.org', profile_image: null, bio: 'Student of biology, loves the outdoors.', total_xp: 340, birthday: '2001-04-17' },
      { id: 2, full_name: 'Luka Horvat', email: 'luka.horvat@example.org', profile_image: null, bio: 'Weekend hiker and first-aid trainer.', total_xp: 1210, birthday: '1994-09-02' },
      { id: 3, full_name: 'Jane Doe', email: 'jane.doe@example.org', profile_image: null, bio: '', total_xp: 0, birthday: null },
      { id: 4, full_name: 'Eva Krajnc', email: null, profile_image: null, bio: 'Reads to children every Saturday.', total_xp: 75, birthday: '1988-12-30' },
    ],
    teams: TEAMS.map((team, index) => ({ id: index + 1, ...team })),
    events: createDemoEvents(),
    applications: [
      { id: 1, event_id: 5, volunteer_id: 1, status: 'accepted', application_date: '2026-11-02T09:14:00Z' },
      { id: 2, event_id: 5, volunteer_id: 2, status: 'applied', application_date: '2026-11-05T17:40:00Z' },
      { id: 3, event_id: 5, volunteer_id: 3, status: 'waitlisted', application_date: '2026-11-06T08:03:00Z' },
      { id: 4, event_id: 6, volunteer_id: 4, status: 'accepted', application_date: '2026-11-10T12:30:00Z' },
      { id: 5, event_id: 6, volunteer_id: 1, status: 'completed', application_date: '2026-10-28T10:00:00Z' },
      { id: 6, event_id: 3, volunteer_id: null, status: 'applied', application_date: '2026-11-12T15:22:00Z' },
    ],
    images: {},
    tokens: [],
    attempts: {},
    last_token_number: 0,
  };
}

const CELJE = { latitude: 46.2309, longitude: 15.2604 };

function createDemoEvents(): MockEvent[] {
  const base = {
    rejection_reason: null,
    admin_notes: null,
    main_image_url: null,
    event_xp: 0,
    recurrence_type: 'none',
    recurrence_interval: 1,
    recurrence_end_date: null,
    time_zone: 'Europe/Ljubljana',
    is_recurring_instance: false,
    parent_event: null,
    organized_by: GREEN_VALLEY_NGO_ID,
    submitted_at: null,
    reviewed_at: null,
  } as const;

  const readingClub: MockEvent = {
    ...base,
    id: 6,
    eventName: 'Weekly Reading Club',
    eventDescription: 'Read picture books with children at the town library every Saturday morning. No experience needed, just patience and a friendly voice.',
    startDate: '2026-12-05T09:00:00Z',
    endDate: '2026-12-05T11:00:00Z',
    markerType: 1,
    status: 'published',
    people_needed: 4,
    event_xp: 20,
    focus_teams: [2, 4],
    competences: 'Reading aloud, Working with children',
    location: { ...CELJE, text: 'Osrednja knjižnica Celje, Muzejski trg 1a, 3000 Celje, Slovenia' },
    recurrence_type: 'weekly',
    recurrence_interval: 1,
    // Three Saturdays after the first: the occurrences 7, 8 and 9.
    recurrence_end_date: '2026-12-26',
    created: '2026-10-20T08:00:00Z',
    submitted_at: '2026-10-20T08:05:00Z',
    reviewed_at: '2026-10-21T10:00:00Z',
  };

  return [
    {
      ...base,
      id: 1,
      eventName: 'Riverbank Clean-up 2027',
      eventDescription: 'Spring clean-up of the Savinja riverbank. Still planning the route and the meeting point.',
      startDate: '2027-03-20T08:00:00Z',
      endDate: '2027-03-20T13:00:00Z',
      markerType: 1,
      status: 'draft',
      people_needed: 25,
      event_xp: 30,
      focus_teams: [1],
      competences: 'Teamwork',
      location: { ...CELJE, text: 'Savinja riverbank, Celje, Slovenia' },
      created: '2026-11-18T14:00:00Z',
    },
    {
      ...base,
      id: 2,
      eventName: 'Community Garden Day',
      eventDescription: 'Prepare the raised beds of the community garden for winter and plant garlic together with the neighbours.',
      startDate: '2026-12-12T09:00:00Z',
      endDate: '2026-12-12T15:00:00Z',
      markerType: 1,
      status: 'pending',
      people_needed: 10,
      event_xp: 15,
      focus_teams: [1, 2],
      competences: 'Gardening, Carrying heavy loads',
      location: { latitude: 46.2397, longitude: 15.2677, text: 'Skupnostni vrt Hudinja, 3000 Celje, Slovenia' },
      created: '2026-11-15T10:00:00Z',
      submitted_at: '2026-11-15T10:30:00Z',
    },
    {
      ...base,
      id: 3,
      eventName: 'Food Bank Sorting',
      eventDescription: 'Sort and pack donated food for families before the holidays.',
      startDate: '2026-12-19T08:00:00Z',
      endDate: '2026-12-19T12:00:00Z',
      markerType: 1,
      status: 'approved',
      admin_notes: 'Approved. Please publish the exact entrance in the description.',
      people_needed: 8,
      event_xp: 10,
      focus_teams: [5, 2],
      competences: 'Lifting, Organisation',
      location: { latitude: 46.2296, longitude: 15.2581, text: 'Rdeči križ Celje, Gregorčičeva ulica 6, 3000 Celje, Slovenia' },
      created: '2026-11-01T09:00:00Z',
      submitted_at: '2026-11-01T09:10:00Z',
      reviewed_at: '2026-11-03T16:00:00Z',
    },
    {
      ...base,
      id: 4,
      eventName: 'Night Hike Fundraiser',
      eventDescription: 'A guided night hike to the castle with lanterns; the entry fee goes to the trail maintenance fund.',
      startDate: '2027-01-16T17:00:00Z',
      endDate: '2027-01-16T21:00:00Z',
      markerType: 2,
      status: 'rejected',
      rejection_reason: 'Please add a safety plan and the meeting point for a night event.',
      admin_notes: 'Happy to approve once the safety plan is in.',
      people_needed: 0,
      focus_teams: [9],
      competences: '',
      location: { latitude: 46.2183, longitude: 15.2812, text: 'Stari grad Celje, 3000 Celje, Slovenia' },
      created: '2026-11-08T11:00:00Z',
      submitted_at: '2026-11-08T11:20:00Z',
      reviewed_at: '2026-11-10T09:45:00Z',
    },
    {
      ...base,
      id: 5,
      eventName: 'Tree Planting Saturday',
      eventDescription: 'Plant 300 young beech and oak trees on the slope above the town park. Tools, gloves and lunch are provided for every volunteer.',
      startDate: '2026-11-28T08:00:00Z',
      endDate: '2026-11-28T14:00:00Z',
      markerType: 1,
      status: 'published',
      admin_notes: 'Great initiative.',
      people_needed: 20,
      event_xp: 50,
      focus_teams: [1],
      competences: 'Digging, Teamwork',
      location: { latitude: 46.2352, longitude: 15.2711, text: 'Mestni park Celje, 3000 Celje, Slovenia' },
      created: '2026-10-10T08:00:00Z',
      submitted_at: '2026-10-10T08:30:00Z',
      reviewed_at: '2026-10-12T13:00:00Z',
    },
    readingClub,
    ...[1, 2, 3].map((week) => weeklyInstance(readingClub, 6 + week, week)),
  ];
}

/** An occurrence of a weekly series, `week` weeks after the original event. */
function weeklyInstance(parent: MockEvent, id: number, week: number): MockEvent {
  return {
    ...parent,
    id,
    startDate: addDays(parent.startDate, 7 * week),
    endDate: addDays(parent.endDate, 7 * week),
    recurrence_type: 'none',
    recurrence_end_date: null,
    is_recurring_instance: true,
    parent_event: parent.id,
  };
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(isoDate) + days * 86_400_000).toISOString().replace('.000Z', 'Z');
}
