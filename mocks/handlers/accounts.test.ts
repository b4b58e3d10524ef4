import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_ATTEMPTS_MAX,
  LOGIN_ATTEMPTS_WINDOW_MS,
  REGISTRATIONS_MAX,
  adminLoginResponseSchema,
  adminNgoSchema,
  ngoAccountSchema,
  ngoLoginResponseSchema,
  refreshResponseSchema,
  registrationResponseSchema,
  type RegistrationRequest,
} from '@/contract/accounts';
import { apiErrorSchema } from '@/contract/errors';
import en from '@/i18n/locales/en.json';
import { expireAccessTokens } from '@/mocks/store';
import { GREEN_VALLEY, adminNgos, adminPost, get, post } from './eventsTesting';

// The mock accounts API answers like the server (contract/accounts.ts), through the msw node server
// that app/test/setup.ts starts; the store goes back to the demo data after each test.

const HARBOUR_PENDING = { email: 'harbour@example.org', password: 'harbour123' };
const ADMIN = { email: 'admin@example.org', password: 'admin12345' };

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/ngo/register/', () => {
  it('registers a pending NGO with its phone in E.164 and answers 201 with a message', async () => {
    const response = await post('ngo/register/', registration({ contact_person_phone: '+386 40 555 666' }));

    expect(response.status).toBe(201);
    expect(registrationResponseSchema.parse(await response.json())).toEqual({ message: en.register.serverSuccess });
    const pending = await adminNgos('pending');
    expect(pending[0]).toMatchObject({
      organization_name: 'Riverbank Friends',
      contact_person_email: 'ana@riverbank.example',
      contact_person_phone: '+38640555666',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      organization_offerings: ['VOLUNTEERING', 'EVENTS'],
      status: 'pending',
    });
  });

  it('refuses broken rules with 400 validation_failed, English messages per field and a joined summary', async () => {
    const response = await post(
      'ngo/register/',
      registration({ organization_name: '  ', confirm_password: 'something else', website: 'example.org' }),
    );

    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual({
      organization_name: ['Organization name is required'],
      confirm_password: ['Passwords do not match'],
      website: ['Please enter a valid website URL (starting with http:// or https://)'],
    });
    expect(body.error).toBe(
      'organization_name: Organization name is required; confirm_password: Passwords do not match; ' +
        'website: Please enter a valid website URL (starting with http:// or https://)',
    );
  });

  it('refuses a body that is not a registration with 400 validation_failed', async () => {
    const response = await post('ngo/register/', { organization_name: 42 });

    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields ?? {})).toContain('organization_name');
  });

  it('refuses an e-mail address any account already uses, whatever its case', async () => {
    for (const email of ['GREEN@example.org', 'admin@example.org']) {
      const response = await post('ngo/register/', registration({ contact_person_email: email }));

      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json())).toEqual({
        code: 'email_taken',
        error: `contact_person_email: ${en.errors.accounts.emailTaken}`,
        fields: { contact_person_email: [en.errors.accounts.emailTaken] },
      });
    }
  });
});

describe('POST /api/ngo/register/ rate limit', () => {
  it(`refuses the registration after ${REGISTRATIONS_MAX} in 10 minutes with 429 rate_limited`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let attempt = 1; attempt <= REGISTRATIONS_MAX; attempt++) {
      expect((await post('ngo/register/', registration({ contact_person_email: `ngo${attempt}@example.org` }))).status).toBe(201);
    }

    const refused = await post('ngo/register/', registration({ contact_person_email: 'late@example.org' }));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'rate_limited', error: en.register.rateLimited });

    vi.advanceTimersByTime(10 * 60 * 1000);
    expect((await post('ngo/register/', registration({ contact_person_email: 'late@example.org' }))).status).toBe(201);
  });
});

