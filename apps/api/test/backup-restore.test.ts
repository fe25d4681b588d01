/**
 * Issue 35: the documented backup and restore (`pnpm db:backup`, `pnpm db:restore`, scripts/ at
 * the repository root) bring back every row. A seeded database — accounts, sessions, an
 * assessment, the migration table — is backed up, restored into a new, empty one, and each table
 * is compared by its row count and a digest of all its rows. PostgreSQL (pg_dump/pg_restore) when
 * TEST_DATABASE_URL is set and the client tools are installed; PGlite's directory always.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { createDb } from '../src/db/create-db.js';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { SURVEY_ANSWERS } from './fixtures.js';
import {
  createScratchDatabase,
  createTestApp,
  registerUser,
  type ScratchDatabase,
} from './helper.js';

const run = promisify(execFile);
const SCRIPTS = path.resolve(import.meta.dirname, '../../../scripts');
const BASE_URL = process.env.TEST_DATABASE_URL;
const HAS_PG_TOOLS = existsSync('/usr/bin/pg_dump') && existsSync('/usr/bin/pg_restore');

/** Every table of the current schema: its row count and an md5 of its rows in a fixed order. */
async function tableDigests(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by 1
  `.execute(db);
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ count: string; digest: string | null }>`
      select count(*)::text as count, md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${sql.table(name)} t
    `.execute(db);
    digests[name] = `${rows[0]?.count}:${rows[0]?.digest ?? ''}`;
  }
  return digests;
}

/** Accounts, sessions and an assessment, written through the app as users would. */
async function seed(db: Kysely<Database>): Promise<void> {
  const app = await createTestApp(db);
  try {
    for (let i = 0; i < 3; i += 1) {
      const account = await registerUser(app);
      const saved = await app.inject({
        method: 'POST',
        url: '/api/assessments',
        headers: { cookie: account.cookie },
        payload: SURVEY_ANSWERS,
      });
      expect(saved.statusCode).toBe(201);
    }
  } finally {
    await app.close();
  }
}

describe.skipIf(!BASE_URL || !HAS_PG_TOOLS)('PostgreSQL: pg_dump, then pg_restore', () => {
  const databases: ScratchDatabase[] = [];
  let dir = '';

  afterAll(async () => {
    for (const database of databases) await database.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('restores every row of every table into an empty database, and refuses a full one', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hs-backup-'));
    for (const prefix of ['hs_backup', 'hs_restored']) {
      databases.push(await createScratchDatabase(prefix));
    }
    const urls = databases.map((database) => database.url);
    const source = await createDb({ databaseUrl: urls[0] });
    await migrateToLatest(source.db);
    await seed(source.db);
    const before = await tableDigests(source.db);
    await source.destroy();
    expect(before.users?.startsWith('3:')).toBe(true);
    expect(before.assessments?.startsWith('3:')).toBe(true);

    const file = path.join(dir, 'healthscreen.dump');
    await run(path.join(SCRIPTS, 'db-backup.sh'), [file], {
      env: { ...process.env, DATABASE_URL: urls[0] },
    });
    await run(path.join(SCRIPTS, 'db-restore.sh'), [file], {
      env: { ...process.env, DATABASE_URL: urls[1] },
    });
    const restored = await createDb({ databaseUrl: urls[1] });
    try {
      expect(await tableDigests(restored.db)).toEqual(before);
      // nothing left to migrate, and the app works on it
      expect(await migrateToLatest(restored.db)).toEqual([]);
    } finally {
      await restored.destroy();
    }
    await expect(
      run(path.join(SCRIPTS, 'db-restore.sh'), [file], {
        env: { ...process.env, DATABASE_URL: urls[1] },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('restore into an empty database') });
  }, 120_000);
});

describe('PGlite: the stopped data directory, copied and unpacked', () => {
  let dir = '';

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('restores every row of every table into a new data directory', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hs-backup-pglite-'));
    const env = { ...process.env, DATABASE_URL: '', PORT: '' };
    const source = await createDb({ pgliteDir: path.join(dir, 'a', 'pglite') });
    await migrateToLatest(source.db);
    await seed(source.db);
    const before = await tableDigests(source.db);
    await source.destroy();

    const file = path.join(dir, 'pglite.tar.gz');
    await run(path.join(SCRIPTS, 'db-backup.sh'), [file], {
      env: { ...env, DATA_DIR: path.join(dir, 'a') },
    });
    await run(path.join(SCRIPTS, 'db-restore.sh'), [file], {
      env: { ...env, DATA_DIR: path.join(dir, 'b') },
    });
    const restored = await createDb({ pgliteDir: path.join(dir, 'b', 'pglite') });
    try {
      expect(await tableDigests(restored.db)).toEqual(before);
    } finally {
      await restored.destroy();
    }
    // never over an existing database
    await expect(
      run(path.join(SCRIPTS, 'db-restore.sh'), [file], {
        env: { ...env, DATA_DIR: path.join(dir, 'b') },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('exists') });
  }, 120_000);
});
