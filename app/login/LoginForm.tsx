import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { platformErrorCodes } from '@/contract/apiError';
import { REDIRECT_AFTER_LOGIN_MS } from '@/contract/limits';
import { accountErrorCodes } from '@/contract/signIn';
import { textProblem, type TextProblemKey } from '@/contract/text';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { homeOf } from '@/queries/session';
import { signIn } from '@/queries/signIn';
import { useAppForm } from '@/app/forms/appForm';
import { Button } from '@/app/ui/Button';

interface LoginFormProps {
  /** Why the visitor is here (session expired, signed out, just registered); hidden once they try to sign in. */
  notice?: string;
}

/**
 * SPEC §2 Login: email and password (both required, SPEC §5). NGO login first, then super-admin
 * (queries/accounts signIn). On success a message shows, then after 1 s the user's home.
 */
export function LoginForm({ notice }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signingIn = useMutation({ mutationFn: signIn });
  const session = signingIn.data;

  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    onSubmit: async ({ value }) => {
      // The outcome is read from the mutation's state below; a failure needs no handling here.
      await signingIn.mutateAsync({ email: value.email.trim(), password: value.password }).catch(() => undefined);
    },
  });

  // SPEC §9: the success message stays for 1 s, then the user's home (replace: /login is done with).
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => void navigate({ to: homeOf(session), replace: true }), REDIRECT_AFTER_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [session, navigate]);

  const busy = signingIn.isPending || signingIn.isSuccess;

  return (
    <form
      className="login-form"
      noValidate // SPEC §5 messages show inline, in the reader's language, instead of the browser's bubbles
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {notice && signingIn.isIdle && (
        <p className="login-form__notice" role="status">
          {notice}
        </p>
      )}
      <form.AppField name="email" validators={{ onSubmit: ({ value }) => fieldProblem(value.trim(), 'validation.loginEmailRequired') }}>
        {(field) => <field.TextField type="email" label={t('login.emailLabel')} required autoComplete="email" />}
      </form.AppField>
      <form.AppField
        name="password"
        validators={{ onSubmit: ({ value }) => fieldProblem(value, 'validation.loginPasswordRequired') }}
      >
        {(field) => (
          <field.TextField type="password" label={t('login.passwordLabel')} required autoComplete="current-password" />
        )}
      </form.AppField>
      {signingIn.isError && (
        <p className="login-form__error" role="alert">
          {signInErrorMessage(signingIn.error, t)}
        </p>
      )}
      {signingIn.isSuccess && (
        <p className="login-form__success" role="status">
          {t('login.success')}
        </p>
      )}
      <Button type="submit" className="login-form__submit" busy={busy} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

/** SPEC §8: the login's error texts, by the code the server (or the client) gave the failure. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError)) return t('errors.unexpected');
  switch (error.code) {
    case accountErrorCodes.invalidCredentials:
      return t('errors.invalidCredentials');
    case accountErrorCodes.ngoPending:
      return t('errors.accounts.ngoPending');
    case accountErrorCodes.ngoSuspended:
      return t('errors.accounts.ngoSuspended');
    case platformErrorCodes.rateLimited:
      return t('errors.accounts.rateLimited');
    default:
      return error.isNetworkError ? t('errors.network') : t('errors.unexpected');
  }
}

type RequiredMessage = 'validation.loginEmailRequired' | 'validation.loginPasswordRequired';

// Validators answer the message's key; the field translates it when shown, so a language switch applies.
// Both fields are one line of typed text (contract/text.ts), as the server checks them.
function fieldProblem(value: string, required: RequiredMessage): RequiredMessage | TextProblemKey | undefined {
  if (value.trim() === '') return required;
  return textProblem(value, 'line') ?? undefined;
}
