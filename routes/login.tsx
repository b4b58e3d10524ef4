import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { redirectSignedInUser } from '@/app/auth/guards';
import { LoginForm } from '@/app/login/LoginForm';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { Card } from '@/app/ui/Card';
import { booleanOf, oneOf } from '@/contract/searchValues';
import { healthQueryOptions } from '@/queries/health';
import { prefetchInBackground } from '@/queries/prefetchInBackground';
import { homeOf } from '@/queries/session';
import { signIn } from '@/queries/signIn';

const LOGIN_REASONS = ['expired', 'logged_out'] as const;

/** Why the visitor landed here: /login?reason=expired (SPEC §7), ?reason=logged_out, ?registered=true (SPEC §2). */
interface LoginSearch {
  reason?: (typeof LOGIN_REASONS)[number];
  registered?: boolean;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    reason: oneOf(LOGIN_REASONS, search.reason),
    registered: booleanOf(search.registered),
  }),
  // SPEC §2: only for signed-out users.
  beforeLoad: () => redirectSignedInUser(),
  // Start the status check with the route; prefetch never throws, so a down API still shows the page.
  loader: ({ context }) => {
    void prefetchInBackground(context.queryClient, healthQueryOptions());
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation();
  const { reason, registered } = Route.useSearch();
  const notice =
    (registered && t('login.registered')) ||
    (reason === 'expired' && t('errors.accounts.sessionExpired')) ||
    (reason === 'logged_out' && t('login.loggedOut')) ||
    undefined;

  return (
    <PublicLayout>
      <p className="public-page__tagline">{t('login.tagline')}</p>
      <Card title={t('login.title')} titleLevel={1} className="login-card">
        <p>{t('login.intro')}</p>
        <LoginForm
          signIn={signIn}
          destinationOf={homeOf}
          notice={notice}
          forgotPassword={<Link to="/forgot-password">{t('login.forgotPassword')}</Link>}
        />
        <p className="login-card__register">
          {t('login.noAccount')}{' '}
          <Link to="/register">{t('login.registerLink')}</Link>
        </p>
      </Card>
    </PublicLayout>
  );
}
