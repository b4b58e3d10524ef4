import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ngoEventsQueryOptions } from '@/queries/events';
import { Button } from '@/app/ui/Button';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { EmptyState } from '@/app/ui/EmptyState';
import { EventCard } from './EventCard';
import { EventFilterPanel } from './EventFilterPanel';
import { EMPTY_EVENT_FILTER, isEventFilterActive, matchesEventFilter, readEventFilter, saveEventFilter, type EventFilter } from './eventFilter';

/**
 * SPEC §2 events list (/events): a card per event of the signed-in NGO, the remembered filter,
 * and the empty states. The route's loader has the list in the cache before this renders.
 */
export function EventsList({ ngoId }: { ngoId: number }) {
  const { t } = useTranslation();
  const events = useSuspenseQuery(ngoEventsQueryOptions(ngoId)).data;
  // The filter is the reader's choice, not server state: kept here and in localStorage (SPEC §2, §3).
  const [filter, setFilter] = useState<EventFilter>(readEventFilter);
  const shown = useMemo(() => events.filter((event) => matchesEventFilter(event, filter)), [events, filter]);
  const filtering = isEventFilterActive(filter);

  function changeFilter(next: EventFilter) {
    setFilter(next);
    saveEventFilter(next);
  }

  return (
    <div className="events-page">
      <header className="events-page__header">
        <h1 className="events-page__title">{t('events.list.title')}</h1>
        <Link to="/events/create" className="button button--primary">
          {t('events.list.create')}
        </Link>
      </header>
      {events.length === 0 ? (
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
            {filtering ? t('events.list.showing', { shown: shown.length, count: events.length }) : ''}
          </p>
          {shown.length === 0 ? (
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
            <ul className="events-page__list">
              {shown.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
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
