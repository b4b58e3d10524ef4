import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_MAIL_PAGE_SIZE,
  PASSWORD_RESETS_PER_ADDRESS,
  PASSWORD_RESETS_PER_IP,
  PASSWORD_RESET_TTL_MS,
  adminMailPageSchema,
  adminMailSchema,
  passwordResetDoneSchema,
} from '@/contract/mail';
import en from '@/i18n/locales/en.json';
import { DEMO_UNSUBSCRIBE_TOKENS } from '@/mocks/demoData';
import { nextId, store } from '@/mocks/store';
import { ANA, GREEN_VALLEY, adminToken, get, ngoToken, post, put, volunteerToken } from './eventsTesting';

// Issue 18 on the mock store: the password reset by a link that works once for an hour, the
// e-mail preference and its unsubscribe link, the administrator's outbox, answering as the server
// does (contract/mail.ts).

const ADMIN = { email: 'admin@example.org', password: 'admin12345' };

async function json(response: Promise<Response>, status: number): Promise<unknown> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return answer.json();
}

/** The reset links the mock "sent" to an address, oldest first. */
const resetLinksTo = (email: string) => store.outbox.filter((mail) => mail.kind === 'password_reset' && mail.recipient === email).map((mail) => mail.link!);
const tokenOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('token')!;

/** Asks for a reset of `email` and answers the token of the link it sent. */
async function resetToken(email: string): Promise<string> {
  await json(post('password-reset/', { email }), 200);
  return tokenOf(resetLinksTo(email).at(-1)!);
}

const confirm = (token: string, password: string, confirm_password = password) =>
  post('password-reset/confirm/', { token, password, confirm_password });

