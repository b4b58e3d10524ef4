import { createFileRoute } from '@tanstack/react-router';
import { eventIdParams } from '@/app/events/eventIdFromParam';
import { loadPublicEvent } from '@/app/publicEvent/loadPublicEvent';
import { PublicEventGallery } from '@/app/gallery/PageGalleries';
import { PublicEventPage } from '@/app/publicEvent/PublicEventPage';
import { PublicEventError, PublicEventNotFound } from '@/app/publicEvent/PublicEventStates';
import { PagePending } from '@/app/shell/PagePending';

// #/explore/{id}: a public event, read only, for anyone signed in or not (issue 15, the NGO page's
// events link here). Issue 17 adds Apply, the map and the gallery. A malformed id, and an event
// that is not public or unknown (404 event_not_found), show the not-found card.
export const Route = createFileRoute('/explore/$eventId')({
  params: eventIdParams,
  loader: ({ context, params }) => loadPublicEvent(context.queryClient, params.eventId),
  component: PublicEventRoute,
  pendingComponent: PagePending,
  errorComponent: PublicEventError,
  notFoundComponent: PublicEventNotFound,
});

function PublicEventRoute() {
  const { eventId } = Route.useParams();
  return <PublicEventPage eventId={eventId} gallery={<PublicEventGallery eventId={eventId} />} />;
}
