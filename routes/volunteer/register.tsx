import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { redirectSignedInUser } from '@/app/auth/guards';
import { safeNextPath } from '@/app/auth/nextPath';
import { VolunteerRegistrationForm } from '@/app/register/VolunteerRegistrationForm';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { Card } from '@/app/ui/Card';

// #/volunteer/register (issue 17): the volunteers' registration; `next` as on #/volunteer/login.
export const Route = createFileRoute('/volunteer/register')({
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({ next: safeNextPath(search.next) }),
  // Decision 2: only for signed-out visitors; anyone signed in goes to their own home.
  beforeLoad: () => redirectSignedInUser(),
  component: VolunteerRegisterPage,
});

function VolunteerRegisterPage() {
  const { t } = useTranslation();
  const { next } = Route.useSearch();
  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <div className="register-page">
        <Card title={t('volunteerAuth.register.title')} titleLevel={1}>
          <p className="register-page__intro">{t('volunteerAuth.register.intro')}</p>
          <VolunteerRegistrationForm next={next} />
        </Card>
        <p className="register-page__login">
          {t('register.haveAccount')}{' '}
          <Link to="/volunteer/login" search={{ next }}>
            {t('register.loginLink')}
          </Link>
        </p>
        <p className="register-page__login">
          {t('volunteerAuth.lookAround')} <Link to="/explore">{t('volunteerAuth.findEvents')}</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
