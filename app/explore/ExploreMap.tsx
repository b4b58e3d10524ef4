import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEventDate } from '@/contract/dates';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { formatDateTime } from '@/app/ui/dateTimeFormat';
import { EventMap, type EventMapMarker } from '@/app/eventParts/map/EventMap';
import { Spinner } from '@/app/ui/Spinner';
import { clientConfigQueryOptions } from '@/queries/config';
import { publicEventPointsQueryOptions } from '@/queries/publicEvents';
import { explorePointsQueryOf, nearKmOf, type ExploreSearch } from './exploreSearch';

/**
 * #/explore's map (issue 17, decision 9): the events the filter finds (GET /api/public/events/map/,
 * one page of up to 500 points), clustered, each popup linking to the event; the near-me circle
 * when the filter has one. When more events match than the page holds, it says so.
 */
export function ExploreMap({ search }: { search: ExploreSearch }) {
  const { t, i18n } = useTranslation();
  const config = useQuery(clientConfigQueryOptions());
  const points = useQuery({ ...publicEventPointsQueryOptions(explorePointsQueryOf(search)), placeholderData: keepPreviousData });
  const language = i18n.language;
  const markers = useMemo<EventMapMarker[]>(
    () =>
      (points.data?.results ?? []).map((point) => {
        const start = parseEventDate(point.startDate);
        return {
          id: point.id,
          name: point.eventName,
          when: start ? formatDateTime(start, language) : '',
          latitude: point.latitude,
          longitude: point.longitude,
        };
      }),
    [points.data, language],
  );
  const { lat, lon } = search;
  const km = nearKmOf(search);
  const circle = useMemo(() => (lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon, km } : null), [lat, lon, km]);
  const failed = (points.isError && !points.data) || (config.isError && !config.data);

  return (
    <div className="explore__map" aria-busy={points.isFetching || undefined}>
      {points.data && points.data.count > points.data.results.length && (
        <p className="explore__map-note" role="status">
          {t('explore.map.partial', { shown: points.data.results.length, count: points.data.count })}
        </p>
      )}
      {failed ? (
        <ErrorCard
          message={t('explore.map.pointsFailed')}
          retry={{
            onRetry: () => {
              if (points.isError) void points.refetch();
              if (config.isError) void config.refetch();
            },
            busy: points.isFetching || config.isFetching,
          }}
        />
      ) : !config.data || !points.data ? (
        <div className="event-map explore__map-box">
          <div className="event-map__state">
            <Spinner label={t('explore.map.loading')} />
          </div>
        </div>
      ) : (
        <EventMap
          label={t('explore.map.label')}
          className="explore__map-box"
          tiles={{ url: config.data.mapTileUrl, attribution: config.data.mapAttribution }}
          markers={markers}
          circle={circle}
          linked
        />
      )}
    </div>
  );
}
