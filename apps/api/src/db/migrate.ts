import { createHash } from 'node:crypto';
import { inspect } from 'node:util';

import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

import * as createFoundationTables from './migrations/2025_01_01_000000_create_foundation_tables.js';
import * as createAssessmentTables from './migrations/2025_02_01_000000_create_assessment_tables.js';
import * as addSupportChallengeNonce from './migrations/2026_11_23_000000_add_support_challenge_nonce.js';
import * as createPlanTables from './migrations/2026_11_25_000000_create_plan_tables.js';
import * as createDietaryPreferences from './migrations/2026_11_25_000001_create_dietary_preferences.js';
import * as createPaymentTables from './migrations/2026_11_25_000002_create_payment_tables.js';
import * as createAuthThrottle from './migrations/2026_11_25_000003_create_auth_throttle.js';
import * as createAdminTables from './migrations/2026_11_25_000004_create_admin_tables.js';
import * as createFitnessTables from './migrations/2026_11_25_000005_create_fitness_tables.js';
import * as addAssessmentSummary from './migrations/2026_11_25_000006_add_assessment_summary.js';
import * as createShareTables from './migrations/2026_11_26_000001_create_share_tables.js';
import * as addAssessmentRecommendations from './migrations/2026_11_26_000010_add_assessment_recommendations.js';
import * as packAssessmentScores from './migrations/2026_11_26_000020_pack_assessment_scores.js';
import * as createUserFormerEmails from './migrations/2026_11_27_000030_create_user_former_emails.js';
import * as subscriptionStateMachine from './migrations/2026_11_27_000100_subscription_state_machine.js';

/**
 * Every migration by name, in order. An explicit map (instead of reading the folder) works the same
 * from src/ under tsx/vitest and from dist/ under node. Add new files here.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2025_01_01_000000_create_foundation_tables': createFoundationTables,
  '2025_02_01_000000_create_assessment_tables': createAssessmentTables,
  '2026_11_23_000000_add_support_challenge_nonce': addSupportChallengeNonce,
  '2026_11_25_000000_create_plan_tables': createPlanTables,
  '2026_11_25_000001_create_dietary_preferences': createDietaryPreferences,
  '2026_11_25_000002_create_payment_tables': createPaymentTables,
  '2026_11_25_000003_create_auth_throttle': createAuthThrottle,
  '2026_11_25_000004_create_admin_tables': createAdminTables,
  '2026_11_25_000005_create_fitness_tables': createFitnessTables,
  '2026_11_25_000006_add_assessment_summary': addAssessmentSummary,
  '2026_11_26_000001_create_share_tables': createShareTables,
  '2026_11_26_000010_add_assessment_recommendations': addAssessmentRecommendations,
  '2026_11_26_000020_pack_assessment_scores': packAssessmentScores,
  '2026_11_27_000030_create_user_former_emails': createUserFormerEmails,
  '2026_11_27_000100_subscription_state_machine': subscriptionStateMachine,
};

/**
 * Names the migration list (a hash of the names in order): a kept database template made with
 * these migrations is only used while the list is the same (pglite-template.ts).
 */
export const MIGRATION_LIST_KEY = createHash('sha256')
  .update(Object.keys(MIGRATIONS).join('\n'))
  .digest('hex')
  .slice(0, 16);

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * A migrator keeping its two tables in the connection's current schema (the first of its search
 * path), named explicitly: left to itself, Kysely decides whether `kysely_migration` exists by
 * looking in every schema, so another schema's copy (a benchmark's or a test's left behind)
 * made it skip creating its own and then fail on a table that is not on the search path.
 */
function createMigrator<DB>(db: Kysely<DB>, schema: string | undefined): Migrator {
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

async function currentSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Whether the schema's migration table lists exactly the migrations above: two small queries,
 * where Kysely's migrator first reads the whole catalogue (every column of every table) to find
 * its tables — ~0.5 s of a cold start on embedded PGlite (issue 12). Anything else (no table, a
 * missing or an unknown name) is left to the migrator, which applies or reports it.
 */
async function isUpToDate<DB>(db: Kysely<DB>, schema: string | undefined): Promise<boolean> {
  if (schema === undefined) return false;
  const table = await sql<{ present: boolean }>`
    select to_regclass(${`${schema}.kysely_migration`}) is not null as present`.execute(db);
  if (table.rows[0]?.present !== true) return false;
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const known = Object.keys(MIGRATIONS);
  return applied.size === known.length && known.every((name) => applied.has(name));
}

/** Migrates up or down to the named migration (tests of one migration's data conversion). */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<void> {
  const { error } = await createMigrator(db, await currentSchema(db)).migrateTo(name);
  if (error !== undefined) throw error instanceof Error ? error : new Error(inspect(error));
}

/** Brings the schema to the latest migration; throws (with the failing name) on any error. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const schema = await currentSchema(db);
  if (await isUpToDate(db, schema)) return [];
  const { error, results = [] } = await createMigrator(db, schema).migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const cause =
      error instanceof Error
        ? error
        : new Error(typeof error === 'string' ? error : inspect(error));
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
      cause,
    });
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
