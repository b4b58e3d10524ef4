import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { createAppRouter } from './router';
import { createTestQueryClient } from './test/renderWithProviders';

function openAt(hash: string) {
  window.location.hash = hash;
  const queryClient = createTestQueryClient();
  const router = createAppRouter({ queryClient });
  render(<App router={router} queryClient={queryClient} />);
  return router;
}

describe('routes', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('sends an unknown path to /login', async () => {
    const router = openAt('#/no/such/page');

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.location.hash).toBe('#/login');
  });

  it('sends / to /login until there are accounts', async () => {
    const router = openAt('#/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the sign-in page with the language picker and the service status', async () => {
    openAt('#/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    screen.getByRole('combobox', { name: 'Language' });
    await screen.findByText('Service online');
  });
});
