import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { EditEventPage, EventDataFailed, EventToEditNotFound } from '../../../../app/events/form/EditEventPage';
import { eventIdFromParam } from '../../../../app/events/eventIdFromParam';
import { PagePending } from '../../../../app/shell/PagePending';
import { ApiRequestError } from '../../../../queries/ApiRequestError';
import { clientConfigQueryOptions } from '../../../../queries/config';
import { eventFiltersQueryOptions, eventQueryOptions, useUpdateEvent } from '../../../../queries/events';

export const Route = createFileRoute('/_ngo/events/$eventId/edit')({
  loader: async ({ context, params }) => {
    const id = eventIdFromParam(params.eventId);
    if (id === null) throw notFound();
    void context.queryClient.query(eventFiltersQueryOptions()).catch(() => undefined);
    await Promise.all([
      context.queryClient.query(eventQueryOptions(id)).catch((error: unknown) => {
        // Unknown, or another NGO's: the server answers both with 404.
        if (error instanceof ApiRequestError && error.status === 404) throw notFound();
        throw error;
      }),
      // Needed to tell a stored image from a URL (SPEC §2); without it the image shows as a URL.
      context.queryClient.query(clientConfigQueryOptions()).catch(() => undefined),
    ]);
  },
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
