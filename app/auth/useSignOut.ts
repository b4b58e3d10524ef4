import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from '@/queries/accounts';
import { readSession } from '@/queries/session';
import { useToast } from '@/app/ui/Toast';

/**
 * SPEC §2: logout clears the session and goes to the login page (a volunteer's to the volunteer
 * sign-in, issue 17). The next user of this browser must not see the previous one's data, so the
 * whole React Query cache and any toast are dropped too.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  return async () => {
    const volunteer = readSession()?.user_type === 'volunteer';
    // signOut clears the stored session before it awaits the server, so the login route lets us in.
    const revoked = signOut();
    await navigate({ to: volunteer ? '/volunteer/login' : '/login', search: { reason: 'logged_out' }, replace: true });
    queryClient.clear(); // after leaving: the signed-in pages' queries are no longer mounted
    toast.clear();
    await revoked;
  };
}
