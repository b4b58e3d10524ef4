import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ADMIN_NAME } from '@/contract/accounts';
import { useSession } from '@/queries/session';
import { LogoutButton } from '@/app/auth/LogoutButton';

/** SPEC §2 admin navbar: dashboard, event moderation, NGO management, admin name (default Super Admin), logout. */
export function AdminNavbar() {
  const { t } = useTranslation();
  const session = useSession();
  const adminName = (session?.user_type === 'super_admin' && session.admin_name) || DEFAULT_ADMIN_NAME;

  return (
    <>
      <ul className="navbar__links">
        <li>
          <Link to="/admin/dashboard" className="navbar__link">
            {t('nav.dashboard')}
          </Link>
        </li>
        <li>
          <Link to="/admin/events" className="navbar__link">
            {t('nav.eventModeration')}
          </Link>
        </li>
        <li>
          <Link to="/admin/ngos" className="navbar__link">
            {t('nav.ngoManagement')}
          </Link>
        </li>
      </ul>
      <div className="navbar__account">
        <span className="navbar__user" title={t('nav.signedInAs', { name: adminName })}>
          {adminName}
        </span>
        <LogoutButton />
      </div>
    </>
  );
}
