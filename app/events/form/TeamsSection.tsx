import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventFiltersQueryOptions } from '@/queries/events';
import { withForm } from '@/app/forms/appForm';
import { Spinner } from '@/app/ui/Spinner';
import { eventFormOptions, sectionProps } from './eventFormOptions';
import '@/app/ui/primitives.css';

/**
 * SPEC §2 teams and competences: the team options of GET /api/events/filters/ (names in the reader's
 * language), at least one to tick (§5); competences as comma-separated text (§3).
 */
export const TeamsSection = withForm({
  ...eventFormOptions,
  props: sectionProps,
  render: function TeamsSection({ form, errorFor }) {
    const { t } = useTranslation();
    const teams = useQuery(eventFiltersQueryOptions());
    const options = (teams.data?.teams ?? []).map((team) => ({
      value: team.id,
      label: t(`events.teams.${team.code}`, { defaultValue: team.name }),
    }));

    return (
      <fieldset className="form-section">
        <legend className="form-section__legend">{t('events.form.sections.teams')}</legend>

        <form.AppField name="focus_teams">
          {(field) => (
            <field.CheckboxGroupField
              legend={t('events.fields.focus_teams')}
              required
              options={options}
              error={errorFor('focus_teams') ?? null}
              instead={
                teams.isPending ? (
                  <Spinner />
                ) : teams.isError || options.length === 0 ? (
                  // SPEC §8: teams that fail to load or are empty show a no-teams message.
                  <p className="event-form__note">{t('events.errors.noTeams')}</p>
                ) : undefined
              }
              className="event-form__teams"
              legendClassName="event-form__sublegend"
              choicesClassName="event-form__choices"
              choiceClassName="event-form__choice"
            />
          )}
        </form.AppField>

        <form.AppField name="competences">
          {(field) => (
            <field.TextField
              label={t('events.fields.competences')}
              hint={t('events.fields.competencesHint')}
              maxLength={2_000}
              error={errorFor('competences')}
            />
          )}
        </form.AppField>
      </fieldset>
    );
  },
});
