import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../app/shell/PublicLayout';
import { Card } from '../app/ui/Card';
import { healthQueryOptions } from '../queries/health';

export const Route = createFileRoute('/login')({
  // Start the status check with the route; prefetch never throws, so a down API still shows the page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(healthQueryOptions());
  },
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <p className="public-page__tagline">{t('login.tagline')}</p>
      <Card title={t('login.title')} titleLevel={1} className="login-card">
        <p>{t('login.intro')}</p>
        {/* The accounts issue puts the sign-in form and the link to registration here. */}
      </Card>
    </PublicLayout>
  );
}
