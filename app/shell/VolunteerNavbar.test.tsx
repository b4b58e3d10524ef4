import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { readSession } from '@/queries/session';
import { signInVolunteer, volunteerKeys } from '@/queries/volunteer';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

describe('volunteer navbar (issue 17, point 3)', () => {
  it('offers explore events, my applications, profile and certificate, names the volunteer and marks the current page', async () => {
    await signInVolunteer(demoLogins.volunteer);
    renderAppAt('/volunteer/profile');

    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Explore events' }).getAttribute('href')).toBe('/explore');
    expect(nav.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/volunteer');
    expect(nav.getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe('/volunteer/certificate');
    expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    // The area's home is current only on itself, not on every page below it.
    expect(nav.getByRole('link', { name: 'My applications' }).getAttribute('aria-current')).toBeNull();
    expect(await nav.findByText(demoLogins.volunteer.name)).toBeTruthy(); // GET /api/volunteer/me/
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('marks My applications on #/volunteer', async () => {
    await signInVolunteer(demoLogins.volunteer);
    renderAppAt('/volunteer');

    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'My applications' }).getAttribute('aria-current')).toBe('page');
  });

  it('logs a volunteer out to the volunteer sign-in: session and cached data gone, the server told', async () => {
    const session = await signInVolunteer(demoLogins.volunteer);
    let revoked: unknown;
    server.use(
      http.post('/api/token/logout/', async ({ request }) => {
        revoked = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router, queryClient } = renderAppAt('/volunteer');
    await screen.findByText(demoLogins.volunteer.name);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    await screen.findByText('You have been signed out.');
    expect(router.state.location.pathname).toBe('/volunteer/login');
    expect(router.state.location.search).toEqual({ reason: 'logged_out' });
    expect(readSession()).toBeNull();
    expect(queryClient.getQueryData(volunteerKeys.profile())).toBeUndefined();
    await waitFor(() => expect(revoked).toEqual({ refresh: session.refresh_token }));

    await router.navigate({ to: '/volunteer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer/login'));
  });
});
