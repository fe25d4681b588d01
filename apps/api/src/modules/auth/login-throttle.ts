/**
 * Failed-login counter per (account, IP), kept in process memory: 5 failures within 15 minutes
 * block further attempts for that pair until the oldest failure leaves the window.
 *
 * Memory rather than the database: the check runs before any password work, costs no query, and
 * the app runs as a single process. A restart forgets the counters (documented in the README).
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface LoginThrottle {
  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  getRetryAfterSeconds(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function createLoginThrottle(
  now: () => number,
  maxFailures = LOGIN_MAX_FAILURES,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
): LoginThrottle {
  const failures = new Map<string, number[]>();
  let lastSweep = now();

  function recent(key: string): number[] {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  function sweep(): void {
    if (now() - lastSweep < windowMs) return;
    lastSweep = now();
    for (const key of [...failures.keys()]) recent(key);
  }

  return {
    getRetryAfterSeconds(key) {
      const kept = recent(key);
      if (kept.length < maxFailures) return 0;
      const oldestCounted = kept[kept.length - maxFailures] ?? now();
      return Math.max(1, Math.ceil((oldestCounted + windowMs - now()) / 1000));
    },
    recordFailure(key) {
      sweep();
      failures.set(key, [...recent(key), now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}

export function getLoginThrottleKey(email: string, ip: string): string {
  return `${email}\u0000${ip}`;
}
