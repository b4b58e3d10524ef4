import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_TTL_MS } from '@/contract/mail';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { requestPasswordReset } from '@/queries/passwordReset';
import { readSession } from '@/queries/session';
import { signIn } from '@/queries/signIn';
import { signInVolunteer } from '@/queries/volunteer';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 18, point 3: #/reset-password?token=…, the page the e-mailed link opens, on the mock API.

const INVALID = 'This link is invalid or has expired. A password reset link works once, for one hour.';

/** Asks the mock API for a reset of `email` and answers the page the e-mailed link opens. */
async function resetLink(email: string): Promise<string> {
  await requestPasswordReset({ email });
  const link = store.outbox.filter((mail) => mail.kind === 'password_reset' && mail.recipient === email).at(-1)!.link!;
  return link.slice(1); // '#/reset-password?token=…' → the router's path
}

async function openResetPage(path: string) {
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...app, user: userEvent.setup() };
}

const newPassword = () => screen.getByLabelText(/^New password/) as HTMLInputElement;
const confirmation = () => screen.getByLabelText(/^Confirm new password/) as HTMLInputElement;
const errorOf = (input: HTMLElement) => input.closest('.field')!.querySelector('.field__error')?.textContent ?? null;

async function typePasswords(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.clear(newPassword());
  await user.clear(confirmation());
  if (password) await user.type(newPassword(), password);
  if (confirm) await user.type(confirmation(), confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('#/reset-password', () => {
  it('asks for the new password twice, with the registration’s rules under each field, before sending', async () => {
    const { user } = await openResetPage(await resetLink(demoLogins.ngo.email));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(newPassword().getAttribute('autocomplete')).toBe('new-password');
    expect(newPassword().getAttribute('type')).toBe('password');
    expect(within(newPassword().closest('.field') as HTMLElement).getByText('At least 8 characters.')).toBeTruthy();
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => sent.push(new URL(request.url).pathname));

    await typePasswords(user, '', '');
    expect(errorOf(newPassword())).toBe('New password is required');
    expect(errorOf(confirmation())).toBe('Confirm new password is required');
    expect(document.activeElement).toBe(newPassword());

    await typePasswords(user, 'long enough 1', 'long enough 2');
    expect(errorOf(confirmation())).toBe('Passwords do not match');
    expect(document.activeElement).toBe(confirmation());

    await typePasswords(user, 'short', 'short');
    expect(errorOf(newPassword())).toBe('Password must be at least 8 characters long');
    expect(sent).not.toContain('/api/password-reset/confirm/');
  });

  it('saves the new password, then offers the sign-in page of the account’s kind, where it works', async () => {
    const { user, router } = await openResetPage(await resetLink(demoLogins.ngo.email));
    await typePasswords(user, 'a new password 42', 'a new password 42');

    const done = await screen.findByText('Your password has been changed. You can sign in with your new password now.');
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await signIn({ email: demoLogins.ngo.email, password: 'a new password 42' })).toMatchObject({ user_type: 'ngo' });
  });

  it('sends a volunteer to the volunteer sign-in', async () => {
    const { user } = await openResetPage(await resetLink(demoLogins.volunteer.email));
    await typePasswords(user, 'helping hands 42', 'helping hands 42');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe('/volunteer/login');
  });

  it('opens whoever is signed in here, and signs them out once the password is changed', async () => {
    await signInVolunteer(demoLogins.volunteer);
    const { user, router } = await openResetPage(await resetLink(demoLogins.ngo.email));
    await typePasswords(user, 'a new password 42', 'a new password 42');
    await screen.findByText(/^Your password has been changed/);
    expect(readSession()).toBeNull();
    // The sign-in page opens instead of sending the reader to someone's home.
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says a used link is invalid and offers a new one', async () => {
    const path = await resetLink(demoLogins.ngo.email);
    const first = await openResetPage(path);
    await typePasswords(first.user, 'a new password 42', 'a new password 42');
    await screen.findByText(/^Your password has been changed/);
    first.view.unmount();

    const { user, router } = await openResetPage(path);
    await typePasswords(user, 'another password 42', 'another password 42');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(screen.getByRole('heading', { level: 1, name: 'Link invalid or expired' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('says a link an hour old is invalid', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
    const path = await resetLink(demoLogins.ngo.email);
    vi.setSystemTime(new Date(Date.now() + PASSWORD_RESET_TTL_MS));
    const { user } = await openResetPage(path);
    await typePasswords(user, 'a new password 42', 'a new password 42');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
  });

  it('says the same at once when the address has no token', async () => {
    await openResetPage('/reset-password');
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it("shows the server's field messages under the fields and keeps what was typed", async () => {
    server.use(
      http.post('/api/password-reset/confirm/', () =>
        HttpResponse.json(
          { error: 'password: Password must be at least 8 characters long', code: 'validation_failed', fields: { password: ['Password must be at least 8 characters long'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openResetPage(await resetLink(demoLogins.ngo.email));
    await typePasswords(user, 'a new password 42', 'a new password 42');
    await waitFor(() => expect(errorOf(newPassword())).toBe('Password must be at least 8 characters long'));
    expect(document.activeElement).toBe(newPassword());
    expect([newPassword().value, confirmation().value]).toEqual(['a new password 42', 'a new password 42']);
  });

  it('shows the network message without an answer, and the form stays', async () => {
    server.use(http.post('/api/password-reset/confirm/', () => HttpResponse.error()));
    const { user } = await openResetPage(await resetLink(demoLogins.ngo.email));
    await typePasswords(user, 'a new password 42', 'a new password 42');
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your connection and try again.');
    expect(newPassword().value).toBe('a new password 42');
  });
});
