import { signIn } from '@/e2e/support/accounts';
import { editOrganisationAndCancel, editOrganisationAndSave, expectOrganisation, figureOf, openProfileFromNavbar, refuseBlankName } from '@/e2e/support/profile';
import { applyThroughApi, approvedNgoThroughApi, eventPayload, moveEventIntoThePastThroughApi, publishedEventThroughApi, volunteerThroughApi } from './api';
import { expect, test } from './fixtures';

// Issue 15's /profile on the real server: a new NGO's empty texts, edited and cancelled, then saved
// and read back after a reload; a volunteer who attended its event rates it, and the figures count it.

test('an NGO edits its organisation; a volunteer who attended rates it and the figures change', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { ngo, headers: ngoHeaders } = await approvedNgoThroughApi(request, 'Meadow Keepers');
  const mowing = eventPayload('Meadow Mowing', { startsInDays: 1, xp: 30 });
  const mowingId = await publishedEventThroughApi(request, ngoHeaders, mowing);
  const volunteer = await volunteerThroughApi(request, 'Nika Zorman');
  await applyThroughApi(request, volunteer, mowingId);

  await signIn(page, ngo.email, ngo.password, /#\/dashboard$/);
  await openProfileFromNavbar(page);
  const registered = { name: ngo.name, about: '', history: '', contact_person_bio: '' };
  await expectOrganisation(page, registered);
  await expect(figureOf(page, 'Events')).toHaveText('1');
  await expect(figureOf(page, 'Volunteers')).toHaveText('0');
  await expect(figureOf(page, 'Average rating')).toHaveText('No ratings yet');
  await expect(figureOf(page, 'Total ratings')).toHaveText('0');

  await editOrganisationAndCancel(page, registered);
  await refuseBlankName(page);
  await editOrganisationAndSave(page, {
    name: `${ngo.name} Society`,
    about: 'We keep the meadows of the Savinja valley in bloom.',
    history: 'Founded by beekeepers.',
    contact_person_bio: '',
  });

  // The NGO accepts the volunteer; the event is over; the NGO marks the attendance; the volunteer rates.
  const [application] = (await (await request.get(`/api/portal/applications/?event_id=${mowingId}`, { headers: ngoHeaders })).json()) as { id: number }[];
  const accepted = await request.put(`/api/portal/applications/${application!.id}/update/`, { headers: ngoHeaders, data: { status: 'accepted' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await moveEventIntoThePastThroughApi(request, mowingId, mowing);
  const attended = await request.post('/api/portal/applications/attendance/', { headers: ngoHeaders, data: { application_ids: [application!.id] } });
  expect(attended.status(), await attended.text()).toBe(200);
  const rated = await request.post(`/api/volunteer/applications/${application!.id}/rating/`, { headers: volunteer.headers, data: { score: 4, comment: 'Lovely people.' } });
  expect(rated.status(), await rated.text()).toBe(201);

  await page.reload();
  await expect(figureOf(page, 'Average rating')).toHaveText('4.0');
  await expect(figureOf(page, 'Total ratings')).toHaveText('1');
  await expect(figureOf(page, 'Volunteers')).toHaveText('1');
  await expect(figureOf(page, 'Total XP')).toHaveText('30');
});
