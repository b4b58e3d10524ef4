import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { platformErrorCodes } from '@/contract/errors';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/accounts';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';
import { EVENT_FILTER_STORAGE_KEY } from './eventFilter';

const DEMO_EVENT_COUNT = 9;

/** The events list of the signed-in demo NGO, once its cards are shown. */
async function openEventsList() {
  await signIn(demoLogins.ngo);
  const app = renderAppAt('/events');
  await screen.findByRole('heading', { level: 1, name: 'Events' });
  return app;
}

/** The names on the event cards, in the order shown. */
function cardNames(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
}

async function openFilter() {
  const toggle = screen.getByRole('button', { name: /^Filter/ });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  return toggle;
}

describe('events list (SPEC §2)', () => {
  it("shows a card per event of the NGO, a create button, and marks 'Events' in the navbar", async () => {
    await openEventsList();
    expect(cardNames()).toHaveLength(DEMO_EVENT_COUNT);
    // Soonest first, as the API orders them.
    expect(cardNames()[0]).toBe('Tree Planting Saturday');
    expect(screen.getByRole('link', { name: 'Create event' }).getAttribute('href')).toBe('/events/create');
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('filters by name prefix from a collapsible panel, and says how many are shown', async () => {
    await openEventsList();
    const toggle = screen.getByRole('button', { name: /^Filter/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('searchbox', { name: 'Event name' })).toBeNull(); // collapsed

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Event name' }), '  tREE');

    expect(cardNames()).toEqual(['Tree Planting Saturday']);
    expect(screen.getByText(`Showing 1 of ${DEMO_EVENT_COUNT} events`)).toBeTruthy();
    expect(toggle.textContent).toContain('1 active');
  });

  it('keeps the events starting on or after the chosen day', async () => {
    await openEventsList();
    await openFilter();
    await userEvent.type(screen.getByLabelText('Start date'), '2027-01-01');

    expect(cardNames()).toEqual(['Night Hike Fundraiser', 'Riverbank Clean-up 2027']);
    expect(screen.getByText(`Showing 2 of ${DEMO_EVENT_COUNT} events`)).toBeTruthy();
  });

  it('remembers the filter for the next visit', async () => {
    const first = await openEventsList();
    await openFilter();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Event name' }), 'weekly');
    expect(cardNames()).toEqual(['Weekly Reading Club', 'Weekly Reading Club', 'Weekly Reading Club', 'Weekly Reading Club']);
    first.view.unmount();

    renderAppAt('/events');
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    // The panel opens by itself, so the reader sees why events are missing.
    expect(screen.getByRole('button', { name: /^Filter/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Event name' }).value).toBe('weekly');
    expect(cardNames()).toHaveLength(4);
  });

  it('says when nothing matches, and its reset button shows every event again and forgets the filter', async () => {
    await openEventsList();
    await openFilter();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Event name' }), 'zzz');

    expect(screen.getByText('No events match your filter')).toBeTruthy();
    expect(cardNames()).toEqual([]);
    const emptyState = screen.getByText('No events match your filter').closest('.empty-state') as HTMLElement;
    await userEvent.click(within(emptyState).getByRole('button', { name: 'Reset filters' }));

    expect(cardNames()).toHaveLength(DEMO_EVENT_COUNT);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Event name' }).value).toBe('');
    expect(localStorage.getItem(EVENT_FILTER_STORAGE_KEY)).toBeNull();
  });

  it('invites the NGO to create its first event when it has none', async () => {
    server.use(http.get('/api/events/organizers/:ngoId/manage/', () => HttpResponse.json([])));
    await openEventsList();

    expect(screen.getByText('No events yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first event' }).getAttribute('href')).toBe('/events/create');
    expect(screen.queryByRole('button', { name: /^Filter/ })).toBeNull();
  });

  it("says 'Failed to fetch events. Please try again later.' when the list fails, and trying again loads it", async () => {
    server.use(
      http.get(
        '/api/events/organizers/:ngoId/manage/',
        () => HttpResponse.json({ error: 'Internal server error', code: platformErrorCodes.internal }, { status: 500 }),
        { once: true },
      ),
    );
    await openEventsList();

    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch events. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(cardNames()).toHaveLength(DEMO_EVENT_COUNT));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows that the list is loading while the server has not answered', async () => {
    server.use(http.get('/api/events/organizers/:ngoId/manage/', () => new Promise<Response>(() => {}))); // never answers
    await signIn(demoLogins.ngo);
    renderAppAt('/events');

    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("says 'User or NGO information not found' when the stored session has no NGO id", async () => {
    await signIn(demoLogins.ngo);
    localStorage.removeItem('ngo_id');
    renderAppAt('/events');

    expect((await screen.findByRole('alert')).textContent).toBe('User or NGO information not found');
  });

  it('resubmits a rejected event: it reads Pending Review afterwards and cannot be resubmitted again', async () => {
    await openEventsList();
    const card = screen.getByRole('article', { name: 'Night Hike Fundraiser' });
    expect(within(card).getByText('Please add a safety plan and the meeting point for a night event.')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Resubmit for review: Night Hike Fundraiser' }));

    await screen.findByText('“Night Hike Fundraiser” was resubmitted for review.');
    const reloaded = screen.getByRole('article', { name: 'Night Hike Fundraiser' });
    expect(within(reloaded).getByText('Pending Review')).toBeTruthy();
    expect(within(reloaded).queryByRole('button', { name: /submit for review/i })).toBeNull();
    expect(within(reloaded).queryByText('Rejection reason')).toBeNull(); // the server cleared it
    expect(within(reloaded).getByText('Admin notes')).toBeTruthy(); // and kept the notes
  });

  it('submits a draft for review from its card', async () => {
    await openEventsList();
    const card = screen.getByRole('article', { name: 'Riverbank Clean-up 2027' });
    expect(within(card).getByText('Draft')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Submit for review: Riverbank Clean-up 2027' }));

    await screen.findByText('“Riverbank Clean-up 2027” was submitted for review.');
    expect(within(screen.getByRole('article', { name: 'Riverbank Clean-up 2027' })).getByText('Pending Review')).toBeTruthy();
  });
});
