import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasValidCoordinates } from '@/contract/events';
import { ADDRESS_LOOKUP_DEBOUNCE_MS } from '@/contract/limits';
import { clientConfigQueryOptions } from '@/queries/config';
import { coordinateOf } from './eventFormValues';
import { reverseGeocode } from './reverseGeocode';

interface AddressLookupOptions {
  /** The coordinate inputs' text. */
  latitude: string;
  longitude: string;
  /** A found address; `asked` is true when the NGO pressed the button, false for the automatic lookup. */
  onAddress: (address: string, asked: boolean) => void;
}

/**
 * SPEC §2 "Form behaviour", §7: the address from the coordinates, on request and automatically 1 s
 * after the last coordinate change (§9). A newer change aborts a lookup still on its way. Failures
 * are only logged (SPEC §8): the NGO can always type the address.
 */
export function useAddressLookup({ latitude, longitude, onAddress }: AddressLookupOptions) {
  const { i18n } = useTranslation();
  const geocodingUrl = useQuery(clientConfigQueryOptions()).data?.geocodingUrl;
  const [busy, setBusy] = useState(false);
  /** The coordinates the NGO asked about while they were not valid (SPEC §5's alert). */
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  // The prefilled coordinates of an edit are not a change: their address is the saved one.
  const initial = useRef({ latitude, longitude });
  const changed = useRef(false);

  const lookUp = async (coordinates: Coordinates, asked: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    if (!geocodingUrl) {
      console.warn('Address lookup skipped: the service configuration is not loaded');
      return;
    }
    setBusy(true);
    try {
      const address = await reverseGeocode(geocodingUrl, coordinates, i18n.language, controller.signal);
      if (!controller.signal.aborted) onAddress(address, asked);
    } catch (error) {
      if (!controller.signal.aborted) console.warn('Address lookup failed:', error);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(false);
      }
    }
  };

  const lookUpLater = useEffectEvent((coordinates: Coordinates) => {
    void lookUp(coordinates, false);
  });
  const stopLookup = useEffectEvent(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setBusy(false);
  });

  useEffect(() => {
    if (!changed.current) {
      if (latitude === initial.current.latitude && longitude === initial.current.longitude) return;
      changed.current = true;
    }
    stopLookup(); // the answer to older coordinates is of no use any more
    const coordinates = validCoordinatesOf(latitude, longitude);
    if (!coordinates) return;
    const timer = setTimeout(() => lookUpLater(coordinates), ADDRESS_LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [latitude, longitude]);

  useEffect(() => () => inFlight.current?.abort(), []);

  /** The button: look up now, or say the coordinates must come first. */
  const lookUpNow = () => {
    const coordinates = validCoordinatesOf(latitude, longitude);
    if (!coordinates) {
      setRefusedAt(`${latitude}|${longitude}`);
      return;
    }
    setRefusedAt(null);
    void lookUp(coordinates, true);
  };

  return { lookUpNow, busy, coordinatesMissing: refusedAt === `${latitude}|${longitude}` };
}

type Coordinates = { latitude: number; longitude: number };

/** The typed coordinates when SPEC §5 accepts them (not empty, not zero, in range). */
function validCoordinatesOf(latitude: string, longitude: string): Coordinates | null {
  const coordinates = { latitude: coordinateOf(latitude), longitude: coordinateOf(longitude) };
  if (coordinates.latitude === null || coordinates.longitude === null) return null;
  return hasValidCoordinates(coordinates.latitude, coordinates.longitude)
    ? { latitude: coordinates.latitude, longitude: coordinates.longitude }
    : null;
}
