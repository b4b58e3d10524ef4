import { http, HttpResponse } from 'msw';
import {
  LOGIN_ATTEMPTS_MAX,
  LOGIN_ATTEMPTS_WINDOW_MS,
  REGISTRATIONS_MAX,
  REGISTRATIONS_WINDOW_MS,
  accountErrorCodes,
  adminNgoListQuerySchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  registrationRequestSchema,
  type AdminLoginResponse,
  type AdminNgo,
  type LoginRequest,
  type NgoAccount,
  type NgoLoginResponse,
  type RefreshResponse,
} from '@/contract/accounts';
import { registrationProblems } from '@/contract/registration';
import {
  PUBLIC_EVENT_STATUSES,
  TOTAL_COUNT_HEADER,
  emptyNgoStatusCounts,
  emptyStatusCounts,
  matchesNgoSearch,
  ngoStatisticsQuerySchema,
  type AdminNgoOverview,
  type NgoFigures,
  type NgoStatistics,
} from '@/contract/admin';
import { platformErrorCodes } from '@/contract/errors';
import { normalizePhone } from '@/contract/phone';
import { pathIdOf } from '@/contract/platform';
import en from '@/i18n/locales/en.json';
import { nextId, nextUserId, saveStore, store, type MockAccount, type MockNgo } from '@/mocks/store';
import { authenticate, issueTokens, revokeNgoTokens, revokeRefreshToken, rotateRefreshToken } from './auth';
import { errorResponse, readJson, schemaFailed, validationFailed } from './errorEnvelope';
import { readQuery } from './query';

// SPEC §7 accounts calls on the mock store, answering as the server does (contract/accounts.ts):
// registration, both sign-ins, token refresh and logout, the NGO's own account, NGO approval and figures.

