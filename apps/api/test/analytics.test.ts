import { AnalyticsUsersResponseSchema, type UserAnalyticsRow } from '@healthscreen/api-client';
import { describe, expect, it, vi } from 'vitest';

import { callAs } from './kit.js';
import { DB_KINDS, registerAdmin, registerUser, useTestApp } from './helper.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(DB_KINDS)('usage analytics on %s', (kind) => {
  let clock = Date.parse('2026-06-30T12:00:00Z');
  const testApp = useTestApp(kind, { now: () => clock, analyticsFlushMs: 5 });

  async function send(cookie: string | undefined, url: string, payload?: object) {
    const response = await callAs(testApp.app, cookie)('POST', url, payload);
    expect(response.statusCode, response.body).toBe(202);
  }

  /** Waits until the batched writes have reached the table. */
  async function waitForRows(table: 'analyticsPageViews' | 'analyticsSessions', count: number) {
    await vi.waitFor(async () => {
      const rows = await testApp.db.selectFrom(table).select('id').execute();
      expect(rows.length).toBeGreaterThanOrEqual(count);
    });
  }

  it('binds visits to the signed-in user on the server, keeps no IP address, and aggregates them', async () => {
    const admin = await registerAdmin(testApp.app, testApp.db);
    const ada = await registerUser(testApp.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const bob = await registerUser(testApp.app, { firstName: 'Bob', lastName: 'Stone' });
    const start = clock;

    // 40 days ago: outside the 30-day range, inside the 90-day one
    clock = start - 40 * DAY;
    await send(ada.cookie, '/api/analytics/session', {
      sessionId: 'ada-old-session',
      userAgent: 'UA',
      ipAddress: 'client-side',
    });
    await send(ada.cookie, '/api/analytics/pageview', {
      sessionId: 'ada-old-session',
      path: '/dashboard',
      timeOnPage: 100,
    });

    clock = start - 2 * DAY;
    await send(ada.cookie, '/api/analytics/session', { sessionId: 'ada-session-1' });
    await send(ada.cookie, '/api/analytics/pageview', {
      sessionId: 'ada-session-1',
      path: '/assessment',
      timeOnPage: 30,
    });
    await send(ada.cookie, '/api/analytics/pageview', {
      sessionId: 'ada-session-1',
      path: '/dashboard',
      referrer: '/assessment',
      timeOnPage: 20,
    });
    await send(ada.cookie, '/api/analytics/pageview', {
      sessionId: 'ada-session-1',
      path: '/dashboard',
      timeOnPage: 10,
    });
    await send(ada.cookie, '/api/analytics/event', {
      sessionId: 'ada-session-1',
      eventType: 'click',
      category: 'plan',
      action: 'open',
      metadata: { tab: 'diet' },
    });
    clock = start - 30 * 60 * 1000;
    await send(ada.cookie, '/api/analytics/session', { sessionId: 'ada-session-2' });
    await send(ada.cookie, '/api/analytics/pageview', {
      sessionId: 'ada-session-2',
      path: '/support',
      timeOnPage: 5,
    });
    await send(ada.cookie, '/api/analytics/session/ada-session-2/end');
    // Bob cannot end or claim Ada's session; a signed-out visitor counts only in the totals
    await send(bob.cookie, '/api/analytics/session/ada-session-1/end');
    await send(undefined, '/api/analytics/session', { sessionId: 'anonymous-visit' });
    await send(undefined, '/api/analytics/pageview', {
      sessionId: 'anonymous-visit',
      path: '/',
      timeOnPage: 7,
    });
    clock = start;
    await waitForRows('analyticsPageViews', 6);
    await waitForRows('analyticsSessions', 4);

    const sessions = await testApp.db.selectFrom('analyticsSessions').selectAll().execute();
    const byId = new Map(sessions.map((s) => [s.id, s]));
    expect(byId.get('ada-session-1')?.endedAt).toBeNull();
    expect(byId.get('ada-session-2')?.endedAt).not.toBeNull();
    expect(byId.get('ada-session-1')?.userId).toBe(ada.user.id);
    expect(byId.get('anonymous-visit')?.userId).toBeNull();
    expect(JSON.stringify(sessions)).not.toMatch(/127\.0\.0\.1|client-side/);

    const read = async (days: number) => {
      const response = await callAs(testApp.app, admin.cookie)(
        'GET',
        `/api/analytics/users?days=${days}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return AnalyticsUsersResponseSchema.parse(response.json());
    };
    const month = await read(30);
    const adaRow = month.users.find((row) => row.userId === ada.user.id);
    expect(adaRow).toEqual<UserAnalyticsRow>({
      userId: ada.user.id,
      user: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: ada.email,
        userType: 'patient',
        createdAt: expect.any(String) as string,
      },
      totalSessions: 2,
      totalTime: 30 + 20 + 10 + 5,
      pageViews: 4,
      recentActivity: new Date(start - 30 * 60 * 1000).toISOString(),
      topPages: ['/dashboard', '/assessment', '/support'],
    });
    // Bob joined in the range and did nothing: a row with no activity
    expect(month.users.find((row) => row.userId === bob.user.id)).toMatchObject({
      totalSessions: 0,
      totalTime: 0,
      recentActivity: null,
      topPages: [],
    });
    expect(month.totals).toEqual({
      users: (await testApp.db.selectFrom('users').select('id').execute()).length,
      sessions: 3,
      totalTime: 65 + 7,
      averageSession: Math.round(72 / 3),
    });
    // the most recently active first
    expect(month.users[0]?.userId).toBe(ada.user.id);

    const quarter = await read(90);
    expect(quarter.users.find((row) => row.userId === ada.user.id)).toMatchObject({
      totalSessions: 3,
      totalTime: 165,
      topPages: ['/dashboard', '/assessment', '/support'],
    });
    expect(quarter.totals.sessions).toBe(4);
    expect(
      (await callAs(testApp.app, admin.cookie)('GET', '/api/analytics/users?days=14')).statusCode,
    ).toBe(400);
  });

  it('refuses health values in event metadata, query strings in paths and malformed session ids', async () => {
    const call = callAs(testApp.app, undefined);
    const refused = [
      [
        '/api/analytics/event',
        { sessionId: 'abcdefgh1', eventType: 'x', metadata: { weightKg: 81 } },
      ],
      [
        '/api/analytics/event',
        { sessionId: 'abcdefgh1', eventType: 'x', metadata: { systolicBp: 150 } },
      ],
      [
        '/api/analytics/pageview',
        { sessionId: 'abcdefgh1', path: '/reset-password?token=abc', timeOnPage: 1 },
      ],
      [
        '/api/analytics/pageview',
        {
          sessionId: 'abcdefgh1',
          path: '/x',
          referrer: 'https://elsewhere.example/',
          timeOnPage: 1,
        },
      ],
      ['/api/analytics/session', { sessionId: 'short' }],
      ['/api/analytics/session', { sessionId: "x'; drop table users; --" }],
    ] as const;
    for (const [url, body] of refused) {
      expect((await call('POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
