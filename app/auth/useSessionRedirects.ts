import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionExpired } from '@/queries/client';
import type { AppRouter } from '@/app/router';
import { nextPathOf } from './nextPath';

/**
 * Keeps the page in step with the session when it changes outside a navigation:
 * - SPEC §7: a refresh failed → the session is already cleared; go to /login with the expiry message
 *   (a volunteer to the volunteer sign-in, which brings them back to the page they were on, issue 17).
 * - another tab signed in or out → run the guards again, so this tab follows (SPEC §2 access rules).
 * Sign-in and logout in this tab navigate themselves (login form, useSignOut).
 */
export function useSessionRedirects(router: AppRouter, queryClient: QueryClient): void {
  useEffect(() => {
    const stopListening = onSessionExpired((expired) => {
      const signIn =
        expired?.user_type === 'volunteer'
          ? router.navigate({
              to: '/volunteer/login',
              search: { reason: 'expired', next: nextPathOf(router.state.location) },
              replace: true,
            })
          : router.navigate({ to: '/login', search: { reason: 'expired' }, replace: true });
      void signIn.then(() => queryClient.clear());
    });

    // A refresh in another tab only changes the tokens; `user_type` changes on sign-in and sign-out.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== 'user_type') return;
      void router.invalidate().then(() => {
        if (event.newValue === null) queryClient.clear();
      });
    };
    window.addEventListener('storage', onStorage);

    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, [router, queryClient]);
}
