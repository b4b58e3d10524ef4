import { eq, sql } from 'drizzle-orm';
import type { Event } from '@/contract/events';
import type { EventListQuery, EventPage } from '@/contract/eventList';
import { eventListVersions } from '@/server/db/schema';
import type { Database } from '@/server/platform/db';

// The NGO's events list, remembered per NGO and query under the list's version (issue 13). The
// database bumps an NGO's version in the same transaction as every change its list shows
// (migration 0004's triggers: events, their teams, a team's or the NGO's name), so a request reads
// the version first (one indexed row, as cheap as the health check's ping) and answers from memory
// while it stands. Because triggers count the change, a write by another instance on the same
// PostgreSQL, or by hand in SQL, is seen at the next request: no notification, no time to live.
// Whatever later shows in the list needs a trigger of its own (applications: migration 0006).
// docs/decisions/performance.md, "The events list's cache".

type ListAnswer = Event[] | EventPage;

/** At most this many events are held in all (about 1 KB each): a few MB for every list a busy instance answers. */
export const EVENT_LIST_CACHE_MAX_EVENTS = 20_000;

type Entry = { version: number; answer: ListAnswer; events: number };

/** A bounded map of list answers, least recently used out first (a Map keeps insertion order). */
export class EventListCache {
  private readonly entries = new Map<string, Entry>();
  private events = 0;

  constructor(private readonly maxEvents = EVENT_LIST_CACHE_MAX_EVENTS) {}

  /** The answer kept for this key under this version, if any. */
  get(key: string, version: number): ListAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.events -= entry.events;
      return undefined;
    }
    this.entries.set(key, entry); // now the most recently used
    return entry.answer;
  }

  set(key: string, version: number, answer: ListAnswer): void {
    const events = Array.isArray(answer) ? answer.length : answer.results.length;
    if (events > this.maxEvents) return;
    const earlier = this.entries.get(key);
    if (earlier) {
      this.entries.delete(key);
      this.events -= earlier.events;
    }
    this.entries.set(key, { version, answer, events });
    this.events += events;
    for (const [oldest, entry] of this.entries) {
      if (this.events <= this.maxEvents) break;
      this.entries.delete(oldest);
      this.events -= entry.events;
    }
  }

  /** How many events are held (tests). */
  get size(): number {
    return this.events;
  }
}

const caches = new WeakMap<Database, { cache: EventListCache; version: ReturnType<typeof prepareVersionRead> }>();

function prepareVersionRead(db: Database) {
  return db
    .select({ version: eventListVersions.version })
    .from(eventListVersions)
    .where(eq(eventListVersions.ngoId, sql.placeholder('ngoId')))
    .prepare('event_list_version');
}

/**
 * The list answer for this NGO and query: from memory when the NGO's list has not changed since it
 * was read, otherwise from `read`, then remembered. The version is read before the list, so a
 * change committing in between is stored under the older version and read again next time.
 */
export async function cachedEventList(
  db: Database,
  ngoId: number,
  query: Partial<EventListQuery>,
  read: () => Promise<ListAnswer>,
): Promise<ListAnswer> {
  let state = caches.get(db);
  if (!state) caches.set(db, (state = { cache: new EventListCache(), version: prepareVersionRead(db) }));
  const [row] = await state.version.execute({ ngoId });
  const version = row?.version ?? 0;
  const key = `${ngoId}\u0000${query.page ?? ''}\u0000${query.page_size ?? ''}\u0000${query.search ?? ''}\u0000${query.start_from?.toISOString() ?? ''}`;
  const kept = state.cache.get(key, version);
  if (kept) return kept;
  const answer = await read();
  state.cache.set(key, version, answer);
  return answer;
}
