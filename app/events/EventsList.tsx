import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NGO_EVENTS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@/contract/limits';
import { ngoEventCountQueryOptions, ngoEventPageQueryOptions } from '@/queries/events';
import { Button } from '@/app/ui/Button';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { EmptyState } from '@/app/ui/EmptyState';
import { Pager, usePages } from '@/app/ui/Pager';
import { Spinner } from '@/app/ui/Spinner';
import { EventCard } from './EventCard';
import { EventFilterPanel } from './EventFilterPanel';
import { EMPTY_EVENT_FILTER, eventListParamsOf, isEventFilterActive, readEventFilter, saveEventFilter, type EventFilter } from './eventFilter';
import '@/app/ui/primitives.css';
import './events.css';

interface EventsListProps {
  ngoId: number;
  /** The page the address names, from 1. */
  page: number;
  /** Show another page (undefined: the first). */
  onPage: (page: number | undefined) => void;
}

/**
 * SPEC §2 events list (/events): a card per event of the signed-in NGO, the remembered filter, and
 * the empty states. The server filters and pages (issue 13): the screen asks for one page at a time,
 * keeping the last page in sight while the next loads.
 */
export function EventsList({ ngoId, page, onPage }: EventsListProps) {
  const { t } = useTranslation();
  // The filter is the reader's choice, not server state: kept here and in localStorage (SPEC §2, §3).
  const [filter, setFilter] = useState<EventFilter>(readEventFilter);
  const asked = useAskedFilter(filter);
  const filtering = isEventFilterActive(asked);
  const list = useQuery({ ...ngoEventPageQueryOptions(ngoId, eventListParamsOf(asked, page)), placeholderData: keepPreviousData });
  // Only a filtered list needs the NGO's total: for "showing N of M", and to tell "no events yet" from "no results".
  const total = useQuery({ ...ngoEventCountQueryOptions(ngoId), enabled: filtering });

  const { pages, pastTheEnd } = usePages({
    page,
    total: list.data?.count ?? 0,
    pageSize: NGO_EVENTS_PAGE_SIZE,
    settled: list.data !== undefined && !list.isPlaceholderData,
    onPage,
  });

  function changeFilter(next: EventFilter) {
    setFilter(next);
    saveEventFilter(next);
    if (page > 1) onPage(undefined);
  }

  const header = (
    <header className="events-page__header">
      <h1 className="events-page__title">{t('events.list.title')}</h1>
      <Link to="/events/create" className="button button--primary">
        {t('events.list.create')}
      </Link>
    </header>
  );

  if (!list.data) {
    return (
      <div className="events-page">
        {header}
        {list.isError ? (
          <ErrorCard message={t('events.errors.screen.listFailed')} retry={{ onRetry: () => void list.refetch(), busy: list.isFetching }} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    );
  }

  const eventCount = filtering ? total.data : list.data.count;
  const events = list.data.results;
  return (
    <div className="events-page">
      {header}
      {eventCount === 0 ? (
        <EmptyState
          title={t('events.list.emptyTitle')}
          text={t('events.list.emptyText')}
          action={
            <Link to="/events/create" className="button button--primary">
              {t('events.list.createFirst')}
            </Link>
          }
        />
      ) : (
        <>
          <EventFilterPanel filter={filter} onChange={changeFilter} />
          {/* A live region that always exists, so screen readers hear the count change as they type. */}
          <p className="events-page__count" role="status">
            {filtering && eventCount !== undefined ? t('events.list.showing', { shown: list.data.count, count: eventCount }) : ''}
          </p>
          {events.length === 0 && !pastTheEnd ? (
            <EmptyState
              title={t('events.list.noResultsTitle')}
              text={t('events.list.noResultsText')}
              action={
                <Button variant="secondary" onClick={() => changeFilter(EMPTY_EVENT_FILTER)}>
                  {t('events.filter.reset')}
                </Button>
              }
            />
          ) : (
            <ul className="events-page__list" aria-busy={list.isPlaceholderData || undefined}>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pages={pages} onPage={(next) => onPage(next > 1 ? next : undefined)} />
        </>
      )}
    </div>
  );
}

/**
 * The filter the list asks the server for: the name once typing pauses (SEARCH_DEBOUNCE_MS, as
 * event moderation's search), a cleared name and the start date at once.
 */
function useAskedFilter(filter: EventFilter): EventFilter {
  const [searchTerm, setSearchTerm] = useState(filter.searchTerm);
  useEffect(() => {
    if (filter.searchTerm === searchTerm) return;
    if (filter.searchTerm.trim() === '') {
      setSearchTerm(filter.searchTerm);
      return;
    }
    const timer = setTimeout(() => setSearchTerm(filter.searchTerm), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter.searchTerm, searchTerm]);
  return { searchTerm, startDate: filter.startDate };
}

/** SPEC §8: the list could not be loaded ('Failed to fetch events. Please try again later.'), with a retry. */
export function EventsListError() {
  const { t } = useTranslation();
  return <ErrorCard title={t('events.list.title')} message={t('events.errors.screen.listFailed')} retry="route" />;
}

/** SPEC §8: the stored session has no NGO id, so there is no list to ask for. */
export function EventsNoNgo() {
  const { t } = useTranslation();
  return <ErrorCard title={t('events.list.title')} message={t('events.errors.screen.noNgo')} />;
}
