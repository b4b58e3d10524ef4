import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eventFiltersQueryOptions } from '../../../queries/events';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import type { EventFormSectionProps } from './EventForm';

/**
 * SPEC §2 teams and competences: the team options of GET /api/events/filters/ (names in the reader's
 * language), at least one to tick (§5); competences as comma-separated text (§3).
 */
export function TeamsSection({ form, errorFor }: EventFormSectionProps) {
  const { t } = useTranslation();
  const teams = useQuery(eventFiltersQueryOptions());
  const legendId = useId();
  const errorId = useId();
  const error = errorFor('focus_teams');

  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{t('events.form.sections.teams')}</legend>

      <form.Field name="focus_teams">
        {(field) => (
          <fieldset className="event-form__teams" aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
            <legend id={legendId} className="event-form__sublegend">
              {t('events.fields.focus_teams')}
              <span className="field__required" aria-hidden="true">
                {' *'}
              </span>
            </legend>
            {teams.isPending ? (
              <Spinner />
            ) : teams.isError || teams.data.teams.length === 0 ? (
              // SPEC §8: teams that fail to load or are empty show a no-teams message.
              <p className="event-form__note">{t('events.errors.noTeams')}</p>
            ) : (
              <div className="event-form__choices">
                {teams.data.teams.map((team) => (
                  <label key={team.id} className="event-form__choice">
                    <input
                      type="checkbox"
                      name="focus_teams"
                      value={team.id}
                      checked={field.state.value.includes(team.id)}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => {
                        const ticked = event.target.checked;
                        field.handleChange((chosen) => (ticked ? [...chosen, team.id] : chosen.filter((id) => id !== team.id)));
                      }}
                      onBlur={field.handleBlur}
                    />
                    <span>{t(`events.teams.${team.code}`, { defaultValue: team.name })}</span>
                  </label>
                ))}
              </div>
            )}
            {error && (
              <p id={errorId} className="field__error">
                {error}
              </p>
            )}
          </fieldset>
        )}
      </form.Field>

      <form.Field name="competences">
        {(field) => (
          <Field label={t('events.fields.competences')} hint={t('events.fields.competencesHint')} error={errorFor('competences')}>
            {(control) => (
              <input
                {...control}
                type="text"
                name="competences"
                maxLength={2_000}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </Field>
        )}
      </form.Field>
    </fieldset>
  );
}
