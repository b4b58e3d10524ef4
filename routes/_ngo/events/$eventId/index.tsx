import { createFileRoute } from '@tanstack/react-router';
import { EventDetailsError, EventNotFound } from '@/app/events/EventDetails';
import { EventDetailsPage } from '@/app/events/EventDetailsPage';
import { EventGallery } from '@/app/gallery/PageGalleries';
import { eventIdParams } from '@/app/events/eventIdFromParam';
import { loadEventDetails } from '@/app/events/loadEvent';
import { PagePending } from '@/app/shell/PagePending';

// SPEC §2 event details. An id that is not a positive whole number (params.parse), an unknown
// event and another NGO's event (the API answers 404 event_not_found for both) show the not-found state.
export const Route = createFileRoute('/_ngo/events/$eventId/')({
  params: eventIdParams,
  loader: ({ context, params }) => loadEventDetails(context.queryClient, params.eventId),
  component: EventDetailsRoute,
  pendingComponent: PagePending,
  errorComponent: () => <EventDetailsError />,
  notFoundComponent: () => <EventNotFound />,
});

function EventDetailsRoute() {
  const { eventId } = Route.useParams();
  const { session } = Route.useRouteContext();
  return <EventDetailsPage eventId={eventId} ngoId={session.ngo_id > 0 ? session.ngo_id : null} gallery={<EventGallery eventId={eventId} />} />;
}
