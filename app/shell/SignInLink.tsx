import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '@/app/ui/primitives.css';

/** The way on from a page that is not there: the portal's sign-in (which sends a signed-in reader home). */
export function SignInLink() {
  const { t } = useTranslation();
  return (
    <Link to="/login" className="event-details__back">
      <span aria-hidden="true">← </span>
      {t('publicNgo.signIn')}
    </Link>
  );
}
