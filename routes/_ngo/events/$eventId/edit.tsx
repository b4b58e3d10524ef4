import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackToEvents } from '@/app/events/EventDetails';
import { eventIdParams } from '@/app/events/eventIdFromParam';
import { EditEventPage, EventDataFailed, EventToEditNotFound } from '@/app/events/form/EditEventPage';
import { loadEventForEdit } from '@/app/events/loadEvent';
import { PagePending } from '@/app/shell/PagePending';
import { canNgoEdit } from '@/contract/events';
import { clientConfigQueryOptions } from '@/queries/config';
import { eventQueryOptions, useUpdateEvent } from '@/queries/events';

// SPEC §2 /events/{id}/edit: the NGO's own pending or rejected event; another NGO's is not found.
export const Route = createFileRoute('/_ngo/events/$eventId/edit')({
  params: eventIdParams,
  loader: ({ context, params }) => loadEventForEdit(context.queryClient, params.eventId),
  pendingComponent: PagePending,
  errorComponent: () => <EventDataFailed back={<BackToEvents />} />,
  notFoundComponent: () => <EventToEditNotFound back={<BackToEvents />} />,
  component: EditEventRoute,
});

function EditEventRoute() {
  const { t } = useTranslation();
  const { eventId } = Route.useParams();
  const { data: event } = useSuspenseQuery(eventQueryOptions(eventId));
  const mediaBaseUrl = useQuery(clientConfigQueryOptions()).data?.mediaBaseUrl;
  const update = useUpdateEvent(event.id);
  return (
    <EditEventPage
      key={event.id}
      event={event}
      saving={update}
      mediaBaseUrl={mediaBaseUrl}
      canEdit={canNgoEdit}
      listPath="/events"
      detailsPath="/events/$eventId"
      saveFailedText={t('events.errors.screen.updateFailed')}
    />
  );
}
