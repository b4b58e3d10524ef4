import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, type EventStatus } from '@/contract/events';
import { ADMIN_EVENTS_PAGE_SIZE } from '@/contract/limits';
import { adminEventsQueryOptions, eventStatisticsQueryOptions } from '@/queries/adminEvents';
import { Button } from '@/app/ui/Button';
import { EmptyState } from '@/app/ui/EmptyState';
import { Field } from '@/app/ui/Field';
import { Spinner } from '@/app/ui/Spinner';
import { LoadFailed } from '@/app/admin/LoadFailed';
import { StatusFilter } from '@/app/admin/StatusFilter';
import { AdminEventCard } from './AdminEventCard';
import { listQueryOf, searchTermOf, type AdminEventsSearch } from './adminEventsSearch';
import { ReviewDialog, type PendingReview } from './ReviewDialog';

/** Typing pauses this long before the list is searched again. */
export const SEARCH_DEBOUNCE_MS = 300;

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

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_EVENTS_PAGE_SIZE));
  // The address names a page past the last (a decision emptied it, or an old link): the list is
  // the last page that has events. Runs when the list says so, not after every render.
  const lastPageInstead = list.data && !list.isPlaceholderData && page > pages ? pages : null;
  useEffect(() => {
    if (lastPageInstead !== null) show({ page: lastPageInstead > 1 ? lastPageInstead : undefined });
  }, [lastPageInstead, show]);

  return (
    <div className="admin-events-page">
      <header className="events-page__header">
        <h1 className="events-page__title">{t('admin.events.title')}</h1>
      </header>
      <SearchBox value={search.search ?? ''} onSearch={(text) => show({ search: text || undefined })} />
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
      ) : !list.data || lastPageInstead !== null ? (
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
          {pages > 1 && (
            <nav className="pager" aria-label={t('admin.events.pages.label')}>
              <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => show({ page: page - 1 > 1 ? page - 1 : undefined })}>
                {t('admin.events.pages.previous')}
              </Button>
              <span className="pager__position">{t('admin.events.pages.position', { page, pages })}</span>
              <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => show({ page: page + 1 })}>
                {t('admin.events.pages.next')}
              </Button>
            </nav>
          )}
        </>
      )}
      <ReviewDialog review={review} onClose={() => setReview(null)} />
    </div>
  );
}

/**
 * The search input: what is typed shows at once, the list follows once typing pauses. A search
 * changed from outside (back button, a link) replaces the text.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The latest callback, so a re-render of the page does not restart the pause.
  const search = useRef(onSearch);
  search.current = onSearch;

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      search.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Field label={t('admin.events.search.label')} hint={t('admin.events.search.hint')} className="admin-events__search">
      {(control) => <input {...control} type="search" value={text} maxLength={200} onChange={(change) => setText(change.target.value)} />}
    </Field>
  );
}
