import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_AFTER_LOGIN_MS } from '@/contract/limits';
import { server } from '@/mocks/node';
import { readSession } from '@/queries/session';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Every request the app sends to the accounts sign-in endpoints, by path. */
function recordSignInCalls() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/login/')) paths.push(path);
  });
  return paths;
}

describe('sign-in screen (SPEC §2 Login)', () => {
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('has labelled, required email and password fields with autocomplete and a link to registration', async () => {
    renderAppAt('/login');

    const email = await screen.findByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('aria-required')).toBe('true');
    expect([email.getAttribute('name'), password.getAttribute('name')]).toEqual(['email', 'password']);
    expect(screen.getByRole('link', { name: 'Register your organisation' }).getAttribute('href')).toBe('/register');
  });

  it('signs an NGO in: success message, then its dashboard after 1 second', async () => {
    const { router } = renderAppAt('/login');
    await screen.findByLabelText(/^Email/);
    const calls = recordSignInCalls();

    await fillAndSubmit(demoLogins.ngo.email, demoLogins.ngo.password);

    await screen.findByText('Login successful! Redirecting…');
    const shownAt = Date.now();
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toMatchObject({ user_type: 'ngo', ngo_name: demoLogins.ngo.ngoName });
    expect(calls).toEqual(['/api/ngo/login/']);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3_000, interval: 10 });
    // SPEC §9: 1 s after the message (the message is noticed up to one poll after it appeared).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(REDIRECT_AFTER_LOGIN_MS - 100);
    await screen.findByRole('heading', { level: 1, name: `Welcome, ${demoLogins.ngo.ngoName}` });
  });

  it('signs the super administrator in after the NGO login refuses, and lands on /admin/dashboard', async () => {
    const { router } = renderAppAt('/login');
    await screen.findByLabelText(/^Email/);
    const calls = recordSignInCalls();

    await fillAndSubmit(demoLogins.admin.email, demoLogins.admin.password);

    await screen.findByText('Login successful! Redirecting…');
    expect(calls).toEqual(['/api/ngo/login/', '/api/super-admin/login/']);
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' }, { timeout: 3_000 });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(router.state.location.href).not.toContain('login'); // replaced, not stacked
  });

  it('says "Invalid credentials" when both logins refuse, and keeps the e-mail typed', async () => {
    const { router } = renderAppAt('/login');
    await screen.findByLabelText(/^Email/);

    await fillAndSubmit(demoLogins.ngo.email, 'not the password');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(demoLogins.ngo.email);
    expect(screen.queryByText('Login successful! Redirecting…')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('tells a volunteer who signs in here to use the volunteer sign-in, with a link to it, and tries nothing else (issue 17)', async () => {
    const { router } = renderAppAt('/login');
    await screen.findByLabelText(/^Email/);
    const calls = recordSignInCalls();

    await fillAndSubmit(demoLogins.volunteer.email, demoLogins.volunteer.password);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is a volunteer account. Please sign in on the volunteer sign-in page.',
    );
    expect(calls).toEqual(['/api/ngo/login/']); // no super-admin login after this answer
    expect(readSession()).toBeNull();
    const link = screen.getByRole('link', { name: 'Volunteer sign in' });
    expect(link.getAttribute('href')).toBe('/volunteer/login');

    await userEvent.setup().click(link);
    await screen.findByRole('heading', { level: 1, name: 'Volunteer sign in' });
    expect(router.state.location.pathname).toBe('/volunteer/login');
  });

  it('keeps a volunteer’s wrong password at "Invalid credentials", saying nothing about the account', async () => {
    renderAppAt('/login');
    await screen.findByLabelText(/^Email/);

    await fillAndSubmit(demoLogins.volunteer.email, 'not the password');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect(screen.queryByRole('link', { name: 'Volunteer sign in' })).toBeNull();
  });

  it('tells an NGO waiting for approval why it cannot sign in yet', async () => {
    renderAppAt('/login');
    await screen.findByLabelText(/^Email/);

    await fillAndSubmit(demoLogins.pendingNgo.email, demoLogins.pendingNgo.password);

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Your organisation's registration is waiting for approval by an administrator. You can sign in once it is approved.",
    );
  });

  it.each([
    [
      'a suspended NGO',
      HttpResponse.json({ error: 'Suspended', code: 'ngo_suspended' }, { status: 403 }),
      "Your organisation's account is suspended. Please contact the portal administrator.",
    ],
    [
      'too many attempts',
      HttpResponse.json({ error: 'Too many', code: 'rate_limited' }, { status: 429 }),
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    ],
    ['no answer', HttpResponse.error(), 'Network error. Please check your connection and try again.'],
    [
      'a server failure',
      HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }),
      'An unexpected error occurred. Please try again.',
    ],
  ])('shows the right message for %s', async (_case, answer, message) => {
    server.use(http.post('/api/ngo/login/', () => answer));
    renderAppAt('/login');
    await screen.findByLabelText(/^Email/);

    await fillAndSubmit('someone@example.org', 'whatever123');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('asks for the missing email and password without sending anything (SPEC §5)', async () => {
    renderAppAt('/login');
    await screen.findByLabelText(/^Email/);
    const calls = recordSignInCalls();

    await fillAndSubmit('', '');

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    // Blanks are no e-mail address.
    await fillAndSubmit('   ', '');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(calls).toEqual([]);

    // With the e-mail given, only the password is still asked for.
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await fillAndSubmit(demoLogins.ngo.email, '');
    await waitFor(() => expect(screen.queryByText('Email is required')).toBeNull());
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a field’s message from Sign in until the field is changed or left, and checks again at the next Sign in', async () => {
    renderAppAt('/login');
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    const signInButton = screen.getByRole('button', { name: 'Sign in' });

    // Nothing is checked while typing before the first Sign in.
    await user.type(email, '\u0007');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    await user.clear(email);
    await user.click(signInButton);
    expect(await screen.findByRole('textbox', { name: /^Email/, description: 'Email is required' })).toBe(email);
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(signInButton); // focus stays on the button

    // Leaving the password field takes its message away; the e-mail's stays until it is changed.
    await user.click(password);
    await user.click(email);
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(password.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('Email is required')).toBeTruthy();
    await user.type(email, '\u0007');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(email.hasAttribute('aria-invalid')).toBe(false);

    // Sign in checks both fields again, with the message of the problem each has now.
    await user.click(signInButton);
    expect(await screen.findByRole('textbox', { name: /^Email/, description: 'Remove the invisible control characters from this text' })).toBe(email);
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('refuses control characters pasted into the fields, in the reader’s words, without sending anything (issue 12)', async () => {
    renderAppAt('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Email/));
    await user.paste('ana\u0000@example.org');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('pass\u0007word');
    const calls = recordSignInCalls();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText('Remove the invisible control characters from this text')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it.each([
    ['/login?reason=expired', 'Session expired. Please login again.'],
    ['/login?reason=logged_out', 'You have been signed out.'],
    [
      '/login?registered=true',
      'Registration successful. You can sign in once an administrator approves your organisation.',
    ],
  ])('%s explains why the visitor is here', async (path, notice) => {
    renderAppAt(path);
    expect(await screen.findByText(notice)).toBeTruthy();
  });

  it('ignores a search parameter it does not know', async () => {
    const { router } = renderAppAt('/login?reason=whatever');
    await screen.findByLabelText(/^Email/);
    expect(router.state.location.search).toEqual({});
    expect(screen.queryByText('Session expired. Please login again.')).toBeNull();
  });
});
