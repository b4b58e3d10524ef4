import { useStore } from '@tanstack/react-form';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withForm } from '@/app/forms/appForm';
import { Button } from '@/app/ui/Button';
import { eventFormOptions, sectionProps } from './eventFormOptions';
import { useAddressLookup } from './useAddressLookup';
import '@/app/ui/primitives.css';

/** Browser positions are far more precise than an address needs; 6 decimals is about 10 cm. */
const COORDINATE_DECIMALS = 6;

/**
 * SPEC §2 location: latitude, longitude and the address text. The address comes from the
 * coordinates on request (a coordinates alert when they are empty or zero) and automatically 1 s
 * after they change; the browser's position can fill the coordinates.
 */
export const LocationSection = withForm({
  ...eventFormOptions,
  props: sectionProps,
  render: function LocationSection({ form, errorFor }) {
    const { t } = useTranslation();
    const coordinatesHintId = useId();
    const coordinatesErrorId = useId();
    const latitude = useStore(form.store, (state) => state.values.latitude);
    const longitude = useStore(form.store, (state) => state.values.longitude);
    const [locating, setLocating] = useState(false);
    /** The address the last lookup wrote: the automatic lookup replaces only that (or nothing). */
    const lookedUp = useRef<string | null>(null);

    const lookup = useAddressLookup({
      latitude,
      longitude,
      onAddress: (address, asked) => {
        // A typed address is the NGO's own words: only the button may replace it.
        const current = form.getFieldValue('address');
        if (!asked && current.trim() !== '' && current !== lookedUp.current) return;
        lookedUp.current = address;
        form.setFieldValue('address', address);
      },
    });

    const locate = () => {
      if (!('geolocation' in navigator)) {
        console.warn('Current location unavailable: this browser has no geolocation'); // SPEC §8: only logged
        return;
      }
      setLocating(true);
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          setLocating(false);
          form.setFieldValue('latitude', String(Number(coords.latitude.toFixed(COORDINATE_DECIMALS))));
          form.setFieldValue('longitude', String(Number(coords.longitude.toFixed(COORDINATE_DECIMALS))));
        },
        (error) => {
          setLocating(false);
          console.warn('Current location unavailable:', error.message); // SPEC §8: only logged
        },
        { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
      );
    };

    const coordinatesError = errorFor('location.coordinates');
    const coordinatesDescription = [coordinatesHintId, coordinatesError ? coordinatesErrorId : null].filter(Boolean).join(' ');

    return (
      <fieldset className="form-section">
        <legend className="form-section__legend">{t('events.form.sections.location')}</legend>

        <div className="event-form__row">
          {(['latitude', 'longitude'] as const).map((name) => (
            <form.AppField key={name} name={name}>
              {(field) => (
                <field.TextField
                  label={t(`events.location.${name}`)}
                  required
                  name={`location.${name}`}
                  // One message for the pair, under both inputs.
                  describedBy={coordinatesDescription}
                  invalid={Boolean(coordinatesError)}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={40}
                />
              )}
            </form.AppField>
          ))}
        </div>
        <p id={coordinatesHintId} className="field__hint event-form__coordinates-hint">
          {t('events.location.coordinatesHint')}
        </p>
        {coordinatesError && (
          <p id={coordinatesErrorId} className="field__error">
            {coordinatesError}
          </p>
        )}

        <div className="event-form__location-actions">
          <Button variant="secondary" size="small" busy={lookup.busy} busyLabel={t('events.location.lookingUp')} onClick={lookup.lookUpNow}>
            {t('events.location.lookup')}
          </Button>
          <Button variant="secondary" size="small" busy={locating} busyLabel={t('events.location.locating')} onClick={locate}>
            {t('events.location.useCurrent')}
          </Button>
        </div>
        {lookup.coordinatesMissing && (
          // SPEC §2, §5: the coordinates alert, inline so it stays beside the button that raised it.
          <p className="field__error" role="alert">
            {t('events.validation.coordinatesFirst')}
          </p>
        )}

        <form.AppField name="address">
          {(field) => (
            <field.TextField
              label={t('events.location.address')}
              required
              name="location.text"
              autoComplete="street-address"
              maxLength={500}
              error={errorFor('location.text')}
            />
          )}
        </form.AppField>
      </fieldset>
    );
  },
});
