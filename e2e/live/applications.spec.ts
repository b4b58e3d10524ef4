import { newNgo, signIn } from '@/e2e/support/accounts';
import {
  applicationRow,
  applicationRows,
  bulkBar,
  detailOf,
  exportApplicationsCsv,
  filterApplications,
  openApplicationsFromNavbar,
} from '@/e2e/support/applications';
import {
  applyThroughApi,
  approveThroughApi,
  eventPayload,
  moveEventIntoThePastThroughApi,
  publishedEventThroughApi,
  registerThroughApi,
  signInThroughApi,
  volunteerThroughApi,
} from './api';
import { expect, test } from './fixtures';

// Issue 14 on the real server: volunteers register and apply through the API, the NGO decides in
// the browser, exports the CSV, and marks attendance once the event is over; the XP is real.

test('volunteers apply, the NGO decides, exports, and marks attendance; the volunteer earns the XP', async ({ page, request }) => {
  test.setTimeout(60_000); // about 12 s alone: two events, four volunteers and every decision
  const ngo = newNgo('Riverside Helpers');
  await registerThroughApi(request, ngo);
  await approveThroughApi(request, ngo.email);
  const ngoHeaders = await signInThroughApi(request, '/api/ngo/login/', ngo);
  const planting = eventPayload('Orchard Planting', { startsInDays: 10, xp: 40 });
  const litterPick = eventPayload('Litter Pick', { startsInDays: 1, xp: 25 });
  const plantingId = await publishedEventThroughApi(request, ngoHeaders, planting);
  const litterPickId = await publishedEventThroughApi(request, ngoHeaders, litterPick);

  const names = ['Žan Kovač', 'Peter "Pero" Novak, Jr.', 'Mia Zupan', 'Tomaž Hribar'];
  const volunteers = [];
  // Issue 33: Pero writes two lines to the NGO.
  const peroMessage = 'Hi! I can bring extra gloves.\nIs there parking nearby?';
  for (const name of names) {
    const volunteer = await volunteerThroughApi(request, name);
    await applyThroughApi(request, volunteer, plantingId, name.startsWith('Peter') ? peroMessage : undefined);
    volunteers.push(volunteer);
  }
  const [zan, pero, mia, tomaz] = volunteers;
  await applyThroughApi(request, mia!, litterPickId);
  await applyThroughApi(request, tomaz!, litterPickId);

  await signIn(page, ngo.email, ngo.password, /#\/dashboard$/);
  await openApplicationsFromNavbar(page);
  await expect(applicationRows(page)).toHaveCount(5); // six in all, five a page

  // Filter by event and status.
  await filterApplications(page, { event: /^Orchard Planting/, status: 'Applied' });
  await expect(page).toHaveURL(new RegExp(`#/applications\\?event=${plantingId}&status=applied$`));
  await expect(applicationRows(page)).toHaveCount(4);
  await page.screenshot({ path: 'test-results/live-applications.png', fullPage: true });

  // Accept one from its row.
  const row = (name: string, event = 'Orchard Planting') => applicationRow(page, name, event);
  await row('Mia Zupan').getByRole('button', { name: 'Accept Mia Zupan (Orchard Planting)' }).click();
  await expect(page.getByText('Mia Zupan is accepted.')).toBeVisible();
  await expect(applicationRows(page)).toHaveCount(3);

  // Waitlist two at once.
  await row('Žan Kovač').getByRole('checkbox').check();
  await row('Peter "Pero" Novak, Jr.').getByRole('checkbox').check();
  await expect(bulkBar(page).getByText('2 selected')).toBeVisible();
  await bulkBar(page).getByRole('button', { name: 'Waitlist' }).click();
  // Issue 33: it mails both volunteers, so it asks first.
  await page.getByRole('dialog', { name: 'Waitlist 2 applications?' }).getByRole('button', { name: 'Waitlist' }).click();
  await expect(page.getByText('2 applications updated.')).toBeVisible();
  await expect(applicationRows(page)).toHaveCount(1);

  // Revert one to applied.
  await filterApplications(page, { event: /^Orchard Planting/, status: 'Waitlisted' });
  await expect(applicationRows(page)).toHaveCount(2);
  await row('Žan Kovač').getByRole('button', { name: 'Revert Žan Kovač (Orchard Planting) to applied' }).click();
  await expect(page.getByText('Žan Kovač is back to applied.')).toBeVisible();
  await expect(applicationRows(page)).toHaveCount(1);

  // The details, and the CSV of the event's four applications, read back.
  await filterApplications(page, { event: /^Orchard Planting/ });
  await expect(applicationRows(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Details of Peter "Pero" Novak, Jr. (Orchard Planting)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Application details' });
  await expect(dialog.getByRole('link', { name: pero!.email })).toBeVisible();
  await expect(dialog.getByText('Peter "Pero" Novak, Jr. likes to help.')).toBeVisible();
  await expect(dialog.locator('.badge')).toHaveText('Waitlisted');
  await expect(detailOf(dialog, 'Message')).toHaveText(peroMessage);
  await page.screenshot({ path: 'test-results/live-applications-message.png' });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(row('Peter "Pero" Novak, Jr.').getByText('Has a message')).toBeVisible();
  const csv = await exportApplicationsCsv(page);
  expect(csv.bom).toBe(true);
  expect(csv.lines[0]).toBe('Name,Email,Event,Event date,Status,Application date,Message');
  expect(csv.lines.slice(1)).toHaveLength(4);
  const day = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d`;
  expect(csv.lines).toContainEqual(
    expect.stringMatching(new RegExp(`^"Peter ""Pero"" Novak, Jr\\.",${pero!.email.replace('.', '\\.')},Orchard Planting,${day},Waitlisted,${day},"Hi! I can bring extra gloves\\.\nIs there parking nearby\\?"$`)),
  );
  expect(csv.lines).toContainEqual(expect.stringMatching(new RegExp(`^Žan Kovač,${zan!.email.replace('.', '\\.')},Orchard Planting,${day},Applied,${day},Happy to help\\.$`)));

  // The litter pick: both accepted through the API, then it takes place (its dates move into the past).
  const litterApplications = await (await request.get(`/api/portal/applications/?event_id=${litterPickId}`, { headers: ngoHeaders })).json();
  const accepted = await request.post('/api/portal/applications/bulk-update/', {
    headers: ngoHeaders,
    data: { application_ids: litterApplications.map((application: { id: number }) => application.id), status: 'accepted' },
  });
  expect(accepted.status()).toBe(200);
  await moveEventIntoThePastThroughApi(request, litterPickId, litterPick);

  // The NGO comes back after the event: the page is loaded afresh.
  await page.reload();
  const xpBefore = (await (await request.get('/api/volunteer/me/', { headers: tomaz!.headers })).json()).total_xp as number;
  await filterApplications(page, { event: /^Litter Pick/ });
  await expect(applicationRows(page)).toHaveCount(2);
  const tomazRow = row('Tomaž Hribar', 'Litter Pick');
  await tomazRow.getByRole('button', { name: 'Mark Tomaž Hribar (Litter Pick) as attended' }).click();
  await expect(page.getByText('Tomaž Hribar is marked as attended.')).toBeVisible();
  await expect(tomazRow.locator('.badge')).toHaveText('Completed');
  await page.screenshot({ path: 'test-results/live-applications-attendance.png', fullPage: true });

  // The volunteer's XP rose by the event's, once.
  const me = await (await request.get('/api/volunteer/me/', { headers: tomaz!.headers })).json();
  expect(me.total_xp).toBe(xpBefore + 25);
  await page.getByRole('button', { name: 'Details of Tomaž Hribar (Litter Pick)' }).click();
  await expect(detailOf(page.getByRole('dialog', { name: 'Application details' }), 'Total XP')).toHaveText(String(xpBefore + 25));
});
