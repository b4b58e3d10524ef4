import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

// Issue 17, point 3: #/volunteer, the volunteer's home: their applications (the area's screens replace this).
export const Route = createFileRoute('/volunteer/_area/')({
  component: MyApplications,
});

function MyApplications() {
  const { t } = useTranslation();
  return <h1>{t('nav.myApplications')}</h1>;
}
