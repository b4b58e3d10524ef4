import { createFileRoute } from '@tanstack/react-router';
import { NgoManagementPage } from '@/app/admin/ngos/NgoManagementPage';
import { ngoSearchSchema } from '@/app/admin/ngos/ngoSearch';
import { adminNgosQueryOptions } from '@/queries/adminNgos';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// SPEC §2 /admin/ngos: NGO management, a list filtered by the address (docs/decisions.md, issue 11).
// The whole list is one call filtered in the browser, so the loader depends on no search value
// (no loaderDeps: typing re-runs nothing) and starts that call without awaiting it; the page shows
// its own loading and error states.
export const Route = createFileRoute('/admin/ngos')({
  validateSearch: ngoSearchSchema,
  loader: ({ context }) => {
    void prefetchInBackground(context.queryClient, adminNgosQueryOptions());
  },
  component: NgoManagementRoute,
});

function NgoManagementRoute() {
  return <NgoManagementPage search={Route.useSearch()} />;
}
