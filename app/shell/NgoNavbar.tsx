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
      <NavbarLink to="/applications" label="nav.applications" />
      {/* A plain anchor until the profile issue adds its route and switches it to NavbarLink. */}
      <li>
        <a href="#/profile" className="navbar__link">
          {t('nav.profile')}
        </a>
      </li>
    </Navbar>
  );
}
