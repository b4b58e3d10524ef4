import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, type EventStatus } from '@/contract/events';
import { ADMIN_EVENTS_PAGE_SIZE } from '@/contract/limits';
import { adminEventsQueryOptions, eventStatisticsQueryOptions } from '@/queries/adminEvents';
import { EmptyState } from '@/app/ui/EmptyState';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { LoadFailed } from '@/app/shell/LoadFailed';
import { SearchBox } from '@/app/ui/SearchBox';
import { StatusFilter } from '@/app/ui/StatusFilter';
import { AdminEventCard } from './AdminEventCard';
import { listQueryOf, searchTermOf, type AdminEventsSearch } from './adminEventsSearch';
import { ReviewDialog, type PendingReview } from './ReviewDialog';
import '@/app/ui/primitives.css';
import './moderation.css';

/**
 * SPEC §2 /admin/events: search by event or organiser name, status filter buttons with counts in
 * step with ?status=, event cards with the actions SPEC §4 allows, one page of 20 at a time.
 */
export function AdminEventsPage({ search }: { search: AdminEventsSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/admin/events/' });
  const [review, setReview] = useState<PendingReview | null>(null);
  const term = searchTermOf(search);
  const page = search.page ?? 1;
  const list = useQuery({ ...adminEventsQueryOptions(listQueryOf(search)), placeholderData: keepPreviousData });
  const statistics = useQuery({ ...eventStatisticsQueryOptions(term), placeholderData: keepPreviousData });

  const show = useCallback(
    (next: Partial<AdminEventsSearch>) =>
      void navigate({ search: (current) => ({ ...current, page: undefined, ...next }), replace: true }),
    [navigate],
  );

  const showPage = useCallback((next: number | undefined) => show({ page: next }), [show]);
  const total = list.data?.total ?? 0;
  const { pages, pastTheEnd } = usePages({
    page,
    total,
    pageSize: ADMIN_EVENTS_PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage: showPage,
  });

  return (
    <div className="admin-events-page">
      <header className="events-page__header">
        <h1 className="events-page__title">{t('admin.events.title')}</h1>
      </header>
      <SearchBox
        label={t('admin.events.search.label')}
        hint={t('admin.events.search.hint')}
        value={search.search ?? ''}
        onSearch={(text) => show({ search: text || undefined })}
      />
      <StatusFilter
        label={t('admin.events.filter.label')}
        options={([undefined, ...EVENT_STATUSES] as Array<EventStatus | undefined>).map((status) => ({
          status,
          label: status ? t(`events.status.${status}`) : t('admin.events.filter.all'),
          count: statistics.data ? (status ? statistics.data.counts[status] : statistics.data.total) : null,
        }))}
        selected={search.status}
        onSelect={(status) => show({ status })}
      />

      {list.isError && !list.data ? (
        <LoadFailed failed={t('admin.events.errors.loadFailed')} error={list.error} busy={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !list.data || pastTheEnd ? (
        <Spinner label={t('admin.events.loading')} />
      ) : list.data.events.length === 0 ? (
        <EmptyState
          title={term || search.status ? t('admin.events.noResultsTitle') : t('admin.events.emptyTitle')}
          text={term || search.status ? t('admin.events.noResultsText') : undefined}
        />
      ) : (
        <>
          <p className="events-page__count" role="status">
            {t('admin.events.showing', {
              from: (page - 1) * ADMIN_EVENTS_PAGE_SIZE + 1,
              to: (page - 1) * ADMIN_EVENTS_PAGE_SIZE + list.data.events.length,
              count: total,
            })}
          </p>
          <ul className="events-page__list" aria-busy={list.isPlaceholderData || undefined}>
            {list.data.events.map((event) => (
              <li key={event.id}>
                <AdminEventCard event={event} onDecide={(decided, decision) => setReview({ event: decided, decision })} />
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={(next) => show({ page: next > 1 ? next : undefined })} />
        </>
      )}
      <ReviewDialog review={review} onClose={() => setReview(null)} />
    </div>
  );
}
