import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { UserType } from '@/contract/accounts';
import type { Database } from './db';

// What the guards know of an account between requests (issue 13). Every signed-in request used to
// read the user and their NGO from the database so that a suspension takes effect at once; that
// read is now cached per user id, and whoever changes what a guard decides says so:
//  - in this process at once (forgetAccounts, after the change committed), and
//  - to every instance on the same PostgreSQL through NOTIFY in the change's transaction, so it is
//    delivered on commit to each instance's listener (listenForAccountChanges).
// While an instance's listener is down nothing is cached there (notifications may be missed), and
// when it is back the cache starts empty. An entry also lives at most ACCOUNT_CACHE_TTL_MS, which
// bounds the delay of a change nobody announced (SQL typed by hand) or a listener connection that
// died without a word. docs/decisions/accounts-and-sessions.md, "Guards and the account-state cache".

/** The account as the guards read it: the user and, for an NGO user, their NGO's name and status. */
export type AccountState = {
  id: number;
  type: UserType;
  email: string;
  name: string;
  ngoId: number | null;
  ngoName: string | null;
  ngoStatus: string | null;
};

/** What changed: one user's account, or an NGO's (every user of it). */
export type AccountChange = { userId: number } | { ngoId: number };

/** Enough for every signed-in user of a busy instance; one entry is a few hundred bytes. */
export const ACCOUNT_CACHE_MAX_ENTRIES = 10_000;
/** The longest a change nobody announced stays unseen. */
export const ACCOUNT_CACHE_TTL_MS = 10_000;
/** The listener's reconnection waits: from the first to the longest, doubling. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 2_000;
/**
 * Issue 19: a listener connection can die without a word (a network that drops packets, a server
 * that froze), and notifications would silently stop. It asks its server every HEARTBEAT_MS; one
 * left unanswered for HEARTBEAT_TIMEOUT_MS counts as a lost connection. So a suspension is heard,
 * or the cache emptied, within HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS (600 ms, plus timer delays),
 * well within the second issue 19 allows.
 */
export const HEARTBEAT_MS = 150;
export const HEARTBEAT_TIMEOUT_MS = 450;

/**
 * A bounded map of account states by user id. Reading the database and storing what it said is
 * not atomic: a change may commit and be forgotten between the two. So a reader takes a ticket
 * before it reads, and set() keeps the state only when nothing was forgotten since the ticket.
 */
export class AccountCache {
  private readonly entries = new Map<number, { state: AccountState; expiresAt: number }>();
  /** Bumped by every forget and clear: a read that started before it must not be stored. */
  private generation = 0;
  private enabled: boolean;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { enabled: boolean; maxEntries?: number; ttlMs?: number; now?: () => number }) {
    this.enabled = options.enabled;
    this.maxEntries = options.maxEntries ?? ACCOUNT_CACHE_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? ACCOUNT_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  get(userId: number): AccountState | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.state;
  }

  /** Take before reading the database; give to set() with what it read. */
  ticket(): number {
    return this.generation;
  }

  set(state: AccountState, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    this.entries.delete(state.id);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!); // the oldest
    this.entries.set(state.id, { state, expiresAt: this.now() + this.ttlMs });
  }

  forget(change: AccountChange): void {
    this.generation += 1;
    if ('userId' in change) {
      this.entries.delete(change.userId);
      return;
    }
    for (const [id, { state }] of this.entries) if (state.ngoId === change.ngoId) this.entries.delete(id);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Off: nothing is stored and what was is dropped (the listener is down); on: storing again, from empty. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  get isOn(): boolean {
    return this.enabled;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The cache of each open database's app, for the writers, which know the database only. */
const caches = new WeakMap<Database, AccountCache>();

export function registerAccountCache(db: Database, cache: AccountCache): void {
  caches.set(db, cache);
}

/**
 * Inside the transaction that changes an account: every instance on this PostgreSQL forgets it when
 * the transaction commits (nothing when it rolls back). The channel is per schema, so apps sharing
 * a server in different schemas (the tests) do not hear each other.
 */
export async function announceAccountChange(tx: Pick<Database, 'execute'>, change: AccountChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), ${payloadOf(change)})`);
}

/** Whether the app on this database caches account states now (on PostgreSQL: its listener listens). */
export function isCachingAccounts(db: Database): boolean {
  return caches.get(db)?.isOn ?? false;
}

/** After the change committed (or failed: forgetting is always safe): this process forgets it at once. */
export function forgetAccounts(db: Database, change: AccountChange): void {
  caches.get(db)?.forget(change);
}

const CHANNEL_PREFIX = 'account_state_';
/** pg_stat_activity.application_name of the listeners. */
export const LISTENER_NAME = 'ngo-portal account listener';

function payloadOf(change: AccountChange): string {
  return 'userId' in change ? `user:${change.userId}` : `ngo:${change.ngoId}`;
}

function changeOf(payload: string | undefined): AccountChange | null {
  const [kind, id] = (payload ?? '').split(':');
  const number = Number(id);
  if (!Number.isSafeInteger(number)) return null;
  return kind === 'user' ? { userId: number } : kind === 'ngo' ? { ngoId: number } : null;
}

/**
 * A client of its own that LISTENs for account changes on the pool's server and schema and makes
 * the cache forget them. The cache is on only while the client listens: off (and emptied) when the
 * connection is lost, on again from empty once it listens again. Reconnects until close().
 */
export function listenForAccountChanges(pool: pg.Pool, cache: AccountCache, log: FastifyBaseLogger): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait = RECONNECT_FIRST_MS;

  const connect = async () => {
    const mine = new pg.Client({ ...pool.options, keepAlive: true, application_name: LISTENER_NAME });
    client = mine;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      cache.setEnabled(false);
      mine.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err }, 'account-state listener lost its connection: not caching until it is back');
      retry = setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, RECONNECT_MAX_MS);
    };
    mine.on('error', onLost);
    mine.on('end', () => onLost());
    mine.on('notification', ({ payload }) => {
      const change = changeOf(payload);
      if (change) cache.forget(change);
    });
    try {
      await mine.connect();
      const { rows } = await mine.query<{ channel: string }>('select $1::text || current_schema() as channel', [CHANNEL_PREFIX]);
      await mine.query(`listen ${mine.escapeIdentifier(rows[0]!.channel)}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (lost || closed) return;
    wait = RECONNECT_FIRST_MS;
    cache.setEnabled(true); // from empty: changes made while it was away were not heard
    let askedAt: number | undefined;
    heartbeat = setInterval(() => {
      if (askedAt !== undefined) {
        if (Date.now() - askedAt >= HEARTBEAT_TIMEOUT_MS) onLost(new Error(`the listener's server did not answer within ${HEARTBEAT_TIMEOUT_MS} ms`));
        return;
      }
      askedAt = Date.now();
      mine.query('select 1').then(() => (askedAt = undefined), onLost);
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      cache.setEnabled(false);
      // A connection that froze may never finish ending: the app's close does not wait for it.
      await Promise.race([client?.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    },
  };
}
