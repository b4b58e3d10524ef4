import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GEOCODING_URL } from '@/contract/platform';
import { server } from '@/mocks/node';
import { control, openEventForm, recordGeocodingRequests } from './eventFormTesting';

// SPEC §2 "Form behaviour" and §7: the address from the coordinates (a button, and automatically 1 s
// after a change), and the browser's position. The mock maps service knows the demo town Celje.

const CELJE_ADDRESS = 'Muzejski trg 1a, 3000 Celje, Slovenija';
const lookupButton = () => screen.getByRole('button', { name: 'Get address from coordinates' });
/** The automatic lookup waits 1 s after the last change; give it room on a slow machine. */
const AFTER_DEBOUNCE = { timeout: 3_000 };

async function typeCoordinates(user: Awaited<ReturnType<typeof openEventForm>>['user'], latitude: string, longitude: string) {
  await user.clear(control('Latitude'));
  await user.type(control('Latitude'), latitude);
  await user.clear(control('Longitude'));
  await user.type(control('Longitude'), longitude);
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('address from coordinates', () => {
  it.each([
    ['empty', '', ''],
    ['zero', '0', '0'],
  ])('asks for valid coordinates first when they are %s', async (_case, latitude, longitude) => {
    const { user } = await openEventForm('/events/create');
    const lookups = recordGeocodingRequests();
    if (latitude) await typeCoordinates(user, latitude, longitude);

    await user.click(lookupButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter valid latitude and longitude coordinates first.');
    expect(lookups).toHaveLength(0);
  });

  it('fills the address from the maps service when asked, in the reader’s language', async () => {
    const { user } = await openEventForm('/events/create');
    const lookups = recordGeocodingRequests();
    await user.type(control('Address'), 'Somewhere in Celje');
    await typeCoordinates(user, '46.2309', '15.2604');

    await user.click(lookupButton());

    await waitFor(() => expect(control('Address').value).toBe(CELJE_ADDRESS));
    const url = new URL(lookups[0]!.url);
    expect(url.origin + url.pathname).toBe(DEFAULT_GEOCODING_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'json',
      lat: '46.2309',
      lon: '15.2604',
      zoom: '18',
      addressdetails: '1',
    });
    expect(lookups[0]!.headers.get('Accept-Language')).toBe('en');
    expect(lookups[0]!.headers.get('Authorization')).toBeNull(); // an outside service gets no token
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back to the service’s display name', async () => {
    const { user } = await openEventForm('/events/create');
    await typeCoordinates(user, '46.0511', '14.5051');

    await user.click(lookupButton());

    await waitFor(() => expect(control('Address').value).toBe('Prešernov trg, Center, Ljubljana, 1000, Slovenija'));
  });

  it('looks the address up by itself 1 s after the coordinates stop changing', async () => {
    const { user } = await openEventForm('/events/create');
    const lookups = recordGeocodingRequests();

    await typeCoordinates(user, '46.2309', '15.2604');

    expect(control('Address').value).toBe('');
    await waitFor(() => expect(control('Address').value).toBe(CELJE_ADDRESS), AFTER_DEBOUNCE);
    // One lookup for the final coordinates, not one per keystroke.
    expect(lookups.map((request) => new URL(request.url).searchParams.get('lat'))).toEqual(['46.2309']);
  });

  it('leaves an address typed by hand to the button, but replaces its own', async () => {
    const { user } = await openEventForm('/events/create');
    const answers = recordGeocodingAnswers();
    await user.type(control('Address'), 'Town library, back entrance');

    await typeCoordinates(user, '46.2309', '15.2604');
    await waitFor(() => expect(answers).toHaveLength(1), AFTER_DEBOUNCE);
    await waitFor(() => expect(lookupButton().getAttribute('aria-busy')).toBeNull()); // the answer has been read
    expect(control('Address').value).toBe('Town library, back entrance');

    await user.click(lookupButton());
    await waitFor(() => expect(control('Address').value).toBe(CELJE_ADDRESS));

    await typeCoordinates(user, '46.0511', '14.5051');
    await waitFor(() => expect(control('Address').value).toBe('Prešernov trg, Center, Ljubljana, 1000, Slovenija'), AFTER_DEBOUNCE);
  });

  it('drops a lookup still on its way when the coordinates change', async () => {
    const { user } = await openEventForm('/events/create');
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    server.use(
      http.get(
        DEFAULT_GEOCODING_URL,
        async () => {
          await firstHeld;
          return HttpResponse.json({ display_name: 'Old place', address: { road: 'Old road', town: 'Celje' } });
        },
        { once: true },
      ),
    );
    await typeCoordinates(user, '46.2309', '15.2604');
    await user.click(lookupButton());

    await typeCoordinates(user, '46.0511', '14.5051');
    await waitFor(() => expect(control('Address').value).toBe('Prešernov trg, Center, Ljubljana, 1000, Slovenija'), AFTER_DEBOUNCE);
    releaseFirst();
    // Nothing should happen now, and "nothing" has no condition to wait for: give the old answer a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(control('Address').value).toBe('Prešernov trg, Center, Ljubljana, 1000, Slovenija');
  });

  it('only logs a failing service: no message, the address stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openEventForm('/events/create');
    server.use(http.get(DEFAULT_GEOCODING_URL, () => new HttpResponse('Too many requests', { status: 429 })));
    await user.type(control('Address'), 'Savinja riverbank');
    await typeCoordinates(user, '46.2309', '15.2604');

    await user.click(lookupButton());

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(control('Address').value).toBe('Savinja riverbank');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('current location', () => {
  it('fills the coordinates from the browser, rounded to 6 decimals, and then the address', async () => {
    useBrowserPosition((success) => success({ coords: { latitude: 46.230912345, longitude: 15.260398765 } }));
    const { user } = await openEventForm('/events/create');

    await user.click(screen.getByRole('button', { name: 'Use my current location' }));

    expect(control('Latitude').value).toBe('46.230912');
    expect(control('Longitude').value).toBe('15.260399');
    await waitFor(() => expect(control('Address').value).toBe(CELJE_ADDRESS), AFTER_DEBOUNCE);
  });

  it('only logs a refused position', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useBrowserPosition((_success, failure) => failure({ code: 1, message: 'User denied Geolocation' }));
    const { user } = await openEventForm('/events/create');

    await user.click(screen.getByRole('button', { name: 'Use my current location' }));

    expect(warn).toHaveBeenCalledWith(expect.any(String), 'User denied Geolocation');
    expect(control('Latitude').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

type PositionAnswer = (
  success: (position: { coords: { latitude: number; longitude: number } }) => void,
  failure: (error: { code: number; message: string }) => void,
) => void;

/** The browser's geolocation, answering as the test says. */
function useBrowserPosition(answer: PositionAnswer): void {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: answer },
  });
}

/** The maps service's answers, once they are on their way back. */
function recordGeocodingAnswers(): Response[] {
  const answers: Response[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (request.url.startsWith(DEFAULT_GEOCODING_URL)) answers.push(response);
  });
  return answers;
}
