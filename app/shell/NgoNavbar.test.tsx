import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { accountKeys } from '@/queries/accounts';
import { signIn } from '@/queries/signIn';
import { readSession } from '@/queries/session';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

describe('NGO navbar (SPEC §2)', () => {
  it('offers dashboard, events, applications and profile, names the NGO and marks the current page', async () => {
    await signIn(demoLogins.ngo);
    renderAppAt('/dashboard');

    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const nav = within(navigation);
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/events'); // a router link (memory history here)
    expect(nav.getByRole('link', { name: 'Applications' }).getAttribute('href')).toBe('/applications');
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(nav.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBeNull();
    expect(nav.getByText(demoLogins.ngo.ngoName)).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('logs out from the keyboard: session and cached data gone, the server told, back at sign-in', async () => {
    const session = await signIn(demoLogins.ngo);
    let revoked: unknown;
    server.use(
      http.post('/api/token/logout/', async ({ request }) => {
        revoked = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, queryClient } = renderAppAt('/dashboard');
    await screen.findByText('green@example.org'); // the account call answered and is cached
    const user = userEvent.setup();

    screen.getByRole('button', { name: 'Logout' }).focus();
    await user.keyboard('{Enter}');

    await screen.findByText('You have been signed out.');
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
    expect(queryClient.getQueryData(accountKeys.ngoAccount())).toBeUndefined();
    await waitFor(() => expect(revoked).toEqual({ refresh: session.refresh_token }));

    // Back to a signed-in page: the guard sends the visitor to sign in again.
    await router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
