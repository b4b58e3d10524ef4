import { http, HttpResponse } from 'msw';
import { DEFAULT_IP_LOCATION_URL } from '@/contract/platform';

// SPEC §1: the public IP-location lookup that guesses the language. The mock places every visitor in
// the US, so dev:mock and the mock e2e stay English and never reach the real service; a test
// overrides it with server.use(...).
export const ipLocationHandlers = [
  http.get(DEFAULT_IP_LOCATION_URL, () => HttpResponse.json({ country_code: 'US', country_name: 'United States' })),
];
