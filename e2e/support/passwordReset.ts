import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeProblems } from './axe';
import { isNarrow } from './volunteerSide';

// Issue 18's screens, step by step as a person takes them, for the `mock` project (and a live one
// later, with the link read from the server's outbox instead of the mock store): forgot password,
// the reset link's page, the e-mail notifications card, the unsubscribe link, undelivered e-mail.

/**
 * Photographs the page into test-results/password-reset/ (named by project, screen size and step),
 * checks that nothing makes the page scroll sideways, and runs axe on it.
 */
export async function checkScreen(page: Page, step: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const size = isNarrow(page) ? 'phone' : 'desktop';
  await page.screenshot({ path: `test-results/password-reset/${test.info().project.name}-${size}-${step}.png`, fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${step}: sideways scroll`).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeProblems(page);
}

/** From a sign-in page (already open), "Forgot password?" to #/forgot-password. */
export async function followForgotPassword(page: Page, expectedUrl: RegExp): Promise<void> {
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(expectedUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
}

/** Sends #/forgot-password's form for `email`; ends on the neutral confirmation. */
export async function requestResetLink(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address, we have sent a link to reset its password. The link works once, for one hour.')).toBeVisible();
}

/** Types the new password and its confirmation on the reset link's page and sends them. */
export async function setNewPassword(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(confirmation);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

export const INVALID_RESET_LINK = 'This link is invalid or has expired. A password reset link works once, for one hour.';
