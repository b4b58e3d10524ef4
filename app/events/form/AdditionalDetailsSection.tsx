import { useTranslation } from 'react-i18next';
import { MARKER_TYPES, needsVolunteers, RECURRENCE_TYPES, type RecurrenceType } from '@/contract/events';
import { PEOPLE_NEEDED_MIN, RECURRENCE_INTERVAL_MAX, RECURRENCE_INTERVAL_MIN } from '@/contract/limits';
import { RECURRENCE_INDEFINITE_MONTHS } from '@/contract/recurrence';
import { withForm } from '@/app/forms/appForm';
import { eventFormOptions, sectionProps } from './eventFormOptions';
import { RecurrencePreview } from './RecurrencePreview';
import '@/app/ui/primitives.css';

/**
 * SPEC §2 additional details: the volunteers needed (SPEC §4's marker-type rules), the event's XP
 * and its repetition with a preview of the dates to be created.
 */
export const AdditionalDetailsSection = withForm({
  ...eventFormOptions,
  props: { ...sectionProps, seriesOccurrence: false, seriesParent: false },
  render: function AdditionalDetailsSection({ form, errorFor, seriesOccurrence, seriesParent }) {
    const { t } = useTranslation();

    return (
      <fieldset className="form-section">
        <legend className="form-section__legend">{t('events.form.sections.details')}</legend>

        <form.Subscribe selector={(state) => [state.values.markerType, state.values.volunteersToggle] as const}>
          {([markerType, volunteersToggle]) => (
            <>
              {markerType === MARKER_TYPES.event && (
                <form.AppField
                  name="volunteersToggle"
                  listeners={{
                    // SPEC §4: unchecking sets people_needed to 0; checking asks for the number.
                    onChange: ({ value }) => form.setFieldValue('people_needed', value ? '' : '0'),
                  }}
                >
                  {(field) => (
                    <field.CheckboxField label={t('events.fields.volunteersNeeded')} className="event-form__choice event-form__toggle" />
                  )}
                </form.AppField>
              )}
              {needsVolunteers(markerType, volunteersToggle) && (
                <form.AppField name="people_needed">
                  {(field) => (
                    <field.NumberField
                      label={t('events.fields.people_needed')}
                      required
                      min={PEOPLE_NEEDED_MIN}
                      error={errorFor('people_needed')}
                    />
                  )}
                </form.AppField>
              )}
            </>
          )}
        </form.Subscribe>

        <form.AppField name="event_xp">
          {(field) => (
            <field.NumberField
              label={t('events.fields.event_xp')}
              hint={t('events.fields.event_xpHint')}
              min={0}
              error={errorFor('event_xp')}
            />
          )}
        </form.AppField>

        {seriesOccurrence ? (
          <p className="event-form__note">{t('events.form.seriesOccurrenceNote')}</p>
        ) : (
          <RecurrenceFields form={form} errorFor={errorFor} seriesParent={seriesParent} />
        )}
      </fieldset>
    );
  },
});

const RecurrenceFields = withForm({
  ...eventFormOptions,
  props: { ...sectionProps, seriesParent: false },
  render: function RecurrenceFields({ form, errorFor, seriesParent }) {
    const { t } = useTranslation();
    const recurrenceTypes = RECURRENCE_TYPES.map((type) => ({ value: type, label: t(`events.recurrenceType.${type}`) }));

    return (
      <div className="event-form__recurrence">
        <form.AppField name="recurrence_type">
          {(field) => <field.SelectField label={t('events.fields.recurrence_type')} options={recurrenceTypes} />}
        </form.AppField>

        <form.Subscribe
          selector={(state) =>
            [
              state.values.recurrence_type,
              state.values.startDate,
              state.values.recurrence_interval,
              state.values.recurrence_end_date,
            ] as const
          }
        >
          {([type, startDate, interval, endDate]) =>
            type === 'none' ? null : (
              <>
                {seriesParent && <p className="event-form__note">{t('events.form.seriesParentNote')}</p>}
                <div className="event-form__row">
                  <form.AppField name="recurrence_interval">
                    {(field) => (
                      <field.NumberField
                        label={t('events.fields.recurrence_interval')}
                        required
                        min={RECURRENCE_INTERVAL_MIN}
                        max={RECURRENCE_INTERVAL_MAX}
                        unit={t(`events.fields.intervalUnit.${type as Exclude<RecurrenceType, 'none'>}`)}
                        error={errorFor('recurrence_interval')}
                      />
                    )}
                  </form.AppField>
                  <form.AppField name="recurrence_end_date">
                    {(field) => (
                      <field.TextField
                        type="date"
                        label={t('events.fields.recurrence_end_date')}
                        hint={t('events.fields.recurrenceEndHint', { months: RECURRENCE_INDEFINITE_MONTHS })}
                        error={errorFor('recurrence_end_date')}
                      />
                    )}
                  </form.AppField>
                </div>
                <RecurrencePreview startDate={startDate} type={type} interval={interval} endDate={endDate} />
              </>
            )
          }
        </form.Subscribe>
      </div>
    );
  },
});
