import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/database.js';

/**
 * The one fixed-window counter under both request limits (apps/api/README.md, "Security"): the
 * attempt limits of `modules/auth/login-throttle.ts` and the per-route limits of
 * `@fastify/rate-limit` (`./rate-limit-store.ts`). One more on `key`, always, in one statement —
 * a window that started `windowMs` or longer before `at` starts again at 1 — so parallel requests
 * are counted one after another; the counter after this one. Rows live in `auth_throttle`, so a
 * limit holds across every API process of the database; the expiry sweep prunes them.
 */
export function countInWindow(db: Kysely<Database>, key: string, windowMs: number, at: Date) {
  const windowEnded = new Date(at.getTime() - windowMs);
  return db
    .insertInto('authThrottle')
    .values({ key, count: 1, windowStart: at, lastAt: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when auth_throttle.window_start <= ${windowEnded} then 1 else auth_throttle.count + 1 end`,
        windowStart: sql<Date>`case when auth_throttle.window_start <= ${windowEnded} then ${at} else auth_throttle.window_start end`,
        lastAt: at,
      }),
    )
    .returning(['count', 'windowStart', 'lastAt'])
    .executeTakeFirstOrThrow();
}
