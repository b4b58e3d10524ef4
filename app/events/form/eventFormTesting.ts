import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Event } from '@/contract/events';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/signIn';
import { api } from '@/queries/client';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Shared steps of the event form's tests: open the form as the demo NGO, find its controls by their
// labels, fill it, and record what the app sent.

type User = ReturnType<typeof userEvent.setup>;

/** The app at `path`, signed in as the demo NGO, once the page's heading shows. */
export async function openEventForm(path: string, options: { fakeTimers?: boolean; applyAccept?: boolean } = {}) {
  await signIn(demoLogins.ngo);
  const user = userEvent.setup({
    ...(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
    applyAccept: options.applyAccept ?? true,
  });
  const view = renderAppAt(path);
  const heading = path.endsWith('/edit') ? 'Edit event' : 'Create event';
  await screen.findByRole('heading', { level: 1, name: heading });
  return { user, ...view };
}

/** An event as the mock API answers it, read through the API like the app does (sign in first). */
export async function demoEvent(id: number): Promise<Event> {
  return api.get(`events/${id}/`).json<Event>();
}

/** A control by its label; the label may carry the required mark. */
export function control<T extends HTMLElement = HTMLInputElement>(label: string): T {
  return screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`), { selector: 'input, textarea, select' }) as T;
}

export function queryControl(label: string): HTMLElement | null {
  return screen.queryByLabelText(new RegExp(`^${escape(label)}( \\*)?$`), { selector: 'input, textarea, select' });
}

/** Date and time inputs take whole values, as a browser's picker gives them. */
export function pick(label: string, value: string): void {
  fireEvent.change(control(label), { target: { value } });
}

export function team(name: string): HTMLInputElement {
  return within(screen.getByRole('group', { name: 'Teams' })).getByRole('checkbox', { name }) as HTMLInputElement;
}

/** Values that pass every rule; the address first, so the automatic lookup leaves it alone. */
export async function fillValidForm(user: User): Promise<void> {
  await user.type(control('Event name'), 'River clean-up');
  await user.type(control('Description'), 'Collect rubbish along the Savinja.');
  pick('Start date and time', '2027-05-08T09:00');
  pick('End date and time', '2027-05-08T12:30');
  await user.click(await screen.findByRole('checkbox', { name: 'Environmental' }));
  await user.type(control('Competences'), 'Teamwork,  First aid ,');
  await user.type(control('Address'), 'Savinja riverbank, Celje');
  await user.type(control('Latitude'), '46.2309');
  await user.type(control('Longitude'), '15.2604');
  await user.type(control('People needed'), '12');
}

/** The JSON bodies the app sends to `path` (method and path, e.g. 'POST /api/events/create/'). */
export function recordBodies(call: string): unknown[] {
  const [method, path] = call.split(' ');
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** The reverse-geocoding requests the app makes. */
export function recordGeocodingRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith('https://nominatim.openstreetmap.org/')) requests.push(request.clone());
  });
  return requests;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
