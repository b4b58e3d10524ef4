import { expect, type APIRequestContext } from '@playwright/test';
import { LIVE_ADMIN } from './fixtures';

// Steps through the real API for live tests about something else than registration and approval.

/** Registers an NGO directly with POST /api/ngo/register/. */
export async function registerThroughApi(request: APIRequestContext, ngo: { name: string; email: string; password: string }) {
  const answer = await request.post('/api/ngo/register/', {
    data: {
      organization_name: ngo.name,
      website: 'https://example.org',
      registration_number: 'SI-2026-000777',
      contact_person_first_name: 'Ana',
      contact_person_last_name: 'Novak',
      contact_person_email: ngo.email,
      contact_person_phone: '+38640123456',
      password: ngo.password,
      confirm_password: ngo.password,
      operating_countries: 'Slovenia',
      organization_offerings: ['VOLUNTEERING'],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/**
 * The administrator's access token, from one sign-in for the whole run: sign-ins are limited to 10
 * per address and e-mail in 3 minutes, and the browser tests sign the administrator in as well.
 */
let adminAccess: Promise<string> | undefined;

async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  adminAccess ??= request.post('/api/super-admin/login/', { data: LIVE_ADMIN }).then(async (login) => {
    expect(login.status()).toBe(200);
    return (await login.json()).access as string;
  });
  return { authorization: `Bearer ${await adminAccess}` };
}

/** The administrator approves the NGO with this e-mail through the API. */
export async function approveThroughApi(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  const pending = await (await request.get('/api/super-admin/ngos/?status=pending', { headers })).json();
  const ngo = pending.find((candidate: { contact_person_email: string }) => candidate.contact_person_email === email);
  expect(ngo, `${email} waits for approval`).toBeTruthy();
  const approve = await request.post(`/api/super-admin/ngos/${ngo.id}/approve/`, { headers });
  expect(approve.status()).toBe(200);
}
