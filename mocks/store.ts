import type { AdminNgo, UserType } from '@/contract/accounts';
import type { ApplicationStatus } from '@/contract/applicationStatus';
import type { ContactType } from '@/contract/contacts';
import type { SocialPlatform } from '@/contract/socialLinks';
import type { EventStatus, MarkerType, RecurrenceType } from '@/contract/events';
import type { AdminMail } from '@/contract/mail';
import { createDemoData } from './demoData';

// Plain shapes after SPEC §3 for the mock API; the contract's zod schemas replace them feature by
// feature. Dates are ISO 8601 in UTC, as the server stores them.

/** An NGO as the administrator's list answers it (contract AdminNgo), with its SPEC §3 profile. */
export type MockNgo = AdminNgo & {
  about: string;
  history: string;
  contact_person_bio: string;
};

/** Someone who signs in: NGO staff (ngo_id set) or the super administrator. */
export interface MockAccount {
  id: number;
  user_type: UserType;
  email: string;
  /** Mock only: the demo sign-in password, kept in clear text. */
  password: string;
  name: string;
  ngo_id: number | null;
  /** Issue 18: whether they want e-mail notifications (security e-mail arrives regardless); absent is on. */
  email_notifications?: boolean;
}

/**
 * A volunteer who applies to events (the `user` of an application). A user as the accounts are: its
 * id comes from the same sequence (nextUserId), as the server's users table gives it.
 */
export interface MockVolunteer {
  id: number;
  full_name: string;
  /** null: none known (SPEC §2's no-email fallback); such a volunteer cannot sign in. */
  email: string | null;
  /** Mock only: the sign-in password, kept in clear text. */
  password: string;
  /** The profile images this volunteer uploaded: PATCH /api/volunteer/me/ takes only one of these. */
  uploads: string[];
  profile_image: string | null;
  bio: string;
  total_xp: number;
  birthday: string | null;
  /**
   * Issue 17: the private calendar feed's token (32 random bytes, base64url) and when it was made;
   * absent or null: no feed. Mock only: kept as it is, where the server keeps its SHA-256.
   */
  calendar?: { token: string; created_at: string } | null;
  /** Issue 18: whether they want e-mail notifications (security e-mail arrives regardless); absent is on. */
  email_notifications?: boolean;
}

export interface MockTeam {
  id: number;
  code: string;
  name: string;
}

export interface MockEvent {
  id: number;
  eventName: string;
  eventDescription: string;
  startDate: string;
  endDate: string;
  markerType: MarkerType;
  status: EventStatus;
  rejection_reason: string | null;
  admin_notes: string | null;
  main_image_url: string | null;
  people_needed: number;
  event_xp: number;
  /** Team ids; the API answers with their names. */
  focus_teams: number[];
  competences: string;
  location: { latitude: number; longitude: number; text: string };
  recurrence_type: RecurrenceType;
  recurrence_interval: number;
  /** 'YYYY-MM-DD' in `time_zone`, inclusive; null for an indefinite series. */
  recurrence_end_date: string | null;
  /** IANA zone whose wall-clock time the series keeps. */
  time_zone: string;
  is_recurring_instance: boolean;
  parent_event: number | null;
  /** ngo id; the API adds organized_by_name, and people_applied from the applications. */
  organized_by: number;
  created: string;
  submitted_at: string | null;
  reviewed_at: string | null;
}

export interface MockApplication {
  id: number;
  event_id: number;
  /** null: the volunteer's account is gone (the "unknown user" fallback of SPEC §2). */
  volunteer_id: number | null;
  status: ApplicationStatus;
  application_date: string;
  /** What the volunteer wrote when applying; none is ''. */
  message?: string;
  /** Issue 17: the XP attendance gave (the event's event_xp when marked), so an undo takes back exactly that; absent is 0. */
  awarded_xp?: number;
}

/** An NGO's social media link (issue 15), as the server's social_links table holds it. */
export interface MockSocialLink {
  id: number;
  ngo_id: number;
  platform: SocialPlatform;
  url: string;
}

/** An NGO's contact (issue 15): a phone in E.164; no name is ''. */
export interface MockContact {
  id: number;
  ngo_id: number;
  name: string;
  contact_type: ContactType;
  contact_info: string;
  /** Shown on the public NGO page; private unless the NGO says so. */
  is_public: boolean;
}

/**
 * A photo of an event's gallery (event_id set) or of the NGO's own gallery (event_id null), issue 16.
 * `url` serves as both thumbnail_image and large_image: an object URL of an upload, which dies with
 * the page, or a static demo file under /demo/.
 */
export interface MockGalleryPhoto {
  id: number;
  ngo_id: number;
  event_id: number | null;
  caption: string;
  url: string;
}

/** A volunteer's rating of the NGO after a completed application (issue 15): once per application. */
export interface MockRating {
  id: number;
  application_id: number;
  /** The NGO of the application's event. */
  ngo_id: number;
  volunteer_id: number | null;
  score: number;
  comment: string;
  created: string;
}

