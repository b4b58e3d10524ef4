import { Link } from '@tanstack/react-router';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import type { EventMapProps } from './EventMap';
import { mapViewOf, type MapBounds } from './mapView';
import './leafletEventMap.css';

// The lazily loaded half of EventMap (issue 17, decision 9): the only module that imports Leaflet.
// Icons are drawn by CSS and inline SVG, so no marker needs an image from outside (CSP img-src).

/** A teardrop pin; its colour comes from leafletEventMap.css. */
const PIN = L.divIcon({
  className: 'event-map__pin',
  html: '<svg viewBox="0 0 24 32" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z"/><circle cx="12" cy="12" r="4.5"/></svg>',
  iconSize: [24, 32],
  iconAnchor: [12, 32],
  popupAnchor: [0, -30],
});

/** Markers closer than this many pixels join a cluster showing their count. */
const CLUSTER_RADIUS_PX = 50;
/** A fitted view never zooms closer than streets: one marker still shows its neighbourhood. */
const FIT_MAX_ZOOM = 15;

export default function LeafletEventMap({
  tiles,
  markers,
  circle,
  linked = false,
  movable,
}: Omit<EventMapProps, 'label' | 'still' | 'className'> & { movable: boolean }) {
  const bounds = useMemo(() => mapViewOf(markers, circle), [markers, circle]);
  const pins = markers.map((marker) => (
    <Marker key={marker.id} position={[marker.latitude, marker.longitude]} icon={PIN} title={marker.name}>
      <Popup>
        <p className="event-map__popup-name">
          {linked ? (
            <Link to="/explore/$eventId" params={{ eventId: marker.id }}>
              {marker.name}
            </Link>
          ) : (
            marker.name
          )}
        </p>
        <p className="event-map__popup-when">{marker.when}</p>
      </Popup>
    </Marker>
  ));

  return (
    <MapContainer
      className="event-map__canvas"
      bounds={bounds}
      boundsOptions={{ padding: [24, 24], maxZoom: FIT_MAX_ZOOM }}
      zoomControl={false}
      dragging={movable}
      touchZoom={movable}
      doubleClickZoom={movable}
      scrollWheelZoom={movable}
      boxZoom={movable}
      keyboard={movable}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      {movable && <ZoomControl position="topleft" />}
      <Movable movable={movable} />
      <FitView bounds={bounds} />
      <FollowSize />
      {circle && (
        <Circle
          center={[circle.latitude, circle.longitude]}
          radius={circle.km * 1000}
          interactive={false}
          pathOptions={{ className: 'event-map__circle' }}
        />
      )}
      {markers.length > 1 ? (
        <MarkerClusterGroup chunkedLoading maxClusterRadius={CLUSTER_RADIUS_PX} iconCreateFunction={clusterIcon}>
          {pins}
        </MarkerClusterGroup>
      ) : (
        pins
      )}
    </MapContainer>
  );
}

/** A cluster: its count in a disc (leafletEventMap.css); the count is also its accessible name. */
function clusterIcon(cluster: { getChildCount(): number }): L.DivIcon {
  const count = cluster.getChildCount();
  return L.divIcon({ html: `<span>${count}</span>`, className: 'event-map__cluster', iconSize: [40, 40] });
}

/** A new filter or circle moves the view to what is now shown. */
function FitView({ bounds }: { bounds: MapBounds }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    map.fitBounds(JSON.parse(key) as MapBounds, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM });
  }, [map, key]);
  return null;
}

/** Dragging and zooming follow `movable`: MapContainer reads its handlers' options only once. */
function Movable({ movable }: { movable: boolean }) {
  const map = useMap();
  useEffect(() => {
    for (const handler of [map.dragging, map.touchZoom, map.doubleClickZoom, map.scrollWheelZoom, map.boxZoom, map.keyboard]) {
      if (movable) handler.enable();
      else handler.disable();
    }
  }, [map, movable]);
  return null;
}

/** The box changed size (a rotated phone, the list/map switch): Leaflet measures again. */
function FollowSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
