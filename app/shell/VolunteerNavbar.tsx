import { useQuery } from '@tanstack/react-query';
import { volunteerProfileQueryOptions } from '@/queries/volunteer';
import { Navbar, NavbarLink } from './Navbar';

/**
 * Issue 17: the volunteer's navbar, in the volunteer area and on the public pages: explore events,
 * my applications, profile, certificate, the volunteer's name (GET /api/volunteer/me/), logout.
 */
export function VolunteerNavbar() {
  // The stored session holds no name (its keys are the spec's): the account call gives it.
  const profile = useQuery(volunteerProfileQueryOptions());

  return (
    <Navbar userName={profile.data?.full_name ?? ''}>
      <NavbarLink to="/explore" label="nav.explore" />
      <NavbarLink to="/volunteer" label="nav.myApplications" exact />
      <NavbarLink to="/volunteer/profile" label="nav.profile" />
      <NavbarLink to="/volunteer/certificate" label="nav.certificate" />
    </Navbar>
  );
}
