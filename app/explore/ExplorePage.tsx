import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { Button } from '@/app/ui/Button';
import { EmptyState } from '@/app/ui/EmptyState';
import { PublicEventCard } from '@/app/eventParts/PublicEventCard';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { useMediaQuery } from '@/app/ui/useMediaQuery';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { publicEventPageQueryOptions } from '@/queries/publicEvents';
import { ExploreFilterPanel, type ExploreFilter } from './ExploreFilterPanel';
import { ExploreMap } from './ExploreMap';
import { activeExploreFilterCount, EXPLORE_PAGE_SIZE, exploreListQueryOf, type ExploreSearch, type ExploreView } from './exploreSearch';
import '@/app/ui/primitives.css';
import './explore.css';

/** From this width the list and the map stand side by side; below it a List / Map switch shows one (`view=map`). */
export const WIDE_SCREEN = '(min-width: 60rem)';

/**
 * Issue 17, point 1: #/explore, the upcoming public events for anyone, as a list of cards (12 a
 * page, paged on the server) and a map, with the filter in the address (exploreSearch.ts). The map's
 * code loads only when a map is shown: never on a phone that stays on the list.
 */
export function ExplorePage({ search }: { search: ExploreSearch }) {
  const { t } = useTranslation();
  useDocumentTitle(t('explore.title'));
  const navigate = useNavigate({ from: '/explore/' });
  const wide = useMediaQuery(WIDE_SCREEN);
  const listTitleId = useId();
  const page = search.page ?? 1;
  const list = useQuery({ ...publicEventPageQueryOptions(exploreListQueryOf(search)), placeholderData: keepPreviousData });
  const filtered = activeExploreFilterCount(search) > 0;

  const show = useCallback(
    (next: Partial<ExploreSearch>) => void navigate({ search: (current) => ({ ...current, page: undefined, ...next }), replace: true }),
    [navigate],
  );
  const showPage = useCallback((next: number | undefined) => show({ page: next }), [show]);
  const applyFilter = (filter: ExploreFilter) => void navigate({ search: { ...filter, view: search.view }, replace: true });
  const resetFilter = () => void navigate({ search: { view: search.view }, replace: true });
  const { pages, pastTheEnd } = usePages({
    page,
    total: list.data?.count ?? 0,
    pageSize: EXPLORE_PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: showPage,
  });

  const showList = wide || search.view !== 'map';
  const showMap = wide || search.view === 'map';

  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <div className="explore">
        <header className="explore__header">
          <h1 className="explore__title">
            {t('explore.title')}
          </h1>
          <p className="explore__intro">{t('explore.intro')}</p>
        </header>
        <ExploreFilterPanel filter={search} wide={wide} onApply={applyFilter} onReset={resetFilter} />
        {!wide && <ViewSwitch view={search.view} onView={(view) => show({ view, page: search.page })} />}
        <div className={['explore__layout', showList && showMap ? 'explore__layout--both' : null].filter(Boolean).join(' ')}>
          {showList && (
            <section className="explore__list" aria-labelledby={listTitleId} aria-busy={list.isFetching || undefined}>
              <h2 id={listTitleId} className="visually-hidden">
                {t('explore.listTitle')}
              </h2>
              {list.isError && !list.data ? (
                <ErrorCard
                  message={list.error instanceof ApiRequestError && list.error.isNetworkError ? t('errors.network') : t('explore.loadFailed')}
                  retry={{ onRetry: () => void list.refetch(), busy: list.isFetching }}
                />
              ) : !list.data || pastTheEnd ? (
                <Spinner label={t('explore.loading')} />
              ) : list.data.results.length === 0 ? (
                filtered ? (
                  <EmptyState
                    title={t('explore.noResults.title')}
                    text={t('explore.noResults.text')}
                    action={
                      <Button variant="secondary" onClick={resetFilter}>
                        {t('explore.filter.reset')}
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState title={t('explore.empty.title')} text={t('explore.empty.text')} />
                )
              ) : (
                <>
                  <p className="events-page__count" role="status">
                    {t('explore.showing', {
                      from: (page - 1) * EXPLORE_PAGE_SIZE + 1,
                      to: (page - 1) * EXPLORE_PAGE_SIZE + list.data.results.length,
                      count: list.data.count,
                    })}
                  </p>
                  <ul className="explore__cards">
                    {list.data.results.map((event) => (
                      <li key={event.id}>
                        <PublicEventCard event={event} />
                      </li>
                    ))}
                  </ul>
                  <Pager page={page} pages={pages} onPage={(next) => show({ page: next > 1 ? next : undefined })} />
                </>
              )}
            </section>
          )}
          {showMap && <ExploreMap search={search} />}
        </div>
      </div>
    </PublicLayout>
  );
}

/** On a phone: the list or the map, one at a time; the choice is in the address (`view=map`). */
function ViewSwitch({ view, onView }: { view: ExploreView | undefined; onView: (view: ExploreView | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <div className="explore__views" role="group" aria-label={t('explore.view.label')}>
      <Button variant={view === 'map' ? 'secondary' : 'primary'} aria-pressed={view !== 'map'} onClick={() => onView(undefined)}>
        {t('explore.view.list')}
      </Button>
      <Button variant={view === 'map' ? 'primary' : 'secondary'} aria-pressed={view === 'map'} onClick={() => onView('map')}>
        {t('explore.view.map')}
      </Button>
    </div>
  );
}
