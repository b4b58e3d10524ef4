import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WORLD_DAY } from '@/demo/world';
import { store } from '@/mocks/store';
import { signInVolunteer } from '@/queries/volunteer';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 17, point 3 and decision 11 on the mock store: Ana's verified participations are her two
// completed applications, Shelter Open Day (Paws of Savinja, 5 h, 25 XP) and Weekly Reading Club
// (Green Valley, 2 h, 20 XP); her accepted Tree Planting Saturday and Autumn Leaf Raking are not.

const ANA_ID = 6;
const READING_CLUB_DEC_19 = 8;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${DEMO_WORLD_DAY}T12:00:00Z`) });
});

async function openCertificate() {
  await signInVolunteer(demoLogins.volunteer);
  const app = renderAppAt('/volunteer/certificate');
  await screen.findByRole('heading', { level: 1, name: 'Certificate of volunteering' });
  return { ...app, user: userEvent.setup() };
}

/** A total: the figure its term names (dt, then dd, shown the other way round). */
const total = (label: string) => within(screen.getByRole('article')).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
const table = () => screen.getByRole('table', { name: /^Verified participations/ });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

describe('the certificate (#/volunteer/certificate)', () => {
  it('certifies the volunteer’s completed participations only, with the totals, the day issued and a row each', async () => {
    await openCertificate();
    const document_ = within(await screen.findByRole('article', { name: 'Ana Novak' }));

    expect(document_.getByText('This is to certify that')).toBeTruthy();
    expect(document_.getByText(/^took part as a volunteer in the events below/)).toBeTruthy();
    expect(document_.getByText('Issued on November 24, 2026')).toBeTruthy();
    expect(total('XP earned')).toBe('45');
    expect(total('Hours')).toBe('7');
    expect(total('Participations')).toBe('2');
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Event', 'Organiser', 'Date', 'Hours', 'XP']);
    expect(rows()).toEqual([
      ['Shelter Open Day', 'Paws of Savinja', 'Dec 20, 2026', '5', '25'],
      ['Weekly Reading Club', 'Green Valley Volunteers', 'Dec 5, 2026', '2', '20'],
    ]);
    expect(screen.queryByText('Tree Planting Saturday')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(document.title).toBe('Certificate of volunteering');
  });

  it('prints with the browser’s print', async () => {
    // happy-dom has no print dialog: the page's call is what counts.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    try {
      const { user } = await openCertificate();
      await screen.findByRole('article', { name: 'Ana Novak' });

      await user.click(screen.getByRole('button', { name: 'Print' }));

      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lists 20 a page with the totals of all, says how many more there are, and pages on screen', async () => {
    for (let index = 0; index < 23; index += 1) {
      store.applications.push({
        id: 200 + index,
        event_id: READING_CLUB_DEC_19,
        volunteer_id: ANA_ID,
        status: 'completed',
        application_date: '2026-11-01T10:00:00Z',
        awarded_xp: 20,
      });
    }
    const { user, router } = await openCertificate();
    await screen.findByRole('article', { name: 'Ana Novak' });

    expect(rows()).toHaveLength(20);
    expect(total('Participations')).toBe('25');
    expect(total('XP earned')).toBe(String(45 + 23 * 20));
    expect(total('Hours')).toBe(String(7 + 23 * 2));
    expect(table().querySelector('caption')!.textContent).toBe('Verified participations · 1–20 of 25');
    expect(screen.getByText('5 more participations follow after this page.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(table().querySelector('caption')!.textContent).toBe('Verified participations · 21–25 of 25');
    expect(screen.queryByText(/follow after this page/)).toBeNull();
    expect(total('Participations')).toBe('25');
  });

  it('without a verified participation, says so and points to the events to explore', async () => {
    store.applications = store.applications.filter((application) => !(application.volunteer_id === ANA_ID && application.status === 'completed'));
    await openCertificate();

    expect(await screen.findByText('No verified participation yet')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Explore events' }).getAttribute('href')).toBe('/explore');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
