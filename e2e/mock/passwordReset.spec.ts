import { expect, test, type Page } from '@playwright/test';
import type { MockMail } from '@/mocks/store';
import { signIn, signInThroughForm, signOutThroughNavbar } from '@/e2e/support/accounts';
import { INVALID_RESET_LINK, checkScreen, followForgotPassword, requestResetLink, setNewPassword } from '@/e2e/support/passwordReset';
import { SCREENS, openFromVolunteerNavbar, signInAsVolunteer, signOutVolunteer } from '@/e2e/support/volunteerSide';

// Issue 18 on the mock API's demo world (mocks/demoData.ts), as QA runs it, on a 360 px phone and a
// desktop: a forgotten password reset by the e-mailed link (read from the mock store's outbox, which
// lives in the tab's sessionStorage), the e-mail notifications card and the unsubscribe link, and
// the administrator's undelivered e-mail.

const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };
const ANA = { email: 'ana.novak@example.org', password: 'helping123' };
const ADMIN = { email: 'admin@example.org', password: 'admin12345' };
const NEW_PASSWORD = 'a brand new password 42';

/** The messages the mock API "sent": the store is the tab's sessionStorage (mocks/store.ts `mock-api-store`). */
async function outbox(page: Page): Promise<MockMail[]> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('mock-api-store') ?? '{}') as { outbox?: MockMail[] }).outbox ?? []);
}

