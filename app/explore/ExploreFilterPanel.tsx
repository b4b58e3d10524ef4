import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NEAR_DEFAULT_KM } from '@/contract/limits';
import { TEAM_CODES, type TeamCode } from '@/contract/teams';
import { Button } from '@/app/ui/Button';
import { Field } from '@/app/ui/Field';
import { FilterToggle } from '@/app/ui/FilterToggle';
import { activeExploreFilterCount, NEAR_RADII_KM, nearPointOf, type ExploreSearch } from './exploreSearch';
import { useCurrentLocation } from './useCurrentLocation';
import '@/app/ui/primitives.css';

/** The filter part of the address: what Apply writes and Reset clears. */
export type ExploreFilter = Pick<ExploreSearch, 'search' | 'team' | 'date' | 'date_to' | 'lat' | 'lon' | 'km'>;

interface ExploreFilterPanelProps {
  /** The address's filter (what the list and the map show). */
  filter: ExploreFilter;
  /** Open at first and after Apply: on a wide screen; a phone starts with it folded (the toggle counts what is active) and folds it to show what was found. */
  wide: boolean;
  onApply: (filter: ExploreFilter) => void;
  onReset: () => void;
}

/**
 * #/explore's collapsible filter (issue 17): the name's start, a team, a date range and "near me"
 * (the browser's location, rounded, with a radius). The choices are a draft until Apply; Reset
 * clears them all. A location the browser refuses or lacks is said, and the other filters still work.
 */
export function ExploreFilterPanel({ filter, wide, onApply, onReset }: ExploreFilterPanelProps) {
  const { t } = useTranslation();
  const activeCount = activeExploreFilterCount(filter);
  const [open, setOpen] = useState(wide);
  const [draft, setDraft] = useState(filter);
  const [rangeError, setRangeError] = useState(false);
  const { locating, problem, locate } = useCurrentLocation();
  const panelId = useId();
  const nearId = useId();
  // A filter changed from elsewhere (Back, a link, an empty state's Reset) replaces the draft.
  const [shown, setShown] = useState(filter);
  if (!sameFilter(shown, filter)) {
    setShown(filter);
    setDraft(filter);
    setRangeError(false);
  }
  const point = nearPointOf(draft);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (draft.date && draft.date_to && draft.date_to < draft.date) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    if (!wide) setOpen(false);
    onApply({ ...draft, search: draft.search?.trim() || undefined, km: point ? draft.km : undefined });
  }

  return (
    <section className="event-filter explore-filter" aria-label={t('explore.filter.title')}>
      <FilterToggle
        open={open}
        onToggle={() => setOpen((wasOpen) => !wasOpen)}
        panelId={panelId}
        label={t('explore.filter.toggle')}
        activeText={activeCount > 0 ? t('explore.filter.activeCount', { count: activeCount }) : undefined}
      />
      <form id={panelId} className="event-filter__panel explore-filter__panel" hidden={!open} onSubmit={apply} noValidate>
        <Field label={t('explore.filter.name')} hint={t('explore.filter.nameHint')} className="event-filter__field">
          {(control) => (
            <input
              {...control}
              type="search"
              autoComplete="off"
              value={draft.search ?? ''}
              onChange={(event) => setDraft({ ...draft, search: event.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t('explore.filter.team')} className="event-filter__field">
          {(control) => (
            <select
              {...control}
              value={draft.team ?? ''}
              onChange={(event) => setDraft({ ...draft, team: (event.target.value || undefined) as TeamCode | undefined })}
            >
              <option value="">{t('explore.filter.allTeams')}</option>
              {TEAM_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`events.teams.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="explore-filter__dates">
          <Field label={t('explore.filter.from')} className="event-filter__field">
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.date ?? ''}
                onChange={(event) => setDraft({ ...draft, date: event.target.value || undefined })}
              />
            )}
          </Field>
          <Field label={t('explore.filter.to')} error={rangeError ? t('explore.filter.toBeforeFrom') : null} className="event-filter__field">
            {(control) => (
              <input
                {...control}
                type="date"
                min={draft.date}
                value={draft.date_to ?? ''}
                onChange={(event) => setDraft({ ...draft, date_to: event.target.value || undefined })}
              />
            )}
          </Field>
        </div>
        <fieldset className="explore-filter__near" aria-describedby={`${nearId}-hint`}>
          <legend className="field__label">{t('explore.filter.near')}</legend>
          <div className="explore-filter__near-row">
            {point ? (
              <>
                <p className="explore-filter__located" role="status">
                  {t('explore.filter.nearLocation')}
                </p>
                <Button variant="ghost" size="small" onClick={() => setDraft({ ...draft, lat: undefined, lon: undefined, km: undefined })}>
                  {t('explore.filter.clearLocation')}
                </Button>
              </>
            ) : (
              <Button
                variant="secondary"
                size="small"
                busy={locating}
                busyLabel={t('explore.filter.locating')}
                onClick={() => locate(({ latitude, longitude }) => setDraft((current) => ({ ...current, lat: latitude, lon: longitude })))}
              >
                {t('explore.filter.useLocation')}
              </Button>
            )}
            <label className="explore-filter__radius">
              <span>{t('explore.filter.radius')}</span>
              <select
                className="field__control"
                value={draft.km ?? NEAR_DEFAULT_KM}
                disabled={!point}
                onChange={(event) => setDraft({ ...draft, km: Number(event.target.value) })}
              >
                {NEAR_RADII_KM.map((km) => (
                  <option key={km} value={km}>
                    {t('explore.filter.radiusOption', { km })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p id={`${nearId}-hint`} className="field__hint">
            {t('explore.filter.nearHint')}
          </p>
          {problem && (
            <p role="alert" className="field__error">
              {t(problem === 'refused' ? 'explore.filter.locationRefused' : 'explore.filter.locationUnavailable')}
            </p>
          )}
        </fieldset>
        <div className="explore-filter__actions">
          <Button type="submit">{t('explore.filter.apply')}</Button>
          <Button variant="ghost" onClick={onReset}>
            {t('explore.filter.reset')}
          </Button>
        </div>
      </form>
    </section>
  );
}

const FILTER_KEYS = ['search', 'team', 'date', 'date_to', 'lat', 'lon', 'km'] as const;

function sameFilter(a: ExploreFilter, b: ExploreFilter): boolean {
  return FILTER_KEYS.every((key) => a[key] === b[key]);
}
