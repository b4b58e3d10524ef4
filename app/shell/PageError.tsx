import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../queries/ApiRequestError';
import { Card } from '../ui/Card';
import { RetryButton } from './RetryButton';

/** What a route shows when loading it failed, with a way to try again. */
export function PageError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const message =
    error instanceof ApiRequestError && error.isNetworkError ? t('errors.network') : t('errors.unexpected');

  return (
    <div className="page-error">
      <Card title={t('shell.error.title')} titleLevel={1}>
        <p role="alert">{message}</p>
        <RetryButton />
      </Card>
    </div>
  );
}
