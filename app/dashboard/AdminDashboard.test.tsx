import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

/** The demo data's 18 events: draft 1, pending 8 (the monthly series' six evenings among them), approved 2, rejected 1, published 6. */
async function openDashboard() {
  await signIn(demoLogins.admin);
  const app = renderAppAt('/admin/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });
  return app;
}

const count = (status: string) => store.events.filter((event) => event.status === status).length;

describe('admin dashboard (SPEC §2)', () => {
  it('shows the pending, total, approved and rejected counts, each opening the moderation list at its status', async () => {
    const { router } = await openDashboard();

    const cards = [
      ['Pending review', count('pending'), 'pending'],
      ['Total events', store.events.length, undefined],
      ['Approved', count('approved'), 'approved'],
      ['Rejected', count('rejected'), 'rejected'],
    ] as const;
    for (const [label, expected] of cards) {
      const card = screen.getByRole('link', { name: new RegExp(`^${expected} ${label}$`) });
      expect(card.textContent).toBe(`${expected}${label}`);
    }
    expect(store.events.length).toBe(18); // the demo data, so the numbers above are not all zero

    await userEvent.click(screen.getByRole('link', { name: /Pending review$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/events'));
    expect(router.state.location.search).toEqual({ status: 'pending' });
    expect(await screen.findByRole('button', { name: `Pending Review (${count('pending')})`, pressed: true })).toBeTruthy();
  });

  it('breaks the events down by status with bars as wide as their share', async () => {
    await openDashboard();
    const breakdown = screen.getByRole('region', { name: 'Events by status' });
    const row = (label: string) => within(breakdown).getByText(label, { selector: 'dt' }).parentElement!;

    expect(within(row('Published')).getByText('6 (33%)')).toBeTruthy();
    expect(within(row('Draft')).getByText('1 (6%)')).toBeTruthy();
    const bar = (label: string) => (row(label).querySelector('.status-breakdown__bar') as HTMLElement).style.width;
    expect(parseFloat(bar('Published'))).toBeCloseTo((6 / 18) * 100, 5);
    expect(parseFloat(bar('Approved'))).toBeCloseTo((2 / 18) * 100, 5);
  });

  it('lists the 5 most recent events and the events waiting longest for review, each linking to its details', async () => {
    await openDashboard();
    const recent = screen.getByRole('region', { name: 'Most recent events' });
    const names = async (region: HTMLElement) =>
      (await within(region).findAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')]);

    // The newest created is the monthly series: its original (12) and its first occurrences, soonest first.
    expect(await names(recent)).toEqual([
      ['Monthly Kennel Clean', '/admin/events/12'],
      ['Monthly Kennel Clean', '/admin/events/13'],
      ['Monthly Kennel Clean', '/admin/events/14'],
      ['Monthly Kennel Clean', '/admin/events/15'],
      ['Monthly Kennel Clean', '/admin/events/16'],
    ]);
    expect(within(recent).getAllByText(/by Paws of Savinja/)).toHaveLength(5);

    const queue = screen.getByRole('region', { name: 'Waiting longest for review' });
    expect(await names(queue)).toEqual([
      ['Community Garden Day', '/admin/events/2'],
      ['Dog Walking Morning', '/admin/events/10'],
      ['Monthly Kennel Clean', '/admin/events/12'],
      ['Monthly Kennel Clean', '/admin/events/13'],
      ['Monthly Kennel Clean', '/admin/events/14'],
    ]);
  });

  it('offers quick actions, with the NGOs waiting for approval counted', async () => {
    await openDashboard();
    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Review pending events (8)' }).getAttribute('href')).toBe('/admin/events?status=pending');
    expect(await within(actions).findByRole('link', { name: 'NGO registrations waiting for approval (1)' })).toBeTruthy();
    expect(within(actions).getByRole('link', { name: 'Manage NGOs' }).getAttribute('href')).toBe('/admin/ngos');
  });

  it("shows 'Failed to load dashboard data' when the counts cannot be loaded, and a retry that recovers", async () => {
    let fail = true;
    server.use(
      http.get('/api/super-admin/events/statistics/', () =>
        fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined,
      ),
    );
    await signIn(demoLogins.admin);
    renderAppAt('/admin/dashboard');

    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Failed to load dashboard data');
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Total events$/ })).toBeTruthy();
  });

  it("says 'Failed to load pending events' in the review queue alone, with its own retry", async () => {
    let fail = true;
    server.use(http.get('/api/super-admin/events/pending/', () => (fail ? HttpResponse.json({}, { status: 502 }) : undefined)));
    await openDashboard();
    const queue = screen.getByRole('region', { name: 'Waiting longest for review' });
    expect((await within(queue).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Failed to load pending events');
    expect(within(queue).getByText('An unexpected error occurred. Please try again.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Most recent events' })).toBeTruthy();
    fail = false;
    await userEvent.click(within(queue).getByRole('button', { name: 'Try again' }));
    expect(await within(queue).findByRole('link', { name: 'Dog Walking Morning' })).toBeTruthy();
  });
});
