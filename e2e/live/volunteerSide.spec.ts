import { signIn } from '@/e2e/support/accounts';
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
  printedCertificatePages,
  rateNgo,
  registerFromApplyPanel,
  SCREENS,
  signInAsVolunteer,
  stubMapTiles,
  totalXp,
} from '@/e2e/support/volunteerSide';
import {
  applyThroughApi,
  approvedNgoThroughApi,
  attendedThroughApi,
  decideAllThroughApi,
  eventPayload,
  moveEventIntoThePastThroughApi,
  publishedEventThroughApi,
  volunteerThroughApi,
} from './api';
import { answerOutsideServices, expect, test } from './fixtures';

// Issue 17's volunteer journey on the real server (a fresh database per run, shared by the run's
// tests), on a 360 px phone and a desktop. A new NGO publishes three events through the API: the
// journey's bird count (Ljubljana's zone, 30 XP), a boardwalk repair nearby whose one place is
// taken (the waitlist), and a fun run of another team that the team filter leaves out. The names
// start with a word of this test's own, so the run's other events never show.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    // A reader in London: the event's times in the reader's zone, and its local time in Ljubljana beside them.
    test.use({ ...screen.use, timezoneId: 'Europe/London' });
    test.beforeEach(async ({ context, request }) => {
      const config = (await (await request.get('/api/config/')).json()) as { mapTileUrl: string };
      await stubMapTiles(context, config.mapTileUrl);
    });

    test('a visitor finds an event by team and on the map, registers, applies; the NGO accepts and marks attendance; the volunteer sees it, rates the NGO and has the .ics', async ({ page, request, browser }) => {
      test.setTimeout(180_000); // the whole journey, two people, on a busy two-core machine
      const { ngo, ngoId, headers: ngoHeaders } = await approvedNgoThroughApi(request, 'Wetland Friends');
      const prefix = `Wetland ${Date.now().toString(36)}`;
      const park = { latitude: 46.236, longitude: 15.268, text: 'Mestni park, 3000 Celje' };
      const birdCount = eventPayload(`${prefix} bird count`, { startsInDays: 6, hours: 3, peopleNeeded: 5, xp: 30, teams: ['ENVIRONMENTAL'], timeZone: 'Europe/Ljubljana', location: park });
      // About 90 m away: on the first view of the map the two share a cluster.
      const boardwalk = eventPayload(`${prefix} boardwalk repair`, {
        startsInDays: 8,
        peopleNeeded: 1,
        xp: 20,
        teams: ['ENVIRONMENTAL'],
        timeZone: 'Europe/Ljubljana',
        location: { latitude: 46.2366, longitude: 15.2688, text: 'Mestni park pond, 3000 Celje' },
      });
      const funRun = eventPayload(`${prefix} fun run`, { startsInDays: 7, teams: ['SPORTS_AND_RECREATION'], location: park });
      const birdCountId = await publishedEventThroughApi(request, ngoHeaders, birdCount);
      const boardwalkId = await publishedEventThroughApi(request, ngoHeaders, boardwalk);
      await publishedEventThroughApi(request, ngoHeaders, funRun);
      const first = await volunteerThroughApi(request, 'Tilen Kos');
      await applyThroughApi(request, first, boardwalkId);
      await decideAllThroughApi(request, ngoHeaders, boardwalkId, 'accepted');
      const volunteer = newVolunteer('Mira Zupančič');

      // Explore: the name finds all three; the team leaves the fun run out.
      await openExplore(page);
      await filterExplore(page, { name: prefix });
      await expect(exploreList(page).getByRole('heading', { level: 3 })).toHaveText([birdCount.eventName, funRun.eventName, boardwalk.eventName]);
      await filterExplore(page, { team: 'ENVIRONMENTAL' });
      await expect(exploreList(page).getByRole('heading', { level: 3 })).toHaveText([birdCount.eventName, boardwalk.eventName]);
      await expect(exploreCard(page, birdCount.eventName).getByText('5 places left')).toBeVisible();
      await expect(exploreCard(page, birdCount.eventName).getByText('30 XP')).toBeVisible();
      await expect(exploreCard(page, boardwalk.eventName).getByText('Full: new applications join the waitlist')).toBeVisible();
      await checkScreen(page, '01-explore-list');
      // The two share a cluster on the map's first view: one click on it opens it.
      expect(await openEventFromMap(page, birdCount.eventName, () => checkScreen(page, '02-explore-map', { fullPage: false }))).toBe(1);

      // The event's page, signed out.
      await expect(page).toHaveURL(new RegExp(`#/explore/${birdCountId}$`));
      await expect(page.getByText(/ local time \(Europe\/Ljubljana\)$/)).toBeVisible();
      await expect(page.getByRole('link', { name: `Organised by ${ngo.name}` })).toHaveAttribute('href', new RegExp(`#/ngos/${ngoId}$`));
      await checkScreen(page, '03-event-signed-out');

      // Registers from the Apply panel, comes back with the form open, applies with a message.
      await registerFromApplyPanel(page, birdCountId, volunteer);
      await checkScreen(page, '05-event-apply-form');
      await applyWithMessage(page, 'I know the herons by their calls.');
      await checkScreen(page, '06-event-applied');

      // Add to calendar: the server's file, in the event's own zone (TZID with its VTIMEZONE).
      const calendar = await downloadEventCalendar(page);
      expect(calendar.fileName).toMatch(/^wetland-[a-z0-9]+-bird-count\.ics$/);
      expect(calendar.text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Ljubljana\r\n');
      expect(calendar.events).toEqual([
        {
          summary: birdCount.eventName,
          start: new Date(birdCount.startDate),
          end: new Date(birdCount.endDate),
          zone: 'Europe/Ljubljana',
          url: expect.stringMatching(new RegExp(`/#/explore/${birdCountId}$`)) as unknown as string,
        },
      ]);

      // The boardwalk is full: applying puts the volunteer on its waitlist, and the page says so.
      await page.goto(`/#/explore/${boardwalkId}`);
      await expect(page.getByRole('heading', { level: 1, name: boardwalk.eventName })).toBeVisible();
      await expect(applyPanel(page).getByText('This event is full: your application will join the waitlist.')).toBeVisible();
      await applyWithMessage(page, 'Happy to wait for a place.', 'Waitlisted');
      await checkScreen(page, '07-event-full-waitlisted');

      // The NGO, in its own browser, accepts the volunteer; the event takes place; it marks attendance.
      const ngoContext = await browser.newContext();
      try {
        const ngoPage = await ngoContext.newPage();
        await answerOutsideServices(ngoPage);
        await signIn(ngoPage, ngo.email, ngo.password, /#\/dashboard$/);
        await openApplicationsFromNavbar(ngoPage);
        await filterApplications(ngoPage, { event: new RegExp(`^${escaped(birdCount.eventName)}`) });
        const row = applicationRow(ngoPage, volunteer.fullName, birdCount.eventName);
        await row.getByRole('button', { name: `Accept ${volunteer.fullName} (${birdCount.eventName})` }).click();
        await expect(ngoPage.getByText(`${volunteer.fullName} is accepted.`)).toBeVisible();
        await expect(row.locator('.badge')).toHaveText('Accepted');
        await checkScreen(ngoPage, '08-ngo-accepts', { axe: false });

        const took = await moveEventIntoThePastThroughApi(request, birdCountId, birdCount);
        await ngoPage.reload(); // the filter is in the address
        await row.getByRole('button', { name: `Mark ${volunteer.fullName} (${birdCount.eventName}) as attended` }).click();
        await expect(ngoPage.getByText(`${volunteer.fullName} is marked as attended.`)).toBeVisible();
        await expect(row.locator('.badge')).toHaveText('Completed');
        await checkScreen(ngoPage, '09-ngo-attendance', { axe: false });

        // The volunteer, back in their browser: completed with its XP, the waitlist beside it.
        await page.goto('/#/volunteer');
        await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
        await expectMyApplication(page, birdCount.eventName, 'Completed', 30);
        await expect(myApplication(page, birdCount.eventName).getByText('Event ended')).toBeVisible();
        await expectMyApplication(page, boardwalk.eventName, 'Waitlisted');
        await expect(totalXp(page)).toHaveText('30');
        await checkScreen(page, '10-my-applications');

        // Rates the NGO: its public page had no rating; now it has this one.
        await myApplication(page, birdCount.eventName).getByRole('link', { name: ngo.name }).click();
        await expect(ngoRatingFigure(page)).toHaveText('No ratings yetAverage rating');
        await page.goBack();
        await rateNgo(page, birdCount.eventName, ngo.name, 4, 'Good binoculars for everyone.');
        await checkScreen(page, '12-my-applications-rated');
        await myApplication(page, birdCount.eventName).getByRole('link', { name: ngo.name }).click();
        await expect(ngoRatingFigure(page)).toHaveText('4.0Average rating · 1 rating');
        await checkScreen(page, '15-ngo-public-page');

        // The certificate: the verified participation, dated where it took place.
        await openFromVolunteerNavbar(page, 'Certificate', 'Certificate of volunteering');
        const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Europe/Ljubljana' }).format(new Date(took.startDate));
        await expectCertificate(page, {
          name: volunteer.fullName,
          totals: { xp: '30', hours: '3', participations: '1' },
          row: { event: birdCount.eventName, ngo: ngo.name, date: day, hours: '3', xp: '30' },
        });
        await checkScreen(page, '13-certificate');
        await openFromVolunteerNavbar(page, 'Profile', 'My profile');
        await expect(page.getByText(volunteer.email)).toBeVisible();
        await checkScreen(page, '14-profile');
      } finally {
        await ngoContext.close();
      }
    });

    test('a volunteer at the organisations’ sign-in is sent to the volunteer sign-in', async ({ page, request }) => {
      const volunteer = await volunteerThroughApi(request, 'Tina Hribar');
      await expectToldToUseVolunteerSignIn(page, volunteer);
      await signInAsVolunteer(page, volunteer, /#\/volunteer$/);
      await expect(page.getByText('You have not applied to any event yet.')).toBeVisible();
      await checkScreen(page, '00-my-applications-empty');
    });
  });
}

