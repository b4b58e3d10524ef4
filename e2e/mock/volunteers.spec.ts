import { expect, test, type Page } from '@playwright/test';
import { signIn } from '@/e2e/support/accounts';
import { eventCard, openEventsFromNavbar } from '@/e2e/support/events';

// SPEC §2: the volunteers modal of an event card and the view-volunteers dialog of event details,
// on the mock API's demo applications (mocks/demoData.ts).
const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };

test.beforeEach(async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
});

async function openVolunteersOf(page: Page, name: string) {
  await page.getByRole('button', { name: `View volunteers of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Volunteers: ${name}` });
  await expect(dialog.getByRole('list', { name: 'Volunteers' })).toBeVisible();
  return dialog;
}

test('an NGO sees who applied to an event, filters them by status, and closes the modal', async ({ page }) => {
  await openEventsFromNavbar(page);
  const dialog = await openVolunteersOf(page, 'Tree Planting Saturday');
  await expect(dialog.getByRole('status')).toHaveText('6 volunteers');
  await expect(dialog.getByText('Peter "Pero" Novak, Jr.')).toBeVisible();
  await page.screenshot({ path: 'test-results/mock-volunteers-modal.png' });

  await dialog.getByLabel('Status').selectOption('accepted');
  await expect(dialog.getByRole('status')).toHaveText('2 volunteers');
  await expect(dialog.getByRole('listitem')).toHaveText([/Łucja Wiśniewska/, /Ana Novak/]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(eventCard(page, 'Tree Planting Saturday').getByRole('button', { name: /View volunteers/ })).toBeFocused();

  // The same dialog from the event's details, beside "Volunteers: applied / needed".
  await eventCard(page, 'Tree Planting Saturday').getByRole('link', { name: 'View details: Tree Planting Saturday' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tree Planting Saturday' })).toBeVisible();
  await expect(page.getByText('Volunteers: 6 / 20')).toBeVisible();
  await page.screenshot({ path: 'test-results/mock-volunteers-details.png' });
  await expect((await openVolunteersOf(page, 'Tree Planting Saturday')).getByRole('status')).toHaveText('6 volunteers');
});

test('on a phone the dialog of event details shows the fallbacks readably', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/#/events/3');
  const dialog = await openVolunteersOf(page, 'Food Bank Sorting');
  await expect(dialog.getByText('Unknown volunteer')).toBeVisible();
  await expect(dialog.getByText('No e-mail address')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/mock-volunteers-dialog-360.png' });
});
