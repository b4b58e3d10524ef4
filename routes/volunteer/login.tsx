import { createFileRoute, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { redirectSignedInUser } from '@/app/auth/guards';
import { safeNextPath } from '@/app/auth/nextPath';
import { LoginForm } from '@/app/login/LoginForm';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { Card } from '@/app/ui/Card';
import { booleanOf, oneOf } from '@/contract/searchValues';
import { homeOf, type Session } from '@/queries/session';
import { signInVolunteer } from '@/queries/volunteer';

const LOGIN_REASONS = ['expired', 'logged_out'] as const;

/**
 * Issue 17, decision 1: `next` is where to go on to (only a path the rule allows, app/auth/nextPath.ts);
 * `reason` and `registered` say why the visitor is here, as on /login.
 */
interface VolunteerLoginSearch {
  next?: string;
  reason?: (typeof LOGIN_REASONS)[number];
  registered?: boolean;
}

// #/volunteer/login: the volunteers' sign-in, with the portal sign-in's form, checks and messages.
export const Route = createFileRoute('/volunteer/login')({
  validateSearch: (search: Record<string, unknown>): VolunteerLoginSearch => ({
    next: safeNextPath(search.next),
    reason: oneOf(LOGIN_REASONS, search.reason),
    registered: booleanOf(search.registered),
  }),
  // Decision 2: only for signed-out visitors; anyone signed in goes to their own home.
  beforeLoad: () => redirectSignedInUser(),
  component: VolunteerLoginPage,
});

function VolunteerLoginPage() {
  const { t } = useTranslation();
  const { next, reason, registered } = Route.useSearch();
  const notice =
    (registered && t('volunteerAuth.login.registered')) ||
    (reason === 'expired' && t('errors.accounts.sessionExpired')) ||
    (reason === 'logged_out' && t('login.loggedOut')) ||
    undefined;
  // SPEC §9 via LoginForm: 1 s after the success message, the page the volunteer signed in for.
  const destinationOf = useCallback((session: Session) => next ?? homeOf(session), [next]);

  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <Card title={t('volunteerAuth.login.title')} titleLevel={1} className="login-card">
        <p>{t('volunteerAuth.login.intro')}</p>
        <LoginForm
          signIn={signInVolunteer}
          destinationOf={destinationOf}
          notice={notice}
          forgotPassword={
            <Link to="/forgot-password" search={{ from: 'volunteer' }}>
              {t('login.forgotPassword')}
            </Link>
          }
        />
        <p className="login-card__register">
          {t('login.noAccount')}{' '}
          <Link to="/volunteer/register" search={{ next }}>
            {t('nav.volunteerRegister')}
          </Link>
        </p>
        <p className="login-card__register">
          {t('volunteerAuth.lookAround')} <Link to="/explore">{t('volunteerAuth.findEvents')}</Link>
        </p>
        <p className="login-card__register">
          {t('volunteerAuth.login.organisation')} <Link to="/login">{t('volunteerAuth.login.organisationLink')}</Link>
        </p>
      </Card>
    </PublicLayout>
  );
}
