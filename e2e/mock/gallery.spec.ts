import { expect, test } from '@playwright/test';
import { signIn } from '@/e2e/support/accounts';
import { expectNoSeriousAxeProblems } from '@/e2e/support/axe';
import { png } from '@/e2e/support/gallery';

// Issue 16, point 4, on the mock API: the NGO's gallery on /profile and an event's gallery, the
// large view by keyboard, delete with confirmation, the public pages, and axe on the screens.
const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };
const SHOTS = process.env.GALLERY_SHOTS_DIR ?? '/tmp/shots-gui';

test.beforeEach(async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
});

test('the NGO adds two photos to its gallery, steps through the large view by keyboard and deletes one', async ({ page }) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Profile', exact: true }).click();
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);

  await gallery.getByRole('button', { name: 'Upload' }).click();
  await expect(gallery.getByRole('alert')).toHaveText('Please select at least one file to upload.');

  await gallery.getByLabel('Choose files').setInputFiles([png('river.png', [40, 120, 200]), png('meadow.png', [90, 170, 60])]);
  await gallery.getByLabel('Caption (optional)').fill('Spring clean-up');
  await expect(gallery.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(2);
  await gallery.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-gallery-chosen.png`, fullPage: true });
  await expectNoSeriousAxeProblems(page, '.gallery');

  await gallery.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 photos uploaded')).toBeVisible();
  const thumbnails = gallery.getByRole('list', { name: 'Photos' });
  await expect(thumbnails.getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/profile-gallery.png`, fullPage: true });

  await thumbnails.getByRole('button', { name: 'The Green Valley team', exact: true }).click();
  const largeView = page.getByRole('dialog', { name: 'Gallery' });
  await expect(largeView.getByText('1 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(largeView.getByText('3 of 4')).toBeVisible();
  await expect(largeView.getByRole('img', { name: 'Spring clean-up' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-gallery-large-view.png` });
  await expectNoSeriousAxeProblems(page, 'dialog[open]');
  await page.keyboard.press('ArrowLeft');
  await expect(largeView.getByText('2 of 4')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(largeView).toBeHidden();
  await expect(thumbnails.getByRole('button', { name: 'The Green Valley team', exact: true })).toBeFocused();

  await gallery.getByRole('button', { name: 'Delete The Green Valley team' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete photo' });
  await expect(confirm).toContainText('This cannot be undone.');
  await page.screenshot({ path: `${SHOTS}/profile-gallery-delete.png` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Photo deleted')).toBeVisible();
  await expect(thumbnails.getByRole('listitem')).toHaveCount(3);

  // The public NGO page shows the gallery as it is now.
  await page.getByRole('link', { name: 'View public page' }).click();
  const publicGallery = page.getByRole('region', { name: 'Gallery' });
  await expect(publicGallery.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(3);
  await expect(publicGallery.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await publicGallery.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/public-ngo-gallery.png`, fullPage: true });
});

test('the NGO adds three photos with a caption to an event, and the public event page shows them', async ({ page }) => {
  await page.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('link', { name: /Tree Planting Saturday/ }).first().click();
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await expect(gallery.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);
  const eventId = /#\/events\/(\d+)$/.exec(page.url())?.[1];

  await gallery
    .getByLabel('Choose files')
    .setInputFiles([png('one.png', [200, 80, 60]), png('two.png', [230, 190, 50]), png('three.png', [120, 80, 180])]);
  await gallery.getByLabel('Caption (optional)').fill('Saplings in the ground');
  await gallery.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('3 photos uploaded')).toBeVisible();
  await expect(gallery.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(5);
  await gallery.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/event-gallery.png`, fullPage: true });

  await page.goto(`/#/explore/${eventId}`);
  const publicGallery = page.getByRole('region', { name: 'Gallery' });
  await expect(publicGallery.getByRole('img', { name: 'Saplings in the ground' })).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/public-event-gallery.png`, fullPage: true });
});

test('the event form’s main-image drop area has no control inside another', async ({ page }) => {
  await page.goto('/#/events/create');
  await expect(page.getByRole('button', { name: 'Choose a file', exact: true })).toBeVisible();
  await page.locator('.event-image').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/event-form-main-image.png` });
  await expectNoSeriousAxeProblems(page, '.event-image');
});
