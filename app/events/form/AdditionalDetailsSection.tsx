import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKER_TYPES, needsVolunteers, RECURRENCE_TYPES, type RecurrenceType } from '../../../contract/events';
import { PEOPLE_NEEDED_MIN, RECURRENCE_INTERVAL_MAX, RECURRENCE_INTERVAL_MIN } from '../../../contract/limits';
import { RECURRENCE_INDEFINITE_MONTHS } from '../../../contract/recurrence';
import { Field } from '../../ui/Field';
import type { EventFormSectionProps } from './EventForm';
import { RecurrencePreview } from './RecurrencePreview';

interface AdditionalDetailsProps extends EventFormSectionProps {
  seriesOccurrence: boolean;
  seriesParent: boolean;
}

/**
 * SPEC §2 additional details: the volunteers needed (SPEC §4's marker-type rules), the event's XP
 * and its repetition with a preview of the dates to be created.
 */
export function AdditionalDetailsSection({ form, errorFor, seriesOccurrence, seriesParent }: AdditionalDetailsProps) {
  const { t } = useTranslation();

  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{t('events.form.sections.details')}</legend>

      <form.Subscribe selector={(state) => [state.values.markerType, state.values.volunteersToggle] as const}>
        {([markerType, volunteersToggle]) => (
          <>
            {markerType === MARKER_TYPES.event && (
              <form.Field
                name="volunteersToggle"
                listeners={{
                  // SPEC §4: unchecking sets people_needed to 0; checking asks for the number.
                  onChange: ({ value }) => form.setFieldValue('people_needed', value ? '' : '0'),
                }}
              >
                {(field) => (
                  <label className="event-form__choice event-form__toggle">
                    <input
                      type="checkbox"
                      name="volunteersToggle"
                      checked={field.state.value}
                      onChange={(event) => field.handleChange(event.target.checked)}
                      onBlur={field.handleBlur}
                    />
                    <span>{t('events.fields.volunteersNeeded')}</span>
                  </label>
                )}
              </form.Field>
            )}
            {needsVolunteers(markerType, volunteersToggle) && (
              <form.Field name="people_needed">
                {(field) => (
                  <Field label={t('events.fields.people_needed')} required error={errorFor('people_needed')}>
                    {(control) => (
                      <input
                        {...control}
                        type="number"
                        name="people_needed"
                        min={PEOPLE_NEEDED_MIN}
                        step={1}
                        inputMode="numeric"
                        value={field.state.value}
                        onChange={(event) => field.handleChange(event.target.value)}
                        onBlur={field.handleBlur}
                      />
                    )}
                  </Field>
                )}
              </form.Field>
            )}
          </>
        )}
      </form.Subscribe>

      <form.Field name="event_xp">
        {(field) => (
          <Field label={t('events.fields.event_xp')} hint={t('events.fields.event_xpHint')} error={errorFor('event_xp')}>
            {(control) => (
              <input
                {...control}
                type="number"
                name="event_xp"
                min={0}
                step={1}
                inputMode="numeric"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </Field>
        )}
      </form.Field>

      {seriesOccurrence ? (
        <p className="event-form__note">{t('events.form.seriesOccurrenceNote')}</p>
      ) : (
        <RecurrenceFields form={form} errorFor={errorFor} seriesParent={seriesParent} />
      )}
    </fieldset>
  );
}

function RecurrenceFields({ form, errorFor, seriesParent }: EventFormSectionProps & { seriesParent: boolean }) {
  const { t } = useTranslation();
  const unitId = useId();

  return (
    <div className="event-form__recurrence">
      <form.Field name="recurrence_type">
        {(field) => (
          <Field label={t('events.fields.recurrence_type')}>
            {(control) => (
              <select
                {...control}
                name="recurrence_type"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value as RecurrenceType)}
                onBlur={field.handleBlur}
              >
                {RECURRENCE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`events.recurrenceType.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </form.Field>

      <form.Subscribe
        selector={(state) =>
          [state.values.recurrence_type, state.values.startDate, state.values.recurrence_interval, state.values.recurrence_end_date] as const
        }
      >
        {([type, startDate, interval, endDate]) =>
          type === 'none' ? null : (
            <>
              {seriesParent && <p className="event-form__note">{t('events.form.seriesParentNote')}</p>}
              <div className="event-form__row">
                <form.Field name="recurrence_interval">
                  {(field) => (
                    <Field label={t('events.fields.recurrence_interval')} required error={errorFor('recurrence_interval')}>
                      {(control) => (
                        <span className="event-form__interval">
                          <input
                            {...control}
                            aria-describedby={[unitId, control['aria-describedby']].filter(Boolean).join(' ')}
                            type="number"
                            name="recurrence_interval"
                            min={RECURRENCE_INTERVAL_MIN}
                            max={RECURRENCE_INTERVAL_MAX}
                            step={1}
                            inputMode="numeric"
                            value={field.state.value}
                            onChange={(event) => field.handleChange(event.target.value)}
                            onBlur={field.handleBlur}
                          />
                          <span id={unitId} className="event-form__interval-unit">
                            {t(`events.fields.intervalUnit.${type as Exclude<RecurrenceType, 'none'>}`)}
                          </span>
                        </span>
                      )}
                    </Field>
                  )}
                </form.Field>
                <form.Field name="recurrence_end_date">
                  {(field) => (
                    <Field
                      label={t('events.fields.recurrence_end_date')}
                      hint={t('events.fields.recurrenceEndHint', { months: RECURRENCE_INDEFINITE_MONTHS })}
                      error={errorFor('recurrence_end_date')}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="date"
                          name="recurrence_end_date"
                          value={field.state.value}
                          onChange={(event) => field.handleChange(event.target.value)}
                          onBlur={field.handleBlur}
                        />
                      )}
                    </Field>
                  )}
                </form.Field>
              </div>
              <RecurrencePreview startDate={startDate} type={type} interval={interval} endDate={endDate} />
            </>
          )
        }
      </form.Subscribe>
    </div>
  );
}
