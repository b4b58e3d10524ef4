import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { signInVolunteer } from '@/queries/volunteer';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 18, point 4: the "E-mail notifications" card on the NGO's #/profile and the volunteer's
// #/volunteer/profile, on the mock API.

const card = () => screen.getByRole('region', { name: 'E-mail notifications' });
const emailSwitch = () => within(card()).getByRole('switch', { name: 'Send me e-mail notifications' }) as HTMLInputElement;
const greenValley = () => store.accounts.find((account) => account.email === demoLogins.ngo.email)!;

async function openCard(path: string) {
  renderAppAt(path);
  await within(await screen.findByRole('region', { name: 'E-mail notifications' })).findByRole('switch');
  return userEvent.setup();
}

describe('the e-mail notifications card', () => {
  it("shows the NGO's preference on #/profile and turns it off and on again, saved at once", async () => {
    await signIn(demoLogins.ngo);
    const user = await openCard('/profile');
    expect(emailSwitch().checked).toBe(true);
    expect(emailSwitch()).toBe(within(card()).getByRole('switch', { description: /Security e-mail, such as password reset links and account suspension notices, always arrives\./ }));

    await user.click(emailSwitch());
    expect(emailSwitch().checked).toBe(false); // at once, while it is saved
    expect(await screen.findByText('E-mail notifications are off.')).toBeTruthy();
    expect(greenValley().email_notifications).toBe(false);

    await user.click(emailSwitch());
    expect(await screen.findByText('E-mail notifications are on.')).toBeTruthy();
    expect(greenValley().email_notifications).toBe(true);
  });

  it("shows a volunteer's own preference on #/volunteer/profile, off for the one who turned it off", async () => {
    await signInVolunteer({ email: 'marko.petek@example.org', password: 'helping123' });
    const user = await openCard('/volunteer/profile');
    expect(emailSwitch().checked).toBe(false);
    await user.click(emailSwitch());
    expect(await screen.findByText('E-mail notifications are on.')).toBeTruthy();
    expect(store.volunteers.find((volunteer) => volunteer.id === 14)?.email_notifications).toBe(true);
  });

  it('puts the switch back and says so when saving fails', async () => {
    server.use(http.put('/api/account/notifications/', () => HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 })));
    await signInVolunteer(demoLogins.volunteer);
    const user = await openCard('/volunteer/profile');

    await user.click(emailSwitch());
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to save your e-mail preference. Please try again later.');
    await waitFor(() => expect(emailSwitch().checked).toBe(true));
  });

  it('says the preference could not be loaded and offers to try again, the rest of the profile shown', async () => {
    let fail = true;
    server.use(
      http.get('/api/account/notifications/', () =>
        fail ? HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 }) : undefined,
      ),
    );
    await signIn(demoLogins.ngo);
    renderAppAt('/profile');
    const region = await screen.findByRole('region', { name: 'E-mail notifications' });
    expect((await within(region).findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe('Failed to load your e-mail preference. Please try again later.');
    expect(screen.getByRole('region', { name: 'Contact information' })).toBeTruthy();

    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(((await within(region).findByRole('switch')) as HTMLInputElement).checked).toBe(true);
  });
});
