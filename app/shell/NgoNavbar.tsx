import { useSession } from '@/queries/session';
import { Navbar, NavbarLink } from './Navbar';

/** SPEC §2 NGO navbar: dashboard, events, applications, profile, NGO name, logout. */
export function NgoNavbar() {
  const session = useSession();
  const ngoName = session?.user_type === 'ngo' ? session.ngo_name : '';

  return (
    <Navbar userName={ngoName}>
      <NavbarLink to="/dashboard" label="nav.dashboard" />
      <NavbarLink to="/events" label="nav.events" />
      <NavbarLink to="/applications" label="nav.applications" />
      <NavbarLink to="/profile" label="nav.profile" />
    </Navbar>
  );
}
