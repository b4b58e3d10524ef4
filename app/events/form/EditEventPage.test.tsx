import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toWireDate } from '@/contract/dates';
import { EDIT_REDIRECT_HOP_MS, REDIRECT_AFTER_EVENT_SAVE_MS } from '@/contract/limits';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';
import { localDateTimeOf } from './eventFormValues';
import { control, demoEvent, openEventForm, queryControl, recordBodies, team } from './eventFormTesting';

// SPEC §2 "Edit event": the create form prefilled; after success /events, then the event after a
// 100 ms hop; Cancel goes back to the event. Only pending or rejected events (SPEC §4).

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** Serves event `id` as the mock API has it, with `changes`. */
async function serveEventWith(id: number, changes: Record<string, unknown>) {
  await signIn(demoLogins.ngo);
  const event = await demoEvent(id);
  server.use(http.get(`/api/events/${id}/`, () => HttpResponse.json({ ...event, ...changes })));
}

describe('edit event', () => {
  it('prefills every field from the event, dates in local time', async () => {
    await openEventForm('/events/2/edit');

    expect(control('Event name').value).toBe('Community Garden Day');
    expect(control('Description').value).toMatch(/^Prepare the raised beds/);
    expect(control<HTMLSelectElement>('Type').value).toBe('1');
    expect(control('Start date and time').value).toBe(localDateTimeOf('2026-12-12T09:00:00Z'));
    expect(control('End date and time').value).toBe(localDateTimeOf('2026-12-12T15:00:00Z'));
    expect(team('Environmental').checked).toBe(true);
    expect(team('Social').checked).toBe(true);
    expect(team('Health and medical').checked).toBe(false);
    expect(control('Competences').value).toBe('Gardening, Carrying heavy loads');
    expect(control('Latitude').value).toBe('46.2397');
    expect(control('Longitude').value).toBe('15.2677');
    expect(control('Address').value).toBe('Skupnostni vrt Hudinja, 3000 Celje, Slovenia');
    expect(control('People needed').value).toBe('10');
    expect(control('Event XP').value).toBe('15');
    expect(control<HTMLSelectElement>('Repeats').value).toBe('none');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/events/2');
  });

  it('keeps the rejection reason and admin notes of a rejected event in sight while it is changed', async () => {
    await openEventForm('/events/4/edit');

    expect(screen.getByText('Rejection reason').nextElementSibling?.textContent).toBe(
      'Please add a safety plan and the meeting point for a night event.',
    );
    expect(screen.getByText('Admin notes').nextElementSibling?.textContent).toBe('Happy to approve once the safety plan is in.');
  });

  it('starts the volunteers toggle on for an event of type 2 that needs people', async () => {
    await serveEventWith(4, { people_needed: 6 });
    await openEventForm('/events/4/edit');

    expect((screen.getByRole('checkbox', { name: 'Volunteers needed' }) as HTMLInputElement).checked).toBe(true);
    expect(control('People needed').value).toBe('6');
  });

  it('starts the toggle off, and the number hidden, for an event of type 2 that needs nobody', async () => {
    await openEventForm('/events/4/edit');

    expect(control<HTMLSelectElement>('Type').value).toBe('2');
    expect((screen.getByRole('checkbox', { name: 'Volunteers needed' }) as HTMLInputElement).checked).toBe(false);
    expect(queryControl('People needed')).toBeNull();
  });

  it('saves the changes, confirms, goes to the events and then, after the hop, to the event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await openEventForm('/events/2/edit', { fakeTimers: true });
    const sent = recordBodies('PUT /api/events/2/update/');
    await user.clear(control('Event name'));
    await user.type(control('Event name'), 'Community Garden Day (autumn)');
    await user.click(team('Social'));

    await user.click(saveButton());

    await screen.findByText('Event updated successfully! Redirecting…');
    expect(sent).toEqual([
      expect.objectContaining({
        eventName: 'Community Garden Day (autumn)',
        startDate: toWireDate(new Date('2026-12-12T09:00:00Z')),
        endDate: toWireDate(new Date('2026-12-12T15:00:00Z')),
        focus_teams_data: [1],
        people_needed: '10',
        location: { latitude: '46.2397', longitude: '15.2677', text: 'Skupnostni vrt Hudinja, 3000 Celje, Slovenia' },
        recurrence_type: 'none',
      }),
    ]);
    expect(router.state.location.pathname).toBe('/events/2/edit');

    vi.advanceTimersByTime(REDIRECT_AFTER_EVENT_SAVE_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    vi.advanceTimersByTime(EDIT_REDIRECT_HOP_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/2'));
  });

  it('shows the server’s refusal and keeps the changes', async () => {
    const { user } = await openEventForm('/events/2/edit');
    server.use(http.put('/api/events/2/update/', () => HttpResponse.json({ error: 'Only pending or rejected events can be edited.', code: 'event_not_editable' }, { status: 409 })));
    await user.type(control('Event name'), '!');

    await user.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Only pending or rejected events can be edited.');
    expect(control('Event name').value).toBe('Community Garden Day!');
  });

  it('falls back to the spec’s text when the answer says nothing usable', async () => {
    const { user } = await openEventForm('/events/2/edit');
    server.use(http.put('/api/events/2/update/', () => HttpResponse.json({ data: null })));

    await user.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update event. Please try again.');
  });

  it('hides the repetition of one date of a series, which belongs to the series', async () => {
    await serveEventWith(7, { status: 'pending' });
    await openEventForm('/events/7/edit');

    screen.getByText('This event is one date of a recurring series. Its repetition is set on the original event.');
    expect(queryControl('Repeats')).toBeNull();
  });

  it('shows the repetition and its dates for the original event of a series', async () => {
    await serveEventWith(6, { status: 'rejected' });
    await openEventForm('/events/6/edit');

    expect(control<HTMLSelectElement>('Repeats').value).toBe('weekly');
    expect(control('Repeat until').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    screen.getByText('Saving also updates the dates of this series that are still pending or rejected.');
    const preview = screen.getByRole('region', { name: 'Dates to be created' });
    expect(within(preview).getAllByRole('listitem').length).toBeGreaterThan(1);
  });
});

describe('edit event: what cannot be edited or loaded', () => {
  it('explains that an approved event cannot be edited, with the way back, instead of the form', async () => {
    await signIn(demoLogins.ngo);
    renderAppAt('/events/3/edit');

    await screen.findByText('Only pending or rejected events can be edited.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to event' }).getAttribute('href')).toBe('/events/3');
  });

  it('says when the event does not exist', async () => {
    await signIn(demoLogins.ngo);
    const { router } = renderAppAt('/events/999/edit');

    expect((await screen.findByRole('alert')).textContent).toBe('Event not found');
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/events');
    expect(router.state.location.pathname).toBe('/events/999/edit');
  });

  it('says when the event could not be loaded, with the way back and a retry', async () => {
    await signIn(demoLogins.ngo);
    server.use(http.get('/api/events/2/', () => HttpResponse.json({ error: 'Down', code: 'internal' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderAppAt('/events/2/edit');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch event data');
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/events');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Community Garden Day')).toBeTruthy();
  });
});
