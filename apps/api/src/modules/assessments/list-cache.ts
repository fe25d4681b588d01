import { BoundedMap } from '../../lib/bounded-map.js';
import type { JsonText } from '../../lib/compression.js';
import { SESSION_CACHE_TTL_MS } from '../../plugins/session-store.js';
import type { AssessmentStatus, AssessmentSummaryRow } from './repository.js';

/**
 * How long a user's assessment list read from the database may be answered again without asking
 * it, in this process — the session check's bound (ADR 0003, ADR 0014). Every save, deletion and
 * disease selection made through this process drops the user's lists at once; a change made by
 * another process sharing the database is seen at most this late.
 */
export const ASSESSMENT_LIST_CACHE_TTL_MS = SESSION_CACHE_TTL_MS;
const MAX_CACHED_LISTS = 10_000;

/** A user's list rows as read, and the answers made from them (by access level, see access.ts). */
export class ListedRows {
  readonly rows: readonly AssessmentSummaryRow[];
  readonly answers = new Map<string, JsonText>();

  constructor(rows: readonly AssessmentSummaryRow[]) {
    this.rows = rows;
  }
}

interface CachedList {
  listed: ListedRows;
  readAt: number;
}

export interface AssessmentListCache {
  get(userId: string, status: AssessmentStatus | 'all', now: number): ListedRows | undefined;
  /** Keeps rows read at `readAt`, unless the user's lists changed since. */
  set(userId: string, status: AssessmentStatus | 'all', listed: ListedRows, readAt: number): void;
  /**
   * Drops every cached list of the user (an assessment or the disease selection changed). The
   * promise resolves when the other processes have been told (`syncCaches`).
   */
  forgetUser(userId: string, now: number): Promise<void>;
  /** Drops everything (another process's changes may have been missed). */
  clear(): void;
}

export function createAssessmentListCache(
  ttlMs: number = ASSESSMENT_LIST_CACHE_TTL_MS,
): AssessmentListCache {
  const entries = new BoundedMap<string, CachedList>(MAX_CACHED_LISTS);
  // when each user's lists last changed: a read that began before then is not kept (it may have
  // read the rows as they were before a save that finished while it ran)
  const changedAt = new BoundedMap<string, number>(MAX_CACHED_LISTS);
  const keyOf = (userId: string, status: string) => `${userId}:${status}`;
  return {
    get(userId, status, now) {
      const key = keyOf(userId, status);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.readAt >= ttlMs || now < entry.readAt) {
        entries.delete(key);
        return undefined;
      }
      return entry.listed;
    },
    set(userId, status, listed, readAt) {
      if (ttlMs <= 0) return;
      const changed = changedAt.get(userId);
      if (changed !== undefined && changed >= readAt) return;
      const key = keyOf(userId, status);
      entries.delete(key); // re-inserted as the newest
      entries.set(key, { listed, readAt });
    },
    forgetUser(userId, now) {
      changedAt.delete(userId);
      changedAt.set(userId, now);
      for (const status of ['complete', 'draft', 'all'] as const) {
        entries.delete(keyOf(userId, status));
      }
      return Promise.resolve();
    },
    clear() {
      entries.clear();
    },
  };
}
