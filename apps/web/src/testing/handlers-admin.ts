import type {
  AdminUserListResponse,
  AnalyticsUsersResponse,
  SupportInboxResponse,
  User,
} from '@healthscreen/api-client';
import { http, HttpResponse } from 'msw';

import { adminUser, patientUser } from './fixtures.ts';

/** Every analytics collection call the app made (path and body), in order. */
export const analyticsCalls: { path: string; body: unknown }[] = [];

export const basicUser: User = {
  ...patientUser,
  id: '8a6b4c2d-1e3f-4a5b-8c7d-9e0f1a2b3c4d',
  email: 'bob@example.com',
  firstName: 'Bob',
  lastName: 'Stone',
  subscriptionPlan: 'basic',
  subscriptionStatus: 'active',
};

/** GET /api/admin/users over three accounts, filtered like the server (search, plan). */
function listUsers(url: URL): AdminUserListResponse {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const plan = url.searchParams.get('plan') ?? 'all';
  const all = [adminUser, patientUser, basicUser];
  const users = all.filter(
    (user) =>
      (search === '' ||
        user.email.includes(search) ||
        `${user.firstName} ${user.lastName}`.toLowerCase().includes(search)) &&
      (plan === 'all' ||
        (plan === 'expired'
          ? user.subscriptionStatus === 'expired'
          : user.subscriptionPlan === plan)),
  );
  return {
    users,
    page: 1,
    limit: 50,
    total: users.length,
    totalPages: users.length > 0 ? 1 : 0,
    // the admin is counted apart, never as a trial user
    stats: { total: 2, premium: 0, basic: 1, trial: 1, expired: 0, suspended: 0, admins: 1 },
  };
}

export const analyticsFixture: AnalyticsUsersResponse = {
  days: 30,
  totals: { users: 3, sessions: 4, totalTime: 3725, averageSession: 931 },
  users: [
    {
      userId: patientUser.id,
      user: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: patientUser.email,
        userType: 'patient',
        createdAt: '2025-03-01T00:00:00.000Z',
      },
      totalSessions: 3,
      totalTime: 200,
      pageViews: 9,
      recentActivity: new Date(Date.now() - 10 * 60 * 1000).toISOString(),
      topPages: ['/dashboard', '/assessment', '/results', '/support', '/settings'],
    },
    {
      userId: basicUser.id,
      user: {
        firstName: 'Bob',
        lastName: 'Stone',
        email: basicUser.email,
        userType: 'patient',
        createdAt: '2025-02-01T00:00:00.000Z',
      },
      totalSessions: 0,
      totalTime: 0,
      pageViews: 0,
      recentActivity: null,
      topPages: [],
    },
  ],
};

export const inboxFixture: SupportInboxResponse = {
  messages: [
    {
      id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
      name: 'Eve',
      email: 'eve@example.com',
      subject: 'Strange markup',
      category: 'bug',
      message: '<img src=x onerror=alert(1)> please help',
      fromSignedInUser: false,
      createdAt: '2025-03-02T10:00:00.000Z',
      handledAt: null,
    },
  ],
  page: 1,
  limit: 20,
  total: 1,
  open: 1,
};

export const adminHandlers = [
  http.post('/api/analytics/*', async ({ request }) => {
    const text = await request.text();
    analyticsCalls.push({
      path: new URL(request.url).pathname,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    });
    return HttpResponse.json({ ok: true }, { status: 202 });
  }),
  http.get('/api/admin/users', ({ request }) => HttpResponse.json(listUsers(new URL(request.url)))),
  http.patch('/api/admin/users/:id', async ({ params, request }) => {
    const body = (await request.json()) as Partial<User>;
    const user = [adminUser, patientUser, basicUser].find((u) => u.id === params.id);
    return HttpResponse.json({ ...user, ...body });
  }),
  http.delete('/api/admin/users/:id', () => HttpResponse.json({ ok: true })),
  http.get('/api/analytics/users', ({ request }) =>
    HttpResponse.json({
      ...analyticsFixture,
      days: Number(new URL(request.url).searchParams.get('days') ?? 30),
    }),
  ),
  http.get('/api/admin/support-messages', () => HttpResponse.json(inboxFixture)),
  http.patch('/api/admin/support-messages/:id', () =>
    HttpResponse.json({ ...inboxFixture.messages[0], handledAt: '2025-03-03T10:00:00.000Z' }),
  ),
  http.get('/api/admin/audit-log', () =>
    HttpResponse.json({ entries: [], page: 1, limit: 50, total: 0 }),
  ),
];
