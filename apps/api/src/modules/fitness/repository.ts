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

// Connections and imports.

/** The user's connections, oldest first. */
export function selectConnections(db: Db, userId: string) {
  return db
    .selectFrom('fitnessConnections')
    .select(['id', 'provider', 'connectedAt', 'lastSync'])
    .where('userId', '=', userId)
    .orderBy('connectedAt')
    .execute();
}

/** The user's connection to one provider, if any. */
export function findConnection(db: Db, userId: string, provider: FitnessProvider) {
  return db
    .selectFrom('fitnessConnections')
    .select(['id', 'provider', 'connectedAt', 'lastSync'])
    .where('userId', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export type ImportRow = Awaited<ReturnType<typeof selectLatestImport>>[number];

/** The user's newest import (a list of at most one). */
export function selectLatestImport(db: Db, userId: string) {
  return db
    .selectFrom('fitnessImports')
    .select([
      'id',
      'provider',
      'status',
      'bytesDone',
      'bytesTotal',
      'startedAt',
      'finishedAt',
      'counts',
      'error',
    ])
    .where('userId', '=', userId)
    .orderBy('startedAt', 'desc')
    .limit(1)
    .execute();
}

/** A new import row in the 'running' state; its id. */
export async function insertRunningImport(
  db: Db,
  row: { userId: string; provider: FitnessProvider; bytesTotal: number; startedAt: Date },
): Promise<string> {
  const inserted = await db
    .insertInto('fitnessImports')
    .values({
      userId: row.userId,
      provider: row.provider,
      status: 'running',
      bytesTotal: row.bytesTotal,
      startedAt: row.startedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** How far the import has read. */
export async function updateImportProgress(
  db: Db,
  importId: string,
  bytesDone: number,
): Promise<void> {
  await db.updateTable('fitnessImports').set({ bytesDone }).where('id', '=', importId).execute();
}

/** The import ended with an error the user may read. */
export async function markImportFailed(
  db: Db,
  importId: string,
  error: string,
  finishedAt: Date,
): Promise<void> {
  await db
    .updateTable('fitnessImports')
    .set({ status: 'failed', error, finishedAt })
    .where('id', '=', importId)
    .execute();
}

/** The import is done: every byte read and what it stored counted. */
export async function markImportSucceeded(
  db: Db,
  importId: string,
  done: { bytesDone: number; finishedAt: Date; counts: ImportCounts },
): Promise<void> {
  await db
    .updateTable('fitnessImports')
    .set({
      status: 'succeeded',
      bytesDone: done.bytesDone,
      finishedAt: done.finishedAt,
      counts: JSON.stringify(done.counts),
    })
    .where('id', '=', importId)
    .execute();
}

// The fitness panel's lists.

/** The user's newest workouts, at most `limit`. */
export function selectNewestActivities(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('fitnessActivities')
    .select([
      'id',
      'provider',
      'activityType',
      'durationMinutes',
      'calories',
      'distanceMetres',
      'startTime',
    ])
    .where('userId', '=', userId)
    .orderBy('startTime', 'desc')
    .limit(limit)
    .execute();
}

/** The hourly heart-rate means of the newest `days` days that have any, newest first. */
export function selectNewestHeartRateHours(db: Db, userId: string, days: number) {
  return db
    .selectFrom('heartRateHours')
    .select(['provider', 'bpm', 'hourStart', 'samples'])
    .where('userId', '=', userId)
    .where(
      'day',
      '>',
      sql<string>`(select max(day) - ${days}::int from heart_rate_hours where user_id = ${userId})`,
    )
    .orderBy('hourStart', 'desc')
    .execute();
}

/** The user's newest nights of sleep, at most `limit`. */
export function selectNewestSleepSessions(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('sleepSessions')
    .select([
      'id',
      'provider',
      sql<string>`night::text`.as('night'),
      'startTime',
      'endTime',
      'asleepMinutes',
    ])
    .where('userId', '=', userId)
    .orderBy('night', 'desc')
    .limit(limit)
    .execute();
}

/** The user's newest daily metrics, at most `limit` rows. */
export function selectNewestDailyMetrics(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('dailyMetrics')
    .select(['provider', sql<string>`day::text`.as('date'), 'steps', 'restingHeartRate'])
    .where('userId', '=', userId)
    .orderBy('day', 'desc')
    .limit(limit)
    .execute();
}

/** The newest body measurement of each kind, per provider. */
export function selectNewestBodyMeasurements(db: Db, userId: string) {
  return db
    .selectFrom('bodyMeasurements')
    .distinctOn(['provider', 'kind'])
    .select(['provider', 'kind', 'value', 'measuredAt'])
    .where('userId', '=', userId)
    .orderBy('provider')
    .orderBy('kind')
    .orderBy('measuredAt', 'desc')
    .execute();
}

// The averages, the summary table and the assessment suggestions.

/** The newest local day with any data (steps, a workout, a night, heart rate), or null. */
export async function findNewestDataDay(db: Db, userId: string): Promise<string | null> {
  const row = await sql<{ day: string | null }>`
    select greatest(
      (select max(day) from daily_metrics where user_id = ${userId}),
      (select max(day) from fitness_activities where user_id = ${userId}),
      (select max(night) from sleep_sessions where user_id = ${userId}),
      (select max(day) from heart_rate_hours where user_id = ${userId})
    )::text as day`.execute(db);
  return row.rows[0]?.day ?? null;
}

/**
 * The newest blood-pressure reading: a systolic and a diastolic value of one provider taken at
 * the same moment (a cuff writes both); a lone value is not a reading. Undefined when none.
 */
export async function findLatestBloodPressure(db: Db, userId: string) {
  const result = await sql<{
    provider: FitnessProvider;
    measuredAt: Date | string;
    systolic: number;
    diastolic: number;
  }>`
    select s.provider, s.measured_at, s.value as systolic, d.value as diastolic
    from body_measurements s
    join body_measurements d
      on d.user_id = s.user_id and d.provider = s.provider
        and d.measured_at = s.measured_at and d.kind = 'bloodPressureDiastolic'
    where s.user_id = ${userId} and s.kind = 'bloodPressureSystolic'
    order by s.measured_at desc
    limit 1
  `.execute(db);
  return result.rows[0];
}

/** The sums and means of the user's data over the local days `from` to `to`. */
export async function readTotalsBetween(db: Db, userId: string, from: string, to: string) {
  const result = await sql<{
    steps: number | null;
    activities: number;
    distance: number | null;
    calories: number | null;
    sleepMinutes: number | null;
    heartRate: number | null;
  }>`
    select
      (select avg(steps) from (
        select max(steps) as steps from daily_metrics
        where user_id = ${userId} and day between ${from}::date and ${to}::date and steps is not null
        group by day) as days)::float8 as steps,
      (select count(*) from fitness_activities
        where user_id = ${userId} and day between ${from}::date and ${to}::date)::int as activities,
      (select sum(distance_metres) from fitness_activities
        where user_id = ${userId} and day between ${from}::date and ${to}::date)::float8 as distance,
      (select sum(calories) from fitness_activities
        where user_id = ${userId} and day between ${from}::date and ${to}::date)::float8 as calories,
      (select avg(asleep_minutes) from sleep_sessions
        where user_id = ${userId} and night between ${from}::date and ${to}::date)::float8 as sleep_minutes,
      (select sum(bpm * samples) / nullif(sum(samples), 0) from heart_rate_hours
        where user_id = ${userId} and day between ${from}::date and ${to}::date)::float8 as heart_rate
  `.execute(db);
  return result.rows[0];
}

/** One row per connected provider, oldest connection first: its totals, means and span. */
export async function readProviderSummaries(db: Db, userId: string) {
  const result = await sql<{
    provider: FitnessProvider;
    lastSync: Date | string | null;
    activities: number;
    distance: number | null;
    calories: number | null;
    steps: number | null;
    heartRate: number | null;
    sleepMinutes: number | null;
    weight: number | null;
    bmi: number | null;
    bodyFat: number | null;
    firstDay: string | null;
    lastDay: string | null;
  }>`
    select c.provider, c.last_sync,
      (select count(*) from fitness_activities a
        where a.user_id = c.user_id and a.provider = c.provider)::int as activities,
      (select sum(distance_metres) from fitness_activities a
        where a.user_id = c.user_id and a.provider = c.provider)::float8 as distance,
      (select sum(calories) from fitness_activities a
        where a.user_id = c.user_id and a.provider = c.provider)::float8 as calories,
      (select sum(steps) from daily_metrics d
        where d.user_id = c.user_id and d.provider = c.provider)::float8 as steps,
      (select sum(bpm * samples) / nullif(sum(samples), 0) from heart_rate_hours h
        where h.user_id = c.user_id and h.provider = c.provider)::float8 as heart_rate,
      (select avg(asleep_minutes) from sleep_sessions s
        where s.user_id = c.user_id and s.provider = c.provider)::float8 as sleep_minutes,
      (select value from body_measurements b where b.user_id = c.user_id
        and b.provider = c.provider and b.kind = 'weight' order by measured_at desc limit 1) as weight,
      (select value from body_measurements b where b.user_id = c.user_id
        and b.provider = c.provider and b.kind = 'bmi' order by measured_at desc limit 1) as bmi,
      (select value from body_measurements b where b.user_id = c.user_id
        and b.provider = c.provider and b.kind = 'bodyFat' order by measured_at desc limit 1) as body_fat,
      least(
        (select min(day) from daily_metrics d where d.user_id = c.user_id and d.provider = c.provider),
        (select min(day) from fitness_activities a where a.user_id = c.user_id and a.provider = c.provider),
        (select min(night) from sleep_sessions s where s.user_id = c.user_id and s.provider = c.provider),
        (select min(day) from heart_rate_hours h where h.user_id = c.user_id and h.provider = c.provider)
      )::text as first_day,
      greatest(
        (select max(day) from daily_metrics d where d.user_id = c.user_id and d.provider = c.provider),
        (select max(day) from fitness_activities a where a.user_id = c.user_id and a.provider = c.provider),
        (select max(night) from sleep_sessions s where s.user_id = c.user_id and s.provider = c.provider),
        (select max(day) from heart_rate_hours h where h.user_id = c.user_id and h.provider = c.provider)
      )::text as last_day
    from fitness_connections c
    where c.user_id = ${userId}
    order by c.connected_at
  `.execute(db);
  return result.rows;
}

/**
 * The means behind the assessment suggestions, from the most recently synced provider: workout
 * minutes from `exerciseFrom`, sleep (and how many nights) from `sleepFrom`, resting heart rate
 * from `restingFrom`, each to `to`. Undefined when nothing is connected.
 */
export async function readPrefillMeans(
  db: Db,
  userId: string,
  window: { exerciseFrom: string; sleepFrom: string; restingFrom: string; to: string },
) {
  const { exerciseFrom, sleepFrom, restingFrom, to } = window;
  const result = await sql<{
    provider: FitnessProvider;
    anyWorkouts: boolean;
    exerciseMinutes: number | null;
    sleepMinutes: number | null;
    nights: number;
    resting: number | null;
  }>`
    select c.provider,
      exists (select 1 from fitness_activities a
        where a.user_id = c.user_id and a.provider = c.provider) as any_workouts,
      (select coalesce(sum(duration_minutes), 0) from fitness_activities a
        where a.user_id = c.user_id and a.provider = c.provider
          and a.day between ${exerciseFrom}::date and ${to}::date)::float8 as exercise_minutes,
      (select avg(asleep_minutes) from sleep_sessions s
        where s.user_id = c.user_id and s.provider = c.provider
          and s.night between ${sleepFrom}::date and ${to}::date)::float8 as sleep_minutes,
      (select count(*) from sleep_sessions s
        where s.user_id = c.user_id and s.provider = c.provider
          and s.night between ${sleepFrom}::date and ${to}::date)::int as nights,
      (select avg(resting_heart_rate) from daily_metrics d
        where d.user_id = c.user_id and d.provider = c.provider
          and d.day between ${restingFrom}::date and ${to}::date)::float8 as resting
    from fitness_connections c
    where c.user_id = ${userId}
    order by c.last_sync desc nulls last
    limit 1
  `.execute(db);
  return result.rows[0];
}
