import type { FastifyRateLimitStore } from '@fastify/rate-limit';

import { BoundedMap } from './bounded-map.js';

/** Keys (addresses) remembered per route, like the plugin's own store. */
const MAX_KEYS = 5000;

interface Window {
  count: number;
  startMs: number;
}

/**
 * The in-process store of `@fastify/rate-limit` (fixed window per key, counted before the
 * decision), answering each request with its own count. The plugin's own store answers with the
 * window object itself, which the plugin reads a tick later: by then a parallel burst has counted
 * every request, so all of them — the first `max` too — were refused (issue 28 §2).
 */
export class SnapshotRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new BoundedMap<string, Window>(MAX_KEYS);

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const nowMs = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindow <= nowMs) {
      window = { count: 0, startMs: nowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startMs + timeWindow - nowMs });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotRateLimitStore();
  }
}
