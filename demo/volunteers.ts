import type { ApplicationStatus } from '@/contract/applicationStatus';
import type { VolunteerRegistrationRequest } from '@/contract/volunteers';

// The demo world's volunteers (issue 14), what they applied to, and how they rated the NGOs
// (issue 15); the organisations and their events are demo/world.ts.

/**
 * Volunteers (issue 14) as they register: they sign in through /api/volunteer/login/, not the SPA's
 * sign-in screen. Registered after the NGOs, so their user ids follow the NGO users'.
 */
export const DEMO_VOLUNTEERS: readonly VolunteerRegistrationRequest[] = [
  // The first four are the mock store's volunteers (mocks/demoData.ts), so both demos show the same people.
  { full_name: 'Ana Novak', email: 'ana.novak@example.org', password: 'helping123', birthday: '2001-04-17', bio: 'Student of biology, loves the outdoors.' },
  { full_name: 'Luka Horvat', email: 'luka.horvat@example.org', password: 'helping123', birthday: '1994-09-02', bio: 'Weekend hiker and first-aid trainer.' },
  { full_name: 'Jane Doe', email: 'jane.doe@example.org', password: 'helping123' },
  { full_name: 'Eva Krajnc', email: 'eva.krajnc@example.org', password: 'helping123', birthday: '1988-12-30', bio: 'Reads to children every Saturday.' },
  // Names a table, a sort and a CSV export must keep whole: non-Latin letters, a comma, quotes.
  { full_name: 'Žan Kovač', email: 'zan.kovac@example.org', password: 'helping123', birthday: '1999-07-08', bio: 'Forestry student; has planted a thousand trees.' },
  { full_name: 'Łucja Wiśniewska', email: 'lucja.wisniewska@example.org', password: 'helping123', bio: 'Erasmus student in Celje for a year.' },
  { full_name: 'Kranjc, Nina', email: 'nina.kranjc@example.org', password: 'helping123', birthday: '1979-02-14' },
  { full_name: 'Tomaž "Tom" Zupan', email: 'tom.zupan@example.org', password: 'helping123', bio: 'Retired teacher, drives a van.' },
  { full_name: 'Mateja Vidmar', email: 'mateja.vidmar@example.org', password: 'helping123', birthday: '2004-05-21' },
  { full_name: 'Peter Golob', email: 'peter.golob@example.org', password: 'helping123', bio: 'Librarian.' },
];

/**
 * Applications (issue 14): by `npm run demo` through the applying service, on the day given
 * (`applied`, moved with the world's dates), then taken to `status` by the NGO's own calls
 * (accepted or waitlisted by a decision; completed by accepting and marking attendance, which
 * gives the event's XP), in this order. Green Valley gets 17 over three events, every status among
 * them, and accepted volunteers on an ended event (DEMO_ENDED_EVENTS) to mark as attended: several
 * pages of the screen's 5; issue 17 adds a full event of Paws of Savinja and two places on the
 * explore map's events (19 of Green Valley's then). The msw store keeps its own applications
 * (mocks/demoData.ts).
 */
