import { useTranslation } from 'react-i18next';
import { APPLICATION_DECISIONS } from '@/contract/applicationStatus';
import type { Application } from '@/contract/applications';
import { Button } from '@/app/ui/Button';
import { allTake, type ApplicationChange } from './applicationChanges';

interface ApplicationBulkBarProps {
  selected: Application[];
  eventEnded: (eventId: number) => boolean;
  busy: boolean;
  onChange: (change: ApplicationChange) => void;
  onClear: () => void;
}

/**
 * SPEC §2 bulk action bar: how many rows are selected, and SPEC §4's bulk decisions (accept,
 * waitlist, revert to applied), which the server applies to all or none; none when a selected
 * row's event has ended (issue 33). Attendance is offered when every selected row takes it
 * (issue 14, point 5), so it never fails on a row's status.
 */
export function ApplicationBulkBar({ selected, eventEnded, busy, onChange, onClear }: ApplicationBulkBarProps) {
  const { t } = useTranslation();
  const attendance = (['attend', 'undoAttendance'] as const).filter((change) => allTake(selected, change, eventEnded));
  // Issue 33: no decision on applications to an ended event (only attendance is offered then).
  const decisions = selected.some((application) => eventEnded(application.event_id)) ? [] : APPLICATION_DECISIONS;
  const changes: ApplicationChange[] = [...decisions, ...attendance];

  return (
    // Always in the page, so screen readers hear the count change; the buttons come with a selection.
    <section className={`applications-bulk${selected.length === 0 ? ' applications-bulk--empty' : ''}`} aria-label={t('applications.bulk.label')}>
      <p className="applications-bulk__count" role="status">
        {selected.length > 0 ? t('applications.bulk.selected', { count: selected.length }) : ''}
      </p>
      {selected.length > 0 && (
      <div className="applications-bulk__actions">
        {changes.map((change) => (
          <Button
            key={change}
            size="small"
            variant={change === 'accepted' || change === 'attend' ? 'primary' : 'secondary'}
            busy={busy}
            onClick={() => onChange(change)}
          >
            {t(`applications.actions.${change}`)}
          </Button>
        ))}
        <Button size="small" variant="ghost" disabled={busy} onClick={onClear}>
          {t('applications.bulk.clear')}
        </Button>
      </div>
      )}
    </section>
  );
}
