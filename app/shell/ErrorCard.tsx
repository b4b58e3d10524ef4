import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { RetryButton } from './RetryButton';

interface ErrorCardProps {
  /** The page's heading (its h1); without one the card is a part of a page, such as one list. */
  title?: string;
  /** What failed, in the spec's words (SPEC §8), read out as an alert. */
  message: string;
  /** Why, when known (the server's reason): shown under the message when it says more. */
  cause?: string;
  /** The way back: a link to the area's list. */
  back?: ReactNode;
  /**
   * Try again: 'route' reloads the failed route (its queries fetch again instead of rethrowing);
   * a part of a page passes its own refetch and whether it is running.
   */
  retry?: 'route' | { onRetry: () => void; busy: boolean };
}

/** What a route or a part of a page shows when its data could not be loaded or does not exist. */
export function ErrorCard({ title, message, cause, back, retry }: ErrorCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <p role="alert" className="error-card__message">
        {message}
      </p>
      {cause && cause !== message && <p className="error-card__cause">{cause}</p>}
      {retry === 'route' && <RetryButton />}
      {retry && retry !== 'route' && (
        <Button variant="secondary" size="small" busy={retry.busy} onClick={retry.onRetry}>
          {t('common.actions.retry')}
        </Button>
      )}
    </>
  );

  if (title === undefined) {
    return (
      <div className="error-card error-card--part">
        {back}
        {body}
      </div>
    );
  }
  return (
    <div className="error-card">
      {back}
      <Card title={title} titleLevel={1}>
        {body}
      </Card>
    </div>
  );
}
