import { createFileRoute } from '@tanstack/react-router';
import { AdminMailPage } from '@/app/notifications/AdminMailPage';
import { mailListQueryOf, mailSearchOf } from '@/app/notifications/mailSearch';
import { NotificationsCard } from '@/app/notifications/NotificationsCard';
import { adminMailQueryOptions } from '@/queries/adminMail';
import { notificationPreferencesQueryOptions } from '@/queries/notificationPreferences';
import { prefetchInBackground } from '@/queries/prefetchInBackground';

// Issue 18: #/admin/mail, the outbox's undelivered (or pending, or sent) messages, a list filtered
// by the address like NGO management: the loader starts the page the address asks for without
// awaiting it, and the page reads it with keepPreviousData, so a new filter keeps the last list in sight.
export const Route = createFileRoute('/admin/mail')({
  validateSearch: mailSearchOf,
  loaderDeps: ({ search }) => ({ list: mailListQueryOf(search) }),
  loader: ({ context, deps }) => {
    void prefetchInBackground(context.queryClient, adminMailQueryOptions(deps.list));
    void prefetchInBackground(context.queryClient, notificationPreferencesQueryOptions());
  },
  component: AdminMailRoute,
});

function AdminMailRoute() {
  // The administrator has no profile page: their own e-mail switch lives here (issue 18, point 4).
  return <AdminMailPage search={Route.useSearch()} notifications={<NotificationsCard />} />;
}
