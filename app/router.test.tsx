import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { signIn } from '@/queries/signIn';
import { readSession } from '@/queries/session';
import { signInVolunteer } from '@/queries/volunteer';
import { App } from './App';
import { createAppRouter } from './router';
import { demoLogins, renderAppAt } from './test/renderApp';
import { createTestQueryClient } from './test/renderWithProviders';

function openAt(hash: string) {
  window.location.hash = hash;
  const queryClient = createTestQueryClient();
  const router = createAppRouter({ queryClient });
  render(<App router={router} queryClient={queryClient} />);
  return router;
}

/** Opens `path` and waits until the guards have settled on where the user ends up. */
async function landingOf(path: string): Promise<string> {
  return (await landingLocationOf(path)).pathname;
}

/** The same, with the search the guards gave the destination. */
async function landingLocationOf(path: string) {
  const { router } = renderAppAt(path);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  await waitFor(() => expect(router.state.isLoading).toBe(false));
  return router.state.location;
}

describe('routes', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('sends an unknown path to /login (the route lives after the hash)', async () => {
    const router = openAt('#/no/such/page');

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.location.hash).toBe('#/login');
  });

  it('shows the sign-in page with the language picker and the service status', async () => {
    openAt('#/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    screen.getByRole('combobox', { name: 'Language' });
    await screen.findByText('Service online');
  });
});

describe('access rules (SPEC §2)', () => {
  it.each([
    ['/', '/login'],
    ['/dashboard', '/login'],
    ['/admin', '/login'],
    ['/admin/dashboard', '/login'],
    ['/applications', '/login'],
    ['/no/such/page', '/login'],
    ['/login', '/login'],
    ['/register', '/register'],
  ])('a signed-out visitor asking for %s ends at %s', async (path, destination) => {
    expect(await landingOf(path)).toBe(destination);
  });

  it.each([
    ['/', '/dashboard'],
    ['/dashboard', '/dashboard'],
    ['/applications?status=applied', '/applications'],
    ['/login', '/dashboard'],
    ['/register', '/dashboard'],
    ['/admin', '/dashboard'],
    ['/admin/dashboard', '/dashboard'],
    ['/no/such/page', '/dashboard'],
  ])('an NGO user asking for %s ends at %s', async (path, destination) => {
    await signIn(demoLogins.ngo);
    expect(await landingOf(path)).toBe(destination);
  });

  it.each([
    ['/', '/admin/dashboard'],
    ['/dashboard', '/admin/dashboard'],
    ['/login', '/admin/dashboard'],
    ['/register', '/admin/dashboard'],
    ['/admin', '/admin/dashboard'],
    ['/admin/dashboard', '/admin/dashboard'],
    ['/applications', '/admin/dashboard'],
    ['/no/such/page', '/admin/dashboard'],
  ])('the super administrator asking for %s ends at %s', async (path, destination) => {
    await signIn(demoLogins.admin);
    expect(await landingOf(path)).toBe(destination);
  });
});

