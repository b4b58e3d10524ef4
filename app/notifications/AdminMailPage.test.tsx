import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { nextId, store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 18: #/admin/mail, the outbox's undelivered messages for the super administrator, on the
// mock store's demo outbox (mocks/demoData.ts): three failed, one pending, three sent.

async function openMail(path = '/admin/mail') {
  await signIn(demoLogins.admin);
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Undelivered e-mail' });
  return { ...app, user: userEvent.setup() };
}

const subjects = () => screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent);
const mailCard = (subject: string) => screen.getByRole('article', { name: subject });
const valueOf = (card: HTMLElement, label: string) => within(within(card).getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('undelivered e-mail (#/admin/mail)', () => {
  it('is in the admin navigation, beside NGO management', async () => {
    await signIn(demoLogins.admin);
    renderAppAt('/admin/dashboard');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    const links = nav.getAllByRole('link').map((link) => link.textContent);
    expect(links.slice(links.indexOf('NGO management'), links.indexOf('NGO management') + 2)).toEqual(['NGO management', 'E-mail']);
    expect(nav.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toBe('/admin/mail');
  });

  it('lists the failed messages first, newest first: recipient, kind, attempts, last error and when', async () => {
    await openMail();
    await screen.findAllByRole('article');
    expect(subjects()).toEqual([
      'New NGO registration: Harbour Light Foundation',
      'We have received the registration of Harbour Light Foundation',
      'You are on the waitlist for “Tree Planting Saturday”',
    ]);
    expect(screen.getByRole('button', { name: 'Failed', pressed: true })).toBeTruthy();
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();

    const harbour = mailCard('We have received the registration of Harbour Light Foundation');
    expect(within(harbour).getByText('Failed', { selector: '.badge' })).toBeTruthy();
    expect(valueOf(harbour, 'Recipient').textContent).toBe('harbour@example.org');
    expect(valueOf(harbour, 'Kind').textContent).toBe('Registration received');
    expect(valueOf(harbour, 'Attempts').textContent).toBe('1');
    expect(valueOf(harbour, 'Last error').textContent).toMatch(/^550 5\.1\.1 <harbour@example\.org>: Recipient address rejected/);
    expect(valueOf(harbour, 'Queued').querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-18T10:00:00Z');
    expect(within(harbour).getByRole('button', { name: 'Retry “We have received the registration of Harbour Light Foundation” to harbour@example.org' })).toBeTruthy();
  });

  it('filters by status, kept in the address; only failed messages offer Retry', async () => {
    const { user, router } = await openMail();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Waiting to be sent' }));
    await waitFor(() => expect(subjects()).toEqual(['3 new volunteers applied to “Tree Planting Saturday”']));
    expect(router.state.location.search).toEqual({ status: 'pending' });
    const summary = mailCard('3 new volunteers applied to “Tree Planting Saturday”');
    expect(valueOf(summary, 'Next attempt').querySelector('time')).toBeTruthy();
    expect(within(summary).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sent' }));
    await waitFor(() => expect(subjects()).toHaveLength(3));
    expect(valueOf(mailCard('Paws of Savinja is approved'), 'Sent').querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-20T09:00:04Z');
    expect(valueOf(mailCard('Paws of Savinja is approved'), 'Last error').textContent).toBe('None');

    await user.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('retries a failed message: it is queued again and leaves the list', async () => {
    const { user } = await openMail();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Retry “You are on the waitlist for “Tree Planting Saturday”” to jane.doe@example.org' }));

    expect(await screen.findByText('The message to jane.doe@example.org is queued again.')).toBeTruthy();
    await waitFor(() => expect(subjects()).toHaveLength(2));
    expect(store.outbox.find((mail) => mail.id === 4)).toMatchObject({ status: 'pending', attempts: 0 });

    await user.click(screen.getByRole('button', { name: 'Waiting to be sent' }));
    await waitFor(() => expect(subjects()).toContain('You are on the waitlist for “Tree Planting Saturday”'));
  });

  it('says so when someone else retried the message meanwhile', async () => {
    const { user } = await openMail();
    await screen.findAllByRole('article');
    store.outbox.find((mail) => mail.id === 5)!.status = 'pending';
    await user.click(screen.getByRole('button', { name: /^Retry “We have received the registration/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('This message is no longer waiting for a retry.');
    await waitFor(() => expect(subjects()).toHaveLength(2)); // the list is asked again
  });

  it('shows 20 a page with Previous and Next, the page in the address', async () => {
    const template = store.outbox.find((mail) => mail.status === 'failed')!;
    for (let n = 0; n < 20; n += 1) {
      store.outbox.push({ ...template, id: nextId(store.outbox), subject: `Bounce ${String(n).padStart(2, '0')}`, created_at: `2026-12-01T10:${String(n).padStart(2, '0')}:00Z` });
    }
    const { user, router } = await openMail();
    await screen.findAllByRole('article');
    expect(subjects()).toHaveLength(20);
    expect(subjects()[0]).toBe('Bounce 19');
    expect(screen.getByText('Showing 1–20 of 23')).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(subjects()).toHaveLength(3));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(screen.getByText('Showing 21–23 of 23')).toBeTruthy();
  });

  it('says when there is nothing in a status', async () => {
    store.outbox = store.outbox.filter((mail) => mail.status !== 'failed');
    await openMail();
    expect(await screen.findByText('No undelivered e-mail. Every message has gone out or is still being tried.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("shows 'Failed to load e-mail' with a retry", async () => {
    let fail = true;
    server.use(
      http.get('/api/super-admin/mail/', () => (fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined)),
    );
    const { user } = await openMail();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load e-mail');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'New NGO registration: Harbour Light Foundation' })).toBeTruthy();
  });
});
