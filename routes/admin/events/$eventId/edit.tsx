import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EditEventPage, EventDataFailed, EventToEditNotFound } from '../../../../app/events/form/EditEventPage';
import { loadEventForEdit } from '../../../../app/events/loadEvent';
import { PagePending } from '../../../../app/shell/PagePending';
import { useAdminEditEvent } from '../../../../queries/adminEvents';
import { clientConfigQueryOptions } from '../../../../queries/config';
import { eventQueryOptions } from '../../../../queries/events';

// SPEC §2 /admin/events/{id}/edit: the NGO's form, prefilled, for any event in any state (SPEC §4).
export const Route = createFileRoute('/admin/events/$eventId/edit')({
  loader: ({ context, params }) => loadEventForEdit(context.queryClient, params.eventId),
  pendingComponent: PagePending,
  errorComponent: () => <EventDataFailed area="admin" />,
  notFoundComponent: () => <EventToEditNotFound area="admin" />,
  component: AdminEditEventRoute,
});

function AdminEditEventRoute() {
  const { eventId } = Route.useParams();
  const { data: event } = useSuspenseQuery(eventQueryOptions(Number(eventId)));
  const mediaBaseUrl = useQuery(clientConfigQueryOptions()).data?.mediaBaseUrl;
  const edit = useAdminEditEvent(event.id);
  return <EditEventPage key={event.id} area="admin" event={event} saving={edit} mediaBaseUrl={mediaBaseUrl} />;
}
