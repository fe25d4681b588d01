import { randomBytes } from 'node:crypto';

import { Signer } from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb, type DbHandle } from '../src/db/create-db.js';
import { createReadiness } from '../src/lib/readiness.js';
import {
  createTestApp,
  createTestDb,
  migrateBesideOtherFiles,
  registerUser,
  TEST_SESSION_SECRET,
  type TestDb,
} from './helper.js';

describe('PostgreSQL unreachable', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const poolErrors: Error[] = [];

  beforeAll(async () => {
    // nothing listens on port 1: every connection attempt is refused
    handle = await createDb({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      onPoolError: (error) => poolErrors.push(error),
    });
    app = await createTestApp(handle.db);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.destroy();
  });

  it('GET /api/health answers 503', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('a request with a session cookie answers 503, not 500', async () => {
    const signed = new Signer(TEST_SESSION_SECRET).sign(randomBytes(24).toString('base64url'));
    const cookie = `sid=${encodeURIComponent(signed)}`;
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('liveness answers 200 without the database; readiness 503 with Retry-After', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
  });

  it('login answers 503', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'whatever it is' },
    });
    expect(response.statusCode).toBe(503);
  });
});

describe('an app whose database start-up is not done yet', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const readiness = createReadiness();

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    app = await createTestApp(testDb.db, { readiness });
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  it('answers 503 with Retry-After on the API but the liveness probe, then serves once ready', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    for (const request of [
      { method: 'GET', url: '/api/health/ready' },
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/auth/user' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'x' } },
    ] as const) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after'], request.url).toBeDefined();
      expect(response.json(), request.url).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }

    readiness.markReady();
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const account = await registerUser(app);
    expect(account.user.id).toBeTruthy();
  });
});

describe('PGlite closed under the app', () => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    app = await createTestApp(testDb.db);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 on /api/health and on a signed-in request', async () => {
    const account = await registerUser(app);
    await testDb.cleanup();

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const user = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(health.statusCode).toBe(503);
    expect(user.statusCode).toBe(503);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections killed', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const applicationName = `hs-outage-${randomBytes(4).toString('hex')}`;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let handle: DbHandle;
  let app: FastifyInstance;
  const poolErrors: Error[] = [];

  async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((c) => c.query(`create schema ${schema}`));
    handle = await createDb({
      databaseUrl: url,
      searchPath: schema,
      applicationName,
      onPoolError: (error) => poolErrors.push(error),
    });
    await migrateBesideOtherFiles(handle.db);
    app = await createTestApp(handle.db);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.destroy();
    await admin((c) => c.query(`drop schema if exists ${schema} cascade`));
  });

  it('survives the server killing its idle connections and keeps answering', async () => {
    const account = await registerUser(app);
    const killed = await admin((c) =>
      c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      ),
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(poolErrors.length).toBeGreaterThan(0);
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('an outage in the log', () => {
  it('writes one line when it starts, not one per refused request', async () => {
    const lines: string[] = [];
    const handle = await createDb({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      onPoolError: () => undefined,
    });
    const app = await createTestApp(handle.db, {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      for (let i = 0; i < 40; i += 1) {
        const url = i % 2 === 0 ? '/api/health' : '/api/auth/login';
        const response =
          i % 2 === 0
            ? await app.inject({ method: 'GET', url })
            : await app.inject({
                method: 'POST',
                url,
                payload: { email: 'a@example.com', password: 'whatever it is' },
              });
        expect(response.statusCode).toBe(503);
      }
      const errorLines = lines.filter((line) => line.includes('"level":50'));
      expect(errorLines).toHaveLength(1);
      expect(errorLines[0]).toContain('outage started');
      expect(lines.filter((line) => line.includes('database unavailable'))).toHaveLength(1);
    } finally {
      await app.close();
      await handle.destroy();
    }
  });
});
