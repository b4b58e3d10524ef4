import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { applicationsTo, dashboardWorld, ownEvent } from '@/mocks/handlers/dashboardTesting';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

/** The value shown beside a label of the dashboard's list. */
function valueOf(label: string): string | null {
  const row = screen.getByText(label).parentElement;
  if (!row) throw new Error(`no row for ${label}`);
  return within(row).getByRole('definition').textContent;
}

describe('NGO dashboard (SPEC §2)', () => {
  it('welcomes the NGO with its name, NGO ID and user ID at once, from the stored session', async () => {
    await signIn(demoLogins.ngo);
    server.use(http.get('/api/ngo/me/', () => new Promise<Response>(() => {}))); // the account call never answers
    renderAppAt('/dashboard');

    await screen.findByRole('heading', { level: 1, name: `Welcome, ${demoLogins.ngo.ngoName}` });
    expect(valueOf('NGO name')).toBe(demoLogins.ngo.ngoName);
    expect(valueOf('NGO ID')).toBe('1');
    expect(valueOf('User ID')).toBe('2');
    expect(screen.queryByText('Email')).toBeNull(); // only the server knows it
  });

  it("adds the account's e-mail once the server answers", async () => {
    await signIn(demoLogins.ngo);
    renderAppAt('/dashboard');

    await screen.findByText('green@example.org');
    expect(valueOf('Email')).toBe('green@example.org');
    expect(valueOf('NGO ID')).toBe('1');
    expect(valueOf('User ID')).toBe('2');
  });
});

describe('NGO dashboard: what needs attention today (issue 14)', () => {
  async function openDashboard() {
    await signIn(demoLogins.ngo);
    const app = renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: `Welcome, ${demoLogins.ngo.ngoName}` });
    return app;
  }
  const card = (name: string) => screen.findByRole('region', { name });

  it('shows how many applications wait for a decision, linking to the applications screen filtered to them', async () => {
    const soon = ownEvent('published', 3, { people_needed: 10 });
    const later = ownEvent('approved', 8);
    dashboardWorld([soon, later], applicationsTo(soon, 'applied', 'accepted', 'applied'), applicationsTo(later, 'applied', 'waitlisted'));
    await openDashboard();

    const link = await screen.findByRole('link', { name: '3 Applications waiting for a decision' });
    expect(link.getAttribute('href')).toBe('/applications?status=applied'); // a router link (memory history here)
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeTruthy();
  });

  it('lists events rejected first, then those waiting for review, with their status badges; each opens its details', async () => {
    const pending = ownEvent('pending', 2, { eventName: 'Community Garden Day' });
    const rejected = ownEvent('rejected', 20, { eventName: 'Night Hike Fundraiser' });
    dashboardWorld([pending, rejected, ownEvent('draft', 1)]);
    const { router } = await openDashboard();

    const review = await card('Events rejected or waiting for review');
    await within(review).findByText('Rejected: 1 · Waiting for review: 1');
    const items = within(review).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Night Hike Fundraiser', 'Community Garden Day']);
    expect(within(items[0]!).getByText('Rejected')).toBeTruthy();
    expect(within(items[0]!).getByText(/Edit it and resubmit it for review/)).toBeTruthy();
    expect(within(items[1]!).getByText('Pending Review')).toBeTruthy();
    expect(within(items[1]!).getByText(/The administrator is reviewing it/)).toBeTruthy();

    await userEvent.click(within(review).getByRole('link', { name: 'Night Hike Fundraiser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${rejected.id}`));
  });

  it('lists five of them and links to the events list for the rest', async () => {
    dashboardWorld([1, 2, 3, 4, 5, 6, 7].map((days) => ownEvent('pending', days)));
    const { router } = await openDashboard();

    const review = await card('Events rejected or waiting for review');
    await within(review).findByText('Rejected: 0 · Waiting for review: 7');
    expect(within(review).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(review).getByRole('link', { name: '2 more among your events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('lists the next events with places left, soonest first, leaving out full ones', async () => {
    const later = ownEvent('published', 9, { eventName: 'Weekly Reading Club', people_needed: 4 });
    const sooner = ownEvent('approved', 2, { eventName: 'Food Bank Sorting', people_needed: 2 });
    const full = ownEvent('published', 5, { eventName: 'Tree Planting Saturday', people_needed: 1 });
    dashboardWorld([later, sooner, full], applicationsTo(later, 'accepted', 'applied'), applicationsTo(full, 'accepted'));
    const { router } = await openDashboard();

    const upcoming = await card('Next events with places left');
    const items = await within(upcoming).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Food Bank Sorting', 'Weekly Reading Club']);
    expect(within(items[0]!).getByText('2 places left')).toBeTruthy();
    expect(within(items[0]!).getByText(/0 of 2 accepted/)).toBeTruthy();
    expect(within(items[1]!).getByText('3 places left')).toBeTruthy();
    expect(within(items[1]!).getByText(/1 of 4 accepted/)).toBeTruthy();

    await userEvent.click(within(upcoming).getByRole('link', { name: 'Weekly Reading Club' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${later.id}`));
  });

  it('says so when nothing waits: no application, no event to fix or in review, no event short of people', async () => {
    dashboardWorld([ownEvent('draft', 3), ownEvent('published', -2)]);
    await openDashboard();

    expect(await screen.findByRole('link', { name: '0 Applications waiting for a decision' })).toBeTruthy();
    expect(within(await card('Events rejected or waiting for review')).getByText('No event is rejected or waiting for review.')).toBeTruthy();
    expect(within(await card('Next events with places left')).getByText('No upcoming event needs volunteers.')).toBeTruthy();
  });

  it('shows the welcome at once and a spinner for the attention cards while they load', async () => {
    server.use(http.get('/api/portal/dashboard/', () => new Promise<Response>(() => {})));
    await openDashboard();

    expect(screen.getByRole('status').textContent).toBe('Loading what needs your attention…');
    expect(valueOf('NGO ID')).toBe('1');
  });

  it('says when the attention cards could not be loaded, keeps the welcome, and loads them again on retry', async () => {
    let fail = true;
    server.use(
      http.get('/api/portal/dashboard/', () =>
        fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined,
      ),
    );
    dashboardWorld([ownEvent('rejected', 4, { eventName: 'Night Hike Fundraiser' })]);
    await openDashboard();

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load what needs your attention');
    expect(valueOf('NGO name')).toBe(demoLogins.ngo.ngoName);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await card('Events rejected or waiting for review')).findByRole('link', { name: 'Night Hike Fundraiser' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads in Slovenian with its plural forms', async () => {
    initI18n('sl');
    const event = ownEvent('published', 3, { eventName: 'Sajenje dreves', people_needed: 3 });
    dashboardWorld([event]);
    await signIn(demoLogins.ngo);
    renderAppAt('/dashboard');

    const upcoming = await screen.findByRole('region', { name: 'Naslednji dogodki s prostimi mesti' });
    expect(await within(upcoming).findByText('Še 3 prosta mesta')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0 Prijave, ki čakajo na odločitev' })).toBeTruthy();
  });
});

describe('admin dashboard', () => {
  it('welcomes the administrator by name', async () => {
    await signIn(demoLogins.admin);
    renderAppAt('/admin/dashboard');

    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
    expect(screen.getByText(`Welcome, ${demoLogins.admin.name}`)).toBeTruthy();
  });
});