export const DEMO_APPLICATIONS: ReadonlyArray<{ volunteerEmail: string; eventName: string; message: string; status: ApplicationStatus; applied: string }> = [
  { volunteerEmail: 'ana.novak@example.org', eventName: 'Tree Planting Saturday', message: 'I can bring my own gloves and a spade.', status: 'accepted', applied: '2026-11-02T09:14:00Z' },
  { volunteerEmail: 'ana.novak@example.org', eventName: 'Weekly Reading Club', message: '', status: 'applied', applied: '2026-11-20T18:02:00Z' },
  { volunteerEmail: 'luka.horvat@example.org', eventName: 'Tree Planting Saturday', message: 'First-aid trainer, happy to help where needed.', status: 'applied', applied: '2026-11-05T17:40:00Z' },
  { volunteerEmail: 'jane.doe@example.org', eventName: 'Tree Planting Saturday', message: '', status: 'waitlisted', applied: '2026-11-06T08:03:00Z' },
  { volunteerEmail: 'eva.krajnc@example.org', eventName: 'Tree Planting Saturday', message: '', status: 'applied', applied: '2026-11-07T12:30:00Z' },
  { volunteerEmail: 'zan.kovac@example.org', eventName: 'Tree Planting Saturday', message: 'I know which saplings need deep holes.', status: 'accepted', applied: '2026-11-08T10:11:00Z' },
  { volunteerEmail: 'lucja.wisniewska@example.org', eventName: 'Tree Planting Saturday', message: '', status: 'applied', applied: '2026-11-11T19:45:00Z' },
  { volunteerEmail: 'tom.zupan@example.org', eventName: 'Tree Planting Saturday', message: 'I can drive the saplings up in my van.', status: 'waitlisted', applied: '2026-11-13T07:20:00Z' },
  { volunteerEmail: 'nina.kranjc@example.org', eventName: 'Tree Planting Saturday', message: 'Lahko pripeljem še dva prijatelja. Ali potrebujemo svoje lopate?', status: 'applied', applied: '2026-11-18T16:05:00Z' },
  { volunteerEmail: 'mateja.vidmar@example.org', eventName: 'Tree Planting Saturday', message: '', status: 'accepted', applied: '2026-11-21T11:38:00Z' },
  { volunteerEmail: 'eva.krajnc@example.org', eventName: 'Weekly Reading Club', message: 'Saturdays are mine anyway.', status: 'accepted', applied: '2026-11-10T12:30:00Z' },
  { volunteerEmail: 'peter.golob@example.org', eventName: 'Weekly Reading Club', message: 'Hi! I can read to the youngest group.\nIs there parking nearby?', status: 'applied', applied: '2026-11-19T09:00:00Z' },
  { volunteerEmail: 'lucja.wisniewska@example.org', eventName: 'Weekly Reading Club', message: '', status: 'waitlisted', applied: '2026-11-22T20:15:00Z' },
  { volunteerEmail: 'luka.horvat@example.org', eventName: 'Autumn Litter Pick', message: '', status: 'accepted', applied: '2026-11-03T08:00:00Z' },
  { volunteerEmail: 'jane.doe@example.org', eventName: 'Autumn Litter Pick', message: '', status: 'accepted', applied: '2026-11-04T13:10:00Z' },
  { volunteerEmail: 'zan.kovac@example.org', eventName: 'Autumn Litter Pick', message: '', status: 'completed', applied: '2026-11-01T10:00:00Z' },
  { volunteerEmail: 'ana.novak@example.org', eventName: 'Autumn Litter Pick', message: '', status: 'completed', applied: '2026-10-28T10:00:00Z' },
  // Issue 17: Paws of Savinja's Shelter Open Day fills its six places, so Ana's later application
  // joins the waitlist by itself (a full event waitlists new applications), as the mocks' demo shows.
  { volunteerEmail: 'zan.kovac@example.org', eventName: 'Shelter Open Day', message: '', status: 'accepted', applied: '2026-10-28T09:00:00Z' },
  { volunteerEmail: 'mateja.vidmar@example.org', eventName: 'Shelter Open Day', message: 'I foster cats.', status: 'accepted', applied: '2026-10-29T18:30:00Z' },
  { volunteerEmail: 'eva.krajnc@example.org', eventName: 'Shelter Open Day', message: '', status: 'accepted', applied: '2026-10-30T12:00:00Z' },
  { volunteerEmail: 'peter.golob@example.org', eventName: 'Shelter Open Day', message: '', status: 'accepted', applied: '2026-11-01T10:15:00Z' },
  { volunteerEmail: 'nina.kranjc@example.org', eventName: 'Shelter Open Day', message: '', status: 'accepted', applied: '2026-11-02T16:40:00Z' },
  { volunteerEmail: 'tom.zupan@example.org', eventName: 'Shelter Open Day', message: 'I can bring the tea urn.', status: 'accepted', applied: '2026-11-03T07:55:00Z' },
  { volunteerEmail: 'ana.novak@example.org', eventName: 'Shelter Open Day', message: 'Happy to wait for a place.', status: 'waitlisted', applied: '2026-11-21T19:10:00Z' },
  // And the explore map's events (DEMO_EXPLORE_EVENTS): Ana and Luka hold places in Ljubljana and Maribor.
  { volunteerEmail: 'ana.novak@example.org', eventName: 'Ljubljanica Riverbank Clean-up', message: '', status: 'accepted', applied: '2026-11-12T08:20:00Z' },
  { volunteerEmail: 'luka.horvat@example.org', eventName: 'Pohorje Trail Repair', message: 'I can carry the first-aid kit.', status: 'accepted', applied: '2026-11-14T20:05:00Z' },
];

/**
 * Ratings (issue 15): volunteers rate the NGO of an application above that is completed, through the
 * rating service, once each. Green Valley's profile shows an average of 4.5 of 2.
 */
export const DEMO_RATINGS: ReadonlyArray<{ volunteerEmail: string; eventName: string; score: number; comment: string }> = [
  { volunteerEmail: 'zan.kovac@example.org', eventName: 'Autumn Litter Pick', score: 5, comment: 'Well organised: gloves and bags for everyone.' },
  { volunteerEmail: 'ana.novak@example.org', eventName: 'Autumn Litter Pick', score: 4, comment: '' },
];
