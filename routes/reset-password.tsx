import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/app/passwordReset/ResetPasswordPage';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { textOf } from '@/contract/searchValues';

// #/reset-password?token=…: the page the password reset e-mail links to (issue 18). Open whoever is
// signed in on this browser: the link, not the session, says whose password changes.
export const Route = createFileRoute('/reset-password')({
  // A token longer than the server takes is no token: the page says the link is invalid.
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: textOf(search.token, 200) }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const token = Route.useSearch({ select: (search) => search.token });
  return (
    <PublicLayout>
      <ResetPasswordPage token={token} />
    </PublicLayout>
  );
}
