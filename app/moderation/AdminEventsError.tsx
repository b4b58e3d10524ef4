import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';

/** SPEC §8: the moderation list could not be loaded ('Failed to load events'), with a retry. */
export function AdminEventsError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const failed = t('admin.events.errors.loadFailed');
  return <ErrorCard title={t('admin.events.title')} message={failed} cause={apiErrorMessage(error, t, failed)} retry="route" />;
}
