import { z } from 'zod';
import { isCalendarDate } from './dates';
import { eventSchema, TEAM_CODES } from './events';
import {
  EVENT_POINTS_MAX_PAGE_SIZE,
  EVENT_POINTS_PAGE_SIZE,
  NEAR_DEFAULT_KM,
  NEAR_MAX_KM,
  NGO_EVENTS_MAX_PAGE_SIZE,
  NGO_EVENTS_PAGE_SIZE,
} from './limits';
import { MAX_ID } from './platform';
import { searchQueryText } from './textSchemas';

const calendarDay = z.string().max(10).refine(isCalendarDate, 'A day as YYYY-MM-DD');

// The events anyone may read (issue 14, point 1): approved or published, not ended, of an approved
// NGO. GET /api/public/events/ and /api/public/events/{id}/ answer them without the review's notes.

/** A public event: the NGO's event without its review (status, rejection reason, admin notes, dates of review). */
export const publicEventSchema = eventSchema.pick({
  id: true,
  eventName: true,
  eventDescription: true,
  startDate: true,
  endDate: true,
  markerType: true,
  main_image_url: true,
  people_needed: true,
  people_applied: true,
  event_xp: true,
  focus_teams: true,
  focus_teams_data: true,
  competences: true,
  location: true,
  time_zone: true,
  organized_by: true,
  organized_by_name: true,
}).extend({
  /** Issue 17: the event's accepted applications; places left = people_needed − people_accepted (placesLeft). */
  people_accepted: z.number().int().min(0),
  /** Issue 17: km from the `lat`/`lon` of the list's query, one decimal; only when the query asked "near". */
  distance_km: z.number().min(0).optional(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/**
 * The filters of GET /api/public/events/ and of its map's points (issue 17, #/explore): `search`:
 * the name starts with it, ignoring case (the NGO list's rule); `team`: a SPEC §3 team code (stable
 * and readable in a shared link); `date`: YYYY-MM-DD, events still running on that day or later,
 * the day read in each event's own time zone; `date_to`: YYYY-MM-DD, events starting on that day or
 * earlier (same reading); `ngo`: one NGO's events; `lat`, `lon` (both or neither) and `km`: events
 * within `km` (NEAR_DEFAULT_KM when left out) of that point, great-circle distance.
 */
export const publicEventFiltersSchema = z.object({
  search: searchQueryText,
  team: z.enum(TEAM_CODES).optional(),
  date: calendarDay.optional(),
  date_to: calendarDay.optional(),
  /** Issue 15, point 5: only this NGO's events (the public NGO page's upcoming events). */
  ngo: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  km: z.coerce.number().min(1).max(NEAR_MAX_KM).optional(),
});

/** The refinements both queries share: a point is both coordinates, and a range does not end before it starts. */
function checkedFilters<T extends z.ZodType<z.output<typeof publicEventFiltersSchema>>>(schema: T): T {
  return schema
    .refine((query) => (query.lat === undefined) === (query.lon === undefined), { message: 'lat and lon come together', path: ['lon'] })
    .refine((query) => query.date === undefined || query.date_to === undefined || query.date <= query.date_to, {
      message: 'date_to is not before date',
      path: ['date_to'],
    }) as unknown as T;
}

/** GET /api/public/events/ query, always answered as one page (`page` from 1, `page_size` 12 by default, at most 100), soonest first. */
export const publicEventListQuerySchema = checkedFilters(
  publicEventFiltersSchema.extend({
    page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
    page_size: z.coerce.number().int().min(1).max(NGO_EVENTS_MAX_PAGE_SIZE).default(NGO_EVENTS_PAGE_SIZE),
  }),
);
export type PublicEventListQuery = z.output<typeof publicEventListQuerySchema>;

/** The radius "near me" uses when the query gives a point without `km`. */
export function nearKm(query: { km?: number }): number {
  return query.km ?? NEAR_DEFAULT_KM;
}

/**
 * Issue 17: how many more volunteers the NGO is looking for (people_needed − accepted, never below
 * 0), or null when the event asks for none. 0 means full: applying still works, onto the waitlist.
 */
export function placesLeft(event: Pick<PublicEvent, 'people_needed' | 'people_accepted'>): number | null {
  if (event.people_needed <= 0) return null;
  return Math.max(0, event.people_needed - event.people_accepted);
}

/** Issue 17: a new application to a full event is waitlisted at once (the server's and the mocks' rule). */
export function isEventFull(event: Pick<PublicEvent, 'people_needed' | 'people_accepted'>): boolean {
  return placesLeft(event) === 0;
}

export const publicEventPageSchema = z.object({ count: z.number().int().min(0), results: z.array(publicEventSchema) });
export type PublicEventPage = z.infer<typeof publicEventPageSchema>;

/** GET /api/public/events/map/ query: the list's filters, a larger page (the map clusters the points). */
export const publicEventPointsQuerySchema = checkedFilters(
  publicEventFiltersSchema.extend({
    page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
    page_size: z.coerce.number().int().min(1).max(EVENT_POINTS_MAX_PAGE_SIZE).default(EVENT_POINTS_PAGE_SIZE),
  }),
);
export type PublicEventPointsQuery = z.output<typeof publicEventPointsQuerySchema>;

/** One marker of the explore map: enough to place it and name it; the event's page has the rest. */
export const publicEventPointSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  startDate: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PublicEventPoint = z.infer<typeof publicEventPointSchema>;

export const publicEventPointPageSchema = z.object({ count: z.number().int().min(0), results: z.array(publicEventPointSchema) });
export type PublicEventPointPage = z.infer<typeof publicEventPointPageSchema>;
