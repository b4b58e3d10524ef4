import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '@/app/auth/LogoutButton';

/** One link of a signed-in area's navbar. */
export function NavbarLink({ to, label }: { to: LinkProps['to']; label: ParseKeys }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={to} className="navbar__link">
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
