import { createFileRoute } from '@tanstack/react-router';
import { MyApplicationsError, MyApplicationsPage, myApplicationsQueryOf } from '@/app/applications/volunteer/MyApplicationsPage';
import { PagePending } from '@/app/shell/PagePending';
import { pageOf } from '@/contract/searchValues';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { volunteerApplicationsQueryOptions } from '@/queries/volunteerApplications';

// Issue 17, point 3: #/volunteer, the volunteer's home: their applications, a list paged by the
// address (`?page=`; docs/decisions/code-and-conventions.md "Routes and loading"). The loader starts the page without awaiting it
// (also on a link's hover) and the page reads it with keepPreviousData; the total XP comes with the
// area's loader (GET /api/volunteer/me/, the navbar's name).
export const Route = createFileRoute('/volunteer/_area/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageOf(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => {
    void prefetchInBackground(context.queryClient, volunteerApplicationsQueryOptions(myApplicationsQueryOf(deps.page)));
  },
  component: MyApplicationsRoute,
  pendingComponent: PagePending,
  errorComponent: MyApplicationsError,
});

function MyApplicationsRoute() {
  return <MyApplicationsPage page={Route.useSearch().page} />;
}
