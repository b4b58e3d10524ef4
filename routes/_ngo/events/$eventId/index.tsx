import { createFileRoute, notFound } from '@tanstack/react-router';
import { eventErrorCodes } from '../../../../contract/events';
import { EventDetailsError, EventNotFound } from '../../../../app/events/EventDetails';
import { EventDetailsPage } from '../../../../app/events/EventDetailsPage';
import { eventIdFromParam } from '../../../../app/events/eventIdFromParam';
import { PagePending } from '../../../../app/shell/PagePending';
import { ApiRequestError } from '../../../../queries/ApiRequestError';
import { eventFiltersQueryOptions, eventQueryOptions } from '../../../../queries/events';

// SPEC §2 event details. An id that is not a positive whole number, an unknown event and another
// NGO's event (the API answers 404 event_not_found for both) all show the not-found state.
export const Route = createFileRoute('/_ngo/events/$eventId/')({
  loader: async ({ context, params }) => {
    const id = eventIdFromParam(params.eventId);
    if (id === null) throw notFound();
    // The teams only translate names the event already carries: never wait for them.
    void context.queryClient.query(eventFiltersQueryOptions()).catch(() => undefined);
    try {
      // `query` refetches details a submit or update invalidated, so the page opens on current data.
      await context.queryClient.query(eventQueryOptions(id));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404 && error.code === eventErrorCodes.notFound) throw notFound();
      throw error;
    }
  },
  component: EventDetailsRoute,
  pendingComponent: PagePending,
  errorComponent: EventDetailsError,
  notFoundComponent: EventNotFound,
});

function EventDetailsRoute() {
  const { eventId } = Route.useParams();
  const { session } = Route.useRouteContext();
  const id = eventIdFromParam(eventId);
  if (id === null) return <EventNotFound />; // the loader has thrown notFound already; kept for the type
  return <EventDetailsPage eventId={id} ngoId={session.ngo_id > 0 ? session.ngo_id : null} />;
}
