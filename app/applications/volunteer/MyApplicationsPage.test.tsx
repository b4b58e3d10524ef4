import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_STALE_TIME_MS } from '@/contract/limits';
import { DEMO_WORLD_DAY } from '@/demo/world';
import { GREEN_VALLEY_NGO_ID, PAWS_OF_SAVINJA_NGO_ID } from '@/mocks/demoData';
import { server } from '@/mocks/node';
import { store, type MockApplication } from '@/mocks/store';
import { signInVolunteer } from '@/queries/volunteer';
import { demoLogins, renderAppAt } from '@/app/test/renderApp';

// Issue 17, point 3 on the mock store: Ana (id 6) holds two accepted applications (Tree Planting
// Saturday, and the ended Autumn Leaf Raking) and two completed ones (Weekly Reading Club, rated 4
// for Green Valley; Shelter Open Day at Paws of Savinja, not rated yet); her total XP is 340.

const ANA_ID = 6;
const FOOD_BANK_SORTING = 3; // Green Valley's, approved: it takes applications
const READING_CLUB_DEC_12 = 7;

// The demo's dates as written: "today" is the demo world's day, whatever the machine's clock says.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${DEMO_WORLD_DAY}T12:00:00Z`) });
});

async function openMyApplications(path = '/volunteer') {
  await signInVolunteer(demoLogins.volunteer);
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'My applications' });
  await screen.findAllByRole('article');
  return { ...app, user: userEvent.setup() };
}

/** One application's card, by its event's name. */
const card = (event: string) => screen.getByRole('article', { name: event });
const fact = (article: HTMLElement, label: string) => within(article).getByText(label).nextElementSibling?.textContent;
const figure = (label: string) =>
  within(screen.getByRole('list', { name: 'Your figures' })).getByText(label).closest('li')!.querySelector('.stat-card__count')!.textContent;

function giveAna(application: Omit<MockApplication, 'volunteer_id'>) {
  store.applications.push({ ...application, volunteer_id: ANA_ID });
}

