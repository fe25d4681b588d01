import { z } from 'zod';

export { APPLE_HEALTH_UPLOAD_FIELD } from './constants.js';

// ---------------------------------------------------------------------------------------------
// Fitness data (3-results-and-plans.md §2 Apps and Devices, §3 fitness entities, §4 Fitness
// provider, §7 the fitness calls, §9 Fitness display; ARCHITECTURE.md §9 deviations 6, 14, 15)

/** The provider catalogue of §2, in its order; only Apple Health is available (by export file). */
export const FITNESS_PROVIDERS = [
  'apple-health',
  'fitbit',
  'google-fit',
  'garmin',
  'strava',
] as const;
export const FitnessProviderSchema = z.enum(FITNESS_PROVIDERS);
export type FitnessProvider = z.infer<typeof FitnessProviderSchema>;

/** The providers a user can connect today (the others answer PROVIDER_NOT_AVAILABLE). */
export const AVAILABLE_FITNESS_PROVIDERS: readonly FitnessProvider[] = ['apple-health'];

/** §2's catalogue: name, description and the data types each provider syncs. */
export const FITNESS_PROVIDER_CATALOGUE: Readonly<
  Record<FitnessProvider, { name: string; description: string; dataTypes: readonly string[] }>
> = {
  'apple-health': {
    name: 'Apple Health',
    description:
      'Import the "Export All Health Data" file from the Health app on your iPhone (needs iOS).',
    dataTypes: ['steps', 'heart rate', 'workouts', 'sleep', 'weight', 'blood pressure'],
  },
  fitbit: {
    name: 'Fitbit',
    description: 'Sync activity, sleep and weight from your Fitbit account.',
    dataTypes: ['steps', 'heart rate', 'sleep', 'workouts', 'weight'],
  },
  'google-fit': {
    name: 'Google Fit',
    description: 'Sync activities and measurements from Google Fit.',
    dataTypes: ['steps', 'activities', 'heart rate', 'weight'],
  },
  garmin: {
    name: 'Garmin',
    description: 'Sync GPS activities, heart rate, sleep and stress from Garmin Connect.',
    dataTypes: ['GPS activities', 'heart rate', 'sleep', 'stress'],
  },
  strava: {
    name: 'Strava',
    description: 'Sync your runs, rides and swims from Strava.',
    dataTypes: ['running', 'cycling', 'swimming', 'heart rate'],
  },
};

/** What one upload may weigh (the zip as sent); README and the upload page say the same. */
export const APPLE_HEALTH_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;

/** Any text: a provider outside the catalogue answers 404 like an unknown path. */
export const FitnessProviderParamsSchema = z.object({ provider: z.string().max(50) });

export const FitnessConnectionSchema = z.object({
  id: z.string(),
  provider: FitnessProviderSchema,
  connectedAt: z.string(),
  /** The last import or sync (ISO date-time); null until the first one. */
  lastSync: z.string().nullable(),
});
export type FitnessConnection = z.infer<typeof FitnessConnectionSchema>;

export const FitnessActivitySchema = z.object({
  id: z.string(),
  provider: FitnessProviderSchema,
  /** As the source names it, in words ("Running", "Traditional Strength Training"). */
  activityType: z.string(),
  /** Minutes. */
  duration: z.number(),
  /** Kilocalories; null when the source recorded none. */
  calories: z.number().nullable(),
  /** Metres; null when the source recorded none. */
  distance: z.number().nullable(),
  startTime: z.string(),
});
export type FitnessActivity = z.infer<typeof FitnessActivitySchema>;

/** One hour's mean heart rate (the samples of that hour), newest first. */
export const HeartRateRecordSchema = z.object({
  provider: FitnessProviderSchema,
  bpm: z.number(),
  /** The start of the hour. */
  measurementTime: z.string(),
  /** How many samples the mean is of. */
  samples: z.number().int(),
});
export type HeartRateRecord = z.infer<typeof HeartRateRecordSchema>;