/** The link of the last password reset e-mail to `email`: `#/reset-password?token=…`. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  const mails = (await outbox(page)).filter((mail) => mail.kind === 'password_reset' && mail.recipient === email);
  expect(mails, `a reset e-mail to ${email}`).not.toHaveLength(0);
  const link = mails.at(-1)!.link!;
  expect(link).toMatch(/^#\/reset-password\?token=[\w-]+$/);
  return link;
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    test('an NGO resets a forgotten password from the sign-in page, signs in with it, and the used link is refused', async ({ page }) => {
      await page.goto('/#/login');
      // A fresh context starts msw's worker first: slow on a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
      await checkScreen(page, '01-login');
      await followForgotPassword(page, /#\/forgot-password$/);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await checkScreen(page, '02-forgot-password-required');

      await requestResetLink(page, GREEN_VALLEY.email);
      await checkScreen(page, '03-forgot-password-sent');
      const link = await resetLinkFor(page, GREEN_VALLEY.email);

      await page.goto(`/${link}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await checkScreen(page, '04-reset-password');
      await setNewPassword(page, NEW_PASSWORD, 'something else 42');
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await expect(page.getByLabel(/^New password/)).toHaveValue(NEW_PASSWORD); // nothing typed is lost
      await checkScreen(page, '05-reset-password-mismatch');

      await setNewPassword(page, NEW_PASSWORD);
      await expect(page.getByText('Your password has been changed. You can sign in with your new password now.')).toBeVisible();
      await checkScreen(page, '06-reset-password-done');
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/#\/login$/);

      // The old password no longer works; the new one does.
      await signInThroughForm(page, GREEN_VALLEY.email, GREEN_VALLEY.password);
      await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
      await signInThroughForm(page, GREEN_VALLEY.email, NEW_PASSWORD);
      await expect(page.getByText('Login successful! Redirecting…')).toBeVisible();
      await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 5_000 });

      // The same link again, signed in or not: it was used.
      await page.goto(`/${link}`);
      await setNewPassword(page, 'yet another password 42');
      await expect(page.getByRole('alert')).toHaveText(INVALID_RESET_LINK);
      await expect(page.getByRole('heading', { level: 1, name: 'Link invalid or expired' })).toBeVisible();
      await checkScreen(page, '07-reset-password-used');
      await page.getByRole('link', { name: 'Request a new link' }).click();
      await expect(page).toHaveURL(/#\/forgot-password$/);
    });

    test('a volunteer resets theirs from the volunteer sign-in and is sent back there', async ({ page }) => {
      await page.goto('/#/volunteer/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Volunteer sign in' })).toBeVisible({ timeout: 20_000 });
      await followForgotPassword(page, /#\/forgot-password\?from=volunteer$/);
      await requestResetLink(page, ANA.email);
      await checkScreen(page, '08-forgot-password-volunteer-sent');

      await page.goto(`/${await resetLinkFor(page, ANA.email)}`);
      await setNewPassword(page, NEW_PASSWORD);
      await expect(page.getByText(/^Your password has been changed/)).toBeVisible();
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/#\/volunteer\/login$/);
      await signInAsVolunteer(page, { email: ANA.email, password: NEW_PASSWORD }, /#\/volunteer$/);
    });

    test('an NGO and a volunteer turn e-mail notifications off on their profile; an unsubscribe link does it without signing in', async ({ page }) => {
      await page.goto('/#/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
      await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
      await page.getByRole('navigation').getByRole('link', { name: 'Profile', exact: true }).click();
      const card = page.getByRole('region', { name: 'E-mail notifications' });
      const emailSwitch = card.getByRole('switch', { name: 'Send me e-mail notifications' });
      await expect(emailSwitch).toBeChecked();
      await expect(card.getByText(/^Security e-mail, such as password reset links/)).toBeVisible();
      await checkScreen(page, '09-ngo-profile-notifications');

      await emailSwitch.click();
      await expect(page.getByRole('status').filter({ hasText: 'E-mail notifications are off.' })).toBeVisible();
      await page.reload();
      await expect(emailSwitch).not.toBeChecked();
      await signOutThroughNavbar(page);

      await page.goto('/#/volunteer/login');
      await signInAsVolunteer(page, ANA, /#\/volunteer$/);
      await openFromVolunteerNavbar(page, 'Profile', 'My profile');
      await expect(emailSwitch).toBeChecked();
      await checkScreen(page, '10-volunteer-profile-notifications');
      await signOutVolunteer(page);

      // The unsubscribe link of an e-mail Ana received (the demo's outbox), opened signed out.
      const unsubscribe = (await outbox(page)).find((mail) => mail.recipient === ANA.email && mail.link?.startsWith('#/unsubscribe?'))!.link!;
      await page.goto(`/${unsubscribe}`);
      await expect(page.getByRole('heading', { level: 1, name: 'E-mail notifications' })).toBeVisible();
      await checkScreen(page, '11-unsubscribe');
      await page.getByRole('button', { name: 'Turn off e-mail notifications' }).click();
      await expect(page.getByText('E-mail notifications are turned off.')).toBeVisible();
      await expect(page.getByText('Security e-mail, such as password reset links and account suspension notices, will still arrive.')).toBeVisible();
      await checkScreen(page, '12-unsubscribe-done');

      await page.goto('/#/volunteer/login');
      await signInAsVolunteer(page, ANA, /#\/volunteer$/);
      await openFromVolunteerNavbar(page, 'Profile', 'My profile');
      await expect(emailSwitch).not.toBeChecked();
    });

    test('the administrator finds undelivered e-mail in the navigation, filters it and retries a message', async ({ page }) => {
      await page.goto('/#/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
      await signIn(page, ADMIN.email, ADMIN.password, /#\/admin\/dashboard$/);
      await page.getByRole('navigation').getByRole('link', { name: 'E-mail', exact: true }).click();
      await expect(page).toHaveURL(/#\/admin\/mail$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Undelivered e-mail' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(3);
      await checkScreen(page, '13-admin-mail');

      const jane = page.getByRole('article', { name: 'You are on the waitlist for “Tree Planting Saturday”' });
      await jane.getByRole('button', { name: /^Retry/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The message to jane.doe@example.org is queued again.' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(2);

      await page.getByRole('button', { name: 'Waiting to be sent' }).click();
      await expect(page).toHaveURL(/#\/admin\/mail\?status=pending$/);
      await expect(jane).toBeVisible();
      await expect(jane.getByText('Waiting to be sent', { exact: true })).toBeVisible();
      await checkScreen(page, '14-admin-mail-pending');

      // The administrator has no profile page: their own e-mail switch is on this one.
      const own = page.getByRole('region', { name: 'E-mail notifications' }).getByRole('switch', { name: 'Send me e-mail notifications' });
      await expect(own).toBeChecked();
      await own.click();
      await expect(page.getByRole('status').filter({ hasText: 'E-mail notifications are off.' })).toBeVisible();
    });
  });
}
