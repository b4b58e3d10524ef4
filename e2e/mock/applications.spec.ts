import { expect, test, type Page } from '@playwright/test';
import { signIn } from '@/e2e/support/accounts';
import {
  applicationRow,
  applicationRows,
  bulkBar,
  detailOf,
  exportApplicationsCsv,
  filterApplications as filterBy,
  openApplicationsFromNavbar,
} from '@/e2e/support/applications';

// Issue 14's applications screen on the mock API (msw in the page, mocks/demoData.ts): Green Valley
// has 17 applications on five events, Tree Planting Saturday's among them, and the ended Autumn
// Leaf Raking with accepted volunteers whose attendance can be marked.
const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };
const TREE_PLANTING = 'Tree Planting Saturday';

test.beforeEach(async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
  await openApplicationsFromNavbar(page);
  await expect(rows(page)).toHaveCount(5);
});

const rows = applicationRows;
const row = (page: Page, name: string, event = TREE_PLANTING) => applicationRow(page, name, event);

test('an NGO filters, accepts one, waitlists two at once, reverts one, reads the details and exports the CSV', async ({ page }) => {
  await filterBy(page, { event: /^Tree Planting Saturday/, status: 'Applied' });
  await expect(page).toHaveURL(/#\/applications\?event=5&status=applied$/);
  await expect(rows(page)).toHaveCount(3);
  await page.screenshot({ path: 'test-results/apps-screen-desktop.png', fullPage: true });

  // Accept one from its row: it leaves the "applied" filter.
  await row(page, 'Luka Horvat').getByRole('button', { name: 'Accept Luka Horvat (Tree Planting Saturday)' }).click();
  await expect(page.getByText('Luka Horvat is accepted.')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  // Waitlist the other two at once with the bulk bar.
  await row(page, 'Žan Kovač').getByRole('checkbox').check();
  await row(page, 'Peter "Pero" Novak, Jr.').getByRole('checkbox').check();
  await expect(bulkBar(page).getByText('2 selected')).toBeVisible();
  await bulkBar(page).getByRole('button', { name: 'Waitlist' }).click();
  // Issue 33: it mails both volunteers, so it asks first.
  await page.getByRole('dialog', { name: 'Waitlist 2 applications?' }).getByRole('button', { name: 'Waitlist' }).click();
  await expect(page.getByText('2 applications updated.')).toBeVisible();
  await expect(page.getByText('No applications match the filter')).toBeVisible();

  // Revert one of them to applied.
  await filterBy(page, { event: /^Tree Planting Saturday/, status: 'Waitlisted' });
  await expect(rows(page)).toHaveCount(3); // Jane Doe was waitlisted before
  await row(page, 'Žan Kovač').getByRole('button', { name: 'Revert Žan Kovač (Tree Planting Saturday) to applied' }).click();
  await expect(page.getByText('Žan Kovač is back to applied.')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  // A reload keeps the filter: it lives in the address.
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, 'Peter "Pero" Novak, Jr.').getByText('Waitlisted')).toBeVisible();

  // The details of one applicant.
  await filterBy(page, { event: /^Tree Planting Saturday/ });
  await expect(rows(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Details of Žan Kovač (Tree Planting Saturday)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Application details' });
  await expect(dialog.getByRole('link', { name: 'zan.kovac@example.org' })).toBeVisible();
  await expect(dialog.getByText('Scout leader from Šempeter.')).toBeVisible();
  await expect(dialog.getByText('June 21, 1999')).toBeVisible();
  await expect(dialog.locator('.badge')).toHaveText('Applied');
  await page.screenshot({ path: 'test-results/apps-screen-details.png' });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // Issue 33: a row says the volunteer wrote; the details show the message whole, on its two lines.
  const luka = row(page, 'Luka Horvat', 'Tree Planting Saturday');
  await expect(luka.getByText('Has a message')).toBeVisible();
  await luka.getByRole('button', { name: 'Details of Luka Horvat (Tree Planting Saturday)' }).click();
  const message = dialog.locator('.application-details__message');
  await expect(message).toHaveText('Hi! I can bring extra gloves.\nIs there parking nearby?');
  expect((await message.boundingBox())!.height).toBeGreaterThan(30); // two lines, not one
  await page.screenshot({ path: 'test-results/apps-screen-message.png' });
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // Export the filtered applications and read the file back: all six, not only the page of five.
  const csv = await exportApplicationsCsv(page);
  expect(csv.fileName).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.bom).toBe(true);
  const { lines } = csv;
  expect(lines[0]).toBe('Name,Email,Event,Event date,Status,Application date,Message');
  expect(lines.slice(1)).toHaveLength(6);
  // The event's start where it happens (Celje, 09:00), then the message: Luka's two lines in one quoted cell (issue 33).
  expect(lines).toContainEqual(expect.stringMatching(/^Žan Kovač,zan\.kovac@example\.org,Tree Planting Saturday,2026-11-28 09:00,Applied,2026-11-13 \d\d:45,$/));
  expect(lines).toContainEqual(expect.stringMatching(/^"Peter ""Pero"" Novak, Jr\.",pero\.novak@example\.org,Tree Planting Saturday,2026-11-28 09:00,Waitlisted,/));
  expect(lines).toContainEqual(
    expect.stringMatching(/^Luka Horvat,luka\.horvat@example\.org,Tree Planting Saturday,2026-11-28 09:00,Accepted,[^,]+,"Hi! I can bring extra gloves\.\nIs there parking nearby\?"$/),
  );
});

test('attendance is marked on the ended event and undone', async ({ page }) => {
  await filterBy(page, { event: /^Autumn Leaf Raking/ });
  await expect(rows(page)).toHaveCount(4);
  const ana = row(page, 'Ana Novak', 'Autumn Leaf Raking');
  await ana.getByRole('button', { name: 'Mark Ana Novak (Autumn Leaf Raking) as attended' }).click();
  await expect(page.getByText('Ana Novak is marked as attended.')).toBeVisible();
  await expect(ana.locator('.badge')).toHaveText('Completed');

  // The other accepted volunteer from the bulk bar, which offers attendance as every selected row takes it.
  const luka = row(page, 'Luka Horvat', 'Autumn Leaf Raking');
  await luka.getByRole('checkbox').check();
  await page.screenshot({ path: 'test-results/apps-screen-attendance.png', fullPage: true });
  await bulkBar(page).getByRole('button', { name: 'Mark attended' }).click();
  await expect(page.getByText('1 application updated.')).toBeVisible();
  await expect(luka.locator('.badge')).toHaveText('Completed');

  await ana.getByRole('button', { name: 'Undo the attendance of Ana Novak (Autumn Leaf Raking)' }).click();
  await expect(page.getByText('The attendance of Ana Novak is undone.')).toBeVisible();
  await expect(ana.locator('.badge')).toHaveText('Accepted');

  // Luka's XP rose by the event's 20 (1210 before).
  await page.getByRole('button', { name: 'Details of Luka Horvat (Autumn Leaf Raking)' }).click();
  await expect(detailOf(page.getByRole('dialog', { name: 'Application details' }), 'Total XP')).toHaveText('1230');
});

test('the table stays usable on a 360 px phone: it scrolls inside its own frame, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(rows(page)).toHaveCount(5);
  const frame = page.getByRole('region', { name: 'Applications' });
  const widths = await frame.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/apps-screen-phone.png', fullPage: true });
  // Scrolled sideways, the row's last action comes within the phone's width.
  const lastAction = rows(page).first().getByRole('button').last();
  expect((await lastAction.boundingBox())!.x).toBeGreaterThan(360);
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(async () => { const box = (await lastAction.boundingBox())!; return box.x + box.width; }).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/apps-screen-phone-scrolled.png', fullPage: true });
});

test('the screen reads in Slovenian, the statuses included', async ({ page }) => {
  await page.getByLabel('Language').selectOption('sl');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijave' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Izvozi CSV' })).toBeVisible();
  await expect(rows(page).first().locator('.badge')).toHaveText('Prijavljeno');
  await expect(page.getByText('Stran 1 od 4')).toBeVisible();
  await page.screenshot({ path: 'test-results/apps-screen-sl.png', fullPage: true });
});
