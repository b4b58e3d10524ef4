import { useCallback, useState } from 'react';
import { roundedCoordinate, type NearPoint } from './exploreSearch';

/** Why "near me" has no location: the reader refused it, or the browser has none to give. */
export type LocationProblem = 'refused' | 'unavailable';

/** GeolocationPositionError.PERMISSION_DENIED (the others: no position, timeout). */
const PERMISSION_DENIED = 1;
/** A fix a few minutes old is as good for "near": no need to wake the GPS again. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 };

/**
 * "Near me" asks the browser for the reader's location, rounded to ~100 m before anything keeps it
 * (exploreSearch.ts LOCATION_DECIMALS); a refusal or a browser without one is a problem to show.
 */
export function useCurrentLocation(): {
  locating: boolean;
  problem: LocationProblem | null;
  locate: (onFound: (point: NearPoint) => void) => void;
} {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);

  const locate = useCallback((onFound: (point: NearPoint) => void) => {
    setProblem(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      setProblem('unavailable');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ latitude: roundedCoordinate(coords.latitude), longitude: roundedCoordinate(coords.longitude) });
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === PERMISSION_DENIED ? 'refused' : 'unavailable');
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  return { locating, problem, locate };
}
