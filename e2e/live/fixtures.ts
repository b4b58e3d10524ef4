import { test as base } from '@playwright/test';
import { DEFAULT_IP_LOCATION_URL } from '../../contract/platform';

/** The administrator the live server creates at its first start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const LIVE_ADMIN = { email: 'admin@portal.example', password: 'live-admin-password' };

/**
 * The real server and browser, with the one outside service the sign-in page calls (the public
 * IP-location lookup) answered locally: this machine has no internet, and a test must not depend on it.
 */
export const test = base.extend<{ visitorCountry: string }>({
  visitorCountry: ['US', { option: true }],
  page: async ({ page, visitorCountry }, use) => {
    await page.route(`${DEFAULT_IP_LOCATION_URL}**`, (route) =>
      route.fulfill({ json: { country_code: visitorCountry }, headers: { 'access-control-allow-origin': '*' } }),
    );
    await use(page);
  },
});

export { expect } from '@playwright/test';
