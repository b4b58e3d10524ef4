import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { SignInLink } from '@/app/shell/SignInLink';
import { ApiRequestError } from '@/queries/ApiRequestError';

// What #/explore/{id} shows instead of the event: not found (ended, not public, unknown or a
// malformed id) and a failed load with a retry.

export function PublicEventNotFound() {
  const { t } = useTranslation();
  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <ErrorCard title={t('publicEvent.errors.notFound')} message={t('publicEvent.errors.notFoundText')} back={<SignInLink />} />
    </PublicLayout>
  );
}

export function PublicEventError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const network = error instanceof ApiRequestError && error.isNetworkError;
  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <ErrorCard title={t('shell.error.title')} message={network ? t('errors.network') : t('publicEvent.errors.loadFailed')} retry="route" />
    </PublicLayout>
  );
}
