import { redirect } from '@tanstack/react-router';
import type { UserType } from '@/contract/signIn';
import { homeOf, readSession, type Session } from '@/queries/session';
import { nextPathOf } from './nextPath';

// SPEC §2 "Access rules", for the beforeLoad of routes. They read the stored session each time, so
// a sign-in, a sign-out or an expired refresh in another tab is honoured on the next navigation.

/** /login, /register, /volunteer/login, /volunteer/register: a signed-in user goes to their own home instead. */
export function redirectSignedInUser(): void {
  const session = readSession();
  if (session) throw redirect({ to: homeOf(session), replace: true });
}

/**
 * An area for one user type: the other type goes to its own home. Nobody signed in goes to /login,
 * or for the volunteer area (issue 17) to the volunteer sign-in, which comes back to `location`.
 */
export function requireUserType<T extends UserType>(
  userType: T,
  location?: { pathname: string; searchStr: string },
): { session: Extract<Session, { user_type: T }> } {
  const session = readSession();
  if (!session && userType === 'volunteer') {
    throw redirect({ to: '/volunteer/login', search: { next: location && nextPathOf(location) }, replace: true });
  }
  if (!session) throw redirect({ to: '/login', replace: true });
  if (session.user_type !== userType) throw redirect({ to: homeOf(session), replace: true });
  return { session: session as Extract<Session, { user_type: T }> };
}
