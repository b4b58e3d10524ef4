import { expect, test } from '@playwright/test';
import { signIn, signOutThroughNavbar } from '@/e2e/support/accounts';
import { applicationRow, filterApplications, openApplicationsFromNavbar } from '@/e2e/support/applications';
import {
  applyPanel,
  applyWithMessage,
  checkScreen,
  downloadEventCalendar,
  expectCertificate,
  expectMyApplication,
  expectToldToUseVolunteerSignIn,
  exploreCard,
  exploreList,
  filterExplore,
  myApplication,
  newVolunteer,
  ngoRatingFigure,
  openEventFromMap,
  openExplore,
  openFromVolunteerNavbar,
  rateNgo,
  registerFromApplyPanel,
  SCREENS,
  signInAsVolunteer,
  signOutVolunteer,
  stubMapTiles,
  totalXp,
} from '@/e2e/support/volunteerSide';
import { FULL_EVENT_ID } from '@/mocks/demoData';
import { mockConfig } from '@/mocks/handlers/config';

// Issue 17's volunteer journey on the mock API's demo world (mocks/demoData.ts), as QA runs it, on
// a 360 px phone and a desktop. The msw store lives in the tab's sessionStorage, so the volunteer
// and the NGO take turns in one page (a second context would start from the demo again). Green
// Valley's Food Bank Sorting (19 Dec 2026) is the one event of the humanitarian team; attendance
// waits for its end, so the page's clock (msw answers inside the page) is moved past it.

