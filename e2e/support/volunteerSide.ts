import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { TeamCode } from '@/contract/teams';
import en from '@/i18n/locales/en.json' with { type: 'json' };
import { expectNoSeriousAxeProblems } from './axe';
import { pngOf } from './gallery';

// Issue 17's volunteer journey, step by step as a person takes it, for the `mock` and `live`
// projects: find an event by team in the list and on the map, register or sign in from its Apply
// panel, apply, take the .ics home, follow the application, read the XP and the certificate, rate
// the NGO. Each screen is photographed and checked with axe on a phone and a desktop.

/** The two sizes the journey runs at: a small phone (touch, mobile viewport) and a laptop. */
export const SCREENS = [
  { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } },
] as const;

/** Below #/explore's WIDE_SCREEN (60rem) the list and the map take turns. */
export const isNarrow = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 960;

export type Volunteer = { fullName: string; email: string; password: string };

export function newVolunteer(fullName: string): Volunteer {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { fullName, email: `volunteer-${unique}@example.org`, password: 'helping hands 42' };
}

// ---------------------------------------------------------------------------------------------
// Every screen: a screenshot, nothing wider than the window, axe.

/**
 * Photographs the page into test-results/volunteer-side/ (named by project, screen size and step),
 * checks that nothing makes the page scroll sideways, and runs axe on it. `fullPage: false` photographs
 * only the window: for a dialog (a full-page photo leaves the backdrop where the window was) and for an
 * open map popup (Chromium takes a full-page photo by shrinking the window to 1×1 px for a moment, so
 * a desktop #/explore turns narrow, drops its map and draws it again, without the popup).
 */
export async function checkScreen(page: Page, step: string, { axe = true, fullPage = true }: { axe?: boolean; fullPage?: boolean } = {}): Promise<void> {
  const info = test.info();
  const size = isNarrow(page) ? 'phone' : 'desktop';
  await page.screenshot({ path: `test-results/volunteer-side/${info.project.name}-${size}-${step}.png`, fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${step}: sideways scroll`).toBeLessThanOrEqual(0);
  if (axe) await expectNoSeriousAxeProblems(page);
}

// ---------------------------------------------------------------------------------------------
// Map tiles: this machine has no internet.

/**
 * Answers the tile server's requests (the configured Leaflet template, `{z}/{x}/{y}` and any other
 * placeholder) with a drawn 256 px tile. On the context, not the page: on the mock project msw's
 * service worker sends the page's requests, and `page.route` does not see those.
 */
export async function stubMapTiles(context: BrowserContext, template: string): Promise<void> {
  const tile = pngOf(256, (x, y) => (x < 2 || y < 2 ? [170, 180, 175] : [232, 238, 234]));
  await context.route(tileUrlPattern(template), (route) => route.fulfill({ contentType: 'image/png', body: tile }));
}

/** A Leaflet tile template as a pattern of its addresses: each `{…}` is one path segment's text. */
export function tileUrlPattern(template: string): RegExp {
  const parts = template.split(/\{[a-z]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/?]+')}$`);
}

// ---------------------------------------------------------------------------------------------
// #/explore: the list, the filter, the map.

export const teamName = (code: TeamCode): string => en.events.teams[code];

/** Opens #/explore and waits for its list. A fresh mock context starts msw's worker first: slow on a busy machine. */
export async function openExplore(page: Page): Promise<void> {
  await page.goto('/#/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore events' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Showing \d+–\d+ of \d+ events?$/)).toBeVisible();
}

export const exploreList = (page: Page): Locator => page.getByRole('region', { name: 'Events', exact: true });

/** The list's card of an event, found by its heading. */
export const exploreCard = (page: Page, eventName: string): Locator =>
  exploreList(page).getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: eventName, exact: true }) });

/** Fills the filter (a phone unfolds it first) and applies it; the address carries it. */
export async function filterExplore(page: Page, { name, team }: { name?: string; team?: TeamCode }): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Filter/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  if (name !== undefined) await page.getByLabel('Event name').fill(name);
  if (team) await page.getByLabel('Team').selectOption({ label: teamName(team) });
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  if (team) await expect(page).toHaveURL(new RegExp(`team=${team}`));
  if (name) await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, '(%20|\\+)')}`));
}

export const exploreMap = (page: Page): Locator => page.getByRole('region', { name: 'Map of the events' });

/**
 * Shows the map (a phone switches from the list; a desktop has it beside the list), waits for its
 * tiles, zooms into clusters until the event's own marker shows, opens its popup and follows the
 * popup's link to the event's page. `beforeLink` runs while the popup is open (a window-only
 * screenshot: see checkScreen).
 * Answers how many clusters it opened on the way.
 */
export async function openEventFromMap(page: Page, eventName: string, beforeLink?: () => Promise<void>): Promise<number> {
  if (isNarrow(page)) {
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(exploreList(page)).toHaveCount(0);
  } else {
    await expect(exploreList(page)).toBeVisible();
  }
  const map = exploreMap(page);
  // The filter's own points first: markers drawn from the previous filter's answer are replaced
  // when it arrives, and a popup opened on them closes with them.
  await expect(page.locator('.explore__map')).not.toHaveAttribute('aria-busy', 'true');
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expectMapFillsItsBox(page);
  const marker = map.getByRole('button', { name: eventName, exact: true });
  let zooms = 0;
  for (; !(await marker.isVisible()); zooms++) {
    expect(zooms, `${eventName}'s marker comes out of its cluster`).toBeLessThan(4);
    await map.locator('.event-map__cluster').first().click();
    // Leaflet zooms in (animated); the marker shows once its cluster splits.
    await marker.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  }
  await marker.click();
  const link = map.getByRole('link', { name: eventName, exact: true });
  await expect(link).toBeVisible();
  await expect(map.locator('.leaflet-popup')).toHaveCSS('opacity', '1'); // faded in: its photo and axe's contrast read the real colours
  if (beforeLink) await beforeLink();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  return zooms;
}

