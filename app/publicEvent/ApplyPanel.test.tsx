import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { signInVolunteer } from '@/queries/volunteer';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 17, decision 6: Apply on #/explore/{id}, on the msw demo store. Food Bank Sorting (3) has
// places; Shelter Open Day (11) is full. Luka has not applied to Food Bank Sorting, Łucja not to
// the Open Day; Ana's application to Tree Planting Saturday (5) is accepted.

const FOOD_BANK = 3;
const TREE_PLANTING = 5;
const SHELTER_OPEN_DAY = 11;
const LUKA = { email: 'luka.horvat@example.org', password: 'helping123' };
const LUCJA = { email: 'lucja.wisniewska@example.org', password: 'helping123' };

async function openEvent(id: number, search = '') {
  const user = userEvent.setup();
  const app = renderAppAt(`/explore/${id}${search}`);
  // The first page of a file also waits for its code to load.
  const panel = within(await screen.findByRole('region', { name: 'Volunteer for this event' }, { timeout: 5_000 }));
  return { user, panel, ...app };
}

describe('applying on a public event page', () => {
  it('asks a signed-out visitor to sign in or register as a volunteer, both coming back with the form open', async () => {
    const { panel } = await openEvent(FOOD_BANK);

    expect(panel.getByText('Sign in or register as a volunteer to apply for this event.')).toBeTruthy();
    const next = encodeURIComponent(`/explore/${FOOD_BANK}?apply=1`);
    expect(panel.getByRole('link', { name: 'Sign in to apply' }).getAttribute('href')).toBe(`/volunteer/login?next=${next}`);
    expect(panel.getByRole('link', { name: 'Register as a volunteer' }).getAttribute('href')).toBe(`/volunteer/register?next=${next}`);
    expect(panel.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('brings a volunteer who signs in from the event back to it with the form open, ready to type', async () => {
    const { user, panel, router } = await openEvent(FOOD_BANK);

    await user.click(panel.getByRole('link', { name: 'Sign in to apply' }));
    await user.type(await screen.findByLabelText(/^Email/, {}, { timeout: 3_000 }), LUKA.email);
    await user.type(screen.getByLabelText(/^Password/), LUKA.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // SPEC §9: 1 s after the sign-in's success message.
    const message = await screen.findByLabelText('Message to the organisation (optional)', {}, { timeout: 4_000 });
    expect(router.state.location.pathname).toBe(`/explore/${FOOD_BANK}`);
    expect(router.state.location.search).toEqual({ apply: 1 });
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it('lets a volunteer apply with a message, then shows the application as Applied', async () => {
    await signInVolunteer(LUKA);
    const { user, panel, router } = await openEvent(FOOD_BANK);

    await user.click(await panel.findByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toEqual({ apply: 1 });
    await user.type(panel.getByLabelText('Message to the organisation (optional)'), 'I can bring a van.');
    await user.click(panel.getByRole('button', { name: 'Send application' }));

    expect(await panel.findByText('Your application has been sent.')).toBeTruthy();
    expect(panel.getByText('Applied', { selector: '.badge' })).toBeTruthy();
    expect(panel.getByRole('link', { name: 'My applications' }).getAttribute('href')).toBe('/volunteer');
    expect(panel.queryByLabelText('Message to the organisation (optional)')).toBeNull();
    expect(router.state.location.search).toEqual({});
    const sent = store.applications.find((application) => application.event_id === FOOD_BANK && application.volunteer_id === 7);
    expect(sent).toMatchObject({ status: 'applied', message: 'I can bring a van.' });
  });

  it('tells a volunteer before sending that a full event puts the application on its waitlist, and after that it did', async () => {
    await signInVolunteer(LUCJA);
    const { user, panel } = await openEvent(SHELTER_OPEN_DAY);

    expect(await panel.findByText('This event is full: your application will join the waitlist.')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    expect(panel.getByText('This event is full: your application will join the waitlist.')).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Send application' }));

    expect(await panel.findByText('The event is full: you are on the waitlist.')).toBeTruthy();
    expect(panel.getByText('Waitlisted', { selector: '.badge' })).toBeTruthy();
    expect(panel.queryByText('This event is full: your application will join the waitlist.')).toBeNull();
  });

  it('shows a volunteer who applied before their application’s status and date instead of the form', async () => {
    await signInVolunteer(demoLogins.volunteer);
    const { panel } = await openEvent(TREE_PLANTING, '?apply=1');

    expect(await panel.findByText('Accepted', { selector: '.badge' })).toBeTruthy();
    expect(panel.getByText('Applied on Nov 2, 2026')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(panel.queryByLabelText('Message to the organisation (optional)')).toBeNull();
  });

  it.each([
    ['NGO staff', () => signIn(demoLogins.ngo)],
    ['the administrator', () => signIn(demoLogins.admin)],
  ])('tells %s that only volunteers apply, with no button', async (_who, signInAs) => {
    await signInAs();
    const { panel } = await openEvent(FOOD_BANK, '?apply=1');

    expect(panel.getByText(/^Only volunteers apply for events\./)).toBeTruthy();
    expect(panel.queryByRole('button')).toBeNull();
    expect(panel.queryByRole('link')).toBeNull();
  });

  it('shows why applying failed, in the reader’s words, and keeps the message typed', async () => {
    server.use(
      http.post('/api/public/events/:id/apply/', () =>
        HttpResponse.json({ error: 'This event has already ended.', code: 'application_event_ended' }, { status: 409 }),
      ),
    );
    await signInVolunteer(LUKA);
    const { user, panel } = await openEvent(FOOD_BANK, '?apply=1');

    const message = await panel.findByLabelText('Message to the organisation (optional)');
    await user.type(message, 'See you there!');
    await user.click(panel.getByRole('button', { name: 'Send application' }));

    expect((await panel.findByRole('alert')).textContent).toBe('This event has already ended.');
    expect((message as HTMLTextAreaElement).value).toBe('See you there!');
    expect(panel.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });

  it('falls back to the spec-style message when the failure has no text of its own', async () => {
    server.use(http.post('/api/public/events/:id/apply/', () => HttpResponse.error()));
    await signInVolunteer(LUKA);
    const { user, panel } = await openEvent(FOOD_BANK, '?apply=1');

    await user.click(await panel.findByRole('button', { name: 'Send application' }));

    expect((await panel.findByRole('alert')).textContent).toBe('Network error. Please check your connection and try again.');
  });

  it('closes the form on Cancel, leaving nothing sent', async () => {
    await signInVolunteer(LUKA);
    const { user, panel, router } = await openEvent(FOOD_BANK, '?apply=1');

    await user.type(await panel.findByLabelText('Message to the organisation (optional)'), 'Maybe');
    await user.click(panel.getByRole('button', { name: 'Cancel' }));

    expect(await panel.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(router.state.location.search).toEqual({});
    expect(store.applications.some((application) => application.event_id === FOOD_BANK && application.volunteer_id === 7)).toBe(false);
  });
});
