import type { UserType } from '@/contract/signIn';

/** The two sign-in pages: the portal's (NGO users and the super administrator) and the volunteers' (issue 17). */
export type SignInPage = '/login' | '/volunteer/login';

/** Where a user whose password was reset signs in with it. */
export function signInPageOf(userType: UserType): SignInPage {
  return userType === 'volunteer' ? '/volunteer/login' : '/login';
}
