import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

// Issue 17, point 3: #/volunteer/profile, the volunteer's profile (the area's screens replace this).
export const Route = createFileRoute('/volunteer/_area/profile')({
  component: VolunteerProfile,
});

function VolunteerProfile() {
  const { t } = useTranslation();
  return <h1>{t('nav.profile')}</h1>;
}
