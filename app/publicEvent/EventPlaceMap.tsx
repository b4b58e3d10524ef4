import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { parseEventDate } from '@/contract/dates';
import { hasValidCoordinates } from '@/contract/events';
import type { PublicEvent } from '@/contract/publicEvents';
import { formatDateTime } from '@/app/ui/dateTimeFormat';
import { EventMap } from '@/app/eventParts/map/EventMap';
import { clientConfigQueryOptions } from '@/queries/config';

/**
 * The event's place on a small map (issue 17, point 2): one marker, still until the reader asks to
 * move it, on the configured tiles. An event without coordinates, or without the tiles' address,
 * shows none: its address stays the page's text either way.
 */
export function EventPlaceMap({ event }: { event: PublicEvent }) {
  const { t, i18n } = useTranslation();
  const tiles = useQuery(clientConfigQueryOptions()).data;
  const { latitude, longitude } = event.location;
  const start = parseEventDate(event.startDate);
  const when = start ? formatDateTime(start, i18n.language) : '';
  const located = hasValidCoordinates(latitude, longitude);
  const markers = useMemo(
    () => (located ? [{ id: event.id, name: event.eventName, when, latitude: latitude as number, longitude: longitude as number }] : []),
    [located, event.id, event.eventName, when, latitude, longitude],
  );
  if (!located || !tiles) return null;
  return (
    <EventMap
      label={t('publicEvent.mapLabel', { place: event.location.text || event.eventName })}
      className="public-event__map"
      tiles={{ url: tiles.mapTileUrl, attribution: tiles.mapAttribution }}
      markers={markers}
      still
    />
  );
}
