// SPEC §7: how an event's instants and calendar dates travel, for the server, the app and the mocks.

/** SPEC §7: dates are sent as 'YYYY-MM-DD HH:mm:00Z' (UTC). */
export const WIRE_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):00Z$/;
/** A calendar date, as the recurrence end date travels. */
export const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant as the event payload carries it: 'YYYY-MM-DD HH:mm:00Z' in UTC, seconds dropped. */
export function toWireDate(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ') + ':00Z';
}

/** The instant of a wire date; also takes ISO 8601 as answers carry it. Null when it is not a real date. */
export function parseEventDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const wire = WIRE_DATE_PATTERN.exec(value);
  const date = wire
    ? new Date(Date.UTC(+wire[1]!, +wire[2]! - 1, +wire[3]!, +wire[4]!, +wire[5]!))
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
      ? new Date(value)
      : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  // 2027-02-30 or 24:60 would roll over into the next day or month: not a real date.
  if (wire && toWireDate(date) !== value) return null;
  return date;
}

/** True for 'YYYY-MM-DD' naming a day that exists. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [+match[1]!, +match[2]!, +match[3]!];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
