import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_UNSUBSCRIBE_TOKENS } from '@/mocks/demoData';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 18, point 4: #/unsubscribe?token=…, a notification e-mail's unsubscribe link, on the mock API.

const INVALID = 'This unsubscribe link is invalid. Sign in and turn off e-mail notifications on your profile instead.';
const greenValleyToken = DEMO_UNSUBSCRIBE_TOKENS.find((token) => token.user_id === 2)!.token;
const greenValley = () => store.accounts.find((account) => account.email === demoLogins.ngo.email)!;

async function openUnsubscribe(path: string) {
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'E-mail notifications' });
  return { ...app, user: userEvent.setup() };
}

describe('#/unsubscribe', () => {
  it('changes nothing on opening; one button turns notifications off and says what still arrives', async () => {
    const { user } = await openUnsubscribe(`/unsubscribe?token=${greenValleyToken}`);
    expect(screen.getByText(/^You followed the unsubscribe link of an e-mail from the portal\./)).toBeTruthy();
    expect(greenValley().email_notifications).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Turn off e-mail notifications' }));
    const done = await screen.findByText('E-mail notifications are turned off.');
    expect(done.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(done.parentElement);
    expect(screen.getByText('Security e-mail, such as password reset links and account suspension notices, will still arrive.')).toBeTruthy();
    expect(screen.getByText('You can turn notifications back on from your profile at any time.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off e-mail notifications' })).toBeNull();
    expect(greenValley().email_notifications).toBe(false);
  });

  it('says an unknown link is invalid', async () => {
    const { user } = await openUnsubscribe('/unsubscribe?token=no-such-token');
    await user.click(screen.getByRole('button', { name: 'Turn off e-mail notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(screen.queryByRole('button', { name: 'Turn off e-mail notifications' })).toBeNull();
  });

  it('says so at once when the address has no token', async () => {
    await openUnsubscribe('/unsubscribe');
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(screen.queryByRole('button', { name: 'Turn off e-mail notifications' })).toBeNull();
  });

  it('says so when too many unsubscribes came from this address (429)', async () => {
    server.use(http.post('/api/mail/unsubscribe/', () => HttpResponse.json({ error: 'Too many requests', code: 'rate_limited' }, { status: 429 }), { once: true }));
    const { user } = await openUnsubscribe(`/unsubscribe?token=${greenValleyToken}`);
    await user.click(screen.getByRole('button', { name: 'Turn off e-mail notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait a minute and try again.');
  });

  it('says a mangled link is invalid, as the server refuses its token', async () => {
    const { user } = await openUnsubscribe(`/unsubscribe?token=${'x'.repeat(200)}`);
    server.use(
      http.post('/api/mail/unsubscribe/', () =>
        HttpResponse.json({ error: 'token: Too big', code: 'validation_failed', fields: { token: ['Too big'] } }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Turn off e-mail notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
  });

  it('shows the network message without an answer, and the button stays for another try', async () => {
    server.use(http.post('/api/mail/unsubscribe/', () => HttpResponse.error(), { once: true }));
    const { user } = await openUnsubscribe(`/unsubscribe?token=${greenValleyToken}`);
    await user.click(screen.getByRole('button', { name: 'Turn off e-mail notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please check your connection and try again.');

    await user.click(screen.getByRole('button', { name: 'Turn off e-mail notifications' }));
    await waitFor(() => expect(greenValley().email_notifications).toBe(false));
  });
});
