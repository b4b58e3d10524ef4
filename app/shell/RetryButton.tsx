import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/app/ui/Button';

/** Try again, for a route whose loading failed: its queries fetch again instead of rethrowing, then the route reloads. */
export function RetryButton() {
  const { t } = useTranslation();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  return (
    <Button
      onClick={() => {
        queryErrorReset.reset();
        void router.invalidate();
      }}
    >
      {t('common.actions.retry')}
    </Button>
  );
}
