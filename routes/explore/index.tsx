import { createFileRoute } from '@tanstack/react-router';
import { ExplorePage } from '@/app/explore/ExplorePage';
import { exploreListQueryOf, exploreSearchOf } from '@/app/explore/exploreSearch';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { publicEventPageQueryOptions } from '@/queries/publicEvents';

// Issue 17, point 1: #/explore, the public events for anyone, signed in or not: a list filtered by
// the address (docs/decisions/code-and-conventions.md "Routes and loading"). The loader starts the page the address asks for
// without awaiting it (also on a link's hover); the page reads it with keepPreviousData, so a new
// filter keeps the last cards in sight. The map asks for its points itself, only when it is shown.
export const Route = createFileRoute('/explore/')({
  validateSearch: exploreSearchOf,
  loaderDeps: ({ search }) => ({ list: exploreListQueryOf(search) }),
  loader: ({ context, deps }) => {
    void prefetchInBackground(context.queryClient, publicEventPageQueryOptions(deps.list));
  },
  component: ExploreRoute,
});

function ExploreRoute() {
  return <ExplorePage search={Route.useSearch()} />;
}
