import { describe, expect, it } from 'vitest';

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
