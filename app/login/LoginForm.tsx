import { useMutation } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { platformErrorCodes } from '@/contract/apiError';
import { REDIRECT_AFTER_LOGIN_MS } from '@/contract/limits';
import { accountErrorCodes, type LoginRequest } from '@/contract/signIn';
import { textProblem, type TextProblemKey } from '@/contract/text';
import { ApiRequestError } from '@/queries/ApiRequestError';
import type { Session } from '@/queries/session';
import { Button } from '@/app/ui/Button';
import { TextInputField } from '@/app/ui/TextInputField';

interface LoginFormProps {
  /** The sign-in call, which stores the session: the portal's (queries/signIn) or the volunteers' (issue 17). */
  signIn: (credentials: LoginRequest) => Promise<Session>;
  /** Where the signed-in user goes: their home, or the page a volunteer signed in for. */
  destinationOf: (session: Session) => string;
  /** Why the visitor is here (session expired, signed out, just registered); hidden once they try to sign in. */
  notice?: string;
  /** Issue 18: the page's "Forgot password?" link, shown under the password. */
  forgotPassword?: ReactNode;
}

/**
 * SPEC §2 Login: email and password (both required, SPEC §5), sent with `signIn`. On success a
 * message shows, then after 1 s the user goes on to `destinationOf(session)`.
 */
export function LoginForm({ signIn, destinationOf, notice, forgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const signingIn = useMutation({ mutationFn: signIn });
  const session = signingIn.data;

  // Plain state rather than the form kit (app/forms), which would bring TanStack Form into the
  // page everyone loads first (issue 13). Its timing is kept: a field's message shows from Sign in
  // until the field is changed or left, and Sign in checks both fields again.
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<LoginField, FieldProblem>>>({});

  // Changing or leaving a field takes its message away until the next Sign in.
  const leave = (name: LoginField) =>
    setProblems((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  const edit = (name: LoginField, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    leave(name);
  };

  const submit = () => {
    const found = {
      email: fieldProblem(values.email.trim(), 'validation.loginEmailRequired'),
      password: fieldProblem(values.password, 'validation.loginPasswordRequired'),
    };
    setProblems(found);
    if (found.email || found.password) return;
    // The outcome is read from the mutation's state below; a failure needs no handling here.
    signingIn.mutate({ email: values.email.trim(), password: values.password });
  };

  // SPEC §9: the success message stays for 1 s, then the user goes on (replace: the sign-in is done with).
  // Meanwhile every page's route definition is fetched (app/router.ts): the destination waits only for its own.
  useEffect(() => {
    if (!session) return;
    const href = destinationOf(session);
    void router.options.context.enterAllRoutes().catch(() => undefined); // the navigation reports any failure
    const timer = setTimeout(() => void router.navigate({ href, replace: true }), REDIRECT_AFTER_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [session, router, destinationOf]);

  const busy = signingIn.isPending || signingIn.isSuccess;

  return (
    <form
      className="login-form"
      noValidate // SPEC §5 messages show inline, in the reader's language, instead of the browser's bubbles
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {notice && signingIn.isIdle && (
        <p className="login-form__notice" role="status">
          {notice}
        </p>
      )}
      <TextInputField
        type="email"
        name="email"
        label={t('login.emailLabel')}
        required
        autoComplete="email"
        value={values.email}
        error={problems.email && t(problems.email)}
        onChange={(value) => edit('email', value)}
        onBlur={() => leave('email')}
      />
      <TextInputField
        type="password"
        name="password"
        label={t('login.passwordLabel')}
        required
        autoComplete="current-password"
        value={values.password}
        error={problems.password && t(problems.password)}
        onChange={(value) => edit('password', value)}
        onBlur={() => leave('password')}
      />
      {forgotPassword && <p className="login-form__forgot">{forgotPassword}</p>}
      {signingIn.isError && (
        <p className="login-form__error" role="alert">
          {signInErrorMessage(signingIn.error, t)}
        </p>
      )}
      {isVolunteerAccount(signingIn.error) && (
        <p className="login-card__register">
          <Link to="/volunteer/login">{t('nav.volunteerSignIn')}</Link>
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
    case accountErrorCodes.volunteerAccount:
      return t('login.volunteerAccount');
    case platformErrorCodes.rateLimited:
      return t('errors.accounts.rateLimited');
    default:
      return error.isNetworkError ? t('errors.network') : t('errors.unexpected');
  }
}

/** Issue 17, point 5: a volunteer's right password at the portal's sign-in; they sign in on their own page. */
function isVolunteerAccount(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === accountErrorCodes.volunteerAccount;
}

type LoginField = 'email' | 'password';
type RequiredMessage = 'validation.loginEmailRequired' | 'validation.loginPasswordRequired';
type FieldProblem = RequiredMessage | TextProblemKey;

// A field's problem is kept as the message's key and translated when shown, so a language switch applies.
// Both fields are one line of typed text (contract/text.ts), as the server checks them.
function fieldProblem(value: string, required: RequiredMessage): FieldProblem | undefined {
  if (value.trim() === '') return required;
  return textProblem(value, 'line') ?? undefined;
}
