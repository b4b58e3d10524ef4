import './navbar.css';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '@/app/auth/LogoutButton';

/** One link of a navbar; `exact` for an area's home, which would otherwise be current on every page below it. */
export function NavbarLink({ to, label, exact }: { to: LinkProps['to']; label: ParseKeys; exact?: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={to} className="navbar__link" activeOptions={exact ? { exact: true } : undefined}>
        {t(label)}
      </Link>
    </li>
  );
}

/** A signed-in area's navbar: its links, then who is signed in and the logout button. */
export function Navbar({ userName, children }: { userName: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="navbar__links">{children}</ul>
      <div className="navbar__account">
        <span className="navbar__user" title={t('nav.signedInAs', { name: userName })}>
          {userName}
        </span>
        <LogoutButton />
      </div>
    </>
  );
}
