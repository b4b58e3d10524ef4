import { createFileRoute } from '@tanstack/react-router';
import { AdminEventDetails, AdminEventDetailsError, AdminEventNotFound } from '../../../../app/admin/events/AdminEventDetails';
import { eventIdFromParam } from '../../../../app/events/eventIdFromParam';
import { loadEventDetails } from '../../../../app/events/loadEvent';
import { PagePending } from '../../../../app/shell/PagePending';

// SPEC §2 /admin/events/{id}: GET /api/events/{id}/ answers the super administrator for any event.
export const Route = createFileRoute('/admin/events/$eventId/')({
  loader: ({ context, params }) => loadEventDetails(context.queryClient, params.eventId),
  component: AdminEventDetailsRoute,
  pendingComponent: PagePending,
  errorComponent: AdminEventDetailsError,
  notFoundComponent: AdminEventNotFound,
});

function AdminEventDetailsRoute() {
  const id = eventIdFromParam(Route.useParams().eventId);
  return id === null ? <AdminEventNotFound /> : <AdminEventDetails eventId={id} />;
}
