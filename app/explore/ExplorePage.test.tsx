import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { nextId, store } from '@/mocks/store';
import { renderAppAt } from '@/app/test/renderApp';
import { sizeLeafletMaps } from '@/app/eventParts/map/mapTesting';

// Issue 17, point 1: #/explore on the msw demo store. Its public events: Food Bank Sorting (3),
// Tree Planting Saturday (5), four Weekly Reading Clubs (6–9) in Celje and the full Shelter Open
// Day (11) in Žalec, 8 km away. Leaflet runs for real (happy-dom with sized map boxes).

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  setScreenWidth(1024);
});

const WEEKLY = 'Weekly Reading Club';
const CELJE_PARK = { latitude: 46.2351234, longitude: 15.2719876 };

async function openExplore(path = '/explore') {
  const user = userEvent.setup();
  const app = renderAppAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Explore events' });
  await screen.findByText(/^Showing/);
  return { user, ...app };
}

const list = () => screen.getByRole('region', { name: 'Events' });
const cardNames = () => within(list()).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const filter = () => screen.getByRole('region', { name: 'Filter events' });

describe('#/explore', () => {
  it("lists the upcoming public events soonest first, each with its places left, and a full one's waitlist", async () => {
    await openExplore();

    expect(screen.getByText('Showing 1–7 of 7 events')).toBeTruthy();
    expect(cardNames()).toEqual(['Tree Planting Saturday', WEEKLY, WEEKLY, 'Food Bank Sorting', WEEKLY, 'Shelter Open Day', WEEKLY]);
    const treePlanting = within(list()).getByRole('link', { name: 'Tree Planting Saturday' }).closest('article')!;
    expect(within(treePlanting as HTMLElement).getByText('18 places left')).toBeTruthy();
    const shelter = within(list()).getByRole('link', { name: 'Shelter Open Day' }).closest('article')!;
    expect(within(shelter as HTMLElement).getByText('Full: new applications join the waitlist')).toBeTruthy();
    expect(within(treePlanting as HTMLElement).getByRole('link', { name: 'Tree Planting Saturday' }).getAttribute('href')).toBe('/explore/5');
  });

  it('narrows the list by the name, writing it to the address', async () => {
    const { user, router } = await openExplore();

    await user.type(within(filter()).getByLabelText('Event name'), 'weekly');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(cardNames()).toEqual([WEEKLY, WEEKLY, WEEKLY, WEEKLY]));
    expect(router.state.location.search).toMatchObject({ search: 'weekly' });
    expect(screen.getByRole('button', { name: /Filter\s*1 active/ })).toBeTruthy();
  });

  it('narrows the list by a team, translated, writing its code to the address', async () => {
    const { user, router } = await openExplore();

    await user.selectOptions(within(filter()).getByLabelText('Team'), 'Animal welfare');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(cardNames()).toEqual(['Shelter Open Day']));
    expect(router.state.location.search).toMatchObject({ team: 'ANIMAL_WELFARE' });
  });

  it('narrows the list to a date range, and refuses an end before the start', async () => {
    const { user, router } = await openExplore();

    await user.type(within(filter()).getByLabelText('From'), '2026-12-19');
    await user.type(within(filter()).getByLabelText('To'), '2026-12-12');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));
    expect(await within(filter()).findByText('The end date must not be before the start date')).toBeTruthy();
    expect(router.state.location.search).toEqual({});

    await user.clear(within(filter()).getByLabelText('From'));
    await user.type(within(filter()).getByLabelText('From'), '2026-12-12');
    await user.clear(within(filter()).getByLabelText('To'));
    await user.type(within(filter()).getByLabelText('To'), '2026-12-19');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(cardNames()).toEqual([WEEKLY, 'Food Bank Sorting', WEEKLY]));
    expect(router.state.location.search).toMatchObject({ date: '2026-12-12', date_to: '2026-12-19' });
    expect(within(filter()).queryByText('The end date must not be before the start date')).toBeNull();
  });

  it('opens a shared link with its filter, and Reset shows every event again', async () => {
    const { user, router } = await openExplore('/explore?team=SOCIAL&search=Food');
    expect(cardNames()).toEqual(['Food Bank Sorting']);
    expect((within(filter()).getByLabelText('Event name') as HTMLInputElement).value).toBe('Food');

    await user.click(within(filter()).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(cardNames()).toHaveLength(7));
    expect(router.state.location.search).toEqual({});
    expect((within(filter()).getByLabelText('Event name') as HTMLInputElement).value).toBe('');
  });

  it('pages 12 events a page on the server, the page in the address', async () => {
    const template = store.events.find((event) => event.id === 9)!;
    for (let n = 1; n <= 10; n += 1) {
      store.events.push({ ...template, id: nextId(store.events), eventName: `Story Hour ${n}`, startDate: `2027-01-${String(n + 10)}T09:00:00Z`, endDate: `2027-01-${String(n + 10)}T11:00:00Z` });
    }
    const { user, router } = await openExplore();
    expect(screen.getByText('Showing 1–12 of 17 events')).toBeTruthy();
    expect(cardNames()).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(cardNames()).toEqual(['Story Hour 6', 'Story Hour 7', 'Story Hour 8', 'Story Hour 9', 'Story Hour 10']));
    expect(screen.getByText('Showing 13–17 of 17 events')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ page: 2 });
  });

  it("finds the events near the reader's location, rounded to ~100 m, within the radius chosen, and says how far each is", async () => {
    const asked = vi.fn();
    useBrowserPosition((success) => {
      asked();
      success({ coords: CELJE_PARK });
    });
    const { user, router } = await openExplore();

    await user.click(within(filter()).getByRole('button', { name: 'Use my location' }));
    expect(await within(filter()).findByText('Near your location')).toBeTruthy();
    await user.selectOptions(within(filter()).getByLabelText('Within'), '5 km');
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(cardNames()).not.toContain('Shelter Open Day'));
    expect(cardNames()).toHaveLength(6);
    expect(router.state.location.search).toEqual({ lat: 46.235, lon: 15.272, km: 5 });
    const treePlanting = within(list()).getByRole('link', { name: 'Tree Planting Saturday' }).closest('article') as HTMLElement;
    expect(within(treePlanting).getByText('0.1 km away')).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);

    await user.click(within(filter()).getByRole('button', { name: 'Clear location' }));
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cardNames()).toHaveLength(7));
    expect(screen.queryByText(/km away/)).toBeNull();
  });

  it.each([
    ['refuses', { code: 1, message: 'User denied Geolocation' }, 'Your browser did not share your location. The other filters still work.'],
    ['cannot find', { code: 2, message: 'Position unavailable' }, 'Your location is not available right now. The other filters still work.'],
  ])('says so when the browser %s the location, and the other filters still work', async (_what, problem, message) => {
    useBrowserPosition((_success, failure) => failure(problem));
    const { user, router } = await openExplore();

    await user.selectOptions(within(filter()).getByLabelText('Team'), 'Animal welfare');
    await user.click(within(filter()).getByRole('button', { name: 'Use my location' }));
    expect((await within(filter()).findByRole('alert')).textContent).toBe(message);
    await user.click(within(filter()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(cardNames()).toEqual(['Shelter Open Day']));
    expect(router.state.location.search).toEqual({ team: 'ANIMAL_WELFARE' });
  });

  it('says when no event is published yet', async () => {
    store.events = store.events.filter((event) => ![3, 5, 6, 7, 8, 9, 11].includes(event.id));
    renderAppAt('/explore');

    expect(await screen.findByText('No upcoming events yet')).toBeTruthy();
    expect(screen.getByText('Organisations publish their events here. Check back soon.')).toBeTruthy();
    expect(within(list()).queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('says when the filter finds nothing, with a Reset that shows every event again', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt('/explore?search=Zumba');

    expect(await screen.findByText('No events match your filter')).toBeTruthy();
    await user.click(within(list()).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(cardNames()).toHaveLength(7));
    expect(router.state.location.search).toEqual({});
  });

  it('shows the events on a map beside the list, clustered where they are close, each popup linking to its event', async () => {
    sizeLeafletMaps();
    const { user } = await openExplore('/explore?team=ANIMAL_WELFARE');

    const map = await screen.findByRole('region', { name: 'Map of the events' });
    const marker = await within(map).findByTitle('Shelter Open Day', {}, { timeout: 5_000 });
    await user.click(marker);
    const popupLink = await within(map).findByRole('link', { name: 'Shelter Open Day' });
    expect(popupLink.getAttribute('href')).toBe('/explore/11');
    expect(within(map).getByText(/^Dec 20, 2026/)).toBeTruthy();
    expect(screen.queryByText(/are on the map/)).toBeNull();

    await user.click(within(filter()).getByRole('button', { name: 'Reset' }));
    // Fitted to all seven: the library and the Red Cross, a few hundred metres apart, make one cluster
    // saying how many; the park and Žalec stand alone.
    expect(await within(map).findByRole('button', { name: '5' })).toBeTruthy();
    expect(within(map).getByTitle('Tree Planting Saturday')).toBeTruthy();
    expect(within(map).getByTitle('Shelter Open Day')).toBeTruthy();
  });

  it('says when the map shows only the first page of the events found', async () => {
    server.use(
      http.get('/api/public/events/map/', () =>
        HttpResponse.json({ count: 640, results: [{ id: 3, eventName: 'Food Bank Sorting', startDate: '2026-12-19T08:00:00Z', latitude: 46.2296, longitude: 15.2581 }] }),
      ),
    );
    sizeLeafletMaps();
    await openExplore();

    expect(await screen.findByText('Only the first 1 of 640 events are on the map.')).toBeTruthy();
  });

  it('on a phone shows the list or the map, the choice in the address, with the filter folded', async () => {
    setScreenWidth(360);
    sizeLeafletMaps();
    const { user, router } = await openExplore();

    expect(screen.getByRole('button', { name: /Filter/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Map of the events' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Map' }));

    expect(await screen.findByRole('region', { name: 'Map of the events' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Events' })).toBeNull();
    expect(router.state.location.search).toEqual({ view: 'map' });
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
  });
});

type PositionAnswer = (
  success: (position: { coords: { latitude: number; longitude: number } }) => void,
  failure: (error: { code: number; message: string }) => void,
) => void;

/** The browser's geolocation, answering as the test says (removed after each test). */
function useBrowserPosition(answer: PositionAnswer): void {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: answer } });
}

/** happy-dom's window width, which the page's media query reads (1024 is happy-dom's default). */
function setScreenWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 768 });
}