/** Leaflet's box is as large as the map's region: no grey strip, no zero height. */
async function expectMapFillsItsBox(page: Page): Promise<void> {
  const [region, canvas] = await Promise.all([exploreMap(page).boundingBox(), page.locator('.leaflet-container').first().boundingBox()]);
  expect(canvas!.height).toBeGreaterThan(300);
  expect(Math.abs(canvas!.width - region!.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(canvas!.height - region!.height)).toBeLessThanOrEqual(2);
}

// ---------------------------------------------------------------------------------------------
// #/explore/{id}: Apply, register or sign in on the way, the .ics.

export const applyPanel = (page: Page): Locator => page.getByRole('region', { name: 'Volunteer for this event' });
const messageField = (page: Page): Locator => applyPanel(page).getByLabel('Message to the organisation (optional)');

/** The path the Apply panel's links come back to: this event with the form open. */
const backWithTheForm = (eventId: number) => new RegExp(`#/explore/${eventId}\\?apply=1$`);

/**
 * Signed out on an event's page: "Register as a volunteer" in the Apply panel, the registration form
 * (photographed and checked), and 2 s after its success message (SPEC §9) back on the event with
 * the form open and the focus in the message.
 */
export async function registerFromApplyPanel(page: Page, eventId: number, volunteer: Volunteer): Promise<void> {
  await applyPanel(page).getByRole('link', { name: 'Register as a volunteer' }).click();
  await expect(page).toHaveURL(/#\/volunteer\/register\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Register as a volunteer' })).toBeVisible();
  await page.getByLabel(/^Full name/).fill(volunteer.fullName);
  await page.getByLabel(/^Email/).fill(volunteer.email);
  await page.getByLabel(/^Password/).fill(volunteer.password);
  await page.getByLabel(/^Confirm password/).fill(volunteer.password);
  await page.getByLabel(/^About you/).fill(`${volunteer.fullName} likes birds and early mornings.`);
  await checkScreen(page, '04-register');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration successful! Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(backWithTheForm(eventId), { timeout: 5_000 });
  await expect(messageField(page)).toBeFocused();
}

/** Signs in on #/volunteer/login (already open) and waits for the 1 s redirect to `destination`. */
export async function signInAsVolunteer(page: Page, volunteer: Pick<Volunteer, 'email' | 'password'>, destination: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer sign in' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(/^Email/).fill(volunteer.email);
  await page.getByLabel(/^Password/).fill(volunteer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful! Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(destination, { timeout: 5_000 });
}

/** A volunteer's logout (decision 3) ends on the volunteer sign-in, which says so. */
export async function signOutVolunteer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/volunteer\/login\?reason=logged_out$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
}

/** Sends the (open or opened) apply form with a message; the panel says it was sent and shows the status. */
export async function applyWithMessage(page: Page, message: string, expected: 'Applied' | 'Waitlisted' = 'Applied'): Promise<void> {
  const panel = applyPanel(page);
  if (!(await messageField(page).isVisible())) await panel.getByRole('button', { name: 'Apply', exact: true }).click();
  await messageField(page).fill(message);
  await panel.getByRole('button', { name: 'Send application' }).click();
  await expect(panel.getByText(expected === 'Applied' ? 'Your application has been sent.' : 'The event is full: you are on the waitlist.')).toBeVisible();
  await expect(panel.locator('.badge')).toHaveText(expected);
  await expect(panel.getByRole('link', { name: 'My applications' })).toBeVisible();
}

export type CalendarEvent = { summary: string; start: Date; end: Date; zone: string | null; url: string };

/**
 * "Add to calendar": the download (Playwright's download event; the app fetches the file and saves it
 * as a blob on both projects), read back and parsed with ical.js. A zone the file names (TZID) must
 * be defined in it (VTIMEZONE): the instants are read with that definition.
 */
export async function downloadEventCalendar(page: Page): Promise<{ fileName: string; text: string; events: CalendarEvent[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const zone = vevent.getFirstProperty('dtstart')!.getParameter('tzid');
      const zoneName = typeof zone === 'string' ? zone : null;
      if (zoneName) expect(zones.map((vtimezone) => vtimezone.getFirstPropertyValue('tzid')), `VTIMEZONE of ${zoneName}`).toContain(zoneName);
      const event = new ICAL.Event(vevent);
      return { summary: event.summary, start: event.startDate.toJSDate(), end: event.endDate.toJSDate(), zone: zoneName, url: String(vevent.getFirstPropertyValue('url')) };
    });
    return { fileName: download.suggestedFilename(), text, events };
  } finally {
    ICAL.TimezoneService.reset();
  }
}

