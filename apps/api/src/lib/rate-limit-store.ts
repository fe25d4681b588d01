import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';

import type { Database } from '../db/database.js';
import { countInWindow } from './window-counter.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * The store of `@fastify/rate-limit` (share links, password reset, support, reports, analytics)
 * in the database — the `auth_throttle` table the attempt limits use — so each limit holds across
 * every API process of the database (issue 35), and each request is counted first, atomically,
 * then decided (issue 28 §2): `countInWindow` (./window-counter.ts, the attempt limits' counter
 * too) increments the key's fixed window (or starts a new one) and returns this request's count. Keys are `rate:<METHOD> <route>:<client key>`; the
 * expiry sweep prunes them with the other counters.
 */
export function createDatabaseRateLimitStore(db: Kysely<Database>, now: () => number) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** `options`: the plugin's (global: no route) or a route's merged options (`routeInfo`). */
    constructor(options?: unknown) {
      const route = (options as { routeInfo?: RouteInfo } | undefined)?.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.prefix = `rate:${method} ${route?.url ?? ''}:`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = new Date(now());
      countInWindow(db, `${this.prefix}${key}`, timeWindow, at).then(
        (row) =>
          callback(null, {
            current: row.count,
            ttl: Math.max(0, row.windowStart.getTime() + timeWindow - at.getTime()),
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
