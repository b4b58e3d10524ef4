import { eq, getTableName, is, or, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { registrationRequestSchema, type NgoStatus } from '@/contract/accounts';
import type { EventStatistics } from '@/contract/admin';
import { contactRequestSchema } from '@/contract/contacts';
import { eventPayloadSchema, type EventDecision, type EventStatus } from '@/contract/events';
import { ngoProfileUpdateSchema } from '@/contract/profile';
import { socialLinkRequestSchema } from '@/contract/socialLinks';
import { toWireDate } from '@/contract/dates';
import { MAIL_MAX_ATTEMPTS } from '@/contract/mail';
import { volunteerRegistrationSchema } from '@/contract/volunteers';
import { DEMO_ADMIN, DEMO_ENDED_EVENTS, DEMO_EVENTS, DEMO_EXPLORE_EVENTS, DEMO_NGOS, DEMO_WORLD_DAY, type DemoEvent, type DemoNgo } from '@/demo/world';
import { DEMO_CONTACTS, DEMO_SOCIAL_LINKS } from '@/demo/profiles';
import { DEMO_GALLERY_PHOTOS, type DemoGalleryPhoto } from '@/demo/galleries';
import { addPhotos } from '@/server/galleries/service';
import { processImage } from '@/server/platform/images';
import type { Storage } from '@/server/platform/storage/storage';
import { DEMO_APPLICATIONS, DEMO_RATINGS, DEMO_VOLUNTEERS } from '@/demo/volunteers';
import { registerNgo, setNgoStatus, userByEmail } from '@/server/accounts/service';
import { createSuperAdmin } from '@/server/accounts/super-admins';
import { changeApplicationsOrRefuse, decideApplication } from '@/server/applications/ngoChanges';
import { applyToEvent, rateApplication } from '@/server/applications/service';
import { createContact } from '@/server/contacts/service';
import { decideOnEvent, eventStatistics } from '@/server/moderation/service';
import { updateNgoProfile } from '@/server/profile/service';
import { createSocialLink } from '@/server/socialLinks/service';
import * as schema from '@/server/db/schema';
import { createEvent, eventFilters } from '@/server/events/service';
import { registerVolunteer } from '@/server/volunteers/service';
import type { Database } from '@/server/platform/db';

// `npm run demo` (server/cli/demo.ts): the demo world of demo/world.ts put into an empty database
// through the application's own services, so every row obeys the rules a user's would.

/** The database already holds what someone made: the demo fills only an empty one. */
export class DatabaseNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    super(`the database already holds data (in ${tables.join(', ')})`);
    this.name = 'DatabaseNotEmptyError';
  }
}

/** What the demo made, for the CLI to print. */
export type DemoSummary = {
  /** How far the world's dates were moved to make it current (whole weeks). */
  shiftedByDays: number;
  ngos: Array<{ id: number; name: string; status: NgoStatus }>;
  events: EventStatistics;
};

/**
 * The application's tables that hold rows (none on a fresh database). The migration's seeded
 * teams and the server's own settings (its generated JWT secret) are not anyone's data; every
 * other table counts, a later feature's too.
 */
export async function tablesWithData(db: Database): Promise<string[]> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable) && !SEEDED_TABLES.has(value));
  const found = await Promise.all(
    tables.map(async (table) => ((await db.select({ one: sql`1` }).from(table).limit(1)).length > 0 ? getTableName(table) : null)),
  );
  return found.filter((name): name is string => name !== null);
}

export async function isEmpty(db: Database): Promise<boolean> {
  return (await tablesWithData(db)).length === 0;
}

/**
 * Fills an empty database with the demo world, its dates moved by whole weeks so that the world's
 * day (DEMO_WORLD_DAY) falls on `today` or the days just after it, and each event keeps its weekday.
 * Refuses a database that holds data (DatabaseNotEmptyError), changing nothing. With `storage`, the
 * gallery photos (issue 16) are made and stored there too.
 */
