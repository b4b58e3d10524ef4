import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '@/app/shell/ErrorCard';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { SignInLink } from '@/app/shell/SignInLink';
import { ApiRequestError } from '@/queries/ApiRequestError';

// What #/ngos/{id} shows instead of the page: not found (a pending, suspended or unknown NGO, or a
// malformed id) and a failed load with a retry. Both are for a visitor who may not be signed in.

export function PublicNgoNotFound() {
  const { t } = useTranslation();
  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <ErrorCard title={t('publicNgo.errors.unavailable')} message={t('publicNgo.errors.notFoundText')} back={<SignInLink />} />
    </PublicLayout>
  );
}

export function PublicNgoError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const network = error instanceof ApiRequestError && error.isNetworkError;
  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <ErrorCard title={t('shell.error.title')} message={network ? t('errors.network') : t('publicNgo.errors.loadFailed')} retry="route" />
    </PublicLayout>
  );
}
