import { randomUUID } from 'node:crypto';

import {
  fillRoutePath,
  HTTP_METHODS,
  listApiRoutes,
  ROUTES,
  SHARE_NOT_FOUND_MESSAGE,
  type ApiRoute,
} from '@healthscreen/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildApp } from '../src/app.js';
import { registerRoute } from '../src/lib/register-route.js';
import {
  createTestDb,
  DB_KINDS,
  registerUser,
  TEST_SESSION_SECRET,
  type TestDb,
  useTestApp,
} from './helper.js';

/**
 * Every `METHOD /path` the app serves under /api, read from Fastify's route tree (printed with
 * one node per path segment group; children are indented by four characters per level).
 */
function listServedApiRoutes(app: FastifyInstance): string[] {
  const served: string[] = [];
  for (const method of HTTP_METHODS) {
    const parents: string[] = [];
    for (const line of app.printRoutes({ method, commonPrefix: false }).split('\n')) {
      const match = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
      if (!match) continue;
      const depth = [...(match[1] ?? '')].length / 4;
      parents.length = depth;
      const path = `${parents.join('')}${match[2] ?? ''}`;
      parents.push(match[2] ?? '');
      if (match[3] !== undefined && path.startsWith('/api/')) served.push(`${method} ${path}`);
    }
  }
  return served.sort();
}

function describeRoute(route: ApiRoute): string {
  return `${route.method} ${route.path}`;
}

describe.each(DB_KINDS)('the route table on %s', (kind) => {
  const testApp = useTestApp(kind);

  it('registers a handler for every row', () => {
    const missing = listApiRoutes().filter(
      (route) => !testApp.app.hasRoute({ method: route.method, url: route.path }),
    );
    expect(missing.map(describeRoute)).toEqual([]);
  });

  it('serves no /api route that is not a row', () => {
    expect(listServedApiRoutes(testApp.app)).toEqual(listApiRoutes().map(describeRoute).sort());
  });

  it.each(
    listApiRoutes()
      .filter((route) => route.access === 'user')
      .map(describeRoute),
  )('%s answers 401 to a signed-out caller, before looking at the body', async (key) => {
    const route = listApiRoutes().find((candidate) => describeRoute(candidate) === key);
    if (!route) throw new Error(`no row ${key}`);
    const response = await testApp.app.inject({
      method: route.method,
      url: fillRoutePath(route.path, {
        id: randomUUID(),
        testId: randomUUID(),
        day: 'Monday',
        index: 0,
        sessionId: 'abcdefgh1234',
        provider: 'apple-health',
      }),
      ...(route.method === 'GET' ? {} : { payload: { notAField: [1, 2, 3] } }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lets a signed-out caller reach every anonymous row', async () => {
    const anonymous = listApiRoutes().filter((route) => route.access === 'anonymous');
    expect(anonymous.map(describeRoute)).toContain('POST /api/auth/login');
    for (const route of anonymous) {
      const response = await testApp.app.inject({
        method: route.method,
        url: fillRoutePath(route.path, { sessionId: 'abcdefgh1234', token: 'no-such-link' }),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, describeRoute(route)).not.toBe(401);
      if (route === ROUTES.shares.sharedReport) {
        // reached: an unknown share link answers the link's own 404, not the router's
        expect(response.json()).toMatchObject({ message: SHARE_NOT_FOUND_MESSAGE });
      } else {
        expect(response.statusCode, describeRoute(route)).not.toBe(404);
      }
    }
  });
});

describe('an admin row', () => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    // every request reads the user afresh, so a changed userType counts at once
    app = await buildApp({
      db: testDb.db,
      sessionSecret: TEST_SESSION_SECRET,
      cookieSecure: false,
      sessionCacheTtlMs: 0,
    });
    const adminRoute = {
      method: 'POST',
      path: '/api/admin/echo',
      access: 'admin',
      body: z.object({ word: z.string() }),
      responses: { 200: z.object({ word: z.string() }) },
    } as const satisfies ApiRoute;
    registerRoute(app, adminRoute, async (request) => ({ word: request.body.word }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('answers 401 signed out and 403 to a patient before the body is read, and serves admins', async () => {
    const echo = (payload: object, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/echo',
        payload,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const account = await registerUser(app);

    expect((await echo({ bad: true })).statusCode).toBe(401);
    const patient = await echo({ bad: true }, account.cookie);
    expect(patient.statusCode).toBe(403);
    expect(patient.json()).toMatchObject({ code: 'FORBIDDEN' });

    await testDb.db
      .updateTable('users')
      .set({ userType: 'admin' })
      .where('id', '=', account.user.id)
      .execute();
    expect((await echo({ bad: true }, account.cookie)).statusCode).toBe(400);
    const admin = await echo({ word: 'hello' }, account.cookie);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ word: 'hello' });
  });
});
