import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, type Event, type EventStatus } from '@/contract/events';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/signIn';
import { demoLogins } from '@/app/test/renderApp';
import { renderWithProviders } from '@/app/test/renderWithProviders';
import { EventCard } from './EventCard';

/** An event as the API reads it; by default the demo's rejected Night Hike (id 4), so submitting it reaches the mock API. */
function anEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 4,
    eventName: 'Night Hike Fundraiser',
    eventDescription: 'A guided night hike to the castle with lanterns.',
    startDate: '2027-01-16T17:00:00Z',
    endDate: '2027-01-16T21:00:00Z',
    markerType: 2,
    status: 'rejected',
    rejection_reason: null,
    admin_notes: null,
    main_image_url: null,
    people_needed: 0,
    people_applied: 0,
    event_xp: 0,
    focus_teams: ['Sports and recreation'],
    focus_teams_data: [9],
    competences: '',
    location: { latitude: 46.2183, longitude: 15.2812, text: 'Stari grad Celje, 3000 Celje, Slovenia' },
    recurrence_type: 'none',
    recurrence_interval: 1,
    recurrence_end_date: null,
    time_zone: 'Europe/Ljubljana',
    is_recurring_instance: false,
    parent_event: null,
    organized_by: 1,
    organized_by_name: 'Green Valley Volunteers',
    created: '2026-11-08T11:00:00Z',
    submitted_at: '2026-11-08T11:20:00Z',
    reviewed_at: '2026-11-10T09:45:00Z',
    ...overrides,
  };
}

