import { expect, test, type Page } from '@playwright/test';

// Issue 15, point 5 on the mock API's demo world (mocks/demoData.ts): Green Valley's public page,
// read signed out, its public event pages, and the pages of NGOs that are not approved.
const GREEN_VALLEY_ID = 1;
const PENDING_ID = 2; // Harbour Light Foundation
const SUSPENDED_ID = 4; // Celje Community Choir
const SHOTS = '/tmp/shots-public';
// A reader in London (issue 17, decision 7): the event's times in the reader's zone, and its local time in Ljubljana beside them.
test.use({ timezoneId: 'Europe/London' });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a visitor reads Green Valley's public page, opens an upcoming event and comes back", async ({ page }) => {
  await page.goto(`/#/ngos/${GREEN_VALLEY_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Green Valley Volunteers' })).toBeVisible();
  await expect(page.getByText('We care for the rivers, forests and parks of the Savinja valley.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'The organisation in numbers' })).toContainText('4.5');
  const facebook = page.getByRole('link', { name: /^Facebook/ });
  await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/greenvalleyvolunteers');
  await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: '+386 40 123 456' })).toHaveAttribute('href', 'tel:+38640123456');
  await expect(page.getByText('info@greenvalley.example.org')).toHaveCount(0); // the private e-mail
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  await expect(upcoming.getByRole('heading', { level: 3 }).first()).toHaveText('Tree Planting Saturday');
  await expect(upcoming.getByText('50 XP')).toBeVisible();
  await shoot(page, 'ngo-en');

  await upcoming.getByRole('link', { name: 'Tree Planting Saturday' }).click();
  await expect(page).toHaveURL(/#\/explore\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tree Planting Saturday' })).toBeVisible();
  await expect(page.getByText('Nov 28, 2026, 8:00 AM – 2:00 PM', { exact: true })).toBeVisible();
  await expect(page.getByText('Nov 28, 2026, 9:00 AM – 3:00 PM local time (Europe/Ljubljana)')).toBeVisible();
  await expect(page.getByText('18 places left')).toBeVisible();
  await shoot(page, 'event-en');

  await page.getByRole('link', { name: 'Organised by Green Valley Volunteers' }).click();
  await expect(page).toHaveURL(new RegExp(`#/ngos/${GREEN_VALLEY_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Green Valley Volunteers' })).toBeVisible();
});

test('the public pages read in Slovenian', async ({ page }) => {
  await page.goto(`/#/ngos/${GREEN_VALLEY_ID}`);
  await page.getByLabel('Language').selectOption('sl');
  await expect(page.getByRole('region', { name: 'Prihajajoči dogodki' })).toBeVisible();
  await expect(page.getByText('2 oceni', { exact: false })).toBeVisible();
  await expect(page.getByText('Telefon · Volunteer desk')).toBeVisible();
  await shoot(page, 'ngo-sl');
  await page.getByRole('region', { name: 'Prihajajoči dogodki' }).getByRole('link', { name: 'Tree Planting Saturday' }).click();
  await expect(page.getByRole('link', { name: 'Organizator: Green Valley Volunteers' })).toBeVisible();
  await shoot(page, 'event-sl');
});

test('a pending or suspended NGO has no public page', async ({ page }) => {
  for (const id of [SUSPENDED_ID, PENDING_ID]) {
    await page.goto(`/#/ngos/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: "This organisation's page is not available" })).toBeVisible();
  }
  await shoot(page, 'ngo-not-found');
  await page.getByRole('link', { name: /Sign in to the portal/ }).click();
  await expect(page).toHaveURL(/#\/login$/);
});
