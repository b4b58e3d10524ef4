import { z } from 'zod';
import { MAX_ID } from './platform';

// GET /api/portal/dashboard/ (issue 14, point 7): what needs the NGO's attention today, counted in
// SQL in one call. The dashboard keeps SPEC §2's NGO name and ids; this adds to them.

/** How many upcoming events and attention events the dashboard lists. */
export const DASHBOARD_LIST_LENGTH = 5;

const id = z.number().int().min(1).max(MAX_ID);
const count = z.number().int().min(0);

/** An event the NGO should look at: rejected (to fix and resubmit) or pending (waiting for review). */
export const dashboardAttentionEventSchema = z.object({
  id,
  eventName: z.string(),
  status: z.enum(['rejected', 'pending']),
  /** ISO 8601 with its offset. */
  startDate: z.string(),
});

/** One of the next public events that still needs people: places left = people_needed − accepted (> 0). */
export const dashboardUpcomingEventSchema = z.object({
  id,
  eventName: z.string(),
  startDate: z.string(),
  people_needed: count,
  accepted: count,
  places_left: count,
});

export const ngoDashboardSchema = z.object({
  /** Applications with status applied on the NGO's events: waiting for a decision. */
  applications_waiting: count,
  /** How many of the NGO's events are rejected, and how many wait for review. */
  events_rejected: count,
  events_pending: count,
  /** The first DASHBOARD_LIST_LENGTH of them: rejected first, then pending; each by start date. */
  attention_events: z.array(dashboardAttentionEventSchema),
  /** The next DASHBOARD_LIST_LENGTH approved or published events that have not ended and have places left, soonest first. */
  upcoming_events: z.array(dashboardUpcomingEventSchema),
});
export type NgoDashboardSummary = z.infer<typeof ngoDashboardSchema>;
