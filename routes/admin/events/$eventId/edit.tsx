import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackToModeration } from '@/app/moderation/AdminEventDetails';
import { eventIdParams } from '@/app/events/eventIdFromParam';
import { EditEventPage, EventDataFailed, EventToEditNotFound } from '@/app/events/form/EditEventPage';
import { loadEventForEdit } from '@/app/events/loadEvent';
import { PagePending } from '@/app/shell/PagePending';
import { canAdminEdit } from '@/contract/events';
import { useAdminEditEvent } from '@/queries/adminEvents';
import { clientConfigQueryOptions } from '@/queries/config';
import { eventQueryOptions } from '@/queries/events';

// SPEC §2 /admin/events/{id}/edit: the NGO's form, prefilled, for any event in any state (SPEC §4).
export const Route = createFileRoute('/admin/events/$eventId/edit')({
  params: eventIdParams,
  loader: ({ context, params }) => loadEventForEdit(context.queryClient, params.eventId),
  pendingComponent: PagePending,
  errorComponent: () => <EventDataFailed back={<BackToModeration />} />,
  notFoundComponent: () => <EventToEditNotFound back={<BackToModeration />} />,
  component: AdminEditEventRoute,
});

function AdminEditEventRoute() {
  const { t } = useTranslation();
  const { eventId } = Route.useParams();
  const { data: event } = useSuspenseQuery(eventQueryOptions(eventId));
  const mediaBaseUrl = useQuery(clientConfigQueryOptions()).data?.mediaBaseUrl;
  const edit = useAdminEditEvent(event.id);
  return (
    <EditEventPage
      key={event.id}
      event={event}
      saving={edit}
      mediaBaseUrl={mediaBaseUrl}
      canEdit={canAdminEdit}
      listPath="/admin/events"
      detailsPath="/admin/events/$eventId"
      saveFailedText={t('admin.events.errors.editFailed')}
    />
  );
}
