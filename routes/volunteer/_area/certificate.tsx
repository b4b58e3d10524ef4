import { createFileRoute } from '@tanstack/react-router';
import { CertificateError, CertificatePage } from '@/app/certificate/CertificatePage';
import { PagePending } from '@/app/shell/PagePending';
import { pageOf } from '@/contract/searchValues';
import { certificateQueryOptions } from '@/queries/certificate';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// Issue 17, point 3: #/volunteer/certificate, the verified participations 20 a page (`?page=`): a
// list paged by the address (docs/decisions/code-and-conventions.md "Routes and loading"): the loader starts the page without
// awaiting it and the page reads it with keepPreviousData.
export const Route = createFileRoute('/volunteer/_area/certificate')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageOf(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => {
    void prefetchInBackground(context.queryClient, certificateQueryOptions(deps.page ?? 1));
  },
  component: CertificateRoute,
  pendingComponent: PagePending,
  errorComponent: CertificateError,
});

function CertificateRoute() {
  return <CertificatePage page={Route.useSearch().page} />;
}
