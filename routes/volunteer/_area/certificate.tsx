import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

// Issue 17, point 3: #/volunteer/certificate, verified participations (the area's screens replace this).
export const Route = createFileRoute('/volunteer/_area/certificate')({
  component: VolunteerCertificate,
});

function VolunteerCertificate() {
  const { t } = useTranslation();
  return <h1>{t('nav.certificate')}</h1>;
}
