import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GREEN_VALLEY_NGO_ID } from '@/mocks/demoData';
import { server } from '@/mocks/node';
import { store } from '@/mocks/store';
import { signIn } from '@/queries/signIn';
import { demoLogins } from '@/app/test/renderApp';
import { renderWithProviders } from '@/app/test/renderWithProviders';
import { ContactsCard } from './ContactsCard';

// Green Valley keeps two contacts in the mock store (mocks/demoData.ts): the public phone of its
// volunteer desk (+38640123456) and a private e-mail address without a name.

async function openCard() {
  await signIn(demoLogins.ngo);
  renderWithProviders(<ContactsCard />);
  await screen.findByRole('list', { name: 'Contacts' });
}

const card = () => screen.getByRole('region', { name: 'Contact information' });
const items = () => within(card()).getAllByRole('listitem');
const form = (name: string) => within(card()).getByRole('form', { name });
const ownContacts = () => store.contacts.filter((contact) => contact.ngo_id === GREEN_VALLEY_NGO_ID);
const failWith = (status: number) => () => HttpResponse.json({ error: 'Internal server error', code: 'internal_error' }, { status });
const save = (within_: HTMLElement) => userEvent.click(within(within_).getByRole('button', { name: 'Save contact' }));
const numberInput = (within_: HTMLElement) => within(within_).getByRole('textbox', { name: /^Phone number/ }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('field__error'))?.textContent;

async function openAdd() {
  await userEvent.click(within(card()).getByRole('button', { name: 'Add contact' }));
  return form('New contact');
}

async function typePhone(added: HTMLElement, number: string, country?: string) {
  if (country !== undefined) await userEvent.selectOptions(within(added).getByRole('combobox', { name: 'Country' }), country);
  await userEvent.clear(numberInput(added));
  if (number) await userEvent.type(numberInput(added), number);
  await save(added);
}

