import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

async function openNgoManagement(path = '/admin/ngos') {
  await signIn(demoLogins.admin);
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'NGO management' });
  await screen.findAllByRole('article');
  return app;
}

const ngoCard = (name: string) => screen.getByRole('article', { name });
const names = () => screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent);
const valueOf = (card: HTMLElement, label: string) => within(within(card).getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('NGO management (/admin/ngos)', () => {
  it('lists every NGO with its status, contact details and figures', async () => {
    await openNgoManagement();
    expect(names()).toEqual(['Harbour Light Foundation', 'Paws of Savinja', 'Green Valley Volunteers', 'Celje Community Choir']);
    expect(within(ngoCard('Celje Community Choir')).getByText('Suspended', { selector: '.badge' })).toBeTruthy();

    const green = ngoCard('Green Valley Volunteers');
    expect(within(green).getByText('Approved', { selector: '.badge' })).toBeTruthy();
    expect(within(valueOf(green, 'Email')).getByRole('link').getAttribute('href')).toBe('mailto:green@example.org');
    expect(valueOf(green, 'Phone').textContent).toBe('+386 40 123 456');
    expect(valueOf(green, 'Contact person').textContent).toBe('Maja Kovač');
    const counts = within(within(green).getByRole('list', { name: 'Events by status' })).getAllByRole('listitem');
    expect(counts.map((item) => item.textContent)).toEqual(['1 Draft', '1 Pending Review', '1 Approved', '1 Rejected', '6 Published']);
    // Public events: Food Bank Sorting (8), Tree Planting (20), the reading club and its 3 dates (4 each), the ended leaf raking (6).
    expect(within(green).getByText(/^Volunteers: \d+ applied \/ 50 needed$/)).toBeTruthy();
    expect(within(green).getByText('XP on offer: 160')).toBeTruthy(); // 10 + 50 + 20 + 3 × 20 + 20
    // Attendance (issue 14): the store's completed applications and the event XP they gave.
    expect(within(green).getByText(/^Volunteers attended: \d+$/)).toBeTruthy();
    expect(within(green).getByText(/^XP awarded: \d+$/)).toBeTruthy();
    expect(within(green).getByRole('link', { name: 'View its events' }).getAttribute('href')).toBe('/admin/events?search=Green+Valley+Volunteers');
  });

  it('filters by status and searches, both kept in the address', async () => {
    const { router } = await openNgoManagement('/admin/ngos?status=pending');
    expect(names()).toEqual(['Harbour Light Foundation']);
    expect(screen.getByRole('button', { name: 'Waiting for approval (1)', pressed: true })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'All (4)' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'paws@');
    await waitFor(() => expect(names()).toEqual(['Paws of Savinja']));
    expect(router.state.location.search).toEqual({ search: 'paws@' });
    expect(screen.getByRole('button', { name: 'Approved (1)' })).toBeTruthy();
  });

  it('shows 20 NGOs a page with Previous and Next, the page in the address, and searches on the server (issue 13)', async () => {
    // 20 more registrations, newer than the demo's: 24 NGOs, two pages.
    for (let n = 0; n < 20; n += 1) {
      store.ngos.push({
        ...store.ngos[1]!,
        id: 100 + n,
        organization_name: `Choir ${String(n).padStart(2, '0')}`,
        contact_person_email: `choir${n}@example.org`,
        created: `2027-01-${String(10 + n).padStart(2, '0')}T08:00:00Z`,
      });
    }
    const { router } = await openNgoManagement();
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Choir 19');
    expect(screen.getByText('Showing 1–20 of 24')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All (24)' })).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Harbour Light Foundation', 'Paws of Savinja', 'Green Valley Volunteers', 'Celje Community Choir']));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();

    // A search starts again at its first page; the server finds the name in the middle.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organisations' }), 'ir 0');
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(router.state.location.search).toEqual({ search: 'ir 0' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('approves a pending NGO after confirmation, and it can sign in', async () => {
    await openNgoManagement();
    await expect(signIn(demoLogins.pendingNgo)).rejects.toBeInstanceOf(ApiRequestError);
    await signIn(demoLogins.admin);

    await userEvent.click(within(ngoCard('Harbour Light Foundation')).getByRole('button', { name: 'Approve Harbour Light Foundation' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve organisation' });
    expect(dialog.textContent).toContain('Approve Harbour Light Foundation? The organisation can sign in right away.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Harbour Light Foundation is approved. They can sign in now.')).toBeTruthy();
    await waitFor(() => expect(within(ngoCard('Harbour Light Foundation')).getByText('Approved', { selector: '.badge' })).toBeTruthy());
    expect(await signIn(demoLogins.pendingNgo)).toMatchObject({ user_type: 'ngo', ngo_name: 'Harbour Light Foundation' });
  });

  it('suspends an NGO only after confirmation, then offers to re-activate it', async () => {
    await openNgoManagement();
    const paws = () => ngoCard('Paws of Savinja');

    await userEvent.click(within(paws()).getByRole('button', { name: 'Suspend Paws of Savinja' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Suspend organisation' })).getByRole('button', { name: 'Cancel' }));
    expect(store.ngos.find((ngo) => ngo.id === 3)?.status).toBe('approved');

    await userEvent.click(within(paws()).getByRole('button', { name: 'Suspend Paws of Savinja' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Suspend organisation' })).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Paws of Savinja is suspended. Its people are signed out.')).toBeTruthy();
    expect(store.ngos.find((ngo) => ngo.id === 3)?.status).toBe('suspended');
    expect(await within(paws()).findByRole('button', { name: 'Re-activate Paws of Savinja' })).toBeTruthy();
    expect(within(paws()).queryByRole('button', { name: /^Suspend/ })).toBeNull();
  });

  it("shows 'Failed to load NGOs' with a retry", async () => {
    let fail = true;
    server.use(
      http.get('/api/super-admin/ngos/', () =>
        fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined,
      ),
    );
    await signIn(demoLogins.admin);
    renderAppAt('/admin/ngos');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load NGOs');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Paws of Savinja' })).toBeTruthy();
  });
});
