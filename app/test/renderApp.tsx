import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '@/app/App';
import { createAppRouter } from '@/app/router';
import { createTestQueryClient } from './renderWithProviders';

/** The demo sign-ins of the mock API (mocks/demoData.ts). */
export const demoLogins = {
  ngo: { email: 'green@example.org', password: 'volunteer123', ngoName: 'Green Valley Volunteers' },
  pendingNgo: { email: 'harbour@example.org', password: 'harbour123' },
  admin: { email: 'admin@example.org', password: 'admin12345', name: 'Super Admin' },
  /** Issue 17: a volunteer of the demo (demo/volunteers.ts), who signs in at #/volunteer/login. */
  volunteer: { email: 'ana.novak@example.org', password: 'helping123', name: 'Ana Novak' },
} as const;

/** The whole app (providers, router, session wiring) opened at `path`, on a memory history. */
export function renderAppAt(path: string) {
  const queryClient = createTestQueryClient();
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { router, queryClient, view };
}
