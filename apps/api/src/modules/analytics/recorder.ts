import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';

import type { AnalyticsEventsTable, AnalyticsPageViewsTable, Database } from '../../db/database.js';

/** Rows waiting to be written; past this the newest are dropped (and counted) until a flush. */
export const ANALYTICS_QUEUE_MAX = 10_000;
/** A batch is written this long after its first row arrives, or at once when this many wait. */
export const ANALYTICS_FLUSH_MS = 250;
export const ANALYTICS_FLUSH_ROWS = 200;

interface SessionStart {
  id: string;
  userId: string | null;
  userAgent: string;
  at: Date;
}

interface SessionTouch {
  id: string;
  userId: string | null;
  at: Date;
  ended: boolean;
}

/**
 * Usage analytics are answered at once (202) and written in batches: one multi-row INSERT per
 * table per flush, so a page's beacons never wait on the database. They are best-effort by design
 * (no health data, nothing a user relies on): a failed batch is logged and dropped, and what is
 * queued when the process stops is written by `close()`.
 *
 * A session belongs to the user who started it, or to the first signed-in user seen on it when it
 * started signed out; nobody else can touch, end or take it over.
 */
export function createAnalyticsRecorder(deps: {
  db: Kysely<Database>;
  warn: (message: string, details: Record<string, unknown>) => void;
  flushMs?: number;
}) {
  const { db, warn } = deps;
  const flushMs = deps.flushMs ?? ANALYTICS_FLUSH_MS;
  let starts: SessionStart[] = [];
  let touches: SessionTouch[] = [];
  let pageViews: Insertable<AnalyticsPageViewsTable>[] = [];
  let events: Insertable<AnalyticsEventsTable>[] = [];
  let timer: NodeJS.Timeout | undefined;
  let dropped = 0;
  let running: Promise<void> = Promise.resolve();

  const queued = () => starts.length + touches.length + pageViews.length + events.length;

  async function write(batch: {
    starts: SessionStart[];
    touches: SessionTouch[];
    pageViews: Insertable<AnalyticsPageViewsTable>[];
    events: Insertable<AnalyticsEventsTable>[];
  }): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (batch.starts.length > 0) {
        await trx
          .insertInto('analyticsSessions')
          .values(
            batch.starts.map((start) => ({
              id: start.id,
              userId: start.userId,
              userAgent: start.userAgent,
              startedAt: start.at,
              lastActivityAt: start.at,
            })),
          )
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      // latest activity per (session, user); a signed-in user claims a session started signed out
      for (const touch of batch.touches) {
        await trx
          .updateTable('analyticsSessions')
          .set({
            lastActivityAt: sql`greatest(last_activity_at, ${touch.at})`,
            userId: sql`coalesce(user_id, ${touch.userId}::uuid)`,
            ...(touch.ended ? { endedAt: touch.at } : {}),
          })
          .where('id', '=', touch.id)
          .where((eb) =>
            touch.userId === null
              ? eb('userId', 'is', null)
              : eb.or([eb('userId', 'is', null), eb('userId', '=', touch.userId)]),
          )
          .execute();
      }
      if (batch.pageViews.length > 0) {
        await trx.insertInto('analyticsPageViews').values(batch.pageViews).execute();
      }
      if (batch.events.length > 0) {
        await trx.insertInto('analyticsEvents').values(batch.events).execute();
      }
    });
  }

  /** Writes everything queued so far (waits for a flush already under way first). */
  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = { starts, touches, pageViews, events };
    starts = [];
    touches = [];
    pageViews = [];
    events = [];
    const lost = dropped;
    dropped = 0;
    running = running.then(async () => {
      if (lost > 0) warn('analytics queue full: rows dropped', { dropped: lost });
      if (
        batch.starts.length +
          batch.touches.length +
          batch.pageViews.length +
          batch.events.length ===
        0
      )
        return;
      try {
        await write(batch);
      } catch (error) {
        warn('analytics batch not stored', {
          err: error,
          rows:
            batch.starts.length +
            batch.touches.length +
            batch.pageViews.length +
            batch.events.length,
        });
      }
    });
    return running;
  }

  function schedule(): void {
    if (queued() >= ANALYTICS_FLUSH_ROWS) void flush();
    else if (timer === undefined) {
      timer = setTimeout(() => void flush(), flushMs);
      timer.unref();
    }
  }

  function admit(): boolean {
    if (queued() >= ANALYTICS_QUEUE_MAX) {
      dropped += 1;
      return false;
    }
    return true;
  }

  /** Touches merged per (session, user) within a batch: the latest time, ended if any ended. */
  function touch(entry: SessionTouch): void {
    const existing = touches.find((t) => t.id === entry.id && t.userId === entry.userId);
    if (existing) {
      if (entry.at > existing.at) existing.at = entry.at;
      existing.ended ||= entry.ended;
      return;
    }
    if (admit()) touches.push(entry);
  }

  /** Queues a page view or event and notes the activity on its session. */
  function queueWithTouch<
    TRow extends { sessionId: string; userId?: string | null; createdAt?: unknown },
  >(queue: TRow[], row: TRow): void {
    if (!admit()) return;
    queue.push(row);
    touch({
      id: row.sessionId,
      userId: row.userId ?? null,
      at: row.createdAt instanceof Date ? row.createdAt : new Date(),
      ended: false,
    });
    schedule();
  }

  return {
    startSession(start: SessionStart): void {
      if (!admit()) return;
      starts.push(start);
      touch({ id: start.id, userId: start.userId, at: start.at, ended: false });
      schedule();
    },
    endSession(id: string, userId: string | null, at: Date): void {
      touch({ id, userId, at, ended: true });
      schedule();
    },
    pageView(row: Insertable<AnalyticsPageViewsTable>): void {
      queueWithTouch(pageViews, row);
    },
    event(row: Insertable<AnalyticsEventsTable>): void {
      queueWithTouch(events, row);
    },
    flush,
    /** Writes what is queued; called when the app closes. */
    close: flush,
  };
}

export type AnalyticsRecorder = ReturnType<typeof createAnalyticsRecorder>;