export const SleepSessionSchema = z.object({
  id: z.string(),
  provider: FitnessProviderSchema,
  /** The date the night ended on (`YYYY-MM-DD`, the device's local date). */
  night: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Minutes asleep (time in bed awake is not counted). */
  duration: z.number(),
});
export type SleepSession = z.infer<typeof SleepSessionSchema>;

export const DailyMetricSchema = z.object({
  provider: FitnessProviderSchema,
  /** `YYYY-MM-DD`, the device's local date. */
  date: z.string(),
  steps: z.number().int().nullable(),
  restingHeartRate: z.number().nullable(),
});
export type DailyMetric = z.infer<typeof DailyMetricSchema>;

export const BODY_MEASUREMENT_KINDS = [
  'weight',
  'bmi',
  'bodyFat',
  'bloodPressureSystolic',
  'bloodPressureDiastolic',
] as const;
export const BodyMeasurementSchema = z.object({
  provider: FitnessProviderSchema,
  kind: z.enum(BODY_MEASUREMENT_KINDS),
  /** kg for weight, kg/m² for BMI, % for body fat, mmHg for blood pressure. */
  value: z.number(),
  measuredAt: z.string(),
});
export type BodyMeasurement = z.infer<typeof BodyMeasurementSchema>;

/**
 * §3 Health averages over 7 days: the 7 days ending on the newest day with data (`from`..`to`,
 * the device's local dates), so an export from last month still shows its week. Steps are
 * averaged over the days that have a step count; activities, distance (metres) and calories over
 * the 7 days. `dataAvailable` false → every average is 0 and the dates are null.
 */
