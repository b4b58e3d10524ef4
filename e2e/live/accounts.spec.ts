import {
  expectControlCharactersRefused,
  expectGuards,
  expectInvalidAccessTokenRefreshed,
  expectRevokedSessionSentToLogin,
  guardCases,
  newNgo,
  registerAndGetApproved,
  signIn,
  signOutThroughNavbar,
} from '@/e2e/support/accounts';
import { approveThroughApi, registerThroughApi } from './api';
import { expect, LIVE_ADMIN, test } from './fixtures';

// The accounts flows on the real server and a fresh embedded database.

test('an NGO registers, waits for approval, is approved, signs in, sees its dashboard and signs out', async ({ page, request }) => {
  const ngo = newNgo('Riverbank Friends');
  await registerAndGetApproved(page, LIVE_ADMIN, ngo);
  await page.screenshot({ path: 'test-results/live-ngo-dashboard.png', fullPage: true });

  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  await signOutThroughNavbar(page);
  // Logout revoked the refresh token on the server, not only in the browser.
  const refresh = await request.post('/api/token/refresh/', { data: { refresh: refreshToken } });
  expect(refresh.status()).toBe(401);

  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/login$/);
});

test('the super administrator signs in to /admin/dashboard', async ({ page }) => {
  await signIn(page, LIVE_ADMIN.email, LIVE_ADMIN.password, /#\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await page.screenshot({ path: 'test-results/live-admin-dashboard.png', fullPage: true });
  await signOutThroughNavbar(page);
});

test('every access rule sends each user where the spec says', async ({ page, request }) => {
  const ngo = newNgo('Guarded Trails');
  await registerThroughApi(request, ngo);
  await approveThroughApi(request, ngo.email);

  await expectGuards(page, guardCases.signedOut);
  await signIn(page, ngo.email, ngo.password, /#\/dashboard$/);
  await expectGuards(page, guardCases.ngo);
  await signOutThroughNavbar(page);
  await signIn(page, LIVE_ADMIN.email, LIVE_ADMIN.password, /#\/admin\/dashboard$/);
  await expectGuards(page, guardCases.superAdmin);
});

test('a session whose access token is no longer valid is refreshed; a revoked one goes to sign-in', async ({ page, request }) => {
  const ngo = newNgo('Quiet Refresh');
  await registerThroughApi(request, ngo);
  await approveThroughApi(request, ngo.email);
  await signIn(page, ngo.email, ngo.password, /#\/dashboard$/);

  await expectInvalidAccessTokenRefreshed(page, ngo.email);
  await expectRevokedSessionSentToLogin(page);
});

test('Slovenian survives a reload', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('Language').selectOption('sl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(page.getByLabel('Jezik')).toHaveValue('sl');
  await page.screenshot({ path: 'test-results/live-login-sl.png', fullPage: true });
});

test.describe('a first visit from Slovenia', () => {
  test.use({ visitorCountry: 'SI', locale: 'en-US' });
  test('is shown in Slovenian, guessed from the IP location', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
    await expect(page.getByLabel('Jezik')).toHaveValue('sl');
  });
});

test('control characters pasted into sign-in and registration are refused before sending, in the reader’s language', async ({ page }) => {
  await expectControlCharactersRefused(page, 'live');
});
