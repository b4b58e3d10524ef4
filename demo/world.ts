import type { AdminNgo } from '@/contract/accounts';
import type { EventStatus, MarkerType, RecurrenceType, TeamCode } from '@/contract/events';

// The demo world: the organisations, sign-ins and events a first look shows. One source for the
// real demo (`npm run demo`, server/demo/fill.ts) and the msw demo store (mocks/demoData.ts), so QA
// and a first-time user meet the same world. A new feature adds its demo content here, and each
// side turns it into its own rows (docs/decisions/mocks-and-qa.md, "Demo data").

/**
 * The day (a Tuesday) the dates below were written for. The msw store keeps them as written, so its
 * tests stay fixed; `npm run demo` moves every date by whole weeks so the world looks current.
 */
export const DEMO_WORLD_DAY = '2026-11-24';

export const DEMO_ADMIN = { email: 'admin@example.org', password: 'admin12345', name: 'Super Admin' } as const;

/** An organisation as it registers (SPEC §3), with the status the administrator gave it. */
export type DemoNgo = Omit<AdminNgo, 'id' | 'created'> & {
  /** The NGO user's sign-in password; the e-mail is `contact_person_email`. */
  password: string;
  /** SPEC §3 NGO profile, set through the profile's call by the real demo (issue 15). */
  about: string;
  history: string;
  contact_person_bio: string;
  /** When it registered, for the msw store's lists (the server stamps its own time). */
  registered: string;
};

export const GREEN_VALLEY: DemoNgo = {
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
  password: 'volunteer123',
  about: 'We care for the rivers, forests and parks of the Savinja valley.',
  history: 'Founded in 2019 by a group of friends cleaning up the riverbank every spring.',
  contact_person_bio: 'Maja coordinates our volunteers and field days.',
  registered: '2026-09-01T08:00:00Z',
};

export const HARBOUR_LIGHT: DemoNgo = {
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
  password: 'harbour123',
  about: '',
  history: '',
  contact_person_bio: '',
  registered: '2026-11-20T09:30:00Z',
};

/** A second approved NGO, so the administrator's lists hold more than one organiser. */
export const PAWS_OF_SAVINJA: DemoNgo = {
  status: 'approved',
  organization_name: 'Paws of Savinja',
  website: 'https://paws.example.org',
  registration_number: 'SI-2021-007731',
  contact_person_first_name: 'Nina',
  contact_person_last_name: 'Potočnik',
  contact_person_email: 'paws@example.org',
  contact_person_phone: '+38631456789',
  operating_countries: 'Slovenia',
  organization_offerings: ['VOLUNTEERING', 'DONATIONS'],
  password: 'shelter123',
  about: 'An animal shelter in Žalec caring for dogs and cats until they find a home.',
  history: 'Opened in 2021 in an old farmhouse donated by a local family.',
  contact_person_bio: 'Nina runs the shelter and trains the dog walkers.',
  registered: '2026-10-05T10:00:00Z',
};

/** Suspended by the administrator: its sign-in is refused with the suspension notice. */
export const CELJE_CHOIR: DemoNgo = {
  status: 'suspended',
  organization_name: 'Celje Community Choir',
  website: 'https://choir.example.org',
  registration_number: 'SI-2020-003307',
  contact_person_first_name: 'Petra',
  contact_person_last_name: 'Kranjc',
  contact_person_email: 'choir@example.org',
  contact_person_phone: '+38651234567',
  operating_countries: 'Slovenia',
  organization_offerings: ['EVENTS'],
  password: 'choir12345',
  about: 'Neighbours who sing together and perform at charity concerts.',
  history: 'Started in 2020 as an online rehearsal group.',
  contact_person_bio: 'Petra conducts the choir.',
  registered: '2026-08-14T18:00:00Z',
};

/** In this order: the msw store and a fresh database give them the same ids (1, 2, …). */
export const DEMO_NGOS: readonly DemoNgo[] = [GREEN_VALLEY, HARBOUR_LIGHT, PAWS_OF_SAVINJA, CELJE_CHOIR];

/**
 * An event as its NGO fills the form (SPEC §3), with where review left it. Dates are ISO 8601 UTC.
 * A series original lists its recurrence; its occurrences are made from it, as the server makes them.
 */
