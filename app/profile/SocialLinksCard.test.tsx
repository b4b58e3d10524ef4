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
import { SocialLinksCard } from './SocialLinksCard';

// Green Valley keeps two links in the mock store (mocks/demoData.ts): Facebook and Instagram.

async function openCard() {
  await signIn(demoLogins.ngo);
  renderWithProviders(<SocialLinksCard />);
  await screen.findByRole('list', { name: 'Social media links' });
}

const card = () => screen.getByRole('region', { name: 'Social media' });
const items = () => within(card()).getAllByRole('listitem');
const form = (name: RegExp | string) => within(card()).getByRole('form', { name });
const ownLinks = () => store.social_links.filter((link) => link.ngo_id === GREEN_VALLEY_NGO_ID).map((link) => `${link.platform} ${link.url}`);
const failWith = (status: number, body: object) => () => HttpResponse.json(body, { status });

async function fillNew(platform: string, url: string) {
  await userEvent.click(within(card()).getByRole('button', { name: 'Add link' }));
  const added = form('New social media link');
  if (platform) await userEvent.selectOptions(within(added).getByLabelText(/^Platform/), platform);
  if (url) await userEvent.type(within(added).getByLabelText(/^Link \(URL\)/), url);
  await userEvent.click(within(added).getByRole('button', { name: 'Save link' }));
  return added;
}

