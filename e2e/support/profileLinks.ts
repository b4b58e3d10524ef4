import { expect, type Locator, type Page } from '@playwright/test';

// Steps of the profile's social media and contact cards (issue 15) for the `mock` and `live`
// projects. They find everything inside the cards by the cards' own headings and labels, so they
// hold whatever else the /profile page shows.

export async function openProfile(page: Page): Promise<void> {
  await page.goto('/#/profile');
  await expect(socialCard(page).getByRole('heading', { name: 'Social media' })).toBeVisible();
  await expect(contactCard(page).getByRole('heading', { name: 'Contact information' })).toBeVisible();
}

export const socialCard = (page: Page): Locator => page.getByRole('region', { name: 'Social media' });
export const contactCard = (page: Page): Locator => page.getByRole('region', { name: 'Contact information' });
const linkForm = (page: Page): Locator => socialCard(page).getByRole('form');
const contactForm = (page: Page): Locator => contactCard(page).getByRole('form');

/** Add a social link, a refused one to another site, then a good one; edit it; delete it. */
export async function addEditAndDeleteASocialLink(page: Page, shots?: (name: string) => Promise<void>): Promise<void> {
  const card = socialCard(page);
  await card.getByRole('button', { name: 'Add link' }).click();
  await linkForm(page).getByLabel(/^Platform/).selectOption('Facebook');
  await linkForm(page).getByLabel(/^Link \(URL\)/).fill('https://twitter.com/greenvalley');
  await linkForm(page).getByRole('button', { name: 'Save link' }).click();
  await expect(linkForm(page).getByText("This link is not on the selected platform's website")).toBeVisible();
  await shots?.('social-add-errors');

  await linkForm(page).getByLabel(/^Platform/).selectOption('LinkedIn');
  await linkForm(page).getByLabel(/^Link \(URL\)/).fill('https://www.linkedin.com/company/greenvalley');
  await linkForm(page).getByRole('button', { name: 'Save link' }).click();
  const added = card.getByRole('link', {
    name: 'https://www.linkedin.com/company/greenvalley (opens in a new tab)',
  });
  await expect(added).toBeVisible();
  await expect(added).toHaveAttribute('target', '_blank');
  await expect(added).toHaveAttribute('rel', 'noopener noreferrer');
  await shots?.('social-list');

  await card.getByRole('button', { name: 'Edit LinkedIn link' }).click();
  await linkForm(page).getByLabel(/^Link \(URL\)/).fill('https://si.linkedin.com/company/greenvalley');
  await shots?.('social-edit');
  await linkForm(page).getByRole('button', { name: 'Save link' }).click();
  await expect(
    card.getByRole('link', {
      name: /^https:\/\/si\.linkedin\.com\/company\/greenvalley/,
    }),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Delete LinkedIn link' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Delete social media link?',
  });
  await expect(dialog).toContainText('Delete the LinkedIn link https://si.linkedin.com/company/greenvalley?');
  await shots?.('social-confirm');
  await dialog.getByRole('button', { name: 'Delete link' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('link', { name: /linkedin/ })).toHaveCount(0);
}

/** A phone contact: too short, then without a country code, then valid and shown formatted; then marked public. */
export async function addAPhoneContactAndMakeItPublic(page: Page, shots?: (name: string) => Promise<void>): Promise<void> {
  const card = contactCard(page);
  await card.getByRole('button', { name: 'Add contact' }).click();
  const form = contactForm(page);
  await expect(form.getByLabel('Type')).toHaveValue('phone');
  await form.getByLabel(/^Name/).fill('Night line');
  const number = form.getByRole('textbox', { name: /^Phone number/ });
  await number.fill('555 01');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(form.getByText('Phone number is too short. Please include country code and full number.')).toBeVisible();
  await shots?.('contact-add-errors');

  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'No country code' });
  await number.fill('202 555 0123');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(form.getByText('Please select a country code from the dropdown.')).toBeVisible();

  await form.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await form.getByRole('button', { name: 'Save contact' }).click();
  const item = card.getByRole('listitem').filter({ hasText: 'Night line' });
  await expect(item.getByRole('link', { name: '+1 202 555 0123' })).toHaveAttribute('href', 'tel:+12025550123');
  await expect(item.getByText('Private', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Edit Night line' }).click();
  await contactForm(page).getByRole('checkbox', { name: 'Show on our public page' }).check();
  await shots?.('contact-edit');
  await contactForm(page).getByRole('button', { name: 'Save contact' }).click();
  await expect(item.getByText('Public', { exact: true })).toBeVisible();
  await shots?.('contact-list');

  await card.getByRole('button', { name: 'Delete Night line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete contact?' });
  await expect(dialog).toContainText('Are you sure you want to delete the contact Night line?');
  await shots?.('contact-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
}
