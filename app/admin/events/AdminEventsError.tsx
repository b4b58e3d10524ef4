import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../errors/apiErrorMessage';
import { Card } from '../../ui/Card';
import { RetryButton } from '../../shell/RetryButton';

/** SPEC §8: the moderation list could not be loaded ('Failed to load events'), with a retry. */
export function AdminEventsError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const fallback = t('admin.events.errors.loadFailed');
  const detail = apiErrorMessage(error, t, fallback);
  return (
    <div className="admin-events-page">
      <Card title={t('admin.events.title')} titleLevel={1}>
        <p role="alert" className="events-page__error">
          {fallback}
        </p>
        {detail !== fallback && <p>{detail}</p>}
        <RetryButton />
      </Card>
    </div>
  );
}