describe('POST /api/ngo/login/', () => {
  it('refuses a control character in the e-mail as the server does, in the catalogue’s words (issue 12)', async () => {
    const response = await post('ngo/login/', { email: 'green\u0000@example.org', password: GREEN_VALLEY.password });

    expect(response.status).toBe(400);
    const refusal = en.validation.controlCharacters;
    expect(await response.json()).toEqual({ error: `email: ${refusal}`, code: 'validation_failed', fields: { email: [refusal] } });
  });

  it('signs an approved NGO in with its tokens, ids and name', async () => {
    const response = await post('ngo/login/', GREEN_VALLEY);

    expect(response.status).toBe(200);
    expect(ngoLoginResponseSchema.parse(await response.json())).toMatchObject({
      user_id: 2,
      ngo_id: 1,
      ngo_name: 'Green Valley Volunteers',
      access: expect.stringMatching(/^mock-access\.2\.\d+$/),
      refresh: expect.stringMatching(/^mock-refresh\.2\.\d+$/),
    });
  });

  it('answers 401 invalid_credentials for a wrong password, an unknown e-mail and the super administrator', async () => {
    for (const credentials of [{ ...GREEN_VALLEY, password: 'wrong' }, { email: 'nobody@example.org', password: 'x' }, ADMIN]) {
      const response = await post('ngo/login/', credentials);

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid credentials', code: 'invalid_credentials' });
    }
  });

  it('tells an NGO waiting for approval so, with 403 ngo_pending', async () => {
    const response = await post('ngo/login/', HARBOUR_PENDING);

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'ngo_pending', error: en.errors.accounts.ngoPending });
  });

  it('keeps a suspended NGO out with 403 ngo_suspended', async () => {
    await adminPost('super-admin/ngos/1/suspend/');

    const response = await post('ngo/login/', GREEN_VALLEY);

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'ngo_suspended', error: en.errors.accounts.ngoSuspended });
  });

  it('lets a newly registered NGO in once an administrator approves it', async () => {
    await post('ngo/register/', registration());
    expect((await post('ngo/login/', { email: 'Ana@Riverbank.example', password: 'correct horse 42' })).status).toBe(403);

    const [ngo] = await adminNgos('pending');
    const approved = adminNgoSchema.parse(await (await adminPost(`super-admin/ngos/${ngo!.id}/approve/`)).json());

    expect(approved.status).toBe('approved');
    const login = await post('ngo/login/', { email: 'ana@riverbank.example', password: 'correct horse 42' });
    expect(login.status).toBe(200);
    expect(ngoLoginResponseSchema.parse(await login.json()).ngo_name).toBe('Riverbank Friends');
  });

  it(`refuses the attempt after ${LOGIN_ATTEMPTS_MAX} in the window with 429 rate_limited, per e-mail`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_MAX; attempt++) {
      expect((await post('ngo/login/', { ...GREEN_VALLEY, password: `guess ${attempt}` })).status).toBe(401);
    }

    const refused = await post('ngo/login/', GREEN_VALLEY);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'rate_limited', error: en.errors.accounts.rateLimited });
    // Another address and the other endpoint keep their own counts.
    expect((await post('ngo/login/', HARBOUR_PENDING)).status).toBe(403);
    expect((await post('super-admin/login/', ADMIN)).status).toBe(200);

    vi.advanceTimersByTime(LOGIN_ATTEMPTS_WINDOW_MS);
    expect((await post('ngo/login/', GREEN_VALLEY)).status).toBe(200);
  });

  it('refuses a login without e-mail or password with 400 validation_failed', async () => {
    const response = await post('ngo/login/', { email: ' ', password: '' });

    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({ code: 'validation_failed' });
  });
});

describe('POST /api/super-admin/login/', () => {
  it('signs the super administrator in with e-mail and name', async () => {
    const response = await post('super-admin/login/', ADMIN);

    expect(response.status).toBe(200);
    expect(adminLoginResponseSchema.parse(await response.json())).toMatchObject({
      user_id: 1,
      email: 'admin@example.org',
      name: 'Super Admin',
    });
  });

  it('answers 401 invalid_credentials to an NGO user and to a wrong password', async () => {
    for (const credentials of [GREEN_VALLEY, { ...ADMIN, password: 'admin123456' }]) {
      const response = await post('super-admin/login/', credentials);

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid credentials', code: 'invalid_credentials' });
    }
  });
});

describe('a volunteer at the NGO and administrator sign-ins (issue 17, point 5)', () => {
  const ANA = { email: 'ana.novak@example.org', password: 'helping123' };

  it.each(['ngo/login/', 'super-admin/login/'])('POST /api/%s with a volunteer’s right password answers 403 volunteer_account', async (path) => {
    const response = await post(path, { ...ANA, email: ' Ana.Novak@example.org' });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'volunteer_account', error: en.login.volunteerAccount });
    expect(en.login.volunteerAccount).toBe('This is a volunteer account. Please sign in on the volunteer sign-in page.');
  });

  it.each(['ngo/login/', 'super-admin/login/'])('POST /api/%s with a volunteer’s wrong password still answers 401 invalid_credentials', async (path) => {
    const response = await post(path, { ...ANA, password: 'not-helping' });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid credentials', code: 'invalid_credentials' });
  });
});

