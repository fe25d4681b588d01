import type {
  BodyMeasurement,
  DailyMetric,
  FitnessActivity,
  FitnessConnection,
  FitnessImport,
  FitnessPrefill,
  FitnessSummaryRow,
  HealthAverages,
  HeartRateRecord,
  SleepSession,
} from '@healthscreen/api-client';
import { http, HttpResponse } from 'msw';

/**
 * The fitness API in memory: nothing connected until a file is posted to the import, then the
 * figures of the API's own test export (apps/api/test/apple-health-export.ts, worked out by hand
 * in fitness.test.ts). `fitnessApi.uploads` holds the file names the import received.
 */
export const IMPORTED: {
  connection: FitnessConnection;
  activities: FitnessActivity[];
  heartRate: HeartRateRecord[];
  sleep: SleepSession[];
  daily: DailyMetric[];
  body: BodyMeasurement[];
  averages: HealthAverages;
  summary: FitnessSummaryRow;
  prefill: FitnessPrefill;
  result: FitnessImport;
} = {
  connection: {
    id: 'c1',
    provider: 'apple-health',
    connectedAt: '2026-11-21T00:00:00.000Z',
    lastSync: '2026-11-21T00:00:00.000Z',
  },
  activities: [
    {
      id: 'a2',
      provider: 'apple-health',
      activityType: 'Traditional Strength Training',
      duration: 45,
      calories: 150,
      distance: null,
      startTime: '2026-11-20T07:00:00.000Z',
    },
    {
      id: 'a1',
      provider: 'apple-health',
      activityType: 'Running',
      duration: 30,
      calories: 400,
      distance: 5200,
      startTime: '2026-11-17T19:00:00.000Z',
    },
  ],
  heartRate: [
    { provider: 'apple-health', bpm: 100, measurementTime: '2026-11-19T21:00:00.000Z', samples: 1 },
  ],
  sleep: [
    {
      id: 's1',
      provider: 'apple-health',
      night: '2026-11-20',
      startTime: '2026-11-19T12:00:00.000Z',
      endTime: '2026-11-19T18:30:00.000Z',
      duration: 360,
    },
  ],
  daily: [{ provider: 'apple-health', date: '2026-11-20', steps: 5000, restingHeartRate: 60 }],
  body: [
    { provider: 'apple-health', kind: 'weight', value: 80, measuredAt: '2026-11-18T20:00:00.000Z' },
  ],
  averages: {
    dataAvailable: true,
    avgStepsPerDay: 7114,
    avgActivitiesPerDay: 0.29,
    avgDistancePerDay: 743,
    avgCaloriesPerDay: 79,
    avgSleepHours: 7,
    avgHeartRate: 85,
    from: '2026-11-14',
    to: '2026-11-20',
  },
  summary: {
    provider: 'apple-health',
    activities: 4,
    steps: 61800,
    distance: 27614,
    calories: 1170,
    avgHeartRate: 85,
    avgSleepHours: 7,
    weightKg: 80,
    bmi: 25.3,
    bodyFatPercent: 21.4,
    firstDay: '2026-10-30',
    lastDay: '2026-11-20',
    lastUpdated: '2026-11-21T00:00:00.000Z',
  },
  prefill: {
    weeklyExerciseMinutes: {
      value: 41,
      provider: 'apple-health',
      from: '2026-10-24',
      to: '2026-11-20',
      basis: 'Apple Health workouts (mean of 4 weeks), 24 Oct 2026 to 20 Nov 2026',
    },
    sleepHoursPerNight: {
      value: 7.2,
      provider: 'apple-health',
      from: '2026-11-07',
      to: '2026-11-20',
      basis: 'Apple Health sleep (mean of 3 nights), 7 Nov 2026 to 20 Nov 2026',
    },
    restingHeartRate: null,
    bloodPressure: null,
  },
  result: {
    id: 'i1',
    provider: 'apple-health',
    status: 'succeeded',
    bytesDone: 1000,
    bytesTotal: 1000,
    startedAt: '2026-11-21T00:00:00.000Z',
    finishedAt: '2026-11-21T00:00:00.000Z',
    counts: {
      records: 59,
      skipped: 0,
      workouts: 4,
      stepDays: 8,
      heartRateHours: 2,
      sleepNights: 3,
      bodyMeasurements: 4,
      added: 21,
      updated: 0,
    },
    error: null,
  },
};

export const fitnessApi = { imported: false, uploads: [] as string[] };

export function resetFitnessApi(): void {
  fitnessApi.imported = false;
  fitnessApi.uploads = [];
}

const NO_AVERAGES: HealthAverages = {
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

const list = <T>(rows: T[]) => HttpResponse.json(fitnessApi.imported ? rows : []);

export const fitnessHandlers = [
  http.get('/api/fitness-connections', () => list([IMPORTED.connection])),
  http.get('/api/fitness-activities', () => list(IMPORTED.activities)),
  http.get('/api/heart-rate-data', () => list(IMPORTED.heartRate)),
  http.get('/api/sleep-sessions', () => list(IMPORTED.sleep)),
  http.get('/api/daily-metrics', () => list(IMPORTED.daily)),
  http.get('/api/body-measurements', () => list(IMPORTED.body)),
  http.get('/api/fitness-summary', () => list([IMPORTED.summary])),
  http.get('/api/health-averages', () =>
    HttpResponse.json(fitnessApi.imported ? IMPORTED.averages : NO_AVERAGES),
  ),
  http.get('/api/fitness-prefill', () =>
    HttpResponse.json(
      fitnessApi.imported
        ? IMPORTED.prefill
        : {
            weeklyExerciseMinutes: null,
            sleepHoursPerNight: null,
            restingHeartRate: null,
            bloodPressure: null,
          },
    ),
  ),
  http.get('/api/fitness-import/apple-health', () =>
    HttpResponse.json(fitnessApi.imported ? IMPORTED.result : null),
  ),
  http.post('/api/fitness-import/apple-health', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File)) {
      return HttpResponse.json({ message: 'no file', code: 'VALIDATION_ERROR' }, { status: 400 });
    }
    fitnessApi.uploads.push(file.name);
    fitnessApi.imported = true;
    return HttpResponse.json(IMPORTED.result);
  }),
  http.delete('/api/fitness-connections/:provider', () => {
    fitnessApi.imported = false;
    return HttpResponse.json({ ok: true });
  }),
];
