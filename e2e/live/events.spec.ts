import { newNgo, signIn } from '@/e2e/support/accounts';
import { openEventsFromNavbar, runEventJourney } from '@/e2e/support/events';
import { approveThroughApi, registerThroughApi } from './api';
import { expect, test } from './fixtures';

// The NGO events flows on the real server: a fresh approved NGO, real uploads to DATA_DIR/media.

test('an NGO creates a one-off and a weekly event with posters, filters, opens, edits and deletes', async ({ page, request }) => {
  const ngo = newNgo('Savinja Friends');
  await registerThroughApi(request, ngo);
  await approveThroughApi(request, ngo.email);
  await signIn(page, ngo.email, ngo.password, /#\/dashboard$/);
  // A new NGO starts with the empty state and its create-first link.
  await openEventsFromNavbar(page);
  await expect(page.getByText('No events yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first event' })).toBeVisible();
  await page.screenshot({ path: 'test-results/live-events-empty.png', fullPage: true });

  await runEventJourney(page, 'live');
});

test("another NGO's event is not found, in the browser as on the API", async ({ page, request }) => {
  const owner = newNgo('Owner Trust');
  const stranger = newNgo('Curious Club');
  for (const ngo of [owner, stranger]) {
    await registerThroughApi(request, ngo);
    await approveThroughApi(request, ngo.email);
  }
  const login = await (await request.post('/api/ngo/login/', { data: { email: owner.email, password: owner.password } })).json();
  const created = await request.post('/api/events/create/', {
    headers: { authorization: `Bearer ${login.access}` },
    data: {
      eventName: 'Private planning day',
      eventDescription: 'Only for the owner.',
      startDate: '2027-04-01 08:00:00Z',
      endDate: '2027-04-01 10:00:00Z',
      markerType: 1,
      people_needed: 2,
      focus_teams_data: [1],
      competences_data: '',
      location: { latitude: 46.23, longitude: 15.26, text: 'Celje' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data;

  await signIn(page, stranger.email, stranger.password, /#\/dashboard$/);
  await page.goto(`/#/events/${id}`);
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expect(page.getByText('Private planning day')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/live-event-not-found.png', fullPage: true });
  await page.goto(`/#/events/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Event not found');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(page.getByLabel(/^Event name/)).toHaveCount(0);
});
