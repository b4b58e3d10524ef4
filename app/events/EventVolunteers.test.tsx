import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { platformErrorCodes } from '@/contract/errors';
import type { Event } from '@/contract/events';
import { initI18n } from '@/i18n';
import { ENDED_EVENT_ID } from '@/mocks/demoData';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { eventQueryOptions } from '@/queries/events';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';
import { createTestQueryClient, renderWithProviders } from '@/app/test/renderWithProviders';
import { initialsOf } from '@/app/ui/Avatar';
import { EventCard } from './EventCard';

// SPEC §2: the volunteers modal of an event card (and the same dialog on event details), on the mock API.

/** An event of the demo store as the API reads it, on its card inside a router and the app's providers. */
async function renderCardOf(eventId: number, changes: Partial<Event> = {}) {
  await signIn(demoLogins.ngo);
  const queryClient = createTestQueryClient();
  const event = { ...(await queryClient.fetchQuery(eventQueryOptions(eventId))), ...changes };
  const rootRoute = createRootRoute({ component: () => <EventCard event={event} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router as never} />, queryClient);
  return screen.findByRole('article', { name: event.eventName });
}

async function openVolunteers(card: HTMLElement, eventName: string) {
  await userEvent.click(within(card).getByRole('button', { name: `View volunteers of ${eventName}` }));
  const dialog = await screen.findByRole('dialog', { name: `Volunteers: ${eventName}` });
  await within(dialog).findByRole('list', { name: 'Volunteers' });
  return dialog;
}

/** Each listed volunteer as [initials or picture, name, e-mail, status]. */
function rows(dialog: HTMLElement): string[][] {
  return within(dialog)
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('.avatar')?.textContent || 'picture',
      item.querySelector('.volunteers__name')?.textContent ?? '',
      item.querySelector('.volunteers__email')?.textContent ?? '',
      item.querySelector('.badge')?.textContent ?? '',
    ]);
}