describe('the social media card', () => {
  it('lists the links with their platform, each opening in a new tab safely', async () => {
    await openCard();
    expect(items().map((item) => item.textContent)).toEqual([
      'Facebookhttps://www.facebook.com/greenvalleyvolunteers (opens in a new tab)EditDelete',
      'Instagramhttps://www.instagram.com/greenvalleyvolunteers/ (opens in a new tab)EditDelete',
    ]);
    const link = within(card()).getByRole('link', { name: 'https://www.facebook.com/greenvalleyvolunteers (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(items()[0]!.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the empty state when there are none', async () => {
    store.social_links = store.social_links.filter((link) => link.ngo_id !== GREEN_VALLEY_NGO_ID);
    await signIn(demoLogins.ngo);
    renderWithProviders(<SocialLinksCard />);
    expect(await within(card()).findByText('No social media links yet')).toBeTruthy();
  });

  it('adds a link after checking the platform and the address with the server\'s messages', async () => {
    await openCard();
    let added = await fillNew('', '');
    expect(within(added).getByRole('combobox', { name: /^Platform/, description: 'Platform is required' })).toBeTruthy();
    expect(within(added).getByRole('textbox', { name: /^Link/, description: /URL is required/ })).toBeTruthy();

    await userEvent.selectOptions(within(added).getByLabelText(/^Platform/), 'Facebook');
    await userEvent.type(within(added).getByLabelText(/^Link/), 'https://twitter.com/x');
    await userEvent.click(within(added).getByRole('button', { name: 'Save link' }));
    await within(added).findByText("This link is not on the selected platform's website");
    await userEvent.click(within(card()).getByRole('heading', { name: 'Social media' })); // leaving the field keeps the message
    expect(within(added).getByText("This link is not on the selected platform's website")).toBeTruthy();

    await userEvent.clear(within(added).getByLabelText(/^Link/));
    await userEvent.type(within(added).getByLabelText(/^Link/), 'ftp://facebook.com/x');
    await userEvent.click(within(added).getByRole('button', { name: 'Save link' }));
    await within(added).findByText('Please enter a valid URL (starting with http:// or https://)');
    expect(ownLinks()).toHaveLength(2); // nothing was sent

    await userEvent.selectOptions(within(added).getByLabelText(/^Platform/), 'YouTube');
    await userEvent.clear(within(added).getByLabelText(/^Link/));
    await userEvent.type(within(added).getByLabelText(/^Link/), 'https://youtu.be/greenvalley');
    await userEvent.click(within(added).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(ownLinks()).toContain('youtube https://youtu.be/greenvalley');
    expect(within(card()).queryByRole('form')).toBeNull();
    added = items()[2]!;
    expect(added.textContent).toContain('YouTube');
  });

  it("shows the server's refusal of an unsupported platform under the platform, translated", async () => {
    server.use(
      http.post('/api/portal/social-media/create/', failWith(400, { error: 'Validation failed', code: 'validation_failed', fields: { platform: ['Only use supported platforms.'] } })),
    );
    await openCard();
    const added = await fillNew('TikTok', 'https://www.tiktok.com/@greenvalley');
    expect(await within(added).findByRole('combobox', { name: /^Platform/, description: 'Only use supported platforms.' })).toBeTruthy();
    expect((within(added).getByLabelText(/^Link/) as HTMLInputElement).value).toBe('https://www.tiktok.com/@greenvalley'); // kept
  });

  it('translates the duplicate and says a failure with "Please try again later", keeping what was typed', async () => {
    await openCard();
    const added = await fillNew('Facebook', 'https://www.facebook.com/greenvalleyvolunteers');
    expect((await within(added).findByRole('alert')).textContent).toBe('This link is already in your social media links');

    server.use(http.post('/api/portal/social-media/create/', failWith(500, { error: 'Internal server error', code: 'internal_error' })));
    await userEvent.clear(within(added).getByLabelText(/^Link/));
    await userEvent.type(within(added).getByLabelText(/^Link/), 'https://fb.com/gv');
    await userEvent.click(within(added).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(within(added).getByRole('alert').textContent).toBe('Failed to create social media link. Please try again later.'));
    expect((within(added).getByLabelText(/^Link/) as HTMLInputElement).value).toBe('https://fb.com/gv');
  });

  it('edits one link at a time; cancel restores the saved link; save changes it', async () => {
    await openCard();
    await userEvent.click(within(card()).getByRole('button', { name: 'Edit Facebook link' }));
    const facebook = form('Edit the Facebook link');
    await userEvent.clear(within(facebook).getByLabelText(/^Link/));
    await userEvent.type(within(facebook).getByLabelText(/^Link/), 'https://www.facebook.com/changed');

    // Opening another closes the first, draft and all.
    await userEvent.click(within(card()).getByRole('button', { name: 'Edit Instagram link' }));
    expect(within(card()).getAllByRole('form')).toHaveLength(1);
    expect(within(card()).getByText('https://www.facebook.com/greenvalleyvolunteers')).toBeTruthy();

    const instagram = form('Edit the Instagram link');
    await userEvent.clear(within(instagram).getByLabelText(/^Link/));
    await userEvent.type(within(instagram).getByLabelText(/^Link/), 'https://instagram.com/gv_new');
    await userEvent.click(within(instagram).getByRole('button', { name: 'Cancel' }));
    expect(within(card()).getByText('https://www.instagram.com/greenvalleyvolunteers/')).toBeTruthy();
    expect(document.activeElement).toBe(within(card()).getByRole('button', { name: 'Edit Instagram link' }));

    await userEvent.click(within(card()).getByRole('button', { name: 'Edit Instagram link' }));
    const again = form('Edit the Instagram link');
    expect((within(again).getByLabelText(/^Link/) as HTMLInputElement).value).toBe('https://www.instagram.com/greenvalleyvolunteers/');
    await userEvent.clear(within(again).getByLabelText(/^Link/));
    await userEvent.type(within(again).getByLabelText(/^Link/), 'https://instagram.com/gv_new');
    await userEvent.click(within(again).getByRole('button', { name: 'Save link' }));
    await within(card()).findByText('https://instagram.com/gv_new');
    expect(ownLinks()).toContain('instagram https://instagram.com/gv_new');
  });

  it('says an update failure with "Please try again later"', async () => {
    server.use(http.put('/api/portal/social-media/:id/', failWith(500, { error: 'Internal server error', code: 'internal_error' })));
    await openCard();
    await userEvent.click(within(card()).getByRole('button', { name: 'Edit Facebook link' }));
    await userEvent.click(within(form('Edit the Facebook link')).getByRole('button', { name: 'Save link' }));
    expect((await within(card()).findByRole('alert')).textContent).toBe('Failed to update social media link. Please try again later.');
  });

  it('deletes a link after confirmation, and not when cancelled', async () => {
    await openCard();
    await userEvent.click(within(card()).getByRole('button', { name: 'Delete Facebook link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete social media link?' });
    expect(dialog.textContent).toContain('Delete the Facebook link https://www.facebook.com/greenvalleyvolunteers? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ownLinks()).toHaveLength(2);

    await userEvent.click(within(card()).getByRole('button', { name: 'Delete Facebook link' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete social media link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(ownLinks()).toEqual(['instagram https://www.instagram.com/greenvalleyvolunteers/']);
  });

  it('says a delete failure with "Please try again later"', async () => {
    server.use(http.delete('/api/portal/social-media/:id/', failWith(500, { error: 'Internal server error', code: 'internal_error' })));
    await openCard();
    await userEvent.click(within(card()).getByRole('button', { name: 'Delete Instagram link' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete link' }));
    expect((await within(card()).findByRole('alert')).textContent).toBe('Failed to delete social media link. Please try again later.');
    expect(items()).toHaveLength(2);
  });

  it('says a failed list with "Please try again later" and offers to try again', async () => {
    server.use(http.get('/api/portal/social-media/', failWith(500, { error: 'Internal server error', code: 'internal_error' })));
    await signIn(demoLogins.ngo);
    renderWithProviders(<SocialLinksCard />);
    expect((await within(card()).findByRole('alert')).textContent).toBe('Failed to fetch social media links. Please try again later.');
    server.resetHandlers();
    await userEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    await within(card()).findByRole('list', { name: 'Social media links' });
  });

  it('falls back to the five platforms when the choices fail, and says so quietly', async () => {
    server.use(http.get('/api/portal/social-media/choices/', failWith(500, { error: 'Internal server error', code: 'internal_error' })));
    await openCard();
    await userEvent.click(within(card()).getByRole('button', { name: 'Add link' }));
    const select = await within(card()).findByRole('combobox', {
      name: /^Platform/,
      description: 'Failed to fetch social media platform choices. Showing the default list.',
    });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a platform',
      'Facebook',
      'Instagram',
      'LinkedIn',
      'TikTok',
      'YouTube',
    ]);
  });
});
