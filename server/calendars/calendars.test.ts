import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MEDIA_TYPE, CALENDAR_TOKEN_PATTERN, calendarFeedSchema, calendarFeedStatusSchema } from '@/contract/calendars';
import en from '@/i18n/locales/en.json';
import { events, volunteerProfiles } from '@/server/db/schema';
import { approvedNgo, bearer, createAdmin, signedInVolunteer, suspendNgo, type ApprovedNgo, type TestAdmin, type TestVolunteer } from '@/server/test/accounts';
import { applyTo, portalBulk, portalUpdate } from '@/server/test/applications';
import { testDatabases, useTestApp } from '@/server/test/app';
import { endEvent, publicEvent } from '@/server/test/events';

// Issue 17, point 4: a public event's .ics file, an NGO's feed and a volunteer's private feed, each
// parsed with ical.js (an iCalendar parser from the npm registry) and checked against RFC 5545.

const HOST = 'portal.example.org';

describe.each(testDatabases)('calendars on $name', (database) => {
  const t = useTestApp(database);
  let admin: TestAdmin;
  let ngo: ApprovedNgo;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ngo = await approvedNgo(t.app, admin, { organization_name: 'Green Valley; Friends, Trees & Co.' });
  });
  afterEach(() => ICAL.TimezoneService.reset());

  const get = (url: string, caller?: { access: string }) => t.app.inject({ url, headers: { host: HOST, ...(caller ? bearer(caller.access) : {}) } });

  it("answers a public event as an .ics attachment in the event's own time zone, with its texts, place and page", async () => {
    const event = await publicEvent(t.app, admin, ngo, {
      eventName: 'Čiščenje brežin Ljubljanice: rokavice, vreče in malica za vse prostovoljce ob reki',
      eventDescription: 'Bring boots; gloves, bags\\grabbers are ours.\nMeet at the bridge.',
      // 09:30 to 13:00 in Ljubljana in summer (CEST, UTC+2).
      startDate: '2031-07-12 07:30:00Z',
      endDate: '2031-07-12 11:00:00Z',
      time_zone: 'Europe/Ljubljana',
      location: { latitude: 46.0511, longitude: 14.5051, text: 'Ljubljanica embankment, Ljubljana' },
    });
    const response = await get(`/api/public/events/${event.id}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(CALENDAR_MEDIA_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="ciscenje-brezin-ljubljanice-rokavice-vrece-in-malica-za-vse.ics"');
    expect(response.headers['cache-control']).toBe('public, max-age=300');

    const calendar = parsed(response);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Ljubljana']);
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const entry = new ICAL.Event(vevent!);
    expect(entry.uid).toBe(`event-${event.id}@${HOST}`);
    expect(vevent!.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(vevent!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Ljubljana');
    expect(entry.startDate.toString()).toBe('2031-07-12T09:30:00');
    expect(entry.startDate.toJSDate().toISOString()).toBe('2031-07-12T07:30:00.000Z');
    expect(entry.endDate.toJSDate().toISOString()).toBe('2031-07-12T11:00:00.000Z');
    expect(entry.summary).toBe(event.eventName);
    expect(entry.description).toBe(`${event.eventDescription}\n\n${ngo.organization_name}\nhttp://${HOST}/#/explore/${event.id}`);
    expect(entry.location).toBe('Ljubljanica embankment, Ljubljana');
    expect(vevent!.getFirstPropertyValue('geo')).toEqual([46.0511, 14.5051]);
    expect(vevent!.getFirstPropertyValue('url')).toBe(`http://${HOST}/#/explore/${event.id}`);
  });

  it('writes the same instants in winter and summer, across years, and a repeated hour of the autumn change in UTC', async () => {
    const nyNgo = await approvedNgo(t.app, admin);
    const dated = async (name: string, start: string, end: string) =>
      publicEvent(t.app, admin, nyNgo, { eventName: name, startDate: start, endDate: end, time_zone: 'America/New_York' });
    await dated('Winter', '2031-01-15 14:00:00Z', '2031-01-15 16:00:00Z');
    await dated('Summer', '2031-07-15 13:00:00Z', '2031-07-15 15:00:00Z');
    // 01:30 EST, the second 01:30 of that night (the first was 05:30 UTC, in EDT).
    await dated('Fall back', '2031-11-02 06:30:00Z', '2031-11-02 08:00:00Z');
    await dated('Spring forward', '2031-03-09 07:00:00Z', '2031-03-09 09:00:00Z');
    await dated('Two years on', '2033-07-15 13:00:00Z', '2033-07-15 15:00:00Z');
    await publicEvent(t.app, admin, nyNgo, { eventName: 'In UTC', startDate: '2031-02-01 10:00:00Z', endDate: '2031-02-01 12:00:00Z' });

    const response = await get(`/api/public/ngos/${nyNgo.id}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    const calendar = parsed(response);
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')).sort()).toEqual(['America/New_York', 'UTC']);
    const found = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const entry = new ICAL.Event(vevent);
      return [entry.summary, entry.startDate.toString(), entry.startDate.toJSDate().toISOString()];
    });
    expect(found).toEqual([
      ['Winter', '2031-01-15T09:00:00', '2031-01-15T14:00:00.000Z'],
      ['In UTC', '2031-02-01T10:00:00', '2031-02-01T10:00:00.000Z'],
      ['Spring forward', '2031-03-09T03:00:00', '2031-03-09T07:00:00.000Z'],
      ['Summer', '2031-07-15T09:00:00', '2031-07-15T13:00:00.000Z'],
      ['Fall back', '2031-11-02T06:30:00Z', '2031-11-02T06:30:00.000Z'],
      ['Two years on', '2033-07-15T09:00:00', '2033-07-15T13:00:00.000Z'],
    ]);
  });

  it("answers an approved NGO's feed inline: its public events from those that ended 30 days ago on, soonest first, named after it", async () => {
    const own = await approvedNgo(t.app, admin, { organization_name: 'Paws of Savinja' });
    await publicEvent(t.app, admin, own, { eventName: 'Later walk', startDate: '2031-05-02 08:00:00Z', endDate: '2031-05-02 10:00:00Z' }, true);
    await publicEvent(t.app, admin, own, { eventName: 'Sooner walk', startDate: '2031-05-01 08:00:00Z', endDate: '2031-05-01 10:00:00Z' });
    const recent = await publicEvent(t.app, admin, own, { eventName: 'Recent walk' });
    await endEvent(t.app, recent.id);
    const old = await publicEvent(t.app, admin, own, { eventName: 'Old walk' });
    await t.app.db.update(events).set({ startDate: new Date(Date.now() - 32 * 86_400_000), endDate: new Date(Date.now() - 31 * 86_400_000) }).where(eq(events.id, old.id));
    await publicEvent(t.app, admin, ngo, { eventName: "Another NGO's walk" });

    const response = await get(`/api/public/ngos/${own.id}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(CALENDAR_MEDIA_TYPE);
    expect(response.headers['content-disposition']).toBe('inline; filename="paws-of-savinja.ics"');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const calendar = parsed(response);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Paws of Savinja');
    expect(summaries(calendar)).toEqual(['Recent walk', 'Sooner walk', 'Later walk']);

    for (const id of [2_147_483_647, 'paws']) {
      const refused = await get(`/api/public/ngos/${id}/calendar.ics`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'ngo_not_found' });
    }
    await suspendNgo(t.app, admin, own.id);
    expect((await get(`/api/public/ngos/${own.id}/calendar.ics`)).statusCode).toBe(404);
  });

  it("keeps a volunteer's private feed of the events they hold a place at behind a token they can replace and revoke", async () => {
    const volunteer = await signedInVolunteer(t.app, { full_name: 'Ana Novak' });
    const other = await signedInVolunteer(t.app);
    const status = async () => calendarFeedStatusSchema.parse((await get('/api/volunteer/calendar/', volunteer)).json());
    expect(await status()).toEqual({ active: false, created_at: null });

    const accepted = await placeAt(volunteer, 'Accepted planting', 'accepted');
    await placeAt(volunteer, 'Applied planting', 'applied');
    await placeAt(volunteer, 'Waitlisted planting', 'waitlisted');
    const attended = await placeAt(volunteer, 'Attended planting', 'accepted');
    await endEvent(t.app, attended.eventId);
    expect((await portalBulk(t.app, attended.owner, 'attendance', { application_ids: [attended.id] })).statusCode).toBe(200);
    const longAgo = await placeAt(volunteer, 'Long ago planting', 'accepted');
    await t.app.db.update(events).set({ startDate: new Date(Date.now() - 32 * 86_400_000), endDate: new Date(Date.now() - 31 * 86_400_000) }).where(eq(events.id, longAgo.eventId));
    await placeAt(other, "Somebody else's planting", 'accepted');

    const made = await t.app.inject({ method: 'POST', url: '/api/volunteer/calendar/', headers: { host: HOST, ...bearer(volunteer.access) } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    const feed = calendarFeedSchema.parse(made.json());
    const token = /^http:\/\/portal\.example\.org\/api\/calendar\/(.+)\.ics$/.exec(feed.url)?.[1] ?? '';
    expect(token).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(await status()).toEqual({ active: true, created_at: feed.created_at });
    // Only the token's SHA-256 is kept.
    const [row] = await t.app.db.select().from(volunteerProfiles).where(eq(volunteerProfiles.userId, volunteer.user_id));
    expect(row!.calendarTokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    const response = await get(`/api/calendar/${token}.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(CALENDAR_MEDIA_TYPE);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const calendar = parsed(response);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${en.common.productName}: Ana Novak`);
    expect(summaries(calendar)).toEqual(['Attended planting', 'Accepted planting']);

    // A new address: the old one stops working at once.
    const renewed = calendarFeedSchema.parse((await t.app.inject({ method: 'POST', url: '/api/volunteer/calendar/', headers: bearer(volunteer.access) })).json());
    expect(renewed.url).not.toContain(token);
    expectFeedNotFound(await get(`/api/calendar/${token}.ics`));
    const newToken = new URL(renewed.url).pathname.slice('/api/calendar/'.length, -'.ics'.length);
    expect((await get(`/api/calendar/${newToken}.ics`)).statusCode).toBe(200);

    // Its NGO suspended, the event leaves the feed with its public pages.
    await suspendNgo(t.app, admin, accepted.owner.id);
    expect(summaries(parsed(await get(`/api/calendar/${newToken}.ics`)))).toEqual(['Attended planting']);

    // Revoked: no feed, and revoking again is no error.
    for (let n = 0; n < 2; n += 1) {
      const revoked = await t.app.inject({ method: 'DELETE', url: '/api/volunteer/calendar/', headers: bearer(volunteer.access) });
      expect(revoked.statusCode).toBe(204);
    }
    expectFeedNotFound(await get(`/api/calendar/${newToken}.ics`));
    expect(await status()).toEqual({ active: false, created_at: null });
  });

  it('answers a token of the wrong shape or that nobody holds 404, and keeps the token calls to volunteers', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(43)}.ics`, 'a'.repeat(44), '%2E%2E']) expectFeedNotFound(await get(`/api/calendar/${token}.ics`));
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/api/volunteer/calendar/' })).statusCode, method).toBe(401);
      for (const caller of [ngo, admin]) expect((await t.app.inject({ method, url: '/api/volunteer/calendar/', headers: bearer(caller.access) })).statusCode, method).toBe(403);
    }
  });

  /** The volunteer applies to a public event of a new NGO, which takes the application to the status. */
  async function placeAt(volunteer: TestVolunteer, name: string, status: 'applied' | 'accepted' | 'waitlisted') {
    const owner = await approvedNgo(t.app, admin);
    const event = await publicEvent(t.app, admin, owner, { eventName: name, startDate: '2031-04-05 08:00:00Z', endDate: '2031-04-05 12:00:00Z' });
    const id = await applyTo(t.app, volunteer, event.id);
    if (status !== 'applied') expect((await portalUpdate(t.app, owner, id, status)).statusCode).toBe(200);
    return { owner, eventId: event.id, id };
  }
});

/** The answer parsed by ical.js after the RFC 5545 checks a parser forgives: CRLF line ends and lines of at most 75 octets. */
function parsed(response: LightMyRequestResponse): ICAL.Component {
  const body = response.body;
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.name).toBe('vcalendar');
  // The file defines every zone it names; none is known to the parser before.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    for (const name of ['uid', 'dtstamp', 'dtstart', 'dtend', 'summary', 'url']) expect(vevent.getFirstPropertyValue(name), name).toBeTruthy();
    const zone = vevent.getFirstProperty('dtstart')!.getParameter('tzid');
    if (zone) expect(calendar.getAllSubcomponents('vtimezone').some((vtimezone) => vtimezone.getFirstPropertyValue('tzid') === zone), String(zone)).toBe(true);
  }
  return calendar;
}

function summaries(calendar: ICAL.Component): string[] {
  return calendar.getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('summary')));
}

function expectFeedNotFound(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toEqual({ code: 'not_found', error: en.errors.calendarFeedNotFound });
}
