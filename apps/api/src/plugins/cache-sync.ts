import type { CacheInvalidationBus } from '../lib/cache-invalidation.js';
import type { AssessmentListCache } from '../modules/assessments/list-cache.js';
import type { SessionCache } from './session-store.js';

/**
 * Makes the per-process caches of sessions and assessment lists forget, in every process of the
 * database, what one process forgets: each `forget…` applies here at once and is published; what
 * another process publishes is applied here. When the bus may have missed messages (its
 * connection was lost), both caches are emptied.
 */
export function syncCaches(
  bus: CacheInvalidationBus,
  caches: { sessions: SessionCache; lists: AssessmentListCache; now: () => number },
): { sessions: SessionCache; lists: AssessmentListCache } {
  const { sessions, lists, now } = caches;
  let lastPublished: Promise<void> = Promise.resolve();
  const publish = (message: string) => {
    lastPublished = bus.publish(message);
  };
  bus.subscribe(
    (message) => {
      const kind = message.slice(0, 2);
      const key = message.slice(2);
      if (kind === 's:') sessions.forgetSession(key);
      else if (kind === 'u:') sessions.forgetUser(key);
      else if (kind === 'l:') lists.forgetUser(key, now());
    },
    () => {
      sessions.clear();
      lists.clear();
    },
  );
  return {
    sessions: {
      get: (sidHash, at) => sessions.get(sidHash, at),
      set: (sidHash, row, at) => sessions.set(sidHash, row, at),
      forgetSession(sidHash) {
        sessions.forgetSession(sidHash);
        publish(`s:${sidHash}`);
      },
      forgetUser(userId) {
        sessions.forgetUser(userId);
        publish(`u:${userId}`);
      },
      clear: () => sessions.clear(),
      propagated: () => lastPublished,
      get size() {
        return sessions.size;
      },
    },
    lists: {
      get: (userId, status, at) => lists.get(userId, status, at),
      set: (userId, status, listed, readAt) => lists.set(userId, status, listed, readAt),
      forgetUser(userId, at) {
        lists.forgetUser(userId, at);
        publish(`l:${userId}`);
      },
      clear: () => lists.clear(),
    },
  };
}
