import { dateTimeFormat } from '@/app/ui/dateTimeFormat';

// How the volunteer's applications and certificate date an event (app/ui/dateTimeFormat.ts keeps one
// format per language).

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** An event's start to end in the reader's language and time zone: "Nov 28, 2026, 9:00 AM – 3:00 PM". */
export function formatEventRange(start: string, end: string, language: string): string {
  const from = new Date(start);
  const to = new Date(end);
  const format = dateTimeFormat(language, DATE_AND_TIME);
  return to.getTime() >= from.getTime() ? format.formatRange(from, to) : format.format(from);
}

/**
 * The day an event took place, where it took place (its own zone: a certificate records the day the
 * volunteer was there, wherever it is printed); a zone the runtime does not know falls back to the reader's.
 */
export function formatEventDay(start: string, language: string, timeZone: string): string {
  try {
    return dateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(start));
  } catch {
    return dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(start));
  }
}

/** Whether the event is over: its page is gone from the public list, so it is named without a link. */
export function hasEnded(end: string, now = Date.now()): boolean {
  return Date.parse(end) <= now;
}
