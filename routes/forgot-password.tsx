import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/app/passwordReset/ForgotPasswordPage';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { oneOf } from '@/contract/searchValues';

const CAME_FROM = ['volunteer'] as const;

/** Issue 18: `?from=volunteer` when the volunteer sign-in sent the reader, so "Back to sign in" returns there. */
interface ForgotPasswordSearch {
  from?: (typeof CAME_FROM)[number];
}

// #/forgot-password: asks for a password reset link. Open to anyone, signed in or not (the link it
// sends is for whoever reads that mailbox); the volunteers' page keeps their header, as their sign-in does.
export const Route = createFileRoute('/forgot-password')({
  validateSearch: (search: Record<string, unknown>): ForgotPasswordSearch => ({ from: oneOf(CAME_FROM, search.from) }),
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const volunteer = Route.useSearch({ select: (search) => search.from === 'volunteer' });
  return (
    <PublicLayout navigation={volunteer ? <PublicNavigation /> : undefined}>
      <ForgotPasswordPage signInPage={volunteer ? '/volunteer/login' : '/login'} />
    </PublicLayout>
  );
}
