import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_TOKEN_PATTERN } from '@/contract/calendars';
import { store } from '@/mocks/store';
import { ApiRequestError } from '@/queries/ApiRequestError';
import { api } from '@/queries/client';
import { signInVolunteer } from '@/queries/volunteer';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 17, point 4: the volunteer's private calendar feed on #/volunteer/profile, on the mock store
// (contract/calendars.ts): made, shown once, copied, replaced and turned off.

const ana = () => store.volunteers.find((volunteer) => volunteer.email === demoLogins.volunteer.email)!;
const feedCard = () => screen.getByRole('region', { name: 'Calendar feed' });
const linkField = () => within(feedCard()).getByRole('textbox', { name: 'Your calendar link' }) as HTMLTextAreaElement;

async function openProfile() {
  await signInVolunteer(demoLogins.volunteer);
  const app = renderAppAt('/volunteer/profile');
  await within(await screen.findByRole('region', { name: 'Calendar feed' })).findByText('You have no calendar link yet.');
  return { ...app, user: userEvent.setup() };
}

/** What the feed's address answers (the mock serves it to the page's own requests). */
async function feedAnswers(url: string): Promise<number> {
  const path = new URL(url).pathname.replace(/^\/api\//, '');
  return api.get(path).then(
    (response) => response.status,
    (error: unknown) => (error instanceof ApiRequestError ? error.status : -1),
  );
}

describe('the private calendar feed (#/volunteer/profile)', () => {
  it('creates a link and shows it once, with Copy and how to subscribe', async () => {
    const { user, view } = await openProfile();

    await user.click(within(feedCard()).getByRole('button', { name: 'Create a calendar link' }));

    const url = (await within(feedCard()).findByRole('textbox', { name: 'Your calendar link' })) as HTMLTextAreaElement;
    const token = ana().calendar!.token;
    expect(token).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(url.value).toBe(`${window.location.origin}/api/calendar/${token}.ics`);
    expect(url.readOnly).toBe(true);
    expect(document.activeElement).toBe(url);
    expect(within(feedCard()).getByRole('textbox', { description: /as a subscription in Google Calendar .* It is shown only now/ })).toBe(url);
    expect(await feedAnswers(url.value)).toBe(200);

    await user.click(within(feedCard()).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(url.value); // user-event's clipboard
    expect(within(feedCard()).getByRole('status').textContent).toBe('Link copied.');

    // A later visit: the server keeps only the token's hash, so the card says a link is active, not which.
    view.unmount();
    renderAppAt('/volunteer/profile');
    expect(await screen.findByText(/^A calendar link is active since .+\. For your privacy its address was shown only when it was made/)).toBeTruthy();
    expect(within(feedCard()).queryByRole('textbox')).toBeNull();
    expect(within(feedCard()).getByRole('button', { name: 'Replace the link' })).toBeTruthy();
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    const { user } = await openProfile();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(feedCard()).getByRole('button', { name: 'Create a calendar link' }));
    await within(feedCard()).findByRole('textbox', { name: 'Your calendar link' });
    await user.click(within(feedCard()).getByRole('button', { name: 'Copy' }));

    expect(await within(feedCard()).findByText(/^Copying did not work: the link is selected/)).toBeTruthy();
    expect(document.activeElement).toBe(linkField());
  });

  it('replaces the link after asking: a new address, and the old one stops working', async () => {
    const { user } = await openProfile();
    await user.click(within(feedCard()).getByRole('button', { name: 'Create a calendar link' }));
    const first = (await within(feedCard()).findByRole('textbox', { name: 'Your calendar link' }) as HTMLTextAreaElement).value;

    await user.click(within(feedCard()).getByRole('button', { name: 'Replace the link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the calendar link?' });
    expect(within(dialog).getByText(/The current link stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(linkField().value).toBe(first);

    await user.click(within(feedCard()).getByRole('button', { name: 'Replace the link' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Replace the calendar link?' })).getByRole('button', { name: 'Replace the link' }));

    await waitFor(() => expect(linkField().value).not.toBe(first));
    const second = linkField().value;
    expect(second).toBe(`${window.location.origin}/api/calendar/${ana().calendar!.token}.ics`);
    expect(await feedAnswers(first)).toBe(404);
    expect(await feedAnswers(second)).toBe(200);
  });

  it('turns the link off after asking: it stops working and the card offers a new one', async () => {
    const { user } = await openProfile();
    await user.click(within(feedCard()).getByRole('button', { name: 'Create a calendar link' }));
    const url = (await within(feedCard()).findByRole('textbox', { name: 'Your calendar link' }) as HTMLTextAreaElement).value;

    await user.click(within(feedCard()).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ana().calendar).not.toBeNull();

    await user.click(within(feedCard()).getByRole('button', { name: 'Turn off' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Turn off the calendar link?' })).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('The calendar link is turned off.')).toBeTruthy();
    expect(within(feedCard()).getByText('You have no calendar link yet.')).toBeTruthy();
    expect(within(feedCard()).queryByRole('textbox')).toBeNull();
    expect(ana().calendar).toBeNull();
    expect(await feedAnswers(url)).toBe(404);
    await waitFor(() => expect(document.activeElement).toBe(within(feedCard()).getByRole('button', { name: 'Create a calendar link' })));
  });
});
