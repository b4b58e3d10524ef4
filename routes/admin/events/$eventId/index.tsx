import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminEventDetails, AdminEventDetailsError, AdminEventNotFound } from '../../../../app/admin/events/AdminEventDetails';
import { eventIdFromParam } from '../../../../app/events/eventIdFromParam';
import { PagePending } from '../../../../app/shell/PagePending';
import { eventErrorCodes } from '../../../../contract/events';
import { ApiRequestError } from '../../../../queries/ApiRequestError';
import { eventFiltersQueryOptions, eventQueryOptions } from '../../../../queries/events';

// SPEC §2 /admin/events/{id}: GET /api/events/{id}/ answers the super administrator for any event.
export const Route = createFileRoute('/admin/events/$eventId/')({
  loader: async ({ context, params }) => {
    const id = eventIdFromParam(params.eventId);
    if (id === null) throw notFound();
    void context.queryClient.query(eventFiltersQueryOptions()).catch(() => undefined);
    try {
      await context.queryClient.query(eventQueryOptions(id));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404 && error.code === eventErrorCodes.notFound) throw notFound();
      throw error;
    }
  },
  component: AdminEventDetailsRoute,
  pendingComponent: PagePending,
  errorComponent: AdminEventDetailsError,
  notFoundComponent: AdminEventNotFound,
});

function AdminEventDetailsRoute() {
  const id = eventIdFromParam(Route.useParams().eventId);
  return id === null ? <AdminEventNotFound /> : <AdminEventDetails eventId={id} />;
}
