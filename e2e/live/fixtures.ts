import { test as base, type Page } from '@playwright/test';
import { DEFAULT_GEOCODING_URL, DEFAULT_IP_LOCATION_URL } from '@/contract/platform';

/** The administrator the live server creates at its first start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const LIVE_ADMIN = { email: 'admin@portal.example', password: 'live-admin-password' };

/** What the stubbed reverse-geocoding service answers for any coordinates (the shape of Nominatim's answer). */
export const GEOCODED_ADDRESS = {
  display_name: 'Mestni park, Celje, Slovenia',
  address: { road: 'Mestni park', house_number: '1', city: 'Celje', postcode: '3000', country: 'Slovenia' },
};

/**
 * The real server and browser, with the outside services the pages call (the public IP-location
 * lookup and reverse geocoding) answered locally: this machine has no internet, and a test must
 * not depend on it.
 */
export const test = base.extend<{ visitorCountry: string }>({
  visitorCountry: ['US', { option: true }],
  // Each test is one visitor with its own address (the server trusts X-Forwarded-For, TRUST_PROXY in
  // playwright.config.ts), so the per-address limits (10 registrations in 10 minutes) stay real for
  // each test instead of adding up across the whole suite.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId) });
  },
  page: async ({ page, visitorCountry }, use) => {
    await answerOutsideServices(page, visitorCountry);
    await use(page);
  },
});

/** The IP-location lookup and reverse geocoding answered locally, for the test's page or another person's. */
export async function answerOutsideServices(page: Page, visitorCountry = 'US'): Promise<void> {
  const cors = { 'access-control-allow-origin': '*' };
  await page.route(`${DEFAULT_IP_LOCATION_URL}**`, (route) => route.fulfill({ json: { country_code: visitorCountry }, headers: cors }));
  await page.route(`${DEFAULT_GEOCODING_URL}**`, (route) => route.fulfill({ json: GEOCODED_ADDRESS, headers: cors }));
}

export { expect } from '@playwright/test';

/** A private address (10.0.0.0/8) that stays the same for a test and differs between tests. */
function visitorAddress(testId: string): string {
  let hash = 0;
  for (const character of testId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) % 256}.${(hash >>> 8) % 256}.${hash % 256}`;
}
