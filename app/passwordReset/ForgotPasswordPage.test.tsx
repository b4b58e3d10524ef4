import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 18, point 3: "Forgot password?" on both sign-in pages, and #/forgot-password on the mock API.

const resetMailsTo = (email: string) => store.outbox.filter((mail) => mail.kind === 'password_reset' && mail.recipient === email);
const CONFIRMATION = 'If an account exists for that address, we have sent a link to reset its password. The link works once, for one hour.';

async function openForgotPassword(path = '/forgot-password') {
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
  return { ...app, user: userEvent.setup() };
}

/** Every password reset request the page sends. */
function recordRequests() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/password-reset/') void request.clone().json().then((body) => bodies.push(body));
  });
  return bodies;
}

describe('"Forgot password?" on the sign-in pages', () => {
  it('sits under the password on #/login and leads to #/forgot-password, which leads back', async () => {
    const { router } = renderAppAt('/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    // After the password field, before Sign in, in the reading (and tab) order.
    const password = screen.getByLabelText(/^Password/);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(password.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.compareDocumentPosition(signIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('on #/volunteer/login carries from=volunteer, so "Back to sign in" returns to the volunteer sign-in', async () => {
    const { router } = renderAppAt('/volunteer/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password?from=volunteer');

    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(screen.getByRole('link', { name: 'Volunteer sign in' })).toBeTruthy(); // the volunteers' header
    await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer/login'));
  });
});

describe('#/forgot-password', () => {
  it('asks for the address with the sign-in’s words, and for a valid one, before sending anything', async () => {
    const { user } = await openForgotPassword();
    const requests = recordRequests();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('aria-required')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(document.activeElement).toBe(email);

    await user.type(email, 'green.example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('answers a registered address and an unknown one with the same confirmation; only the account gets a link', async () => {
    const { user } = await openForgotPassword();
    const requests = recordRequests();

    await user.type(screen.getByLabelText(/^Email/), ` ${demoLogins.ngo.email} `);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const confirmation = await screen.findByText(CONFIRMATION);
    expect(confirmation.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(confirmation.parentElement); // the reader continues there
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    await waitFor(() => expect(requests).toEqual([{ email: demoLogins.ngo.email }]));
    expect(resetMailsTo(demoLogins.ngo.email)).toHaveLength(1);

    // Another address, unknown this time: word for word the same.
    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    const email = screen.getByLabelText(/^Email/);
    expect((email as HTMLInputElement).value).toBe(demoLogins.ngo.email); // kept for a second try
    await user.clear(email);
    await user.type(email, 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
    expect(resetMailsTo('nobody@example.org')).toEqual([]);
  });

  it('says so when one visitor asked too often (429)', async () => {
    server.use(http.post('/api/password-reset/', () => HttpResponse.json({ error: 'Too many requests', code: 'rate_limited' }, { status: 429 })));
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/^Email/), demoLogins.ngo.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many password reset requests. Please wait a few minutes and try again.');
    expect(screen.getByLabelText(/^Email/)).toBeTruthy(); // the form stays for a later try
  });

  it('shows the network message without an answer, the unexpected-error text on a server fault', async () => {
    server.use(http.post('/api/password-reset/', () => HttpResponse.error(), { once: true }));
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/^Email/), demoLogins.ngo.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your connection and try again.');

    server.use(http.post('/api/password-reset/', () => HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred. Please try again.'));
  });

  it("shows the server's word about the address under the field", async () => {
    server.use(
      http.post('/api/password-reset/', () =>
        HttpResponse.json({ error: 'email: Remove the invisible control characters', code: 'validation_failed', fields: { email: ['Remove the invisible control characters from this text'] } }, { status: 400 }),
      ),
    );
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/^Email/), demoLogins.ngo.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(email.closest('.field') as HTMLElement).getByText('Remove the invisible control characters from this text')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
