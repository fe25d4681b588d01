import { describe, expect, it } from 'vitest';

import type { CacheInvalidationBus } from '../lib/cache-invalidation.js';
import { createAssessmentListCache, ListedRows } from '../modules/assessments/list-cache.js';
import { syncCaches } from './cache-sync.js';
import { createSessionCache } from './session-store.js';

function makeRow(userId: string) {
  const at = new Date('2025-03-01T09:00:00.000Z');
  return {
    id: userId,
    email: `${userId}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    userType: 'patient' as const,
    subscriptionPlan: 'trial' as const,
    subscriptionStatus: 'trial' as const,
    trialEndDate: at,
    subscriptionEndDate: null,
    subscriptionPaymentId: null,
    createdAt: at,
    updatedAt: at,
    sessionCreatedAt: at,
    lastSeenAt: at,
  };
}

describe('session check cache', () => {
  it('reuses a check for less than its TTL, then asks again', () => {
    const cache = createSessionCache(1000, 10);
    cache.set('a', makeRow('u1'), 5_000);
    expect(cache.get('a', 5_999)?.id).toBe('u1');
    expect(cache.get('a', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets one session, or every session of a user, at once', () => {
    const cache = createSessionCache(1000, 10);
    cache.set('a', makeRow('u1'), 0);
    cache.set('b', makeRow('u1'), 0);
    cache.set('c', makeRow('u2'), 0);
    void cache.forgetSession('c');
    expect(cache.get('c', 1)).toBeUndefined();
    void cache.forgetUser('u1');
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
  });

  it('answers but does not keep a check that was reading while something was forgotten', () => {
    const cache = createSessionCache(1000, 10);
    const readSince = cache.generation();
    // a sign-out or a plan change lands while the check's query is in flight
    void cache.forgetUser('u1');
    cache.set('a', makeRow('u1'), 0, readSince);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', makeRow('u1'), 0, cache.generation());
    expect(cache.get('a', 1)?.id).toBe('u1');
  });

  it('keeps at most its maximum, dropping the oldest entry', () => {
    const cache = createSessionCache(1000, 2);
    cache.set('a', makeRow('u1'), 0);
    cache.set('b', makeRow('u2'), 0);
    cache.set('c', makeRow('u3'), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.id).toBe('u3');
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = createSessionCache(0, 10);
    cache.set('a', makeRow('u1'), 0);
    expect(cache.size).toBe(0);
  });
});

/** A bus whose sends finish only when the test says so (or never). */
function heldBus() {
  const sent: string[] = [];
  const pending: (() => void)[] = [];
  let deliver: (message: string) => void = () => undefined;
  let gap: () => void = () => undefined;
  const bus: CacheInvalidationBus = {
    publish(message) {
      sent.push(message);
      return new Promise((resolve) => pending.push(resolve));
    },
    subscribe(onMessage, onGap) {
      deliver = onMessage;
      gap = onGap;
    },
    close: () => Promise.resolve(),
  };
  return {
    bus,
    sent,
    releaseAll: () => pending.splice(0).forEach((resolve) => resolve()),
    deliver: (message: string) => deliver(message),
    gap: () => gap(),
  };
}

function synced(bus: CacheInvalidationBus, maxWaitMs = 60_000) {
  return syncCaches(bus, {
    sessions: createSessionCache(1000, 10),
    lists: createAssessmentListCache(1000),
    now: () => 0,
    maxWaitMs,
  });
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('caches kept in step across processes', () => {
  it('forgets a user here at once and answers only once the other processes have been told', async () => {
    const held = heldBus();
    const { sessions } = synced(held.bus);
    sessions.set('a', makeRow('u1'), 0);
    const told = sessions.forgetUser('u1');
    expect(sessions.get('a', 1)).toBeUndefined();
    expect(held.sent).toEqual(['u:u1']);
    expect(await settled(told)).toBe(false);
    held.releaseAll();
    expect(await settled(told)).toBe(true);
  });

  it('does not hold a request longer than the caches keep anything when the database does not answer', async () => {
    const held = heldBus();
    const { sessions, lists } = synced(held.bus, 20);
    const started = Date.now();
    await Promise.all([sessions.forgetSession('s1'), lists.forgetUser('u1', 0)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(held.sent).toEqual(['s:s1', 'l:u1']);
  });

  it("applies another process's message, and drops everything after a gap", () => {
    const held = heldBus();
    const { sessions, lists } = synced(held.bus);
    sessions.set('a', makeRow('u1'), 0);
    sessions.set('b', makeRow('u2'), 0);
    lists.set('u3', 'all', new ListedRows([]), 0);
    held.deliver('u:u1');
    expect(sessions.get('a', 1)).toBeUndefined();
    expect(sessions.get('b', 1)?.id).toBe('u2');
    held.gap();
    expect(sessions.get('b', 1)).toBeUndefined();
    expect(lists.get('u3', 'all', 1)).toBeUndefined();
  });

  it("does not keep a check that was reading while another process's message arrived", () => {
    const held = heldBus();
    const { sessions } = synced(held.bus);
    const readSince = sessions.generation();
    // the read is in flight when the message arrives; its row may be from before the change
    held.deliver('u:u1');
    sessions.set('a', makeRow('u1'), 0, readSince);
    expect(sessions.get('a', 1)).toBeUndefined();
    // a read that began after the message is kept
    sessions.set('a', makeRow('u1'), 0, sessions.generation());
    expect(sessions.get('a', 1)?.id).toBe('u1');
  });
});
