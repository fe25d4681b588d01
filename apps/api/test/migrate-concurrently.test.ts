/**
 * Issue 35: several processes starting at once on one new database (or `pnpm db:migrate` beside
 * them) migrate it once and seed the first accounts once, without an error in any of them.
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { createDb, type DbHandle } from '../src/db/create-db.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedInitialAccounts } from '../src/db/seed.js';

const URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!URL)('migrations and the first accounts from several processes at once', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handles: DbHandle[] = [];

  async function admin(text: string) {
    const client = new pg.Client({ connectionString: URL });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.destroy()));
    await admin(`drop schema if exists ${schema} cascade`);
  });

  it('applies every migration once and creates the two accounts once', async () => {
    await admin(`create schema ${schema}`);
    for (let i = 0; i < 4; i += 1) {
      handles.push(await createDb({ databaseUrl: URL, searchPath: schema, poolMax: 3 }));
    }
    const applied = await Promise.all(
      handles.map(async (handle) => {
        const names = await migrateToLatest(handle.db);
        await seedInitialAccounts(handle.db, {
          adminPassword: 'an admin password for the test',
          demoPassword: 'a demo password for the test',
          now: Date.now(),
        });
        return names;
      }),
    );
    // one of them applied the whole list; the others found nothing left to do
    const lists = applied.filter((names) => names.length > 0);
    expect(lists).toHaveLength(1);
    const migrations = await admin(`select name from ${schema}.kysely_migration`);
    expect(migrations.rowCount).toBe(lists[0]?.length);
    const users = await admin(`select email from ${schema}.users order by email`);
    expect(users.rows.map((row: { email: string }) => row.email)).toEqual([
      'admin@healthscreen.local',
      'demo@healthscreen.local',
    ]);
  });
});