export const accountHandlers = [
  http.post('/api/ngo/register/', async ({ request }) => {
    // The server counts per IP address; the mock has one visitor.
    if (overLimit('register', REGISTRATIONS_MAX, REGISTRATIONS_WINDOW_MS)) {
      return errorResponse(429, platformErrorCodes.rateLimited, en.register.rateLimited);
    }
    const parsed = registrationRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const form = parsed.data;

    const problems = registrationProblems(form);
    if (problems.length > 0) return validationFailed(problems);
    const email = canonicalEmail(form.contact_person_email);
    if (emailInUse(email)) {
      const message = en.errors.accounts.emailTaken;
      return errorResponse(400, accountErrorCodes.emailTaken, `contact_person_email: ${message}`, { contact_person_email: [message] });
    }

    const ngo: MockNgo = {
      id: nextId(store.ngos),
      status: 'pending', // SPEC §4: registered NGOs wait for an administrator's approval
      organization_name: form.organization_name.trim(),
      website: form.website.trim(),
      registration_number: form.registration_number.trim(),
      contact_person_first_name: form.contact_person_first_name.trim(),
      contact_person_last_name: form.contact_person_last_name.trim(),
      contact_person_email: email,
      contact_person_phone: normalizePhone(form.contact_person_phone) ?? form.contact_person_phone.trim(),
      operating_countries: form.operating_countries.trim(),
      organization_offerings: [...new Set(form.organization_offerings)],
      about: '',
      history: '',
      contact_person_bio: '',
      created: new Date().toISOString(),
    };
    store.ngos.push(ngo);
    store.accounts.push({
      id: nextUserId(),
      user_type: 'ngo',
      email,
      password: form.password,
      name: `${ngo.contact_person_first_name} ${ngo.contact_person_last_name}`,
      ngo_id: ngo.id,
    });
    saveStore();
    return HttpResponse.json({ message: en.register.serverSuccess }, { status: 201 });
  }),

  http.post('/api/ngo/login/', async ({ request }) => {
    const credentials = await readCredentials(request, 'ngo');
    if (isVolunteerWithPassword(credentials)) return volunteerAccount();
    const account = findAccount(credentials.email);
    if (!account || account.user_type !== 'ngo' || account.password !== credentials.password) return invalidCredentials();
    const ngo = store.ngos.find((candidate) => candidate.id === account.ngo_id);
    if (!ngo) return invalidCredentials();
    // Right password, NGO not (yet) allowed in: say so rather than 'Invalid credentials'.
    if (ngo.status === 'pending') return errorResponse(403, accountErrorCodes.ngoPending, en.errors.accounts.ngoPending);
    if (ngo.status === 'suspended') return errorResponse(403, accountErrorCodes.ngoSuspended, en.errors.accounts.ngoSuspended);
    const answer: NgoLoginResponse = { ...issueTokens(account), user_id: account.id, ngo_id: ngo.id, ngo_name: ngo.organization_name };
    saveStore();
    return HttpResponse.json(answer);
  }),

  http.post('/api/super-admin/login/', async ({ request }) => {
    const credentials = await readCredentials(request, 'super_admin');
    if (isVolunteerWithPassword(credentials)) return volunteerAccount();
    const account = findAccount(credentials.email);
    if (!account || account.user_type !== 'super_admin' || account.password !== credentials.password) return invalidCredentials();
    const answer: AdminLoginResponse = { ...issueTokens(account), user_id: account.id, email: account.email, name: account.name };
    saveStore();
    return HttpResponse.json(answer);
  }),

  http.post('/api/token/refresh/', async ({ request }) => {
    const parsed = refreshRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    const tokens = rotateRefreshToken(parsed.data.refresh);
    saveStore(); // a refused reuse has revoked the token's family
    if (!tokens) return errorResponse(401, accountErrorCodes.invalidRefreshToken, 'Refresh token is invalid or expired');
    return HttpResponse.json(tokens satisfies RefreshResponse);
  }),

  http.post('/api/token/logout/', async ({ request }) => {
    const parsed = logoutRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return schemaFailed(parsed.error);
    revokeRefreshToken(parsed.data.refresh);
    saveStore();
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('/api/ngo/me/', ({ request }) => {
    const { account, ngo } = authenticate(request, 'ngo');
    const answer: NgoAccount = {
      user_id: account.id,
      ngo_id: ngo.id,
      ngo_name: ngo.organization_name,
      email: account.email,
      status: ngo.status,
    };
    return HttpResponse.json(answer);
  }),

  http.get('/api/super-admin/ngos/', ({ request }) => {
    authenticate(request, 'super_admin');
    const query = adminNgoListQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const { status, search, limit, offset = 0 } = query.data;
    const ngos = store.ngos
      .filter((ngo) => (!status || ngo.status === status) && matchesNgoSearch(toAdminNgo(ngo), search))
      .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
    const page = ngos.slice(offset, limit === undefined ? undefined : offset + limit);
    return HttpResponse.json(
      page.map((ngo): AdminNgoOverview => ({ ...toAdminNgo(ngo), figures: figuresOf(ngo.id) })),
      { headers: { [TOTAL_COUNT_HEADER]: String(ngos.length) } },
    );
  }),

  http.get('/api/super-admin/ngos/statistics/', ({ request }) => {
    authenticate(request, 'super_admin');
    const query = ngoStatisticsQuerySchema.safeParse(readQuery(request));
    if (!query.success) return schemaFailed(query.error);
    const counted = store.ngos.filter((ngo) => matchesNgoSearch(toAdminNgo(ngo), query.data.search));
    const counts = emptyNgoStatusCounts();
    for (const ngo of counted) counts[ngo.status] += 1;
    return HttpResponse.json({ total: counted.length, counts } satisfies NgoStatistics);
  }),

  http.post('/api/super-admin/ngos/:id/approve/', ({ request, params }) => {
    authenticate(request, 'super_admin');
    const ngo = findNgo(params.id);
    ngo.status = 'approved';
    saveStore();
    return HttpResponse.json(toAdminNgo(ngo));
  }),

  http.post('/api/super-admin/ngos/:id/suspend/', ({ request, params }) => {
    authenticate(request, 'super_admin');
    const ngo = findNgo(params.id);
    ngo.status = 'suspended';
    revokeNgoTokens(ngo.id);
    saveStore();
    return HttpResponse.json(toAdminNgo(ngo));
  }),
];


/**
 * Validates the body and counts the attempt: more than LOGIN_ATTEMPTS_MAX per e-mail and endpoint
 * in one window answer 429, whatever the password (issue 3). Throws the refusal.
 */
export async function readCredentials(request: Request, endpoint: 'ngo' | 'super_admin' | 'volunteer'): Promise<LoginRequest> {
  const parsed = loginRequestSchema.safeParse(await readJson(request));
  if (!parsed.success) throw schemaFailed(parsed.error);
  if (overLimit(`${endpoint}:${canonicalEmail(parsed.data.email)}`, LOGIN_ATTEMPTS_MAX, LOGIN_ATTEMPTS_WINDOW_MS)) {
    throw errorResponse(429, platformErrorCodes.rateLimited, en.errors.accounts.rateLimited);
  }
  return parsed.data;
}

/** Counts a request under `key` in a fixed window, as @fastify/rate-limit does; true past `max`. */
export function overLimit(key: string, max: number, windowMs: number): boolean {
  const now = Date.now();
  const current = store.attempts[key];
  const attempts = current && now - current.window_start < windowMs ? current : { window_start: now, count: 0 };
  attempts.count += 1;
  store.attempts[key] = attempts;
  saveStore();
  return attempts.count > max;
}

/** One address is one account whatever its spelling: the server stores and compares it trimmed and lower-cased. */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

function findAccount(email: string): MockAccount | undefined {
  return store.accounts.find((account) => canonicalEmail(account.email) === canonicalEmail(email));
}

/** One address is one user, whether NGO staff, administrator or volunteer (the server's users table). */
export function emailInUse(email: string): boolean {
  return findAccount(email) !== undefined || store.volunteers.some((volunteer) => volunteer.email !== null && canonicalEmail(volunteer.email) === canonicalEmail(email));
}

export function invalidCredentials() {
  return errorResponse(401, accountErrorCodes.invalidCredentials, en.errors.invalidCredentials);
}

/**
 * Issue 17, point 5: a volunteer's right password at the NGO or administrator sign-in is told to use
 * the volunteer sign-in; a wrong one stays 'Invalid credentials', so nothing leaks without the password.
 */
function isVolunteerWithPassword(credentials: LoginRequest): boolean {
  return store.volunteers.some(
    (volunteer) => volunteer.email !== null && canonicalEmail(volunteer.email) === canonicalEmail(credentials.email) && volunteer.password === credentials.password,
  );
}

function volunteerAccount() {
  return errorResponse(403, accountErrorCodes.volunteerAccount, en.login.volunteerAccount);
}

/** Like the server: an unknown NGO and an id that is not one get the same 404. */
function findNgo(id: string | readonly string[] | undefined): MockNgo {
  const ngoId = typeof id === 'string' ? pathIdOf(id) : null;
  const ngo = store.ngos.find((candidate) => candidate.id === ngoId);
  if (!ngo) throw errorResponse(404, accountErrorCodes.ngoNotFound, 'NGO not found');
  return ngo;
}

function toAdminNgo(ngo: MockNgo): AdminNgo {
  return {
    id: ngo.id,
    organization_name: ngo.organization_name,
    website: ngo.website,
    registration_number: ngo.registration_number,
    contact_person_first_name: ngo.contact_person_first_name,
    contact_person_last_name: ngo.contact_person_last_name,
    contact_person_email: ngo.contact_person_email,
    contact_person_phone: ngo.contact_person_phone,
    operating_countries: ngo.operating_countries,
    organization_offerings: ngo.organization_offerings,
    status: ngo.status,
    created: ngo.created,
  };
}

/**
 * An NGO's figures in the administrator's list: its events by status; what its public events need,
 * draw and award; and the attended (completed) applications with the XP they gave (the event's, as
 * the mock's attendance adds it).
 */
function figuresOf(ngoId: number): NgoFigures {
  const figures: NgoFigures = { events: emptyStatusCounts(), volunteers_applied: 0, volunteers_needed: 0, xp_offered: 0, volunteers_completed: 0, xp_awarded: 0 };
  for (const event of store.events.filter((candidate) => candidate.organized_by === ngoId)) {
    figures.events[event.status] += 1;
    const attended = store.applications.filter((application) => application.event_id === event.id && application.status === 'completed');
    figures.volunteers_completed += attended.length;
    // An application whose account is gone gave nobody XP (as on the server).
    figures.xp_awarded += attended.filter((application) => application.volunteer_id !== null).length * event.event_xp;
    if (!PUBLIC_EVENT_STATUSES.includes(event.status)) continue;
    figures.volunteers_needed += event.people_needed;
    figures.xp_offered += event.event_xp;
    figures.volunteers_applied += store.applications.filter((application) => application.event_id === event.id).length;
  }
  return figures;
}
