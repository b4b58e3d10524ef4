import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeProblems } from '@/e2e/support/axe';

// Issue 17, points 1 and 2 on the mock API's demo world (mocks/demoData.ts): a visitor finds an
// event by its team, in the list and on the real Leaflet map, opens it from the map's popup, signs
// in as a volunteer from its Apply panel and applies; axe finds nothing serious on either page. On
// a 360 px phone and a desktop. This machine has no internet: the tile server answers a drawn tile.

const LUKA = { email: 'luka.horvat@example.org', password: 'helping123' };
const SCREENS = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, timezoneId: 'Europe/London' });
    test.beforeEach(async ({ context }) => stubTiles(context));

    test('a visitor finds an event by team and on the map, signs in as a volunteer and applies', async ({ page }) => {
      const phone = screen.viewport.width < 600;
      await page.goto('/#/explore');
      // A fresh context's first page starts msw's worker and loads the dev server's modules: slow on a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: 'Explore events' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Showing 1–7 of 7 events')).toBeVisible();
      await expectNoHorizontalScroll(page);

      const toggle = page.getByRole('button', { name: /Filter/ });
      await expect(toggle).toHaveAttribute('aria-expanded', phone ? 'false' : 'true');
      if (phone) await toggle.click();
      await page.getByLabel('Team').selectOption({ label: 'Humanitarian and emergency response' });
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/team=HUMANITARIAN_AND_EMERGENCY_RESPONSE/);
      const list = page.getByRole('region', { name: 'Events', exact: true });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Food Bank Sorting']);
      await expect(list.getByText('7 places left')).toBeVisible();
      await expectNoSeriousAxeProblems(page, 'body');

      if (phone) {
        await page.getByRole('button', { name: 'Map' }).click();
        await expect(page).toHaveURL(/view=map/);
        await expect(list).toHaveCount(0);
      }
      const map = page.getByRole('region', { name: 'Map of the events' });
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
      await expectMapFillsItsBox(page);
      await map.getByRole('button', { name: 'Food Bank Sorting' }).click();
      await expectNoSeriousAxeProblems(page, 'body');
      await map.getByRole('link', { name: 'Food Bank Sorting' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Food Bank Sorting' })).toBeVisible();
      await expect(page.getByText('Dec 19, 2026, 9:00 AM – 1:00 PM local time (Europe/Ljubljana)')).toBeVisible();
      const place = page.getByRole('region', { name: /^Map: Rdeči križ Celje/ });
      await expect(place.getByRole('button', { name: 'Food Bank Sorting' })).toBeVisible();
      await expectNoSeriousAxeProblems(page, 'body');
      await expectNoHorizontalScroll(page);

      const panel = page.getByRole('region', { name: 'Volunteer for this event' });
      await panel.getByRole('link', { name: 'Sign in to apply' }).click();
      await page.getByLabel(/^Email/).fill(LUKA.email);
      await page.getByLabel(/^Password/).fill(LUKA.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(/#\/explore\/3\?apply=1$/);
      const message = panel.getByLabel('Message to the organisation (optional)');
      await expect(message).toBeFocused();
      await message.fill('I can bring a van for the boxes.');
      await expectNoSeriousAxeProblems(page, 'body');
      await panel.getByRole('button', { name: 'Send application' }).click();

      await expect(panel.getByText('Your application has been sent.')).toBeVisible();
      await expect(panel.locator('.badge')).toHaveText('Applied');
      await expectNoSeriousAxeProblems(page, 'body');
    });

    test('a full event says so before and after a volunteer applies, onto its waitlist', async ({ page }) => {
      await page.goto('/#/volunteer/login?next=%2Fexplore%2F11');
      await expect(page.getByLabel(/^Email/)).toBeVisible({ timeout: 20_000 });
      await page.getByLabel(/^Email/).fill('lucja.wisniewska@example.org');
      await page.getByLabel(/^Password/).fill('helping123');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Shelter Open Day' })).toBeVisible();

      const panel = page.getByRole('region', { name: 'Volunteer for this event' });
      await expect(page.getByText('Full: new applications join the waitlist')).toBeVisible();
      await expect(panel.getByText('This event is full: your application will join the waitlist.')).toBeVisible();
      await panel.getByRole('button', { name: 'Apply' }).click();
      await panel.getByRole('button', { name: 'Send application' }).click();

      await expect(panel.getByText('The event is full: you are on the waitlist.')).toBeVisible();
      await expect(panel.locator('.badge')).toHaveText('Waitlisted');
      await expectNoSeriousAxeProblems(page, 'body');
    });
  });
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Leaflet's box is as large as the map's region: no grey strip, no zero height. */
async function expectMapFillsItsBox(page: Page): Promise<void> {
  const [region, canvas] = await Promise.all([
    page.getByRole('region', { name: 'Map of the events' }).boundingBox(),
    page.locator('.leaflet-container').first().boundingBox(),
  ]);
  expect(canvas!.height).toBeGreaterThan(300);
  expect(Math.abs(canvas!.width - region!.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(canvas!.height - region!.height)).toBeLessThanOrEqual(2);
}

/**
 * The page's requests leave from msw's service worker, so the tiles are answered on the context
 * (a page route does not see them): a light 256 px tile with darker edges.
 */
async function stubTiles(context: BrowserContext): Promise<void> {
  const tile = gridTile();
  await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ contentType: 'image/png', body: tile }));
}

function gridTile(): Buffer {
  const size = 256;
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => (x < 2 || y < 2 ? [170, 180, 175] : [232, 238, 234])).flat()]),
  );
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
