import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

// Steps of the applications screen (issue 14) for the `mock` and `live` projects, driven as an NGO
// user would: navbar, filter, rows, bulk bar, details, CSV export.

export async function openApplicationsFromNavbar(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(page).toHaveURL(/#\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
}

export const applicationRows = (page: Page): Locator => page.getByRole('table').locator('tbody tr');

/** The row of `name`'s application to `event` (its labels name both). */
export const applicationRow = (page: Page, name: string, event: string): Locator =>
  applicationRows(page).filter({ has: page.getByRole('button', { name: `Details of ${name} (${event})`, exact: true }) });

export const bulkBar = (page: Page): Locator => page.getByRole('region', { name: 'Selected applications' });

/** Opens the filter if needed, chooses the event whose label matches (all when none) and the status, and applies. */
export async function filterApplications(page: Page, { event, status }: { event?: RegExp; status?: string }): Promise<void> {
  const filter = page.getByRole('region', { name: 'Application filter' });
  const toggle = filter.getByRole('button', { name: /Filter/ }).first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const eventSelect = filter.getByLabel('Event');
  // The NGO's events arrive after the page (on a fresh load, a moment later): wait for the option.
  let label: string | undefined;
  const findLabel = async () => {
    label = event ? (await eventSelect.locator('option').allTextContents()).find((text) => event.test(text)) : 'All events';
    return label;
  };
  await expect.poll(findLabel, { message: `an event option matching ${event}` }).toBeDefined();
  await eventSelect.selectOption({ label: label! });
  await filter.getByLabel('Status').selectOption({ label: status ?? 'All statuses' });
  await filter.getByRole('button', { name: 'Apply' }).click();
}

/** Exports the CSV and reads the downloaded file back: its name, whether it starts with the UTF-8 BOM, and its records. */
export async function exportApplicationsCsv(page: Page): Promise<{ fileName: string; bom: boolean; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const bytes = await readFile((await download.path())!);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  // RFC 4180: every record ends with CRLF, so the text after the last one is empty.
  const lines = bytes.subarray(bom ? 3 : 0).toString('utf8').split('\r\n').slice(0, -1);
  return { fileName: download.suggestedFilename(), bom, lines };
}

/** The details dialog's value for a label ('Total XP', 'Birthday', …). */
export const detailOf = (dialog: Locator, label: string): Locator =>
  dialog.locator('.application-details__fact').filter({ has: dialog.page().locator('dt', { hasText: label }) }).locator('dd');
