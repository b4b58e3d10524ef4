import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminEventDetails, BackToModeration } from '@/app/moderation/AdminEventDetails';
import { EventDetailsBody, EventDetailsError, EventNotFound } from '@/app/events/EventDetails';
import { eventIdParams } from '@/app/events/eventIdFromParam';
import { EventSeries } from '@/app/events/EventSeries';
import { loadEventDetails } from '@/app/events/loadEvent';
import { PagePending } from '@/app/shell/PagePending';
import { adminSeriesQueryOptions } from '@/queries/adminEvents';

// SPEC §2 /admin/events/{id}: GET /api/events/{id}/ answers the super administrator for any event;
// an id that is not a positive whole number (params.parse) or no event has is not found. The
// administrator's review sits above what the NGO sees of the event: the two features meet here.
export const Route = createFileRoute('/admin/events/$eventId/')({
  params: eventIdParams,
  loader: ({ context, params }) => loadEventDetails(context.queryClient, params.eventId),
  component: AdminEventDetailsRoute,
  pendingComponent: PagePending,
  errorComponent: () => <EventDetailsError back={<BackToModeration />} />,
  notFoundComponent: AdminEventNotFound,
});

function AdminEventDetailsRoute() {
  return (
    <AdminEventDetails eventId={Route.useParams().eventId}>
      {(event) => (
        <>
          <EventDetailsBody event={event} />
          <EventSeries event={event} detailsPath="/admin/events/$eventId" seriesList={adminSeriesQueryOptions} />
        </>
      )}
    </AdminEventDetails>
  );
}

/** An id no event has. */
function AdminEventNotFound() {
  const { t } = useTranslation();
  return <EventNotFound back={<BackToModeration />} text={t('admin.events.details.notFoundText')} />;
}
