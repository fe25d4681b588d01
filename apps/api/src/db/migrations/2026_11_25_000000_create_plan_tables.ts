import { sql, type Kysely } from 'kysely';

// Frozen in time: never import app code here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('screening_tests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('test_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('disease_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'scheduled', 'completed')`),
    )
    .addColumn('scheduled_date', 'date')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('screening_tests_user_disease_test_key', [
      'user_id',
      'disease_name',
      'test_name',
    ])
    .execute();

  await db.schema
    .createTable('physical_activity_plans')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('goals', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('duration', 'text', (col) => col.notNull())
    .addColumn('daily_tasks', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('progress', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('custom')
        .check(sql`source in ('custom', 'library', 'ai', 'longevity')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('physical_activity_plans_user_id_idx')
    .on('physical_activity_plans')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('diet_lifestyle_plans')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) =>
      col.notNull().check(sql`category in ('diet', 'sleep', 'stress', 'aesthetic', 'exercise')`),
    )
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('goals', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('duration', 'text', (col) => col.notNull())
    .addColumn('daily_tasks', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('plan_data', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('diet_lifestyle_plans_user_id_idx')
    .on('diet_lifestyle_plans')
    .columns(['user_id', 'category'])
    .execute();

  await db.schema
    .createTable('exercise_preferences')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('preferences', 'jsonb', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exercise_preferences').execute();
  await db.schema.dropTable('diet_lifestyle_plans').execute();
  await db.schema.dropTable('physical_activity_plans').execute();
  await db.schema.dropTable('screening_tests').execute();
}
