import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_NGO_EVENTS_PAGE_SIZE } from '@/contract/publicNgos';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { EmptyState } from '@/app/ui/EmptyState';
import { PublicEventCard } from '@/app/eventParts/PublicEventCard';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { publicEventPageQueryOptions } from '@/queries/publicEvents';
import { upcomingEventsQueryOf } from './loadPublicNgo';

/**
 * The NGO's upcoming public events, soonest first, PUBLIC_NGO_EVENTS_PAGE_SIZE a page with the
 * page in the address (`?page=`); the last page's cards stay in sight while the next arrive. Above
 * them, the NGO's calendar feed to subscribe to (issue 17).
 */
export function UpcomingEvents({ ngoId, page }: { ngoId: number; page: number | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate({ from: '/ngos/$ngoId' });
  const list = useQuery({ ...publicEventPageQueryOptions(upcomingEventsQueryOf(ngoId, page)), placeholderData: keepPreviousData });
  const showPage = useCallback((next: number | undefined) => void navigate({ search: { page: next }, replace: true }), [navigate]);
  const { pages, pastTheEnd } = usePages({
    page: page ?? 1,
    total: list.data?.count ?? 0,
    pageSize: PUBLIC_NGO_EVENTS_PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: showPage,
  });

  return (
    <section className="public-ngo__section public-ngo__upcoming" aria-labelledby={titleId} aria-busy={list.isFetching}>
      <h2 id={titleId} className="public-ngo__section-title">
        {t('publicNgo.upcoming.title')}
      </h2>
      {/* Issue 17, point 4: a feed a calendar program subscribes to by its address (never fetched by the page itself). */}
      <p className="public-ngo__calendar">
        <a href={`/api/public/ngos/${ngoId}/calendar.ics`} aria-describedby={`${titleId}-calendar`}>
          {t('publicEvent.calendar.subscribe')}
        </a>
        <span id={`${titleId}-calendar`} className="public-ngo__calendar-hint">
          {t('publicEvent.calendar.subscribeHint')}
        </span>
      </p>
      {list.isError && !list.data ? (
        <ErrorCard message={t('publicNgo.upcoming.loadFailed')} retry={{ onRetry: () => void list.refetch(), busy: list.isFetching }} />
      ) : !list.data || pastTheEnd ? (
        <Spinner />
      ) : list.data.results.length === 0 ? (
        <EmptyState title={t('publicNgo.upcoming.empty')} />
      ) : (
        <>
          <ul className="public-ngo__events">
            {list.data.results.map((event) => (
              <li key={event.id}>
                <PublicEventCard event={event} />
              </li>
            ))}
          </ul>
          <Pager page={page ?? 1} pages={pages} onPage={(next) => showPage(next > 1 ? next : undefined)} />
        </>
      )}
    </section>
  );
}
