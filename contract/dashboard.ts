import { z } from 'zod';
import type { ApplicationStatus } from './applicationStatus';
import type { EventStatus } from './eventStatus';
import { MAX_ID } from './platform';

// GET /api/portal/dashboard/ (issue 14, point 7): what needs the NGO's attention today, counted in
// SQL in one call. The dashboard keeps SPEC §2's NGO name and ids; this adds to them.

/** How many upcoming events and attention events the dashboard lists. */
export const DASHBOARD_LIST_LENGTH = 5;

/** The attention list's groups in their order: what the NGO must fix first, then what waits for the administrator. */
export const DASHBOARD_ATTENTION_STATUSES = ['rejected', 'pending'] as const satisfies readonly EventStatus[];

/** Events of these statuses are public (SPEC §4) and so can fill places: the upcoming list shows them. */
export const DASHBOARD_UPCOMING_STATUSES = ['approved', 'published'] as const satisfies readonly EventStatus[];

const id = z.number().int().min(1).max(MAX_ID);
const count = z.number().int().min(0);

/** An event the NGO should look at: rejected (to fix and resubmit) or pending (waiting for review). */
export const dashboardAttentionEventSchema = z.object({
  id,
  eventName: z.string(),
  status: z.enum(DASHBOARD_ATTENTION_STATUSES),
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

/** What the dashboard reads of one of the NGO's events. */
export type DashboardEventFacts = {
  id: number;
  eventName: string;
  status: EventStatus;
  /** ISO 8601 instants. */
  startDate: string;
  endDate: string;
  people_needed: number;
};

/** What the dashboard reads of an application. */
export type DashboardApplicationFacts = { event_id: number; status: ApplicationStatus };

/**
 * The dashboard's figures by the rules above, from one NGO's events and any applications (those of
 * other events are ignored). The mock API answers with it; the server counts the same in SQL
 * (server/dashboard/service.ts), and both are tested against the same cases.
 */
export function ngoDashboardOf(
  events: readonly DashboardEventFacts[],
  applications: readonly DashboardApplicationFacts[],
  now: Date,
): NgoDashboardSummary {
  const ownIds = new Set(events.map((event) => event.id));
  const own = applications.filter((application) => ownIds.has(application.event_id));
  const accepted = (eventId: number) => own.filter((application) => application.event_id === eventId && application.status === 'accepted').length;
  const byStart = (a: DashboardEventFacts, b: DashboardEventFacts) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id - b.id;
  const ofStatus = (status: EventStatus) => events.filter((event) => event.status === status).sort(byStart);

  const attention = DASHBOARD_ATTENTION_STATUSES.flatMap((status) =>
    ofStatus(status).map((event) => ({ id: event.id, eventName: event.eventName, status, startDate: event.startDate })),
  );
  const upcoming = events
    .filter((event) => (DASHBOARD_UPCOMING_STATUSES as readonly EventStatus[]).includes(event.status))
    .filter((event) => Date.parse(event.endDate) > now.getTime() && event.people_needed > 0)
    .sort(byStart)
    .map((event) => {
      const taken = accepted(event.id);
      return { id: event.id, eventName: event.eventName, startDate: event.startDate, people_needed: event.people_needed, accepted: taken, places_left: event.people_needed - taken };
    })
    .filter((event) => event.places_left > 0);

  return {
    applications_waiting: own.filter((application) => application.status === 'applied').length,
    events_rejected: ofStatus('rejected').length,
    events_pending: ofStatus('pending').length,
    attention_events: attention.slice(0, DASHBOARD_LIST_LENGTH),
    upcoming_events: upcoming.slice(0, DASHBOARD_LIST_LENGTH),
  };
}
