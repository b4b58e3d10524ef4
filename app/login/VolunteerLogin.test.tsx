import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REDIRECT_AFTER_LOGIN_MS } from '@/contract/limits';
import { server } from '@/mocks/node';
import { readSession } from '@/queries/session';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 17: #/volunteer/login, the portal sign-in's form with the volunteers' call and `next`.

async function openVolunteerSignIn(path = '/volunteer/login') {
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Volunteer sign in' });
  return app;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The sign-in calls the app sends, by path. */
function recordSignInCalls() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/login/')) paths.push(path);
  });
  return paths;
}

describe('volunteer sign-in (#/volunteer/login)', () => {
  it('has the sign-in form’s labelled fields and links to registration, the events and the organisations’ sign-in', async () => {
    await openVolunteerSignIn('/volunteer/login?next=/explore/5%3Fapply%3D1');

    expect(screen.getByLabelText(/^Email/).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-required')).toBe('true');
    const card = within(screen.getByRole('region', { name: 'Volunteer sign in' }));
    // Registering instead keeps the page the visitor came for.
    expect(card.getByRole('link', { name: 'Register as a volunteer' }).getAttribute('href')).toBe(
      '/volunteer/register?next=%2Fexplore%2F5%3Fapply%3D1',
    );
    expect(card.getByRole('link', { name: 'Find events' }).getAttribute('href')).toBe('/explore');
    expect(card.getByRole('link', { name: 'Organisation sign in' }).getAttribute('href')).toBe('/login');
  });

  it('signs a volunteer in: success message, then #/volunteer after 1 second', async () => {
    const { router } = await openVolunteerSignIn();
    const calls = recordSignInCalls();

    await fillAndSubmit(demoLogins.volunteer.email, demoLogins.volunteer.password);

    await screen.findByText('Login successful! Redirecting…');
    const shownAt = Date.now();
    expect(calls).toEqual(['/api/volunteer/login/']);
    expect(readSession()).toMatchObject({ user_type: 'volunteer' });
    expect(router.state.location.pathname).toBe('/volunteer/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer'), { timeout: 3_000, interval: 10 });
    // SPEC §9: 1 s after the message (noticed up to one poll after it appeared).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(REDIRECT_AFTER_LOGIN_MS - 100);
    expect(router.state.location.href).not.toContain('login'); // replaced, not stacked
    await screen.findByRole('heading', { level: 1, name: 'My applications' });
  });

  it('goes on to `next`, the page the volunteer signed in for, with its search', async () => {
    const { router } = await openVolunteerSignIn('/volunteer/login?next=%2Fexplore%2F5%3Fapply%3D1');

    await fillAndSubmit(demoLogins.volunteer.email, demoLogins.volunteer.password);

    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/5'), { timeout: 3_000 });
    expect(router.state.location.search).toEqual({ apply: 1 });
  });

  it('drops a `next` outside the rule (another site) and goes home instead', async () => {
    const { router } = await openVolunteerSignIn('/volunteer/login?next=https%3A%2F%2Fevil.example%2Fvolunteer');
    expect(router.state.location.search).toEqual({});

    await fillAndSubmit(demoLogins.volunteer.email, demoLogins.volunteer.password);

    await waitFor(() => expect(router.state.location.pathname).toBe('/volunteer'), { timeout: 3_000 });
  });

  it.each([
    ['a wrong password', { ...demoLogins.volunteer, password: 'not the password' }],
    ['an NGO’s sign-in', { email: demoLogins.ngo.email, password: demoLogins.ngo.password }],
  ])('says "Invalid credentials" for %s and stays signed out', async (_case, credentials) => {
    const { router } = await openVolunteerSignIn();

    await fillAndSubmit(credentials.email, credentials.password);

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(credentials.email);
    expect(readSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/volunteer/login');
  });

  it('asks for the missing e-mail and password without sending anything (SPEC §5)', async () => {
    await openVolunteerSignIn();
    const calls = recordSignInCalls();

    await fillAndSubmit('', '');

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([
    ['/volunteer/login?reason=expired', 'Session expired. Please login again.'],
    ['/volunteer/login?reason=logged_out', 'You have been signed out.'],
    ['/volunteer/login?registered=true', 'Your account is ready. Please sign in.'],
  ])('%s explains why the visitor is here', async (path, notice) => {
    await openVolunteerSignIn(path);
    expect(await screen.findByText(notice)).toBeTruthy();
  });
});