describe('an event id in the address is read once, by the route (SPEC §2 /events/{id}, /admin/events/{id})', () => {
  const detailsNotFound = 'This event does not exist, or it belongs to another organisation.';
  it.each([
    ['/events/abc', detailsNotFound],
    ['/events/0', detailsNotFound],
    ['/events/1.5/edit', 'Event not found'],
  ])('an NGO user asking for %s sees the not-found state, with the way back', async (path, message) => {
    await signIn(demoLogins.ngo);
    const { router } = renderAppAt(path);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/events');
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/admin/events/abc', 'No event has this number.'],
    ['/admin/events/-3', 'No event has this number.'],
    ['/admin/events/007/edit', 'Event not found'],
  ])('the super administrator asking for %s sees the not-found state, with the way back to moderation', async (path, message) => {
    await signIn(demoLogins.admin);
    const { router } = renderAppAt(path);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Back to event moderation' }).getAttribute('href')).toBe('/admin/events');
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('session changes outside a navigation', () => {
  it('goes to /login with "Session expired. Please login again." when the session cannot be refreshed', async () => {
    await signIn(demoLogins.ngo);
    server.use(
      http.get('/api/ngo/me/', () =>
        HttpResponse.json({ error: 'Token expired', code: 'unauthenticated' }, { status: 401 }),
      ),
      http.post('/api/token/refresh/', () =>
        HttpResponse.json({ error: 'Invalid or expired refresh token', code: 'invalid_refresh_token' }, { status: 401 }),
      ),
    );

    const { router } = renderAppAt('/dashboard');

    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ reason: 'expired' });
    expect(readSession()).toBeNull();
  });

  it('follows a sign-out made in another tab', async () => {
    await signIn(demoLogins.ngo);
    const { router } = renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: `Welcome, ${demoLogins.ngo.ngoName}` });

    // The other tab cleared the shared storage; this tab hears of it through a storage event.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('access rules of the volunteers’ side (issue 17, decision 2)', () => {
  it.each([
    ['/volunteer', { next: '/volunteer' }],
    ['/volunteer/profile', { next: '/volunteer/profile' }],
    ['/volunteer?page=2', { next: '/volunteer?page=2' }],
  ])('a signed-out visitor asking for %s goes to the volunteer sign-in, which comes back there', async (path, search) => {
    const location = await landingLocationOf(path);
    expect(location.pathname).toBe('/volunteer/login');
    expect(location.search).toEqual(search);
  });

  it.each([
    ['/volunteer/login', '/volunteer/login'],
    ['/volunteer/register', '/volunteer/register'],
    ['/explore', '/explore'],
    ['/dashboard', '/login'], // the NGO and admin areas keep /login
    ['/admin/dashboard', '/login'],
  ])('a signed-out visitor asking for %s ends at %s', async (path, destination) => {
    expect(await landingOf(path)).toBe(destination);
  });

  it.each([
    ['/volunteer', '/dashboard'],
    ['/volunteer/certificate', '/dashboard'],
    ['/volunteer/login', '/dashboard'],
    ['/volunteer/register', '/dashboard'],
  ])('an NGO user asking for %s ends at %s', async (path, destination) => {
    await signIn(demoLogins.ngo);
    expect(await landingOf(path)).toBe(destination);
  });

  it.each([
    ['/volunteer', '/admin/dashboard'],
    ['/volunteer/login', '/admin/dashboard'],
  ])('the super administrator asking for %s ends at %s', async (path, destination) => {
    await signIn(demoLogins.admin);
    expect(await landingOf(path)).toBe(destination);
  });

  it.each([
    ['/login', '/volunteer'],
    ['/register', '/volunteer'],
    ['/volunteer/login', '/volunteer'],
    ['/volunteer/register', '/volunteer'],
    ['/', '/volunteer'],
    ['/dashboard', '/volunteer'],
    ['/events', '/volunteer'],
    ['/events/1', '/volunteer'],
    ['/admin/dashboard', '/volunteer'],
    ['/volunteer/profile', '/volunteer/profile'],
    ['/volunteer/certificate', '/volunteer/certificate'],
    ['/explore', '/explore'],
  ])('a volunteer asking for %s ends at %s', async (path, destination) => {
    await signInVolunteer(demoLogins.volunteer);
    expect(await landingOf(path)).toBe(destination);
  });

  it('sends a volunteer whose session cannot be refreshed to the volunteer sign-in, which comes back to the page', async () => {
    await signInVolunteer(demoLogins.volunteer);
    server.use(
      http.get('/api/volunteer/me/', () => HttpResponse.json({ error: 'Token expired', code: 'unauthenticated' }, { status: 401 })),
      http.post('/api/token/refresh/', () =>
        HttpResponse.json({ error: 'Invalid or expired refresh token', code: 'invalid_refresh_token' }, { status: 401 }),
      ),
    );

    const { router } = renderAppAt('/volunteer/profile');

    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/volunteer/login');
    expect(router.state.location.search).toEqual({ reason: 'expired', next: '/volunteer/profile' });
    expect(readSession()).toBeNull();
  });

  it('follows a volunteer’s sign-out in another tab to the volunteer sign-in', async () => {
    await signInVolunteer(demoLogins.volunteer);
    const { router } = renderAppAt('/volunteer/certificate');
    await screen.findByRole('heading', { level: 1, name: 'Certificate of volunteering' });

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    await screen.findByRole('heading', { level: 1, name: 'Volunteer sign in' });
    expect(router.state.location.search).toEqual({ next: '/volunteer/certificate' });
  });
});

describe('the first page’s routes (issue 32, budgets that hold)', () => {
  it('routes the sign-in page with only its own definition, and every page once the visitor goes on', async () => {
    const { router } = renderAppAt('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(Object.keys(router.routesById).sort()).toEqual(['/login', '__root__']);

    await router.navigate({ to: '/register' });
    await screen.findByRole('heading', { level: 1, name: 'Register your organisation' });
    expect(router.routesById).toHaveProperty('/admin/events/$eventId/edit');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('fetches every route while the sign-in success message shows', async () => {
    const { router } = renderAppAt('/login');
    await userEvent.type(await screen.findByLabelText(/^Email/), demoLogins.ngo.email);
    await userEvent.type(screen.getByLabelText(/^Password/), demoLogins.ngo.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('Login successful! Redirecting…');
    await waitFor(() => expect(router.routesById).toHaveProperty('/_ngo/dashboard'));
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('opens a deep link with its search, without an extra history entry', async () => {
    await signIn(demoLogins.ngo);
    const { router } = renderAppAt('/applications?status=waitlisted');
    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    expect(router.state.location.search).toMatchObject({ status: 'waitlisted' });
    expect(router.history.length).toBe(1); // the second match replaced the first: no extra history entry
  });
});
