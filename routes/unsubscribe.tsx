import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '@/app/notifications/UnsubscribePage';
import { PublicLayout } from '@/app/shell/PublicLayout';
import { PublicNavigation } from '@/app/shell/PublicNavigation';
import { textOf } from '@/contract/searchValues';

// #/unsubscribe?token=…: a notification e-mail's unsubscribe link (issue 18), for anyone, signed in or not.
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: textOf(search.token, 200) }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const token = Route.useSearch({ select: (search) => search.token });
  return (
    <PublicLayout navigation={<PublicNavigation />}>
      <UnsubscribePage token={token} />
    </PublicLayout>
  );
}
