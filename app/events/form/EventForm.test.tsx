import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toWireDate } from '@/contract/dates';
import { REDIRECT_AFTER_EVENT_SAVE_MS } from '@/contract/limits';
import { server } from '@/mocks/node';
import { control, fillValidForm, openEventForm, pick, queryControl, recordBodies, team } from './eventFormTesting';

const EMPTY_FORM_MESSAGES = [
  'Event name is required',
  'Event description is required',
  'Start date is required',
  'End date is required',
  'Location address is required',
  'Valid latitude and longitude are required',
  'Number of people needed is required',
  'At least one team must be selected',
];

const createButton = () => screen.getByRole('button', { name: 'Create event' });

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('create event: sections and validation (SPEC §2, §5)', () => {
  it('offers the four sections and the spec’s marker types', async () => {
    await openEventForm('/events/create');

    for (const section of ['Basic information', 'Teams and competences', 'Location', 'Additional details']) {
      screen.getByRole('group', { name: section });
    }
    const markerType = control<HTMLSelectElement>('Type');
    expect([...markerType.options].map((option) => [option.value, option.text])).toEqual([
      ['1', 'Volunteering opportunity'],
      ['2', 'Event'],
    ]);
    expect(control('Start date and time').type).toBe('datetime-local');
    expect(control('End date and time').type).toBe('datetime-local');
    // Team names come translated from the filters call, all 13 of them.
    expect(await screen.findByRole('checkbox', { name: 'Humanitarian and emergency response' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Teams' })).getAllByRole('checkbox')).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/events');
  });

  it.each([
    ['fail to load', () => HttpResponse.json({ error: 'Down', code: 'internal' }, { status: 500 })],
    ['are empty', () => HttpResponse.json({ teams: [] })],
  ])('says no teams are available when the teams %s', async (_case, answer) => {
    server.use(http.get('/api/events/filters/', answer));
    await openEventForm('/events/create');

    expect(await within(screen.getByRole('group', { name: 'Teams' })).findByText('No teams available')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox', { name: 'Environmental' })).toHaveLength(0);
  });

  it('lists every message joined with commas when sent empty, and each under its field', async () => {
    const { user } = await openEventForm('/events/create');
    const sent = recordBodies('POST /api/events/create/');

    await user.click(createButton());

    expect((await screen.findByRole('alert')).textContent).toBe(EMPTY_FORM_MESSAGES.join(', '));
    expect(document.activeElement).toBe(control('Event name'));
    screen.getByRole('textbox', { name: 'Event name', description: 'Event name is required' });
    screen.getByRole('textbox', { name: 'Description', description: 'Event description is required' });
    expect(control('Start date and time').getAttribute('aria-invalid')).toBe('true');
    screen.getByRole('textbox', { name: 'Address', description: 'Location address is required' });
    screen.getByRole('textbox', {
      name: 'Latitude',
      description: 'Decimal degrees, e.g. 46.2309 and 15.2604 Valid latitude and longitude are required',
    });
    expect(control('Longitude').getAttribute('aria-invalid')).toBe('true');
    screen.getByRole('spinbutton', { name: 'People needed', description: 'Number of people needed is required' });
    screen.getByRole('group', { name: 'Teams', description: 'At least one team must be selected' });
    expect(sent).toEqual([]);
  });

  it('updates the messages as the NGO corrects the fields', async () => {
    const { user } = await openEventForm('/events/create');
    await user.click(createButton());
    await screen.findByRole('alert');

    await user.type(control('Event name'), 'River clean-up');
    await user.click(await screen.findByRole('checkbox', { name: 'Social' }));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toContain('Event name is required');
    expect(alert.textContent).not.toContain('At least one team must be selected');
    expect(alert.textContent).toContain('Event description is required');
    expect(control('Event name').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses an end before the start and a negative number of people', async () => {
    const { user } = await openEventForm('/events/create');
    await fillValidForm(user);
    pick('End date and time', '2027-05-08T08:00');
    await user.clear(control('People needed'));
    await user.type(control('People needed'), '-3');

    await user.click(createButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'End date must be after start date, Number of people needed must be 0 or greater',
    );
    expect(control('End date and time').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('create event: volunteers (SPEC §4 form rules)', () => {
  it('asks a volunteering opportunity for the people needed, without a toggle', async () => {
    await openEventForm('/events/create');

    expect(control('People needed').getAttribute('aria-required')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: 'Volunteers needed' })).toBeNull();
  });

  it('resets the people needed to 0 and the toggle to off when switched to an event', async () => {
    const { user } = await openEventForm('/events/create');
    const sent = recordBodies('POST /api/events/create/');
    await fillValidForm(user);

    await user.selectOptions(control('Type'), 'Event');

    const toggle = screen.getByRole('checkbox', { name: 'Volunteers needed' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(queryControl('People needed')).toBeNull();
    await user.click(createButton());
    await screen.findByText('Event created successfully! Redirecting…');
    expect(sent).toMatchObject([{ markerType: 2, people_needed: 0 }]);
  });

  it('shows the number only while the toggle is on, and unchecking sets it back to 0', async () => {
    const { user } = await openEventForm('/events/create');
    const sent = recordBodies('POST /api/events/create/');
    await fillValidForm(user);
    await user.selectOptions(control('Type'), 'Event');
    const toggle = screen.getByRole('checkbox', { name: 'Volunteers needed' });

    await user.click(toggle);
    expect(control('People needed').value).toBe('');
    await user.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Number of people needed is required');

    await user.type(control('People needed'), '5');
    await user.click(toggle);
    expect(queryControl('People needed')).toBeNull();
    await user.click(toggle);
    expect(control('People needed').value).toBe('');
    await user.type(control('People needed'), '7');
    await user.click(createButton());

    await screen.findByText('Event created successfully! Redirecting…');
    expect(sent).toMatchObject([{ markerType: 2, people_needed: '7' }]);
  });
});

describe('create event: repetition', () => {
  it('shows the interval, its unit, the end date and the preview only for a repeating event with a start', async () => {
    const { user } = await openEventForm('/events/create');
    expect(queryControl('Repeat every')).toBeNull();

    await user.selectOptions(control('Repeats'), 'Weekly');

    expect(control('Repeat every').value).toBe('1');
    screen.getByRole('spinbutton', { name: 'Repeat every', description: 'week(s)' });
    screen.getByText('Leave empty for no end date: occurrences for the next 12 months are created');
    expect(control('Repeat until').type).toBe('date');
    expect(screen.queryByRole('region', { name: 'Dates to be created' })).toBeNull(); // no start yet

    pick('Start date and time', '2027-01-04T18:00');
    const preview = screen.getByRole('region', { name: 'Dates to be created' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(5);
    within(preview).getByText('...and 6 more');

    await user.selectOptions(control('Repeats'), 'Does not repeat');
    expect(screen.queryByRole('region', { name: 'Dates to be created' })).toBeNull();
    expect(queryControl('Repeat every')).toBeNull();
  });

  it('refuses an interval outside 1 to 365', async () => {
    const { user } = await openEventForm('/events/create');
    await fillValidForm(user);
    await user.selectOptions(control('Repeats'), 'Daily');
    await user.clear(control('Repeat every'));
    await user.type(control('Repeat every'), '400');

    await user.click(createButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Recurrence interval must be between 1 and 365');
    expect(control('Repeat every').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('create event: saving (SPEC §2, §7, §8)', () => {
  it('sends the spec’s payload, confirms, and opens the new event after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = await openEventForm('/events/create', { fakeTimers: true });
    const sent = recordBodies('POST /api/events/create/');
    let createdId: number | undefined;
    server.events.on('response:mocked', async ({ request, response }) => {
      if (request.url.endsWith('/api/events/create/')) createdId = ((await response.clone().json()) as { data: { id: number } }).data.id;
    });
    await fillValidForm(user);
    await user.selectOptions(control('Repeats'), 'Weekly');
    await user.clear(control('Event XP'));
    await user.type(control('Event XP'), '5');

    await user.click(createButton());

    await screen.findByText('Event created successfully! Redirecting…');
    expect(sent).toEqual([
      {
        eventName: 'River clean-up',
        eventDescription: 'Collect rubbish along the Savinja.',
        startDate: toWireDate(new Date('2027-05-08T09:00')),
        endDate: toWireDate(new Date('2027-05-08T12:30')),
        markerType: 1,
        main_image_url: '',
        people_needed: '12',
        event_xp: '5',
        focus_teams_data: [1],
        competences_data: 'Teamwork, First aid',
        location: { latitude: '46.2309', longitude: '15.2604', text: 'Savinja riverbank, Celje' },
        recurrence_type: 'weekly',
        recurrence_interval: '1',
        // SPEC §7: no recurrence_end_date when it is empty.
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        organized_by: 1,
      },
    ]);
    expect(router.state.location.pathname).toBe('/events/create');
    // Saved: nothing can be changed or sent twice while the message shows.
    await user.type(control('Event name'), ' again{Enter}');
    expect(control('Event name').value).toBe('River clean-up');
    expect(sent).toHaveLength(1);

    vi.advanceTimersByTime(REDIRECT_AFTER_EVENT_SAVE_MS);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${createdId}`));
    expect(createdId).toEqual(expect.any(Number));
  });

  it('shows a busy label and refuses clicks while saving', async () => {
    const { user } = await openEventForm('/events/create');
    let answer: (response: Response) => void = () => {};
    server.use(http.post('/api/events/create/', () => new Promise<Response>((resolve) => (answer = resolve))));
    await fillValidForm(user);

    await user.click(createButton());

    const busy = await screen.findByRole('button', { name: 'Creating…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(HttpResponse.json({ error: 'Failed', code: 'internal' }, { status: 500 }));
    await screen.findByRole('alert');
    expect((createButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server’s error and keeps what was typed', async () => {
    const { user } = await openEventForm('/events/create');
    server.use(
      http.post('/api/events/create/', () =>
        HttpResponse.json({ error: 'The organisation is over its event quota.', code: 'quota_reached' }, { status: 409 }),
      ),
    );
    await fillValidForm(user);

    await user.click(createButton());

    expect((await screen.findByRole('alert')).textContent).toBe('The organisation is over its event quota.');
    expect(control('Event name').value).toBe('River clean-up');
    expect(team('Environmental').checked).toBe(true);
  });

  it('falls back to the spec’s text when the answer says nothing usable', async () => {
    const { user } = await openEventForm('/events/create');
    server.use(http.post('/api/events/create/', () => HttpResponse.json({}, { status: 201 })));
    await fillValidForm(user);

    await user.click(createButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create event. Please try again.');
  });

  it('shows the server’s validation messages at the top and under their fields', async () => {
    const { user } = await openEventForm('/events/create');
    server.use(
      http.post('/api/events/create/', () =>
        HttpResponse.json(
          {
            error: 'eventName: Event name is already used; location.latitude: Latitude is out of range',
            code: 'validation_failed',
            fields: { eventName: ['Event name is already used'], 'location.latitude': ['Latitude is out of range'] },
          },
          { status: 400 },
        ),
      ),
    );
    await fillValidForm(user);

    await user.click(createButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Event name is already used, Latitude is out of range');
    screen.getByRole('textbox', { name: 'Event name', description: 'Event name is already used' });
    expect(control('Latitude').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control('Event name'));
  });
});
