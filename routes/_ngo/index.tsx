import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: / is the NGO home, the dashboard; one address for it keeps the navbar's current page right.
export const Route = createFileRoute('/_ngo/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