describe('my applications (#/volunteer)', () => {
  it('lists every application newest first with its status, dates, organiser and links, under the total XP', async () => {
    store.applications.find((application) => application.id === 1)!.message = 'I can bring my own gloves.';
    await openMyApplications();

    expect(figure('Total XP')).toBe('340');
    expect(figure('Applications')).toBe('4');
    expect(screen.getByText('Showing 1–4 of 4')).toBeTruthy();
    expect(screen.getAllByRole('article').map((article) => article.querySelector('h2')!.textContent)).toEqual([
      'Autumn Leaf Raking',
      'Tree Planting Saturday',
      'Shelter Open Day',
      'Weekly Reading Club',
    ]);

    const treePlanting = card('Tree Planting Saturday');
    expect(within(treePlanting).getByRole('link', { name: 'Tree Planting Saturday' }).getAttribute('href')).toBe('/explore/5');
    expect(within(treePlanting).getByRole('link', { name: 'Green Valley Volunteers' }).getAttribute('href')).toBe(`/ngos/${GREEN_VALLEY_NGO_ID}`);
    expect(within(treePlanting).getByText('Accepted')).toBeTruthy();
    expect(fact(treePlanting, 'When')).toMatch(/^Nov 28, 2026, \d{1,2}:00\s?[AP]M\s?–\s?\d{1,2}:00\s?[AP]M$/);
    expect(fact(treePlanting, 'Applied on')).toMatch(/^Nov 2, 2026, /);
    expect(fact(treePlanting, 'Your message')).toBe('I can bring my own gloves.');
    // Accepted: the NGO decided, nothing to withdraw.
    expect(within(treePlanting).queryByRole('button')).toBeNull();

    // An ended event has no public page any more: its name is plain text, and the card says it ended.
    const ended = card('Autumn Leaf Raking');
    expect(within(ended).queryByRole('link', { name: 'Autumn Leaf Raking' })).toBeNull();
    expect(within(ended).getByText('Event ended')).toBeTruthy();

    // Completed: the XP attendance awarded, and the rating given or the way to give it.
    const readingClub = card('Weekly Reading Club');
    expect(within(readingClub).getByText('Completed')).toBeTruthy();
    expect(fact(readingClub, 'XP awarded')).toBe('20 XP');
    expect(fact(readingClub, 'Your rating')).toContain('4 of 5');
    expect(within(readingClub).queryByRole('button')).toBeNull();
    const shelter = card('Shelter Open Day');
    expect(fact(shelter, 'XP awarded')).toBe('25 XP');
    expect(within(shelter).getByRole('link', { name: 'Paws of Savinja' }).getAttribute('href')).toBe(`/ngos/${PAWS_OF_SAVINJA_NGO_ID}`);
    expect(within(shelter).getByRole('button', { name: 'Rate Paws of Savinja' })).toBeTruthy();
    expect(document.title).toBe('My applications');
  });

  it('withdraws an applied application after asking, and it leaves the list', async () => {
    giveAna({ id: 90, event_id: FOOD_BANK_SORTING, status: 'applied', application_date: '2026-11-23T10:00:00Z' });
    giveAna({ id: 91, event_id: READING_CLUB_DEC_12, status: 'waitlisted', application_date: '2026-11-22T10:00:00Z' });
    const { user } = await openMyApplications();
    expect(within(card('Food Bank Sorting')).getByText('Applied')).toBeTruthy();
    // Waitlisted may be withdrawn too; the other two weekly clubs' cards (accepted, completed) may not.
    expect(screen.getAllByRole('button', { name: /^Withdraw the application to/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Withdraw the application to Food Bank Sorting',
      'Withdraw the application to Weekly Reading Club',
    ]);

    await user.click(screen.getByRole('button', { name: 'Withdraw the application to Food Bank Sorting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw application' });
    expect(within(dialog).getByText(/withdraw your application to Food Bank Sorting \(Green Valley Volunteers\)\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.applications.some((application) => application.id === 90)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Withdraw the application to Food Bank Sorting' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdraw application' })).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Your application to Food Bank Sorting was withdrawn.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Food Bank Sorting' })).toBeNull());
    expect(store.applications.some((application) => application.id === 90)).toBe(false);
    expect(figure('Applications')).toBe('5');
  });

  it('says why a withdrawal is refused when the NGO decided meanwhile, and shows its decision', async () => {
    giveAna({ id: 90, event_id: FOOD_BANK_SORTING, status: 'applied', application_date: '2026-11-23T10:00:00Z' });
    const { user } = await openMyApplications();

    await user.click(screen.getByRole('button', { name: 'Withdraw the application to Food Bank Sorting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw application' });
    store.applications.find((application) => application.id === 90)!.status = 'accepted'; // the NGO accepts in between
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to withdraw the application: Only an application that is applied or waitlisted can be withdrawn.');
    await waitFor(() => expect(within(card('Food Bank Sorting')).getByText('Accepted')).toBeTruthy());
    expect(within(card('Food Bank Sorting')).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rates the NGO after a completed application: a score is required, then the score shows in place of the button', async () => {
    const { user } = await openMyApplications();
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/rating/')) sent.push(await request.clone().json());
    });

    await user.click(screen.getByRole('button', { name: 'Rate Paws of Savinja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Paws of Savinja' });
    expect(within(dialog).getByText(/How was Shelter Open Day\?/)).toBeTruthy();
    const group = within(dialog).getByRole('group', { name: /Your rating/ });
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')!.textContent)).toEqual([
      '★1 star: poor',
      '★2 stars: fair',
      '★3 stars: good',
      '★4 stars: very good',
      '★5 stars: excellent',
    ]);
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: '1 star: poor' }));

    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(sent).toEqual([]);

    // The keyboard moves along the stars as in any radio group.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect((within(group).getByRole('radio', { name: '4 stars: very good' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByText('Choose a rating from 1 to 5 stars')).toBeNull();
    await user.type(within(dialog).getByLabelText('Comment'), 'Lovely dogs, well organised.');
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByText('Thank you! Your rating of Paws of Savinja was sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ score: 4, comment: 'Lovely dogs, well organised.' }]);
    const shelter = card('Shelter Open Day');
    await waitFor(() => expect(fact(shelter, 'Your rating')).toContain('4 of 5'));
    expect(within(shelter).queryByRole('button', { name: 'Rate Paws of Savinja' })).toBeNull();
    expect(store.ratings.find((rating) => rating.application_id === 19)).toMatchObject({ score: 4, ngo_id: PAWS_OF_SAVINJA_NGO_ID });
  });

  it('says a rating was already given (another tab), and then shows that score', async () => {
    const { user } = await openMyApplications();
    await user.click(screen.getByRole('button', { name: 'Rate Paws of Savinja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Paws of Savinja' });
    store.ratings.push({ id: 50, application_id: 19, ngo_id: PAWS_OF_SAVINJA_NGO_ID, volunteer_id: ANA_ID, score: 5, comment: '', created: '2026-11-24T11:00:00Z' });

    await user.click(within(dialog).getByRole('radio', { name: '3 stars: good' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('You have already rated this application; a rating cannot be changed.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(fact(card('Shelter Open Day'), 'Your rating')).toContain('5 of 5'));
  });

  it('asks again on each visit: attendance the NGO marked meanwhile shows on the card and in the total XP', async () => {
    await signInVolunteer(demoLogins.volunteer);
    const { router, queryClient } = renderAppAt('/volunteer/profile');
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(figure('Total XP')).toBe('340');
    // The app's freshness (SPEC §9, five minutes), which the test client leaves out: the profile is cached now.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: CACHE_STALE_TIME_MS } });
    // Green Valley marks Ana's attendance at the ended Autumn Leaf Raking.
    Object.assign(store.applications.find((application) => application.id === 14)!, { status: 'completed', awarded_xp: 20 });
    store.volunteers.find((volunteer) => volunteer.id === ANA_ID)!.total_xp = 360;

    await router.navigate({ to: '/volunteer' });

    await waitFor(() => expect(fact(card('Autumn Leaf Raking'), 'XP awarded')).toBe('20 XP'));
    await waitFor(() => expect(figure('Total XP')).toBe('360'));
  });

  it('pages 20 at a time with the page in the address', async () => {
    for (let index = 0; index < 21; index += 1) {
      giveAna({ id: 100 + index, event_id: READING_CLUB_DEC_12, status: 'applied', application_date: `2026-11-2${index % 4}T0${index % 10}:00:00Z` });
    }
    const { user, router } = await openMyApplications();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 1–20 of 25')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByText('Showing 21–25 of 25')).toBeTruthy());
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('without applications, points to the events to explore', async () => {
    store.applications = store.applications.filter((application) => application.volunteer_id !== ANA_ID);
    await signInVolunteer(demoLogins.volunteer);
    renderAppAt('/volunteer');

    expect(await screen.findByText('You have not applied to any event yet.')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Explore events' }).getAttribute('href')).toBe('/explore');
    expect(figure('Applications')).toBe('0');
  });

  it('shows the failure of the list with a way to try again', async () => {
    let fail = true;
    server.use(
      http.get('/api/volunteer/applications/', () => (fail ? HttpResponse.json({ error: 'boom', code: 'internal_error' }, { status: 500 }) : undefined)),
    );
    await signInVolunteer(demoLogins.volunteer);
    renderAppAt('/volunteer');

    expect(await screen.findByText('Failed to load your applications. Please try again.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Tree Planting Saturday' })).toBeTruthy();
  });
});
