import { useTranslation } from 'react-i18next';
import { MARKER_TYPE_CODES, MARKER_TYPES } from '@/contract/events';
import { withForm } from '@/app/forms/appForm';
import { eventFormOptions, sectionProps } from './eventFormOptions';
import { browserTimeZone } from './eventFormValues';
import { MainImageInput } from './MainImageInput';
import '@/app/ui/primitives.css';

/**
 * SPEC §2 "Create event", basic information: name, description, marker type, start and end (in the
 * reader's local time) and the main image.
 */
export const BasicInformationSection = withForm({
  ...eventFormOptions,
  props: { ...sectionProps, disabled: false },
  render: function BasicInformationSection({ form, errorFor, disabled }) {
    const { t } = useTranslation();
    const timeHint = t('events.fields.dateTimeHint', { zone: browserTimeZone() });
    const markerTypes = Object.values(MARKER_TYPES).map((markerType) => ({
      value: markerType,
      label: t(`events.markerType.${MARKER_TYPE_CODES[markerType]}`),
    }));

    return (
      <fieldset className="form-section">
        <legend className="form-section__legend">{t('events.form.sections.basic')}</legend>

        <form.AppField name="eventName">
          {(field) => <field.TextField label={t('events.fields.eventName')} required maxLength={200} error={errorFor('eventName')} />}
        </form.AppField>

        <form.AppField name="eventDescription">
          {(field) => (
            <field.TextAreaField
              label={t('events.fields.eventDescription')}
              required
              rows={5}
              maxLength={10_000}
              error={errorFor('eventDescription')}
            />
          )}
        </form.AppField>

        <form.AppField
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
          {(field) => <field.SelectField label={t('events.fields.markerType')} required options={markerTypes} />}
        </form.AppField>

        <div className="event-form__row">
          {(['startDate', 'endDate'] as const).map((name) => (
            <form.AppField key={name} name={name}>
              {(field) => (
                <field.TextField type="datetime-local" label={t(`events.fields.${name}`)} hint={timeHint} required error={errorFor(name)} />
              )}
            </form.AppField>
          ))}
        </div>

        <form.AppField name="image">
          {(field) => (
            <MainImageInput
              value={field.state.value}
              onChange={(update) => field.handleChange(update)}
              error={errorFor('main_image_url')}
              disabled={disabled}
            />
          )}
        </form.AppField>
      </fieldset>
    );
  },
});
