import { FitnessImportSchema } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import {
  EXPORT_FOOTER,
  EXPORT_HEADER,
  multipart,
  record,
  sleep,
  workout,
  zipExport,
} from './apple-health-export.js';
import { DB_KINDS, registerUser, useTestApp } from './helper.js';

/**
 * Issue 28 §3: an export whose records carry dates that do not exist (year 0, month 13, 30
 * February, 24:00) or numbers no device measures (1e308 steps, 1e308 miles) imports what is real
 * and skips the rest — it used to answer 500 when PostgreSQL refused the date or the integer.
 */
const BAD_MOMENTS = [
  '0000-01-01 08:00:00 +1100',
  '2026-13-45 08:00:00 +1100',
  '2026-02-30 08:00:00 +1100',
  '2026-11-10 24:00:00 +1100',
];

describe.each(DB_KINDS)('an Apple Health export with hostile values on %s', (kind) => {
  const testApp = useTestApp(kind);

  async function importXml(cookie: string, xml: string) {
    const body = multipart(await zipExport(xml));
    return testApp.app.inject({
      method: 'POST',
      url: '/api/fitness-import/apple-health',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  }

  async function get<T>(cookie: string, url: string): Promise<T> {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  it('skips records with impossible dates and keeps the real ones', async () => {
    const { cookie } = await registerUser(testApp.app);
    const hostile = BAD_MOMENTS.flatMap((moment) => [
      record('StepCount', 'iPhone', moment, moment, 5000),
      record('BodyMass', 'Scale', moment, moment, 81, 'kg'),
      record('HeartRate', 'Apple Watch', moment, moment, 70, 'count/min'),
      record('RestingHeartRate', 'Apple Watch', moment, moment, 55, 'count/min'),
      sleep('Apple Watch', moment, '2026-11-11 06:00:00 +1100', 'AsleepCore'),
      workout({ type: 'Running', start: moment, end: moment, minutes: 30, kcal: 300, km: 5 }),
    ]);
    const xml = [
      EXPORT_HEADER,
      record('StepCount', 'iPhone', '2026-11-10 08:00:00 +1100', '2026-11-10 09:00:00 +1100', 4200),
      ...hostile,
      EXPORT_FOOTER,
    ].join('');

    const response = await importXml(cookie, xml);
    expect(response.statusCode, response.body).toBe(200);
    const imported = FitnessImportSchema.parse(response.json());
    expect(imported.status).toBe('succeeded');
    expect(imported.counts).toMatchObject({
      workouts: 0,
      stepDays: 1,
      heartRateHours: 0,
      sleepNights: 0,
      bodyMeasurements: 0,
    });
    const [summary] = await get<Record<string, unknown>[]>(cookie, '/api/fitness-summary');
    expect(summary).toMatchObject({ steps: 4200, activities: 0 });
  });

  it('skips a step count of 1e308 and a distance of 1e308 miles', async () => {
    const { cookie } = await registerUser(testApp.app);
    const xml = [
      EXPORT_HEADER,
      record('StepCount', 'iPhone', '2026-11-10 08:00:00 +1100', '2026-11-10 09:00:00 +1100', 4200),
      record(
        'StepCount',
        'iPhone',
        '2026-11-10 10:00:00 +1100',
        '2026-11-10 11:00:00 +1100',
        '1e308',
      ),
      record(
        'StepCount',
        'Watch',
        '2026-11-11 10:00:00 +1100',
        '2026-11-11 11:00:00 +1100',
        '1e308',
      ),
      record('StepCount', 'Watch', '2026-11-11 12:00:00 +1100', '2026-11-11 13:00:00 +1100', 'NaN'),
      ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" totalDistance="1e308" totalDistanceUnit="mi" totalEnergyBurned="1e308" totalEnergyBurnedUnit="kJ" sourceName="Apple Watch" startDate="2026-11-10 07:00:00 +1100" endDate="2026-11-10 07:30:00 +1100"/>\n`,
      EXPORT_FOOTER,
    ].join('');

    const response = await importXml(cookie, xml);
    expect(response.statusCode, response.body).toBe(200);
    expect(FitnessImportSchema.parse(response.json()).counts).toMatchObject({
      stepDays: 1,
      workouts: 1,
    });
    const [summary] = await get<Record<string, unknown>[]>(cookie, '/api/fitness-summary');
    expect(summary).toMatchObject({ steps: 4200, activities: 1 });
    const activities = await get<{ distance: number | null; calories: number | null }[]>(
      cookie,
      '/api/fitness-activities',
    );
    // 1e308 kJ is finite in kcal and kept; 1e308 miles is not a number of metres and is dropped
    expect(activities).toMatchObject([{ distance: null }]);
  });

  it("caps a day's steps: 30,000 records of 100,000 steps answer 200, not an integer overflow", async () => {
    const { cookie } = await registerUser(testApp.app);
    const records = Array.from({ length: 30_000 }, (_unused, index) => {
      const minute = String(index % 60).padStart(2, '0');
      const hour = String(Math.floor(index / 60) % 24).padStart(2, '0');
      const moment = `2026-11-12 ${hour}:${minute}:${String(Math.floor(index / 1440) % 60).padStart(2, '0')} +1100`;
      return record('StepCount', 'iPhone', moment, moment, 100_000);
    });
    const response = await importXml(cookie, [EXPORT_HEADER, ...records, EXPORT_FOOTER].join(''));
    expect(response.statusCode, response.body).toBe(200);
    const [summary] = await get<Record<string, unknown>[]>(cookie, '/api/fitness-summary');
    expect(summary).toMatchObject({ steps: 200_000 });
  });
});
