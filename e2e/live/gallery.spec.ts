import type { Locator, Page } from '@playwright/test';
import { signIn, signOutThroughNavbar } from '@/e2e/support/accounts';
import { png } from '@/e2e/support/gallery';
import { approvedNgoThroughApi, eventPayload, publishedEventThroughApi } from './api';
import { expect, test } from './fixtures';

// Issue 16 on the real server (files on disk in the run's DATA_DIR): a new NGO uploads three
// photos with a caption to its published event and two to its own gallery, steps through the
// large view by keyboard, deletes one, and a signed-out visitor sees both galleries on the public pages.

test('an NGO fills an event gallery and its own, and the public pages show the photos', async ({ page, request }) => {
  const { ngo, ngoId, headers } = await approvedNgoThroughApi(request, 'Orchard Keepers');
  const eventName = `Orchard Pruning ${Date.now().toString(36)}`;
  const eventId = await publishedEventThroughApi(request, headers, eventPayload(eventName, { startsInDays: 4 }));
  await signIn(page, ngo.email, ngo.password, /#\/dashboard$/);

  await page.goto(`/#/events/${eventId}`);
  const eventGallery = page.getByRole('region', { name: 'Gallery' });
  await expect(eventGallery.getByText('No photos yet')).toBeVisible();
  await eventGallery
    .getByLabel('Choose files')
    .setInputFiles([png('one.png', [200, 80, 60]), png('two.png', [230, 190, 50]), png('three.png', [120, 80, 180])]);
  await eventGallery.getByLabel('Caption (optional)').fill('Pruned rows');
  await eventGallery.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('3 photos uploaded')).toBeVisible();
  await expect(photosOf(page)).toHaveCount(3);

  await page.getByRole('navigation').getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NGO Profile' })).toBeVisible();
  const ownGallery = page.getByRole('region', { name: 'Gallery' });
  await expect(ownGallery.getByText('No photos yet')).toBeVisible();
  await ownGallery.getByLabel('Choose files').setInputFiles([png('river.png', [40, 120, 200]), png('meadow.png', [90, 170, 60])]);
  await ownGallery.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 photos uploaded')).toBeVisible();
  await expect(photosOf(page)).toHaveCount(2);

  // The large view by keyboard, then back to the thumbnail it opened from.
  await photosOf(page).first().getByRole('button').first().click();
  const largeView = page.getByRole('dialog', { name: 'Gallery' });
  await expect(largeView.getByText('1 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(largeView.getByText('2 of 2')).toBeVisible();
  await expectLoaded(largeView.getByRole('img'));
  await page.keyboard.press('Escape');
  await expect(largeView).toBeHidden();

  await ownGallery.getByRole('button', { name: /^Delete/ }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Delete photo' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(photosOf(page)).toHaveCount(1);
  await page.reload();
  await expect(photosOf(page)).toHaveCount(1);

  // Signed out, a visitor reads both galleries, served from the server's media.
  await signOutThroughNavbar(page);
  const visitor = page;
  await visitor.goto(`/#/explore/${eventId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  const captioned = visitor.getByRole('region', { name: 'Gallery' }).getByRole('img', { name: 'Pruned rows' });
  await expect(captioned).toHaveCount(3);
  await expectLoaded(captioned.first());
  await visitor.goto(`/#/ngos/${ngoId}`);
  await expect(photosOf(visitor)).toHaveCount(1);
  await expect(visitor.getByRole('region', { name: 'Gallery' }).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

function photosOf(page: Page) {
  return page.getByRole('region', { name: 'Gallery' }).getByRole('list', { name: 'Photos' }).getByRole('listitem');
}

/** The image arrived and decoded: the file is really served. */
async function expectLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}
