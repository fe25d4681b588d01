import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('assessments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('variant', 'text', (col) =>
      col.notNull().check(sql`variant in ('wizard', 'essential', 'survey')`),
    )
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'complete')`))
    .addColumn('revision', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`revision >= 0`),
    )
    // sha-256 of the validated answers of `revision`: a repeated save is recognised as the same
    .addColumn('body_hash', 'text', (col) => col.notNull())
    .addColumn('responses', 'jsonb', (col) => col.notNull())
    .addColumn('risk_scores', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('red_flags', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('engine_version', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('assessments_user_id_created_at_idx')
    .on('assessments')
    .columns(['user_id', 'created_at'])
    .execute();
  // one unfinished draft per user and variant
  await db.schema
    .createIndex('assessments_one_draft_per_variant_idx')
    .on('assessments')
    .columns(['user_id', 'variant'])
    .unique()
    .where(sql<boolean>`status = 'draft'`)
    .execute();

  await db.schema
    .createTable('disease_selections')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('diseases', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('disease_selections').execute();
  await db.schema.dropTable('assessments').execute();
}
