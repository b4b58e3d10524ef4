import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

async function openModeration(path = '/admin/events') {
  await signIn(demoLogins.admin);
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Event moderation' });
  return app;
}

const card = (name: string) => screen.findByRole('article', { name });
const cardNames = () => screen.getAllByRole('article').map((article) => article.querySelector('h2')?.textContent);
const event = (id: number) => store.events.find((candidate) => candidate.id === id)!;
/** Paws of Savinja's pending monthly series, the newest created: its original and its five occurrences, one card each. */
const KENNEL_CLEAN: string[] = Array(6).fill('Monthly Kennel Clean');

describe('admin events (SPEC §2)', () => {
  it('has status filter buttons with counts, kept in step with ?status= both ways', async () => {
    const { router } = await openModeration('/admin/events?status=approved');

    expect(await screen.findByRole('button', { name: 'Approved (2)', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All (18)', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Published (6)' })).toBeTruthy();
    await waitFor(() => expect(cardNames().sort()).toEqual(['Food Bank Sorting', 'Shelter Open Day']));

    await userEvent.click(screen.getByRole('button', { name: 'Rejected (1)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'rejected' }));
    await waitFor(() => expect(cardNames()).toEqual(['Night Hike Fundraiser']));
    expect(screen.getByRole('button', { name: 'Rejected (1)' }).getAttribute('aria-pressed')).toBe('true');

    // The address changed from outside (a link, the back button): the buttons follow.
    await router.navigate({ to: '/admin/events', search: { status: 'pending' } });
    expect(await screen.findByRole('button', { name: 'Pending Review (8)', pressed: true })).toBeTruthy();
    await waitFor(() => expect(cardNames().sort()).toEqual(['Community Garden Day', 'Dog Walking Morning', ...KENNEL_CLEAN]));
  });

  it("searches by event name or organiser name, keeping the search in the address and the counts in step", async () => {
    const { router } = await openModeration();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'paws');

    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'paws' }));
    await waitFor(() => expect(cardNames()).toEqual([...KENNEL_CLEAN, 'Dog Walking Morning', 'Shelter Open Day']));
    expect(await screen.findByRole('button', { name: 'All (8)' })).toBeTruthy();
    expect(screen.getByText('Showing 1–8 of 8')).toBeTruthy();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search events' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'GARDEN');
    await waitFor(() => expect(cardNames()).toEqual(['Community Garden Day']));
  });

  it('shows on each card the actions SPEC §4 allows, N/A for a missing date and the 100-character preview', async () => {
    await openModeration();
    const actions = (article: HTMLElement) => within(article).getAllByRole('button').map((button) => button.textContent);

    expect(actions(await card('Community Garden Day'))).toEqual(['Approve', 'Reject']);
    expect(actions(await card('Food Bank Sorting'))).toEqual(['Publish']);
    expect(within(await card('Tree Planting Saturday')).queryAllByRole('button')).toEqual([]);
    expect(within(await card('Night Hike Fundraiser')).queryAllByRole('button')).toEqual([]);
    for (const name of ['Community Garden Day', 'Tree Planting Saturday']) {
      const links = within(await card(name)).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['View', 'Edit']);
    }

    // The draft was never submitted.
    const draft = await card('Riverbank Clean-up 2027');
    const submitted = within(draft).getByText('Submitted').parentElement!;
    expect(within(submitted).getByRole('definition').textContent).toBe('N/A');

    const long = event(5).eventDescription;
    expect(long.length).toBeGreaterThan(100);
    expect(within(await card('Tree Planting Saturday')).getByText(`${long.slice(0, 100)}...`)).toBeTruthy();
    expect(within(await card('Dog Walking Morning')).getByText(event(10).eventDescription)).toBeTruthy();
  });

  it("rejects only with a reason ('Rejection reason is required' as an alert), then with the reason and notes", async () => {
    await openModeration('/admin/events?status=pending');
    await userEvent.click(within(await card('Community Garden Day')).getByRole('button', { name: 'Reject: Community Garden Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject event' });
    const reason = within(dialog).getByRole('textbox', { name: /^Rejection reason/ });
    expect(document.activeElement).toBe(reason);

    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Rejection reason is required');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(event(2).status).toBe('pending');

    await userEvent.type(reason, 'Please add the meeting point.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Admin notes/ }), 'Otherwise ready.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('“Community Garden Day” was rejected.')).toBeTruthy();
    expect(event(2)).toMatchObject({ status: 'rejected', rejection_reason: 'Please add the meeting point.', admin_notes: 'Otherwise ready.' });
    // The pending list and its count follow.
    await waitFor(() => expect(cardNames()).toEqual([...KENNEL_CLEAN, 'Dog Walking Morning']));
    expect(await screen.findByRole('button', { name: 'Pending Review (7)' })).toBeTruthy();
  });

  it('refuses control characters in the reason and notes before sending, keeping what was typed (issue 12)', async () => {
    await openModeration('/admin/events?status=pending');
    await userEvent.click(within(await card('Community Garden Day')).getByRole('button', { name: 'Reject: Community Garden Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject event' });
    const reason = within(dialog).getByRole('textbox', { name: /^Rejection reason/ });
    await userEvent.click(reason);
    await userEvent.paste('Missing the meeting point\u0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(within(dialog).getByRole('alert').textContent).toBe('Remove the invisible control characters from this text');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect((reason as HTMLTextAreaElement).value).toBe('Missing the meeting point\u0000');
    expect(event(2).status).toBe('pending');
  });

  it("approves with the notes the dialog starts from, and publishes an approved event", async () => {
    await openModeration();
    await userEvent.click(within(await card('Food Bank Sorting')).getByRole('button', { name: 'Publish: Food Bank Sorting' }));
    const publish = screen.getByRole('dialog', { name: 'Publish event' });
    const notes = within(publish).getByRole('textbox', { name: /^Admin notes/ });
    expect((notes as HTMLTextAreaElement).value).toBe('Approved. Please publish the exact entrance in the description.');
    await userEvent.clear(notes);
    await userEvent.click(within(publish).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('“Food Bank Sorting” was published.')).toBeTruthy();
    expect(event(3)).toMatchObject({ status: 'published', admin_notes: null });

    await userEvent.click(within(await card('Dog Walking Morning')).getByRole('button', { name: 'Approve: Dog Walking Morning' }));
    const approve = screen.getByRole('dialog', { name: 'Approve event' });
    await userEvent.type(within(approve).getByRole('textbox', { name: /^Admin notes/ }), 'Welcome aboard!');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(event(10)).toMatchObject({ status: 'approved', admin_notes: 'Welcome aboard!' }));
    expect(event(10).reviewed_at).not.toBeNull();
  });

  it('keeps the dialog and what was typed when the server refuses, saying why', async () => {
    await openModeration();
    await userEvent.click(within(await card('Community Garden Day')).getByRole('button', { name: 'Approve: Community Garden Day' }));
    event(2).status = 'approved'; // another administrator was faster
    const dialog = screen.getByRole('dialog', { name: 'Approve event' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Admin notes/ }), 'My notes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only an event pending review can be approved or rejected.');
    expect((within(dialog).getByRole('textbox', { name: /^Admin notes/ }) as HTMLTextAreaElement).value).toBe('My notes');
  });

  it("pages through 20 events at a time", async () => {
    const template = event(2);
    for (let n = 0; n < 25; n += 1) store.events.push({ ...template, id: 100 + n, eventName: `Bulk ${String(n).padStart(2, '0')}` });
    await openModeration('/admin/events?search=Bulk');

    expect(await screen.findByText('Showing 1–20 of 25')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–25 of 25')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the last list in sight, and the search box in use, while a new filter loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/super-admin/events/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'rejected') await held;
        return undefined;
      }),
    );
    const { router } = await openModeration('/admin/events?status=approved');
    await waitFor(() => expect(cardNames().sort()).toEqual(['Food Bank Sorting', 'Shelter Open Day']));

    await userEvent.click(screen.getByRole('button', { name: 'Rejected (1)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'rejected' }));
    expect(cardNames().sort()).toEqual(['Food Bank Sorting', 'Shelter Open Day']);
    expect(screen.getByRole('list', { busy: true })).toBeTruthy();
    release();
    await waitFor(() => expect(cardNames()).toEqual(['Night Hike Fundraiser']));

    const searchBox = screen.getByRole('searchbox', { name: 'Search events' });
    await userEvent.type(searchBox, 'night');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'rejected', search: 'night' }));
    await waitFor(() => expect(cardNames()).toEqual(['Night Hike Fundraiser']));
    expect(document.activeElement).toBe(searchBox);
  });

  it('goes back to the last page that has events when a decision empties the page being read', async () => {
    const template = event(2);
    for (let n = 0; n < 21; n += 1) store.events.push({ ...template, id: 100 + n, eventName: `Bulk ${String(n).padStart(2, '0')}` });
    const { router } = await openModeration('/admin/events?status=pending&search=Bulk&page=2');
    expect(await screen.findByText('Showing 21–21 of 21')).toBeTruthy();

    const [last] = screen.getAllByRole('article');
    await userEvent.click(within(last!).getByRole('button', { name: /^Approve:/ }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Approve event' })).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Showing 1–20 of 20')).toBeTruthy();
    expect(router.state.location.search).toEqual({ status: 'pending', search: 'Bulk' });
  });

  it('opens an old link to a page past the last at the last page', async () => {
    const template = event(2);
    for (let n = 0; n < 25; n += 1) store.events.push({ ...template, id: 100 + n, eventName: `Bulk ${String(n).padStart(2, '0')}` });
    const { router } = await openModeration('/admin/events?search=Bulk&page=7');
    expect(await screen.findByText('Showing 21–25 of 25')).toBeTruthy();
    expect(router.state.location.search).toEqual({ search: 'Bulk', page: 2 });
  });

  it("shows 'Failed to load events' with a retry when the list cannot be loaded", async () => {
    let fail = true;
    server.use(
      http.get('/api/super-admin/events/', () =>
        fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined,
      ),
    );
    await signIn(demoLogins.admin);
    renderAppAt('/admin/events');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load events');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Dog Walking Morning')).toBeTruthy();
  });
});
