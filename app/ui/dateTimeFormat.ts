/** A date with its time as the portal shows it: "Mar 5, 2027, 7:30 AM" in English. */
const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** `date` as the portal shows a date with its time, in `language` and the reader's time zone. */
export function formatDateTime(date: Date, language: string): string {
  return dateTimeFormat(language, DATE_AND_TIME).format(date);
}

/**
 * An event's start to end in `language`, read in `timeZone` (the reader's, or the event's own where
 * the public pages say when it happens there): "Mar 5, 2027, 9:00 AM – 12:00 PM". A zone the
 * runtime does not know falls back to the reader's.
 */
export function formatDateTimeRangeIn(start: Date, end: Date, language: string, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat(language, { ...DATE_AND_TIME, timeZone });
  } catch {
    format = dateTimeFormat(language, DATE_AND_TIME);
  }
  return end.getTime() >= start.getTime() ? format.formatRange(start, end) : format.format(start);
}

/**
 * The reader's time zone (IANA name), read once: public pages show an event's times in it first
 * (issue 17, decision 7) and name the event's own local time when it differs.
 */
export function readerTimeZone(): string {
  return (readerZone ??= dateTimeFormat('en', {}).resolvedOptions().timeZone || 'UTC');
}

/**
 * A kept Intl.DateTimeFormat per language and options. The first one a page makes costs tens of
 * milliseconds on a phone (the runtime loads its time zone and locale data), later ones about one;
 * a list formats two dates a card.
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Makes the first date format while the page's code and data are still on their way (issue 13:
 * the event form's first render was ~60 ms longer on Lighthouse's phone for it), once.
 */
export function prepareDateFormats(language: string): void {
  if (formats.size === 0) setTimeout(() => dateTimeFormat(language, DATE_AND_TIME), 0);
}

const formats = new Map<string, Intl.DateTimeFormat>();
let readerZone: string | undefined;
