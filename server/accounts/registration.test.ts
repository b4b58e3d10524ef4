import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { ngos, users } from '@/server/db/schema';
import { REGISTRATIONS_MAX } from '@/contract/accounts';
import { bearer, createAdmin, ngoRegistration, postLogin, postRegistration, type TestAdmin } from '@/server/test/accounts';
import { testDatabases, useTestApp } from '@/server/test/app';

describe.each(testDatabases)('POST /api/ngo/register/ on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;

  async function listed(email: string) {
    if (!admin) admin = await createAdmin(t.app);
    const response = await t.app.inject({ url: '/api/super-admin/ngos/', headers: bearer(admin.access) });
    return response.json().find((ngo: { contact_person_email: string }) => ngo.contact_person_email === email);
  }

  it('registers the NGO as pending and answers 201 with the message', async () => {
    const registration = ngoRegistration({ contact_person_email: '  Ana.Novak@Example.ORG ', website: ' https://ngo.example.org ' });
    const response = await postRegistration(t.app, registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Registration successful. Your organisation will be reviewed by an administrator.' });

    expect(await listed('ana.novak@example.org')).toMatchObject({
      organization_name: registration.organization_name,
      website: 'https://ngo.example.org',
      registration_number: registration.registration_number,
      contact_person_first_name: 'Ana',
      contact_person_last_name: 'Novak',
      contact_person_phone: '+38640123456', // E.164
      operating_countries: 'Slovenia, Croatia',
      organization_offerings: ['VOLUNTEERING', 'EVENTS'],
      status: 'pending',
    });
    // Signing in says "waiting for approval", so the account exists with this password.
    const login = await postLogin(t.app, 'ngo', { email: 'ana.novak@example.org', password: registration.password });
    expect(login.json()).toMatchObject({ code: 'ngo_pending' });
  });

  it('stores the password only as an argon2id hash, and the user under the lower-cased address', async () => {
    const registration = ngoRegistration({ contact_person_email: 'Hash.Check@Example.org' });
    expect((await postRegistration(t.app, registration)).statusCode).toBe(201);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'hash.check@example.org'));
    expect(user).toMatchObject({ userType: 'ngo', name: 'Ana Novak' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(registration.password);
    const [ngo] = await t.app.db.select().from(ngos).where(eq(ngos.id, user!.ngoId!));
    expect(ngo?.status).toBe('pending');
  });

  it('answers 400 with every broken rule in the spec order, as field messages and one summary', async () => {
    const response = await postRegistration(
      t.app,
      ngoRegistration({ organization_name: '  ', contact_person_last_name: '', password: 'short', confirm_password: 'short' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual({
      organization_name: ['Organization name is required'],
      contact_person_last_name: ['Contact person last name is required'],
      password: [en.validation.passwordTooShort],
    });
    expect(body.error).toBe(
      'organization_name: Organization name is required; contact_person_last_name: Contact person last name is required; ' +
        'password: Password must be at least 8 characters long',
    );
  });

  it.each([
    [{ confirm_password: 'something-else' }, 'confirm_password', 'Passwords do not match'],
    [{ contact_person_email: 'ana@example' }, 'contact_person_email', 'Please enter a valid email address'],
    [{ website: 'www.example.org' }, 'website', 'Please enter a valid website URL (starting with http:// or https://)'],
    [{ contact_person_phone: '040123456' }, 'contact_person_phone', 'Please select a country code from the dropdown.'],
    [{ registration_number: '' }, 'registration_number', 'Registration number is required'],
  ])('refuses %o with the message for %s', async (overrides, field, message) => {
    const response = await postRegistration(t.app, ngoRegistration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: [message] } });
  });

  it('refuses an offering code that is not in the list', async () => {
    const response = await postRegistration(t.app, { ...ngoRegistration(), organization_offerings: ['VOLUNTEERING', 'BAKING'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(response.json().fields)[0]).toMatch(/^organization_offerings/);
  });

  it('refuses an address already registered, whatever its case, with email_taken', async () => {
    expect((await postRegistration(t.app, ngoRegistration({ contact_person_email: 'taken@example.org' }))).statusCode).toBe(201);
    const response = await postRegistration(t.app, ngoRegistration({ contact_person_email: 'TAKEN@Example.org' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'email_taken',
      error: `contact_person_email: ${en.errors.accounts.emailTaken}`,
      fields: { contact_person_email: [en.errors.accounts.emailTaken] },
    });
  });

  it('refuses the address of a super administrator too', async () => {
    admin ??= await createAdmin(t.app);
    const response = await postRegistration(t.app, ngoRegistration({ contact_person_email: admin.email }));
    expect(response.json()).toMatchObject({ code: 'email_taken' });
  });

  it('lets two registrations race for one address: one is created, the other is email_taken', async () => {
    const [first, second] = await Promise.all([
      postRegistration(t.app, ngoRegistration({ contact_person_email: 'race@example.org' })),
      postRegistration(t.app, ngoRegistration({ contact_person_email: 'race@example.org' })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    expect([first, second].find((r) => r.statusCode === 400)!.json()).toMatchObject({ code: 'email_taken' });
  });

  it(`accepts ${REGISTRATIONS_MAX} registrations from one address in 10 minutes and refuses the next with 429`, async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < REGISTRATIONS_MAX; i++) {
      // Broken forms count too: the limit is about requests, not successes.
      expect((await postRegistration(t.app, ngoRegistration({ password: '' }), address)).statusCode).toBe(400);
    }
    const refused = await postRegistration(t.app, ngoRegistration(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', error: en.register.rateLimited });
    expect((await postRegistration(t.app, ngoRegistration(), '203.0.113.10')).statusCode).toBe(201);
  });
});
