import { createFileRoute } from '@tanstack/react-router';
import { NgoManagementPage } from '../../app/admin/ngos/NgoManagementPage';
import { ngoSearchSchema } from '../../app/admin/ngos/ngoSearch';
import { adminNgosQueryOptions } from '../../queries/adminNgos';

// SPEC §2 /admin/ngos: NGO management; the page shows its own loading and error states.
export const Route = createFileRoute('/admin/ngos')({
  validateSearch: ngoSearchSchema,
  loader: ({ context }) => {
    void context.queryClient.query(adminNgosQueryOptions()).catch(() => undefined);
  },
  component: NgoManagementRoute,
});

function NgoManagementRoute() {
  return <NgoManagementPage search={Route.useSearch()} />;
}
