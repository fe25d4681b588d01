import { gunzipSync, gzipSync } from 'node:zlib';

import { sql, type Kysely } from 'kysely';

/**
 * Issue 12 (ADR 0016): an assessment's scores (~52 KB of JSON with every calculation step, never
 * queried inside PostgreSQL since the trends read them in the app) are stored gzip-packed in a
 * `bytea` column, written by the app (db/packed-json.ts). PostgreSQL no longer checks 52 KB of JSON
 * and compresses it with every save; `storage external` keeps it from trying to compress the
 * packed bytes again. The existing rows are packed here, in batches, with the same zlib settings;
 * their JSON text is kept exactly.
 *
 * The row's other JSON (answers ~2 KB, recommendations ~5 KB, summary ~1 KB) still makes it
 * larger than PostgreSQL's 2 KB TOAST threshold, so every save had PostgreSQL compress them with
 * its default pglz; lz4 (where the server has it: PostgreSQL 14+ built with it, not PGlite) does
 * the same work in less CPU (measured in ADR 0016).
 */
const JSON_COLUMNS = ['responses', 'recommendations', 'summary', 'red_flags'];
const BATCH = 200;
/** The level db/packed-json.ts packs with (copied: a migration does not change with the app). */
const GZIP_LEVEL = 3;

interface Batch<Value> {
  rows: { id: string; value: Value }[];
}

/** Reads every row batch by batch in id order (after the last id read) and writes each. */
async function convert<Value>(
  read: (after: string | null) => Promise<Batch<Value>>,
  write: (id: string, value: Value) => Promise<void>,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const { rows } = await read(after);
    for (const row of rows) await write(row.id, row.value);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]?.id ?? null;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table assessments add column risk_scores_packed bytea`.execute(db);
  await convert<string>(
    async (after) => {
      const { rows } = await sql<{ id: string; value: string }>`
        select id, risk_scores::text as value from assessments
        where ${after === null ? sql`true` : sql`id > ${after}`}
        order by id limit ${BATCH}`.execute(db);
      return { rows };
    },
    async (id, value) => {
      const packed = gzipSync(value, { level: GZIP_LEVEL });
      await sql`update assessments set risk_scores_packed = ${packed} where id = ${id}`.execute(db);
    },
  );
  await sql`alter table assessments drop column risk_scores`.execute(db);
  await sql`alter table assessments rename column risk_scores_packed to risk_scores`.execute(db);
  await sql`alter table assessments alter column risk_scores set not null`.execute(db);
  await sql`alter table assessments alter column risk_scores set storage external`.execute(db);
  await setCompression(db, 'lz4');
}

/** Sets the JSON columns' compression method, where the server supports it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setCompression(db: Kysely<any>, method: 'lz4' | 'default'): Promise<void> {
  for (const column of JSON_COLUMNS) {
    await sql`do $$ begin
      alter table assessments alter column ${sql.ref(column)} set compression ${sql.raw(method)};
    exception when feature_not_supported then null;
    end $$`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await setCompression(db, 'default');
  await sql`alter table assessments add column risk_scores_json json`.execute(db);
  await convert<Buffer>(
    async (after) => {
      const { rows } = await sql<{ id: string; value: Buffer }>`
        select id, risk_scores as value from assessments
        where ${after === null ? sql`true` : sql`id > ${after}`}
        order by id limit ${BATCH}`.execute(db);
      return { rows };
    },
    async (id, value) => {
      const text = gunzipSync(value).toString('utf8');
      await sql`update assessments set risk_scores_json = ${text}::json where id = ${id}`.execute(
        db,
      );
    },
  );
  await sql`alter table assessments drop column risk_scores`.execute(db);
  await sql`alter table assessments rename column risk_scores_json to risk_scores`.execute(db);
  await sql`alter table assessments alter column risk_scores set not null`.execute(db);
  await sql`alter table assessments alter column risk_scores set default '[]'::json`.execute(db);
  await sql`do $$ begin
    alter table assessments alter column risk_scores set compression lz4;
  exception when feature_not_supported then null;
  end $$`.execute(db);
}
