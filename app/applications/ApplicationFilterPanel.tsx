import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/contract/applicationStatus';
import type { ApplicationFilter } from '@/queries/applications';
import { Button } from '@/app/ui/Button';
import { Field } from '@/app/ui/Field';
import { FilterToggle } from '@/app/ui/FilterToggle';
import type { EventChoice } from './useNgoEventChoices';
import '@/app/ui/primitives.css';

interface ApplicationFilterPanelProps {
  /** The filter the address holds (what the table shows). */
  filter: ApplicationFilter;
  /** The NGO's events to choose from; empty while they load or when they failed. */
  events: EventChoice[];
  onApply: (filter: ApplicationFilter) => void;
  onReset: () => void;
}

/**
 * SPEC §2 collapsible filter of the applications: event and status (completed included), applied
 * with Apply and cleared with Reset. The choices are a draft until applied; the panel starts open
 * when the address filters, so the reader sees at once why rows are missing.
 */
export function ApplicationFilterPanel({ filter, events, onApply, onReset }: ApplicationFilterPanelProps) {
  const { t } = useTranslation();
  const activeCount = (filter.event_id !== undefined ? 1 : 0) + (filter.status !== undefined ? 1 : 0);
  const [open, setOpen] = useState(activeCount > 0);
  const [draft, setDraft] = useState(filter);
  const panelId = useId();
  // A filter applied from elsewhere (a statistics card, Back) replaces the draft.
  const [shown, setShown] = useState(filter);
  if (shown.event_id !== filter.event_id || shown.status !== filter.status) {
    setShown(filter);
    setDraft(filter);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <section className="event-filter applications-filter" aria-label={t('applications.filter.title')}>
      <FilterToggle
        open={open}
        onToggle={() => setOpen((wasOpen) => !wasOpen)}
        panelId={panelId}
        label={t('applications.filter.toggle')}
        activeText={activeCount > 0 ? t('applications.filter.activeCount', { count: activeCount }) : undefined}
      />
      <form id={panelId} className="event-filter__panel" hidden={!open} onSubmit={apply}>
        <Field label={t('applications.filter.event')} className="event-filter__field">
          {(control) => (
            <select
              {...control}
              value={draft.event_id ?? ''}
              onChange={(event) => setDraft({ ...draft, event_id: event.target.value ? Number(event.target.value) : undefined })}
            >
              <option value="">{t('applications.filter.allEvents')}</option>
              {/* An event the address names that the list lacks (not loaded yet) still shows as chosen. */}
              {draft.event_id !== undefined && !events.some((choice) => choice.id === draft.event_id) && (
                <option value={draft.event_id}>#{draft.event_id}</option>
              )}
              {/* Issue 33: a series' dates under the series, one-off events on their own. */}
              {groupBySeries(events).map((group) =>
                group.series ? (
                  <optgroup key={`series-${group.series.id}`} label={group.series.label}>
                    {group.choices.map(eventOption)}
                  </optgroup>
                ) : (
                  group.choices.map(eventOption)
                ),
              )}
            </select>
          )}
        </Field>
        <Field label={t('applications.filter.status')} className="event-filter__field">
          {(control) => (
            <select
              {...control}
              value={draft.status ?? ''}
              onChange={(event) => setDraft({ ...draft, status: (event.target.value || undefined) as ApplicationStatus | undefined })}
            >
              <option value="">{t('applications.filter.allStatuses')}</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`applications.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="applications-filter__actions">
          <Button type="submit">{t('applications.filter.apply')}</Button>
          <Button variant="ghost" onClick={onReset}>
            {t('applications.filter.reset')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function eventOption(choice: EventChoice) {
  return (
    <option key={choice.id} value={choice.id}>
      {choice.label}
    </option>
  );
}

/** The choices in their order, a series' consecutive dates gathered under it. */
type ChoiceGroup = { series?: EventChoice['series']; choices: EventChoice[] };

function groupBySeries(choices: EventChoice[]): ChoiceGroup[] {
  const groups: ChoiceGroup[] = [];
  for (const choice of choices) {
    const last = groups.at(-1);
    if (choice.series && last?.series?.id === choice.series.id) last.choices.push(choice);
    else groups.push({ series: choice.series, choices: [choice] });
  }
  return groups;
}
