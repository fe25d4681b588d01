import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDb, type DbHandle } from './create-db.js';
import { migrateToLatest } from './migrate.js';

describe('migrateToLatest', () => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createDb({});
  });

  afterAll(async () => {
    await handle.destroy();
  });

  it("migrates its own schema when another schema holds Kysely's migration tables", async () => {
    // what a benchmark or test run leaves behind in a shared database
    await sql`create schema leftover`.execute(handle.db);
    await sql`create table leftover.kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(
      handle.db,
    );
    await sql`create table leftover.kysely_migration_lock (id varchar(255) primary key, is_locked integer not null default 0)`.execute(
      handle.db,
    );

    const applied = await migrateToLatest(handle.db);

    expect(applied.length).toBeGreaterThan(10);
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from public.kysely_migration`.execute(handle.db);
    expect(rows[0]?.count).toBe(applied.length);
    const users = await sql<{ count: number }>`select count(*)::int as count from users`.execute(
      handle.db,
    );
    expect(users.rows[0]?.count).toBe(0);
  });

  it('finds nothing to do once every migration is applied, and still refuses a migration it does not know', async () => {
    await migrateToLatest(handle.db);
    expect(await migrateToLatest(handle.db)).toEqual([]);

    await sql`insert into kysely_migration (name, timestamp) values ('2099_01_01_000000_from_a_newer_app', now()::text)`.execute(
      handle.db,
    );
    await expect(migrateToLatest(handle.db)).rejects.toThrow(/2099_01_01_000000_from_a_newer_app/);
  });
});
