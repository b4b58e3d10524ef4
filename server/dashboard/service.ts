import { eq, sql } from 'drizzle-orm';
import {
  DASHBOARD_ATTENTION_STATUSES,
  DASHBOARD_LIST_LENGTH,
  DASHBOARD_UPCOMING_STATUSES,
  type NgoDashboardSummary,
} from '@/contract/dashboard';
import { ngos } from '@/server/db/schema';
import type { Queries } from '@/server/platform/db';
import { isoInstant } from '@/server/platform/isoInstant';

// GET /api/portal/dashboard/ (issue 14, point 7): the NGO's "needs attention today", counted by the
// database in one statement; contract/dashboard.ts ngoDashboardOf states the same rules for the mocks.

type AttentionRow = Omit<NgoDashboardSummary['attention_events'][number], 'startDate'> & { startDate: string };
type UpcomingRow = { id: number; eventName: string; startDate: string; people_needed: number; accepted: number };

/**
 * One round trip: the figures and both short lists are sub-selects of one SELECT on the NGO's row,
 * written as SQL with aliases (e: events, a: applications) because they nest and correlate. Each
 * reads the NGO's events on the (organized_by, start_date) index and their applications on the
 * (event_id, status, …) one, so the cost follows the NGO's own data, never the whole tables.
 */
export async function ngoDashboard(db: Queries, ngoId: number, now = new Date()): Promise<NgoDashboardSummary> {
  const attentionStatuses = sql.join(DASHBOARD_ATTENTION_STATUSES.map((status) => sql`${status}`), sql`, `);
  const upcomingStatuses = sql.join(DASHBOARD_UPCOMING_STATUSES.map((status) => sql`${status}`), sql`, `);
  const [rejectedFirst] = DASHBOARD_ATTENTION_STATUSES;
  const accepted = sql`(select count(*)::int from applications a where a.event_id = e.id and a.status = 'accepted')`;

  const [row] = await db
    .select({
      applicationsWaiting: sql<number>`(select count(*)::int from applications a join events e on e.id = a.event_id
        where e.organized_by = ${ngoId} and a.status = 'applied')`,
      eventsRejected: sql<number>`(select count(*)::int from events e where e.organized_by = ${ngoId} and e.status = 'rejected')`,
      eventsPending: sql<number>`(select count(*)::int from events e where e.organized_by = ${ngoId} and e.status = 'pending')`,
      // Rejected first (to fix and resubmit), then pending; each by start. json_agg orders only when told.
      attention: sql<AttentionRow[]>`(select coalesce(json_agg(json_build_object('id', listed.id, 'eventName', listed.event_name,
          'status', listed.status, 'startDate', listed.start_date) order by listed.first desc, listed.start_date, listed.id), '[]'::json)
        from (select e.id, e.event_name, e.status, e.start_date, e.status = ${rejectedFirst} as first
          from events e where e.organized_by = ${ngoId} and e.status in (${attentionStatuses})
          order by first desc, e.start_date, e.id limit ${DASHBOARD_LIST_LENGTH}) as listed)`,
      // Public, not ended, still short of people: places left = people_needed − accepted; soonest first.
      upcoming: sql<UpcomingRow[]>`(select coalesce(json_agg(json_build_object('id', listed.id, 'eventName', listed.event_name,
          'startDate', listed.start_date, 'people_needed', listed.people_needed, 'accepted', listed.accepted)
          order by listed.start_date, listed.id), '[]'::json)
        from (select e.id, e.event_name, e.start_date, e.people_needed, ${accepted} as accepted
          from events e
          where e.organized_by = ${ngoId} and e.status in (${upcomingStatuses}) and e.end_date > ${now.toISOString()}::timestamptz
            and e.people_needed > ${accepted}
          order by e.start_date, e.id limit ${DASHBOARD_LIST_LENGTH}) as listed)`,
    })
    .from(ngos)
    .where(eq(ngos.id, ngoId));

  return {
    applications_waiting: row?.applicationsWaiting ?? 0,
    events_rejected: row?.eventsRejected ?? 0,
    events_pending: row?.eventsPending ?? 0,
    attention_events: (row?.attention ?? []).map((event) => ({ ...event, startDate: isoInstant(new Date(event.startDate)) })),
    upcoming_events: (row?.upcoming ?? []).map((event) => ({
      ...event,
      startDate: isoInstant(new Date(event.startDate)),
      places_left: event.people_needed - event.accepted,
    })),
  };
}
