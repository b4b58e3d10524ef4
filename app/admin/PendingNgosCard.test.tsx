import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountErrorCodes } from '../../contract/accounts';
import { platformErrorCodes } from '../../contract/errors';
import { PENDING_NGO_ID } from '../../mocks/demoData';
import { server } from '../../mocks/node';
import { signIn } from '../../queries/accounts';
import { ApiRequestError } from '../../queries/ApiRequestError';
import { api } from '../../queries/client';
import { demoLogins, renderAppAt } from '../test/renderApp';

const HARBOUR = 'Harbour Light Foundation';

/** The admin dashboard of the signed-in demo administrator, and its "waiting for approval" card. */
async function openAdminDashboard() {
  await signIn(demoLogins.admin);
  renderAppAt('/admin/dashboard');
  return screen.findByRole('region', { name: 'NGOs waiting for approval' });
}

/** The value shown beside a label of an NGO's list of facts. */
function valueOf(ngo: HTMLElement, label: string): HTMLElement {
  const row = within(ngo).getByText(label).parentElement;
  if (!row) throw new Error(`no row for ${label}`);
  return within(row).getByRole('definition');
}

describe('admin dashboard: NGOs waiting for approval', () => {
  it('lists the pending NGO with what the administrator needs to decide, and not the approved one', async () => {
    const card = await openAdminDashboard();

    const list = await within(card).findByRole('list');
    const ngo = within(list).getByRole('article', { name: HARBOUR });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).queryByText('Green Valley Volunteers')).toBeNull();

    expect(valueOf(ngo, 'Contact person').textContent).toBe('Tomaž Zupan');
    expect(within(valueOf(ngo, 'Email')).getByRole('link').getAttribute('href')).toBe('mailto:harbour@example.org');
    expect(valueOf(ngo, 'Phone').textContent).toBe('+386 41 987 654');
    const website = within(valueOf(ngo, 'Website')).getByRole('link', { name: 'https://harbourlight.example.org' });
    expect(website.getAttribute('href')).toBe('https://harbourlight.example.org');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(valueOf(ngo, 'Registration number').textContent).toBe('SI-2026-011873');
    expect(valueOf(ngo, 'Operating countries').textContent).toBe('Slovenia');
    expect(valueOf(ngo, 'Offerings').textContent).toBe('Donations and Petitions');
    const registered = valueOf(ngo, 'Registered').querySelector('time');
    expect(registered?.getAttribute('dateTime')).toBe('2026-11-20T09:30:00Z');
    expect(registered?.textContent).toContain('2026');
    expect(within(ngo).getByRole('button', { name: `Approve ${HARBOUR}` })).toBeTruthy();
  });

  it('approves the NGO after confirmation: it leaves the list, a toast says so, and it can sign in', async () => {
    const card = await openAdminDashboard();
    await userEvent.click(await within(card).findByRole('button', { name: `Approve ${HARBOUR}` }));

    const dialog = screen.getByRole('dialog', { name: 'Approve organisation' });
    expect(dialog.textContent).toContain(`Approve ${HARBOUR}? The organisation can sign in right away.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await screen.findByText(`Approved ${HARBOUR}. They can sign in now.`);
    await within(card).findByText('No organisations are waiting for approval.');
    expect(within(card).queryByRole('article', { name: HARBOUR })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The focused row is gone: focus lands on the card's title, not on the page's body.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('NGOs waiting for approval'));

    const session = await signIn(demoLogins.pendingNgo);
    expect(session).toMatchObject({ user_type: 'ngo', ngo_name: HARBOUR });
  });

  it('keeps the NGO waiting when the administrator cancels', async () => {
    const card = await openAdminDashboard();
    await userEvent.click(await within(card).findByRole('button', { name: `Approve ${HARBOUR}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByRole('article', { name: HARBOUR })).toBeTruthy();
    const refusal = await signIn(demoLogins.pendingNgo).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect((refusal as ApiRequestError).code).toBe(accountErrorCodes.ngoPending);
  });

  it("shows the server's reason when approving fails, and the NGO stays in the list", async () => {
    server.use(
      http.post('/api/super-admin/ngos/:id/approve/', () =>
        HttpResponse.json({ error: 'NGO not found', code: accountErrorCodes.ngoNotFound }, { status: 404 }),
      ),
    );
    const card = await openAdminDashboard();
    await userEvent.click(await within(card).findByRole('button', { name: `Approve ${HARBOUR}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect((await screen.findByRole('alert')).textContent).toContain('NGO not found');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('article', { name: HARBOUR })).toBeTruthy();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: `Approve ${HARBOUR}` }));
  });

  it("says 'Failed to load NGOs' when the list cannot be loaded, and trying again loads it", async () => {
    server.use(
      http.get(
        '/api/super-admin/ngos/',
        () => HttpResponse.json({ error: 'Internal server error', code: platformErrorCodes.internal }, { status: 500 }),
        { once: true },
      ),
    );
    const card = await openAdminDashboard();

    expect((await within(card).findByRole('alert')).textContent).toBe('Failed to load NGOs');
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));

    expect(await within(card).findByRole('article', { name: HARBOUR })).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('shows that the list is loading while the server has not answered', async () => {
    server.use(http.get('/api/super-admin/ngos/', () => new Promise<Response>(() => {}))); // never answers
    const card = await openAdminDashboard();

    expect(within(card).getByRole('status').textContent).toBe('Loading NGOs…');
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('says so when no organisation is waiting', async () => {
    await signIn(demoLogins.admin);
    await api.post(`super-admin/ngos/${PENDING_NGO_ID}/approve/`); // the only pending demo NGO
    renderAppAt('/admin/dashboard');

    const card = await screen.findByRole('region', { name: 'NGOs waiting for approval' });
    expect(await within(card).findByText('No organisations are waiting for approval.')).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
  });
});
