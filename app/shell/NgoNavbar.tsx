import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/queries/session';
import { LogoutButton } from '@/app/auth/LogoutButton';

/** SPEC §2 NGO navbar: dashboard, events, applications, profile, NGO name, logout. */
export function NgoNavbar() {
  const { t } = useTranslation();
  const session = useSession();
  const ngoName = session?.user_type === 'ngo' ? session.ngo_name : '';

  return (
    <>
      <ul className="navbar__links">
        <li>
          <Link to="/dashboard" className="navbar__link">
            {t('nav.dashboard')}
          </Link>
        </li>
        <li>
          <Link to="/events" className="navbar__link">
            {t('nav.events')}
          </Link>
        </li>
        {/* Plain anchors until the applications and profile issues add these routes and switch them to <Link>. */}
        <li>
          <a href="#/applications" className="navbar__link">
            {t('nav.applications')}
          </a>
        </li>
        <li>
          <a href="#/profile" className="navbar__link">
            {t('nav.profile')}
          </a>
        </li>
      </ul>
      <div className="navbar__account">
        <span className="navbar__user" title={t('nav.signedInAs', { name: ngoName })}>
          {ngoName}
        </span>
        <LogoutButton />
      </div>
    </>
  );
}
