import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb, prepareClusterTemplate } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ARGON2_OPTIONS, setPasswordHashOptions } from '../src/lib/passwords.js';
import { SEED_ADMIN_EMAIL, SEED_DEMO_EMAIL, seedInitialAccounts } from '../src/db/seed.js';
import { SERVER_V8_FLAGS } from '../src/runtime-flags.js';
import { resolveSessionSecret } from '../src/session-secret.js';
import { createTestDb, DB_KINDS, type TestDb, useTestApp } from './helper.js';

describe.each(DB_KINDS)('first start on %s', (kind) => {
  const testApp = useTestApp(kind);

  it('running the migrations again changes nothing', async () => {
    expect(await migrateToLatest(testApp.db)).toEqual([]);
  });

  it('creates the admin and the demo patient once, with generated passwords that work', async () => {
    // the production parameters (the suite hashes with cheap ones: test/setup.ts)
    const seeded = await withProductionHashing(() =>
      seedInitialAccounts(testApp.db, { now: Date.now() }),
    );
    expect(seeded.map((a) => [a.email, a.userType])).toEqual([
      [SEED_ADMIN_EMAIL, 'admin'],
      [SEED_DEMO_EMAIL, 'patient'],
    ]);
    const [admin, demo] = seeded;
    expect(admin?.password).toMatch(/^[\w-]{24}$/);
    expect(admin?.password).not.toBe(demo?.password);

    const adminLogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEED_ADMIN_EMAIL, password: admin?.password },
    });
    expect(adminLogin.statusCode).toBe(200);
    expect(adminLogin.json()).toMatchObject({ user: { userType: 'admin' } });

    const demoLogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEED_DEMO_EMAIL, password: demo?.password },
    });
    expect(demoLogin.json()).toMatchObject({
      user: { userType: 'patient', subscriptionPlan: 'trial', subscriptionStatus: 'trial' },
    });

    const rows = await testApp.db.selectFrom('users').select('passwordHash').execute();
    for (const row of rows) expect(parseOptions(row.passwordHash).memoryCost).toBe(19_456);

    // a second start finds users and creates nothing
    expect(await seedInitialAccounts(testApp.db, { now: Date.now() })).toEqual([]);
  });
});

describe('seed passwords from the environment', () => {
  let testDb: TestDb;

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('uses SEED_ADMIN_PASSWORD / SEED_DEMO_PASSWORD when given', async () => {
    const seeded = await seedInitialAccounts(testDb.db, {
      adminPassword: 'admin pass from env',
      demoPassword: 'demo pass from env',
      now: Date.now(),
    });
    expect(seeded.map((a) => [a.password, a.passwordFromEnv])).toEqual([
      ['admin pass from env', true],
      ['demo pass from env', true],
    ]);
  });
});

describe('resolveSessionSecret', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hs-secret-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('generates a secret once, stores it with mode 0600 and reuses it', async () => {
    const first = await resolveSessionSecret(undefined, dir);
    const second = await resolveSessionSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect((await readFile(path.join(dir, 'session-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dir, 'session-secret'))).mode & 0o777).toBe(0o600);
  });

  it('prefers SESSION_SECRET when set', async () => {
    expect(await resolveSessionSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
  });
});

describe('a new data directory after a build', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hs-pglite-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('starts from the migrated cluster the build made: the tables are there before any migration runs', async () => {
    await prepareClusterTemplate();
    const handle = await createDb({ pgliteDir: path.join(dir, 'data') });
    try {
      // no migration has run in this process on this database, yet the schema is complete
      const users = await handle.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
      expect(await migrateToLatest(handle.db)).toEqual([]);
      await handle.db
        .insertInto('users')
        .values({
          email: 'first@example.com',
          passwordHash: 'x',
          firstName: 'A',
          lastName: 'B',
          userType: 'patient',
          subscriptionPlan: 'trial',
          subscriptionStatus: 'trial',
        })
        .execute();
    } finally {
      await handle.destroy();
    }
    // each new data directory is a copy: the first one's user is not in the next one
    const next = await createDb({ pgliteDir: path.join(dir, 'next') });
    try {
      expect(await next.db.selectFrom('users').select('email').execute()).toEqual([]);
    } finally {
      await next.destroy();
    }
    const reopened = await createDb({ pgliteDir: path.join(dir, 'data') });
    try {
      const users = await reopened.db.selectFrom('users').select('email').execute();
      expect(users).toEqual([{ email: 'first@example.com' }]);
    } finally {
      await reopened.destroy();
    }
    // no half-made copy is left beside them
    expect((await readdir(dir)).sort()).toEqual(['data', 'next']);
  }, 120_000);
});

describe('pnpm start', () => {
  it('runs the server with the V8 flags the bench measured it with', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'),
    ) as { scripts: { start: string } };
    expect(manifest.scripts.start).toBe(`node ${SERVER_V8_FLAGS.join(' ')} dist/server.js`);
  });
});

/** Runs `work` with the production argon2 parameters, then restores the suite's cheap ones. */
async function withProductionHashing<T>(work: () => Promise<T>): Promise<T> {
  const restore = setPasswordHashOptions(ARGON2_OPTIONS);
  try {
    return await work();
  } finally {
    restore();
  }
}
