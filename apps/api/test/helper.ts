import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  sql,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';

import { DEFAULT_THROTTLE_LIMITS } from '../src/modules/auth/login-throttle.js';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { createDb, type DbHandle, type DbKind } from '../src/db/create-db.js';
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
  /** Closes the connection and drops this file's schema. */
  cleanup: () => Promise<void>;
  /** The schema this file runs in. */
  schema?: string;
}

/**
 * The test worker's one in-memory PGlite (made by the production path, createDb). Vitest runs a
 * worker's files one after another in one process (`isolate: false`, vitest.config.ts), so a PGlite
 * boot (~1.5 CPU-s, ~7 with the first WebAssembly compile) happens once per worker, not per file.
 */
let workerPglite: Promise<DbHandle> | undefined;
/** The schema the worker PGlite's one session has on its search_path now. */
let pgliteSearchPath: string | undefined;

/**
 * Kysely's driver for one schema of the worker PGlite: each connection is the PGlite's session,
 * held through the worker PGlite's own Kysely (one holder at a time, whichever schema), with the
 * search_path set to this schema first — so a file's queries, transactions included, see only its
 * own tables, as each file's own schema does on PostgreSQL.
 */
class SchemaDriver implements Driver {
  constructor(
    private readonly session: Kysely<Database>,
    private readonly schema: string,
  ) {}

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection & { release: () => void }> {
    return new Promise((resolve, reject) => {
      this.session
        .connection()
        .execute(async (connection) => {
          if (pgliteSearchPath !== this.schema) {
            await sql`set search_path to ${sql.id(this.schema)}`.execute(connection);
            pgliteSearchPath = this.schema;
          }
          await new Promise<void>((release) => {
            resolve({
              executeQuery: <R>(query: CompiledQuery) =>
                connection.executeQuery(query) as Promise<QueryResult<R>>,
              async *streamQuery<R>(query: CompiledQuery, chunkSize = 100) {
                const { rows } = (await connection.executeQuery(query)) as QueryResult<R>;
                for (let i = 0; i < rows.length; i += chunkSize) {
                  yield { rows: rows.slice(i, i + chunkSize) };
                }
              },
              release,
            });
          });
        })
        .catch(reject);
    });
  }

  async releaseConnection(connection: DatabaseConnection & { release: () => void }) {
    connection.release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await connection.executeQuery(
      CompiledQuery.raw(
        settings.isolationLevel
          ? `start transaction isolation level ${settings.isolationLevel}`
          : 'begin',
      ),
    );
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** The worker PGlite outlives each file's database; cleanup drops the schema. */
  async destroy(): Promise<void> {}
}

/** A migrated schema of its own in the worker's PGlite, with the app's Kysely plugins. */
async function createPgliteSchemaDb(): Promise<TestDb> {
  workerPglite ??= createDb({});
  const worker = await workerPglite;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await sql`create schema ${sql.id(schema)}`.execute(worker.db);
  // raw queries on the session (no result mapping: the schema's Kysely maps them once)
  const session = worker.db.withoutPlugins();
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new SchemaDriver(session, schema),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    },
    plugins: [...worker.db.getExecutor().plugins],
  });
  await migrateToLatest(db);
  return {
    db,
    kind: 'pglite',
    schema,
    cleanup: async () => {
      await db.destroy();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(worker.db);
    },
  };
}

/**
 * Migrates a test schema of the shared PostgreSQL database. Kysely's migrator first lists the
 * tables of every schema, calling `has_schema_privilege(name, …)` for each: when another test
 * file drops its schema during that scan, the call fails with 3F000 ("schema … does not exist",
 * in a parallel worker). Seen in 2 of 3 runs of the suite once password hashing got cheap and the
 * files ran closer together; the list is taken again.
 */
export async function migrateBesideOtherFiles(db: Kysely<Database>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateToLatest(db);
      return;
    } catch (error) {
      const cause =
        error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
      if (cause?.code !== '3F000' || attempt === 5) throw error;
    }
  }
}

/**
 * A fresh, migrated database: a new schema in the worker's in-memory PGlite, or a new schema in
 * TEST_DATABASE_URL.
 */
export async function createTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') return createPgliteSchemaDb();
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const handle = await createDb({ databaseUrl: url, searchPath: schema, poolMax: 5 });
  await migrateBesideOtherFiles(handle.db);
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

/** A whole database of its own on TEST_DATABASE_URL's server, for tests that need one. */
export interface ScratchDatabase {
  /** TEST_DATABASE_URL with this database's name. */
  url: string;
  /** Drops it, closing whatever is still connected. */
  drop: () => Promise<void>;
}

async function onTestServer(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database named `<prefix>_<random>` (server processes, cluster workers, backups and
 * restores need a database, not a schema: they connect with DATABASE_URL as users would).
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onTestServer(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onTestServer(`drop database if exists ${name} with (force)`),
  };
}
