import { expect, type Page } from '@playwright/test';

// Steps of the accounts flows shared by the `mock` and `live` projects: they drive the screens
// exactly as a person would, so both projects check the same behaviour.

export type NewNgo = { name: string; email: string; password: string };

export function newNgo(label: string): NewNgo {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${label} ${unique}`, email: `ngo-${unique}@example.org`, password: 'correct horse 42' };
}

/** Fills in and sends the registration form; ends on /login with the success message. */
export async function registerThroughForm(page: Page, ngo: NewNgo): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Register your organisation' }).click();
  await expect(page).toHaveURL(/#\/register$/);
  await page.getByLabel('Organization name').fill(ngo.name);
  await page.getByLabel('Website').fill('https://example.org');
  await page.getByLabel('Registration number').fill('SI-2026-000123');
  await page.getByLabel('Operating countries').fill('Slovenia');
  await page.getByLabel('Contact person first name').fill('Ana');
  await page.getByLabel('Contact person last name').fill('Novak');
  await page.getByLabel('Contact person email').fill(ngo.email);
  await page.getByLabel('Country').selectOption('SI');
  await page.getByLabel('Contact person phone').fill('40123456');
  await page.getByLabel(/^Password/).fill(ngo.password);
  await page.getByLabel('Confirm password').fill(ngo.password);
  await page.getByRole('checkbox', { name: 'Volunteering' }).check();
  await page.getByRole('checkbox', { name: 'Events' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/^Registration successful!/)).toBeVisible();
  // SPEC §2: after 2 seconds, to /login with a success message.
  await expect(page).toHaveURL(/#\/login/, { timeout: 5_000 });
  await expect(page.getByText('Registration successful. You can sign in once an administrator approves your organisation.')).toBeVisible();
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOutThroughNavbar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login/);
}

/** Signs in through the form and waits for the 1 s redirect to the user's home. */
export async function signIn(page: Page, email: string, password: string, home: RegExp): Promise<void> {
  await page.goto('/#/login');
  await signInThroughForm(page, email, password);
  await expect(page.getByText('Login successful! Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(home, { timeout: 5_000 });
}

/** Every SPEC §2 access rule as [path asked for, where the user ends up]. */
export const guardCases = {
  signedOut: [
    ['/#/', /#\/login$/],
    ['/#/dashboard', /#\/login$/],
    ['/#/admin', /#\/login$/],
    ['/#/admin/dashboard', /#\/login$/],
    ['/#/no/such/page', /#\/login$/],
    ['/#/register', /#\/register$/],
  ],
  ngo: [
    ['/#/login', /#\/dashboard$/],
    ['/#/register', /#\/dashboard$/],
    ['/#/admin', /#\/dashboard$/],
    ['/#/admin/dashboard', /#\/dashboard$/],
    ['/#/', /#\/(dashboard)?$/],
  ],
  superAdmin: [
    ['/#/login', /#\/admin\/dashboard$/],
    ['/#/register', /#\/admin\/dashboard$/],
    ['/#/', /#\/admin\/dashboard$/],
    ['/#/dashboard', /#\/admin\/dashboard$/],
    ['/#/admin', /#\/admin\/dashboard$/],
  ],
} satisfies Record<string, Array<[string, RegExp]>>;

export async function expectGuards(page: Page, cases: Array<[string, RegExp]>): Promise<void> {
  for (const [path, destination] of cases) {
    await page.goto(path);
    await expect(page, `${path} should end at ${destination}`).toHaveURL(destination);
  }
}

/**
 * The administrator signs in, follows the dashboard's quick action to the NGO registrations waiting
 * for approval, approves the NGO after confirmation in NGO management, and signs out.
 */
export async function approveThroughNgoManagement(page: Page, admin: { email: string; password: string }, ngoName: string, screenshot?: string) {
  await signIn(page, admin.email, admin.password, /#\/admin\/dashboard$/);
  await page.getByRole('link', { name: /^NGO registrations waiting for approval/ }).click();
  await expect(page).toHaveURL(/#\/admin\/ngos\?status=pending$/);
  await expect(page.getByRole('button', { name: /^Waiting for approval/, pressed: true })).toBeVisible();
  const ngo = page.getByRole('article', { name: ngoName });
  await expect(ngo.getByText('Waiting for approval')).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await ngo.getByRole('button', { name: `Approve ${ngoName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve organisation' });
  await expect(dialog).toContainText(`Approve ${ngoName}? The organisation can sign in right away.`);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${ngoName} is approved. They can sign in now.` })).toBeVisible();
  // It left the pending filter.
  await expect(ngo).toHaveCount(0);
  await signOutThroughNavbar(page);
}

/**
 * SPEC §2 registration to dashboard: the new NGO's sign-in is refused while pending, the
 * administrator approves it from the dashboard, then it signs in and sees its name and ids.
 */
export async function registerAndGetApproved(page: Page, admin: { email: string; password: string }, ngo: NewNgo) {
  await registerThroughForm(page, ngo);
  // Pending: a clear message, not 'Invalid credentials'.
  await signInThroughForm(page, ngo.email, ngo.password);
  await expect(page.getByRole('alert')).toContainText('waiting for approval');

  await approveThroughNgoManagement(page, admin, ngo.name);

  await signInThroughForm(page, ngo.email, ngo.password);
  await expect(page.getByText('Login successful! Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/#\/dashboard$/, { timeout: 5_000 });
  const main = page.getByRole('main');
  await expect(main.getByText(ngo.name).first()).toBeVisible();
  await expect(main.getByText('NGO ID')).toBeVisible();
  await expect(main.getByText('User ID')).toBeVisible();
  await expect(main.getByText(ngo.email)).toBeVisible(); // from GET /api/ngo/me/
  await expect(page.getByRole('navigation').getByText(ngo.name)).toBeVisible();
}

/** SPEC §7: an access token the server no longer accepts is refreshed without the user noticing. */
export async function expectInvalidAccessTokenRefreshed(page: Page, shownAfterReload: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('access_token', 'expired-or-forged'));
  await page.reload();
  await expect(page.getByRole('main').getByText(shownAfterReload).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBe('expired-or-forged');
}

/** SPEC §7: when the refresh is refused, the session is cleared and the user lands on sign-in with the message. */
export async function expectRevokedSessionSentToLogin(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('access_token', 'expired-or-forged');
    localStorage.setItem('refresh_token', 'revoked');
  });
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
}

/**
 * Issue 12: control characters pasted into the sign-in and registration forms are refused before
 * anything is sent, in the reader's language (the message follows a language switch).
 */
export async function expectControlCharactersRefused(page: Page, screenshots: string): Promise<void> {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(ngo|super-admin)\/(login|register)\/$/.test(request.url())) sent.push(request.url());
  });
  await page.goto('/#/login');
  await page.getByLabel('Email').fill('ana\u0000@example.org');
  await page.getByLabel('Password').fill('pass\u0007word');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Remove the invisible control characters from this text')).toHaveCount(2);
  await page.getByLabel('Language').selectOption('sl');
  await expect(page.getByText('Iz besedila odstranite nevidne kontrolne znake')).toHaveCount(2);
  await page.screenshot({ path: `test-results/${screenshots}-login-control-characters.png`, fullPage: true });
  await page.getByLabel('Jezik').selectOption('en');

  await page.goto('/#/register');
  await page.getByLabel('Organization name').fill('Green\u0000Hands');
  await page.getByLabel('Operating countries').fill('Slovenia\tCroatia');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Remove the invisible control characters from this text')).toBeVisible();
  await expect(page.getByText('Keep this to one line, without line breaks or tabs')).toBeVisible();
  await expect(page.getByLabel('Organization name')).toHaveValue('Green\u0000Hands');
  await page.screenshot({ path: `test-results/${screenshots}-register-control-characters.png`, fullPage: true });
  expect(sent).toEqual([]);
}
