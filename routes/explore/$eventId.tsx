import { createFileRoute } from '@tanstack/react-router';
import { eventIdParams } from '@/app/events/eventIdFromParam';
import { loadPublicEvent } from '@/app/publicEvent/loadPublicEvent';
import { PublicEventGallery } from '@/app/gallery/PageGalleries';
import { PublicEventPage } from '@/app/publicEvent/PublicEventPage';
import { PublicEventError, PublicEventNotFound } from '@/app/publicEvent/PublicEventStates';
import { PagePending } from '@/app/shell/PagePending';

/** Issue 17, decision 1: `?apply=1` opens the apply form (where the volunteer sign-in comes back to). */
interface PublicEventSearch {
  apply?: 1;
}

// #/explore/{id}: a public event for anyone signed in or not (issue 15, the NGO page's events link
// here), with Apply, the map, "Add to calendar" (issue 17) and the gallery. A malformed id, and an
// event that is not public or unknown (404 event_not_found), show the not-found card.
export const Route = createFileRoute('/explore/$eventId')({
  params: eventIdParams,
  validateSearch: (search: Record<string, unknown>): PublicEventSearch => ({
    apply: search.apply === 1 || search.apply === '1' ? 1 : undefined,
  }),
  loader: ({ context, params }) => loadPublicEvent(context.queryClient, params.eventId),
  component: PublicEventRoute,
  pendingComponent: PagePending,
  errorComponent: PublicEventError,
  notFoundComponent: PublicEventNotFound,
});

function PublicEventRoute() {
  const { eventId } = Route.useParams();
  const { apply } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PublicEventPage
      eventId={eventId}
      gallery={<PublicEventGallery eventId={eventId} />}
      applyOpen={apply === 1}
      onApplyOpen={(open) => void navigate({ search: { apply: open ? 1 : undefined }, replace: true })}
    />
  );
}
