import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';

import { DEFAULT_THROTTLE_LIMITS } from '../src/modules/auth/login-throttle.js';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { createDb, type DbKind } from '../src/db/create-db.js';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const TEST_SESSION_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TestDb {
  db: Kysely<Database>;
  kind: DbKind;
  /** Closes the connection; for PostgreSQL also drops this file's schema. */
  cleanup: () => Promise<void>;
  /** PostgreSQL only: the schema this file runs in. */
  schema?: string;
}

/** A fresh, migrated database: in-memory PGlite, or a new schema in TEST_DATABASE_URL. */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const handle = await createDb({});
    await migrateToLatest(handle.db);
    return { db: handle.db, kind, cleanup: handle.destroy };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const handle = await createDb({ databaseUrl: url, searchPath: schema, poolMax: 5 });
  await migrateToLatest(handle.db);
  return {
    db: handle.db,
    kind,
    schema,
    cleanup: async () => {
      await handle.destroy();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    },
  };
}

export async function createTestApp(
  db: Kysely<Database>,
  options: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    sessionSecret: TEST_SESSION_SECRET,
    cookieSecure: false,
    // tests register many accounts and fail many logins from one address; the throttling tests
    // pass the real limits
    throttleLimits: {
      ...DEFAULT_THROTTLE_LIMITS,
      registrationsPerAddress: 100_000,
      loginAddressFailures: 100_000,
    },
    ...options,
  });
  await app.ready();
  return app;
}

/**
 * A fresh database and app for the enclosing describe block: created before its tests, closed and
 * dropped after them. Read `testApp.app` and `testApp.db` inside the tests (they are set by then).
 */
export function useTestApp(kind: DbKind, options: Partial<BuildAppOptions> = {}) {
  let testDb: TestDb | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    app = await createTestApp(testDb.db, options);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });
  return {
    get app(): FastifyInstance {
      if (!app) throw new Error('useTestApp: the app is ready only inside tests');
      return app;
    },
    get db(): Kysely<Database> {
      if (!testDb) throw new Error('useTestApp: the database is ready only inside tests');
      return testDb.db;
    },
  };
}

let counter = 0;
/** A unique, valid registration body. */
export function makeRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
    password: 'a sturdy passphrase 42',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

/** `sid=<value>` from a response's Set-Cookie, for the next request's Cookie header. */
export function getSessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  // a browser applies Set-Cookie headers in order: the last one for the name is what it keeps
  const cookie = response.cookies.findLast((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error('no session cookie in the response');
  return `${cookie.name}=${cookie.value}`;
}

/** Registers a new account and returns its session cookie, body and credentials. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  const body = makeRegistration(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return {
    cookie: getSessionCookie(response),
    user: response.json<{ user: { id: string; email: string } }>().user,
    email: body.email,
    password: body.password,
  };
}

/** A new account made admin, signed in afresh (so no cached session still says patient). */
export async function registerAdmin(app: FastifyInstance, db: Kysely<Database>) {
  const account = await registerUser(app, { firstName: 'Grace', lastName: 'Hopper' });
  await db
    .updateTable('users')
    .set({ userType: 'admin' })
    .where('id', '=', account.user.id)
    .execute();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  expect(login.statusCode).toBe(200);
  return { ...account, cookie: getSessionCookie(login) };
}