export async function fillDemo(db: Database, today: Date = new Date(), storage?: Storage): Promise<DemoSummary> {
  const tables = await tablesWithData(db);
  if (tables.length > 0) throw new DatabaseNotEmptyError(tables);

  await createSuperAdmin(db, DEMO_ADMIN);
  const ngoIds = new Map<DemoNgo, number>();
  for (const ngo of DEMO_NGOS) ngoIds.set(ngo, await addNgo(db, ngo));
  // Issue 15: the profile texts, links and contacts each NGO keeps, through the calls' own checks.
  for (const { ngo, ...link } of DEMO_SOCIAL_LINKS) await createSocialLink(db, ngoIds.get(ngo)!, socialLinkRequestSchema.parse(link));
  for (const { ngo, ...contact } of DEMO_CONTACTS) await createContact(db, ngoIds.get(ngo)!, contactRequestSchema.parse(contact), 'en');
  for (const volunteer of DEMO_VOLUNTEERS) await registerVolunteer(db, volunteerRegistrationSchema.parse(volunteer));

  const { teams } = await eventFilters(db);
  const teamIds = new Map(teams.map((team) => [team.code, team.id]));
  const shiftedByDays = daysToToday(today);
  const eventIds = new Map<string, number>();
  const eventNgos = new Map<string, number>();
  for (const event of [...DEMO_EVENTS, ...DEMO_ENDED_EVENTS, ...DEMO_EXPLORE_EVENTS]) {
    const input = eventPayloadSchema.parse(eventPayload(event, shiftedByDays, teamIds));
    const created = await createEvent(db, ngoIds.get(event.organizer)!, input);
    await bringToStatus(db, created.id, event);
    eventIds.set(event.eventName, created.id);
    eventNgos.set(event.eventName, ngoIds.get(event.organizer)!);
  }
  if (storage) {
    for (const photo of DEMO_GALLERY_PHOTOS) await addGalleryPhoto(db, storage, photo, ngoIds.get(photo.ngo)!, photo.eventName === null ? null : eventIds.get(photo.eventName)!);
  }
  const applicationIds = new Map<string, number>();
  for (const application of DEMO_APPLICATIONS) {
    const id = await addApplication(db, application, eventIds.get(application.eventName)!, eventNgos.get(application.eventName)!, today);
    applicationIds.set(`${application.volunteerEmail} ${application.eventName}`, id);
  }
  for (const rating of DEMO_RATINGS) {
    const volunteer = await userByEmail(db, rating.volunteerEmail);
    await rateApplication(db, volunteer!.id, applicationIds.get(`${rating.volunteerEmail} ${rating.eventName}`)!, rating.score, rating.comment);
  }

  await failOneMessage(db);

  return {
    shiftedByDays,
    ngos: DEMO_NGOS.map((ngo) => ({ id: ngoIds.get(ngo)!, name: ngo.organization_name, status: ngo.status })),
    events: await eventStatistics(db),
  };
}

/**
 * Issue 18: the changes above queued their messages as a user's would (a first start writes them
 * under DATA_DIR/outbox/ or sends them); the suspended NGO's notice is shown as refused by its mail
 * server, so the administrator's #/admin/mail has a failed message to look at and retry.
 */
async function failOneMessage(db: Database): Promise<void> {
  const [suspension] = await db.select({ id: schema.mailOutbox.id }).from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'ngo_suspended')).limit(1);
  if (!suspension) return;
  await db
    .update(schema.mailOutbox)
    .set({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: '550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table' })
    .where(eq(schema.mailOutbox.id, suspension.id));
}

/** A gallery photo: a gradient made as a JPEG, through the upload's pipeline and the gallery service. */
async function addGalleryPhoto(db: Database, storage: Storage, photo: DemoGalleryPhoto, ngoId: number, eventId: number | null): Promise<void> {
  const [from, to] = photo.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/></svg>`;
  const sharp = (await import('sharp')).default;
  const jpeg = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  await addPhotos(db, storage, { ngoId, eventId }, photo.caption, [await processImage(jpeg)]);
}

/**
 * The volunteer applies on the world's day of the application, as many days before today as it was
 * before the world's day (so it is never in the future, and before its event's end); then the NGO
 * takes it to its status through its own calls. Only the application's date is then written as it
 * was: the database stamps the moment of the insert.
 */
async function addApplication(db: Database, application: DemoApplication, eventId: number, ngoId: number, today: Date): Promise<number> {
  const volunteer = await userByEmail(db, application.volunteerEmail);
  const appliedAt = new Date(today.getTime() - (Date.parse(DEMO_WORLD_DAY) - Date.parse(application.applied)));
  const { application: applied } = await applyToEvent(db, volunteer!.id, eventId, application.message, appliedAt);
  await db.update(schema.applications).set({ applicationDate: appliedAt }).where(eq(schema.applications.id, applied.id));
  // Issue 17: an application to a full event is waitlisted already.
  if (application.status === applied.status) return applied.id;
  if (applied.status === 'waitlisted') throw new Error(`the demo's ${application.eventName} is full: ${application.volunteerEmail} can only be waitlisted`);
  await decideApplication(db, ngoId, applied.id, application.status === 'waitlisted' ? 'waitlisted' : 'accepted', 'en', today);
  if (application.status === 'completed') await changeApplicationsOrRefuse(db, ngoId, [applied.id], 'attendance', 'en', today);
  return applied.id;
}

