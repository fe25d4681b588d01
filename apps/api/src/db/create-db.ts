import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';

import type { PoolStats } from '../lib/metrics.js';
import type { Database } from './database.js';
import { MIGRATION_LIST_KEY, migrateToLatest } from './migrate.js';
import {
  copyMigratedClusterTemplate,
  hasMigratedClusterTemplate,
  makeMigratedClusterTemplate,
  readClusterTemplate,
} from './pglite-template.js';

export type DbKind = 'postgres' | 'pglite';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Closes the pool / PGlite instance. */
  destroy: () => Promise<void>;
  /** PostgreSQL only: the pool's connections now (the metrics' gauges). */
  poolStats?: () => PoolStats;
}

export interface CreateDbOptions {
  /** postgres://… → PostgreSQL via `pg`. Otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite persists its files; omit for an in-memory PGlite (tests). */
  pgliteDir?: string | undefined;
  /** PostgreSQL only: run every connection with this `search_path` (tests use one schema each). */
  searchPath?: string | undefined;
  /** PostgreSQL only: `application_name` of the connections (default 'healthscreen-api'). */
  applicationName?: string | undefined;
  /** PostgreSQL only: maximum pool size (default 10). */
  poolMax?: number | undefined;
  /** Called when an idle pooled connection fails (e.g. the server restarted). Never throws. */
  onPoolError?: ((error: Error) => void) | undefined;
}

/** A checked-out client's connection error also rejects its query; the pool then drops it. */
function ignoreCheckedOutClientError(): void {}

/** Distinct statement texts that get a name; anything past this runs unnamed. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * Wraps a pg pool so that every parameterised query Kysely sends runs as a named (prepared)
 * statement: PostgreSQL then parses and plans it once per connection instead of on every call.
 * The session lookup is ~3.5× cheaper for the server this way (pgbench on this machine). Kysely's
 * query shapes are finite, so the set of names stays small; it is capped anyway.
 */
export function createPreparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `k_${createHash('sha1').update(text).digest('hex')}`;
      names.set(text, name);
    }
    return name;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = {
        query: ((textOrCursor: unknown, values?: unknown[]) => {
          if (typeof textOrCursor === 'string' && values && values.length > 0) {
            const name = nameFor(textOrCursor);
            if (name) return client.query({ name, text: textOrCursor, values });
          }
          return (client.query as (a: unknown, b?: unknown) => unknown)(textOrCursor, values);
        }) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}

// pg_trgm backs the admin user search (migration 2026_11_25_000004)
const pgliteOptions = { extensions: { pg_trgm } };

function createPlugins() {
  return [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
}

/**
 * Makes the tarballs new embedded databases start from (run by `pnpm build`, from package.json):
 * the fresh cluster (every new database) and the cluster with the current migrations applied (a
 * server's new data directory).
 * @public
 */
export async function prepareClusterTemplate(): Promise<void> {
  if (!(await readClusterTemplate(pgliteOptions))) throw new Error('no PGlite cluster template');
  if (hasMigratedClusterTemplate(pgliteOptions, MIGRATION_LIST_KEY)) return;
  await makeMigratedClusterTemplate(pgliteOptions, MIGRATION_LIST_KEY, async (pglite) => {
    // the same plugins as the app's databases, so the migrations run exactly as at a start
    const db = new Kysely<Database>({
      dialect: new PGliteDialect(pglite),
      plugins: createPlugins(),
    });
    await migrateToLatest(db);
  });
}

/** One factory for both dialects. Both speak PostgreSQL; stay within PostgreSQL 15 features. */
export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  // column names only: JSON values (answers, scores with every calculation step) come back as
  // they were written — mapping their keys copied every nested object on every read
  const plugins = createPlugins();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5_000,
      application_name: options.applicationName ?? 'healthscreen-api',
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // Without this listener an idle client's error (database restart) would crash the process.
    pool.on('error', (error) => options.onPoolError?.(error));
    // pg-pool listens for errors only while a client is idle: one that is checked out (a query or
    // transaction under way when PostgreSQL stops or resets the connection) emits 'error' with no
    // listener, which would throw and end the process. The query in flight rejects with the same
    // error (answered 503); the pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', ignoreCheckedOutClientError);
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: createPreparingPool(pool) }),
      plugins,
    });
    return {
      db,
      kind: 'postgres',
      destroy: () => db.destroy(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  let pglite: PGlite;
  if (options.pgliteDir) {
    await mkdir(path.dirname(options.pgliteDir), { recursive: true });
    // a new data directory is a copy of the migrated cluster when `pnpm build` made one, else it
    // starts from the kept fresh cluster rather than running initdb
    const isNew =
      !existsSync(path.join(options.pgliteDir, 'PG_VERSION')) &&
      !(await copyMigratedClusterTemplate(pgliteOptions, MIGRATION_LIST_KEY, options.pgliteDir));
    const loadDataDir = isNew ? await readClusterTemplate(pgliteOptions) : undefined;
    pglite = new PGlite(options.pgliteDir, {
      ...pgliteOptions,
      ...(loadDataDir && { loadDataDir }),
    });
  } else {
    const loadDataDir = await readClusterTemplate(pgliteOptions);
    pglite = new PGlite({ ...pgliteOptions, ...(loadDataDir && { loadDataDir }) });
  }
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
  return { db, kind: 'pglite', destroy: () => db.destroy() };
}
