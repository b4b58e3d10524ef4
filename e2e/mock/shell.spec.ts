import { expect, test } from '@playwright/test';

// The SPA on msw, as QA runs it (`npm run dev:mock`).
test('the SPA opens on the sign-in page and reads the service status from the mock API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Service online')).toBeVisible();
});

test('an unknown path goes to the sign-in page', async ({ page }) => {
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the chosen language is kept across a reload', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('Language').selectOption('sl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(page.getByLabel('Jezik')).toHaveValue('sl');
});
