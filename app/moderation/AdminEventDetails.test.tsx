import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

async function openAsAdmin(path: string, heading: string) {
  await signIn(demoLogins.admin);
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

const event = (id: number) => store.events.find((candidate) => candidate.id === id)!;
const valueOf = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('admin event details (SPEC §2 /admin/events/{id})', () => {
  it("shows any NGO's event with its organiser, review dates and the decisions its status allows", async () => {
    await openAsAdmin('/admin/events/10', 'Dog Walking Morning');

    expect(within(valueOf('Organiser')).getByRole('link', { name: 'Paws of Savinja' }).getAttribute('href')).toBe(
      '/admin/ngos?search=Paws+of+Savinja',
    );
    expect(valueOf('Reviewed').textContent).toBe('N/A');
    expect(valueOf('Location').textContent).toContain('Zavetišče Žalec');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/admin/events/10/edit');
    expect(screen.getAllByRole('button', { name: /^(Approve|Reject|Publish):/ }).map((button) => button.textContent)).toEqual([
      'Approve',
      'Reject',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Approve: Dog Walking Morning' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Approve event' })).getByRole('button', { name: 'Approve' }));
    // The page follows the decision: approved, and now it can be published.
    expect(await screen.findByRole('button', { name: 'Publish: Dog Walking Morning' })).toBeTruthy();
    expect(screen.getByText('Approved', { selector: '.badge' })).toBeTruthy();
    expect(valueOf('Reviewed').querySelector('time')).not.toBeNull();
  });

  it("lists a series' dates from the administrator's own list and links them to their details", async () => {
    await openAsAdmin('/admin/events/7', 'Weekly Reading Club');
    expect(screen.getByRole('link', { name: 'View original event' }).getAttribute('href')).toBe('/admin/events/6');
    await userEvent.click(screen.getByRole('button', { name: 'View series' }));
    const dates = await screen.findByRole('list', { name: 'Dates in this series' });
    expect(within(dates).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/events/6',
      '/admin/events/7',
      '/admin/events/8',
      '/admin/events/9',
    ]);
  });

  it('says so for an event that does not exist', async () => {
    await openAsAdmin('/admin/events/999', 'Event not found');
    expect(screen.getByRole('link', { name: /Back to event moderation/ }).getAttribute('href')).toBe('/admin/events');
  });
});

describe('admin edit (SPEC §2 /admin/events/{id}/edit: the NGO form, in any state)', () => {
  it('edits a published event with the prefilled form; the status stays and the page returns to the event', async () => {
    const { router } = await openAsAdmin('/admin/events/5/edit', 'Edit event');
    const name = screen.getByRole('textbox', { name: /^Event name/ });
    expect((name as HTMLInputElement).value).toBe('Tree Planting Saturday');

    await userEvent.clear(name);
    await userEvent.type(name, 'Tree Planting Saturday (new meeting point)');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Event updated successfully! Redirecting…')).toBeTruthy();
    expect(event(5)).toMatchObject({ eventName: 'Tree Planting Saturday (new meeting point)', status: 'published', organized_by: 1 });
    // SPEC §2: to the list, then the event after the 100 ms hop.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/events/5'), { timeout: 4000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tree Planting Saturday (new meeting point)' })).toBeTruthy();
  });

  it("shows the form's rules as the NGO sees them and keeps what was typed", async () => {
    await openAsAdmin('/admin/events/3/edit', 'Edit event');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Event name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toBe('Event name is required');
    expect(event(3).eventName).toBe('Food Bank Sorting');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin/events/3');
  });
});
