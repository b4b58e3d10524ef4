import { expect, test, type Page } from '@playwright/test';
import { signIn } from '@/e2e/support/accounts';
import { editOrganisationAndCancel, editOrganisationAndSave, expectOrganisation, figureOf, openProfileFromNavbar, refuseBlankName } from '@/e2e/support/profile';

// Issue 15's /profile on the mock API (msw in the page, mocks/demoData.ts): Green Valley's texts,
// two ratings (4 and 5), and the ended Autumn Leaf Raking where Ana Novak's application (14) is
// accepted, so once the NGO marks her attendance she may rate it.
const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };
const ANA = { email: 'ana.novak@example.org', password: 'helping123' };
const ANAS_APPLICATION = 14;
const SAVED = {
  name: 'Green Valley Volunteers',
  about: 'We care for the rivers, forests and parks of the Savinja valley.',
  history: 'Founded in 2019 by a group of friends cleaning up the riverbank every spring.',
  contact_person_bio: 'Maja coordinates our volunteers and field days.',
};

test.beforeEach(async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
  await openProfileFromNavbar(page);
});

test('an NGO edits its organisation and cancels, then edits and saves, and the texts stay after a reload', async ({ page }) => {
  await expectOrganisation(page, SAVED);
  await editOrganisationAndCancel(page, SAVED);
  await refuseBlankName(page);
  await editOrganisationAndSave(page, { name: 'Green Valley Friends', about: 'Rivers, forests and parks.', history: '', contact_person_bio: 'Maja and Tim.' });
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveTitle('NGO Portal');
});

test('a volunteer with a completed application rates the NGO and the figures change', async ({ page }) => {
  await expect(figureOf(page, 'Average rating')).toHaveText('4.5');
  await expect(figureOf(page, 'Total ratings')).toHaveText('2');

  await markAttendanceAndRate(page, ANAS_APPLICATION, 2);
  await page.reload();
  // (4 + 5 + 2) / 3 = 3.67, shown to one decimal.
  await expect(figureOf(page, 'Average rating')).toHaveText('3.7');
  await expect(figureOf(page, 'Total ratings')).toHaveText('3');
});

/** Through the mock API in the page: the signed-in NGO marks the attendance, then the volunteer signs in and rates. */
async function markAttendanceAndRate(page: Page, applicationId: number, score: number) {
  const statuses = await page.evaluate(
    async ({ applicationId, score, volunteer }) => {
      const json = { 'Content-Type': 'application/json' };
      const attended = await fetch('/api/portal/applications/attendance/', {
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify({ application_ids: [applicationId] }),
      });
      const login = await fetch('/api/volunteer/login/', { method: 'POST', headers: json, body: JSON.stringify(volunteer) });
      const { access } = (await login.json()) as { access: string };
      const rated = await fetch(`/api/volunteer/applications/${applicationId}/rating/`, {
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${access}` },
        body: JSON.stringify({ score, comment: 'Good day out.' }),
      });
      return [attended.status, login.status, rated.status];
    },
    { applicationId, score, volunteer: ANA },
  );
  expect(statuses).toEqual([200, 200, 201]);
}
