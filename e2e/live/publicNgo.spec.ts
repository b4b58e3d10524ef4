import { approvedNgoThroughApi, eventPayload, publishedEventThroughApi } from './api';
import { expect, test } from './fixtures';

// Issue 15, point 5 on the real server: an NGO publishes its texts, a link, a public phone and a
// private e-mail; a visitor reads its page signed out.

test("a visitor reads an NGO's public page with its public contact only, opens its event and comes back", async ({ page, request }) => {
  const { ngo, ngoId, headers } = await approvedNgoThroughApi(request, 'Riverbank Friends');

  const texts = { name: ngo.name, about: 'We clean the riverbanks.\nEvery spring.', history: 'Founded in 2020.' };
  expect((await request.patch('/api/portal/profile/update/', { headers, data: texts })).status()).toBe(200);
  const link = { platform: 'instagram', url: 'https://www.instagram.com/riverbankfriends/' };
  expect((await request.post('/api/portal/social-media/create/', { headers, data: link })).status()).toBe(201);
  const phone = { name: 'Desk', contact_type: 'phone', contact_info: '+38640123456', is_public: true };
  expect((await request.post('/api/portal/contacts/create/', { headers, data: phone })).status()).toBe(201);
  const email = { contact_type: 'email', contact_info: 'private@riverbank.example.org' }; // private by default
  expect((await request.post('/api/portal/contacts/create/', { headers, data: email })).status()).toBe(201);
  const eventName = `Riverbank Clean-up ${Date.now().toString(36)}`;
  await publishedEventThroughApi(request, headers, eventPayload(eventName, { startsInDays: 5, xp: 30 }));

  await page.goto(`/#/ngos/${ngoId}`);
  await expect(page.getByRole('heading', { level: 1, name: ngo.name })).toBeVisible();
  await expect(page.getByText('We clean the riverbanks.')).toBeVisible();
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: '+386 40 123 456' })).toHaveAttribute('href', 'tel:+38640123456');
  await expect(page.getByText('private@riverbank.example.org')).toHaveCount(0);

  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  await upcoming.getByRole('link', { name: eventName }).click();
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await expect(page.getByText('30 XP')).toBeVisible();
  await page.getByRole('link', { name: `Organised by ${ngo.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: ngo.name })).toBeVisible();

  // An unknown NGO has no page (pending and suspended ones: the server's route tests).
  await page.goto('/#/ngos/999999');
  await expect(page.getByRole('heading', { level: 1, name: "This organisation's page is not available" })).toBeVisible();
});
