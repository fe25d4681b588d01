import { createHash } from 'node:crypto';

import { resolveAccessLevel } from '@healthscreen/domain-policy';
import type { InferResult, Kysely } from 'kysely';

import type { Database, UserRow } from '../db/database.js';
import { BoundedMap } from '../lib/bounded-map.js';

/** Server-side limits (ASVS V5 7.3.1 / 7.3.2). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, so a session check costs one read, not a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * How long a session check read from the database may be reused without asking it again. Changes
 * made through this process (logout, password change, profile update) drop the cached entries at
 * once; a change made by another process sharing the database is seen at most this late
 * (docs/decisions/0003-session-check-cache.md).
 */
export const SESSION_CACHE_TTL_MS = 1000;
/** Upper bound on cached sessions; the oldest entry makes room for a new one. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The signed-in user as loaded with the session (everything but the password hash). */
export type SessionUser = Omit<UserRow, 'passwordHash'>;

/** What a stored session holds: who signed in and when, and their user row. */
export interface SessionData {
  userId: string;
  /** Epoch ms when the user signed in (absolute timeout base). */
  signedInAt: number;
  /** Epoch ms of the last recorded activity (idle timeout base, precise to a minute). */
  lastSeenAt: number;
  /** Loaded by the store with the session row, in the same query (absent when only saving). */
  user?: SessionUser;
}

/** Where sessions live: only signed-in sessions are stored, under a hash of their id. */
export interface SessionStore {
  /** The live session, or null (unknown, idle too long, too old, or its user suspended). */
  get(sessionId: string): Promise<SessionData | null>;
  set(sessionId: string, session: SessionData): Promise<void>;
  destroy(sessionId: string): Promise<void>;
}

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/** How many session ids' hashes the store remembers (one per recently seen session). */
export const SESSION_ID_HASH_MEMO_MAX_ENTRIES = 10_000;

/**
 * `hashSessionId`, remembering recent answers: the same signed-in browser sends the same id on
 * every request. Only ids from validly signed cookies or made here reach the store, so the memo
 * cannot be filled from outside.
 */
function createSessionIdHasher(): (sessionId: string) => string {
  const hashes = new BoundedMap<string, string>(SESSION_ID_HASH_MEMO_MAX_ENTRIES);
  return (sessionId) => {
    let hash = hashes.get(sessionId);
    if (hash === undefined) {
      hash = hashSessionId(sessionId);
      hashes.set(sessionId, hash);
    }
    return hash;
  };
}

interface CachedSession {
  /** The session row as read from the database, with its user. */
  row: SessionRow;
  /** Epoch ms when it was read. */
  readAt: number;
}

interface SessionRow extends SessionUser {
  sessionCreatedAt: Date;
  lastSeenAt: Date;
}

/**
 * A short-lived, in-process copy of recent session checks, keyed by the hashed session id. Every
 * way this process ends or changes a session or its user goes through `forget…`, so within the
 * process a revocation is immediate; `ttlMs` bounds how stale an entry can be otherwise.
 */
export interface SessionCache {
  get(sidHash: string, now: number): SessionRow | undefined;
  /**
   * Keeps a row read at `now`, unless something was forgotten since `readSince` (a `generation()`
   * taken before the read): the row may then be from before a change that just ended or changed
   * the session, and is answered once without being kept.
   */
  set(sidHash: string, row: SessionRow, now: number, readSince?: number): void;
  /** How many times this cache has forgotten anything (taken before a read, given to `set`). */
  generation(): number;
  /**
   * Drops the session. The promise resolves when the other processes have been told
   * (`syncCaches`): a request path awaits it before it answers, so the next request, which may
   * go to another process, does not meet the old session there.
   */
  forgetSession(sidHash: string): Promise<void>;
  /** Drops every cached session of the user (profile, password, plan or status changed); as above. */
  forgetUser(userId: string): Promise<void>;
  /** Drops everything (another process's changes may have been missed). */
  clear(): void;
  readonly size: number;
}

