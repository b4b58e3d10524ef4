import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/queries/signIn';
import { signInVolunteer } from '@/queries/volunteer';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 17, point 5: the header of the pages anyone reads, by who reads them.

async function headerAt(path: string) {
  renderAppAt(path);
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }));
}

describe('the public pages’ header', () => {
  it('offers a signed-out visitor the events, the volunteer sign-in and registration', async () => {
    const nav = await headerAt('/explore');

    expect(nav.getByRole('link', { name: 'Explore events' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Volunteer sign in' }).getAttribute('href')).toBe('/volunteer/login');
    expect(nav.getByRole('link', { name: 'Register as a volunteer' }).getAttribute('href')).toBe('/volunteer/register');
    expect(nav.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('brings a visitor who signs in from the volunteer sign-in page back to the page they came for', async () => {
    const nav = await headerAt('/volunteer/login?next=%2Fexplore%2F4');

    expect(nav.getByRole('link', { name: 'Register as a volunteer' }).getAttribute('href')).toBe('/volunteer/register?next=%2Fexplore%2F4');
  });

  it('gives a signed-in volunteer their own navbar', async () => {
    await signInVolunteer(demoLogins.volunteer);
    const nav = await headerAt('/explore');

    expect(nav.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/volunteer');
    expect(await nav.findByText(demoLogins.volunteer.name)).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Volunteer sign in' })).toBeNull();
  });

  it.each([
    ['NGO staff', demoLogins.ngo, '/dashboard'],
    ['the administrator', demoLogins.admin, '/admin/dashboard'],
  ])('gives %s a link to their home', async (_who, login, home) => {
    await signIn(login);
    const nav = await headerAt('/explore');

    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(home);
    expect(nav.queryByRole('link', { name: 'Volunteer sign in' })).toBeNull();
  });

  it.each(['/login', '/register'])('leaves the portal’s %s page as it was: no header navigation', async (path) => {
    renderAppAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
