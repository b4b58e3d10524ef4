import { createFileRoute } from '@tanstack/react-router';
import { NgoManagementPage } from '@/app/ngos/NgoManagementPage';
import { ngoListQueryOf, ngoSearchOf, ngoSearchTermOf } from '@/app/ngos/ngoSearch';
import { adminNgosQueryOptions, ngoStatisticsQueryOptions } from '@/queries/adminNgos';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// SPEC §2 /admin/ngos: NGO management, a list filtered by the address (docs/decisions/code-and-conventions.md "Routes and loading").
// The server searches and pages (issue 13): the loader starts the page and the counts the address
// asks for (also on a link's hover) without awaiting them, and the page reads them with
// keepPreviousData, so a new search keeps the last list in sight.
export const Route = createFileRoute('/admin/ngos')({
  validateSearch: ngoSearchOf,
  loaderDeps: ({ search }) => ({ list: ngoListQueryOf(search), search: ngoSearchTermOf(search) }),
  loader: ({ context, deps }) => {
    void prefetchInBackground(context.queryClient, adminNgosQueryOptions(deps.list));
    void prefetchInBackground(context.queryClient, ngoStatisticsQueryOptions(deps.search));
  },
  component: NgoManagementRoute,
});

function NgoManagementRoute() {
  return <NgoManagementPage search={Route.useSearch()} />;
}
