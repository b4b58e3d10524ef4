import { redirect } from '@tanstack/react-router';
import type { UserType } from '@/contract/signIn';
import { homeOf, readSession, type Session } from '@/queries/session';

// SPEC §2 "Access rules", for the beforeLoad of routes. They read the stored session each time, so
// a sign-in, a sign-out or an expired refresh in another tab is honoured on the next navigation.

/** /login and /register: a signed-in user goes to their own home instead. */
export function redirectSignedInUser(): void {
  const session = readSession();
  if (session) throw redirect({ to: homeOf(session), replace: true });
}

/** An area for one user type: nobody signed in goes to /login, the other type to its own home. */
export function requireUserType<T extends UserType>(userType: T): { session: Extract<Session, { user_type: T }> } {
  const session = readSession();
  if (!session) throw redirect({ to: '/login', replace: true });
  if (session.user_type !== userType) throw redirect({ to: homeOf(session), replace: true });
  return { session: session as Extract<Session, { user_type: T }> };
}
