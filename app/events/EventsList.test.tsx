import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { platformErrorCodes } from '@/contract/errors';
import { NGO_EVENTS_PAGE_SIZE } from '@/contract/limits';
import { createSeries, ngoToken } from '@/mocks/handlers/eventsTesting';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';
import { EVENT_FILTER_STORAGE_KEY } from './eventFilter';

const DEMO_EVENT_COUNT = 10;

/** The events list of the signed-in demo NGO, once its cards (or, with `cards: false`, its first answer) are shown. */
async function openEventsList(path = '/events', { cards = true } = {}) {
  await signIn(demoLogins.ngo);
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Events' });
  if (cards) await screen.findAllByRole('article');
  else await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
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
    expect(cardNames()[0]).toBe('Autumn Leaf Raking'); // over already: the mock store's ended event
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

    // The server filters once typing pauses.
    await waitFor(() => expect(cardNames()).toEqual(['Tree Planting Saturday']));
    expect(await screen.findByText(`Showing 1 of ${DEMO_EVENT_COUNT} events`)).toBeTruthy();
    expect(toggle.textContent).toContain('1 active');
  });

  it('keeps the events starting on or after the chosen day', async () => {
    await openEventsList();
    await openFilter();
    await userEvent.type(screen.getByLabelText('Start date'), '2027-01-01');

    await waitFor(() => expect(cardNames()).toEqual(['Night Hike Fundraiser', 'Riverbank Clean-up 2027']));
    expect(await screen.findByText(`Showing 2 of ${DEMO_EVENT_COUNT} events`)).toBeTruthy();
  });

  it('remembers the filter for the next visit', async () => {
    const first = await openEventsList();
    await openFilter();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Event name' }), 'weekly');
    await waitFor(() =>
      expect(cardNames()).toEqual(['Weekly Reading Club', 'Weekly Reading Club', 'Weekly Reading Club', 'Weekly Reading Club']),
    );
    first.view.unmount();

    renderAppAt('/events');
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    await screen.findAllByRole('article');
    // The panel opens by itself, so the reader sees why events are missing.
    expect(screen.getByRole('button', { name: /^Filter/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Event name' }).value).toBe('weekly');
    expect(cardNames()).toHaveLength(4);
  });

  it('says when nothing matches, and its reset button shows every event again and forgets the filter', async () => {
    await openEventsList();
    await openFilter();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Event name' }), 'zzz');

    expect(await screen.findByText('No events match your filter')).toBeTruthy();
    expect(cardNames()).toEqual([]);
    const emptyState = screen.getByText('No events match your filter').closest('.empty-state') as HTMLElement;
    await userEvent.click(within(emptyState).getByRole('button', { name: 'Reset filters' }));

    await waitFor(() => expect(cardNames()).toHaveLength(DEMO_EVENT_COUNT));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Event name' }).value).toBe('');
    expect(localStorage.getItem(EVENT_FILTER_STORAGE_KEY)).toBeNull();
  });

  it('invites the NGO to create its first event when it has none', async () => {
    server.use(http.get('/api/events/organizers/:ngoId/manage/', () => HttpResponse.json({ count: 0, results: [] })));
    await openEventsList('/events', { cards: false });

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
    await openEventsList('/events', { cards: false });

    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch events. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(cardNames()).toHaveLength(DEMO_EVENT_COUNT));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows that the list is loading while the server has not answered', async () => {
    server.use(http.get('/api/events/organizers/:ngoId/manage/', () => new Promise<Response>(() => {}))); // never answers
    await signIn(demoLogins.ngo);
    renderAppAt('/events');

    // The page's frame shows at once; its list says it is loading.
    expect((await screen.findByRole('status', {}, { timeout: 3000 })).textContent).toBe('Loading…');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it(`asks the server for one page of ${NGO_EVENTS_PAGE_SIZE} at a time, with Previous and Next, the page kept in the address`, async () => {
    // Six Saturdays of a weekly series: 16 events in all, two pages.
    await createSeries(await ngoToken(), { eventName: 'Saturday Market', recurrence_end_date: '2027-04-10' });
    const asked: URLSearchParams[] = [];
    const listCalls = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/events/organizers/1/manage/') asked.push(url.searchParams);
    };
    server.events.on('request:start', listCalls);
    const { router } = await openEventsList();
    server.events.removeListener('request:start', listCalls);

    expect(cardNames()).toHaveLength(NGO_EVENTS_PAGE_SIZE);
    expect(asked.map((params) => [params.get('page'), params.get('page_size')])).toEqual([['1', String(NGO_EVENTS_PAGE_SIZE)]]);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cardNames()).toHaveLength(16 - NGO_EVENTS_PAGE_SIZE));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    // A new filter starts again at its first page.
    await openFilter();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Event name' }), 'saturday');
    await waitFor(() => expect(cardNames()).toEqual(Array(6).fill('Saturday Market')));
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByText('Showing 6 of 16 events')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('opens the last page that has events when the address names one past it', async () => {
    const { router } = await openEventsList('/events?page=5');
    expect(cardNames()).toHaveLength(DEMO_EVENT_COUNT);
    expect(router.state.location.search).toEqual({});
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
