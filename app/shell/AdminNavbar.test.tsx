import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { readSession } from '@/queries/session';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

describe('admin navbar (SPEC §2)', () => {
  it('offers dashboard, event moderation and NGO management, names the admin and marks the current page', async () => {
    await signIn(demoLogins.admin);
    renderAppAt('/admin/dashboard');

    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Event moderation' }).getAttribute('href')).toBe('/admin/events');
    expect(nav.getByRole('link', { name: 'NGO management' }).getAttribute('href')).toBe('/admin/ngos');
    expect(nav.getByText('Super Admin')).toBeTruthy();
  });

  it("shows the administrator's own name when the login gives one, and Super Admin when it is empty", async () => {
    // The mock API answers with the account's name, as the server does.
    const admin = store.accounts.find((account) => account.user_type === 'super_admin')!;
    admin.name = 'Ada Lovelace';
    await signIn(demoLogins.admin);
    const first = renderAppAt('/admin/dashboard');
    expect(await within(await screen.findByRole('navigation')).findByText('Ada Lovelace')).toBeTruthy();
    first.view.unmount();

    admin.name = '';
    await signIn(demoLogins.admin);
    renderAppAt('/admin/dashboard');
    expect(await within(await screen.findByRole('navigation')).findByText('Super Admin')).toBeTruthy();
  });

  it('logs out to the sign-in page', async () => {
    await signIn(demoLogins.admin);
    const { router } = renderAppAt('/admin/dashboard');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

    await screen.findByText('You have been signed out.');
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it("drops the administrator's messages on logout, so the next person at this browser does not read them", async () => {
    await signIn(demoLogins.admin);
    renderAppAt('/admin/ngos');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Harbour Light Foundation' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve organisation' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Harbour Light Foundation is approved. They can sign in now.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('You have been signed out.');
    expect(screen.queryByText('Harbour Light Foundation is approved. They can sign in now.')).toBeNull();
  });
});
