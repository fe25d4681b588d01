import type { Kysely } from 'kysely';

/**
 * Issue 15: an assessment's recommendations (2-assessment.md §3.5: immediate, lifestyle,
 * screening), computed on the server with every completed save and stored beside the scores.
 * Each item names the conditions it is about, so an answer can leave out what the reader's access
 * level hides. Rows saved before this migration have none; they are computed from the stored
 * answers and scores when read (modules/assessments/recommendations.ts), so no risk-engine code
 * runs inside a migration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('recommendations', 'json').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('recommendations').execute();
}
