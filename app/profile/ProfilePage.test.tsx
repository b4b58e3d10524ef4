import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { GREEN_VALLEY_NGO_ID } from '@/mocks/demoData';
import { profileOf } from '@/mocks/handlers/profile';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Green Valley on the mock store (mocks/demoData.ts): two ratings, 4 and 5, of its completed applications.

const greenValley = () => store.ngos.find((ngo) => ngo.id === GREEN_VALLEY_NGO_ID)!;

async function openProfile() {
  await signIn(demoLogins.ngo);
  const app = renderAppAt('/profile');
  await screen.findByRole('heading', { level: 1, name: 'NGO Profile' });
  return app;
}

const figures = (name = 'Profile figures') => screen.getByRole('list', { name });
const figure = (label: string, list?: string) => within(figures(list)).getByText(label).closest('li')!.querySelector('.stat-card__count')!.textContent;
const organisation = () => screen.getByRole('region', { name: 'Organisation information' });
const navbarName = () => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByTitle(/^Signed in as/).textContent;

/** Counts the PATCH calls the page sends. */
function countUpdates() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && new URL(request.url).pathname === '/api/portal/profile/update/') calls.count += 1;
  });
  return calls;
}

describe('the NGO profile screen (/profile)', () => {
  it('shows the figures, the average to one decimal, and the organisation texts', async () => {
    const expected = profileOf(greenValley());
    await openProfile();
    expect(figure('Volunteers')).toBe(String(expected.volunteer_count));
    expect(figure('Events')).toBe(String(expected.event_count));
    expect(figure('Total XP')).toBe(String(expected.total_xp));
    expect(figure('Average rating')).toBe('4.5');
    expect(figure('Total ratings')).toBe('2');
    expect(within(organisation()).getByText('Green Valley Volunteers')).toBeTruthy();
    expect(within(organisation()).getByText('We care for the rivers, forests and parks of the Savinja valley.')).toBeTruthy();
    const publicPage = screen.getByRole('link', { name: 'View public page' });
    expect(publicPage.getAttribute('href')).toBe(`#/ngos/${GREEN_VALLEY_NGO_ID}`);
    expect(publicPage.getAttribute('target')).toBeNull();
  });

  it('rounds the average to one decimal in the reader’s language', async () => {
    // A third rating, 2: (4 + 5 + 2) / 3 = 3.67.
    store.applications.find((application) => application.id === 14)!.status = 'completed';
    store.ratings.push({ id: 3, application_id: 14, ngo_id: GREEN_VALLEY_NGO_ID, volunteer_id: 6, score: 2, comment: '', created: '2026-11-20T10:00:00Z' });
    await openProfile();
    expect(figure('Average rating')).toBe('3.7');
    expect(figure('Total ratings')).toBe('3');

    initI18n('sl');
    await waitFor(() => expect(figure('Povprečna ocena', 'Številke profila')).toBe('3,7'));
    expect(screen.getByRole('heading', { level: 1, name: 'Profil organizacije' })).toBeTruthy();
  });

  it('says "No ratings yet" when nobody has rated the NGO', async () => {
    store.ratings = [];
    await openProfile();
    expect(figure('Average rating')).toBe('No ratings yet');
    expect(figure('Total ratings')).toBe('0');
  });

  it('shows "Not added yet" for a text the NGO left empty', async () => {
    greenValley().history = '';
    await openProfile();
    const history = within(organisation()).getByText('History').closest('div')!;
    expect(within(history).getByText('Not added yet')).toBeTruthy();
  });

  it('edits and cancels: the saved values come back and nothing is sent', async () => {
    const updates = countUpdates();
    await openProfile();
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Edit' }));
    const name = within(organisation()).getByLabelText(/Organization name/);
    expect(document.activeElement).toBe(name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Something else');
    await userEvent.clear(within(organisation()).getByLabelText('About'));
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Cancel' }));

    expect(within(organisation()).getByText('Green Valley Volunteers')).toBeTruthy();
    expect(within(organisation()).getByText('We care for the rivers, forests and parks of the Savinja valley.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(organisation()).getByRole('button', { name: 'Edit' })));
    // Editing again starts from the saved values, not from what was typed.
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Edit' }));
    expect((within(organisation()).getByLabelText(/Organization name/) as HTMLInputElement).value).toBe('Green Valley Volunteers');
    expect(updates.count).toBe(0);
  });

  it('edits and saves: the new texts show, the store has them, and the navbar names the NGO anew', async () => {
    await openProfile();
    expect(navbarName()).toBe('Green Valley Volunteers');
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Edit' }));
    const name = within(organisation()).getByLabelText(/Organization name/);
    await userEvent.clear(name);
    await userEvent.type(name, '  Green Valley Friends ');
    await userEvent.type(within(organisation()).getByLabelText('History'), '{Enter}Now with 40 members.');
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Organisation information saved.')).toBeTruthy();
    expect(within(organisation()).getByText('Green Valley Friends')).toBeTruthy();
    expect(within(organisation()).getByText(/Now with 40 members\.$/)).toBeTruthy();
    expect(greenValley().organization_name).toBe('Green Valley Friends');
    await waitFor(() => expect(navbarName()).toBe('Green Valley Friends'));
  });

  it('refuses a blank name with the spec’s message, without sending it', async () => {
    const updates = countUpdates();
    await openProfile();
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Edit' }));
    const name = within(organisation()).getByLabelText(/Organization name/);
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Save' }));

    expect(await within(organisation()).findByText('Organization name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(updates.count).toBe(0);
    // Corrected, the message goes.
    await userEvent.type(name, 'Green Valley');
    await waitFor(() => expect(within(organisation()).queryByText('Organization name is required')).toBeNull());
  });

  it('shows the server’s field message under its field', async () => {
    server.use(
      http.patch('/api/portal/profile/update/', () =>
        HttpResponse.json({ error: 'Validation failed', code: 'validation_failed', fields: { name: ['This name is taken'] } }, { status: 400 }),
      ),
    );
    await openProfile();
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Save' }));
    expect(await within(organisation()).findByText('This name is taken')).toBeTruthy();
    expect(within(organisation()).getByLabelText(/Organization name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says "Failed to update NGO profile. Please try again later." and keeps what was typed', async () => {
    let fail = true;
    server.use(
      http.patch('/api/portal/profile/update/', () =>
        fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined,
      ),
    );
    await openProfile();
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Edit' }));
    const about = within(organisation()).getByLabelText('About');
    await userEvent.clear(about);
    await userEvent.type(about, 'Rivers first.');
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Save' }));

    expect((await within(organisation()).findByRole('alert')).textContent).toContain('Failed to update NGO profile. Please try again later.');
    expect((within(organisation()).getByLabelText('About') as HTMLTextAreaElement).value).toBe('Rivers first.');
    fail = false;
    await userEvent.click(within(organisation()).getByRole('button', { name: 'Save' }));
    expect(await within(organisation()).findByText('Rivers first.')).toBeTruthy();
  });

  it('says "Failed to fetch NGO profile. Please try again later." when the profile cannot be loaded, and a retry recovers', async () => {
    let fail = true;
    server.use(
      http.get('/api/portal/profile/', () => (fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined)),
    );
    await signIn(demoLogins.ngo);
    renderAppAt('/profile');

    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Failed to fetch NGO profile. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'NGO Profile' })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Profile figures' })).toBeTruthy();
  });

  it('titles the tab "NGO Profile" while open and "NGO Portal" after leaving', async () => {
    const { router } = await openProfile();
    await waitFor(() => expect(document.title).toBe('NGO Profile'));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(document.title).toBe('NGO Portal'));
  });
});
