import ICAL from 'ical.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_MEDIA_TYPE, CALENDAR_TOKEN_PATTERN, calendarFeedSchema, calendarFeedStatusSchema } from '@/contract/calendars';
import { apiErrorSchema } from '@/contract/errors';
import { DEMO_WORLD_DAY } from '@/demo/world';
import { ENDED_EVENT_ID, FULL_EVENT_ID, GREEN_VALLEY_NGO_ID, PENDING_NGO_ID, SUSPENDED_NGO_ID } from '@/mocks/demoData';
import { store } from '@/mocks/store';
import { eventById, get, headers, ngoToken, post, remove, volunteerToken } from './eventsTesting';

// Issue 17, point 4 on the mock store: a public event's .ics file, an NGO's feed and the volunteer's
// private feed behind a token they replace and revoke. Every file must be valid iCalendar: ical.js
// reads it, and the lines keep RFC 5545's shape (CRLF, at most 75 octets, the required properties).

const NOW = new Date(`${DEMO_WORLD_DAY}T12:00:00Z`);
const LUKA = { email: 'luka.horvat@example.org', password: 'helping123' };

type ReadEvent = { uid: string; summary: string; description: string; location: string; url: string; start: Date; end: Date };

/** The .ics answer's events as a calendar program reads them, after checking the file's shape. */
async function calendarOf(response: Response): Promise<{ name: string | null; events: ReadEvent[] }> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(CALENDAR_MEDIA_TYPE);
  const text = await response.text();
  expectRfc5545Shape(text);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return {
    name: typeof name === 'string' ? name : null,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        location: event.location,
        url: String(component.getFirstPropertyValue('url')),
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
      };
    }),
  };
}

/** RFC 5545 §3.1, §3.6, §3.7, §3.8.7.2: CRLF lines of at most 75 octets; VERSION, PRODID; each VEVENT's UID, DTSTAMP and DTSTART. */
function expectRfc5545Shape(text: string): void {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
  for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n /g, '').split('\r\n');
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded).toContain('VERSION:2.0');
  expect(unfolded.some((line) => line.startsWith('PRODID:'))).toBe(true);
  const events = text.replace(/\r\n /g, '').split('BEGIN:VEVENT').slice(1);
  for (const event of events) {
    for (const property of ['UID:', 'DTSTAMP:', 'DTSTART:', 'DTEND:', 'SUMMARY:']) expect(event, property).toContain(`\r\n${property}`);
  }
}

const eventIdOf = (uid: string) => Number(/^event-(\d+)@/.exec(uid)?.[1]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

describe('GET /api/public/events/{id}/calendar.ics', () => {
  it('answers a public event as one VEVENT: its name, times, place, description and page, as a download', async () => {
    const response = await get('public/events/5/calendar.ics');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="event-5.ics"');
    const { name, events } = await calendarOf(response);
    expect(name).toBeNull();
    expect(events).toEqual([
      {
        uid: `event-5@${location.host}`,
        summary: 'Tree Planting Saturday',
        description: eventById(5).eventDescription,
        location: 'Mestni park Celje, 3000 Celje, Slovenia',
        url: `${location.origin}/#/explore/5`,
        start: new Date('2026-11-28T08:00:00Z'),
        end: new Date('2026-11-28T14:00:00Z'),
      },
    ]);
  });

  it('keeps commas, semicolons, backslashes, line breaks and long non-Latin text whole', async () => {
    const event = eventById(5);
    event.eventName = 'Sajenje dreves; Žalec, Celje \\ Šempeter';
    event.eventDescription = `Prinesite rokavice.\nZačnemo ob 9:00; kosilo, čaj.\n\n${'Čiščenje brežin Savinje ob jezu. '.repeat(6)}`;
    const [read] = (await calendarOf(await get('public/events/5/calendar.ics'))).events;
    expect(read).toMatchObject({ summary: event.eventName, description: event.eventDescription });
    // RFC 5545 §3.3.11 escapes, which a lenient reader would not insist on.
    expect(await (await get('public/events/5/calendar.ics')).text()).toContain('\r\nSUMMARY:Sajenje dreves\\; Žalec\\, Celje \\\\ Šempeter\r\n');
  });

  it('answers 404 event_not_found exactly when the public page does', async () => {
    eventById(FULL_EVENT_ID).organized_by = SUSPENDED_NGO_ID;
    for (const id of [1, 2, ENDED_EVENT_ID, FULL_EVENT_ID, 999, 'abc']) {
      const response = await get(`public/events/${id}/calendar.ics`);
      expect(response.status, String(id)).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).code).toBe('event_not_found');
      expect((await get(`public/events/${id}/`)).status).toBe(404);
    }
  });
});

