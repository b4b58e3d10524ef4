import { z } from 'zod';
import { isCalendarDate } from './dates';
import { eventSchema, TEAM_CODES } from './events';
import { NGO_EVENTS_MAX_PAGE_SIZE, NGO_EVENTS_PAGE_SIZE } from './limits';
import { MAX_ID } from './platform';
import { searchQueryText } from './textSchemas';

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
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/**
 * GET /api/public/events/ query, always answered as one page (`page` from 1, `page_size` 12 by
 * default, at most 100). `search`: the name starts with it, ignoring case (the NGO list's rule);
 * `team`: a SPEC §3 team code (stable and readable in a shared link); `date`: YYYY-MM-DD, events
 * still running on that day or later, the day read in each event's own time zone.
 */
export const publicEventListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  page_size: z.coerce.number().int().min(1).max(NGO_EVENTS_MAX_PAGE_SIZE).default(NGO_EVENTS_PAGE_SIZE),
  search: searchQueryText,
  team: z.enum(TEAM_CODES).optional(),
  date: z.string().max(10).refine(isCalendarDate, 'A day as YYYY-MM-DD').optional(),
  /** Issue 15, point 5: only this NGO's events (the public NGO page's upcoming events). */
  ngo: z.coerce.number().int().min(1).max(MAX_ID).optional(),
});
export type PublicEventListQuery = z.output<typeof publicEventListQuerySchema>;

export const publicEventPageSchema = z.object({ count: z.number().int().min(0), results: z.array(publicEventSchema) });
export type PublicEventPage = z.infer<typeof publicEventPageSchema>;
