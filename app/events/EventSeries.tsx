import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Event } from '@/contract/events';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { Button } from '@/app/ui/Button';
import { Spinner } from '@/app/ui/Spinner';
import { EventStatusBadge } from '@/app/eventParts/EventBadges';
import { EventDateTime } from '@/app/eventParts/EventDates';
import '@/app/eventParts/eventParts.css';
import './events.css';

/** A list of events that holds a series' dates: the NGO's own events, or the administrator's series call. */
export type SeriesListOptions<TKey extends QueryKey> = UseQueryOptions<Event[], Error, Event[], TKey>;

interface EventSeriesProps<TKey extends QueryKey> {
  event: Event;
  /** The details page of an event in the area that shows this one. */
  detailsPath: '/events/$eventId' | '/admin/events/$eventId';
  /** The area's list holding the series' dates, given the original's id; null when it has none to offer. */
  seriesList: ((rootId: number) => SeriesListOptions<TKey>) | null;
}

/**
 * SPEC §2: a recurring instance links to its parent (the original event), and any part of a series
 * offers to view the series: every occurrence with its date. The area that renders it says where
 * an event's details live and which list holds the dates.
 */
export function EventSeries<TKey extends QueryKey>({ event, detailsPath, seriesList }: EventSeriesProps<TKey>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const rootId = seriesRootOf(event);
  if (rootId === null) return null;

  return (
    <section className="event-series" aria-labelledby={headingId}>
      <h2 id={headingId} className="event-details__section-title">
        {t('events.details.series.title')}
      </h2>
      <div className="event-series__actions">
        {event.id !== rootId && (
          <Link to={detailsPath} params={{ eventId: rootId }} className="button button--secondary button--small">
            {t('events.details.series.viewOriginal')}
          </Link>
        )}
        {seriesList && (
          <Button variant="secondary" size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
            {open ? t('events.details.series.hide') : t('events.details.series.view')}
          </Button>
        )}
      </div>
      <div id={listId} hidden={!open}>
        {open && seriesList && (
          <SeriesOccurrences rootId={rootId} currentId={event.id} detailsPath={detailsPath} list={seriesList(rootId)} />
        )}
      </div>
    </section>
  );
}

/** The series an event belongs to, named by its original event's id; null for a single event. */
export function seriesRootOf(event: Pick<Event, 'id' | 'is_recurring_instance' | 'parent_event' | 'recurrence_type'>): number | null {
  if (event.is_recurring_instance && event.parent_event !== null) return event.parent_event;
  return event.recurrence_type !== 'none' ? event.id : null;
}

interface SeriesOccurrencesProps<TKey extends QueryKey> {
  rootId: number;
  currentId: number;
  detailsPath: EventSeriesProps<TKey>['detailsPath'];
  list: SeriesListOptions<TKey>;
}

function SeriesOccurrences<TKey extends QueryKey>({ rootId, currentId, detailsPath, list }: SeriesOccurrencesProps<TKey>) {
  const { t } = useTranslation();
  const inSeries = useCallback(
    (events: Event[]) =>
      events
        .filter((event) => event.id === rootId || event.parent_event === rootId)
        .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.id - b.id),
    [rootId],
  );
  // The original and every occurrence, in date order, from the area's own list.
  const series = useQuery({ ...list, select: inSeries });

  if (series.isPending) return <Spinner label={t('events.details.series.loading')} />;
  if (series.isError) {
    return (
      <ErrorCard
        message={t('events.errors.screen.listFailed')}
        retry={{ onRetry: () => void series.refetch(), busy: series.isFetching }}
      />
    );
  }
  return (
    <ol className="event-series__list" aria-label={t('events.details.series.listLabel', { count: series.data.length })}>
      {series.data.map((occurrence) => (
        <li key={occurrence.id} className="event-series__item">
          {/* The router marks the link of the page being read with aria-current="page". */}
          <Link to={detailsPath} params={{ eventId: occurrence.id }} className="event-series__link">
            <EventDateTime value={occurrence.startDate} />
          </Link>
          {occurrence.id === rootId && <span className="event-series__original">{t('events.details.series.original')}</span>}
          {occurrence.id === currentId && <span className="event-series__current">{t('events.details.series.current')}</span>}
          <EventStatusBadge status={occurrence.status} />
        </li>
      ))}
    </ol>
  );
}
