import { createFileRoute } from '@tanstack/react-router';
import { AdminEventsError } from '../../../app/admin/events/AdminEventsError';
import { AdminEventsPage } from '../../../app/admin/events/AdminEventsPage';
import { adminEventsSearchSchema, listQueryOf } from '../../../app/admin/events/adminEventsSearch';
import { PagePending } from '../../../app/shell/PagePending';
import { adminEventsQueryOptions, eventStatisticsQueryOptions } from '../../../queries/adminEvents';

// SPEC §2 /admin/events (optional query status): the address holds the status, search and page.
export const Route = createFileRoute('/admin/events/')({
  validateSearch: adminEventsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // The counts only label the buttons: the page never waits for them.
    void context.queryClient.query(eventStatisticsQueryOptions(deps.search?.trim() || undefined)).catch(() => undefined);
    await context.queryClient.query(adminEventsQueryOptions(listQueryOf(deps)));
  },
  component: AdminEventsRoute,
  pendingComponent: PagePending,
  errorComponent: AdminEventsError,
});

function AdminEventsRoute() {
  return <AdminEventsPage search={Route.useSearch()} />;
}
