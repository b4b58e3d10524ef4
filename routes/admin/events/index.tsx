import { createFileRoute } from '@tanstack/react-router';
import { AdminEventsError } from '../../../app/admin/events/AdminEventsError';
import { AdminEventsPage } from '../../../app/admin/events/AdminEventsPage';
import { adminEventsSearchSchema } from '../../../app/admin/events/adminEventsSearch';

// SPEC §2 /admin/events (optional query status): the address holds the status, search and page.
// No loader: the page loads its list and counts itself and keeps the last list in sight while a
// new filter loads, so a filter change never waits on the router (nor aborts a loader's fetch).
export const Route = createFileRoute('/admin/events/')({
  validateSearch: adminEventsSearchSchema,
  component: AdminEventsRoute,
  errorComponent: AdminEventsError,
});

function AdminEventsRoute() {
  return <AdminEventsPage search={Route.useSearch()} />;
}
