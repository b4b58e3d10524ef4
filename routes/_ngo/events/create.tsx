import { createFileRoute } from '@tanstack/react-router';
import { CreateEventPage } from '@/app/events/form/CreateEventPage';
import { clientConfigQueryOptions } from '@/queries/config';
import { eventFiltersQueryOptions } from '@/queries/events';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

export const Route = createFileRoute('/_ngo/events/create')({
  // The form opens at once; the team options and the services' addresses arrive beside it.
  loader: ({ context }) => {
    void prefetchInBackground(context.queryClient, eventFiltersQueryOptions());
    void prefetchInBackground(context.queryClient, clientConfigQueryOptions());
  },
  component: CreateEventRoute,
});

function CreateEventRoute() {
  const { session } = Route.useRouteContext();
  return <CreateEventPage ngoId={session.ngo_id} />;
}
