import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';

// Issue 17, point 1: #/explore, the public events for anyone (the explore screens replace this page).
export const Route = createFileRoute('/explore/')({
  component: Explore,
});

function Explore() {
  const { t } = useTranslation();
  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <h1>{t('nav.explore')}</h1>
    </PublicLayout>
  );
}
