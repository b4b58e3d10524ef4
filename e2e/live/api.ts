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

/** The administrator approves the NGO with this e-mail through the API. */
export async function approveThroughApi(request: APIRequestContext, email: string) {
  const login = await request.post('/api/super-admin/login/', { data: LIVE_ADMIN });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  const pending = await (await request.get('/api/super-admin/ngos/?status=pending', { headers })).json();
  const ngo = pending.find((candidate: { contact_person_email: string }) => candidate.contact_person_email === email);
  expect(ngo, `${email} waits for approval`).toBeTruthy();
  const approve = await request.post(`/api/super-admin/ngos/${ngo.id}/approve/`, { headers });
  expect(approve.status()).toBe(200);
}
