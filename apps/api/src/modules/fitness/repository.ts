import type { FitnessProvider, ImportCounts } from '@healthscreen/api-client';
import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database } from '../../db/database.js';
import type { HealthData } from './apple-health/health-data.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 7 columns a row. */
const BATCH_ROWS = 2000;

/** The rows in batches of BATCH_ROWS, taken from the iterable as they are needed. */
function* chunk<T>(rows: Iterable<T>): Generator<T[]> {
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Sums what upserts report: `inserted` true for a new row, false for a changed one. */
function tally(
  counts: { added: number; updated: number },
  rows: readonly { inserted: boolean }[],
): void {
  for (const row of rows) {
    if (row.inserted) counts.added += 1;
    else counts.updated += 1;
  }
}

// `xmax = 0` holds for a row this statement inserted, not for one it updated
const INSERTED = sql<boolean>`(xmax = 0)`.as('inserted');

/**
 * Writes one import's data in the caller's transaction. Every table is keyed by what a row
 * measures, so the same file again inserts nothing and changes nothing; a newer export updates
 * the values that grew (the last day's steps, the last hour's heart rate) and adds the rest.
 */
export async function storeHealthData(
  db: Transaction<Database>,
  userId: string,
  provider: FitnessProvider,
  data: HealthData,
): Promise<Omit<ImportCounts, 'records'>> {
  const counts = { added: 0, updated: 0 };

  for (const batch of chunk(data.workouts)) {
    const rows = await db
      .insertInto('fitnessActivities')
      .values(
        batch.map((workout) => ({
          userId,
          provider,
          activityType: workout.activityType,
          startTime: workout.startTime,
          day: workout.day,
          durationMinutes: workout.durationMinutes,
          calories: workout.calories,
          distanceMetres: workout.distanceMetres,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['userId', 'provider', 'startTime', 'activityType'])
          .doUpdateSet({
            durationMinutes: (eb) => eb.ref('excluded.durationMinutes'),
            calories: (eb) => eb.ref('excluded.calories'),
            distanceMetres: (eb) => eb.ref('excluded.distanceMetres'),
          })
          .where(
            sql<boolean>`(fitness_activities.duration_minutes, fitness_activities.calories, fitness_activities.distance_metres) is distinct from (excluded.duration_minutes, excluded.calories, excluded.distance_metres)`,
          ),
      )
      .returning(INSERTED)
      .execute();
    tally(counts, rows);
  }

  for (const batch of chunk(data.days)) {
    const rows = await db
      .insertInto('dailyMetrics')
      .values(
        batch.map((day) => ({
          userId,
          provider,
          day: day.day,
          steps: day.steps,
          restingHeartRate: day.restingHeartRate,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['userId', 'provider', 'day'])
          .doUpdateSet({
            steps: (eb) => eb.ref('excluded.steps'),
            restingHeartRate: (eb) => eb.ref('excluded.restingHeartRate'),
          })
          .where(
            sql<boolean>`(daily_metrics.steps, daily_metrics.resting_heart_rate) is distinct from (excluded.steps, excluded.resting_heart_rate)`,
          ),
      )
      .returning(INSERTED)
      .execute();
    tally(counts, rows);
  }

  for (const batch of chunk(data.heartRateHours())) {
    const rows = await db
      .insertInto('heartRateHours')
      .values(batch.map((hour) => ({ userId, provider, ...hour })))
      .onConflict((oc) =>
        oc
          .columns(['userId', 'provider', 'hourStart'])
          .doUpdateSet({
            bpm: (eb) => eb.ref('excluded.bpm'),
            samples: (eb) => eb.ref('excluded.samples'),
          })
          .where(
            sql<boolean>`(heart_rate_hours.bpm, heart_rate_hours.samples) is distinct from (excluded.bpm, excluded.samples)`,
          ),
      )
      .returning(INSERTED)
      .execute();
    tally(counts, rows);
  }

  for (const batch of chunk(data.sleepNights)) {
    const rows = await db
      .insertInto('sleepSessions')
      .values(batch.map((night) => ({ userId, provider, ...night })))
      .onConflict((oc) =>
        oc
          .columns(['userId', 'provider', 'night'])
          .doUpdateSet({
            startTime: (eb) => eb.ref('excluded.startTime'),
            endTime: (eb) => eb.ref('excluded.endTime'),
            asleepMinutes: (eb) => eb.ref('excluded.asleepMinutes'),
          })
          .where(
            sql<boolean>`(sleep_sessions.start_time, sleep_sessions.end_time, sleep_sessions.asleep_minutes) is distinct from (excluded.start_time, excluded.end_time, excluded.asleep_minutes)`,
          ),
      )
      .returning(INSERTED)
      .execute();
    tally(counts, rows);
  }

  for (const batch of chunk(data.body())) {
    const rows = await db
      .insertInto('bodyMeasurements')
      .values(batch.map((reading) => ({ userId, provider, ...reading })))
      .onConflict((oc) =>
        oc
          .columns(['userId', 'provider', 'kind', 'measuredAt'])
          .doUpdateSet({ value: (eb) => eb.ref('excluded.value') })
          .where(sql<boolean>`body_measurements.value is distinct from excluded.value`),
      )
      .returning(INSERTED)
      .execute();
    tally(counts, rows);
  }

  return {
    skipped: data.skipped,
    workouts: data.workouts.length,
    stepDays: data.days.filter((day) => day.steps !== null).length,
    heartRateHours: data.heartRateHourCount,
    sleepNights: data.sleepNights.length,
    bodyMeasurements: data.bodyCount,
    ...counts,
  };
}

/** Connects the provider (first import) or moves its last sync. */
export async function touchConnection(
  db: Db,
  userId: string,
  provider: FitnessProvider,
  now: Date,
): Promise<void> {
  await db
    .insertInto('fitnessConnections')
    .values({ userId, provider, connectedAt: now, lastSync: now })
    .onConflict((oc) => oc.columns(['userId', 'provider']).doUpdateSet({ lastSync: now }))
    .execute();
}

/** Deletes a provider's connection and every row of its data; false when it was not connected. */
export async function deleteProviderData(
  db: Transaction<Database>,
  userId: string,
  provider: FitnessProvider,
): Promise<boolean> {
  for (const table of [
    'fitnessActivities',
    'dailyMetrics',
    'heartRateHours',
    'sleepSessions',
    'bodyMeasurements',
    'fitnessImports',
  ] as const) {
    await db
      .deleteFrom(table)
      .where('userId', '=', userId)
      .where('provider', '=', provider)
      .execute();
  }
  const result = await db
    .deleteFrom('fitnessConnections')
    .where('userId', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