export function createSessionCache(
  ttlMs: number = SESSION_CACHE_TTL_MS,
  maxEntries: number = SESSION_CACHE_MAX_ENTRIES,
): SessionCache {
  const entries = new BoundedMap<string, CachedSession>(maxEntries);
  let forgets = 0;
  return {
    get(sidHash, now) {
      const entry = entries.get(sidHash);
      if (!entry) return undefined;
      if (now - entry.readAt >= ttlMs || now < entry.readAt) {
        entries.delete(sidHash);
        return undefined;
      }
      return entry.row;
    },
    set(sidHash, row, now, readSince) {
      if (ttlMs <= 0 || (readSince !== undefined && readSince !== forgets)) return;
      entries.delete(sidHash); // re-inserted as the newest
      entries.set(sidHash, { row, readAt: now });
    },
    generation: () => forgets,
    forgetSession(sidHash) {
      forgets += 1;
      entries.delete(sidHash);
      return Promise.resolve();
    },
    forgetUser(userId) {
      forgets += 1;
      for (const [sidHash, entry] of entries) {
        if (entry.row.id === userId) entries.delete(sidHash);
      }
      return Promise.resolve();
    },
    clear() {
      forgets += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The session store over Kysely. `get` joins the user in the same query and enforces the idle and
 * absolute timeouts.
 */
/** Statuses that end by time (trial end date, paid period end). */
export const LAPSING_STATUSES: readonly SessionUser['subscriptionStatus'][] = [
  'trial',
  'active',
  'cancelled',
];

/** The user's columns a session carries (`SessionUser`: every column but the password hash). */
export const SESSION_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.firstName',
  'users.lastName',
  'users.userType',
  'users.subscriptionPlan',
  'users.subscriptionStatus',
  'users.trialEndDate',
  'users.subscriptionEndDate',
  'users.subscriptionPaymentId',
  'users.createdAt',
  'users.updatedAt',
] as const;

export function createSessionStore(
  db: Kysely<Database>,
  now: () => number,
  cache: SessionCache = createSessionCache(),
): SessionStore {
  // The session check runs on every signed-in request: its SQL is compiled once here and only
  // the parameter changes (building and compiling a Kysely query costs more CPU than the query).
  const sessionQuery = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastSeenAt',
      ...SESSION_USER_COLUMNS,
    ])
    .where('sessions.sidHash', '=', '')
    .compile();
  type SessionQueryRow = InferResult<typeof sessionQuery>[number];

  function toSession(row: SessionRow, lastSeenAt: number): SessionData {
    const { sessionCreatedAt, lastSeenAt: _lastSeenAt, ...user } = row;
    return { userId: user.id, signedInAt: sessionCreatedAt.getTime(), lastSeenAt, user };
  }

  function isExpired(row: SessionRow, current: number): boolean {
    return (
      current - row.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS ||
      current - row.sessionCreatedAt.getTime() > SESSION_ABSOLUTE_TIMEOUT_MS ||
      row.subscriptionStatus === 'suspended'
    );
  }

  const sidHashOf = createSessionIdHasher();

  /**
   * Expiry applied when read: a trial past its end date or a paid period past its end moves the
   * user to `expired` (the periodic sweep does the same for users who do not come back).
   */
  async function applyLapsedSubscription(row: SessionRow, current: number): Promise<SessionRow> {
    if (!LAPSING_STATUSES.includes(row.subscriptionStatus)) return row;
    if (resolveAccessLevel(row, current) !== 'expired') return row;
    await db
      .updateTable('users')
      .set({ subscriptionStatus: 'expired', updatedAt: new Date(current) })
      .where('id', '=', row.id)
      .where('subscriptionStatus', '=', row.subscriptionStatus)
      .execute();
    return { ...row, subscriptionStatus: 'expired' };
  }

  async function getSession(sessionId: string): Promise<SessionData | null> {
    const sidHash = sidHashOf(sessionId);
    const current = now();
    const cached = cache.get(sidHash, current);
    const readSince = cache.generation();
    // an entry that looks expired is checked against the database (another process may have
    // recorded newer activity) rather than trusted either way
    if (cached && !isExpired(cached, current))
      return toSession(cached, cached.lastSeenAt.getTime());

    const result = await db.executeQuery<SessionQueryRow>({
      ...sessionQuery,
      parameters: [sidHash],
    });
    const row = result.rows[0];
    if (!row) {
      void cache.forgetSession(sidHash);
      return null;
    }
    if (isExpired(row, current)) {
      void cache.forgetSession(sidHash);
      await db.deleteFrom('sessions').where('sidHash', '=', sidHash).execute();
      return null;
    }
    let fresh = await applyLapsedSubscription(row, current);
    if (current - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      fresh = { ...fresh, lastSeenAt: new Date(current) };
      await db
        .updateTable('sessions')
        .set({ lastSeenAt: fresh.lastSeenAt })
        .where('sidHash', '=', sidHash)
        .execute();
    }
    cache.set(sidHash, fresh, current, readSince);
    return toSession(fresh, fresh.lastSeenAt.getTime());
  }

  async function setSession(sessionId: string, session: SessionData): Promise<void> {
    const signedInAt = new Date(session.signedInAt);
    const lastSeenAt = new Date(session.lastSeenAt);
    await db
      .insertInto('sessions')
      .values({
        sidHash: sidHashOf(sessionId),
        userId: session.userId,
        createdAt: signedInAt,
        lastSeenAt,
      })
      .onConflict((oc) => oc.column('sidHash').doUpdateSet({ userId: session.userId, lastSeenAt }))
      .execute();
  }

  async function destroySession(sessionId: string): Promise<void> {
    const sidHash = sidHashOf(sessionId);
    const told = cache.forgetSession(sidHash);
    await db.deleteFrom('sessions').where('sidHash', '=', sidHash).execute();
    // again: a check that began after the first forget may have read the row before the delete;
    // the sign-out is answered once every process has been told (the next request may go to any)
    await Promise.all([told, cache.forgetSession(sidHash)]);
  }

  return { get: getSession, set: setSession, destroy: destroySession };
}
