import { eventPayloadSchema, eventProblems, MARKER_TYPES, needsVolunteers, type Event, type EventField, type EventProblemKey, type EventPayload, type MarkerType, type RecurrenceType } from '@/contract/events';
import { toWireDate } from '@/contract/dates';
import { RECURRENCE_INTERVAL_DEFAULT } from '@/contract/limits';
import { isTextProblemKey, oneLineOf, type TextProblemKey } from '@/contract/text';

// SPEC §2 "Form behaviour", §4 form rules, §5 and §7: what the event form holds while the NGO types,
// how an event fills it for editing, and the payload (and checks) it turns into.

/** SPEC §2: the main image comes from a URL or an upload; SPEC §4 names the upload's states. */
export type ImageMode = 'url' | 'upload';
export type UploadState = 'empty' | 'uploading' | 'uploaded' | 'removed';

export interface MainImageValue {
  mode: ImageMode;
  /** What the URL mode's input holds. */
  url: string;
  upload: UploadState;
  /** The stored image's address once uploaded (or the event's own stored image when editing). */
  uploadedUrl: string | null;
}

/** The form's values: inputs keep their text; the payload reads numbers out of it. */
export interface EventFormValues {
  eventName: string;
  eventDescription: string;
  markerType: MarkerType;
  /** datetime-local values ('YYYY-MM-DDTHH:mm') in the reader's time zone. */
  startDate: string;
  endDate: string;
  image: MainImageValue;
  focus_teams: number[];
  competences: string;
  latitude: string;
  longitude: string;
  address: string;
  people_needed: string;
  /** SPEC §4: the type-2 "volunteers needed" toggle. */
  volunteersToggle: boolean;
  event_xp: string;
  recurrence_type: RecurrenceType;
  recurrence_interval: string;
  /** 'YYYY-MM-DD' or '' for an indefinite series. */
  recurrence_end_date: string;
}

/** Where a message is shown: the contract's fields, those only the payload schema checks, or the form as a whole. */
export type EventFormField = EventField | 'event_xp' | 'main_image_url' | 'competences' | 'form';

/** A broken rule, its message an i18n key. */
export interface EventFormProblem {
  field: EventFormField;
  message:
    | EventProblemKey
    | TextProblemKey
    | 'events.form.problems.xpInvalid'
    | 'events.form.problems.imageUrlInvalid'
    | 'events.form.problems.invalidValue';
  values?: Record<string, number>;
}

/** An empty image in upload mode: NGO staff mostly have the photo on their computer. */
export function emptyImage(): MainImageValue {
  return { mode: 'upload', url: '', upload: 'empty', uploadedUrl: null };
}

/** A new event: type 1, nothing filled in; people needed is left empty so it must be given (SPEC §4). */
export function emptyEventFormValues(): EventFormValues {
  return {
    eventName: '',
    eventDescription: '',
    markerType: MARKER_TYPES.volunteering,
    startDate: '',
    endDate: '',
    image: emptyImage(),
    focus_teams: [],
    competences: '',
    latitude: '',
    longitude: '',
    address: '',
    people_needed: '',
    volunteersToggle: false,
    event_xp: '0',
    recurrence_type: 'none',
    recurrence_interval: String(RECURRENCE_INTERVAL_DEFAULT),
    recurrence_end_date: '',
  };
}

/** SPEC §2 "Edit event": the form prefilled from the event, dates in the reader's local time. */
export function eventFormValuesOf(event: Event, mediaBaseUrl: string | undefined): EventFormValues {
  return {
    eventName: event.eventName,
    eventDescription: event.eventDescription,
    markerType: event.markerType,
    startDate: localDateTimeOf(event.startDate),
    endDate: localDateTimeOf(event.endDate),
    image: imageOf(event.main_image_url, mediaBaseUrl),
    focus_teams: event.focus_teams_data,
    competences: event.competences,
    latitude: event.location.latitude === null ? '' : String(event.location.latitude),
    longitude: event.location.longitude === null ? '' : String(event.location.longitude),
    address: event.location.text,
    people_needed: String(event.people_needed),
    // SPEC §4: on edit the toggle starts on when markerType is 2 and people_needed > 0.
    volunteersToggle: event.markerType === MARKER_TYPES.event && event.people_needed > 0,
    event_xp: String(event.event_xp),
    recurrence_type: event.recurrence_type,
    recurrence_interval: String(event.recurrence_interval),
    recurrence_end_date: event.recurrence_end_date?.slice(0, 10) ?? '',
  };
}

/**
 * SPEC §2: "A URL pointing at the cloud storage bucket is treated as an existing image": our own
 * stored file (under the deployment's media address) shows as uploaded; any other address as a URL.
 */
export function imageOf(url: string | null, mediaBaseUrl: string | undefined): MainImageValue {
  if (!url) return emptyImage();
  if (mediaBaseUrl && url.startsWith(`${mediaBaseUrl.replace(/\/+$/, '')}/`)) {
    return { mode: 'upload', url: '', upload: 'uploaded', uploadedUrl: url };
  }
  return { mode: 'url', url, upload: 'empty', uploadedUrl: null };
}