export type DemoEvent = {
  organizer: DemoNgo;
  status: EventStatus;
  /** The administrator's reason, for a rejected event. */
  rejection_reason: string | null;
  admin_notes: string | null;
  eventName: string;
  eventDescription: string;
  startDate: string;
  endDate: string;
  markerType: MarkerType;
  people_needed: number;
  event_xp: number;
  focus_teams: TeamCode[];
  /** Comma-separated. */
  competences: string;
  location: { latitude: number; longitude: number; text: string };
  recurrence_type: RecurrenceType;
  recurrence_interval: number;
  /** 'YYYY-MM-DD' in `time_zone`, inclusive; null for an indefinite series. */
  recurrence_end_date: string | null;
  time_zone: string;
  /** The msw store's timeline (the server stamps its own times as the calls happen). */
  created: string;
  submitted_at: string | null;
  reviewed_at: string | null;
};

const CELJE = { latitude: 46.2309, longitude: 15.2604 };
const ZALEC_SHELTER = { latitude: 46.2514, longitude: 15.165, text: 'Zavetišče Žalec, Ulica Savinjske čete 5, 3310 Žalec, Slovenia' };

const base = {
  rejection_reason: null,
  admin_notes: null,
  event_xp: 0,
  recurrence_type: 'none',
  recurrence_interval: 1,
  recurrence_end_date: null,
  time_zone: 'Europe/Ljubljana',
  submitted_at: null,
  reviewed_at: null,
} as const;

