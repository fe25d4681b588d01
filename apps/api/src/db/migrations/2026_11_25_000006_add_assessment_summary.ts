import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: what GET /api/assessments answers without reading the answers and the calculation
 * steps (~50 KB a row): overall health, each applicable condition's risk level and the variants
 * whose answers the row holds, written with every save. Rows saved before this migration have
 * none; the first list that meets one computes it from the stored scores and writes it (see
 * modules/assessments/summary.ts), so no risk-engine code runs inside a migration.
 *
 * The scores (~50 KB of JSON with every calculation step, never queried inside PostgreSQL) move
 * from `jsonb` to `json`: stored as the text the app wrote, so a save skips the conversion to
 * jsonb's binary form and a read the conversion back (measured in apps/api/README.md's benchmark
 * section), and compressed with lz4 where the server has it (PostgreSQL 14+ built with lz4;
 * PGlite is not and keeps pglz).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('summary', 'jsonb').execute();
  await sql`alter table assessments alter column risk_scores drop default`.execute(db);
  await sql`alter table assessments alter column risk_scores type json using risk_scores::json`.execute(
    db,
  );
  await sql`alter table assessments alter column risk_scores set default '[]'::json`.execute(db);
  await sql`do $$ begin
    alter table assessments alter column risk_scores set compression lz4;
  exception when feature_not_supported then null;
  end $$`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table assessments alter column risk_scores set compression default`.execute(db);
  await sql`alter table assessments alter column risk_scores drop default`.execute(db);
  await sql`alter table assessments alter column risk_scores type jsonb using risk_scores::jsonb`.execute(
    db,
  );
  await sql`alter table assessments alter column risk_scores set default '[]'::jsonb`.execute(db);
  await db.schema.alterTable('assessments').dropColumn('summary').execute();
}
