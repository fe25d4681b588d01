import { ROUTES, type AnalyticsUsersResponse } from '@healthscreen/api-client';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/database.js';
import { registerRoute } from '../../lib/register-route.js';
import type { AnalyticsRecorder } from './recorder.js';

export interface AnalyticsRoutesOptions {
  db: Kysely<Database>;
  recorder: AnalyticsRecorder;
  now: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows the analytics page lists at most (the most recently active first). */
export const ANALYTICS_MAX_ROWS = 500;
/** Each address may send this many analytics calls a minute (a page sends a few per visit). */
const ANALYTICS_RATE_LIMIT = { max: 120, timeWindow: 60 * 1000 };

interface AnalyticsRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: 'admin' | 'provider' | 'patient';
  createdAt: Date;
  sessions: string | number;
  totalTime: string | number;
  pageViews: string | number;
  recentActivity: Date | null;
  topPages: string[] | null;
}

/**
 * Per-user usage over the last `days` (sessions started, page views and their time, pages by
 * visits) and the last activity ever, aggregated in SQL: users active in the range or who joined
 * in it, most recently active first.
 */
export async function aggregateUserAnalytics(
  db: Kysely<Database>,
  days: number,
  now: number,
): Promise<AnalyticsUsersResponse> {
  const since = new Date(now - days * DAY_MS);
  const rows = await sql<AnalyticsRow>`
    with sess as (
      select user_id, count(*) as sessions from analytics_sessions
      where started_at >= ${since} and user_id is not null group by user_id
    ), pages as (
      select user_id, path, count(*) as visits, sum(time_on_page) as seconds
      from analytics_page_views
      where created_at >= ${since} and user_id is not null group by user_id, path
    ), pv as (
      select user_id, sum(visits) as page_views, sum(seconds) as total_time,
        array_agg(path order by visits desc, path) as top_pages
      from pages group by user_id
    ), last as (
      select user_id, max(last_activity_at) as at from analytics_sessions
      where user_id is not null group by user_id
    )
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
      u.user_type as "userType", u.created_at as "createdAt",
      coalesce(sess.sessions, 0) as sessions, coalesce(pv.total_time, 0) as "totalTime",
      coalesce(pv.page_views, 0) as "pageViews", last.at as "recentActivity",
      pv.top_pages as "topPages"
    from users u
    left join sess on sess.user_id = u.id
    left join pv on pv.user_id = u.id
    left join last on last.user_id = u.id
    where sess.user_id is not null or pv.user_id is not null or u.created_at >= ${since}
    order by last.at desc nulls last, u.created_at desc
    limit ${ANALYTICS_MAX_ROWS}
  `.execute(db);
  const totals = await sql<{ users: string; sessions: string; totalTime: string }>`
    select (select count(*) from users) as users,
      (select count(*) from analytics_sessions where started_at >= ${since}) as sessions,
      (select coalesce(sum(time_on_page), 0) from analytics_page_views where created_at >= ${since})
        as "totalTime"
  `.execute(db);
  const total = totals.rows[0] ?? { users: '0', sessions: '0', totalTime: '0' };
  const sessions = Number(total.sessions);
  const totalTime = Number(total.totalTime);
  return {
    days,
    totals: {
      users: Number(total.users),
      sessions,
      totalTime,
      averageSession: sessions === 0 ? 0 : Math.round(totalTime / sessions),
    },
    users: rows.rows.map((row) => ({
      userId: row.id,
      user: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        userType: row.userType,
        createdAt: new Date(row.createdAt).toISOString(),
      },
      totalSessions: Number(row.sessions),
      totalTime: Number(row.totalTime),
      pageViews: Number(row.pageViews),
      recentActivity: row.recentActivity ? new Date(row.recentActivity).toISOString() : null,
      topPages: row.topPages ?? [],
    })),
  };
}

/**
 * The spec's four collection calls (bound to the signed-in user from the cookie, or anonymous;
 * never an IP address) and the admins' aggregate.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (
  app,
  { db, recorder, now },
) => {
  const limited = { config: { rateLimit: ANALYTICS_RATE_LIMIT } };
  const accepted = { ok: true as const };

  registerRoute(
    app,
    ROUTES.analytics.startSession,
    async (request, reply) => {
      recorder.startSession({
        id: request.body.sessionId,
        userId: request.sessionUser?.id ?? null,
        userAgent: request.body.userAgent ?? '',
        at: new Date(now()),
      });
      return reply.code(202).send(accepted);
    },
    limited,
  );

  registerRoute(
    app,
    ROUTES.analytics.endSession,
    async (request, reply) => {
      recorder.endSession(
        request.params.sessionId,
        request.sessionUser?.id ?? null,
        new Date(now()),
      );
      return reply.code(202).send(accepted);
    },
    limited,
  );

  registerRoute(
    app,
    ROUTES.analytics.pageView,
    async (request, reply) => {
      recorder.pageView({
        sessionId: request.body.sessionId,
        userId: request.sessionUser?.id ?? null,
        path: request.body.path,
        referrer: request.body.referrer,
        timeOnPage: request.body.timeOnPage,
        createdAt: new Date(now()),
      });
      return reply.code(202).send(accepted);
    },
    limited,
  );

  registerRoute(
    app,
    ROUTES.analytics.event,
    async (request, reply) => {
      const body = request.body;
      recorder.event({
        sessionId: body.sessionId,
        userId: request.sessionUser?.id ?? null,
        eventType: body.eventType,
        category: body.category ?? null,
        action: body.action ?? null,
        label: body.label ?? null,
        value: body.value ?? null,
        metadata: JSON.stringify(body.metadata ?? {}),
        createdAt: new Date(now()),
      });
      return reply.code(202).send(accepted);
    },
    limited,
  );

  registerRoute(app, ROUTES.analytics.users, async (request) =>
    aggregateUserAnalytics(db, request.query.days, now()),
  );
};
