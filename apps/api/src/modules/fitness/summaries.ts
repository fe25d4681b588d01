import {
  FITNESS_PROVIDER_CATALOGUE,
  type BloodPressurePrefill,
  type FitnessPrefill,
  type FitnessSummaryRow,
  type HealthAverages,
  type PrefillValue,
} from '@healthscreen/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../plugins/session-store.js';
import {
  findLatestBloodPressure,
  findNewestDataDay,
  readPrefillMeans,
  readProviderSummaries,
  readTotalsBetween,
} from './repository.js';
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

/**
 * The newest blood-pressure reading: a systolic and a diastolic value of one provider taken at
 * the same moment (a cuff writes both); a lone value is not a reading. Null when there is none.
 */
async function findBloodPressurePrefill(
  db: Kysely<Database>,
  userId: string,
): Promise<BloodPressurePrefill | null> {
  const row = await findLatestBloodPressure(db, userId);
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
  const to = await findNewestDataDay(db, user.id);
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
  const row = await readTotalsBetween(db, user.id, from, to);
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
  const rows = await readProviderSummaries(db, user.id);
  return rows.map((row) => ({
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
  const bloodPressure = await findBloodPressurePrefill(db, user.id);
  const to = await findNewestDataDay(db, user.id);
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
  const row = await readPrefillMeans(db, user.id, { exerciseFrom, sleepFrom, restingFrom, to });
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
