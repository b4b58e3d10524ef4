import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '@/app/applications/ApplicationsPage';
import { applicationPageQueryOf, applicationsSearchOf } from '@/app/applications/applicationsSearch';
import { applicationPageQueryOptions, applicationStatisticsQueryOptions } from '@/queries/applications';
import { ngoEventsQueryOptions } from '@/queries/events';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// SPEC §2 /applications, a list filtered by the address (docs/decisions/code-and-conventions.md "Routes and loading"): the loader
// starts the page, the statistics and the NGO's events the address asks for without awaiting them
// (also on a link's hover), and the page reads them with keepPreviousData, so a new filter, order
// or page keeps the last rows in sight while the next arrive.
export const Route = createFileRoute('/_ngo/applications')({
  validateSearch: applicationsSearchOf,
  loaderDeps: ({ search }) => ({ page: applicationPageQueryOf(search), eventId: search.event }),
  loader: ({ context, deps }) => {
    void prefetchInBackground(context.queryClient, applicationPageQueryOptions(deps.page));
    void prefetchInBackground(context.queryClient, applicationStatisticsQueryOptions(deps.eventId));
    if (context.session.ngo_id > 0) void prefetchInBackground(context.queryClient, ngoEventsQueryOptions(context.session.ngo_id));
  },
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const { session } = Route.useRouteContext();
  return <ApplicationsPage ngoId={session.ngo_id} search={Route.useSearch()} />;
}
