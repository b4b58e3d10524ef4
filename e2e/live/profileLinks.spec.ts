import { newNgo, signIn } from '@/e2e/support/accounts';
import {
  addAPhoneContactAndMakeItPublic,
  addEditAndDeleteASocialLink,
  contactCard,
  openProfile,
  socialCard,
} from '@/e2e/support/profileLinks';
import { approveThroughApi, registerThroughApi } from './api';
import { expect, test } from './fixtures';

// Issue 15's social media and contact cards on the real server: a new NGO, approved through the
// API, starts with none and keeps what it adds.

test('a new NGO adds, edits and deletes a social link and adds a public phone contact', async ({ page, request }) => {
  const ngo = newNgo('Meadow Friends');
  await registerThroughApi(request, ngo);
  await approveThroughApi(request, ngo.email);
  await signIn(page, ngo.email, ngo.password, /#\/dashboard$/);
  await openProfile(page);
  await expect(socialCard(page).getByText('No social media links yet')).toBeVisible();
  await expect(contactCard(page).getByText('No contacts yet')).toBeVisible();

  await addEditAndDeleteASocialLink(page);
  await expect(socialCard(page).getByText('No social media links yet')).toBeVisible();
  await addAPhoneContactAndMakeItPublic(page);

  // What was saved is what the server keeps.
  await page.reload();
  await expect(
    contactCard(page).getByRole('listitem').filter({ hasText: 'Night line' }).getByText('Public', { exact: true }),
  ).toBeVisible();
});