type DemoApplication = (typeof DEMO_APPLICATIONS)[number];

/** Tables the database fills by itself. */
const SEEDED_TABLES = new Set<PgTable>([schema.teams, schema.appSettings]);

const DAY_MS = 86_400_000;

/** Registers the NGO as its contact person would, then gives it its status as the administrator would. */
async function addNgo(db: Database, ngo: DemoNgo): Promise<number> {
  const form = registrationRequestSchema.parse({ ...ngo, confirm_password: ngo.password });
  await registerNgo(db, form);
  const user = await userByEmail(db, ngo.contact_person_email);
  const id = user!.ngoId!;
  // A suspended NGO was approved once.
  if (ngo.status !== 'pending') await setNgoStatus(db, id, 'approved');
  if (ngo.status === 'suspended') await setNgoStatus(db, id, 'suspended');
  const { organization_name: name, about, history, contact_person_bio } = ngo;
  await updateNgoProfile(db, id, ngoProfileUpdateSchema.parse({ name, about, history, contact_person_bio }));
  return id;
}

/** Whole weeks from the world's day to the first of its weekdays on or after today. */
function daysToToday(today: Date): number {
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return 7 * Math.ceil((todayUtc - Date.parse(DEMO_WORLD_DAY)) / (7 * DAY_MS));
}

/** The SPEC §7 payload the NGO's form would send for this event, its dates moved. */
function eventPayload(event: DemoEvent, days: number, teamIds: Map<string, number>) {
  const moved = (iso: string) => new Date(Date.parse(iso) + days * DAY_MS);
  return {
    eventName: event.eventName,
    eventDescription: event.eventDescription,
    startDate: toWireDate(moved(event.startDate)),
    endDate: toWireDate(moved(event.endDate)),
    markerType: event.markerType,
    people_needed: event.people_needed,
    event_xp: event.event_xp,
    focus_teams_data: event.focus_teams.map((code) => teamIds.get(code)!),
    competences_data: event.competences,
    location: event.location,
    recurrence_type: event.recurrence_type,
    recurrence_interval: event.recurrence_interval,
    recurrence_end_date: event.recurrence_end_date && moved(event.recurrence_end_date).toISOString().slice(0, 10),
    time_zone: event.time_zone,
  };
}

/** The administrator's decisions that lead a new (pending) event to each status. */
const DECISIONS: Record<EventStatus, EventDecision[]> = {
  draft: [],
  pending: [],
  approved: ['approve'],
  rejected: ['reject'],
  published: ['approve', 'publish'],
};

/** Takes a new event (and its series) where the world has it: reviewed by the administrator, or back to a draft. */
async function bringToStatus(db: Database, id: number, event: DemoEvent): Promise<void> {
  if (event.status === 'draft') return backToDraft(db, id);
  const decisions = DECISIONS[event.status];
  for (const [index, decision] of decisions.entries()) {
    if (decision === 'reject' && !event.rejection_reason) throw new Error(`the demo's rejected event ${event.eventName} needs a rejection_reason`);
    const last = index === decisions.length - 1;
    await decideOnEvent(db, id, decision, {
      rejectionReason: event.rejection_reason ?? undefined,
      // The notes come with the last decision, as the administrator would write them.
      adminNotes: last ? (event.admin_notes ?? undefined) : undefined,
    });
  }
}

/**
 * No call makes a draft: a new event starts pending (docs/decisions/events-and-series.md, "Status rules"). The demo
 * shows one as it would stand before its NGO submitted it: the one step that is not a service call.
 */
async function backToDraft(db: Database, id: number): Promise<void> {
  await db
    .update(schema.events)
    .set({ status: 'draft', submittedAt: null })
    .where(or(eq(schema.events.id, id), eq(schema.events.parentEvent, id)));
}
