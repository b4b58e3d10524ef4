import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { eventIdFromParam } from '../../../../app/events/eventIdFromParam';
import { EditEventPage, EventDataFailed, EventToEditNotFound } from '../../../../app/events/form/EditEventPage';
import { PagePending } from '../../../../app/shell/PagePending';
import { useAdminEditEvent } from '../../../../queries/adminEvents';
import { ApiRequestError } from '../../../../queries/ApiRequestError';
import { clientConfigQueryOptions } from '../../../../queries/config';
import { eventFiltersQueryOptions, eventQueryOptions } from '../../../../queries/events';

// SPEC §2 /admin/events/{id}/edit: the NGO's form, prefilled, for any event in any state (SPEC §4).
export const Route = createFileRoute('/admin/events/$eventId/edit')({
  loader: async ({ context, params }) => {
    const id = eventIdFromParam(params.eventId);
    if (id === null) throw notFound();
    void context.queryClient.query(eventFiltersQueryOptions()).catch(() => undefined);
    await Promise.all([
      context.queryClient.query(eventQueryOptions(id)).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) throw notFound();
        throw error;
      }),
      // Needed to tell a stored image from a URL (SPEC §2); without it the image shows as a URL.
      context.queryClient.query(clientConfigQueryOptions()).catch(() => undefined),
    ]);
  },
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
