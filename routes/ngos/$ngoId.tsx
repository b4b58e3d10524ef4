import { createFileRoute } from '@tanstack/react-router';
import { loadPublicNgo } from '@/app/publicNgo/loadPublicNgo';
import { ngoIdParams } from '@/app/publicNgo/ngoIdParams';
import { PublicNgoGallery } from '@/app/gallery/PageGalleries';
import { PublicNgoPage } from '@/app/publicNgo/PublicNgoPage';
import { PublicNgoError, PublicNgoNotFound } from '@/app/publicNgo/PublicNgoStates';
import { PagePending } from '@/app/shell/PagePending';
import { pageOf } from '@/contract/searchValues';

// Issue 15, point 5: #/ngos/{id}, the public NGO page, for anyone signed in or not (no guard: it
// is outside _ngo and admin). A malformed id, and a pending, suspended or unknown NGO (the API
// answers 404 ngo_not_found), show the not-found card; its upcoming events page by `?page=`.
export const Route = createFileRoute('/ngos/$ngoId')({
  params: ngoIdParams,
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: pageOf(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, params, deps }) => loadPublicNgo(context.queryClient, params.ngoId, deps.page),
  component: PublicNgoRoute,
  pendingComponent: PagePending,
  errorComponent: PublicNgoError,
  notFoundComponent: PublicNgoNotFound,
});

function PublicNgoRoute() {
  const { ngoId } = Route.useParams();
  return <PublicNgoPage ngoId={ngoId} page={Route.useSearch().page} gallery={<PublicNgoGallery ngoId={ngoId} />} />;
}