describe('tokens', () => {
  it('refreshes an expired access token, rotating the refresh token', async () => {
    const login = ngoLoginResponseSchema.parse(await (await post('ngo/login/', GREEN_VALLEY)).json());
    expireAccessTokens();
    expect((await get('ngo/me/', login.access)).status).toBe(401);

    const response = await post('token/refresh/', { refresh: login.refresh });

    expect(response.status).toBe(200);
    const tokens = refreshResponseSchema.parse(await response.json());
    expect(tokens.access).not.toBe(login.access);
    expect(tokens.refresh).not.toBe(login.refresh);
    expect((await get('ngo/me/', tokens.access)).status).toBe(200);
    expect((await post('token/refresh/', { refresh: tokens.refresh })).status).toBe(200);
  });

  it('treats a used refresh token presented again as stolen: the whole sign-in is revoked', async () => {
    const login = ngoLoginResponseSchema.parse(await (await post('ngo/login/', GREEN_VALLEY)).json());
    const rotated = refreshResponseSchema.parse(await (await post('token/refresh/', { refresh: login.refresh })).json());

    const reuse = await post('token/refresh/', { refresh: login.refresh });

    expect(reuse.status).toBe(401);
    expect(apiErrorSchema.parse(await reuse.json()).code).toBe('invalid_refresh_token');
    // The legitimate holder of the newest token is signed out too.
    expect((await post('token/refresh/', { refresh: rotated.refresh })).status).toBe(401);
  });

  it('refuses an unknown refresh token with 401 invalid_refresh_token', async () => {
    const response = await post('token/refresh/', { refresh: 'mock-refresh.2.999' });

    expect(response.status).toBe(401);
    expect(apiErrorSchema.parse(await response.json()).code).toBe('invalid_refresh_token');
  });

  it('logs out with 204 and the refresh token stops working', async () => {
    const login = adminLoginResponseSchema.parse(await (await post('super-admin/login/', ADMIN)).json());

    const response = await post('token/logout/', { refresh: login.refresh });

    expect(response.status).toBe(204);
    expect((await post('token/refresh/', { refresh: login.refresh })).status).toBe(401);
  });

  it('signs a suspended NGO out: its refresh token dies and its access token is forbidden', async () => {
    const login = ngoLoginResponseSchema.parse(await (await post('ngo/login/', GREEN_VALLEY)).json());

    await adminPost('super-admin/ngos/1/suspend/');

    expect((await post('token/refresh/', { refresh: login.refresh })).status).toBe(401);
    expect((await get('ngo/me/', login.access)).status).toBe(403);
  });
});

describe('GET /api/ngo/me/', () => {
  it("answers the signed-in NGO user's account", async () => {
    const login = ngoLoginResponseSchema.parse(await (await post('ngo/login/', GREEN_VALLEY)).json());

    const response = await get('ngo/me/', login.access);

    expect(response.status).toBe(200);
    expect(ngoAccountSchema.parse(await response.json())).toEqual({
      user_id: 2,
      ngo_id: 1,
      ngo_name: 'Green Valley Volunteers',
      email: 'green@example.org',
      status: 'approved',
    });
  });

  it('answers 401 unauthenticated without a token or with an unknown one', async () => {
    for (const token of [undefined, 'forged']) {
      const response = await get('ngo/me/', token);

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'unauthenticated',
        error: 'Authentication credentials were not provided or are invalid',
      });
    }
  });

  it('answers 403 forbidden to the super administrator', async () => {
    const login = adminLoginResponseSchema.parse(await (await post('super-admin/login/', ADMIN)).json());

    const response = await get('ngo/me/', login.access);

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'forbidden', error: en.errors.accounts.forbidden });
  });
});

function registration(changes: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    organization_name: 'Riverbank Friends',
    website: 'https://riverbank.example',
    registration_number: 'SI-2026-000123',
    contact_person_first_name: 'Ana',
    contact_person_last_name: 'Novak',
    contact_person_email: 'ana@riverbank.example',
    contact_person_phone: '+38640123456',
    password: 'correct horse 42',
    confirm_password: 'correct horse 42',
    operating_countries: 'Slovenia',
    organization_offerings: ['VOLUNTEERING', 'EVENTS'],
    ...changes,
  };
}
