import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { EventsList, EventsListError, EventsNoNgo } from '@/app/events/EventsList';
import { eventListParamsOf, eventsListSearchOf, readEventFilter } from '@/app/events/eventFilter';
import { ngoEventPageQueryOptions } from '@/queries/events';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// SPEC §2 events list, one page at a time (issue 13): the address holds the page, the filter is
// remembered in this browser. A list filtered by the address (docs/decisions/code-and-conventions.md "Routes and loading"): the
// loader starts the page the address and the remembered filter ask for without awaiting it (also
// on a link's hover), and the list reads it with keepPreviousData, so changing page or filter keeps
// the last page in sight. `query` refetches a page that a create, delete or submit invalidated.
export const Route = createFileRoute('/_ngo/events/')({
  validateSearch: eventsListSearchOf,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    const ngoId = context.session.ngo_id;
    if (hasNgo(ngoId)) void prefetchInBackground(context.queryClient, ngoEventPageQueryOptions(ngoId, eventListParamsOf(readEventFilter(), deps.page)));
  },
  component: EventsPage,
  errorComponent: EventsListError,
});

function EventsPage() {
  const { session } = Route.useRouteContext();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const showPage = useCallback((next: number | undefined) => void navigate({ search: { page: next }, replace: true }), [navigate]);
  return hasNgo(session.ngo_id) ? <EventsList ngoId={session.ngo_id} page={page ?? 1} onPage={showPage} /> : <EventsNoNgo />;
}

/** A session stored without an NGO id reads as 0. */
function hasNgo(ngoId: number): boolean {
  return Number.isInteger(ngoId) && ngoId > 0;
}
