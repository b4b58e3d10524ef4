import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../errors/apiErrorMessage';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

/** SPEC §8: the moderation list could not be loaded ('Failed to load events'), with a retry. */
export function AdminEventsError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const fallback = t('admin.events.errors.loadFailed');
  const detail = apiErrorMessage(error, t, fallback);
  return (
    <div className="admin-events-page">
      <Card title={t('admin.events.title')} titleLevel={1}>
        <p role="alert" className="events-page__error">
          {fallback}
        </p>
        {detail !== fallback && <p>{detail}</p>}
        <Button
          onClick={() => {
            queryErrorReset.reset(); // let the list query fetch again instead of rethrowing
            void router.invalidate();
          }}
        >
          {t('common.actions.retry')}
        </Button>
      </Card>
    </div>
  );
}