describe('POST /api/password-reset/', () => {
  it('answers the same whether or not the address has an account, and sends a link only to an account', async () => {
    const known = await json(post('password-reset/', { email: ' Green@Example.org ' }), 200);
    const unknown = await json(post('password-reset/', { email: 'nobody@example.org' }), 200);
    expect(known).toEqual({ message: en.mail.api.resetRequested });
    expect(unknown).toEqual(known);

    expect(resetLinksTo('nobody@example.org')).toEqual([]);
    const [link] = resetLinksTo('green@example.org');
    expect(link).toMatch(/^#\/reset-password\?token=[\w-]{43}$/);
    expect(store.outbox.at(-1)).toMatchObject({ kind: 'password_reset', status: 'sent', attempts: 1, subject: 'Reset your password' });
  });

  it('sends a volunteer their link too, and the administrator theirs', async () => {
    await json(post('password-reset/', { email: ANA.email }), 200);
    await json(post('password-reset/', { email: ADMIN.email }), 200);
    expect(resetLinksTo(ANA.email)).toHaveLength(1);
    expect(resetLinksTo(ADMIN.email)).toHaveLength(1);
  });

  it('refuses a blank or over-long address', async () => {
    expect(await json(post('password-reset/', { email: '  ' }), 400)).toMatchObject({ code: 'validation_failed', fields: { email: expect.any(Array) } });
    expect(await json(post('password-reset/', { email: `${'a'.repeat(250)}@example.org` }), 400)).toMatchObject({ code: 'validation_failed' });
    expect(await json(post('password-reset/', {}), 400)).toMatchObject({ code: 'validation_failed' });
  });

  it(`sends an address at most ${PASSWORD_RESETS_PER_ADDRESS} links an hour, answering alike after that`, async () => {
    for (let n = 0; n < PASSWORD_RESETS_PER_ADDRESS + 2; n += 1) {
      expect(await json(post('password-reset/', { email: GREEN_VALLEY.email }), 200)).toEqual({ message: en.mail.api.resetRequested });
    }
    expect(resetLinksTo(GREEN_VALLEY.email)).toHaveLength(PASSWORD_RESETS_PER_ADDRESS);
  });

  it(`refuses the ${PASSWORD_RESETS_PER_IP + 1}th request from one visitor with 429`, async () => {
    for (let n = 0; n < PASSWORD_RESETS_PER_IP; n += 1) await json(post('password-reset/', { email: `someone${n}@example.org` }), 200);
    expect(await json(post('password-reset/', { email: GREEN_VALLEY.email }), 429)).toEqual({ code: 'rate_limited', error: en.mail.api.rateLimited });
    expect(resetLinksTo(GREEN_VALLEY.email)).toEqual([]);
  });
});

describe('POST /api/password-reset/confirm/', () => {
  it("sets an NGO user's new password: it signs in with it, not with the old one, and says whose sign-in to use", async () => {
    const token = await resetToken(GREEN_VALLEY.email);
    const done = passwordResetDoneSchema.parse(await json(confirm(token, 'a new password 42'), 200));
    expect(done).toEqual({ message: en.mail.api.passwordChanged, user_type: 'ngo' });

    expect((await post('ngo/login/', GREEN_VALLEY)).status).toBe(401);
    expect((await post('ngo/login/', { email: GREEN_VALLEY.email, password: 'a new password 42' })).status).toBe(200);
  });

  it('answers user_type volunteer and super_admin for those accounts', async () => {
    expect(await json(confirm(await resetToken(ANA.email), 'helping hands 42'), 200)).toMatchObject({ user_type: 'volunteer' });
    expect(await json(confirm(await resetToken(ADMIN.email), 'admin password 42'), 200)).toMatchObject({ user_type: 'super_admin' });
    expect((await post('volunteer/login/', { email: ANA.email, password: 'helping hands 42' })).status).toBe(200);
  });

  it('checks the registration rules, field by field, in their words', async () => {
    const token = await resetToken(GREEN_VALLEY.email);
    expect(await json(confirm(token, '', ''), 400)).toMatchObject({
      code: 'validation_failed',
      fields: { password: ['New password is required'], confirm_password: ['Confirm new password is required'] },
    });
    expect(await json(confirm(token, 'long enough 1', 'long enough 2'), 400)).toMatchObject({ fields: { confirm_password: ['Passwords do not match'] } });
    expect(await json(confirm(token, 'short', 'short'), 400)).toMatchObject({ fields: { password: ['Password must be at least 8 characters long'] } });
    // Refused attempts do not use the link up; the rules come before the link, as on the server.
    expect(await json(confirm('no-such-token', 'short', 'short'), 400)).toMatchObject({ code: 'validation_failed' });
    expect((await confirm(token, 'long enough 1')).status).toBe(200);
  });

  it('refuses an unknown link, a used one and one older than an hour alike', async () => {
    const invalid = { code: 'reset_token_invalid', error: en.mail.api.resetTokenInvalid };
    expect(await json(confirm('no-such-token', 'long enough 1'), 400)).toEqual(invalid);

    const used = await resetToken(GREEN_VALLEY.email);
    await json(confirm(used, 'long enough 1'), 200);
    expect(await json(confirm(used, 'long enough 2'), 400)).toEqual(invalid);

    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
    const old = await resetToken(ANA.email);
    vi.setSystemTime(new Date(Date.now() + PASSWORD_RESET_TTL_MS));
    expect(await json(confirm(old, 'long enough 1'), 400)).toEqual(invalid);
  });

  it(`refuses the ${PASSWORD_RESETS_PER_IP + 1}th try from one visitor with 429`, async () => {
    for (let n = 0; n < PASSWORD_RESETS_PER_IP; n += 1) await json(confirm('no-such-token', 'long enough 1'), 400);
    expect(await json(confirm('no-such-token', 'long enough 1'), 429)).toEqual({ code: 'rate_limited', error: en.mail.api.rateLimited });
  });

  it("ends the user's other links and their sessions", async () => {
    const session = (await json(post('ngo/login/', GREEN_VALLEY), 200)) as { refresh: string };
    const first = await resetToken(GREEN_VALLEY.email);
    const second = await resetToken(GREEN_VALLEY.email);
    await json(confirm(second, 'long enough 1'), 200);

    expect(await json(confirm(first, 'long enough 2'), 400)).toMatchObject({ code: 'reset_token_invalid' });
    expect((await post('token/refresh/', { refresh: session.refresh })).status).toBe(401);
  });
});

describe('GET and PUT /api/account/notifications/', () => {
  it('answers and changes the preference of an NGO user, a volunteer and the administrator', async () => {
    for (const token of [await ngoToken(), await volunteerToken(), await adminToken()]) {
      expect(await json(get('account/notifications/', token), 200)).toEqual({ email_notifications: true });
      expect(await json(put('account/notifications/', { email_notifications: false }, token), 200)).toEqual({ email_notifications: false });
      expect(await json(get('account/notifications/', token), 200)).toEqual({ email_notifications: false });
    }
    expect(store.accounts.find((account) => account.email === GREEN_VALLEY.email)?.email_notifications).toBe(false);
    expect(store.volunteers.find((volunteer) => volunteer.email === ANA.email)?.email_notifications).toBe(false);
  });

  it('shows the demo volunteer who turned them off, and an account from before the preference as on', async () => {
    const marko = await volunteerToken({ email: 'marko.petek@example.org', password: 'helping123' });
    expect(await json(get('account/notifications/', marko), 200)).toEqual({ email_notifications: false });
    delete store.accounts.find((account) => account.email === GREEN_VALLEY.email)!.email_notifications;
    expect(await json(get('account/notifications/', await ngoToken()), 200)).toEqual({ email_notifications: true });
  });

  it('refuses the signed-out and a body that is not the preference', async () => {
    expect(await json(get('account/notifications/'), 401)).toMatchObject({ code: 'unauthenticated' });
    expect(await json(put('account/notifications/', { email_notifications: false }), 401)).toMatchObject({ code: 'unauthenticated' });
    expect(await json(put('account/notifications/', { email_notifications: 'no' }, await ngoToken()), 400)).toMatchObject({ code: 'validation_failed' });
  });
});

describe('POST /api/mail/unsubscribe/', () => {
  it("turns the link's user's notifications off without signing in, and again without complaint", async () => {
    const green = DEMO_UNSUBSCRIBE_TOKENS.find((token) => token.user_id === 2)!;
    expect(await json(post(`mail/unsubscribe/?token=${green.token}`, {}), 200)).toEqual({ email_notifications: false });
    expect(store.accounts.find((account) => account.id === 2)?.email_notifications).toBe(false);
    // RFC 8058: a mail program posts its form body; the link alone decides.
    const again = await fetch(`/api/mail/unsubscribe/?token=${green.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
  });

  it('refuses an unknown token, and a missing one as the query it is not', async () => {
    expect(await json(post('mail/unsubscribe/?token=nope', {}), 400)).toEqual({ code: 'unsubscribe_token_invalid', error: en.mail.api.unsubscribeTokenInvalid });
    expect(await json(post('mail/unsubscribe/', {}), 400)).toMatchObject({ code: 'validation_failed', fields: { token: expect.any(Array) } });
  });

  it('refuses the 61st unsubscribe from one visitor in a minute with 429', async () => {
    for (let n = 0; n < 60; n += 1) await json(post('mail/unsubscribe/?token=nope', {}), 400);
    expect(await json(post('mail/unsubscribe/?token=nope', {}), 429)).toEqual({ code: 'rate_limited', error: en.mail.api.rateLimited });
  });
});

describe('the administrator\'s outbox (GET /api/super-admin/mail/, POST …/{id}/retry/)', () => {
  it('lists the undelivered messages by default, newest first, without their links', async () => {
    const page = adminMailPageSchema.parse(await json(get('super-admin/mail/', await adminToken()), 200));
    expect(page.count).toBe(3);
    expect(page.results.map((mail) => mail.id)).toEqual([6, 5, 4]);
    expect(page.results.every((mail) => mail.status === 'failed')).toBe(true);
    expect(Object.keys(page.results[0]!)).not.toContain('link');

    const pending = adminMailPageSchema.parse(await json(get('super-admin/mail/?status=pending', await adminToken()), 200));
    expect(pending.results).toMatchObject([{ id: 7, kind: 'applications_summary', attempts: 2 }]);
  });

  it(`pages ${ADMIN_MAIL_PAGE_SIZE} at a time`, async () => {
    const template = store.outbox.find((mail) => mail.status === 'sent')!;
    for (let n = 0; n < 25; n += 1) store.outbox.push({ ...template, id: nextId(store.outbox), created_at: `2026-12-01T10:${String(n).padStart(2, '0')}:00Z` });
    const token = await adminToken();
    const first = adminMailPageSchema.parse(await json(get('super-admin/mail/?status=sent', token), 200));
    const second = adminMailPageSchema.parse(await json(get('super-admin/mail/?status=sent&page=2', token), 200));
    expect([first.count, first.results.length, second.results.length]).toEqual([28, ADMIN_MAIL_PAGE_SIZE, 8]);
    expect(first.results[0]!.created_at).toBe('2026-12-01T10:24:00Z');
  });

  it('queues an undelivered message again, once; other messages are not retried', async () => {
    const token = await adminToken();
    const retried = adminMailSchema.parse(await json(post('super-admin/mail/4/retry/', undefined, token), 200));
    expect(retried).toMatchObject({ id: 4, status: 'pending', attempts: 0, next_attempt_at: expect.any(String) });
    const notFound = { code: 'mail_not_found', error: en.mail.api.mailNotFound };
    expect(await json(post('super-admin/mail/4/retry/', undefined, token), 404)).toEqual(notFound);
    expect(await json(post('super-admin/mail/1/retry/', undefined, token), 404)).toEqual(notFound); // sent
    expect(await json(post('super-admin/mail/999/retry/', undefined, token), 404)).toEqual(notFound);
  });

  it('is for the super administrator only, and refuses an unknown status', async () => {
    expect((await get('super-admin/mail/')).status).toBe(401);
    expect((await get('super-admin/mail/', await ngoToken())).status).toBe(403);
    expect((await post('super-admin/mail/4/retry/', undefined, await volunteerToken())).status).toBe(403);
    expect(await json(get('super-admin/mail/?status=bounced', await adminToken()), 400)).toMatchObject({ code: 'validation_failed' });
  });
});