/** Every status (SPEC §4), one-off events and series; in this order they get the same ids on both sides. */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'draft',
    eventName: 'Riverbank Clean-up 2027',
    eventDescription: 'Spring clean-up of the Savinja riverbank. Still planning the route and the meeting point.',
    startDate: '2027-03-20T08:00:00Z',
    endDate: '2027-03-20T13:00:00Z',
    markerType: 1,
    people_needed: 25,
    event_xp: 30,
    focus_teams: ['ENVIRONMENTAL'],
    competences: 'Teamwork',
    location: { ...CELJE, text: 'Savinja riverbank, Celje, Slovenia' },
    created: '2026-11-18T14:00:00Z',
  },
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'pending',
    eventName: 'Community Garden Day',
    eventDescription: 'Prepare the raised beds of the community garden for winter and plant garlic together with the neighbours.',
    startDate: '2026-12-12T09:00:00Z',
    endDate: '2026-12-12T15:00:00Z',
    markerType: 1,
    people_needed: 10,
    event_xp: 15,
    focus_teams: ['ENVIRONMENTAL', 'SOCIAL'],
    competences: 'Gardening, Carrying heavy loads',
    location: { latitude: 46.2397, longitude: 15.2677, text: 'Skupnostni vrt Hudinja, 3000 Celje, Slovenia' },
    created: '2026-11-15T10:00:00Z',
    submitted_at: '2026-11-15T10:30:00Z',
  },
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'approved',
    admin_notes: 'Approved. Please publish the exact entrance in the description.',
    eventName: 'Food Bank Sorting',
    eventDescription: 'Sort and pack donated food for families before the holidays.',
    startDate: '2026-12-19T08:00:00Z',
    endDate: '2026-12-19T12:00:00Z',
    markerType: 1,
    people_needed: 8,
    event_xp: 10,
    focus_teams: ['HUMANITARIAN_AND_EMERGENCY_RESPONSE', 'SOCIAL'],
    competences: 'Lifting, Organisation',
    location: { latitude: 46.2296, longitude: 15.2581, text: 'Rdeči križ Celje, Gregorčičeva ulica 6, 3000 Celje, Slovenia' },
    created: '2026-11-01T09:00:00Z',
    submitted_at: '2026-11-01T09:10:00Z',
    reviewed_at: '2026-11-03T16:00:00Z',
  },
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'rejected',
    rejection_reason: 'Please add a safety plan and the meeting point for a night event.',
    admin_notes: 'Happy to approve once the safety plan is in.',
    eventName: 'Night Hike Fundraiser',
    eventDescription: 'A guided night hike to the castle with lanterns; the entry fee goes to the trail maintenance fund.',
    startDate: '2027-01-16T17:00:00Z',
    endDate: '2027-01-16T21:00:00Z',
    markerType: 2,
    people_needed: 0,
    focus_teams: ['SPORTS_AND_RECREATION'],
    competences: '',
    location: { latitude: 46.2183, longitude: 15.2812, text: 'Stari grad Celje, 3000 Celje, Slovenia' },
    created: '2026-11-08T11:00:00Z',
    submitted_at: '2026-11-08T11:20:00Z',
    reviewed_at: '2026-11-10T09:45:00Z',
  },
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'published',
    admin_notes: 'Great initiative.',
    eventName: 'Tree Planting Saturday',
    eventDescription: 'Plant 300 young beech and oak trees on the slope above the town park. Tools, gloves and lunch are provided for every volunteer.',
    startDate: '2026-11-28T08:00:00Z',
    endDate: '2026-11-28T14:00:00Z',
    markerType: 1,
    people_needed: 20,
    event_xp: 50,
    focus_teams: ['ENVIRONMENTAL'],
    competences: 'Digging, Teamwork',
    location: { latitude: 46.2352, longitude: 15.2711, text: 'Mestni park Celje, 3000 Celje, Slovenia' },
    created: '2026-10-10T08:00:00Z',
    submitted_at: '2026-10-10T08:30:00Z',
    reviewed_at: '2026-10-12T13:00:00Z',
  },
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'published',
    eventName: 'Weekly Reading Club',
    eventDescription: 'Read picture books with children at the town library every Saturday morning. No experience needed, just patience and a friendly voice.',
    startDate: '2026-12-05T09:00:00Z',
    endDate: '2026-12-05T11:00:00Z',
    markerType: 1,
    people_needed: 4,
    event_xp: 20,
    focus_teams: ['SOCIAL', 'EDUCATIONAL'],
    competences: 'Reading aloud, Working with children',
    location: { ...CELJE, text: 'Osrednja knjižnica Celje, Muzejski trg 1a, 3000 Celje, Slovenia' },
    recurrence_type: 'weekly',
    recurrence_interval: 1,
    // Three Saturdays after the first.
    recurrence_end_date: '2026-12-26',
    created: '2026-10-20T08:00:00Z',
    submitted_at: '2026-10-20T08:05:00Z',
    reviewed_at: '2026-10-21T10:00:00Z',
  },
  {
    ...base,
    organizer: PAWS_OF_SAVINJA,
    status: 'pending',
    eventName: 'Dog Walking Morning',
    eventDescription: 'Take the shelter dogs for a walk along the Savinja. We pair first-timers with an experienced walker.',
    startDate: '2026-12-13T08:00:00Z',
    endDate: '2026-12-13T10:00:00Z',
    markerType: 1,
    people_needed: 3,
    event_xp: 10,
    focus_teams: ['ANIMAL_WELFARE'],
    competences: 'Handling dogs',
    location: { ...ZALEC_SHELTER },
    created: '2026-11-21T08:00:00Z',
    submitted_at: '2026-11-21T08:00:00Z',
  },
  {
    ...base,
    organizer: PAWS_OF_SAVINJA,
    status: 'approved',
    eventName: 'Shelter Open Day',
    eventDescription: 'Show visitors around the shelter, serve tea and tell them about adoption and fostering.',
    startDate: '2026-12-20T10:00:00Z',
    endDate: '2026-12-20T15:00:00Z',
    markerType: 1,
    people_needed: 6,
    event_xp: 25,
    focus_teams: ['ANIMAL_WELFARE', 'SOCIAL'],
    competences: 'Talking with visitors',
    location: { ...ZALEC_SHELTER },
    created: '2026-10-25T12:00:00Z',
    submitted_at: '2026-10-25T12:00:00Z',
    reviewed_at: '2026-10-27T09:00:00Z',
  },
  {
    ...base,
    organizer: PAWS_OF_SAVINJA,
    status: 'pending',
    eventName: 'Monthly Kennel Clean',
    eventDescription: 'Scrub the kennels, wash the blankets and sort the donated food, on the evening of the 9th of each month.',
    startDate: '2026-12-09T16:00:00Z',
    endDate: '2026-12-09T19:00:00Z',
    markerType: 1,
    people_needed: 5,
    event_xp: 15,
    focus_teams: ['ANIMAL_WELFARE'],
    competences: 'Cleaning, Lifting',
    location: { ...ZALEC_SHELTER },
    recurrence_type: 'monthly',
    recurrence_interval: 1,
    // December to May: six evenings, reviewed as one series.
    recurrence_end_date: '2027-05-31',
    created: '2026-11-22T19:00:00Z',
    submitted_at: '2026-11-22T19:00:00Z',
  },
];

/**
 * Events that have already ended (issue 14: attendance is marked after the end), filled by `npm
 * run demo` after DEMO_EVENTS: ten days before the world's day, so still past once the dates are
 * moved. Apart from DEMO_EVENTS so that the msw store's ids and counts stay as they are; the store
 * makes its ended event itself (mocks/demoData.ts).
 */