/** The browser's IANA time zone: the wall-clock time a series keeps (contract/recurrence.ts). */
export function browserTimeZone(): string {
  // Asked once a page load: each ask makes an Intl.DateTimeFormat, slow on a phone (issue 13).
  return (readerTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}
let readerTimeZone: string | undefined;

/** A datetime-local input's value for a date read from the server, in the reader's time zone. */
export function localDateTimeOf(value: string | null): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const two = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The instant a datetime-local value names in the reader's time zone, or null when it names none. */
export function instantOfLocal(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value); // no offset: JavaScript reads it as local time
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A typed coordinate; many languages write the decimal separator as a comma. */
export function coordinateOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** The main image address the event keeps: the active mode's value. */
export function mainImageUrlOf(image: MainImageValue): string {
  return image.mode === 'url' ? image.url.trim() : image.upload === 'uploaded' ? (image.uploadedUrl ?? '') : '';
}

/**
 * SPEC §7 event payload: the form fields, focus_teams as focus_teams_data (ids), competences as
 * competences_data (comma text), dates as 'YYYY-MM-DD HH:mm:00Z', recurrence_end_date left out
 * when empty; time_zone is the browser's, so a series keeps its local time.
 */
export function eventPayloadOf(values: EventFormValues, timeZone = browserTimeZone()): EventPayload {
  const start = instantOfLocal(values.startDate);
  const end = instantOfLocal(values.endDate);
  const repeats = values.recurrence_type !== 'none';
  const payload: EventPayload = {
    eventName: values.eventName.trim(),
    eventDescription: values.eventDescription.trim(),
    startDate: start ? toWireDate(start) : '',
    endDate: end ? toWireDate(end) : '',
    markerType: values.markerType,
    main_image_url: mainImageUrlOf(values.image),
    // SPEC §4: a type-2 event without the toggle needs nobody.
    people_needed: needsVolunteers(values.markerType, values.volunteersToggle) ? values.people_needed : 0,
    event_xp: values.event_xp,
    focus_teams_data: values.focus_teams,
    competences_data: values.competences
      .split(',')
      .map((competence) => competence.trim())
      .filter(Boolean)
      .join(', '),
    location: {
      latitude: values.latitude.trim().replace(',', '.'),
      longitude: values.longitude.trim().replace(',', '.'),
      text: values.address.trim(),
    },
    recurrence_type: values.recurrence_type,
    recurrence_interval: repeats ? values.recurrence_interval : RECURRENCE_INTERVAL_DEFAULT,
    time_zone: timeZone,
  };
  if (repeats && values.recurrence_end_date !== '') payload.recurrence_end_date = values.recurrence_end_date;
  return payload;
}

/**
 * SPEC §5: every broken rule, in the spec's order, checked on the same EventInput the server gets
 * (eventProblems of the contract), then what only the payload schema refuses (XP, the image URL).
 */
export function eventFormProblems(values: EventFormValues, timeZone = browserTimeZone()): EventFormProblem[] {
  const problems = contractProblems(values, timeZone);
  // The page's CSP shows web images over https only; the API also takes http, for a storage served so.
  const url = values.image.url.trim();
  const urlRefused = values.image.mode === 'url' && url !== '' && !/^https:\/\/\S+$/i.test(url);
  if (urlRefused && !problems.some((problem) => problem.field === 'main_image_url')) {
    problems.push({ field: 'main_image_url', message: 'events.form.problems.imageUrlInvalid' });
  }
  return problems;
}

function contractProblems(values: EventFormValues, timeZone: string): EventFormProblem[] {
  const payload = eventPayloadOf(values, timeZone);
  const parsed = eventPayloadSchema.safeParse(payload);
  if (parsed.success) return eventProblems(parsed.data, values.volunteersToggle);
  const schemaProblems = parsed.error.issues.map((issue): EventFormProblem => {
    const path = issue.path.join('.');
    if (path === 'event_xp') return { field: path, message: 'events.form.problems.xpInvalid' };
    if (path === 'main_image_url') return { field: path, message: 'events.form.problems.imageUrlInvalid' };
    // The inputs' maxLength keeps text within the schema's bounds; anything else is named on the form.
    const field: EventFormField = path.startsWith('competences_data')
      ? 'competences'
      : path === 'location.text' || path === 'eventName' || path === 'eventDescription'
        ? path
        : 'form';
    // Characters no typed text holds (contract/text.ts) are named in the reader's words.
    return { field, message: isTextProblemKey(issue.message) ? issue.message : 'events.form.problems.invalidValue' };
  });
  // The contract's rules still run, on the payload without the values the schema refused (texts
  // as one line without their control characters, so a refused name still counts as given).
  const rest = eventPayloadSchema.safeParse({
    ...payload,
    event_xp: 0,
    main_image_url: null,
    eventName: oneLineOf(payload.eventName ?? ''),
    eventDescription: oneLineOf(payload.eventDescription ?? ''),
    competences_data: oneLineOf(String(payload.competences_data ?? '')),
    location: { ...payload.location, text: oneLineOf(payload.location?.text ?? '') },
  });
  const ruleProblems: EventFormProblem[] = rest.success ? eventProblems(rest.data, values.volunteersToggle) : [];
  return [...ruleProblems, ...schemaProblems];
}
