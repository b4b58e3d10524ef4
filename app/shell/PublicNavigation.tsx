import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { nextPathOf, safeNextPath } from '@/app/auth/nextPath';
import { homeOf, useSession } from '@/queries/session';
import { NavbarLink } from './Navbar';
import { VolunteerNavbar } from './VolunteerNavbar';

/**
 * Issue 17: the header of the pages anyone reads (the explore pages, an NGO's public page, the
 * volunteer sign-in and registration). Explore events for everyone; signed out, the volunteer
 * sign-in and registration, which come back to the event being read; a volunteer gets their
 * navbar; NGO staff and the administrator a link to their home.
 */
export function PublicNavigation() {
  const { t } = useTranslation();
  const session = useSession();
  // The page to come back to: this one if the rule allows it, else the one the sign-in page is for.
  const next = useLocation({
    select: (location) => nextPathOf(location) ?? safeNextPath((location.search as { next?: unknown }).next),
  });

  if (session?.user_type === 'volunteer') return <VolunteerNavbar />;
  return (
    <ul className="navbar__links">
      <NavbarLink to="/explore" label="nav.explore" />
      {session ? (
        <NavbarLink to={homeOf(session)} label="nav.dashboard" />
      ) : (
        <>
          <li>
            <Link to="/volunteer/login" search={{ next }} className="navbar__link">
              {t('nav.volunteerSignIn')}
            </Link>
          </li>
          <li>
            <Link to="/volunteer/register" search={{ next }} className="navbar__link">
              {t('nav.volunteerRegister')}
            </Link>
          </li>
        </>
      )}
    </ul>
  );
}