// ---------------------------------------------------------------------------------------------
// The volunteer's area: #/volunteer, the rating, #/volunteer/certificate.

/** Opens an area page from the volunteer's navbar (in the app: on the mock project a reload would restart msw). */
export async function openFromVolunteerNavbar(page: Page, link: 'My applications' | 'Profile' | 'Certificate', heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The card of the volunteer's application to an event on #/volunteer (named by the event). */
export const myApplication = (page: Page, eventName: string): Locator => page.getByRole('article', { name: eventName, exact: true });

export async function expectMyApplication(page: Page, eventName: string, status: string, xpAwarded?: number): Promise<void> {
  const card = myApplication(page, eventName);
  await expect(card.locator('.badge')).toHaveText(status);
  if (xpAwarded !== undefined) await expect(card.getByText(`${xpAwarded} XP`, { exact: true })).toBeVisible();
}

/** The total XP figure above the applications (GET /api/volunteer/me/). */
export const totalXp = (page: Page): Locator =>
  page.getByRole('list', { name: 'Your figures' }).getByRole('listitem').filter({ hasText: 'Total XP' }).locator('.stat-card__count');

/** "Rate {NGO}" on a completed application: the stars dialog, sent; the card shows the score instead. */
export async function rateNgo(page: Page, eventName: string, ngoName: string, score: 1 | 2 | 3 | 4 | 5, comment: string): Promise<void> {
  const card = myApplication(page, eventName);
  await card.getByRole('button', { name: `Rate ${ngoName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rate ${ngoName}` });
  await dialog.getByRole('radio', { name: en.volunteerArea.rating.scores[score] }).check();
  await dialog.getByLabel(/^Comment/).fill(comment);
  await checkScreen(page, '11-rating', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(dialog).toBeHidden();
  const thanks = page.getByRole('region', { name: 'Notifications' }).locator('.toast').filter({ hasText: `Thank you! Your rating of ${ngoName} was sent.` });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Dismiss' }).click(); // it would cover the next screens' photos
  await expect(card.getByText(`${score} of 5`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Rate ${ngoName}` })).toHaveCount(0);
}

export type CertificateRow = { event: string; ngo: string; date: string; hours: string; xp: string };

/** #/volunteer/certificate: the totals over every verified participation, and a row among them. */
export async function expectCertificate(
  page: Page,
  { name, totals, row }: { name: string; totals: { xp: string; hours: string; participations: string }; row: CertificateRow },
): Promise<void> {
  const certificate = page.getByRole('article', { name });
  await expect(certificate).toBeVisible();
  const total = (label: string) => certificate.locator('.certificate__totals > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
  await expect(total('XP earned')).toHaveText(totals.xp);
  await expect(total('Hours')).toHaveText(totals.hours);
  await expect(total('Participations')).toHaveText(totals.participations);
  const tableRow = certificate.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.event, exact: true }) });
  await expect(tableRow.getByRole('cell')).toHaveText([row.ngo, row.date, row.hours, row.xp]);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
}

/**
 * The certificate as the browser prints it (its print stylesheet): the portal's frame, the Print
 * button and the pager, shown on screen, are left out on paper. Answers how many A4 pages it prints on.
 */
export async function printedCertificatePages(page: Page, name: string): Promise<number> {
  const frame = [page.getByRole('banner'), page.getByRole('navigation', { name: 'Main navigation' }), page.getByRole('button', { name: 'Print' }), page.getByRole('navigation', { name: 'Pages' })];
  for (const part of frame) await expect(part).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  try {
    await expect(page.getByRole('article', { name })).toBeVisible();
    for (const part of frame) await expect(part).toBeHidden();
    const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
    return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  } finally {
    await page.emulateMedia({ media: null });
  }
}

/** The figure on an NGO's public page (#/ngos/{id}): the average rating and how many. */
export const ngoRatingFigure = (page: Page): Locator =>
  page.getByRole('list', { name: 'The organisation in numbers' }).getByRole('listitem').first();

// ---------------------------------------------------------------------------------------------
// The NGO sign-in page (point 5).

/** A volunteer's right password on #/login: the message, and its link to the volunteer sign-in. */
export async function expectToldToUseVolunteerSignIn(page: Page, volunteer: Pick<Volunteer, 'email' | 'password'>): Promise<void> {
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email').fill(volunteer.email);
  await page.getByLabel('Password').fill(volunteer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('This is a volunteer account. Please sign in on the volunteer sign-in page.');
  await expect(page.getByText('Login successful! Redirecting…')).toHaveCount(0);
  await checkScreen(page, '00-ngo-login-volunteer-account');
  await page.getByRole('link', { name: 'Volunteer sign in' }).click();
  await expect(page).toHaveURL(/#\/volunteer\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer sign in' })).toBeVisible();
  await checkScreen(page, '00-volunteer-login');
}
