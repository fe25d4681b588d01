import { sql, type Kysely } from 'kysely';

/**
 * Fitness data (3-results-and-plans.md §3): connections, workouts, hourly heart rate, daily steps,
 * sleep nights, body measurements, and the imports that wrote them. Every row is keyed by what it
 * measures (user, provider, time or day), so importing the same export again adds nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const userColumn = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('user_id', 'uuid', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (col) => col.notNull());

  await userColumn('fitness_connections')
    .addColumn('id', 'uuid', (col) =>
      col
        .notNull()
        .defaultTo(sql`gen_random_uuid()`)
        .unique(),
    )
    .addColumn('connected_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_sync', 'timestamptz')
    .addPrimaryKeyConstraint('fitness_connections_pkey', ['user_id', 'provider'])
    .execute();

  await userColumn('fitness_activities')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('activity_type', 'text', (col) => col.notNull())
    .addColumn('start_time', 'timestamptz', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('duration_minutes', 'double precision', (col) => col.notNull())
    .addColumn('calories', 'double precision')
    .addColumn('distance_metres', 'double precision')
    .addUniqueConstraint('fitness_activities_natural_key', [
      'user_id',
      'provider',
      'start_time',
      'activity_type',
    ])
    .execute();

  await userColumn('heart_rate_hours')
    .addColumn('hour_start', 'timestamptz', (col) => col.notNull())
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('bpm', 'double precision', (col) => col.notNull())
    .addColumn('samples', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('heart_rate_hours_pkey', ['user_id', 'provider', 'hour_start'])
    .execute();

  await userColumn('daily_metrics')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('steps', 'integer')
    .addColumn('resting_heart_rate', 'double precision')
    .addPrimaryKeyConstraint('daily_metrics_pkey', ['user_id', 'provider', 'day'])
    .execute();

  await userColumn('sleep_sessions')
    .addColumn('id', 'uuid', (col) =>
      col
        .notNull()
        .defaultTo(sql`gen_random_uuid()`)
        .unique(),
    )
    .addColumn('night', 'date', (col) => col.notNull())
    .addColumn('start_time', 'timestamptz', (col) => col.notNull())
    .addColumn('end_time', 'timestamptz', (col) => col.notNull())
    .addColumn('asleep_minutes', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('sleep_sessions_pkey', ['user_id', 'provider', 'night'])
    .execute();

  await userColumn('body_measurements')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('measured_at', 'timestamptz', (col) => col.notNull())
    .addColumn('value', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('body_measurements_pkey', [
      'user_id',
      'provider',
      'kind',
      'measured_at',
    ])
    .execute();

  await userColumn('fitness_imports')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('bytes_done', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('bytes_total', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('counts', 'jsonb')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('fitness_imports_user_started_idx')
    .on('fitness_imports')
    .columns(['user_id', 'started_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'fitness_imports',
    'body_measurements',
    'sleep_sessions',
    'daily_metrics',
    'heart_rate_hours',
    'fitness_activities',
    'fitness_connections',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
