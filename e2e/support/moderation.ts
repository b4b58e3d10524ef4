import { expect, test, type Page } from '@playwright/test';
import { ADMIN_REVIEW_QUEUE_LENGTH } from '@/contract/limits';
import { signIn, signOutThroughNavbar } from './accounts';
import { createEventThroughForm, eventCard, openEventsFromNavbar, posterJpeg, type EventDraft } from './events';

// Steps of the moderation flows shared by the `mock` and `live` projects (issue 5), driven through
// the screens as the NGO and the super administrator would.

type Credentials = { email: string; password: string };

const STATUS_LABELS = { pending: 'Pending Review', approved: 'Approved', rejected: 'Rejected', published: 'Published' } as const;
const DECISIONS = {
  approve: { title: 'Approve event', button: 'Approve', done: 'approved' },
  reject: { title: 'Reject event', button: 'Reject', done: 'rejected' },
  publish: { title: 'Publish event', button: 'Publish', done: 'published' },
} as const;
const DASHBOARD_CARDS = [
  ['Pending review', 'Pending Review'],
  ['Total events', 'All'],
  ['Approved', 'Approved'],
  ['Rejected', 'Rejected'],
] as const;

export async function openModerationFromNavbar(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Event moderation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event moderation' })).toBeVisible();
}

/** The moderation list searched for one event's name (the search waits for typing to pause). */
export async function searchModeration(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search events' }).fill(name);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
}

/** Decides on the event's card through the review dialog. */
export async function decideOnCard(
  page: Page,
  name: string,
  decision: 'approve' | 'reject' | 'publish',
  review: { reason?: string; notes?: string } = {},
): Promise<void> {
  const { title, button, done } = DECISIONS[decision];
  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: `${button}: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  if (review.reason !== undefined) await dialog.getByRole('textbox', { name: /^Rejection reason/ }).fill(review.reason);
  if (review.notes !== undefined) await dialog.getByRole('textbox', { name: /^Admin notes/ }).fill(review.notes);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${name}” was ${done}.` })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/**
 * The dashboard's four counts match the events: each card opens the moderation list at its status,
 * whose button shows the same count and whose pages list that many events.
 */
export async function expectDashboardCountsMatchEvents(page: Page, screenshot?: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  for (const [card, button] of DASHBOARD_CARDS) {
    const count = await dashboardCount(page, card);
    await page.getByRole('link', { name: new RegExp(`^\\d+ ${card}$`) }).click();
    await expect(page.getByRole('button', { name: `${button} (${count})`, pressed: true })).toBeVisible();
    if (count === 0) await expect(page.getByText('No events match')).toBeVisible();
    else await expect(page.getByText(new RegExp(`^Showing 1–${Math.min(count, 20)} of ${count}$`))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Math.min(count, 20));
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  }
}

/** The number on one of the dashboard's count cards ('Pending review', 'Total events', …). */
async function dashboardCount(page: Page, card: string): Promise<number> {
  const link = page.getByRole('link', { name: new RegExp(`^\\d+ ${card}$`) });
  return Number((await link.textContent())!.replace(card, ''));
}

/**
 * The whole loop of issue 5: the NGO submits an event, the administrator rejects it with a reason,
 * the NGO sees the reason, edits and resubmits it, the administrator approves and then publishes
 * it, and the NGO sees it published. Screenshots go to test-results/<prefix>-*.png.
 */
