import { createFileRoute } from '@tanstack/react-router';
import { EventsList, EventsListError, EventsNoNgo } from '@/app/events/EventsList';
import { PagePending } from '@/app/shell/PagePending';
import { ngoEventsQueryOptions } from '@/queries/events';

// SPEC §2 events list. `query` (not the deprecated ensureQueryData) refetches a list that a create,
// delete or submit invalidated, so the page never opens on an event that is already gone.
export const Route = createFileRoute('/_ngo/events/')({
  loader: async ({ context }) => {
    const ngoId = context.session.ngo_id;
    if (hasNgo(ngoId)) await context.queryClient.query(ngoEventsQueryOptions(ngoId));
  },
  component: EventsPage,
  pendingComponent: PagePending,
  errorComponent: EventsListError,
});

function EventsPage() {
  const { session } = Route.useRouteContext();
  return hasNgo(session.ngo_id) ? <EventsList ngoId={session.ngo_id} /> : <EventsNoNgo />;
}

/** A session stored without an NGO id reads as 0. */
function hasNgo(ngoId: number): boolean {
  return Number.isInteger(ngoId) && ngoId > 0;
}
