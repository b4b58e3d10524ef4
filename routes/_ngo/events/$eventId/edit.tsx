import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EditEventPage, EventDataFailed, EventToEditNotFound } from '../../../../app/events/form/EditEventPage';
import { loadEventForEdit } from '../../../../app/events/loadEvent';
import { PagePending } from '../../../../app/shell/PagePending';
import { clientConfigQueryOptions } from '../../../../queries/config';
import { eventQueryOptions, useUpdateEvent } from '../../../../queries/events';

// SPEC §2 /events/{id}/edit: the NGO's own pending or rejected event; another NGO's is not found.
export const Route = createFileRoute('/_ngo/events/$eventId/edit')({
  loader: ({ context, params }) => loadEventForEdit(context.queryClient, params.eventId),
  pendingComponent: PagePending,
  errorComponent: () => <EventDataFailed />,
  notFoundComponent: () => <EventToEditNotFound />,
  component: EditEventRoute,
});

function EditEventRoute() {
  const { eventId } = Route.useParams();
  const { data: event } = useSuspenseQuery(eventQueryOptions(Number(eventId)));
  const mediaBaseUrl = useQuery(clientConfigQueryOptions()).data?.mediaBaseUrl;
  const update = useUpdateEvent(event.id);
  return <EditEventPage key={event.id} area="ngo" event={event} saving={update} mediaBaseUrl={mediaBaseUrl} />;
}
