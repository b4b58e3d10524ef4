import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_REGISTRATION_MS } from '@/contract/limits';
import { server } from '@/mocks/node';
import { readSession } from '@/queries/session';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 17, decision 5: #/volunteer/register, with the NGO registration's pieces, checks and messages.

async function openRegistration(path = '/volunteer/register', options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const { router } = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Register as a volunteer' });
  return { user, router };
}

/** Any input by its label (password and date inputs have no textbox role); the label may carry the required mark. */
const input = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input, textarea' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Register' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, email = 'mia.zupan@example.org') {
  await user.type(input('Full name'), 'Mia Zupan');
  await user.type(input('Email'), email);
  await user.type(input('Password'), 'helping123');
  await user.type(input('Confirm password'), 'helping123');
  await user.type(input('About you'), 'Runner and first-aider.');
}

describe('volunteer registration (#/volunteer/register)', () => {
  it('offers full name, e-mail, password and its confirmation (required), birthday and bio (optional), and the ways on', async () => {
    await openRegistration('/volunteer/register?next=%2Fexplore%2F3');

    for (const name of ['Full name', 'Email', 'Password', 'Confirm password']) {
      expect(input(name).getAttribute('aria-required'), name).toBe('true');
    }
    expect(input('Birthday').getAttribute('type')).toBe('date');
    expect(input('Birthday').hasAttribute('aria-required')).toBe(false);
    expect(input('About you').tagName).toBe('TEXTAREA');
    expect(input('Email').getAttribute('type')).toBe('email');
    expect(input('Password').getAttribute('autocomplete')).toBe('new-password');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/volunteer/login?next=%2Fexplore%2F3');
    expect(main.getByRole('link', { name: 'Find events' }).getAttribute('href')).toBe('/explore');
  });

  it('names the first missing field when sent empty, puts the reader there, and marks every required field', async () => {
    const { user } = await openRegistration();
    const sent = vi.fn();
    server.use(http.post('/api/volunteer/register/', () => sent()));

    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Full name is required');
    expect(document.activeElement).toBe(input('Full name'));
    screen.getByRole('textbox', { name: /^Email/, description: 'Email is required' });
    expect(input('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(input('Birthday').hasAttribute('aria-invalid')).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it.each([
    ['passwords that differ', { 'Confirm password': 'helping124' }, 'Passwords do not match', 'Confirm password'],
    ['a short password', { Password: 'short', 'Confirm password': 'short' }, 'Password must be at least 8 characters long', 'Password'],
    ['an e-mail without a domain', { Email: 'mia@example' }, 'Please enter a valid email address', 'Email'],
  ])('refuses %s with the NGO form’s message, keeping what was typed', async (_case, changes: Record<string, string>, message, invalid) => {
    const { user } = await openRegistration();
    const sent = vi.fn();
    server.use(http.post('/api/volunteer/register/', () => sent()));
    await fillValidForm(user);
    for (const [label, value] of Object.entries(changes)) {
      await user.clear(input(label));
      await user.type(input(label), value);
    }

    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input(invalid).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(invalid));
    expect(input('Full name').value).toBe('Mia Zupan');
    expect(sent).not.toHaveBeenCalled();
  });

  it('says when the e-mail address is already registered, marks the field and stays signed out', async () => {
    const { user, router } = await openRegistration();
    await fillValidForm(user, demoLogins.volunteer.email);

    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed. An account with this email address already exists.');
    const email = screen.getByRole('textbox', { name: /^Email/, description: 'An account with this email address already exists.' });
    expect(document.activeElement).toBe(email);
    expect(readSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/volunteer/register');
  });

  it('registers, signs the volunteer in and goes on to `next` after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await openRegistration('/volunteer/register?next=%2Fvolunteer%2Fprofile', { fakeTimers: true });
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/volunteer/register/') bodies.push(await request.clone().json());
    });
    await fillValidForm(user);

    await user.click(submit());

    expect((await screen.findByText('Registration successful! Redirecting…')).getAttribute('role')).toBe('status');
    expect(bodies).toEqual([
      { full_name: 'Mia Zupan', email: 'mia.zupan@example.org', password: 'helping123', birthday: null, bio: 'Runner and first-aider.' },
    ]);
    // Signed in with what was typed; the header already shows the volunteer's own navigation.
    await waitFor(() => expect(readSession()).toMatchObject({ user_type: 'volunteer' }));
    expect(await screen.findByRole('link', { name: 'My applications' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/volunteer/register');
    await user.click(submit()); // the form is done: nothing is sent twice
    expect(bodies).toHaveLength(1);

    vi.advanceTimersByTime(REDIRECT_AFTER_REGISTRATION_MS);

    await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer/profile'));
    expect(router.state.location.href).not.toContain('register'); // replaced: back does not reopen the form
  });

  it('goes to the volunteer’s home without `next`', async () => {
    const { user, router } = await openRegistration();
    await fillValidForm(user);

    await user.click(submit());

    await screen.findByText('Registration successful! Redirecting…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer'), { timeout: 4_000 });
    await screen.findByRole('heading', { level: 1, name: 'My applications' });
  });

  it('sends the volunteer to sign in, keeping `next`, when the sign-in after registering fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await openRegistration('/volunteer/register?next=%2Fexplore%2F3', { fakeTimers: true });
    server.use(http.post('/api/volunteer/login/', () => HttpResponse.error()));
    await fillValidForm(user);

    await user.click(submit());
    await screen.findByText('Registration successful! Redirecting…');
    expect(readSession()).toBeNull();
    vi.advanceTimersByTime(REDIRECT_AFTER_REGISTRATION_MS);

    await screen.findByText('Your account is ready. Please sign in.');
    expect(router.state.location.pathname).toBe('/volunteer/login');
    expect(router.state.location.search).toEqual({ registered: true, next: '/explore/3' });
  });
});
