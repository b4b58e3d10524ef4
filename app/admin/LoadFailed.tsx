import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../errors/apiErrorMessage';
import { Button } from '../ui/Button';

interface LoadFailedProps {
  /** SPEC §8: the screen's message, e.g. 'Failed to load pending events'. */
  failed: string;
  error: unknown;
  busy: boolean;
  onRetry: () => void;
}

/** A part of an admin page that could not be loaded: the spec's message, the cause when known, and a retry. */
export function LoadFailed({ failed, error, busy, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  const cause = apiErrorMessage(error, t, failed);
  return (
    <div className="admin-events__error">
      <p role="alert">{failed}</p>
      {cause !== failed && <p className="admin-events__error-cause">{cause}</p>}
      <Button variant="secondary" size="small" busy={busy} onClick={onRetry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}
