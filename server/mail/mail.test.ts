import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS } from '@/contract/mail';
import { events, mailOutbox, users } from '@/server/db/schema';
import { approvedNgo, bearer, callAs, createAdmin, postLogin, registerNgo, signedInVolunteer, suspendNgo } from '@/server/test/accounts';
import { buildTestApp, testDatabases, useTestApp } from '@/server/test/app';
import { eventWithApplicants, portalUpdate } from '@/server/test/applications';
import { createEvent, decide, eventPayload, postApplication, postDecision, setEventStatus } from '@/server/test/events';
import { linkIn, rawHeader, startSmtpServer, type TestSmtpServer } from '@/server/test/smtp';
import { CATALOGUES } from '@/server/platform/readerLanguage';
import { queueMail } from './outbox';
import { createMailTransport } from './transport';
import { MailWorker } from './worker';

// Issue 18: messages go through a real SMTP server started here and are read back with mailparser.

const PUBLIC_URL = 'https://portal.example.org';

describe.each(testDatabases)('notifications by e-mail on $name', (database) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.stop());
  // The app reads SMTP_URL when it is built; the server's port is known only once it listens.
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp(database, { env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'NGO Portal <portal@example.org>', REVIEW_REMINDER_HOURS: '1' } });
  });
  afterAll(async () => app?.close());

  async function deliver() {
    return app.mail.deliverDue();
  }

  it('tells an NGO in its language that its registration arrived, and the administrator in theirs, with HTML and text', async () => {
    const admin = await createAdmin(app);
    const registration = await app.inject({
      method: 'POST',
      url: '/api/ngo/register/',
      headers: { 'accept-language': 'sl-SI,sl;q=0.9,en;q=0.5' },
      remoteAddress: '10.9.0.1',
      payload: {
        organization_name: 'Zelene roke',
        website: 'https://zelene-roke.example.org',
        registration_number: 'SI-1',
        contact_person_first_name: 'Ana',
        contact_person_last_name: 'Novak',
        contact_person_email: 'ana.slo@example.org',
        contact_person_phone: '+386 40 123 456',
        password: 'volunteer-123',
        confirm_password: 'volunteer-123',
        operating_countries: 'Slovenia',
        organization_offerings: ['VOLUNTEERING'],
      },
    });
    expect(registration.statusCode, registration.body).toBe(201);
    expect(await deliver()).toMatchObject({ sent: 2, retried: 0, failed: 0 });

    const [toNgo] = smtp.to('ana.slo@example.org');
    const sl = CATALOGUES.sl.mail;
    expect(toNgo!.subject).toBe(sl.ngoRegistrationReceived.subject.replace('{{organization}}', 'Zelene roke'));
    expect(toNgo!.text).toContain(sl.common.greeting.replace('{{name}}', 'Ana Novak'));
    expect(toNgo!.html).toContain('lang="sl"');
    expect(toNgo!.from?.value).toEqual([{ name: 'NGO Portal', address: 'portal@example.org' }]);
    expect(toNgo!.headers.get('content-language')).toBe('sl');
    // RFC 8058: one-click unsubscribe, with the link in the body too.
    expect(rawHeader(toNgo!, 'List-Unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/mail/unsubscribe/\\?token=\\d+\\.[\\w-]+>$`));
    expect(rawHeader(toNgo!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const [toAdmin] = smtp.to(admin.email);
    expect(toAdmin!.subject).toBe('New NGO registration: Zelene roke');
    expect(linkIn(toAdmin!, PUBLIC_URL, '/admin/ngos')).toBe(`${PUBLIC_URL}/#/admin/ngos?status=pending`);
  });

  it('sends an event rejection with its reason and notes, escaped in HTML, in the language the NGO last signed in with', async () => {
    const admin = await createAdmin(app);
    const ngo = await approvedNgo(app, admin);
    await postLogin(app, 'ngo', ngo); // no Accept-Language: the language stays
    const signedIn = await app.inject({ method: 'POST', url: '/api/ngo/login/', headers: { 'accept-language': 'de' }, payload: { email: ngo.email, password: ngo.password } });
    expect(signedIn.statusCode).toBe(200);
    const event = await createEvent(app, ngo, { eventName: 'Ufer <sauber>' });
    const rejected = await postDecision(app, admin, event.id, 'reject', { rejection_reason: 'Kein Ort & keine Zeit', admin_notes: 'Bitte Karte prüfen' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await deliver()).toMatchObject({ retried: 0, failed: 0 });

    const mails = smtp.to(ngo.email);
    const rejection = mails.at(-1)!;
    expect(rejection.subject).toContain('Ufer <sauber>');
    expect(rejection.subject).not.toBe('Your event “Ufer <sauber>” needs changes'); // German, not English
    expect(rejection.text).toContain('Kein Ort & keine Zeit');
    expect(rejection.text).toContain('Bitte Karte prüfen');
    expect(rejection.html).toContain('Ufer &#60;sauber&#62;');
    expect(rejection.html).not.toContain('<sauber>');
    expect(linkIn(rejection, PUBLIC_URL, '/events/')).toBe(`${PUBLIC_URL}/#/events/${event.id}`);
  });

  it('resets a password through the link in the mail: single use, signs out every session, never says whether an address exists', async () => {
    const admin = await createAdmin(app);
    const ngo = await approvedNgo(app, admin);
    await deliver();
    const before = smtp.messages.length;

    const unknown = await app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: 'nobody@example.org' } });
    const known = await app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: ` ${ngo.email.toUpperCase()} ` } });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await deliver();
    const sent = smtp.messages.slice(before);
    expect(sent.map((message) => message.to && [message.to].flat()[0]!.text)).toEqual([ngo.email]);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Reset your password');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBeUndefined(); // security mail cannot be turned off
    const link = linkIn(mail, PUBLIC_URL, '/reset-password?token=');
    const token = decodeURIComponent(new URL(link.replace('/#/', '/')).searchParams.get('token')!);

    const short = await app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password: 'short', confirm_password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toEqual(['Password must be at least 8 characters long']);

    const done = await app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password: 'a-new-password', confirm_password: 'a-new-password' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user_type).toBe('ngo');
    // The session of before is gone; the old password too; the new one works.
    expect((await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: ngo.refresh } })).statusCode).toBe(401);
    expect((await postLogin(app, 'ngo', { email: ngo.email, password: ngo.password })).statusCode).toBe(401);
    expect((await postLogin(app, 'ngo', { email: ngo.email, password: 'a-new-password' })).statusCode).toBe(200);
    // Single use.
    const again = await app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password: 'another-password', confirm_password: 'another-password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('reset_token_invalid');
  });

  it('refuses an expired reset link, sends at most three an hour to one address and limits one IP', async () => {
    const volunteer = await signedInVolunteer(app);
    const ask = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: volunteer.email }, remoteAddress });
    for (const n of [1, 2, 3, 4]) expect((await ask(`10.20.0.${n}`)).statusCode).toBe(200);
    const queued = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, volunteer.email));
    expect(queued.filter((row) => row.kind === 'password_reset')).toHaveLength(3);

    await app.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${volunteer.user_id}`);
    await deliver();
    const mail = smtp.to(volunteer.email).at(-1)!;
    const token = decodeURIComponent(linkIn(mail, PUBLIC_URL, '/reset-password?token=').split('token=')[1]!);
    const expired = await app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: { token, password: 'a-new-password', confirm_password: 'a-new-password' } });
    expect(expired.json().code).toBe('reset_token_invalid');

    const fromOneIp = [];
    for (let n = 0; n < 11; n += 1) fromOneIp.push((await ask('10.21.0.1')).statusCode);
    expect(fromOneIp.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(fromOneIp[10]).toBe(429);
  });

  it('turns e-mail off through the one-click unsubscribe link and the profile; security mail still comes', async () => {
    const admin = await createAdmin(app);
    const ngo = await approvedNgo(app, admin);
    await deliver();
    const approval = smtp.to(ngo.email).at(-1)!;
    expect(approval.subject).toBe(`${ngo.organization_name} is approved`);
    const unsubscribeUrl = rawHeader(approval, 'List-Unsubscribe')!.slice(1, -1);

    // What a mail client does for RFC 8058.
    const url = new URL(unsubscribeUrl);
    const clicked = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect((await callAs(app, ngo, 'GET', '/api/account/notifications/')).json()).toEqual({ email_notifications: false });
    const forged = await app.inject({ method: 'POST', url: '/api/mail/unsubscribe/?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(forged.json().code).toBe('unsubscribe_token_invalid');

    const count = smtp.to(ngo.email).length;
    await decide(app, admin, (await createEvent(app, ngo)).id, 'approve');
    await deliver();
    expect(smtp.to(ngo.email)).toHaveLength(count); // no event_approved

    await suspendNgo(app, admin, ngo.id);
    await deliver();
    expect(smtp.to(ngo.email).at(-1)!.subject).toBe(`${ngo.organization_name} has been suspended`);

    const volunteer = await signedInVolunteer(app);
    expect((await callAs(app, volunteer, 'PUT', '/api/account/notifications/', { email_notifications: false })).json()).toEqual({ email_notifications: false });
    expect((await callAs(app, volunteer, 'PUT', '/api/account/notifications/', { email_notifications: true })).json()).toEqual({ email_notifications: true });
    expect((await callAs(app, null, 'GET', '/api/account/notifications/')).statusCode).toBe(401);
  });

  it('keeps messages while the mail server is down, delivers them once it is back, and shows the administrator those that failed for good', async () => {
    const admin = await createAdmin(app);
    const ngo = await approvedNgo(app, admin);
    await deliver();
    await smtp.stop();
    try {
      const event = await createEvent(app, ngo, { eventName: 'Down but not lost' });
      await decide(app, admin, event.id, 'approve');
      expect(await deliver()).toMatchObject({ sent: 0, retried: 1 });
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'event_approved')).orderBy(sql`${mailOutbox.id} desc`).limit(1);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toBeTruthy();
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // backoff: not before ~30 s
      expect(await deliver()).toMatchObject({ sent: 0, retried: 0 }); // not due yet

      // Its last attempt, still down: failed, and listed for the administrator.
      await app.db.update(mailOutbox).set({ attempts: MAIL_MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row!.id));
      expect(await deliver()).toMatchObject({ failed: 1 });
      const listed = await callAs(app, admin, 'GET', '/api/super-admin/mail/?status=failed');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().results[0]).toMatchObject({ id: row!.id, kind: 'event_approved', recipient: ngo.email, subject: 'Your event “Down but not lost” is approved', attempts: MAIL_MAX_ATTEMPTS });
      expect((await callAs(app, ngo, 'GET', '/api/super-admin/mail/')).statusCode).toBe(403);

      const retried = await callAs(app, admin, 'POST', `/api/super-admin/mail/${row!.id}/retry/`);
      expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await callAs(app, admin, 'POST', `/api/super-admin/mail/${row!.id}/retry/`)).statusCode).toBe(404);
    } finally {
      await smtp.start();
    }
    const count = smtp.to(ngo.email).length;
    expect(await deliver()).toMatchObject({ sent: 1 });
    expect(smtp.to(ngo.email)).toHaveLength(count + 1);
    expect(smtp.to(ngo.email).at(-1)!.subject).toBe('Your event “Down but not lost” is approved');
    expect(await deliver()).toMatchObject({ sent: 0 });
  });

  it('sends nothing for a change that rolled back', async () => {
    const admin = await createAdmin(app);
    const ngo = await approvedNgo(app, admin);
    const event = await createEvent(app, ngo, { eventName: 'Doomed' });
    await deliver();
    // A check at commit refuses the approval, after its message was queued in the same transaction.
    await app.db.execute(sql.raw(`create or replace function refuse_doomed() returns trigger language plpgsql as $$
      begin raise exception 'refused at commit'; end $$`));
    await app.db.execute(sql.raw(`create constraint trigger refuse_doomed after update on events deferrable initially deferred
      for each row when (new.event_name = 'Doomed' and new.status = 'approved') execute function refuse_doomed()`));
    try {
      const refused = await postDecision(app, admin, event.id, 'approve');
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await app.db.execute(sql.raw('drop trigger refuse_doomed on events'));
      await app.db.execute(sql.raw('drop function refuse_doomed()'));
    }
    const [row] = await app.db.select({ status: events.status }).from(events).where(eq(events.id, event.id));
    expect(row!.status).toBe('pending');
    const count = smtp.to(ngo.email).length;
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(smtp.to(ngo.email)).toHaveLength(count);
  });

  it('tells volunteers of their application in their language, and the NGO of new applications at most once an hour', async () => {
    const admin = await createAdmin(app);
    const ngo = await approvedNgo(app, admin);
    const { eventId, applicationIds, volunteers } = await eventWithApplicants(app, admin, ngo, 3, { eventName: 'Summary day', event_xp: 40 });
    await app.db.update(users).set({ language: 'fr' }).where(eq(users.id, volunteers[0]!.user_id));
    await app.mail.runJobs();
    await deliver();
    const summaries = () => smtp.to(ngo.email).filter((message) => message.subject?.includes('applied to “Summary day”'));
    expect(summaries().map((message) => message.subject)).toEqual(['3 new volunteers applied to “Summary day”']);

    // Another applies within the hour: no second summary until the hour has passed.
    const late = await signedInVolunteer(app, { full_name: 'Maja Late' });
    expect((await postApplication(app, late, eventId, { message: 'Hi! I can bring extra gloves.\nIs there parking nearby?' })).statusCode).toBe(201);
    await app.mail.runJobs();
    await deliver();
    expect(summaries()).toHaveLength(1);
    await app.db.update(events).set({ applicantsNotifiedAt: sql`now() - interval '61 minutes'` }).where(eq(events.id, eventId));
    await app.mail.runJobs();
    await deliver();
    expect(summaries().at(-1)!.subject).toBe('1 new volunteer applied to “Summary day”');
    // Issue 33: the volunteer's message reaches the NGO, its lines kept; the first summary had none.
    expect(summaries().at(-1)!.text).toContain('What they wrote to you:\n\n- Maja Late: Hi! I can bring extra gloves.\n  Is there parking nearby?');
    expect(summaries()[0]!.text).not.toContain('What they wrote to you');

    expect((await portalUpdate(app, ngo, applicationIds[0]!, 'accepted')).statusCode).toBe(200);
    expect((await portalUpdate(app, ngo, applicationIds[1]!, 'waitlisted')).statusCode).toBe(200);
    await deliver();
    const accepted = smtp.to(volunteers[0]!.email).at(-1)!;
    expect(accepted.subject).toBe(CATALOGUES.fr.mail.applicationAccepted.subject.replace('{{event}}', 'Summary day'));
    expect(accepted.text).toContain('2030'); // the start date, in French
    expect(smtp.to(volunteers[1]!.email).at(-1)!.subject).toBe('You are on the waitlist for “Summary day”');

    // The administrator moves the event: those who applied hear of it.
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/super-admin/events/${eventId}/edit/`,
      headers: bearer(admin.access),
      payload: eventPayload({ eventName: 'Summary day', startDate: '2030-06-01 08:00:00Z', endDate: '2030-06-01 12:00:00Z' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await deliver();
    for (const volunteer of [...volunteers, late]) expect(smtp.to(volunteer.email).at(-1)!.subject).toMatch(/Summary day/);
    expect(smtp.to(late.email).at(-1)!.subject).toBe('“Summary day” has a new date');
  });

  it('tells those who applied when their event is deleted', async () => {
    const admin = await createAdmin(app);
    const ngo = await approvedNgo(app, admin);
    const { eventId, volunteers } = await eventWithApplicants(app, admin, ngo, 1, { eventName: 'Called off' });
    // Only an event nobody can see may be deleted today (SPEC §4): this one is set back to pending.
    await setEventStatus(app, eventId, 'pending');
    expect((await callAs(app, ngo, 'DELETE', `/api/events/${eventId}/delete/`)).statusCode).toBe(204);
    await deliver();
    expect(smtp.to(volunteers[0]!.email).at(-1)!.subject).toBe('“Called off” has been cancelled');
  });

  it('reminds the administrators once of an event waiting for review longer than REVIEW_REMINDER_HOURS', async () => {
    const admin = await createAdmin(app);
    const ngo = await approvedNgo(app, admin);
    const event = await createEvent(app, ngo, { eventName: 'Waiting long' });
    await app.mail.runJobs();
    await deliver();
    const reminders = () => smtp.to(admin.email).filter((message) => message.text?.includes('Waiting long'));
    expect(reminders()).toHaveLength(0);
    await app.db.update(events).set({ submittedAt: sql`now() - interval '2 hours'` }).where(eq(events.id, event.id));
    await app.mail.runJobs();
    await app.mail.runJobs();
    await deliver();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.subject).toMatch(/waited for review more than 1 hours/);
  });
});

