import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { platformErrorCodes } from '@/contract/errors';
import { MIN_PASSWORD_LENGTH } from '@/contract/limits';
import {
  mailErrorCodes,
  passwordResetFields,
  passwordResetProblems,
  type PasswordResetField,
  type PasswordResetProblem,
} from '@/contract/mail';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { confirmPasswordReset } from '@/queries/passwordReset';
import { clearSession, readSession } from '@/queries/session';
import { useAppForm } from '@/app/forms/appForm';
import { firstProblemPerField, focusField, isProblem } from '@/app/forms/formProblems';
import { useDocumentTitle } from '@/app/shell/useDocumentTitle';
import { Button } from '@/app/ui/Button';
import { Card } from '@/app/ui/Card';
import { signInPageOf } from './signInPage';
import './passwordReset.css';

/**
 * Issue 18, point 3: #/reset-password?token=…, the page the e-mailed link opens. A new password
 * and its confirmation, checked by the registration's rules (contract/mail.ts passwordResetProblems)
 * and shown under each field; on success a link to the sign-in page of the account's kind. A link
 * that is missing, unknown, used or over an hour old offers to ask for a new one.
 */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const reset = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      // Whoever was signed in on this browser is not who signs in next with the new password: the
      // sign-in page must open (it sends a signed-in user home) and show nobody's cached data.
      if (!readSession()) return;
      clearSession();
      queryClient.clear();
    },
    onError: (error) => focusField(formRef.current, Object.keys(serverFieldErrors(error))[0]),
  });

  const form = useAppForm({
    defaultValues: { password: '', confirm_password: '' },
    validators: {
      onSubmit: ({ value }) => {
        const problems = passwordResetProblems(value);
        return problems.length > 0 ? { fields: firstProblemPerField(problems) } : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => focusField(formRef.current, passwordResetProblems(value)[0]?.field),
    // The passwords go as typed: spaces are part of a password.
    onSubmit: ({ value }) => reset.mutate({ token: token ?? '', ...value }),
  });

  // The form leaves with the button that had the focus: the reader continues at the message.
  useEffect(() => {
    if (reset.isSuccess) doneRef.current?.focus();
  }, [reset.isSuccess]);

  const linkInvalid = !token || isLinkRefused(reset.error);
  const title = linkInvalid ? t('passwordReset.invalid.title') : reset.isSuccess ? t('passwordReset.reset.doneTitle') : t('passwordReset.reset.title');
  useDocumentTitle(title);

  if (linkInvalid) {
    return (
      <Card title={title} titleLevel={1} className="login-card password-reset">
        <p className="login-form__error" role="alert">
          {t('passwordReset.invalid.message')}
        </p>
        <Link to="/forgot-password" className="button button--primary button--medium password-reset__action">
          {t('passwordReset.invalid.requestNew')}
        </Link>
      </Card>
    );
  }

  const fieldErrors = serverFieldErrors(reset.error);
  const failure = reset.isError && Object.keys(fieldErrors).length === 0 ? resetFailureMessage(reset.error, t) : null;
  /** The error under a field: this form's check first, else what the server said about it. */
  const fieldError = (name: PasswordResetField, errors: unknown[]): string | null => {
    const problem = errors.find(isProblem<PasswordResetProblem>);
    if (problem) return t(problem.message, { field: problem.values ? t(problem.values.field) : undefined });
    return fieldErrors[name] ?? null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.reset(); // a new attempt: the last answer's messages go
    void form.handleSubmit();
  };

  return (
    <Card title={title} titleLevel={1} className="login-card password-reset">
      {/* Present from the start, so screen readers announce the message when it arrives. */}
      <div role="status">
        {reset.isSuccess && (
          <div ref={doneRef} tabIndex={-1}>
            <p className="login-form__success">{t('passwordReset.reset.success')}</p>
          </div>
        )}
      </div>
      {reset.isSuccess ? (
        <Link to={signInPageOf(reset.data.user_type)} className="button button--primary button--medium password-reset__action">
          {t('passwordReset.reset.signIn')}
        </Link>
      ) : (
        <>
          <p>{t('passwordReset.reset.intro')}</p>
          <form ref={formRef} className="login-form" noValidate onSubmit={submit}>
            {passwordResetFields.map((name) => (
              <form.AppField key={name} name={name}>
                {(field) => (
                  <field.TextField
                    type="password"
                    label={t(`passwordReset.fields.${name}`)}
                    hint={name === 'password' ? t('passwordReset.reset.hint', { min: MIN_PASSWORD_LENGTH }) : undefined}
                    required
                    autoComplete="new-password"
                    error={fieldError(name, field.state.meta.errors)}
                  />
                )}
              </form.AppField>
            ))}
            {failure && (
              <p className="login-form__error" role="alert">
                {failure}
              </p>
            )}
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(isSubmitting) => (
                <Button type="submit" className="login-form__submit" busy={isSubmitting || reset.isPending} busyLabel={t('passwordReset.reset.submitting')}>
                  {t('passwordReset.reset.submit')}
                </Button>
              )}
            </form.Subscribe>
          </form>
        </>
      )}
    </Card>
  );
}

/** The link is unknown, used or over an hour old; or its token is not one at all (a mangled link). */
function isLinkRefused(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.code === mailErrorCodes.resetTokenInvalid || (error.code === platformErrorCodes.validation && error.fields?.token !== undefined);
}

/** The server's messages per field (400 validation_failed), for under the fields; what is typed stays. */
function serverFieldErrors(error: unknown): Partial<Record<PasswordResetField, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Partial<Record<PasswordResetField, string>> = {};
  for (const name of passwordResetFields) {
    const messages = error.fields?.[name];
    if (messages && messages.length > 0) errors[name] = messages.join(', ');
  }
  return errors;
}

function resetFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.code === platformErrorCodes.rateLimited) return t('passwordReset.rateLimited');
  if (error instanceof ApiRequestError && error.isNetworkError) return t('errors.network');
  return t('errors.unexpected');
}
