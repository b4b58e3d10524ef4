import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { platformErrorCodes } from '@/contract/errors';
import { eventEnvelopeSchema, eventErrorCodes, eventSchema, type EventPayload } from '@/contract/events';
import { i18n } from '@/i18n';
import sl from '@/i18n/locales/sl.json';
import { PENDING_NGO_ID } from '@/mocks/demoData';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { api } from '@/queries/client';
import { eventKeys } from '@/queries/events';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';
import { saveEventFilter } from './eventFilter';

/** The details page of a demo NGO event, once its title shows. */
async function openEvent(id: number | string, name: string) {
  await signIn(demoLogins.ngo);
  const app = renderAppAt(`/events/${id}`);
  await screen.findByRole('heading', { level: 1, name });
  return app;
}

/** The value shown beside a label of the page's facts. */
function valueOf(label: string): HTMLElement {
  const row = screen.getByText(label, { selector: 'dt' }).parentElement;
  if (!row) throw new Error(`no row for ${label}`);
  return within(row).getByRole('definition');
}

const formatted = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('event details (SPEC §2)', () => {
  it('shows every field of a published weekly series', async () => {
    await openEvent(6, 'Weekly Reading Club');

    expect(screen.getByText('Published').classList).toContain('badge');
    expect(screen.getByText('No Image')).toBeTruthy();
    expect(valueOf('Type').textContent).toBe('Volunteering opportunity');
    expect(valueOf('Start').querySelector('time')?.textContent).toBe(formatted('2026-12-05T09:00:00Z'));
    expect(valueOf('End').querySelector('time')?.textContent).toBe(formatted('2026-12-05T11:00:00Z'));
    expect(valueOf('Repeats').textContent).toBe('Weekly');
    expect(valueOf('Series ends').textContent).toBe('Dec 26, 2026');
    expect(valueOf('Location').textContent).toBe('Osrednja knjižnica Celje, Muzejski trg 1a, 3000 Celje, Slovenia');
    expect(valueOf('Coordinates').textContent).toBe('46.2309, 15.2604');
    expect(within(valueOf('Focus teams')).getAllByRole('listitem').map((team) => team.textContent)).toEqual(['Social', 'Educational']);
    expect(within(valueOf('Competences')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Reading aloud',
      'Working with children',
    ]);
    expect(valueOf('Experience points').textContent).toBe('20 XP');
    expect(screen.getByText('Volunteers: 3 / 4')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Description' }).textContent).toContain(
      'Read picture books with children at the town library every Saturday morning.',
    );
    // SPEC §4: a published event is public, the NGO neither edits nor deletes it.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the main image described by the event name', async () => {
    await signIn(demoLogins.ngo);
    const event = eventSchema.parse(await api.get('events/4/').json());
    server.use(http.get('/api/events/4/', () => HttpResponse.json({ ...event, main_image_url: '/media/images/hike-large.jpg' })));
    renderAppAt('/events/4');

    const image = await screen.findByRole('img', { name: 'Night Hike Fundraiser' });
    expect(image.getAttribute('src')).toBe('/media/images/hike-large.jpg');
  });

  it('shows a rejected event with its feedback and actions, without XP or volunteers when they are zero', async () => {
    await openEvent(4, 'Night Hike Fundraiser');

    expect(screen.getByText('Rejected').classList).toContain('badge');
    expect(valueOf('Rejection reason').textContent).toBe('Please add a safety plan and the meeting point for a night event.');
    expect(valueOf('Admin notes').textContent).toBe('Happy to approve once the safety plan is in.');
    expect(valueOf('Type').textContent).toBe('Event');
    expect(valueOf('Repeats').textContent).toBe('Does not repeat');
    expect(valueOf('Competences').textContent).toBe('Not specified');
    expect(screen.queryByText('Experience points')).toBeNull();
    expect(screen.queryByText(/^Volunteers:/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recurring series' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/events/4/edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('resubmits a rejected event from its details, where editing it lands, and then offers no resubmit (issue 33)', async () => {
    await openEvent(4, 'Night Hike Fundraiser');
    await userEvent.click(screen.getByRole('button', { name: 'Resubmit for review: Night Hike Fundraiser' }));

    expect(await screen.findByText('“Night Hike Fundraiser” was resubmitted for review.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Pending Review').classList).toContain('badge'));
    expect(screen.queryByRole('button', { name: /^Resubmit/ })).toBeNull();
    expect(store.events.find((event) => event.id === 4)?.status).toBe('pending');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Night Hike Fundraiser' }));
  });

  it("shows 'Not specified' for a missing start or end", async () => {
    await signIn(demoLogins.ngo);
    const event = eventSchema.parse(await api.get('events/2/').json());
    server.use(http.get('/api/events/2/', () => HttpResponse.json({ ...event, startDate: null, endDate: null })));
    renderAppAt('/events/2');
    await screen.findByRole('heading', { level: 1, name: 'Community Garden Day' });

    expect(valueOf('Start').textContent).toBe('Not specified');
    expect(valueOf('End').textContent).toBe('Not specified');
  });

  it("translates the focus teams into the reader's language", async () => {
    await signIn(demoLogins.ngo);
    await i18n.changeLanguage('sl');
    renderAppAt('/events/6');
    await screen.findByRole('heading', { level: 1, name: 'Weekly Reading Club' });

    const teams = within(valueOf(sl.events.details.fields.teams)).getAllByRole('listitem');
    await waitFor(() => expect(teams.map((team) => team.textContent)).toEqual([sl.events.teams.SOCIAL, sl.events.teams.EDUCATIONAL]));
  });

  it('deletes after confirmation and goes back to the list, where the event is gone', async () => {
    const { router } = await openEvent(2, 'Community Garden Day');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete event' });
    expect(within(dialog).getByText('Are you sure you want to delete this event?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(router.state.location.pathname).toBe('/events');
    expect(screen.getByText('Event deleted.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Food Bank Sorting' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Community Garden Day' })).toBeNull();
  });

  describe('a series original', () => {
    const weekly: EventPayload = {
      eventName: 'Saturday Reading',
      eventDescription: 'Read with children.',
      startDate: '2027-06-05 08:00:00Z',
      endDate: '2027-06-05 09:00:00Z',
      markerType: 1,
      people_needed: 2,
      focus_teams_data: [4],
      location: { latitude: 46.23, longitude: 15.26, text: 'Celje' },
      recurrence_type: 'weekly',
      recurrence_end_date: '2027-06-19',
    };
    const openOriginal = async (occurrenceStatus: 'pending' | 'approved') => {
      await signIn(demoLogins.ngo);
      const original = eventEnvelopeSchema.parse(await api.post('events/create/', { json: weekly }).json()).data;
      store.events.find((event) => event.parent_event === original.id)!.status = occurrenceStatus;
      const { queryClient } = renderAppAt(`/events/${original.id}`);
      await screen.findByRole('heading', { level: 1, name: 'Saturday Reading' });
      await waitFor(() => expect(queryClient.getQueryData(eventKeys.list(1))).toBeDefined());
    };

    it('can be deleted while its occurrences are not public', async () => {
      await openOriginal('pending');
      expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
    });

    it('offers no delete once an occurrence is public, since the occurrences go with it', async () => {
      await openOriginal('approved');
      expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    });
  });

  it('keeps the event when the NGO cancels the deletion', async () => {
    const { router } = await openEvent(2, 'Community Garden Day');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/events/2');
    expect((await api.get('events/2/').json<{ id: number }>()).id).toBe(2);
  });

  it("shows the server's reason when deleting fails, and stays on the event", async () => {
    server.use(
      http.delete('/api/events/:id/delete/', () =>
        HttpResponse.json(
          { error: 'Approved and published events cannot be deleted.', code: eventErrorCodes.notDeletable },
          { status: 409 },
        ),
      ),
    );
    const { router } = await openEvent(2, 'Community Garden Day');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Approved and published events cannot be deleted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/events/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Community Garden Day' })).toBeTruthy();
  });

  it.each(['99999', '0', 'abc', '2.5'])('shows the not-found state for /events/%s, with a way back', async (id) => {
    await signIn(demoLogins.ngo);
    renderAppAt(`/events/${id}`);

    await screen.findByRole('heading', { level: 1, name: 'Event not found' });
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/events');
  });

  it("shows another NGO's event as not found", async () => {
    await signIn(demoLogins.admin);
    await api.post(`super-admin/ngos/${PENDING_NGO_ID}/approve/`);
    await signIn(demoLogins.pendingNgo);
    const payload: EventPayload = {
      eventName: 'Harbour Beach Clean-up',
      eventDescription: 'Collect litter along the harbour.',
      startDate: '2027-05-01 08:00:00Z',
      endDate: '2027-05-01 12:00:00Z',
      markerType: 1,
      people_needed: 6,
      focus_teams_data: [1],
      location: { latitude: 45.5481, longitude: 13.7302, text: 'Koper harbour, Slovenia' },
    };
    const theirs = eventEnvelopeSchema.parse(await api.post('events/create/', { json: payload }).json()).data;

    await signIn(demoLogins.ngo);
    renderAppAt(`/events/${theirs.id}`);

    await screen.findByRole('heading', { level: 1, name: 'Event not found' });
    expect(screen.queryByText('Harbour Beach Clean-up')).toBeNull();
  });

  it("says 'Failed to load event details. Please try again later.' with a way back, and trying again loads it", async () => {
    server.use(
      http.get(
        '/api/events/4/',
        () => HttpResponse.json({ error: 'Internal server error', code: platformErrorCodes.internal }, { status: 500 }),
        { once: true },
      ),
    );
    await signIn(demoLogins.ngo);
    renderAppAt('/events/4');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load event details. Please try again later.');
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/events');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByRole('heading', { level: 1, name: 'Night Hike Fundraiser' });
  });

  it('marks the back link with a dot while a list filter is remembered', async () => {
    await openEvent(4, 'Night Hike Fundraiser');
    expect(screen.getByRole('link', { name: 'Back to events' })).toBeTruthy();
    expect(screen.queryByText('•')).toBeNull();
  });

  it('shows the dot, with words for screen readers, when a name or start-date filter is saved', async () => {
    saveEventFilter({ searchTerm: '', startDate: '2027-01-01' });
    await openEvent(4, 'Night Hike Fundraiser');

    const back = screen.getByRole('link', { name: 'Back to events (filter active)' });
    expect(back.getAttribute('href')).toBe('/events');
    expect(within(back).getByText('•').getAttribute('aria-hidden')).toBe('true');
  });

  it('links an occurrence to its original event and lists the whole series', async () => {
    await openEvent(7, 'Weekly Reading Club');
    const series = screen.getByRole('region', { name: 'Recurring series' });
    expect(valueOf('Repeats').textContent).toBe('Recurring instance');
    expect(within(series).getByRole('link', { name: 'View original event' }).getAttribute('href')).toBe('/events/6');

    const toggle = within(series).getByRole('button', { name: 'View series' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const dates = await within(series).findByRole('list', { name: 'Dates in this series' });
    const links = within(dates).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/events/6', '/events/7', '/events/8', '/events/9']);
    expect(links[0]?.textContent).toBe(formatted('2026-12-05T09:00:00Z'));
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
    expect(within(dates).getByText('(original event)').closest('li')).toBe(links[0]?.closest('li'));

    await userEvent.click(links[2]!);
    await waitFor(() => expect(valueOf('Start').querySelector('time')?.textContent).toBe(formatted('2026-12-19T09:00:00Z')));
  });

  it('offers the series from its original event, without a link to itself as the original', async () => {
    await openEvent(6, 'Weekly Reading Club');
    const series = screen.getByRole('region', { name: 'Recurring series' });
    expect(within(series).queryByRole('link', { name: 'View original event' })).toBeNull();

    await userEvent.click(within(series).getByRole('button', { name: 'View series' }));

    const dates = await within(series).findByRole('list', { name: 'Dates in this series' });
    expect(within(dates).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dates).getAllByRole('link')[0]?.getAttribute('aria-current')).toBe('page');
  });
});