describe.each(testDatabases)('a mailbox the mail server does not know, on $name', (database) => {
  it('fails at once on a permanent refusal (5xx) instead of trying again for an hour and a half', async () => {
    const smtp = await startSmtpServer({ unknown: ['gone@example.org'] });
    const app = await buildTestApp(database, { env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    try {
      const recipient = { userId: null as unknown as number, email: 'gone@example.org', name: 'Gone', language: 'en' as const, emailNotifications: true };
      await app.db.transaction(async (tx) => queueMail(tx, 'ngo_approved', [recipient], { organization: 'Gone Away' }));
      expect(await app.mail.deliverDue()).toMatchObject({ failed: 1, retried: 0 });
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'gone@example.org'));
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row!.lastError).toMatch(/550|User unknown/);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});

describe.each(testDatabases)('the outbox without SMTP_URL on $name', (database) => {
  const t = useTestApp(database, { env: { PUBLIC_URL } });

  it('writes each message as an .eml file under DATA_DIR/outbox/', async () => {
    const admin = await createAdmin(t.app);
    const ngo = await registerNgo(t.app, admin, { organization_name: 'Files only' });
    // On PostgreSQL this file's schema may still hold messages the tests above left unsent.
    expect((await t.app.mail.deliverDue()).sent).toBeGreaterThanOrEqual(2);
    const dir = path.join(t.app.config.dataDir, 'outbox');
    const files = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    const parsed = await Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
    const ours = parsed
      .filter((message) => [message.to].flat().some((to) => to?.value.some(({ address }) => address === ngo.email || address === admin.email)))
      .map((message) => message.subject);
    expect(ours.sort()).toEqual(['New NGO registration: Files only', 'We have received the registration of Files only']);
    expect(files.find((name) => /-\d+-ngo_registration_received\.eml$/.test(name))).toBeDefined();
  });
});

describe.each(testDatabases)('two mail workers on one database ($name)', (database) => {
  it('send each message exactly once', async () => {
    const smtp = await startSmtpServer({ delayMs: 5 });
    const env = { SMTP_URL: smtp.url, PUBLIC_URL };
    // PostgreSQL: two instances, as behind a load balancer. PGlite is one process: two workers in it.
    const first = await buildTestApp(database, { env });
    const second = database.name === 'postgres' ? await buildTestApp(database, { env }) : first;
    try {
      const recipients = Array.from({ length: 60 }, (_, n) => ({ userId: null as unknown as number, email: `many${n}@example.org`, name: `N${n}`, language: 'en' as const, emailNotifications: true }));
      await first.db.transaction(async (tx) => queueMail(tx, 'ngo_approved', recipients, { organization: 'Many' }));
      const otherWorker =
        second === first
          ? new MailWorker({ db: first.db, transport: createMailTransport(first.config.mail, first.config.dataDir, first.log), config: first.config.mail, secret: () => first.secrets.jwt, log: first.log })
          : second.mail;
      const rounds = await Promise.all([first.mail.deliverDue(), otherWorker.deliverDue()]);
      expect(rounds[0].sent + rounds[1].sent).toBe(60);
      expect(rounds[0].sent).toBeGreaterThan(0);
      expect(rounds[1].sent).toBeGreaterThan(0);
      const addresses = smtp.messages.map((message) => [message.to].flat()[0]!.text);
      expect(addresses).toHaveLength(60);
      expect(new Set(addresses).size).toBe(60);
    } finally {
      await first.close();
      if (second !== first) await second.close();
      await smtp.stop();
    }
  });
});
