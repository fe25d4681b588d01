import {
  type BodyMeasurement,
  type DailyMetric,
  type FitnessActivity,
  type HeartRateRecord,
  type SleepSession,
} from '@healthscreen/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../plugins/session-store.js';
import {
  selectNewestActivities,
  selectNewestBodyMeasurements,
  selectNewestDailyMetrics,
  selectNewestHeartRateHours,
  selectNewestSleepSessions,
} from './repository.js';
import { AVERAGE_DAYS } from './summaries.js';
import { round, toIso } from './values.js';

// The fitness panel's lists: activities, heart rate, sleep, daily metrics, body measurements.

/** How many rows the list calls answer (the panel shows the latest 10 activities, §9). */
export const FITNESS_LIST_LIMITS = { activities: 100, sleepNights: 30, days: 30 } as const;

export async function listActivities(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<FitnessActivity[]> {
  const rows = await selectNewestActivities(db, user.id, FITNESS_LIST_LIMITS.activities);
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    activityType: row.activityType,
    duration: row.durationMinutes,
    calories: row.calories,
    distance: row.distanceMetres,
    startTime: toIso(row.startTime),
  }));
}

/** The hourly means of the newest 7 days that have heart-rate data, newest first. */
export async function listHeartRate(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<HeartRateRecord[]> {
  const rows = await selectNewestHeartRateHours(db, user.id, AVERAGE_DAYS);
  return rows.map((row) => ({
    provider: row.provider,
    bpm: round(row.bpm, 1),
    measurementTime: toIso(row.hourStart),
    samples: row.samples,
  }));
}

export async function listSleepSessions(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<SleepSession[]> {
  const rows = await selectNewestSleepSessions(db, user.id, FITNESS_LIST_LIMITS.sleepNights);
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    night: row.night,
    startTime: toIso(row.startTime),
    endTime: toIso(row.endTime),
    duration: round(row.asleepMinutes, 1),
  }));
}

export async function listDailyMetrics(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<DailyMetric[]> {
  const rows = await selectNewestDailyMetrics(db, user.id, FITNESS_LIST_LIMITS.days);
  return rows.map((row) => ({
    ...row,
    restingHeartRate: row.restingHeartRate === null ? null : round(row.restingHeartRate, 1),
  }));
}

/** The newest reading of each kind, per provider. */
export async function listBodyMeasurements(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<BodyMeasurement[]> {
  const rows = await selectNewestBodyMeasurements(db, user.id);
  return rows.map((row) => ({
    provider: row.provider,
    kind: row.kind,
    value: round(row.value, 1),
    measuredAt: toIso(row.measuredAt),
  }));
}
