import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: / is the NGO home; until the accounts issue adds the guards, everyone starts at sign-in.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