// Point 3: "printable on one A4 page". A volunteer with 21 verified participations, whose event and
// organiser names take two lines each: page 1 of the certificate (20 rows, the totals of all 21)
// prints on one A4 sheet without the portal's frame.
test('a certificate of 20 verified participations with long names prints on one A4 page', async ({ page, request }) => {
  test.setTimeout(120_000); // 21 events through the API on a busy two-core machine
  const { ngo, headers: ngoHeaders } = await approvedNgoThroughApi(request, 'Zavod za varstvo narave, kulturne dediščine in trajnostni razvoj Savinjske regije, Celje');
  const volunteer = await volunteerThroughApi(request, 'Marjetica Novak-Kovačič');
  let firstStart = '';
  for (let i = 1; i <= 21; i++) {
    const payload = eventPayload(`Certificate ${i}: restoring the riverside footpath and planting native hedgerows`, { startsInDays: 3, hours: 3, xp: 10 });
    const id = await publishedEventThroughApi(request, ngoHeaders, payload);
    await applyThroughApi(request, volunteer, id);
    await decideAllThroughApi(request, ngoHeaders, id, 'accepted');
    const took = await moveEventIntoThePastThroughApi(request, id, payload, i);
    if (i === 1) firstStart = took.startDate;
    await attendedThroughApi(request, ngoHeaders, id);
  }

  await page.goto('/#/volunteer/login');
  await signInAsVolunteer(page, volunteer, /#\/volunteer$/);
  await openFromVolunteerNavbar(page, 'Certificate', 'Certificate of volunteering');
  await expectCertificate(page, {
    name: 'Marjetica Novak-Kovačič',
    totals: { xp: '210', hours: '63', participations: '21' },
    row: { event: 'Certificate 1: restoring the riverside footpath and planting native hedgerows', ngo: ngo.name, date: new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(firstStart)), hours: '3', xp: '10' },
  });
  await expect(page.getByRole('article', { name: 'Marjetica Novak-Kovačič' }).getByRole('rowheader')).toHaveCount(20);
  await expect(page.getByText('1 more participation follows after this page.')).toBeVisible();
  await checkScreen(page, '16-certificate-21-participations');
  expect(await printedCertificatePages(page, 'Marjetica Novak-Kovačič')).toBe(1);
});
