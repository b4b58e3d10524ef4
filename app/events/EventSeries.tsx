import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Event } from '../../contract/events';
import { adminEventsQueryOptions } from '../../queries/adminEvents';
import { ngoEventsQueryOptions } from '../../queries/events';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { EventStatusBadge } from './EventBadges';
import { EventDateTime } from './EventDates';

/**
 * Whose page it is: the NGO's (the series' dates come from its events list) or the super
 * administrator's (they come from the admin list's `series` query).
 */
export type SeriesArea = { area: 'ngo'; ngoId: number | null } | { area: 'admin' };

type EventSeriesProps = { event: Event } & SeriesArea;

/** The details page of an event, in the NGO's area or the administrator's. */
const DETAILS_PATH = { ngo: '/events/$eventId', admin: '/admin/events/$eventId' } as const;

/**
 * SPEC §2: a recurring instance links to its parent (the original event), and any part of a series
 * offers to view the series: every occurrence with its date.
 */
export function EventSeries({ event, ...where }: EventSeriesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const rootId = seriesRootOf(event);
  if (rootId === null) return null;
  const canList = where.area === 'admin' || where.ngoId !== null;

  return (
    <section className="event-series" aria-labelledby={headingId}>
      <h2 id={headingId} className="event-details__section-title">
        {t('events.details.series.title')}
      </h2>
      <div className="event-series__actions">
        {event.id !== rootId && (
          <Link to={DETAILS_PATH[where.area]} params={{ eventId: String(rootId) }} className="button button--secondary button--small">
            {t('events.details.series.viewOriginal')}
          </Link>
        )}
        {canList && (
          <Button variant="secondary" size="small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
            {open ? t('events.details.series.hide') : t('events.details.series.view')}
          </Button>
        )}
      </div>
      <div id={listId} hidden={!open}>
        {open && canList && <SeriesOccurrences rootId={rootId} currentId={event.id} where={where} />}
      </div>
    </section>
  );
}

/** The series an event belongs to, named by its original event's id; null for a single event. */
export function seriesRootOf(event: Pick<Event, 'id' | 'is_recurring_instance' | 'parent_event' | 'recurrence_type'>): number | null {
  if (event.is_recurring_instance && event.parent_event !== null) return event.parent_event;
  return event.recurrence_type !== 'none' ? event.id : null;
}

function SeriesOccurrences({ rootId, currentId, where }: { rootId: number; currentId: number; where: SeriesArea }) {
  const { t } = useTranslation();
  const series = useSeriesDates(rootId, where);

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
          <Link to={DETAILS_PATH[where.area]} params={{ eventId: String(occurrence.id) }} className="event-series__link">
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

/** The original and every occurrence of a series, in date order, from the area's own list. */
function useSeriesDates(rootId: number, where: SeriesArea) {
  const inSeries = useCallback(
    (events: Event[]) =>
      events
        .filter((event) => event.id === rootId || event.parent_event === rootId)
        .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.id - b.id),
    [rootId],
  );
  const ngoId = where.area === 'ngo' ? where.ngoId : null;
  const ngoSeries = useQuery({ ...ngoEventsQueryOptions(ngoId ?? 0), select: inSeries, enabled: ngoId !== null });
  const adminSeries = useQuery({
    ...adminEventsQueryOptions({ series: rootId }),
    select: (page) => inSeries(page.events),
    enabled: where.area === 'admin',
  });
  return where.area === 'admin' ? adminSeries : ngoSeries;
}