export async function runModerationLoop(page: Page, who: { ngo: Credentials; admin: Credentials }, prefix: string): Promise<void> {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const draft: EventDraft = {
    name: `Castle Hill Walk ${unique}`,
    description: 'A guided walk for new volunteers: we meet the team and plan the spring clean-up together.',
    start: '2027-04-10T10:00',
    end: '2027-04-10T12:00',
    latitude: '46.2183',
    longitude: '15.2812',
    team: 'Social',
    peopleNeeded: '6',
  };
  const edited = `${draft.name} (meeting point added)`;

  // The NGO submits: a new event waits for review.
  await signIn(page, who.ngo.email, who.ngo.password, /#\/dashboard$/);
  await createEventThroughForm(page, draft, await posterJpeg());
  await expect(page.getByText('Pending Review').first()).toBeVisible();
  await signOutThroughNavbar(page);

  // The administrator finds it in the review queue and rejects it; the reason is required. The
  // dashboard shows the queue's longest waiting: the new event, the last submitted, is among them
  // unless older ones fill them (the mock's demo world waits with more than that).
  await signIn(page, who.admin.email, who.admin.password, /#\/admin\/dashboard$/);
  const queue = page.getByRole('region', { name: 'Waiting longest for review' });
  if ((await dashboardCount(page, 'Pending review')) <= ADMIN_REVIEW_QUEUE_LENGTH) {
    await expect(queue.getByRole('link', { name: draft.name })).toBeVisible();
  } else {
    await expect(queue.getByRole('link')).toHaveCount(ADMIN_REVIEW_QUEUE_LENGTH);
    await expect(queue.getByRole('link', { name: draft.name })).toHaveCount(0);
  }
  await openModerationFromNavbar(page);
  await page.getByRole('button', { name: /^Pending Review \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/status=pending/);
  await searchModeration(page, draft.name);
  await page.getByRole('article', { name: draft.name }).getByRole('button', { name: `Reject: ${draft.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject event' });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Rejection reason is required');
  await page.screenshot({ path: `test-results/${prefix}-admin-reject-dialog.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await decideOnCard(page, draft.name, 'reject', { reason: 'Please say where volunteers meet.', notes: 'Happy to approve after that.' });
  await expect(page.getByRole('article', { name: draft.name })).toHaveCount(0); // it left the pending filter
  await signOutThroughNavbar(page);

  // The NGO sees the reason and the notes, edits the event and resubmits it.
  await signIn(page, who.ngo.email, who.ngo.password, /#\/dashboard$/);
  await openEventsFromNavbar(page);
  const rejected = eventCard(page, draft.name);
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(rejected.getByText('Please say where volunteers meet.')).toBeVisible();
  await expect(rejected.getByText('Happy to approve after that.')).toBeVisible();
  await page.screenshot({ path: `test-results/${prefix}-ngo-sees-rejection.png`, fullPage: true });
  await rejected.getByRole('link', { name: `Edit: ${draft.name}` }).click();
  await expect(page.getByText('Please say where volunteers meet.')).toBeVisible(); // the feedback stays in sight
  await page.getByLabel(/^Event name/).fill(edited);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible({ timeout: 5_000 });
  await openEventsFromNavbar(page);
  await eventCard(page, edited).getByRole('button', { name: `Resubmit for review: ${edited}` }).click();
  await expect(eventCard(page, edited).getByText('Pending Review')).toBeVisible();
  await expect(eventCard(page, edited).getByText('Please say where volunteers meet.')).toHaveCount(0);
  await signOutThroughNavbar(page);

  // Back in the queue: the administrator approves it, then publishes it.
  await signIn(page, who.admin.email, who.admin.password, /#\/admin\/dashboard$/);
  await page.getByRole('link', { name: /^Review pending events/ }).click();
  await searchModeration(page, edited);
  await decideOnCard(page, edited, 'approve', { notes: 'Thank you, approved.' });
  await page.getByRole('button', { name: /^All \(\d+\)$/ }).click();
  const card = page.getByRole('article', { name: edited });
  await expect(card.getByText(STATUS_LABELS.approved, { exact: true })).toBeVisible();
  await page.screenshot({ path: `test-results/${prefix}-admin-events.png`, fullPage: true });
  await decideOnCard(page, edited, 'publish');
  await expect(card.getByText(STATUS_LABELS.published, { exact: true })).toBeVisible();
  await card.getByRole('link', { name: `View: ${edited}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expect(page.getByText('Thank you, approved.')).toBeVisible();
  await page.screenshot({ path: `test-results/${prefix}-admin-event-details.png`, fullPage: true });
  await expectDashboardCountsMatchEvents(page, `test-results/${prefix}-admin-dashboard.png`);
  await signOutThroughNavbar(page);

  // The NGO sees the decision.
  await signIn(page, who.ngo.email, who.ngo.password, /#\/dashboard$/);
  await openEventsFromNavbar(page);
  await expect(eventCard(page, edited).getByText('Published', { exact: true })).toBeVisible();
  await expect(eventCard(page, edited).getByText('Thank you, approved.')).toBeVisible();
}
