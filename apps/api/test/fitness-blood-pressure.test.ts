import type { BodyMeasurement, FitnessPrefill } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import {
  EXPORT_FOOTER,
  EXPORT_HEADER,
  multipart,
  record,
  zipExport,
} from './apple-health-export.js';
import { DB_KINDS, registerUser, useTestApp } from './helper.js';

/** A cuff's readings: systolic and diastolic with the same start, as the Health app writes them. */
function reading(moment: string, systolic: number, diastolic: number, unit = 'mmHg'): string {
  return [
    record('BloodPressureSystolic', 'Withings', moment, moment, systolic, unit),
    record('BloodPressureDiastolic', 'Withings', moment, moment, diastolic, unit),
  ].join('');
}

/** Two readings, the newer one also nested in its Correlation (not counted twice), and noise. */
function buildBloodPressureExport(): string {
  return [
    EXPORT_HEADER,
    reading('2026-11-02 07:30:00 +1100', 142, 91),
    reading('2026-11-19 07:01:00 +1100', 128, 82),
    ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Withings" creationDate="2026-11-19 07:01:00 +1100" startDate="2026-11-19 07:01:00 +1100" endDate="2026-11-19 07:01:00 +1100">\n`,
    reading('2026-11-19 07:01:00 +1100', 128, 82),
    ' </Correlation>\n',
    // a newer systolic value without its diastolic is not a reading
    record(
      'BloodPressureSystolic',
      'Withings',
      '2026-11-20 08:00:00 +1100',
      '2026-11-20 08:00:00 +1100',
      135,
      'mmHg',
    ),
    // implausible values are dropped
    reading('2026-11-21 08:00:00 +1100', 900, 5),
    record(
      'HeartRate',
      'Apple Watch',
      '2026-11-19 08:00:00 +1100',
      '2026-11-19 08:00:00 +1100',
      64,
      'count/min',
    ),
    EXPORT_FOOTER,
  ].join('');
}

describe.each(DB_KINDS)('blood pressure from Apple Health (issue 15) on %s', (kind) => {
  const testApp = useTestApp(kind, { appleHealthUploadMaxBytes: 2 * 1024 * 1024 });

  async function get<T>(cookie: string, url: string): Promise<T> {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  async function importExport(cookie: string, xml: string) {
    const body = multipart(await zipExport(xml));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/fitness-import/apple-health',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('imports the readings and suggests the newest full one with its date', async () => {
    const { cookie } = await registerUser(testApp.app);
    await importExport(cookie, buildBloodPressureExport());

    // every reading is kept (the one nested in the Correlation not twice, the implausible dropped)
    const stored = await testApp.db
      .selectFrom('bodyMeasurements')
      .select(['kind', 'value'])
      .where('kind', 'in', ['bloodPressureSystolic', 'bloodPressureDiastolic'])
      .orderBy('measuredAt')
      .orderBy('kind', 'desc')
      .execute();
    expect(stored.map((row) => [row.kind, row.value])).toEqual([
      ['bloodPressureSystolic', 142],
      ['bloodPressureDiastolic', 91],
      ['bloodPressureSystolic', 128],
      ['bloodPressureDiastolic', 82],
      ['bloodPressureSystolic', 135],
    ]);
    // the body-measurements list answers the newest value of each kind, as for weight
    const measurements = await get<BodyMeasurement[]>(cookie, '/api/body-measurements');
    expect(measurements.filter((m) => m.kind.startsWith('bloodPressure'))).toEqual([
      {
        provider: 'apple-health',
        kind: 'bloodPressureDiastolic',
        value: 82,
        measuredAt: '2026-11-18T20:01:00.000Z',
      },
      {
        provider: 'apple-health',
        kind: 'bloodPressureSystolic',
        value: 135,
        measuredAt: '2026-11-19T21:00:00.000Z',
      },
    ]);

    // the suggestion is the newest full reading (a lone systolic value is not one)
    const prefill = await get<FitnessPrefill>(cookie, '/api/fitness-prefill');
    expect(prefill.bloodPressure).toEqual({
      systolic: 128,
      diastolic: 82,
      provider: 'apple-health',
      measuredAt: '2026-11-18T20:01:00.000Z',
      basis: 'Apple Health blood-pressure reading',
    });
  });

  it('converts kPa readings and answers null without any reading', async () => {
    const { cookie } = await registerUser(testApp.app);
    expect(
      (await get<{ bloodPressure: unknown }>(cookie, '/api/fitness-prefill')).bloodPressure,
    ).toBeNull();
    await importExport(
      cookie,
      [EXPORT_HEADER, reading('2026-11-19 07:00:00 +1100', 16, 10.7, 'kPa'), EXPORT_FOOTER].join(
        '',
      ),
    );
    const prefill = await get<{ bloodPressure: { systolic: number; diastolic: number } }>(
      cookie,
      '/api/fitness-prefill',
    );
    expect(prefill.bloodPressure).toMatchObject({ systolic: 120, diastolic: 80 });
  });

  it('keeps one user’s readings from another', async () => {
    const owner = await registerUser(testApp.app);
    await importExport(owner.cookie, buildBloodPressureExport());
    const other = await registerUser(testApp.app);
    expect(
      (await get<{ bloodPressure: unknown }>(other.cookie, '/api/fitness-prefill')).bloodPressure,
    ).toBeNull();
  });
});
