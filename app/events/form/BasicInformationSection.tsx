import { useTranslation } from 'react-i18next';
import { MARKER_TYPE_CODES, MARKER_TYPES, type MarkerType } from '../../../contract/events';
import { Field } from '../../ui/Field';
import type { EventFormSectionProps } from './EventForm';
import { browserTimeZone } from './eventFormValues';
import { MainImageInput } from './MainImageInput';

/**
 * SPEC §2 "Create event", basic information: name, description, marker type, start and end (in the
 * reader's local time) and the main image.
 */
export function BasicInformationSection({ form, errorFor, disabled }: EventFormSectionProps & { disabled: boolean }) {
  const { t } = useTranslation();
  const timeHint = t('events.fields.dateTimeHint', { zone: browserTimeZone() });

  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{t('events.form.sections.basic')}</legend>

      <form.Field name="eventName">
        {(field) => (
          <Field label={t('events.fields.eventName')} required error={errorFor('eventName')}>
            {(control) => (
              <input
                {...control}
                type="text"
                name="eventName"
                maxLength={200}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </Field>
        )}
      </form.Field>

      <form.Field name="eventDescription">
        {(field) => (
          <Field label={t('events.fields.eventDescription')} required error={errorFor('eventDescription')}>
            {(control) => (
              <textarea
                {...control}
                name="eventDescription"
                rows={5}
                maxLength={10_000}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </Field>
        )}
      </form.Field>

      <form.Field
        name="markerType"
        listeners={{
          // SPEC §4: switching to type 2 resets people_needed to 0 and the volunteers toggle to off.
          onChange: ({ value }) => {
            if (value !== MARKER_TYPES.event) return;
            form.setFieldValue('people_needed', '0');
            form.setFieldValue('volunteersToggle', false);
          },
        }}
      >
        {(field) => (
          <Field label={t('events.fields.markerType')} required>
            {(control) => (
              <select
                {...control}
                name="markerType"
                value={field.state.value}
                onChange={(event) => field.handleChange(Number(event.target.value) as MarkerType)}
                onBlur={field.handleBlur}
              >
                {Object.values(MARKER_TYPES).map((markerType) => (
                  <option key={markerType} value={markerType}>
                    {t(`events.markerType.${MARKER_TYPE_CODES[markerType]}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </form.Field>

      <div className="event-form__row">
        {(['startDate', 'endDate'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <Field label={t(`events.fields.${name}`)} hint={timeHint} required error={errorFor(name)}>
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    name={name}
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                  />
                )}
              </Field>
            )}
          </form.Field>
        ))}
      </div>

      <form.Field name="image">
        {(field) => (
          <MainImageInput
            value={field.state.value}
            onChange={(update) => field.handleChange(update)}
            error={errorFor('main_image_url')}
            disabled={disabled}
          />
        )}
      </form.Field>
    </fieldset>
  );
}