export const HealthAveragesSchema = z.object({
  dataAvailable: z.boolean(),
  avgStepsPerDay: z.number(),
  avgActivitiesPerDay: z.number(),
  avgDistancePerDay: z.number(),
  avgCaloriesPerDay: z.number(),
  avgSleepHours: z.number().nullable(),
  avgHeartRate: z.number().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HealthAverages = z.infer<typeof HealthAveragesSchema>;

/** One row of the 'Connected Data Summary' table and the Metrics tab's totals, per provider. */
export const FitnessSummaryRowSchema = z.object({
  provider: FitnessProviderSchema,
  activities: z.number().int(),
  /** Every step imported. */
  steps: z.number().int(),
  /** Kilometres are the display's business: metres here. */
  distance: z.number(),
  calories: z.number(),
  /** The mean of the hourly means; null without heart-rate data. */
  avgHeartRate: z.number().nullable(),
  /** Mean hours asleep a night; null without sleep data. */
  avgSleepHours: z.number().nullable(),
  /** The newest value of each; null when the data has none. */
  weightKg: z.number().nullable(),
  bmi: z.number().nullable(),
  bodyFatPercent: z.number().nullable(),
  /** The first and the last day with any data (`YYYY-MM-DD`); null when there is none. */
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});
export type FitnessSummaryRow = z.infer<typeof FitnessSummaryRowSchema>;
export const FitnessSummarySchema = z.array(FitnessSummaryRowSchema);

/** A value device data suggests for an assessment answer, with where it came from. */
export const PrefillValueSchema = z.object({
  value: z.number(),
  provider: FitnessProviderSchema,
  /** The period it is the mean of (`YYYY-MM-DD`). */
  from: z.string(),
  to: z.string(),
  /** In words: "Apple Health workouts, 4 weeks to 20 Nov 2026". */
  basis: z.string(),
});
export type PrefillValue = z.infer<typeof PrefillValueSchema>;

/**
 * The newest blood-pressure reading (a systolic and a diastolic value taken at the same moment),
 * for the check-up numbers (issue 15): one reading with its date, never a mean.
 */
export const BloodPressurePrefillSchema = z.object({
  /** mmHg. */
  systolic: z.number(),
  /** mmHg. */
  diastolic: z.number(),
  provider: FitnessProviderSchema,
  /** When it was taken (ISO date-time). */
  measuredAt: z.string(),
  /** In words: "Apple Health blood-pressure reading" (the client shows the date in local time). */
  basis: z.string(),
});
export type BloodPressurePrefill = z.infer<typeof BloodPressurePrefillSchema>;

/** GET /api/fitness-prefill: suggested answers; null where the data has nothing to say. */
export const FitnessPrefillSchema = z.object({
  weeklyExerciseMinutes: PrefillValueSchema.nullable(),
  sleepHoursPerNight: PrefillValueSchema.nullable(),
  restingHeartRate: PrefillValueSchema.nullable(),
  bloodPressure: BloodPressurePrefillSchema.nullable(),
});
export type FitnessPrefill = z.infer<typeof FitnessPrefillSchema>;

/**
 * What one Apple Health import keeps at most (issue 28, ADR 0013 amendment): the server's memory
 * stays bounded whatever the file. Records beyond a limit are not kept and are counted in
 * `ImportCounts.skipped`.
 */
export const APPLE_HEALTH_IMPORT_LIMITS = {
  /** Records dated in the years before the import (and up to 2 days after it: time zones). */
  years: 20,
  /** Workouts a day (by the start's local date). */
  workoutsPerDay: 10,
  /** Readings of each kind (weight, BMI, body fat, systolic, diastolic) a day. */
  readingsPerKindPerDay: 5,
  /** Sources (the Health app's apps and devices) a day's steps and a night's sleep compare. */
  sourcesPerDay: 10,
  /** Hours of heart rate a local day (23 to 25, and more across time zones). */
  heartRateHoursPerDay: 30,
  /** Different sources, and different workout types, in one file. */
  namesPerFile: 200,
} as const;

/** "Not kept: …" — the limits in words, for the import's result. */
export function describeAppleHealthLimits(): string {
  const limits = APPLE_HEALTH_IMPORT_LIMITS;
  return `HealthScreen keeps the last ${limits.years} years, at most ${limits.workoutsPerDay} workouts and ${limits.readingsPerKindPerDay} readings of each body measurement a day, and ${limits.sourcesPerDay} apps or devices for a day's steps or a night's sleep`;
}

/** What an import found and stored (counts of rows new or changed by it). */
export const ImportCountsSchema = z.object({
  records: z.number().int(),
  /**
   * Records of a kind HealthScreen keeps that were not kept: dated outside the years kept or
   * beyond a per-day limit ({@link APPLE_HEALTH_IMPORT_LIMITS}). 0 for imports made before the
   * limits.
   */
  skipped: z.number().int(),
  workouts: z.number().int(),
  stepDays: z.number().int(),
  heartRateHours: z.number().int(),
  sleepNights: z.number().int(),
  bodyMeasurements: z.number().int(),
  /** Rows written that were not there before (a re-import of the same file: 0). */
  added: z.number().int(),
  /** Rows already there whose value the file changed (a newer export's fuller last day). */
  updated: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const IMPORT_STATUSES = ['running', 'succeeded', 'failed'] as const;

/** An import's progress: `bytesDone` of `bytesTotal` of the export.xml read so far. */
export const FitnessImportSchema = z.object({
  id: z.string(),
  provider: FitnessProviderSchema,
  status: z.enum(IMPORT_STATUSES),
  bytesDone: z.number(),
  bytesTotal: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: ImportCountsSchema.nullable(),
  error: z.string().nullable(),
});
export type FitnessImport = z.infer<typeof FitnessImportSchema>;

/** GET /api/fitness-import/apple-health: the user's newest import, or null when none. */
export const LatestFitnessImportSchema = FitnessImportSchema.nullable();

/** POST /api/fitness-connect/{provider} for an available provider (never a fake auth URL). */
export const FitnessConnectResponseSchema = z.object({
  provider: FitnessProviderSchema,
  /** How to connect: Apple Health → 'import' (upload the Health app's export file). */
  method: z.literal('import'),
  connection: FitnessConnectionSchema.nullable(),
});
export type FitnessConnectResponse = z.infer<typeof FitnessConnectResponseSchema>;
