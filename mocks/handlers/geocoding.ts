import { http, HttpResponse } from 'msw';
import { DEFAULT_GEOCODING_URL } from '@/contract/platform';

// SPEC §7: the maps service's reverse geocoding (Nominatim's answer shape), so dev:mock, the mock e2e
// and component tests never reach the real service. Around the demo town Celje it answers a full
// address, around Ljubljana only display_name (the app's fallback), elsewhere what Nominatim says
// when it knows nothing: `{ error }`. A test overrides it with server.use(...).

/** The demo places, each a box of about ±0.05° around its centre. */
const PLACES = [
  {
    latitude: 46.2309,
    longitude: 15.2604,
    answer: {
      display_name: '1a, Muzejski trg, Celje, 3000, Slovenija',
      address: { house_number: '1a', road: 'Muzejski trg', town: 'Celje', postcode: '3000', country: 'Slovenija' },
    },
  },
  {
    latitude: 46.0511,
    longitude: 14.5051,
    answer: { display_name: 'Prešernov trg, Center, Ljubljana, 1000, Slovenija' },
  },
];

const NEARBY = 0.05;

export const geocodingHandlers = [
  http.get(DEFAULT_GEOCODING_URL, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const latitude = Number(query.get('lat'));
    const longitude = Number(query.get('lon'));
    const place = PLACES.find(
      (candidate) => Math.abs(candidate.latitude - latitude) <= NEARBY && Math.abs(candidate.longitude - longitude) <= NEARBY,
    );
    return HttpResponse.json(place ? { place_id: 1, lat: String(latitude), lon: String(longitude), ...place.answer } : { error: 'Unable to geocode' });
  }),
];
