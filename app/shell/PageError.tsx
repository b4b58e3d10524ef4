import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../queries/ApiRequestError';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

/** What a route shows when loading it failed, with a way to try again. */
export function PageError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const message =
    error instanceof ApiRequestError && error.isNetworkError ? t('errors.network') : t('errors.unexpected');

  return (
    <div className="page-error">
      <Card title={t('shell.error.title')} titleLevel={1}>
        <p role="alert">{message}</p>
        <Button
          onClick={() => {
            queryErrorReset.reset(); // let suspense queries fetch again instead of rethrowing
            void router.invalidate();
          }}
        >
          {t('common.actions.retry')}
        </Button>
      </Card>
    </div>
  );
}
