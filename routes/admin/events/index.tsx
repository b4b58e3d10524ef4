import { createFileRoute } from '@tanstack/react-router';
import { AdminEventsError } from '@/app/moderation/AdminEventsError';
import { AdminEventsPage } from '@/app/moderation/AdminEventsPage';
import { adminEventsSearchOf, listQueryOf } from '@/app/moderation/adminEventsSearch';
import { adminEventsQueryOptions, eventStatisticsQueryOptions } from '@/queries/adminEvents';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// SPEC §2 /admin/events (optional query status): the address holds the status, search and page.
// A list filtered by the address (docs/decisions/code-and-conventions.md "Routes and loading"): the loader starts the page and the
// counts the address asks for (also on a link's hover) without awaiting them, and the page reads
// them with keepPreviousData, so a filter change keeps the last list in sight and a fetch a later
// filter cancelled never fails the route.
export const Route = createFileRoute('/admin/events/')({
  validateSearch: adminEventsSearchOf,
  loaderDeps: ({ search }) => ({ list: listQueryOf(search) }),
  loader: ({ context, deps }) => {
    void prefetchInBackground(context.queryClient, adminEventsQueryOptions(deps.list));
    void prefetchInBackground(context.queryClient, eventStatisticsQueryOptions(deps.list.search));
  },
  component: AdminEventsRoute,
  errorComponent: AdminEventsError,
});

function AdminEventsRoute() {
  return <AdminEventsPage search={Route.useSearch()} />;
}