describe('the contact information card', () => {
  it('lists each contact with its type, the phone formatted with a tel: link, the e-mail with a mailto: link, and public or private in words', async () => {
    await openCard();
    expect(items().map((item) => item.textContent)).toEqual([
      'Volunteer desk · Phone+386 40 123 456PublicEditDelete',
      'E-mailinfo@greenvalley.example.orgPrivateEditDelete',
    ]);
    expect(within(card()).getByRole('link', { name: '+386 40 123 456' }).getAttribute('href')).toBe('tel:+38640123456');
    expect(within(card()).getByRole('link', { name: 'info@greenvalley.example.org' }).getAttribute('href')).toBe('mailto:info@greenvalley.example.org');
  });

  it('shows the empty state when there are none', async () => {
    store.contacts = store.contacts.filter((contact) => contact.ngo_id !== GREEN_VALLEY_NGO_ID);
    await signIn(demoLogins.ngo);
    renderWithProviders(<ContactsCard />);
    expect(await within(card()).findByText('No contacts yet')).toBeTruthy();
  });

  it('checks a phone with every SPEC §5 message, offering the registration phone input (US first), then adds it formatted', async () => {
    await openCard();
    const added = await openAdd();
    expect((within(added).getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('phone');
    expect((within(added).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('US');
    expect(within(added).getByText('+1')).toBeTruthy();
    expect((within(added).getByRole('checkbox', { name: 'Show on our public page' }) as HTMLInputElement).checked).toBe(false);

    await save(added);
    await waitFor(() => expect(messageOf(numberInput(added))).toBe('Contact information is required'));
    await typePhone(added, '12345');
    await waitFor(() => expect(messageOf(numberInput(added))).toBe('Phone number is too short. Please include country code and full number.'));
    await userEvent.click(within(card()).getByRole('heading', { name: 'Contact information' })); // leaving the field keeps the message
    expect(messageOf(numberInput(added))).toBe('Phone number is too short. Please include country code and full number.');
    await typePhone(added, '202 555 0123', '');
    await waitFor(() => expect(messageOf(numberInput(added))).toBe('Please select a country code from the dropdown.'));
    await typePhone(added, '000 000 0000', 'US');
    await waitFor(() => expect(messageOf(numberInput(added))).toBe('Please enter a valid phone number for the selected country.'));
    expect(ownContacts()).toHaveLength(2); // nothing was sent

    await userEvent.type(within(added).getByRole('textbox', { name: /^Name/ }), 'Night line');
    await userEvent.click(within(added).getByRole('checkbox', { name: 'Show on our public page' }));
    await typePhone(added, '202 555 0123');
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]!.textContent).toBe('Night line · Phone+1 202 555 0123PublicEditDelete');
    expect(ownContacts()[2]).toMatchObject({ name: 'Night line', contact_type: 'phone', contact_info: '+12025550123', is_public: true });
  });

  it('checks an e-mail with its three messages and keeps a new contact private by default', async () => {
    await openCard();
    const added = await openAdd();
    await userEvent.selectOptions(within(added).getByRole('combobox', { name: 'Type' }), 'E-mail');
    const email = () => within(added).getByRole('textbox', { name: /^E-mail address/ });
    for (const [typed, message] of [
      ['volunteers', 'Email address must contain an @ symbol.'],
      ['volunteers@greenvalley', 'Email address must contain a domain (e.g., .com, .org).'],
      ['volun teers@greenvalley.org', 'Please enter a valid email address format.'],
    ] as const) {
      await userEvent.clear(email());
      await userEvent.type(email(), typed);
      await save(added);
      await waitFor(() => expect(messageOf(email())).toBe(message));
    }
    await userEvent.clear(email());
    await userEvent.type(email(), 'volunteers@greenvalley.org');
    await save(added);
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]!.textContent).toBe('E-mailvolunteers@greenvalley.orgPrivateEditDelete');
  });

  it('edits one contact at a time, cancel restores it, and a save marks it public', async () => {
    await openCard();
    await userEvent.click(within(card()).getByRole('button', { name: 'Edit Volunteer desk' }));
    const desk = form('Edit contact');
    expect((within(desk).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('SI');
    expect(numberInput(desk).value).toBe('040 123 456');
    await userEvent.clear(within(desk).getByRole('textbox', { name: /^Name/ }));

    await userEvent.click(within(card()).getByRole('button', { name: 'Edit info@greenvalley.example.org' }));
    expect(within(card()).getAllByRole('form')).toHaveLength(1);
    expect(items()[0]!.textContent).toContain('Volunteer desk');

    const mail = form('Edit contact');
    await userEvent.click(within(mail).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(card()).getByRole('button', { name: 'Edit info@greenvalley.example.org' }));

    await userEvent.click(within(card()).getByRole('button', { name: 'Edit info@greenvalley.example.org' }));
    await userEvent.click(within(form('Edit contact')).getByRole('checkbox', { name: 'Show on our public page' }));
    await save(form('Edit contact'));
    await waitFor(() => expect(items()[1]!.textContent).toBe('E-mailinfo@greenvalley.example.orgPublicEditDelete'));
    expect(ownContacts()[1]?.is_public).toBe(true);
  });

  it('deletes a contact after confirmation', async () => {
    await openCard();
    await userEvent.click(within(card()).getByRole('button', { name: 'Delete Volunteer desk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact?' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the contact Volunteer desk? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete contact' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(ownContacts().map((contact) => contact.contact_info)).toEqual(['info@greenvalley.example.org']);
  });

  it('says each failure with "Please try again later", keeping what was typed', async () => {
    server.use(
      http.post('/api/portal/contacts/create/', failWith(500)),
      http.put('/api/portal/contacts/:id/', failWith(503)),
      http.delete('/api/portal/contacts/:id/', failWith(500)),
    );
    await openCard();
    const added = await openAdd();
    await typePhone(added, '202 555 0123');
    expect((await within(added).findByRole('alert')).textContent).toBe('Failed to create contact. Please try again later.');
    expect(numberInput(added).value).toBe('202 555 0123');
    await userEvent.click(within(added).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(card()).getByRole('button', { name: 'Edit Volunteer desk' }));
    await save(form('Edit contact'));
    expect((await within(form('Edit contact')).findByRole('alert')).textContent).toBe('Failed to update contact. Please try again later.');
    await userEvent.click(within(form('Edit contact')).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(card()).getByRole('button', { name: 'Delete Volunteer desk' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete contact' }));
    expect((await within(card()).findByRole('alert')).textContent).toBe('Failed to delete contact. Please try again later.');
  });

  it('says a failed list with "Please try again later"', async () => {
    server.use(http.get('/api/portal/contacts/', failWith(500)));
    await signIn(demoLogins.ngo);
    renderWithProviders(<ContactsCard />);
    expect((await within(card()).findByRole('alert')).textContent).toBe('Failed to fetch contact information. Please try again later.');
  });

  it("shows the server's field message translated under its field", async () => {
    server.use(
      http.post('/api/portal/contacts/create/', () =>
        HttpResponse.json(
          { error: 'Validation failed', code: 'validation_failed', fields: { contact_info: ['Please enter a valid phone number for the selected country.'] } },
          { status: 400 },
        ),
      ),
    );
    await openCard();
    const added = await openAdd();
    await typePhone(added, '202 555 0123');
    await waitFor(() => expect(messageOf(numberInput(added))).toBe('Please enter a valid phone number for the selected country.'));
  });

  it('falls back to Phone and E-mail when the type choices fail, and says so quietly', async () => {
    server.use(http.get('/api/portal/contacts/choices/', failWith(500)));
    await openCard();
    const added = await openAdd();
    const type = await within(added).findByRole('combobox', { name: 'Type', description: 'Failed to fetch contact type choices. Showing the default list.' });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['Phone', 'E-mail']);
  });

  it('offers every type the choices call answers', async () => {
    await openCard();
    const added = await openAdd();
    const type = within(added).getByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['Phone', 'E-mail', 'Address', 'Other']));
  });
});
