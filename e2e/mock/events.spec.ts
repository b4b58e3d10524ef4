import { expect, test } from '@playwright/test';
import { signIn } from '@/e2e/support/accounts';
import { eventCard, openEventsFromNavbar, runEventJourney } from '@/e2e/support/events';

// The NGO events flows on the mock API (msw in the page, demo data from mocks/demoData.ts).
const GREEN_VALLEY = { email: 'green@example.org', password: 'volunteer123' };

test.beforeEach(async ({ page }) => {
  await signIn(page, GREEN_VALLEY.email, GREEN_VALLEY.password, /#\/dashboard$/);
});

test('an NGO creates a one-off and a weekly event with posters, filters, opens, edits and deletes', async ({ page }) => {
  await runEventJourney(page, 'mock');
});

test('a rejected event shows the feedback and is resubmitted for review', async ({ page }) => {
  await openEventsFromNavbar(page);
  const card = eventCard(page, 'Night Hike Fundraiser');
  await expect(card.getByText('Please add a safety plan and the meeting point for a night event.')).toBeVisible();
  await card.getByRole('button', { name: 'Resubmit for review: Night Hike Fundraiser' }).click();
  await expect(card.getByText('Pending Review')).toBeVisible();
  await expect(card.getByText('Please add a safety plan and the meeting point for a night event.')).toHaveCount(0);
});

test('an empty form lists every SPEC §5 message joined with commas and keeps what was typed', async ({ page }) => {
  await page.goto('/#/events/create');
  await page.getByLabel(/^Event name/).fill('Half-finished plan');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'Event description is required, Start date is required, End date is required, Location address is required, ' +
      'Valid latitude and longitude are required, Number of people needed is required, At least one team must be selected',
  );
  await expect(page.getByLabel(/^Event name/)).toHaveValue('Half-finished plan');
  await page.screenshot({ path: 'test-results/mock-event-form-errors.png', fullPage: true });
});

test('the events list and an event read in Slovenian', async ({ page }) => {
  await page.getByLabel('Language').selectOption('sl');
  await page.getByRole('navigation').getByRole('link', { name: 'Dogodki', exact: true }).click();
  const card = eventCard(page, 'Community Garden Day');
  await expect(card.getByText('V pregledu')).toBeVisible();
  await page.screenshot({ path: 'test-results/mock-events-list-sl.png', fullPage: true });
  await card.getByRole('link', { name: /Community Garden Day/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Garden Day' })).toBeVisible();
  await page.screenshot({ path: 'test-results/mock-event-details-sl.png', fullPage: true });
});
