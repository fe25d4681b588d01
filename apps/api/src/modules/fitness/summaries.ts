import {
  FITNESS_PROVIDER_CATALOGUE,
  type BloodPressurePrefill,
  type FitnessPrefill,
  type FitnessProvider,
  type FitnessSummaryRow,
  type HealthAverages,
  type PrefillValue,
} from '@healthscreen/api-client';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../plugins/session-store.js';
import { formatDay, round, shiftDay, toIso } from './values.js';

// The averages, the summary table and the assessment suggestions.

/** Days the averages cover (§9 "Health averages cover 7 days"). */
export const AVERAGE_DAYS = 7;

/** The windows the assessment suggestions are means of. */
export const PREFILL_WINDOWS = {
  exerciseDays: 28,
  sleepNights: 14,
  restingDays: 14,
  minNights: 3,
} as const;

/** The newest local day with any data (steps, a workout, a night, heart rate), or null. */
async function findNewestDay(db: Kysely<Database>, userId: string): Promise<string | null> {
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
 * the same moment (a cuff writes both); a lone value is not a reading. Null when there is none.
 */
async function findLatestBloodPressure(
  db: Kysely<Database>,
  userId: string,
): Promise<BloodPressurePrefill | null> {
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
  const row = result.rows[0];
  if (!row) return null;
  return {
    systolic: Math.round(row.systolic),
    diastolic: Math.round(row.diastolic),
    provider: row.provider,
    measuredAt: toIso(row.measuredAt),
    // the date is the client's to show in the person's own time zone (the export's offset is not kept)
    basis: `${FITNESS_PROVIDER_CATALOGUE[row.provider].name} blood-pressure reading`,
  };
}

/** §3 Health averages over the 7 days ending on the newest day with data (see the schema). */
export async function getAverages(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<HealthAverages> {
  const to = await findNewestDay(db, user.id);
  if (to === null) {
    return {
      dataAvailable: false,
      avgStepsPerDay: 0,
      avgActivitiesPerDay: 0,
      avgDistancePerDay: 0,
      avgCaloriesPerDay: 0,
      avgSleepHours: null,
      avgHeartRate: null,
      from: null,
      to: null,
    };
  }
  const from = shiftDay(to, -(AVERAGE_DAYS - 1));
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
        where user_id = ${user.id} and day between ${from}::date and ${to}::date and steps is not null
        group by day) as days)::float8 as steps,
      (select count(*) from fitness_activities
        where user_id = ${user.id} and day between ${from}::date and ${to}::date)::int as activities,
      (select sum(distance_metres) from fitness_activities
        where user_id = ${user.id} and day between ${from}::date and ${to}::date)::float8 as distance,
      (select sum(calories) from fitness_activities
        where user_id = ${user.id} and day between ${from}::date and ${to}::date)::float8 as calories,
      (select avg(asleep_minutes) from sleep_sessions
        where user_id = ${user.id} and night between ${from}::date and ${to}::date)::float8 as sleep_minutes,
      (select sum(bpm * samples) / nullif(sum(samples), 0) from heart_rate_hours
        where user_id = ${user.id} and day between ${from}::date and ${to}::date)::float8 as heart_rate
  `.execute(db);
  const row = result.rows[0];
  return {
    dataAvailable: true,
    avgStepsPerDay: Math.round(row?.steps ?? 0),
    avgActivitiesPerDay: round((row?.activities ?? 0) / AVERAGE_DAYS, 2),
    avgDistancePerDay: round((row?.distance ?? 0) / AVERAGE_DAYS, 0),
    avgCaloriesPerDay: round((row?.calories ?? 0) / AVERAGE_DAYS, 0),
    avgSleepHours:
      row?.sleepMinutes === null || row?.sleepMinutes === undefined
        ? null
        : round(row.sleepMinutes / 60, 1),
    avgHeartRate:
      row?.heartRate === null || row?.heartRate === undefined ? null : round(row.heartRate, 0),
    from,
    to,
  };
}

/** One row per connected provider: the 'Connected Data Summary' and the Metrics tab. */
export async function getSummary(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<FitnessSummaryRow[]> {
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
    where c.user_id = ${user.id}
    order by c.connected_at
  `.execute(db);
  return result.rows.map((row) => ({
    provider: row.provider,
    activities: row.activities,
    steps: Math.round(row.steps ?? 0),
    distance: round(row.distance ?? 0, 0),
    calories: round(row.calories ?? 0, 0),
    avgHeartRate: row.heartRate === null ? null : round(row.heartRate, 0),
    avgSleepHours: row.sleepMinutes === null ? null : round(row.sleepMinutes / 60, 1),
    weightKg: row.weight === null ? null : round(row.weight, 1),
    bmi: row.bmi === null ? null : round(row.bmi, 1),
    bodyFatPercent: row.bodyFat === null ? null : round(row.bodyFat, 1),
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    lastUpdated: row.lastSync === null ? null : toIso(row.lastSync),
  }));
}

/**
 * Suggested answers for the assessment, each the mean of a stated window ending on the newest
 * day with data: weekly exercise from the workouts of 4 weeks (none recorded → no
 * suggestion), sleep from at least 3 of the last 14 nights, resting heart rate from 14 days.
 */
export async function getPrefill(db: Kysely<Database>, user: SessionUser): Promise<FitnessPrefill> {
  const bloodPressure = await findLatestBloodPressure(db, user.id);
  const to = await findNewestDay(db, user.id);
  const none: FitnessPrefill = {
    weeklyExerciseMinutes: null,
    sleepHoursPerNight: null,
    restingHeartRate: null,
    bloodPressure,
  };
  if (to === null) return none;
  const exerciseFrom = shiftDay(to, -(PREFILL_WINDOWS.exerciseDays - 1));
  const sleepFrom = shiftDay(to, -(PREFILL_WINDOWS.sleepNights - 1));
  const restingFrom = shiftDay(to, -(PREFILL_WINDOWS.restingDays - 1));
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
    where c.user_id = ${user.id}
    order by c.last_sync desc nulls last
    limit 1
  `.execute(db);
  const row = result.rows[0];
  if (!row) return none;
  const name = FITNESS_PROVIDER_CATALOGUE[row.provider].name;
  const suggestion = (value: number, from: string, what: string): PrefillValue => ({
    value,
    provider: row.provider,
    from,
    to,
    basis: `${name} ${what}, ${formatDay(from)} to ${formatDay(to)}`,
  });
  const weeks = PREFILL_WINDOWS.exerciseDays / 7;
  return {
    weeklyExerciseMinutes:
      row.anyWorkouts && row.exerciseMinutes !== null
        ? suggestion(
            Math.round(row.exerciseMinutes / weeks),
            exerciseFrom,
            `workouts (mean of ${weeks} weeks)`,
          )
        : null,
    sleepHoursPerNight:
      row.sleepMinutes !== null && row.nights >= PREFILL_WINDOWS.minNights
        ? suggestion(
            round(row.sleepMinutes / 60, 1),
            sleepFrom,
            `sleep (mean of ${row.nights} nights)`,
          )
        : null,
    restingHeartRate:
      row.resting === null
        ? null
        : suggestion(Math.round(row.resting), restingFrom, 'resting heart rate (daily mean)'),
    bloodPressure,
  };
}
