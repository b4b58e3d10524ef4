import { wallClock } from '@/contract/wallClock';

// Issue 17, decision 7: calendar files carry each event's own zone (TZID) with a VTIMEZONE that
// defines it (RFC 5545 §3.6.5). The `ics` package writes neither, and no tz database ships with
// the server, so the zone's offsets and their changes are read from the runtime's Intl, which
// carries the IANA database Node.js was built with.

/** A moment a zone's UTC offset changes: from one offset to another (milliseconds east of UTC). */
export type Transition = { at: number; from: number; to: number };

const DAY_MS = 86_400_000;

/**
 * The VTIMEZONE component of the zone, covering [from, to): an observance in force at `from`, then
 * one per change of offset in between, each with its onset as local time before the change
 * (TZOFFSETFROM), as RFC 5545 asks. A zone that never changes is one STANDARD observance.
 */
export function vtimezoneLines(timeZone: string, from: number, to: number): string[] {
  const first = offsetAt(timeZone, from);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance('STANDARD', from, first, first)];
  for (const transition of transitions(timeZone, from, to)) {
    lines.push(...observance(transition.to > transition.from ? 'DAYLIGHT' : 'STANDARD', transition.at, transition.from, transition.to));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The zone's changes of offset in [from, to), oldest first; years already worked out are remembered. */
export function transitions(timeZone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  for (let year = new Date(from).getUTCFullYear(); year <= new Date(to).getUTCFullYear(); year += 1) {
    for (const transition of transitionsOfYear(timeZone, year)) if (transition.at >= from && transition.at < to) found.push(transition);
  }
  return found;
}

/** The wall-clock time of the instant in the zone, as an iCalendar DATE-TIME without zone: 20300504T100000. */
export function localDateTime(instant: number, timeZone: string): string {
  const { year, month, day, hour, minute, second } = wallClock(instant, timeZone);
  return `${pad(year, 4)}${pad(month)}${pad(day)}T${pad(hour)}${pad(minute)}${pad(second)}`;
}

/**
 * Whether the instant is the one its local time names in the zone. A local time repeated when the
 * clocks go back names its first occurrence (RFC 5545 §3.3.5), so an event starting in the second
 * one must be written in UTC instead.
 */
export function isFirstOccurrence(instant: number, timeZone: string): boolean {
  const local = instant + offsetAt(timeZone, instant);
  const candidates = [instant - DAY_MS, instant, instant + DAY_MS].map((near) => local - offsetAt(timeZone, near));
  const named = candidates.filter((candidate) => candidate + offsetAt(timeZone, candidate) === local);
  return Math.min(...named) === instant;
}

/** The zone's UTC offset at the instant, in milliseconds east of UTC (whole seconds). */
export function offsetAt(timeZone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const { year, month, day, hour, minute, second } = wallClock(whole, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - whole;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localDateTime(at + from, 'UTC')}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `END:${kind}`,
  ];
}

/** RFC 5545 UTC-OFFSET: +0100, -0430, +053328 when seconds remain. */
function utcOffset(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const seconds = Math.abs(offset) / 1000;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${sign}${pad(hours)}${pad(minutes)}${rest === 0 ? '' : pad(rest)}`;
}

const yearsSeen = new Map<string, Transition[]>();
/** Zones × years kept; a calendar names a few of each, so this is never reached in practice. */
const YEARS_SEEN_MAX = 2_000;

/**
 * The year's changes (UTC): the offset read once a day, and where two days differ, the second the
 * change happens found by halving. Zones change at most a few times a year and never twice a day.
 */
function transitionsOfYear(timeZone: string, year: number): Transition[] {
  const key = `${timeZone} ${year}`;
  const known = yearsSeen.get(key);
  if (known) return known;
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let before = Date.UTC(year, 0, 1);
  let offset = offsetAt(timeZone, before);
  for (let after = before + DAY_MS; before < end; before = after, after += DAY_MS) {
    const next = offsetAt(timeZone, Math.min(after, end));
    if (next !== offset) {
      let low = before;
      let high = Math.min(after, end);
      while (high - low > 1000) {
        const middle = Math.floor((low + high) / 2000) * 1000;
        if (offsetAt(timeZone, middle) === offset) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: offset, to: next });
      offset = next;
    }
  }
  if (yearsSeen.size >= YEARS_SEEN_MAX) yearsSeen.clear();
  yearsSeen.set(key, found);
  return found;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}
