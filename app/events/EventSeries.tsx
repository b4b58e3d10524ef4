import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Event } from '../../contract/events';
import { ngoEventsQueryOptions } from '../../queries/events';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { EventStatusBadge } from './EventBadges';
import { EventDateTime } from './EventDates';

interface EventSeriesProps {
  event: Event;
  /** The signed-in NGO, whose list holds the series' occurrences; null when the session lacks it. */
  ngoId: number | null;
}

/**
 * SPEC §2: a recurring instance links to its parent (the original event), and any part of a series
 * offers to view the series: every occurrence with its date, from the NGO's events list.
 */
export function EventSeries({ event, ngoId }: EventSeriesProps) {
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
          <Link to="/events/$eventId" params={{ eventId: String(rootId) }} className="button button--secondary button--small">
            {t('events.details.series.viewOriginal')}
          </Link>
        )}
        {ngoId !== null && (
          <Button variant="secondary" size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
            {open ? t('events.details.series.hide') : t('events.details.series.view')}
          </Button>
        )}
      </div>
      <div id={listId} hidden={!open}>
        {open && ngoId !== null && <SeriesOccurrences rootId={rootId} currentId={event.id} ngoId={ngoId} />}
      </div>
    </section>
  );
}

/** The series an event belongs to, named by its original event's id; null for a single event. */
export function seriesRootOf(event: Pick<Event, 'id' | 'is_recurring_instance' | 'parent_event' | 'recurrence_type'>): number | null {
  if (event.is_recurring_instance && event.parent_event !== null) return event.parent_event;
  return event.recurrence_type !== 'none' ? event.id : null;
}

function SeriesOccurrences({ rootId, currentId, ngoId }: { rootId: number; currentId: number; ngoId: number }) {
  const { t } = useTranslation();
  const inSeries = useCallback(
    (events: Event[]) => events.filter((event) => event.id === rootId || event.parent_event === rootId),
    [rootId],
  );
  const series = useQuery({ ...ngoEventsQueryOptions(ngoId), select: inSeries });

  if (series.isPending) return <Spinner label={t('events.details.series.loading')} />;
  if (series.isError) {
    return (
      <div className="event-series__error">
        <p role="alert">{t('events.errors.screen.listFailed')}</p>
        <Button variant="secondary" size="small" busy={series.isFetching} onClick={() => void series.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <ol className="event-series__list" aria-label={t('events.details.series.listLabel', { count: series.data.length })}>
      {series.data.map((occurrence) => (
        <li key={occurrence.id} className="event-series__item">
          {/* The router marks the link of the page being read with aria-current="page". */}
          <Link to="/events/$eventId" params={{ eventId: String(occurrence.id) }} className="event-series__link">
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
