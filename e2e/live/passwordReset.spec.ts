import { newNgo, signIn, signInThroughForm } from '@/e2e/support/accounts';
import { INVALID_RESET_LINK, checkScreen, followForgotPassword, requestResetLink, setNewPassword } from '@/e2e/support/passwordReset';
import { SCREENS, signInAsVolunteer } from '@/e2e/support/volunteerSide';
import { approveThroughApi, registerThroughApi, volunteerThroughApi } from './api';
import { expect, test } from './fixtures';
import { linkFrom, mailTo } from './outbox';

// Issue 18 on the real server: without SMTP_URL it writes each message as an .eml file under
// DATA_DIR/outbox/, where these tests read the links a person would click in their mail.

const NEW_PASSWORD = 'a brand new password 42';

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);

    test('an NGO resets a forgotten password with the link the server mailed, and the old session and the used link stop working', async ({ page, request, baseURL }) => {
      const ngo = newNgo(`Reset ${screen.name}`);
      await registerThroughApi(request, ngo);
      await approveThroughApi(request, ngo.email);
      const session = await request.post('/api/ngo/login/', { data: { email: ngo.email, password: ngo.password } });
      const { refresh } = (await session.json()) as { refresh: string };
      const asked = Date.now();

      await page.goto('/#/login');
      await followForgotPassword(page, /#\/forgot-password$/);
      await requestResetLink(page, ngo.email);
      // An address without an account gets the same answer, and no mail.
      await page.getByRole('button', { name: 'Send another link' }).click();
      await requestResetLink(page, `nobody-${Date.now()}@example.org`);

      const mail = await mailTo(ngo.email, 'password_reset', asked);
      expect(mail.subject).toBe('Reset your password');
      const link = linkFrom(mail, /\/#\/reset-password\?token=/);
      expect(link.startsWith(`${baseURL}/#/reset-password?token=`)).toBe(true);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await setNewPassword(page, 'short');
      await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
      await setNewPassword(page, NEW_PASSWORD);
      await expect(page.getByText('Your password has been changed. You can sign in with your new password now.')).toBeVisible();
      await checkScreen(page, 'live-01-reset-done');
      // The session of before the reset, on another device, is over.
      expect((await request.post('/api/token/refresh/', { data: { refresh } })).status()).toBe(401);
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/#\/login$/);
      await signInThroughForm(page, ngo.email, ngo.password);
      await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
      await signIn(page, ngo.email, NEW_PASSWORD, /#\/dashboard$/);

      await page.goto(link);
      await setNewPassword(page, 'yet another password 42');
      await expect(page.getByRole('alert')).toHaveText(INVALID_RESET_LINK);
    });

    test('a volunteer resets theirs from the volunteer sign-in and is sent back there to sign in', async ({ page, request }) => {
      const volunteer = await volunteerThroughApi(request, `Reset Volunteer ${screen.name}`);
      const asked = Date.now();
      await page.goto('/#/volunteer/login');
      await followForgotPassword(page, /#\/forgot-password\?from=volunteer$/);
      await requestResetLink(page, volunteer.email);
      const mail = await mailTo(volunteer.email, 'password_reset', asked);

      await page.goto(linkFrom(mail, /\/#\/reset-password\?token=/));
      await setNewPassword(page, NEW_PASSWORD);
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/#\/volunteer\/login$/);
      await signInAsVolunteer(page, { email: volunteer.email, password: NEW_PASSWORD }, /#\/volunteer$/);
    });
  });
}

test('an NGO turns e-mail notifications off with the unsubscribe link of its approval message, and its profile shows it', async ({ page, request }) => {
  const ngo = newNgo('Unsubscribing Friends');
  await registerThroughApi(request, ngo);
  await approveThroughApi(request, ngo.email);
  const approval = await mailTo(ngo.email, 'ngo_approved');
  expect(approval.subject).toBe(`${ngo.name} is approved`);

  await page.goto(linkFrom(approval, /\/#\/unsubscribe\?token=/));
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn off e-mail notifications' }).click();
  await expect(page.getByText('E-mail notifications are turned off.')).toBeVisible();
  await checkScreen(page, 'live-02-unsubscribed');

  await page.goto('/#/login');
  await signIn(page, ngo.email, ngo.password, /#\/dashboard$/);
  await page.goto('/#/profile');
  await expect(page.getByRole('region', { name: 'E-mail notifications' }).getByRole('switch', { name: 'Send me e-mail notifications' })).not.toBeChecked();
});
