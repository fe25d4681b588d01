import type { User } from '@healthscreen/api-client';
import { http, HttpResponse } from 'msw';

import { adminHandlers } from './handlers-admin.ts';
import { fitnessHandlers } from './handlers-fitness.ts';
import { plansHandlers } from './handlers-plans.ts';
import { resultsHandlers } from './handlers-results.ts';
import { subscriptionHandlers } from './handlers-subscription.ts';
import { trendsHandlers } from './handlers-trends.ts';

/**
 * In-memory stand-in for the API used by the integration tests. `signedInAs` decides what
 * GET /api/auth/session (the web's session check) and GET /api/auth/user answer; tests change it with `setSignedInUser` or override single routes with
 * `server.use(...)`.
 */
let signedInAs: User | null = null;

export function setSignedInUser(user: User | null): void {
  signedInAs = user;
}

export const unauthorized = () =>
  HttpResponse.json({ message: 'Not signed in', code: 'UNAUTHORIZED' }, { status: 401 });

export const handlers = [
  http.get('/api/auth/user', () => (signedInAs ? HttpResponse.json(signedInAs) : unauthorized())),
  http.get('/api/auth/session', () => HttpResponse.json({ user: signedInAs })),
  http.post('/api/auth/logout', () => {
    signedInAs = null;
    return HttpResponse.json({ ok: true });
  }),
  http.get('/api/auth/sessions', () =>
    HttpResponse.json([
      {
        id: 'a1b2c3d4e5f6',
        createdAt: '2025-03-01T09:00:00.000Z',
        lastSeenAt: '2025-03-01T09:30:00.000Z',
        current: true,
      },
    ]),
  ),
  http.get('/api/support/challenge', () =>
    HttpResponse.json({ question: 'What is 3 + 4?', token: 'signed-token' }),
  ),
  ...resultsHandlers,
  ...plansHandlers,
  ...subscriptionHandlers,
  ...adminHandlers,
  ...fitnessHandlers,
  ...trendsHandlers,
];
