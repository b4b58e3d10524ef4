import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { healthQueryOptions } from '@/queries/health';

type ServiceState = 'checking' | 'online' | 'unavailable';

/** The footer's line saying whether the API and its database answer. */
export function ServiceStatus() {
  const { t } = useTranslation();
  const health = useQuery(healthQueryOptions());
  const state = serviceState(health.status, health.data?.status);

  return (
    <p className={`service-status service-status--${state}`} role="status">
      <span className="service-status__dot" aria-hidden="true" />
      {t(`shell.status.${state}`)}
    </p>
  );
}

// A failed check counts even when an older answer is cached: the service is not answering now.
function serviceState(queryStatus: 'pending' | 'error' | 'success', reported: string | undefined): ServiceState {
  if (queryStatus === 'pending') return 'checking';
  if (queryStatus === 'error') return 'unavailable';
  return reported === 'ok' ? 'online' : 'unavailable';
}
