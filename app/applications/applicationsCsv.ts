import type { Application } from '@/contract/applications';

// Issue 14: "Export CSV" of the filtered applications for the NGO's records (docs/decisions/applications.md,
// "Applications screen"): RFC 4180 with a UTF-8 byte order mark, so spreadsheet programs read
// "Žan" as written, and no cell a spreadsheet would run as a formula.

/** The byte order mark: without it Excel reads UTF-8 as the machine's legacy code page. */
export const CSV_BOM = '\uFEFF';

/** The column headings and the texts of a row, in the reader's language. */
export interface ApplicationCsvTexts {
  headings: { name: string; email: string; event: string; eventDate: string; status: string; date: string; message: string };
  /** SPEC §2 unknown-user fallback (the volunteers modal's words), for an application whose volunteer's account is gone. */
  unknownUser: string;
  status: (application: Application) => string;
  /** The application's date as the file writes it. */
  date: (application: Application) => string;
}

/**
 * The CSV file of `applications`: headings, then name, e-mail, event, the event's start (in its own
 * time zone, so a series' dates are told apart; issue 33), status, date applied and the volunteer's
 * message (its line breaks kept inside the quoted cell) a row.
 */
export function applicationsCsv(applications: readonly Application[], texts: ApplicationCsvTexts): string {
  const { headings } = texts;
  return csvOf([
    [headings.name, headings.email, headings.event, headings.eventDate, headings.status, headings.date, headings.message],
    ...applications.map((application) => [
      application.user?.full_name ?? texts.unknownUser,
      application.user?.email ?? '',
      application.event_name,
      csvDateTimeIn(new Date(application.event_start), application.time_zone),
      texts.status(application),
      texts.date(application),
      application.message,
    ]),
  ]);
}

/** RFC 4180: CRLF between records (and after the last), each cell through csvCell, after the BOM. */
export function csvOf(rows: ReadonlyArray<readonly string[]>): string {
  return CSV_BOM + rows.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * One cell: text a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a
 * carriage return: OWASP "CSV Injection") gets a leading apostrophe, so it shows as typed and
 * never runs; then a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A local date and time as spreadsheets read one: 'YYYY-MM-DD HH:mm' in the reader's time zone. */
export function csvDateTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The same in `timeZone` (an event's start where it happens); the reader's zone if the zone is unknown. */
export function csvDateTimeIn(date: Date, timeZone: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  } catch {
    return csvDateTime(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The file's name: the day it was taken, so several exports sort by date. */
export function applicationsCsvFileName(today: Date): string {
  return `applications-${csvDateTime(today).slice(0, 10)}.csv`;
}
