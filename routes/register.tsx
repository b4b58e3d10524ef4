import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { redirectSignedInUser } from '@/app/auth/guards';
import { RegistrationForm } from '@/app/register/RegistrationForm';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { Card } from '@/app/ui/Card';

export const Route = createFileRoute('/register')({
  // SPEC §2: only for signed-out visitors; a signed-in user goes to their own home.
  beforeLoad: redirectSignedInUser,
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <div className="register-page">
        <Card title={t('register.title')} titleLevel={1}>
          <p className="register-page__intro">{t('register.intro')}</p>
          <RegistrationForm />
        </Card>
        <p className="register-page__login">
          {t('register.haveAccount')} <Link to="/login">{t('register.loginLink')}</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