const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123', name: 'Green Valley Volunteers' };
const FOOD_BANK = { id: 3, name: 'Food Bank Sorting' };
const LUCJA = { email: 'lucja.wisniewska@example.org', password: 'helping123' };

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    // A reader in London: the event's times in the reader's zone, and its local time in Ljubljana beside them.
    test.use({ ...screen.use, timezoneId: 'Europe/London' });
    test.beforeEach(({ context }) => stubMapTiles(context, mockConfig.mapTileUrl));

    test('a visitor finds an event by team and on the map, registers, applies; the NGO accepts and marks attendance; the volunteer sees it, rates the NGO and has the .ics', async ({ page }) => {
      test.setTimeout(180_000); // the whole journey, three sign-ins, on a busy two-core machine
      const volunteer = newVolunteer('Mira Zupančič');

      // Explore: the team's one event in the list, then on the map, whose popup leads to its page.
      await openExplore(page);
      await expect(page.getByText('Showing 1–7 of 7 events')).toBeVisible();
      await filterExplore(page, { team: 'HUMANITARIAN_AND_EMERGENCY_RESPONSE' });
      await expect(exploreList(page).getByRole('heading', { level: 3 })).toHaveText([FOOD_BANK.name]);
      await expect(exploreCard(page, FOOD_BANK.name).getByText('7 places left')).toBeVisible();
      await checkScreen(page, '01-explore-list');
      expect(await openEventFromMap(page, FOOD_BANK.name, () => checkScreen(page, '02-explore-map', { fullPage: false }))).toBe(0); // alone: no cluster

      // The event's page, signed out: the reader's times and the event's own, its place on a map.
      await expect(page).toHaveURL(new RegExp(`#/explore/${FOOD_BANK.id}$`));
      await expect(page.getByText('Dec 19, 2026, 8:00 AM – 12:00 PM', { exact: true })).toBeVisible();
      await expect(page.getByText('Dec 19, 2026, 9:00 AM – 1:00 PM local time (Europe/Ljubljana)')).toBeVisible();
      await expect(page.getByRole('region', { name: /^Map: Rdeči križ Celje/ }).getByRole('button', { name: FOOD_BANK.name })).toBeVisible();
      await checkScreen(page, '03-event-signed-out');

      // Registers from the Apply panel and comes back with the form open; applies with a message.
      await registerFromApplyPanel(page, FOOD_BANK.id, volunteer);
      await checkScreen(page, '05-event-apply-form');
      await applyWithMessage(page, 'I can bring a van for the boxes.');
      await checkScreen(page, '06-event-applied');

      // Add to calendar: the event's .ics (UTC times on the mocks, docs/decisions/mocks-and-qa.md
      // "Mocks of the volunteers' side").
      const calendar = await downloadEventCalendar(page);
      expect(calendar.fileName).toBe(`event-${FOOD_BANK.id}.ics`);
      expect(calendar.events).toEqual([
        {
          summary: FOOD_BANK.name,
          start: new Date('2026-12-19T08:00:00Z'),
          end: new Date('2026-12-19T12:00:00Z'),
          zone: null,
          url: expect.stringMatching(new RegExp(`/#/explore/${FOOD_BANK.id}$`)) as unknown as string,
        },
      ]);

      await openFromVolunteerNavbar(page, 'My applications', 'My applications');
      await expectMyApplication(page, FOOD_BANK.name, 'Applied');
      await signOutVolunteer(page);

      // Green Valley accepts the new volunteer.
      await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
      await openApplicationsFromNavbar(page);
      await filterApplications(page, { event: /^Food Bank Sorting/ });
      const row = applicationRow(page, volunteer.fullName, FOOD_BANK.name);
      await row.getByRole('button', { name: `Accept ${volunteer.fullName} (${FOOD_BANK.name})` }).click();
      await expect(page.getByText(`${volunteer.fullName} is accepted.`)).toBeVisible();
      await expect(row.locator('.badge')).toHaveText('Accepted');
      await expect(row.getByRole('button', { name: /as attended$/ })).toHaveCount(0); // not before the event ends
      await checkScreen(page, '08-ngo-accepts', { axe: false });
      await signOutThroughNavbar(page);

      // The event takes place: the page's clock (and so the mock API's) moves past its end. The store
      // is the page's memory (and sessionStorage): the acceptance is still there afterwards.
      await page.clock.setSystemTime(new Date('2026-12-20T10:00:00Z'));
      expect(await page.evaluate(() => new Date().toISOString())).toMatch(/^2026-12-20T10:00/);
      await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
      await openApplicationsFromNavbar(page);
      await filterApplications(page, { event: /^Food Bank Sorting/ });
      await expect(row.locator('.badge')).toHaveText('Accepted');
      await row.getByRole('button', { name: `Mark ${volunteer.fullName} (${FOOD_BANK.name}) as attended` }).click();
      await expect(page.getByText(`${volunteer.fullName} is marked as attended.`)).toBeVisible();
      await expect(row.locator('.badge')).toHaveText('Completed');
      await checkScreen(page, '09-ngo-attendance', { axe: false });
      await signOutThroughNavbar(page);

      // The volunteer comes back (the area's guard sends them through the sign-in): completed, with the XP.
      await page.goto('/#/volunteer');
      await expect(page).toHaveURL(/#\/volunteer\/login\?next=%2Fvolunteer$/);
      await signInAsVolunteer(page, volunteer, /#\/volunteer$/);
      await expectMyApplication(page, FOOD_BANK.name, 'Completed', 10);
      await expect(myApplication(page, FOOD_BANK.name).getByText('Event ended')).toBeVisible();
      await expect(totalXp(page)).toHaveText('10');
      await checkScreen(page, '10-my-applications');

      // Rates Green Valley: its public page's average moves from 4.5 of 2 (4 and 5) to 4.7 of 3.
      await myApplication(page, FOOD_BANK.name).getByRole('link', { name: GREEN_VALLEY.name }).click();
      await expect(ngoRatingFigure(page)).toHaveText('4.5Average rating · 2 ratings');
      await page.goBack();
      await rateNgo(page, FOOD_BANK.name, GREEN_VALLEY.name, 5, 'Well sorted, friendly people.');
      await checkScreen(page, '12-my-applications-rated');
      await myApplication(page, FOOD_BANK.name).getByRole('link', { name: GREEN_VALLEY.name }).click();
      await expect(ngoRatingFigure(page)).toHaveText('4.7Average rating · 3 ratings');
      await checkScreen(page, '15-ngo-public-page');

      // The certificate: the verified participation with its hours and XP.
      await openFromVolunteerNavbar(page, 'Certificate', 'Certificate of volunteering');
      await expectCertificate(page, {
        name: volunteer.fullName,
        totals: { xp: '10', hours: '4', participations: '1' },
        row: { event: FOOD_BANK.name, ngo: GREEN_VALLEY.name, date: 'Dec 19, 2026', hours: '4', xp: '10' },
      });
      await checkScreen(page, '13-certificate');
      await openFromVolunteerNavbar(page, 'Profile', 'My profile');
      await expect(page.getByText(volunteer.email)).toBeVisible();
      await checkScreen(page, '14-profile');
    });

    test('a volunteer at the organisations’ sign-in is sent to the volunteer sign-in; signed in from a full event’s Apply panel, they join its waitlist', async ({ page }) => {
      await expectToldToUseVolunteerSignIn(page, LUCJA);

      await page.goto(`/#/explore/${FULL_EVENT_ID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Shelter Open Day' })).toBeVisible();
      await expect(page.getByText('Full: new applications join the waitlist')).toBeVisible();
      const panel = applyPanel(page);
      await panel.getByRole('link', { name: 'Sign in to apply' }).click();
      await signInAsVolunteer(page, LUCJA, new RegExp(`#/explore/${FULL_EVENT_ID}\\?apply=1$`));
      await expect(panel.getByLabel('Message to the organisation (optional)')).toBeFocused();
      await expect(panel.getByText('This event is full: your application will join the waitlist.')).toBeVisible();
      await applyWithMessage(page, 'Happy to wait for a place.', 'Waitlisted');
      await checkScreen(page, '07-event-full-waitlisted');
    });
  });
}
