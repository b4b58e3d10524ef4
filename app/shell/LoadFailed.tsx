import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/app/errors/apiErrorMessage';
import { ErrorCard } from '@/app/shell/ErrorCard';

interface LoadFailedProps {
  /** SPEC §8: the screen's message, e.g. 'Failed to load pending events'. */
  failed: string;
  error: unknown;
  busy: boolean;
  onRetry: () => void;
}

/** A part of a page that could not be loaded: the spec's message, the cause when known, and a retry. */
export function LoadFailed({ failed, error, busy, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return <ErrorCard message={failed} cause={apiErrorMessage(error, t, failed)} retry={{ onRetry, busy }} />;
}
