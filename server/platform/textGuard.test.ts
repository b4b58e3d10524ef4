import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { approvedNgo, bearer, createAdmin, nextAddress, ngoRegistration, postLogin, postRegistration } from '@/server/test/accounts';
import { buildTestApp, testDatabases, useTestApp } from '@/server/test/app';
import { createEvent, eventPayload, getEvent, postDecision, postEvent } from '@/server/test/events';
import { controlCharacterFields } from './textGuard';

// Issue 12 point 1: a NUL in any text that reached the database answered 500 ("invalid byte
// sequence for encoding UTF8: 0x00"). Each case the report named is now a 400 that names the field
// in the catalogue's words, and what was stored before is unchanged.

const refusal = en.validation.controlCharacters;

describe.each(testDatabases)('control characters on $name', (database) => {
  const t = useTestApp(database);

  it('refuses a NUL in the e-mail of either sign-in, anonymously', async () => {
    for (const who of ['ngo', 'super-admin'] as const) {
      const response = await postLogin(t.app, who, { email: 'ana\u0000@example.org', password: 'whatever-1' }, nextAddress());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: `email: ${refusal}`, code: 'validation_failed', fields: { email: [refusal] } });
    }
  });

  it('refuses a NUL in registration fields and registers nothing', async () => {
    const registration = ngoRegistration({ organization_name: 'Green\u0000Hands', contact_person_last_name: 'No\u0000vak' });
    const response = await postRegistration(t.app, registration);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({ organization_name: [refusal], contact_person_last_name: [refusal] });
    const admin = await createAdmin(t.app);
    const listed = await t.app.inject({ url: '/api/super-admin/ngos/', headers: bearer(admin.access) });
    expect(listed.body).not.toContain(registration.contact_person_email);
  });

  it('refuses a NUL in event texts on create and update, keeping the stored event', async () => {
    const admin = await createAdmin(t.app);
    const ngo = await approvedNgo(t.app, admin);
    const created = await postEvent(t.app, ngo, eventPayload({ eventName: 'Clean\u0000up', eventDescription: 'a\u0000b' }));
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().fields).toEqual({ eventName: [refusal], eventDescription: [refusal] });

    const event = await createEvent(t.app, ngo);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/update/`,
      headers: bearer(ngo.access),
      payload: eventPayload({ location: { latitude: 46, longitude: 14, text: 'Celje\u0000' } }),
    });
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json().fields).toEqual({ 'location.text': [refusal] });
    expect((await getEvent(t.app, ngo, event.id)).json()).toEqual(event);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/events/${event.id}/edit/`,
      headers: bearer(admin.access),
      payload: eventPayload({ competences_data: ['First aid', 'Map\u0000reading'] }),
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().fields).toEqual({ competences_data: [refusal] });
  });

  it("refuses a NUL in the administrator's reasons, notes and search", async () => {
    const admin = await createAdmin(t.app);
    const ngo = await approvedNgo(t.app, admin);
    const event = await createEvent(t.app, ngo);
    const rejected = await postDecision(t.app, admin, event.id, 'reject', { rejection_reason: 'Too\u0000vague', admin_notes: 'x\u0000' });
    expect(rejected.statusCode, rejected.body).toBe(400);
    expect(rejected.json().fields).toEqual({ rejection_reason: [refusal], admin_notes: [refusal] });
    const approved = await postDecision(t.app, admin, event.id, 'approve', { admin_notes: 'ok\u0000' });
    expect(approved.statusCode, approved.body).toBe(400);
    expect((await getEvent(t.app, ngo, event.id)).json().status).toBe('pending');

    for (const url of ['/api/super-admin/events/?search=%00', '/api/super-admin/events/statistics/?search=a%00b']) {
      const searched = await t.app.inject({ url, headers: bearer(admin.access) });
      expect(searched.statusCode, searched.body).toBe(400);
      expect(searched.json().fields).toEqual({ search: [refusal] });
    }
  });

  it('keeps line breaks in free text and refuses them in one line', async () => {
    const admin = await createAdmin(t.app);
    const ngo = await approvedNgo(t.app, admin);
    const kept = await postEvent(t.app, ngo, eventPayload({ eventDescription: 'Meet at 8.\n\tBring gloves.' }));
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().data.eventDescription).toBe('Meet at 8.\n\tBring gloves.');
    const refused = await postEvent(t.app, ngo, eventPayload({ eventName: 'River\nclean-up' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual({ eventName: [en.validation.singleLine] });
  });
});

describe('the last guard, for a route whose schema forgets', () => {
  it('answers 400 instead of handing the database a NUL', async () => {
    const app = await buildTestApp(testDatabases[0]!);
    try {
      // A route as a careless feature would write it: no schema, the body straight into SQL.
      app.post('/api/test/careless/', async (request) => {
        const { text } = request.body as { text: string };
        await app.db.execute(sql`select ${text}::text`);
        return { ok: true };
      });
      const refused = await app.inject({ method: 'POST', url: '/api/test/careless/', payload: { text: 'a\u0000b' } });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ error: `text: ${refusal}`, code: 'validation_failed', fields: { text: [refusal] } });
      const query = await app.inject({ method: 'POST', url: '/api/test/careless/?page=%00', payload: { text: 'fine' } });
      expect(query.json().fields).toEqual({ page: [refusal] });
      const fine = await app.inject({ method: 'POST', url: '/api/test/careless/', payload: { text: 'Zavod Žalec\n' } });
      expect(fine.statusCode, fine.body).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('names nested fields and keys, and walks JSON nested thousands deep', () => {
    expect(controlCharacterFields({ location: { text: 'a\u0000' }, tags: ['ok', '\u0007'], ['k\u0000']: 1 }, 'body').sort()).toEqual([
      'body',
      'location.text',
      'tags.1',
    ]);
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    expect(controlCharacterFields(deep, 'body')).toHaveLength(1);
    expect(controlCharacterFields('\u0000', 'query')).toEqual(['query']);
    expect(controlCharacterFields(Buffer.from([0]), 'body')).toEqual([]);
  });
});
