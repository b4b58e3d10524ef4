import { expect, test } from '@playwright/test';
import { signIn } from '@/e2e/support/accounts';
import { expectDashboardCountsMatchEvents, runModerationLoop } from '@/e2e/support/moderation';

// The super administrator's flows on the mock API (msw in the page, demo data from mocks/demoData.ts).
const ADMIN = { email: 'admin@example.org', password: 'admin12345' };
const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };

test('an NGO submits, the administrator rejects with a reason, the NGO edits and resubmits, the administrator approves and publishes', async ({ page }) => {
  await runModerationLoop(page, { ngo: GREEN_VALLEY, admin: ADMIN }, 'mock');
});

test('the dashboard counts match the demo events', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, /#\/admin\/dashboard$/);
  await expect(page.getByRole('link', { name: '8 Pending review' })).toBeVisible();
  await expect(page.getByRole('link', { name: '18 Total events' })).toBeVisible();
  await expectDashboardCountsMatchEvents(page);
});

test('the administrator reads the dashboard, moderation and NGO management in Slovenian', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, /#\/admin\/dashboard$/);
  await page.getByLabel('Language').selectOption('sl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Admin dashboard');
  await page.screenshot({ path: 'test-results/mock-admin-dashboard-sl.png', fullPage: true });
  await page.getByRole('navigation').getByRole('link').nth(1).click();
  await expect(page.getByRole('button', { name: /^V pregledu \(8\)$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/mock-admin-events-sl.png', fullPage: true });
  await page.getByRole('navigation').getByRole('link').nth(2).click();
  await expect(page.getByRole('article', { name: 'Paws of Savinja' })).toBeVisible();
  await page.screenshot({ path: 'test-results/mock-admin-ngos-sl.png', fullPage: true });
});
