import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { ErrorCard } from './ErrorCard';

/** What a route without an error state of its own shows when loading it failed, with a way to try again. */
export function PageError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const message =
    error instanceof ApiRequestError && error.isNetworkError ? t('errors.network') : t('errors.unexpected');
  return <ErrorCard title={t('shell.error.title')} message={message} retry="route" />;
}
