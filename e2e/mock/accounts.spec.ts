import { expect, test } from '@playwright/test';
import {
  approveThroughNgoManagement,
  expectControlCharactersRefused,
  expectGuards,
  expectInvalidAccessTokenRefreshed,
  expectRevokedSessionSentToLogin,
  guardCases,
  newNgo,
  registerAndGetApproved,
  signIn,
  signInThroughForm,
  signOutThroughNavbar,
} from '@/e2e/support/accounts';

// The accounts flows on the mock API (msw in the page, demo data from mocks/demoData.ts).
const ADMIN = { email: 'admin@example.org', password: 'admin12345' };
const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123', name: 'Green Valley Volunteers' };

test('an NGO registers, waits for approval, is approved, signs in, sees its dashboard and signs out', async ({ page }) => {
  const ngo = newNgo('Riverbank Friends');
  await registerAndGetApproved(page, ADMIN, ngo);
  await page.screenshot({ path: 'test-results/mock-ngo-dashboard.png', fullPage: true });

  await signOutThroughNavbar(page);
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/login$/);
});

test("Green Valley's dashboard shows what needs attention today and opens the applications waiting for a decision", async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${GREEN_VALLEY.name}` })).toBeVisible();

  // The demo world: Night Hike Fundraiser is rejected, Community Garden Day waits for review.
  const review = page.getByRole('region', { name: 'Events rejected or waiting for review' });
  await expect(review.getByRole('listitem').first()).toContainText('Night Hike Fundraiser');
  await expect(review.getByRole('listitem').first()).toContainText('Rejected');
  await expect(review.getByRole('link', { name: 'Community Garden Day' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Next events with places left' });
  await expect(upcoming.getByText(/places? left/).first()).toBeVisible();

  await page.screenshot({ path: '/tmp/dashboard-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(upcoming).toBeVisible();
  await page.screenshot({ path: '/tmp/dashboard-360.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await review.getByRole('link', { name: 'Night Hike Fundraiser' }).click();
  await expect(page).toHaveURL(/#\/events\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Night Hike Fundraiser' })).toBeVisible();
  await page.goBack();

  // The card opens the applications screen filtered to the applications waiting for a decision.
  await page.getByRole('link', { name: /Applications waiting for a decision$/ }).click();
  await expect(page).toHaveURL(/#\/applications\?status=applied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(page.getByRole('table').locator('tbody tr').first().locator('.badge')).toHaveText('Applied');
});

test('wrong credentials read "Invalid credentials" and keep the e-mail typed', async ({ page }) => {
  await page.goto('/#/login');
  await signInThroughForm(page, GREEN_VALLEY.email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page.getByLabel('Email')).toHaveValue(GREEN_VALLEY.email);
});

test('the super administrator signs in to /admin/dashboard and signs out', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, /#\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Super Admin')).toBeVisible();
  await page.screenshot({ path: 'test-results/mock-admin-dashboard.png', fullPage: true });
  await signOutThroughNavbar(page);
});

test('every access rule sends each user where the spec says', async ({ page }) => {
  await expectGuards(page, guardCases.signedOut);

  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
  await expectGuards(page, guardCases.ngo);
  await signOutThroughNavbar(page);

  await signIn(page, ADMIN.email, ADMIN.password, /#\/admin\/dashboard$/);
  await expectGuards(page, guardCases.superAdmin);
});

test('an expired session is refreshed without the user noticing; a dead one goes to sign-in', async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
  const tokenBefore = await page.evaluate(() => localStorage.getItem('access_token'));
  await expectInvalidAccessTokenRefreshed(page, GREEN_VALLEY.name);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(tokenBefore);

  await expectRevokedSessionSentToLogin(page);
  expect(await page.evaluate(() => localStorage.getItem('user_type'))).toBeNull();
});

test('Slovenian, chosen while signed in, survives a reload', async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
  await page.getByLabel('Language').selectOption('sl');
  await expect(page.getByRole('button', { name: 'Odjava' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(page.getByRole('button', { name: 'Odjava' })).toBeVisible();
  await page.screenshot({ path: 'test-results/mock-ngo-dashboard-sl.png', fullPage: true });
});

test('the administrator approves a waiting NGO in NGO management, and the NGO can sign in', async ({ page }) => {
  const HARBOUR = { email: 'harbour@example.org', password: 'harbour123', name: 'Harbour Light Foundation' };
  await approveThroughNgoManagement(page, ADMIN, HARBOUR.name, 'test-results/mock-admin-pending-ngos.png');

  await signIn(page, HARBOUR.email, HARBOUR.password, /#\/dashboard$/);
  await expect(page.getByRole('navigation').getByText(HARBOUR.name)).toBeVisible();
});

test('control characters pasted into sign-in and registration are refused before sending, in the reader’s language', async ({ page }) => {
  await expectControlCharactersRefused(page, 'mock');
});