export const DEMO_ENDED_EVENTS: readonly DemoEvent[] = [
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'published',
    eventName: 'Autumn Litter Pick',
    eventDescription: 'Collect litter along the Savinja riverbank before the winter floods carry it away. Bags, grabbers and gloves provided.',
    startDate: '2026-11-14T09:00:00Z',
    endDate: '2026-11-14T12:00:00Z',
    markerType: 1,
    people_needed: 12,
    event_xp: 30,
    focus_teams: ['ENVIRONMENTAL'],
    competences: 'Teamwork',
    location: { latitude: 46.2274, longitude: 15.2598, text: 'Savinja riverbank, Celje, Slovenia' },
    created: '2026-10-25T08:00:00Z',
    submitted_at: '2026-10-25T08:10:00Z',
    reviewed_at: '2026-10-26T09:00:00Z',
  },
];

/**
 * Issue 17: public events in Ljubljana and Maribor, so that the explore map shows places far apart
 * and markers that cluster when zoomed out. Filled by `npm run demo` after DEMO_ENDED_EVENTS, apart
 * from DEMO_EVENTS so that the msw store's ids and counts stay as they are (the store may add them
 * at the end of its list).
 */
export const DEMO_EXPLORE_EVENTS: readonly DemoEvent[] = [
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'published',
    eventName: 'Ljubljanica Riverbank Clean-up',
    eventDescription: 'Clear the banks of the Ljubljanica between the Dragon Bridge and Trnovo of litter. Gloves, bags and grabbers provided.',
    startDate: '2026-12-06T09:00:00Z',
    endDate: '2026-12-06T12:00:00Z',
    markerType: 1,
    people_needed: 15,
    event_xp: 30,
    focus_teams: ['ENVIRONMENTAL'],
    competences: 'Teamwork',
    location: { latitude: 46.0517, longitude: 14.5088, text: 'Zmajski most, Resljeva cesta, 1000 Ljubljana, Slovenia' },
    created: '2026-11-02T08:00:00Z',
    submitted_at: '2026-11-02T08:10:00Z',
    reviewed_at: '2026-11-03T09:00:00Z',
  },
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'approved',
    eventName: 'Tivoli Park Tree Care',
    eventDescription: 'Mulch and water the young trees planted in Tivoli Park this autumn, and put up stakes where the wind bent them.',
    startDate: '2026-12-13T09:00:00Z',
    endDate: '2026-12-13T13:00:00Z',
    markerType: 1,
    people_needed: 10,
    event_xp: 25,
    focus_teams: ['ENVIRONMENTAL'],
    competences: 'Gardening',
    location: { latitude: 46.0546, longitude: 14.4966, text: 'Park Tivoli, 1000 Ljubljana, Slovenia' },
    created: '2026-11-04T08:00:00Z',
    submitted_at: '2026-11-04T08:10:00Z',
    reviewed_at: '2026-11-05T10:00:00Z',
  },
  {
    ...base,
    organizer: GREEN_VALLEY,
    status: 'published',
    eventName: 'Pohorje Trail Repair',
    eventDescription: 'Clear fallen branches and mend the drainage of the forest trail above Maribor before the snow. Sturdy shoes, please.',
    startDate: '2026-12-12T08:00:00Z',
    endDate: '2026-12-12T14:00:00Z',
    markerType: 1,
    people_needed: 12,
    event_xp: 40,
    focus_teams: ['ENVIRONMENTAL', 'SPORTS_AND_RECREATION'],
    competences: 'Digging, Carrying heavy loads',
    location: { latitude: 46.5326, longitude: 15.6023, text: 'Pohorska vzpenjača, Zgornje Radvanje, 2000 Maribor, Slovenia' },
    created: '2026-11-06T08:00:00Z',
    submitted_at: '2026-11-06T08:10:00Z',
    reviewed_at: '2026-11-07T09:00:00Z',
  },
  {
    ...base,
    organizer: PAWS_OF_SAVINJA,
    status: 'approved',
    eventName: 'Maribor Adoption Stand',
    eventDescription: 'Help at our adoption stand on Lent: hand out leaflets, answer questions about fostering and walk two friendly dogs.',
    startDate: '2026-12-19T09:00:00Z',
    endDate: '2026-12-19T13:00:00Z',
    markerType: 1,
    people_needed: 4,
    event_xp: 20,
    focus_teams: ['ANIMAL_WELFARE'],
    competences: 'Talking with visitors',
    location: { latitude: 46.5567, longitude: 15.6421, text: 'Lent, Usnjarska ulica, 2000 Maribor, Slovenia' },
    created: '2026-11-08T12:00:00Z',
    submitted_at: '2026-11-08T12:00:00Z',
    reviewed_at: '2026-11-09T09:00:00Z',
  },
];
