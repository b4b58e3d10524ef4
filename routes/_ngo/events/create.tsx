import { createFileRoute } from '@tanstack/react-router';
import { CreateEventPage } from '../../../app/events/form/CreateEventPage';
import { clientConfigQueryOptions } from '../../../queries/config';
import { eventFiltersQueryOptions } from '../../../queries/events';

export const Route = createFileRoute('/_ngo/events/create')({
  // The form opens at once; the team options and the services' addresses arrive beside it.
  loader: ({ context }) => {
    void context.queryClient.query(eventFiltersQueryOptions()).catch(() => undefined);
    void context.queryClient.query(clientConfigQueryOptions()).catch(() => undefined);
  },
  component: CreateEventRoute,
});

function CreateEventRoute() {
  const { session } = Route.useRouteContext();
  return <CreateEventPage ngoId={session.ngo_id} />;
}
