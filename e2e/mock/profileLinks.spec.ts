import { expect, test, type Page } from '@playwright/test';
import { signIn } from '@/e2e/support/accounts';
import {
  addAPhoneContactAndMakeItPublic,
  addEditAndDeleteASocialLink,
  contactCard,
  openProfile,
  socialCard,
} from '@/e2e/support/profileLinks';

// Issue 15's social media and contact cards on the mock API (msw in the page, mocks/demoData.ts):
// Green Valley keeps a Facebook and an Instagram link, a public phone and a private e-mail.
const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };
const SHOTS = process.env.PROFILE_LINKS_SHOTS; // a folder: the steps also take screenshots there

const shooter = (page: Page, prefix: string) =>
  SHOTS
    ? async (name: string) =>
        void (await page.screenshot({
          path: `${SHOTS}/${prefix}-${name}.png`,
          fullPage: true,
        }))
    : undefined;

test.beforeEach(async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
  await openProfile(page);
});

test('an NGO is refused a link to another site, then adds a good one, edits it and deletes it', async ({ page }) => {
  await expect(socialCard(page).getByRole('listitem')).toHaveCount(2);
  await addEditAndDeleteASocialLink(page, shooter(page, 'en'));
  await expect(socialCard(page).getByRole('listitem')).toHaveCount(2);
});

test('an NGO adds a phone contact past the short and the no-country messages, sees it formatted and makes it public', async ({ page }) => {
  await expect(contactCard(page).getByRole('link', { name: '+386 40 123 456' })).toBeVisible();
  await addAPhoneContactAndMakeItPublic(page, shooter(page, 'en'));
});