/** The card alone, inside a router (its buttons are links) and the app's providers. */
async function renderCard(event: Event): Promise<HTMLElement> {
  const rootRoute = createRootRoute({ component: () => <EventCard event={event} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithProviders(<RouterProvider router={router as never} />);
  return screen.findByRole('article', { name: event.eventName });
}

/** The value shown beside a label of the card. */
function valueOf(card: HTMLElement, label: string): HTMLElement {
  const row = within(card).getByText(label).parentElement;
  if (!row) throw new Error(`no row for ${label}`);
  return within(row).getByRole('definition');
}

const formatted = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('EventCard (SPEC §2 events list)', () => {
  it('shows the main image, described by the event name', async () => {
    const card = await renderCard(anEvent({ main_image_url: '/media/images/2026/11/hike-large.jpg' }));
    const image = within(card).getByRole('img', { name: 'Night Hike Fundraiser' });
    expect(image.getAttribute('src')).toBe('/media/images/2026/11/hike-large.jpg');
    expect(within(card).queryByText('No Image')).toBeNull();
  });

  it("shows a 'No Image' placeholder without an image", async () => {
    const card = await renderCard(anEvent({ main_image_url: null }));
    expect(within(card).getByText('No Image')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it.each([
    ['draft', 'Draft'],
    ['pending', 'Pending Review'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
    ['published', 'Published'],
  ] as const)('labels a %s event %s', async (status, text) => {
    const card = await renderCard(anEvent({ status }));
    expect(within(card).getByText(text).classList).toContain('badge');
  });

  it('shows a series rule with its last day, and an interval in words', async () => {
    const weekly = await renderCard(anEvent({ recurrence_type: 'weekly', recurrence_interval: 1, recurrence_end_date: '2027-01-30' }));
    expect(within(weekly).getByText('Weekly')).toBeTruthy();
    expect(within(weekly).getByText('until Jan 30, 2027')).toBeTruthy();
  });

  it("says 'Every 2 months' for an interval of two, with no end badge for an open series", async () => {
    const card = await renderCard(anEvent({ recurrence_type: 'monthly', recurrence_interval: 2, recurrence_end_date: null }));
    expect(within(card).getByText('Every 2 months')).toBeTruthy();
    expect(within(card).queryByText(/^until /)).toBeNull();
  });

  it('marks an occurrence of a series, and a single event not at all', async () => {
    const occurrence = await renderCard(anEvent({ is_recurring_instance: true, parent_event: 6 }));
    expect(within(occurrence).getByText('Recurring instance')).toBeTruthy();
  });

  it('shows no recurrence badge for a single event', async () => {
    const card = await renderCard(anEvent());
    expect(within(card).getAllByText(/./, { selector: '.badge' }).map((badge) => badge.textContent)).toEqual(['Rejected']);
  });

  it('shows the rejection reason and the admin notes under their labels', async () => {
    const card = await renderCard(
      anEvent({ rejection_reason: 'Please add a safety plan.', admin_notes: 'Happy to approve once the plan is in.' }),
    );
    expect(valueOf(card, 'Rejection reason').textContent).toBe('Please add a safety plan.');
    expect(valueOf(card, 'Admin notes').textContent).toBe('Happy to approve once the plan is in.');
  });

  it('leaves the review labels out when the administrator wrote nothing', async () => {
    const card = await renderCard(anEvent({ rejection_reason: null, admin_notes: '' }));
    expect(within(card).queryByText('Rejection reason')).toBeNull();
    expect(within(card).queryByText('Admin notes')).toBeNull();
  });

  it("shows start and end in the reader's language, and 'Not specified' for a missing one", async () => {
    const card = await renderCard(anEvent({ endDate: null }));
    const start = valueOf(card, 'Start').querySelector('time');
    expect(start?.getAttribute('dateTime')).toBe('2027-01-16T17:00:00Z');
    expect(start?.textContent).toBe(formatted('2027-01-16T17:00:00Z'));
    expect(valueOf(card, 'End').textContent).toBe('Not specified');
  });

  it('keeps a description of exactly 100 characters whole', async () => {
    const description = 'x'.repeat(100);
    const card = await renderCard(anEvent({ eventDescription: description }));
    expect(within(card).getByText(description)).toBeTruthy();
  });

  it("cuts a longer description after 100 characters and adds '...'", async () => {
    const description = `${'a'.repeat(99)}bc and more`;
    const card = await renderCard(anEvent({ eventDescription: description }));
    expect(within(card).getByText(`${'a'.repeat(99)}b...`)).toBeTruthy();
    expect(within(card).queryByText(description)).toBeNull();
  });

  it('shows volunteers applied / needed only when people are needed', async () => {
    const card = await renderCard(anEvent({ people_needed: 20, people_applied: 3 }));
    expect(within(card).getByText('Volunteers: 3 / 20')).toBeTruthy();
  });

  it('leaves the volunteers line out when no people are needed', async () => {
    const card = await renderCard(anEvent({ people_needed: 0, people_applied: 0 }));
    expect(within(card).queryByText(/^Volunteers:/)).toBeNull();
  });

  it('links to the details page', async () => {
    const card = await renderCard(anEvent());
    const details = within(card).getByRole('link', { name: 'View details: Night Hike Fundraiser' });
    expect(details.getAttribute('href')).toBe('/events/4');
    expect(details.textContent).toBe('View details');
  });

  it.each(EVENT_STATUSES.map((status) => [status, status === 'pending' || status === 'rejected'] as [EventStatus, boolean]))(
    'offers edit for a %s event: %s',
    async (status, offered) => {
      const card = await renderCard(anEvent({ status }));
      const edit = within(card).queryByRole('link', { name: 'Edit: Night Hike Fundraiser' });
      expect(edit !== null).toBe(offered);
      if (edit) expect(edit.getAttribute('href')).toBe('/events/4/edit');
    },
  );

  it.each([
    ['draft', null, 'Submit for review'],
    ['pending', null, null],
    ['approved', null, null],
    ['rejected', 'Resubmit for review', null],
    ['published', null, null],
  ] as const)('for a %s event offers resubmit: %s, submit: %s', async (status, resubmit, submit) => {
    const card = await renderCard(anEvent({ status }));
    const button = within(card).queryByRole('button', { name: /submit for review/i });
    expect(button?.textContent ?? null).toBe(resubmit ?? submit);
  });

  it("resubmits a rejected event, showing 'Resubmitting...' while the server works", async () => {
    await signIn(demoLogins.ngo);
    let answer!: () => void;
    const serverMayAnswer = new Promise<void>((resolve) => (answer = resolve));
    // Hold the call, then let the mock API's own submit handler answer it.
    server.use(http.post('/api/events/:id/submit/', () => serverMayAnswer.then(() => undefined)));
    const card = await renderCard(anEvent({ status: 'rejected' }));

    await userEvent.click(within(card).getByRole('button', { name: 'Resubmit for review: Night Hike Fundraiser' }));

    const busy = await within(card).findByRole<HTMLButtonElement>('button', { name: 'Resubmitting...' });
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer();
    await screen.findByText('“Night Hike Fundraiser” was resubmitted for review.');
    await waitFor(() => expect(within(card).getByRole<HTMLButtonElement>('button', { name: /Resubmit for review/ }).disabled).toBe(false));
  });

  it("shows the server's reason when resubmitting fails", async () => {
    await signIn(demoLogins.ngo);
    const card = await renderCard(anEvent({ id: 2, status: 'rejected', eventName: 'Community Garden Day' })); // pending on the server

    await userEvent.click(within(card).getByRole('button', { name: 'Resubmit for review: Community Garden Day' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Only a draft or a rejected event can be submitted for review.');
  });
});