describe('volunteers modal (SPEC §2)', () => {
  it('lists who applied, newest first, with initials, name, e-mail and status, and gives focus back on closing', async () => {
    const card = await renderCardOf(5);
    const opener = within(card).getByRole('button', { name: 'View volunteers of Tree Planting Saturday' });
    const dialog = await openVolunteers(card, 'Tree Planting Saturday');

    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('6 volunteers');
    expect(rows(dialog)).toEqual([
      ['PP', 'Peter "Pero" Novak, Jr.', 'pero.novak@example.org', 'Applied'],
      ['ŁW', 'Łucja Wiśniewska', 'lucja.wisniewska@example.org', 'Accepted'],
      ['ŽK', 'Žan Kovač', 'zan.kovac@example.org', 'Applied'],
      ['JD', 'Jane Doe', 'jane.doe@example.org', 'Waitlisted'],
      ['LH', 'Luka Horvat', 'luka.horvat@example.org', 'Applied'],
      ['AN', 'Ana Novak', 'ana.novak@example.org', 'Accepted'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'jane.doe@example.org' }).getAttribute('href')).toBe('mailto:jane.doe@example.org');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("shows what each volunteer wrote, as typed, under their name (issue 33)", async () => {
    const dialog = await openVolunteers(await renderCardOf(5), 'Tree Planting Saturday');
    const message = (name: string) => within(dialog).getByText(name).closest('li')!.querySelector('.volunteers__message')?.textContent ?? null;
    expect(message('Luka Horvat')).toBe('Message: Hi! I can bring extra gloves.\nIs there parking nearby?');
    expect(message('Peter "Pero" Novak, Jr.')).toBe('Message: Lahko pripeljem še dva prijatelja. Ali potrebujemo svoje lopate?');
    expect(message('Jane Doe')).toBeNull();
  });

  it('filters by status, completed included, and says how many it shows', async () => {
    const card = await renderCardOf(ENDED_EVENT_ID);
    const dialog = await openVolunteers(card, 'Autumn Leaf Raking');
    const filter = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Applied', 'Accepted', 'Waitlisted', 'Completed']);

    await userEvent.selectOptions(filter, 'Completed');
    expect(within(dialog).getByRole('status').textContent).toBe('1 volunteer');
    expect(rows(dialog)).toEqual([['MP', 'Marko Petek', 'marko.petek@example.org', 'Completed']]);

    await userEvent.selectOptions(filter, 'Applied');
    expect(within(dialog).getByRole('status').textContent).toBe('0 volunteers');
    expect(within(dialog).getByText('No volunteers with this status.')).toBeTruthy();
  });

  it('shows the unknown-user and no-email fallbacks, and a picture when the volunteer has one', async () => {
    store.volunteers.find((volunteer) => volunteer.full_name === 'Sara Vidmar')!.profile_image = '/media/images/2026/11/sara-large.jpg';
    const card = await renderCardOf(3);
    const dialog = await openVolunteers(card, 'Food Bank Sorting');

    expect(rows(dialog)).toEqual([
      ['EK', 'Eva Krajnc', 'No e-mail address', 'Applied'],
      ['picture', 'Sara Vidmar', 'sara.vidmar@example.org', 'Accepted'],
      ['?', 'Unknown volunteer', 'No e-mail address', 'Applied'],
    ]);
    expect(dialog.querySelector('img.avatar')?.getAttribute('src')).toBe('/media/images/2026/11/sara-large.jpg');
  });

  it('says when nobody has applied yet', async () => {
    const card = await renderCardOf(2); // Community Garden Day needs 10
    await userEvent.click(within(card).getByRole('button', { name: 'View volunteers of Community Garden Day' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No volunteers have applied yet.')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('0 volunteers');
  });

  it("says 'Failed to load volunteers. Please try again.' when the list fails, and trying again loads it", async () => {
    server.use(
      http.get('/api/portal/applications/', () => HttpResponse.json({ error: 'Internal server error', code: platformErrorCodes.internal }, { status: 500 }), {
        once: true,
      }),
    );
    const card = await renderCardOf(5);
    await userEvent.click(within(card).getByRole('button', { name: 'View volunteers of Tree Planting Saturday' }));
    const dialog = await screen.findByRole('dialog');

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to load volunteers. Please try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Volunteers' })).toBeTruthy();
  });

  it('offers the modal only when the event needs volunteers', async () => {
    const card = await renderCardOf(5, { people_needed: 0 });
    expect(within(card).queryByRole('button', { name: /View volunteers/ })).toBeNull();
  });

  it("shows the statuses in the reader's language", async () => {
    initI18n('sl');
    const card = await renderCardOf(ENDED_EVENT_ID);
    await userEvent.click(within(card).getByRole('button', { name: 'Prikaži prostovoljce dogodka Autumn Leaf Raking' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list');
    expect(new Set(rows(dialog).map((row) => row[3]))).toEqual(new Set(['Sprejeto', 'Opravljeno', 'Na čakalni listi']));
    expect(within(dialog).getByRole('status').textContent).toBe('4 prostovoljci');
  });
});

describe('view-volunteers dialog on event details (SPEC §2)', () => {
  it("opens the same list from the NGO's event details", async () => {
    await signIn(demoLogins.ngo);
    renderAppAt('/events/6');
    await screen.findByRole('heading', { level: 1, name: 'Weekly Reading Club' });

    await userEvent.click(screen.getByRole('button', { name: 'View volunteers of Weekly Reading Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volunteers: Weekly Reading Club' });
    await within(dialog).findByRole('list', { name: 'Volunteers' });
    expect(rows(dialog).map((row) => row[1])).toEqual(['Luka Horvat', 'Eva Krajnc', 'Ana Novak']);
  });

  it("offers no dialog on the administrator's details, whose calls are the NGO's own", async () => {
    await signIn(demoLogins.admin);
    renderAppAt('/admin/events/5');
    await screen.findByRole('heading', { level: 1, name: 'Tree Planting Saturday' });
    expect(screen.getByText('Volunteers: 6 / 20')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /View volunteers/ })).toBeNull();
  });
});

describe('volunteer initials (SPEC §9: two letters)', () => {
  it.each([
    ['Ana Novak', 'AN'],
    ['Žan Kovač', 'ŽK'],
    ['łucja wiśniewska', 'ŁW'],
    ['Peter "Pero" Novak, Jr.', 'PP'],
    ['Madonna', 'MA'],
    ['  "X"  ', 'X'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
