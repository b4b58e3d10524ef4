/**
 * Accounts for server tests, made through the public API as a client would: register an NGO, sign
 * in, approve. Only the first super administrator is created with the service the CLI uses (there
 * is no API for it).
 *
 *   const admin = await createAdmin(t.app);
 *   const ngo = await approvedNgo(t.app, admin);      // registered, approved, signed in
 *   await t.app.inject({ url: '/api/ngo/me/', headers: bearer(ngo.access) });
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AdminLoginResponse, AdminNgo, NgoLoginResponse, RegistrationRequest } from '@/contract/accounts';
import type { VolunteerLoginResponse, VolunteerRegistrationRequest } from '@/contract/volunteers';
import { createSuperAdmin } from '@/server/accounts/super-admins';

export type TestAdmin = AdminLoginResponse & { password: string };
export type TestNgo = { id: number; email: string; password: string; organization_name: string };

let sequence = 0;

/** A valid registration (SPEC §3) with an address no other call of this file uses. */
export function ngoRegistration(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  sequence += 1;
  const email = `ngo${sequence}.${process.pid}@example.org`;
  return {
    organization_name: `Green Hands ${sequence}`,
    website: 'https://green-hands.example.org',
    registration_number: `SI-${1000 + sequence}`,
    contact_person_first_name: 'Ana',
    contact_person_last_name: 'Novak',
    contact_person_email: email,
    contact_person_phone: '+386 40 123 456',
    password: 'volunteer-123',
    confirm_password: 'volunteer-123',
    operating_countries: 'Slovenia, Croatia',
    organization_offerings: ['VOLUNTEERING', 'EVENTS'],
    ...overrides,
  };
}

/**
 * POST /api/ngo/register/ from an address of its own: registration is limited to a few per address,
 * and a test file registers many NGOs.
 */
export function postRegistration(app: FastifyInstance, body: unknown, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/ngo/register/', payload: body as object, remoteAddress });
}

/** Registers an NGO (pending) and finds its id in the administrator's list. */
export async function registerNgo(
  app: FastifyInstance,
  admin: TestAdmin,
  overrides: Partial<RegistrationRequest> = {},
): Promise<TestNgo> {
  const registration = ngoRegistration(overrides);
  const response = await postRegistration(app, registration);
  expect(response.statusCode, response.body).toBe(201);
  const listed = await app.inject({ url: '/api/super-admin/ngos/', headers: bearer(admin.access) });
  const email = registration.contact_person_email.trim().toLowerCase();
  const ngo = (listed.json() as AdminNgo[]).find((candidate) => candidate.contact_person_email === email);
  if (!ngo) throw new Error(`${email} is not in the administrator's list`);
  return { id: ngo.id, email, password: registration.password, organization_name: registration.organization_name };
}

export async function approveNgo(app: FastifyInstance, admin: TestAdmin, ngoId: number): Promise<void> {
  const response = await app.inject({ method: 'POST', url: `/api/super-admin/ngos/${ngoId}/approve/`, headers: bearer(admin.access) });
  expect(response.statusCode, response.body).toBe(200);
}

export async function suspendNgo(app: FastifyInstance, admin: TestAdmin, ngoId: number): Promise<void> {
  const response = await app.inject({ method: 'POST', url: `/api/super-admin/ngos/${ngoId}/suspend/`, headers: bearer(admin.access) });
  expect(response.statusCode, response.body).toBe(200);
}

/** POST /api/ngo/login/ (or /api/super-admin/login/, /api/volunteer/login/), answering the raw response. */
export function postLogin(
  app: FastifyInstance,
  who: 'ngo' | 'super-admin' | 'volunteer',
  credentials: { email: string; password: string },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: `/api/${who}/login/`, payload: credentials, remoteAddress });
}

export async function loginNgo(app: FastifyInstance, ngo: { email: string; password: string }): Promise<NgoLoginResponse> {
  const response = await postLogin(app, 'ngo', ngo);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A super administrator, created as `npm run admin:create` does, then signed in. */
export async function createAdmin(
  app: FastifyInstance,
  credentials = { email: `admin${++sequence}.${process.pid}@example.org`, password: 'admin-password-1' },
): Promise<TestAdmin> {
  await createSuperAdmin(app.db, credentials);
  const response = await postLogin(app, 'super-admin', credentials);
  expect(response.statusCode, response.body).toBe(200);
  return { ...response.json(), password: credentials.password };
}

/** An NGO registered, approved and signed in. */
export type ApprovedNgo = TestNgo & NgoLoginResponse;

/** The administrator and two approved NGOs: the one under test and another, whose data it must never reach. */
export async function adminAndTwoNgos(app: FastifyInstance): Promise<{ admin: TestAdmin; ngo: ApprovedNgo; other: ApprovedNgo }> {
  const admin = await createAdmin(app);
  return { admin, ngo: await approvedNgo(app, admin), other: await approvedNgo(app, admin) };
}

/** A call as this caller (null: anonymous), in a language when asked. */
export function callAs(
  app: FastifyInstance,
  caller: { access: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  language?: string,
) {
  const headers = { ...(caller ? bearer(caller.access) : {}), ...(language ? { 'accept-language': language } : {}) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

export async function approvedNgo(
  app: FastifyInstance,
  admin: TestAdmin,
  overrides: Partial<RegistrationRequest> = {},
): Promise<ApprovedNgo> {
  const ngo = await registerNgo(app, admin, overrides);
  await approveNgo(app, admin, ngo.id);
  return { ...ngo, ...(await loginNgo(app, ngo)) };
}

export type TestVolunteer = VolunteerLoginResponse & { email: string; password: string };

/** A valid volunteer registration (issue 14) with an address no other call of this file uses. */
export function volunteerRegistration(overrides: Partial<VolunteerRegistrationRequest> = {}): VolunteerRegistrationRequest {
  sequence += 1;
  return { full_name: `Maja Kovač ${sequence}`, email: `volunteer${sequence}.${process.pid}@example.org`, password: 'helping-hands-1', ...overrides };
}

/** POST /api/volunteer/register/ from an address of its own (registrations are limited per address). */
export function postVolunteerRegistration(app: FastifyInstance, body: unknown, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/volunteer/register/', payload: body as object, remoteAddress });
}

/** A volunteer registered and signed in. */
export async function signedInVolunteer(app: FastifyInstance, overrides: Partial<VolunteerRegistrationRequest> = {}): Promise<TestVolunteer> {
  const registration = volunteerRegistration(overrides);
  const registered = await postVolunteerRegistration(app, registration);
  expect(registered.statusCode, registered.body).toBe(201);
  const credentials = { email: registration.email, password: registration.password };
  const response = await postLogin(app, 'volunteer', credentials, nextAddress());
  expect(response.statusCode, response.body).toBe(200);
  return { ...(response.json() as VolunteerLoginResponse), email: credentials.email.trim().toLowerCase(), password: credentials.password };
}

export function bearer(access: string): { authorization: string } {
  return { authorization: `Bearer ${access}` };
}

/** A different private client address per call. */
export function nextAddress(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}