/**
 * A token the mock API handed out: opaque `mock-access.<userId>.<n>` / `mock-refresh.<userId>.<n>`
 * strings standing in for the server's JWT access tokens and hashed refresh tokens.
 */
export interface MockToken {
  token: string;
  kind: 'access' | 'refresh';
  user_id: number;
  /** One sign-in: the refresh tokens rotated from it share it, so reuse can revoke them all. */
  family: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
  /** A refresh token already exchanged for its successor. */
  used: boolean;
  revoked: boolean;
}

/**
 * Issue 18: a message of the outbox as the administrator sees it (contract/mail.ts AdminMail), with
 * whom it is for and the link it carries. Mock only: nothing is sent; a reset mail is "sent" at once,
 * and the mock e2e reads its link here (sessionStorage `mock-api-store`, `outbox`).
 */
export interface MockMail extends AdminMail {
  /** The user it is for; null for an address without an account. */
  user_id: number | null;
  /** The link in it, as the SPA's address: `#/reset-password?token=…` or `#/unsubscribe?token=…`; null if none. */
  link: string | null;
}

/** Issue 18: a password reset link's token (kept as it is; the server keeps its hash): works once, for an hour. */
export interface MockPasswordReset {
  token: string;
  user_id: number;
  /** Milliseconds since the epoch. */
  expires_at: number;
  used: boolean;
}

/** Issue 18: the token of a user's unsubscribe links (RFC 8058 one-click); it keeps working. */
export interface MockUnsubscribeToken {
  token: string;
  user_id: number;
}

/** Requests counted under one rate-limit key in its current window. */
export interface MockAttempts {
  window_start: number;
  count: number;
}

export interface MockStore {
  ngos: MockNgo[];
  accounts: MockAccount[];
  volunteers: MockVolunteer[];
  teams: MockTeam[];
  events: MockEvent[];
  applications: MockApplication[];
  social_links: MockSocialLink[];
  contacts: MockContact[];
  ratings: MockRating[];
  /** Issue 16: event and NGO gallery photos, oldest first. */
  gallery_photos: MockGalleryPhoto[];
  /**
   * Uploaded main images small enough to keep across a dev:mock reload, as data: URLs by their
   * /media path; bigger ones live in memory only (mocks/handlers/events.ts), sessionStorage holds ~5 MB.
   */
  images: Record<string, string>;
  tokens: MockToken[];
  /**
   * Rate limits: sign-ins keyed by `<endpoint>:<lower-cased e-mail>`, registrations by `register`,
   * password reset requests by `password-reset` (the one visitor) and `password-reset:<e-mail>`,
   * their confirmations by `password-reset-confirm`, one-click unsubscribes by `unsubscribe`.
   */
  attempts: Record<string, MockAttempts>;
  /** The `<n>` of the last token handed out. */
  last_token_number: number;
  /** Issue 18: every message the portal queued, oldest first. */
  outbox: MockMail[];
  password_resets: MockPasswordReset[];
  unsubscribe_tokens: MockUnsubscribeToken[];
}

/**
 * `npm run dev:mock` and the mock e2e run the store inside the page; it is kept in sessionStorage so
 * a reload keeps registrations and sessions, as the real server would. Tests keep it in memory.
 */
const persistence: Storage | undefined = import.meta.env.MODE === 'mock' ? sessionStorage : undefined;
const STORAGE_KEY = 'mock-api-store';

/** The mock API's data. Handlers read and change it in place; tests start from resetStore(). */
export const store: MockStore = { ...createDemoData(), ...loadStore() };

/** Handlers that change the store call this, so a reload of dev:mock keeps the change. */
export function saveStore(): void {
  try {
    persistence?.setItem(STORAGE_KEY, JSON.stringify(store));
  } catch {
    // full or blocked storage: the change lasts until the next reload
  }
}

/** The next free user id: NGO users, administrators and volunteers share one sequence, as on the server. */
export function nextUserId(): number {
  return Math.max(nextId(store.accounts), nextId(store.volunteers));
}

/** Back to the demo data (component tests call it after each test). */
export function resetStore(): void {
  for (const photo of store.gallery_photos) if (photo.url.startsWith('blob:')) URL.revokeObjectURL(photo.url);
  Object.assign(store, createDemoData());
  saveStore();
}

/** Test hook: every access token handed out so far is expired, so the next call answers 401 and the app refreshes. */
export function expireAccessTokens(): void {
  for (const token of store.tokens) if (token.kind === 'access') token.expires_at = Date.now() - 1;
  saveStore();
}

/** The next free id of a collection, as a database sequence would give it. */
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;
}

function loadStore(): Partial<MockStore> {
  try {
    const saved = persistence?.getItem(STORAGE_KEY);
    if (!saved) return {};
    const restored = JSON.parse(saved) as Partial<MockStore>;
    // Uploaded gallery photos are object URLs, gone with the page that made them: only the demo's stay.
    if (restored.gallery_photos) restored.gallery_photos = restored.gallery_photos.filter((photo) => !photo.url.startsWith('blob:'));
    return restored;
  } catch {
    return {}; // unreadable: start from the demo data
  }
}
