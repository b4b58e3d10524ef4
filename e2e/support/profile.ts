import { expect, type Locator, type Page } from '@playwright/test';

// Steps of the /profile screen (issue 15) for the `mock` and `live` projects, driven as an NGO user
// would: navbar, figures, the organisation card's edit mode.

export async function openProfileFromNavbar(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/#\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NGO Profile' })).toBeVisible();
  await expect(page).toHaveTitle('NGO Profile');
}

export const organisationCard = (page: Page): Locator => page.getByRole('region', { name: 'Organisation information' });

/** A figure card's value ('4.5', 'No ratings yet') by its label ('Average rating'). */
export const figureOf = (page: Page, label: string): Locator =>
  page.getByRole('list', { name: 'Profile figures' }).getByRole('listitem').filter({ hasText: label }).locator('.stat-card__count');

export type OrganisationTexts = { name: string; about: string; history: string; contact_person_bio: string };

const FIELD_LABELS: Record<keyof OrganisationTexts, RegExp> = {
  name: /^Organization name/,
  about: /^About$/,
  history: /^History$/,
  contact_person_bio: /^Contact person bio$/,
};

/** The card in view mode shows these texts (an empty one as "Not added yet"). */
export async function expectOrganisation(page: Page, texts: OrganisationTexts): Promise<void> {
  const card = organisationCard(page);
  for (const [field, label] of Object.entries({ name: 'Organization name', about: 'About', history: 'History', contact_person_bio: 'Contact person bio' })) {
    const fact = card.locator('.profile-organisation__fact').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
    await expect(fact).toHaveText(texts[field as keyof OrganisationTexts] || 'Not added yet');
  }
}

/** Opens the edit mode and types these texts over the saved ones. */
export async function typeOrganisation(page: Page, texts: Partial<OrganisationTexts>): Promise<void> {
  const card = organisationCard(page);
  if (await card.getByRole('button', { name: 'Edit' }).isVisible()) await card.getByRole('button', { name: 'Edit' }).click();
  await expect(card.getByLabel(FIELD_LABELS.name)).toBeFocused();
  for (const [field, text] of Object.entries(texts)) await card.getByLabel(FIELD_LABELS[field as keyof OrganisationTexts]).fill(text);
}

/** Edits, cancels: the saved texts come back. */
export async function editOrganisationAndCancel(page: Page, saved: OrganisationTexts): Promise<void> {
  await typeOrganisation(page, { name: `${saved.name} (draft)`, about: 'A text nobody saves.' });
  await organisationCard(page).getByRole('button', { name: 'Cancel' }).click();
  await expectOrganisation(page, saved);
  await expect(organisationCard(page).getByRole('button', { name: 'Edit' })).toBeFocused();
}

/** Edits and saves; the card, the navbar and (after a reload) the server have the new texts. */
export async function editOrganisationAndSave(page: Page, next: OrganisationTexts): Promise<void> {
  await typeOrganisation(page, next);
  await organisationCard(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organisation information saved.')).toBeVisible();
  await expectOrganisation(page, next);
  await expect(page.getByRole('navigation').getByText(next.name, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'NGO Profile' })).toBeVisible();
  await expectOrganisation(page, next);
}

/** The blank name is refused in the browser with the spec's message. */
export async function refuseBlankName(page: Page): Promise<void> {
  await typeOrganisation(page, { name: '   ' });
  await organisationCard(page).getByRole('button', { name: 'Save' }).click();
  await expect(organisationCard(page).getByText('Organization name is required')).toBeVisible();
  await expect(organisationCard(page).getByLabel(FIELD_LABELS.name)).toBeFocused();
  await organisationCard(page).getByRole('button', { name: 'Cancel' }).click();
}
