import type { RecurrenceType } from './events';
import { wallClock, type WallClock } from './wallClock';

// SPEC §3 and §9 recurring events: the dates of a series. The server creates these occurrences; the
// form's preview shows the first of them, so what the NGO sees is what gets created.

/** A series as the event form describes it. */
export type Recurrence = {
  /** The first occurrence's start: the event itself. */
  start: Date;
  type: RecurrenceType;
  /** SPEC §9: daily, monthly and yearly steps multiply by it; weekly is 7 days times it. */
  interval: number;
  /** 'YYYY-MM-DD', inclusive, in the series' time zone; null means indefinite. */
  endDate: string | null;
  /** IANA zone whose wall-clock time the occurrences keep (a 18:00 weekly event stays at 18:00 across DST). */
  timeZone: string;
};

/**
 * At most this many occurrences after the first in one series: a daily series for a whole leap year.
 * An end date further away is refused (events.validation.seriesTooLong) rather than cut short.
 */
export const RECURRENCE_MAX_INSTANCES = 366;
/** SPEC §3: an empty end date means indefinite; the occurrences of the next 12 months are created. */
export const RECURRENCE_INDEFINITE_MONTHS = 12;

/**
 * The starts of the occurrences after the first, at most `limit` of them. Each is counted from the
 * first occurrence, not from the previous one, so a series on the 31st falls on the last day of
 * shorter months and returns to the 31st (Jan 31 → Feb 28 → Mar 31), and a yearly series on
 * 29 February falls on 28 February in common years. `overCap` says an end date lies beyond
 * RECURRENCE_MAX_INSTANCES occurrences; an indefinite series simply stops at its horizon.
 */
export function occurrenceStarts(recurrence: Recurrence, limit: number): { starts: Date[]; overCap: boolean } {
  const { start, type, interval, timeZone } = recurrence;
  if (type === 'none' || !Number.isInteger(interval) || interval < 1) return { starts: [], overCap: false };
  const first = wallClock(start, timeZone);
  const lastDay = recurrence.endDate ?? calendarDate(shift(first, 'monthly', RECURRENCE_INDEFINITE_MONTHS));
  const starts: Date[] = [];
  for (let step = 1; starts.length < limit; step += 1) {
    const next = shift(first, type, step * interval);
    if (calendarDate(next) > lastDay) break;
    if (starts.length === RECURRENCE_MAX_INSTANCES) return { starts, overCap: recurrence.endDate !== null };
    starts.push(instantOf(next, timeZone));
  }
  return { starts, overCap: false };
}

/** The 'YYYY-MM-DD' a moment falls on in a time zone. */
export function localDateOf(date: Date, timeZone: string): string {
  return calendarDate(wallClock(date, timeZone));
}

/** True for an IANA time zone this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A local date and time without a zone. Month is 1–12. */
function shift(from: WallClock, type: RecurrenceType, amount: number): WallClock {
  switch (type) {
    case 'daily':
    case 'weekly': {
      const days = type === 'weekly' ? amount * 7 : amount;
      const date = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
      return { ...from, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    }
    case 'monthly': {
      const months = from.month - 1 + amount;
      const year = from.year + Math.floor(months / 12);
      const month = (months % 12) + 1;
      return { ...from, year, month, day: Math.min(from.day, daysInMonth(year, month)) };
    }
    case 'yearly': {
      const year = from.year + amount;
      return { ...from, year, day: Math.min(from.day, daysInMonth(year, from.month)) };
    }
    default:
      return from;
  }
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function calendarDate({ year, month, day }: WallClock): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a DST change moves forward by
 * the gap (02:30 on the spring-forward night becomes 03:30), as calendars do.
 */
function instantOf(local: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const offsetAt = (instant: number) => {
    const seen = wallClock(new Date(instant), timeZone);
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - instant;
  };
  // The offset at the first guess is the one in force at the answer, except inside a DST gap.
  return new Date(asUtc - offsetAt(asUtc - offsetAt(asUtc)));
}
