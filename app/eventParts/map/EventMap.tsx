import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/app/ui/Button';
import { Spinner } from '@/app/ui/Spinner';
import type { MapPoint } from './mapView';
import './eventMap.css';

// Issue 17, decision 9: Leaflet, react-leaflet and the cluster plugin (~50 KB gzip with their CSS)
// load only when a map is drawn: this file imports none of them, the chunk below does.
const LeafletEventMap = lazy(() => import('./LeafletEventMap'));

/** One event on a map: where, its name and when (already in the reader's language and zone). */
export interface EventMapMarker extends MapPoint {
  id: number;
  name: string;
  when: string;
}

/** The tile server's URL template and its required attribution (GET /api/config/). */
export interface MapTiles {
  url: string;
  attribution: string;
}

export interface EventMapProps {
  /** The map region's name for assistive technology; the list beside it is the accessible way to the events. */
  label: string;
  tiles: MapTiles;
  markers: readonly EventMapMarker[];
  /** "Near me": the circle searched, drawn and shown first. */
  circle?: (MapPoint & { km: number }) | null;
  /** Each marker's popup links to its event's page (the explore map); else the popup only names it. */
  linked?: boolean;
  /** Starts still, with a button to move and zoom it: a small map inside a page keeps the page's scrolling. */
  still?: boolean;
  className?: string;
}

/** An event map: markers (clustered when many) on the configured tiles, fitted to what it shows. */
export function EventMap({ label, still = false, className, ...map }: EventMapProps) {
  const { t } = useTranslation();
  const [movable, setMovable] = useState(!still);
  const hintId = useId();
  return (
    <section className={['event-map', className].filter(Boolean).join(' ')} aria-label={label} aria-describedby={still ? hintId : undefined}>
      <MapLoadBoundary fallback={<p className="event-map__state">{t('explore.map.loadFailed')}</p>}>
        <Suspense
          fallback={
            <div className="event-map__state">
              <Spinner label={t('explore.map.loading')} />
            </div>
          }
        >
          <LeafletEventMap {...map} movable={movable} />
        </Suspense>
      </MapLoadBoundary>
      {still && (
        <div className="event-map__still">
          <p id={hintId} className="visually-hidden">
            {t('explore.map.stillHint')}
          </p>
          <Button variant="secondary" size="small" aria-pressed={movable} onClick={() => setMovable((was) => !was)}>
            {t('explore.map.move')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A map whose code did not arrive (offline, a new deployment) says so instead of failing its page. */
class MapLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
