import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

// Steps of the events flows shared by the `mock` and `live` projects, driven through the screens as
// an NGO user would: navbar, list, filter, form, details.

export type EventDraft = {
  name: string;
  description: string;
  /** datetime-local values, in the browser's time zone. */
  start: string;
  end: string;
  latitude: string;
  longitude: string;
  team: string;
  peopleNeeded: string;
  weeklyUntil?: string;
};

/** A real JPEG poster, made on the spot: what an NGO would upload as the main image. */
export function posterJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 450, channels: 3, background: '#2f7d4f' } })
    .composite([{ input: Buffer.from('<svg width="800" height="450"><circle cx="400" cy="225" r="150" fill="#f5d547"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function openEventsFromNavbar(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page).toHaveURL(/#\/events\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
}

/**
 * Creates an event through the form from the events list: uploads the poster, lets the address be
 * looked up from the coordinates, and for a weekly series checks the preview. Ends on the new
 * event's details (SPEC §2: after the confirmation, /events/{newId} 1.5 s later); answers its id.
 */
export async function createEventThroughForm(page: Page, draft: EventDraft, poster: Buffer, screenshot?: string): Promise<number> {
  await openEventsFromNavbar(page);
  await page.getByRole('link', { name: 'Create event' }).first().click();
  await expect(page).toHaveURL(/#\/events\/create$/);

  await page.getByLabel(/^Event name/).fill(draft.name);
  await page.getByLabel(/^Description/).fill(draft.description);
  await page.getByLabel(/^Start date and time/).fill(draft.start);
  await page.getByLabel(/^End date and time/).fill(draft.end);
  await page.getByLabel('Drag and drop an image here').setInputFiles({
    name: 'poster.jpg',
    mimeType: 'image/jpeg',
    buffer: poster,
  });
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the main image' })).toBeVisible();

  await page.getByRole('group', { name: 'Teams' }).getByRole('checkbox', { name: draft.team }).check();
  await page.getByLabel(/^Competences/).fill('Teamwork, First aid');
  await page.getByLabel(/^Latitude/).fill(draft.latitude);
  await page.getByLabel(/^Longitude/).fill(draft.longitude);
  // SPEC §2: the address is looked up 1 s after the coordinates change.
  await expect(page.getByLabel(/^Address/)).not.toHaveValue('', { timeout: 5_000 });
  await page.getByLabel(/^People needed/).fill(draft.peopleNeeded);

  if (draft.weeklyUntil) {
    await page.getByLabel(/^Repeats/).selectOption('weekly');
    await page.getByLabel(/^Repeat until/).fill(draft.weeklyUntil);
    await expect(page.getByRole('heading', { name: 'Dates to be created' })).toBeVisible();
  }
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });

  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Event created successfully! Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/#\/events\/\d+$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: draft.name })).toBeVisible();
  return Number(/#\/events\/(\d+)$/.exec(page.url())![1]);
}

/** The events list's card of one event. */
export function eventCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/**
 * How many cards of this name the list shows on all its pages, going through them with Next (the
 * page moves into the address); ends back on the first page.
 */
export async function cardsOnEveryPage(page: Page, name: string): Promise<number> {
  await expect(page.getByRole('article').first()).toBeVisible();
  let count = await eventCard(page, name).count();
  const pager = page.getByRole('navigation', { name: 'Pages' });
  if ((await pager.count()) === 0) return count;
  const position = pager.getByText(/^Page \d+ of \d+$/);
  const pages = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')![1]);
  for (let shown = 2; shown <= pages; shown += 1) {
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(position).toHaveText(`Page ${shown} of ${pages}`);
    await expect(page).toHaveURL(new RegExp(`#/events\\?page=${shown}$`));
    await expect(page.getByRole('list').filter({ has: page.getByRole('article') })).not.toHaveAttribute('aria-busy', 'true');
    count += await eventCard(page, name).count();
  }
  await openEventsFromNavbar(page);
  return count;
}

/** Opens the filter panel if needed and filters the list by a name prefix and an earliest start day. */
export async function filterEvents(page: Page, filter: { name?: string; startDate?: string }): Promise<void> {
  const panel = page.getByRole('region', { name: 'Event filter' });
  const toggle = panel.getByRole('button', { name: /^Filter/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  if (filter.name !== undefined) await panel.getByLabel('Event name').fill(filter.name);
  if (filter.startDate !== undefined) await panel.getByLabel(/^Start date/).fill(filter.startDate);
}

export async function resetEventFilter(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Event filter' }).getByRole('button', { name: 'Reset filters' }).click();
}

/** From an event's details: edit its name through the form; ends back on its details (via /events, SPEC §2). */
export async function renameEventThroughForm(page: Page, newName: string, screenshot?: string): Promise<void> {
  const detailsUrl = page.url();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/#\/events\/\d+\/edit$/);
  const name = page.getByLabel(/^Event name/);
  await expect(name).not.toHaveValue('');
  await name.fill(newName);
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Event updated successfully! Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(detailsUrl, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
}

/** From an event's details: delete it after the spec's confirmation; ends on the list. */
export async function deleteEventThroughDetails(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete event' });
  await expect(dialog.getByText('Are you sure you want to delete this event?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/#\/events\/?$/);
  await expect(page.getByText('Event deleted.')).toBeVisible();
}

/**
 * The whole NGO journey of issue 4: a one-off event and a weekly series, each with an uploaded
 * poster; found with the filter; opened; edited; the series deleted. Screenshots of each screen
 * go to test-results/<prefix>-*.png.
 */
export async function runEventJourney(page: Page, prefix: string): Promise<void> {
  test.setTimeout(120_000); // two forms, two 1.5 s save redirects and the 1 s address lookups
  const poster = await posterJpeg();
  const unique = Date.now().toString(36);
  const oneOff: EventDraft = {
    name: `Riverbank Clean-up ${unique}`,
    description: 'Collect litter along the Savinja riverbank. Gloves, bags and tea are provided for every volunteer who joins us.',
    start: '2027-05-08T09:00',
    end: '2027-05-08T12:30',
    latitude: '46.2309',
    longitude: '15.2604',
    team: 'Environmental',
    peopleNeeded: '12',
  };
  const series: EventDraft = {
    ...oneOff,
    name: `Reading Hour ${unique}`,
    description: 'Read picture books with children at the town library.',
    start: '2027-06-05T10:00',
    end: '2027-06-05T11:00',
    team: 'Educational',
    peopleNeeded: '3',
    weeklyUntil: '2027-06-26',
  };

  const oneOffId = await createEventThroughForm(page, oneOff, poster, `test-results/${prefix}-event-form.png`);
  await expect(page.getByRole('img', { name: oneOff.name })).toBeVisible();
  await page.screenshot({ path: `test-results/${prefix}-event-details.png`, fullPage: true });

  await createEventThroughForm(page, series, poster, `test-results/${prefix}-event-form-weekly.png`);
  // SPEC §2: a recurring event shows its series.
  await page.getByRole('button', { name: 'View series' }).click();
  await expect(page.getByRole('list', { name: 'Dates in this series' }).getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: `test-results/${prefix}-event-details-weekly.png`, fullPage: true });

  // The list: both new events, the series' three later dates as their own cards, soonest first,
  // 12 a page (the demo NGO of the mock has more than a page by now: its last dates are on page 2).
  await openEventsFromNavbar(page);
  await expect(eventCard(page, oneOff.name)).toBeVisible();
  await expect(eventCard(page, oneOff.name).getByText('Pending Review')).toBeVisible();
  await page.screenshot({ path: `test-results/${prefix}-events-list.png`, fullPage: true });
  expect(await cardsOnEveryPage(page, series.name)).toBe(4);

  // The filter: a lower-case name prefix, then an earliest start day; remembered after a reload.
  await filterEvents(page, { name: `riverbank clean-up ${unique}`.slice(0, 18) });
  await expect(eventCard(page, oneOff.name)).toBeVisible();
  await expect(eventCard(page, series.name)).toHaveCount(0);
  await filterEvents(page, { name: `reading hour ${unique}`, startDate: '2027-06-19' });
  await expect(eventCard(page, series.name)).toHaveCount(2);
  await page.reload();
  await expect(eventCard(page, series.name)).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Event filter' }).getByLabel('Event name')).toHaveValue(`reading hour ${unique}`);
  await page.screenshot({ path: `test-results/${prefix}-events-filtered.png`, fullPage: true });
  await resetEventFilter(page);
  await expect(eventCard(page, oneOff.name)).toBeVisible();

  // Open the one-off event from its card and edit it.
  await eventCard(page, oneOff.name).getByRole('link', { name: `View details: ${oneOff.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/events/${oneOffId}$`));
  await renameEventThroughForm(page, `${oneOff.name} (edited)`, `test-results/${prefix}-event-edit.png`);

  // Delete the weekly series from its original event: all four dates go.
  await openEventsFromNavbar(page);
  await eventCard(page, series.name).first().getByRole('link', { name: `View details: ${series.name}` }).click();
  await expect(page.getByText('View original event')).toHaveCount(0); // the first date is the original
  await deleteEventThroughDetails(page);
  await expect(eventCard(page, series.name)).toHaveCount(0);
  await expect(eventCard(page, `${oneOff.name} (edited)`)).toBeVisible();
}