describe('GET /api/public/ngos/{id}/calendar.ics', () => {
  it("holds the NGO's events of public status that ended at most 30 days ago, soonest first", async () => {
    const { name, events } = await calendarOf(await get(`public/ngos/${GREEN_VALLEY_NGO_ID}/calendar.ics`));
    expect(name).toBe('Green Valley Volunteers');
    // The ended leaf raking (10 days ago) stays; draft, pending and rejected ones are not there.
    expect(events.map((event) => eventIdOf(event.uid))).toEqual([ENDED_EVENT_ID, 5, 6, 7, 3, 8, 9]);

    eventById(ENDED_EVENT_ID).endDate = '2026-10-25T11:00:00Z';
    const later = await calendarOf(await get(`public/ngos/${GREEN_VALLEY_NGO_ID}/calendar.ics`));
    expect(later.events.map((event) => eventIdOf(event.uid))).toEqual([5, 6, 7, 3, 8, 9]);
  });

  it('answers 404 ngo_not_found for a pending, suspended or unknown NGO, as its public page', async () => {
    for (const id of [PENDING_NGO_ID, SUSPENDED_NGO_ID, 999, 'abc']) {
      const response = await get(`public/ngos/${id}/calendar.ics`);
      expect(response.status, String(id)).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).code).toBe('ngo_not_found');
    }
  });
});

describe("the volunteer's private feed", () => {
  async function feedStatus(token: string) {
    const response = await get('volunteer/calendar/', token);
    expect(response.status).toBe(200);
    return calendarFeedStatusSchema.parse(await response.json());
  }

  async function newFeed(token: string) {
    const response = await post('volunteer/calendar/', undefined, token);
    expect(response.status).toBe(201);
    return calendarFeedSchema.parse(await response.json());
  }

  it('makes a feed of the accepted and completed events behind a new token, answered once', async () => {
    const token = await volunteerToken();
    expect(await feedStatus(token)).toEqual({ active: false, created_at: null });

    const feed = await newFeed(token);
    expect(feed.created_at).toBe('2026-11-24T12:00:00Z');
    const match = new RegExp(`^${location.origin}/api/calendar/([^/]+)\\.ics$`).exec(feed.url);
    expect(match?.[1]).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(await feedStatus(token)).toEqual({ active: true, created_at: feed.created_at });
    expect(JSON.stringify(await feedStatus(token))).not.toContain(match![1]);

    const { name, events } = await calendarOf(await fetch(feed.url));
    expect(name).toBe('Ana Novak');
    // Accepted: the leaf raking (ended 10 days ago) and tree planting; completed: the reading club and the shelter's open day.
    expect(events.map((event) => eventIdOf(event.uid))).toEqual([ENDED_EVENT_ID, 5, 6, FULL_EVENT_ID]);
  });

  it('replaces the token on a new POST and revokes it on DELETE: the old address answers 404', async () => {
    const token = await volunteerToken();
    const first = await newFeed(token);
    const second = await newFeed(token);
    expect(second.url).not.toBe(first.url);
    expect((await fetch(first.url)).status).toBe(404);
    expect((await fetch(second.url)).status).toBe(200);

    expect((await remove('volunteer/calendar/', token)).status).toBe(204);
    const revoked = await fetch(second.url);
    expect(revoked.status).toBe(404);
    expect(apiErrorSchema.parse(await revoked.json()).code).toBe('not_found');
    expect(await feedStatus(token)).toEqual({ active: false, created_at: null });
    expect((await get('calendar/not-a-token.ics')).status).toBe(404);
  });

  it("keeps each volunteer's feed their own, and lets only volunteers manage one", async () => {
    const ana = await newFeed(await volunteerToken());
    const luka = await newFeed(await volunteerToken(LUKA));
    expect((await calendarOf(await fetch(luka.url))).events.map((event) => eventIdOf(event.uid))).toEqual([ENDED_EVENT_ID, FULL_EVENT_ID]);
    expect((await calendarOf(await fetch(ana.url))).name).toBe('Ana Novak');
    expect(store.volunteers.filter((volunteer) => volunteer.calendar)).toHaveLength(2);

    expect((await get('volunteer/calendar/')).status).toBe(401);
    const ngo = await ngoToken();
    expect((await get('volunteer/calendar/', ngo)).status).toBe(403);
    expect((await fetch('/api/volunteer/calendar/', { method: 'POST', headers: headers(ngo) })).status).toBe(403);
    expect((await remove('volunteer/calendar/', ngo)).status).toBe(403);
  });
});
