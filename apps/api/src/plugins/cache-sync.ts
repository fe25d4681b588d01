import type { CacheInvalidationBus } from '../lib/cache-invalidation.js';
import type { AssessmentListCache } from '../modules/assessments/list-cache.js';
import { SESSION_CACHE_TTL_MS, type SessionCache } from './session-store.js';

/**
 * Makes the per-process caches of sessions and assessment lists forget, in every process of the
 * database, what one process forgets: each `forget…` applies here at once and is published; what
 * another process publishes is applied here. When the bus may have missed messages (its
 * connection was lost), both caches are emptied.
 *
 * A `forget…` resolves when its message has been sent, or after `maxWaitMs` (the caches' TTL:
 * by then every entry the message was about has expired in every process anyway), so a request
 * that awaits it never waits on an unreachable database for longer than that.
 */
export function syncCaches(
  bus: CacheInvalidationBus,
  caches: {
    sessions: SessionCache;
    lists: AssessmentListCache;
    now: () => number;
    maxWaitMs?: number;
  },
): { sessions: SessionCache; lists: AssessmentListCache } {
  const { sessions, lists, now, maxWaitMs = SESSION_CACHE_TTL_MS } = caches;
  const publish = (message: string): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, maxWaitMs);
      timer.unref();
      void bus.publish(message).then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  bus.subscribe(
    (message) => {
      const kind = message.slice(0, 2);
      const key = message.slice(2);
      if (kind === 's:') void sessions.forgetSession(key);
      else if (kind === 'u:') void sessions.forgetUser(key);
      else if (kind === 'l:') void lists.forgetUser(key, now());
    },
    () => {
      sessions.clear();
      lists.clear();
    },
  );
  return {
    sessions: {
      get: (sidHash, at) => sessions.get(sidHash, at),
      set: (sidHash, row, at, readSince) => sessions.set(sidHash, row, at, readSince),
      generation: () => sessions.generation(),
      forgetSession(sidHash) {
        void sessions.forgetSession(sidHash);
        return publish(`s:${sidHash}`);
      },
      forgetUser(userId) {
        void sessions.forgetUser(userId);
        return publish(`u:${userId}`);
      },
      clear: () => sessions.clear(),
      get size() {
        return sessions.size;
      },
    },
    lists: {
      get: (userId, status, at) => lists.get(userId, status, at),
      set: (userId, status, listed, readAt) => lists.set(userId, status, listed, readAt),
      forgetUser(userId, at) {
        void lists.forgetUser(userId, at);
        return publish(`l:${userId}`);
      },
      clear: () => lists.clear(),
    },
  };
}
