import { isFirstOccurrence, localDateTime, vtimezoneLines } from './timeZones';

// Issue 17, point 4: iCalendar (RFC 5545) text for an event's file and the calendar feeds. Written
// here rather than with the `ics` package, which writes neither TZID parameters nor VTIMEZONE
// components (adamgibbons/ics#198, open), and decision 7 asks for the event's own zone.

/** One event of a calendar, as the public pages show it. */
export type CalendarEvent = {
  /** Globally unique and stable across downloads, so a calendar updates the event instead of adding it again. */
  uid: string;
  start: Date;
  end: Date;
  /** The IANA zone the event's times are written in. */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  /** Null when the event has no place on a map. */
  geo: { latitude: number; longitude: number } | null;
  /** The event's public page. */
  url: string;
};

export type CalendarOptions = {
  /** X-WR-CALNAME: the name a calendar application gives a subscribed feed; none for a single event's file. */
  name?: string;
  /** DTSTAMP of every event: when this text was made. */
  stamp: Date;
  /** How often a subscribed calendar should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL), in hours. */
  refreshHours?: number;
};

export const PRODUCT_ID = '-//NGO volunteering portal//Calendars 1.0//EN';

/**
 * A VCALENDAR of the events: one VTIMEZONE for each zone they use, covering the years from the
 * earliest start to the latest end, then each event with DTSTART and DTEND in its zone. Lines end in
 * CRLF and are folded at 75 octets.
 */
export function calendarText(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.name !== undefined) lines.push(`X-WR-CALNAME:${text(options.name)}`);
  if (options.refreshHours !== undefined) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`, `X-PUBLISHED-TTL:PT${options.refreshHours}H`);
  }
  for (const [timeZone, span] of zoneSpans(events)) lines.push(...vtimezoneLines(timeZone, span.from, span.to));
  for (const event of events) lines.push(...eventLines(event, options.stamp));
  lines.push('END:VCALENDAR');
  return lines.map(folded).join('\r\n') + '\r\n';
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, every line break as \n, no other control character. */
function text(value: string): string {
  const escaped = value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
  // Stored texts refuse control characters (contract/text.ts); a tab is allowed in TEXT, any other is dropped.
  return [...escaped].filter((character) => character === '\t' || (character >= ' ' && character !== '\u007f')).join('');
}

/** RFC 5545 §3.1: a line longer than 75 octets goes on in lines starting with a space, never splitting a UTF-8 character. */
function folded(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets, each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    dateTime('DTSTART', event.start, event.timeZone),
    dateTime('DTEND', event.end, event.timeZone),
    `SUMMARY:${text(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${text(event.description)}`);
  if (event.location) lines.push(`LOCATION:${text(event.location)}`);
  if (event.geo) lines.push(`GEO:${coordinate(event.geo.latitude)};${coordinate(event.geo.longitude)}`);
  lines.push(`URL:${event.url}`, 'STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** DTSTART;TZID=Europe/Ljubljana:20300504T100000, or UTC for a time the zone repeats and this is the second of. */
function dateTime(name: string, instant: Date, timeZone: string): string {
  if (!isFirstOccurrence(instant.getTime(), timeZone)) return `${name}:${utcDateTime(instant)}`;
  return `${name};TZID=${timeZone}:${localDateTime(instant.getTime(), timeZone)}`;
}

function utcDateTime(instant: Date): string {
  return `${localDateTime(instant.getTime(), 'UTC')}Z`;
}

/** GEO's FLOAT: six decimals (about 10 cm), no exponent. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** Each zone the events use, from a day before the earliest start to a day after the latest end. */
function zoneSpans(events: readonly CalendarEvent[]): Map<string, { from: number; to: number }> {
  const day = 86_400_000;
  const spans = new Map<string, { from: number; to: number }>();
  for (const event of events) {
    const from = Date.UTC(new Date(event.start.getTime() - day).getUTCFullYear(), 0, 1);
    const to = Date.UTC(new Date(event.end.getTime() + day).getUTCFullYear() + 1, 0, 1);
    const span = spans.get(event.timeZone);
    spans.set(event.timeZone, span ? { from: Math.min(span.from, from), to: Math.max(span.to, to) } : { from, to });
  }
  return spans;
}
