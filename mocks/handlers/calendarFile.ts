// The mock API's iCalendar writer (RFC 5545) for issue 17's .ics answers: one VCALENDAR of VEVENTs,
// times in UTC (the server writes the event's zone with a VTIMEZONE; docs/decisions/mocks-and-qa.md, "Mocks
// (issue 17)"), text escaped, lines folded at 75 octets and ended with CRLF.

/** One VEVENT: the event's public facts; `url` is its page, `uid` stays the same across downloads. */
export interface CalendarEntry {
  uid: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  url: string;
}

/** A whole .ics file: `name` titles a feed (X-WR-CALNAME) and is left out for a single event's file. */
export function calendarFile({ name, entries, now }: { name?: string; entries: readonly CalendarEntry[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NGO volunteering portal//Mock API//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name === undefined ? [] : [`X-WR-CALNAME:${escapeText(name)}`]),
    ...entries.flatMap((entry) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(entry.uid)}`,
      `DTSTAMP:${utcDateTime(now)}`,
      `DTSTART:${utcDateTime(new Date(entry.start))}`,
      `DTEND:${utcDateTime(new Date(entry.end))}`,
      `SUMMARY:${escapeText(entry.summary)}`,
      ...(entry.description === '' ? [] : [`DESCRIPTION:${escapeText(entry.description)}`]),
      ...(entry.location === '' ? [] : [`LOCATION:${escapeText(entry.location)}`]),
      // A URI value, not TEXT: commas and semicolons stay as they are.
      `URL:${entry.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(folded).join('\r\n') + '\r\n';
}

/** RFC 5545 §3.3.5 form 2, UTC: 20261128T080000Z. */
function utcDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: at most 75 octets a line, continued after CRLF and one space; never inside a character. */
function folded(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The continuation's leading space counts towards its 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
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
