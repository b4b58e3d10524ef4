import { DEFAULT_ADMIN_NAME } from '@/contract/accounts';
import { useSession } from '@/queries/session';
import { Navbar, NavbarLink } from './Navbar';

/**
 * SPEC §2 admin navbar: dashboard, event moderation, NGO management, admin name (default Super Admin),
 * logout; issue 18 adds the outbox's undelivered e-mail.
 */
export function AdminNavbar() {
  const session = useSession();
  const adminName = (session?.user_type === 'super_admin' && session.admin_name) || DEFAULT_ADMIN_NAME;

  return (
    <Navbar userName={adminName}>
      <NavbarLink to="/admin/dashboard" label="nav.dashboard" />
      <NavbarLink to="/admin/events" label="nav.eventModeration" />
      <NavbarLink to="/admin/ngos" label="nav.ngoManagement" />
      <NavbarLink to="/admin/mail" label="adminMail.nav" />
    </Navbar>
  );
}
