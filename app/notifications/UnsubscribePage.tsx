import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { platformErrorCodes } from '@/contract/errors';
import { mailErrorCodes } from '@/contract/mail';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { useUnsubscribe } from '@/queries/notificationPreferences';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';

/**
 * Issue 18, point 4: #/unsubscribe?token=…, the unsubscribe link of a notification e-mail. Nothing
 * changes on opening it (a mail scanner opening links must not unsubscribe anyone): one button
 * turns notifications off, and the page says that security e-mail still arrives and where to turn
 * them on again. Works without signing in.
 */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const title = t('notifications.unsubscribe.title');
  useDocumentTitle(title);
  const unsubscribe = useUnsubscribe();
  const doneRef = useRef<HTMLDivElement>(null);

  // The button leaves with the answer: the reader continues at the confirmation.
  useEffect(() => {
    if (unsubscribe.isSuccess) doneRef.current?.focus();
  }, [unsubscribe.isSuccess]);

  const linkInvalid = !token || isLinkRefused(unsubscribe.error);

  return (
    <Card title={title} titleLevel={1} className="login-card unsubscribe">
      {/* Present from the start, so screen readers announce the confirmation when it arrives. */}
      <div role="status">
        {unsubscribe.isSuccess && (
          <div ref={doneRef} tabIndex={-1} className="unsubscribe__done">
            <p className="login-form__success">{t('notifications.unsubscribe.done')}</p>
            <p>{t('notifications.unsubscribe.securityNote')}</p>
            <p>{t('notifications.unsubscribe.turnBackOn')}</p>
          </div>
        )}
      </div>
      {linkInvalid ? (
        <p className="login-form__error" role="alert">
          {t('notifications.unsubscribe.invalid')}
        </p>
      ) : (
        !unsubscribe.isSuccess && (
          <>
            <p>{t('notifications.unsubscribe.intro')}</p>
            {unsubscribe.isError && (
              <p className="login-form__error" role="alert">
                {unsubscribeFailureMessage(unsubscribe.error, t)}
              </p>
            )}
            <Button
              className="login-form__submit"
              busy={unsubscribe.isPending}
              busyLabel={t('notifications.unsubscribe.submitting')}
              onClick={() => unsubscribe.mutate(token)}
            >
              {t('notifications.unsubscribe.submit')}
            </Button>
          </>
        )
      )}
    </Card>
  );
}

/** The link's token is unknown, or not one at all (a mangled link). */
function isLinkRefused(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.code === mailErrorCodes.unsubscribeTokenInvalid || (error.code === platformErrorCodes.validation && error.fields?.token !== undefined);
}

function unsubscribeFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.code === platformErrorCodes.rateLimited) return t('notifications.unsubscribe.rateLimited');
  if (error instanceof ApiRequestError && error.isNetworkError) return t('errors.network');
  return t('errors.unexpected');
}
