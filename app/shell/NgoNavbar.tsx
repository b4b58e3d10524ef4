import { useTranslation } from 'react-i18next';
import { useSession } from '@/queries/session';
import { Navbar, NavbarLink } from './Navbar';

/** SPEC §2 NGO navbar: dashboard, events, applications, profile, NGO name, logout. */
export function NgoNavbar() {
  const { t } = useTranslation();
  const session = useSession();
  const ngoName = session?.user_type === 'ngo' ? session.ngo_name : '';

  return (
    <Navbar userName={ngoName}>
      <NavbarLink to="/dashboard" label="nav.dashboard" />
      <NavbarLink to="/events" label="nav.events" />
      {/* Plain anchors until the applications and profile issues add these routes and switch them to NavbarLink. */}
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
    </Navbar>
  );
}
