import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { platformErrorCodes } from '@/contract/errors';
import { resetEmailProblem } from '@/contract/mail';
import { textProblem } from '@/contract/text';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { requestPasswordReset } from '@/queries/passwordReset';
import { useAppForm } from '@/app/forms/appForm';
import { focusField } from '@/app/forms/formProblems';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import type { SignInPage } from './signInPage';
import './passwordReset.css';

/**
 * Issue 18, point 3: #/forgot-password. The reader gives the address they sign in with; the answer
 * is the same whether or not it has an account, so the page never tells which addresses are
 * registered. "Back to sign in" returns to the sign-in page they came from.
 */
export function ForgotPasswordPage({ signInPage }: { signInPage: SignInPage }) {
  const { t } = useTranslation();
  const title = t('passwordReset.forgot.title');
  useDocumentTitle(title);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      if (serverEmailError(error)) focusField(formRef.current, 'email');
    },
  });

  const form = useAppForm({
    defaultValues: { email: '' },
    validators: {
      // The sign-in's words for a blank address, the registration's for a malformed one.
      onSubmit: ({ value }) => {
        const problem = resetEmailProblem(value.email) ?? textProblem(value.email, 'line');
        return problem ? { fields: { email: problem } } : undefined;
      },
    },
    onSubmitInvalid: () => focusField(formRef.current, 'email'),
    onSubmit: ({ value }) => request.mutate({ email: value.email.trim() }),
  });

  // The form leaves with the button that had the focus: the reader continues at the confirmation.
  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.reset(); // a new attempt: the last answer's message goes
    void form.handleSubmit();
  };

  const emailError = serverEmailError(request.error);
  const failure = request.isError && !emailError ? requestFailureMessage(request.error, t) : null;

  return (
    <Card title={title} titleLevel={1} className="login-card password-reset">
      {/* Present from the start, so screen readers announce the confirmation when it arrives. */}
      <div role="status">
        {request.isSuccess && (
          <div ref={sentRef} tabIndex={-1} className="password-reset__sent">
            <p className="login-form__success">{t('passwordReset.requested')}</p>
            <p>{t('passwordReset.forgot.checkSpam')}</p>
          </div>
        )}
      </div>
      {request.isSuccess ? (
        <Button variant="secondary" className="password-reset__action" onClick={() => request.reset()}>
          {t('passwordReset.forgot.sendAgain')}
        </Button>
      ) : (
        <>
          <p>{t('passwordReset.forgot.intro')}</p>
          <form ref={formRef} className="login-form" noValidate onSubmit={submit}>
            <form.AppField name="email">
              {(field) => (
                <field.TextField
                  type="email"
                  label={t('login.emailLabel')}
                  required
                  autoComplete="email"
                  spellCheck={false}
                  maxLength={254}
                  // This form's own check first (the field translates its key), else what the server said.
                  error={field.state.meta.errors.length > 0 ? undefined : emailError}
                />
              )}
            </form.AppField>
            {failure && (
              <p className="login-form__error" role="alert">
                {failure}
              </p>
            )}
            <Button type="submit" className="login-form__submit" busy={request.isPending} busyLabel={t('passwordReset.forgot.submitting')}>
              {t('passwordReset.forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <p className="login-card__register">
        <Link to={signInPage}>{t('passwordReset.forgot.backToSignIn')}</Link>
      </p>
    </Card>
  );
}

/** What the server said about the address (400 validation_failed), for under the field. */
function serverEmailError(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.code !== platformErrorCodes.validation) return null;
  return error.fields?.email?.join(', ') || null;
}

/** A refusal of the whole request: too many of them, no answer, or anything else. */
function requestFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.code === platformErrorCodes.rateLimited) return t('passwordReset.rateLimited');
  if (error instanceof ApiRequestError && error.isNetworkError) return t('errors.network');
  return t('errors.unexpected');
}
