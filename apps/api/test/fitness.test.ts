import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';

import {
  FitnessImportSchema,
  listApiRoutes,
  ROUTES,
  type FitnessImport,
} from '@healthscreen/api-client';
import { afterAll, describe, expect, it, vi } from 'vitest';

import {
  buildSmallExportXml,
  EXPORT_FOOTER,
  EXPORT_HEADER,
  multipart,
  zipEntries,
  zipExport,
  zipWithRawName,
} from './apple-health-export.js';
import { DB_KINDS, registerUser, useTestApp } from './helper.js';

const FITNESS_TABLES = [
  'fitnessActivities',
  'dailyMetrics',
  'heartRateHours',
  'sleepSessions',
  'bodyMeasurements',
  'fitnessConnections',
] as const;

describe.each(DB_KINDS)('fitness data and the Apple Health import on %s', (kind) => {
  // the app's upload files in a directory of this block's own: other test files import at the
  // same time in another worker, and their files in the shared temp directory are not this app's
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'hs-fitness-uploads-'));
  afterAll(() => rm(uploadDir, { recursive: true, force: true }));
  const testApp = useTestApp(kind, {
    appleHealthUploadMaxBytes: 2 * 1024 * 1024,
    appleHealthUploadDir: uploadDir,
  });

  async function upload(
    cookie: string,
    bytes: Buffer,
    options: Parameters<typeof multipart>[1] = {},
  ) {
    const body = multipart(bytes, options);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/fitness-import/apple-health',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  }

  /** The importer's temporary upload files (one exists while an upload is being received). */
  async function listUploadFiles(): Promise<string[]> {
    return (await readdir(uploadDir)).filter((name) => name.startsWith('healthscreen-import-'));
  }

  async function get<T>(cookie: string, url: string): Promise<T> {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  async function countRows(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of FITNESS_TABLES) {
      const row = await testApp.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.count);
    }
    return counts;
  }

  it('answers 401 on every fitness route when signed out', async () => {
    const fitnessRoutes = listApiRoutes().filter((route) =>
      Object.values(ROUTES.fitness).includes(route as never),
    );
    expect(fitnessRoutes).toHaveLength(14);
    for (const route of fitnessRoutes) {
      const response = await testApp.app.inject({
        method: route.method,
        url: route.path.replace(':provider', 'apple-health'),
      });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers empty lists and no averages before any import', async () => {
    const { cookie } = await registerUser(testApp.app);
    expect(await get(cookie, '/api/fitness-connections')).toEqual([]);
    expect(await get(cookie, '/api/fitness-activities')).toEqual([]);
    expect(await get(cookie, '/api/fitness-summary')).toEqual([]);
    expect(await get(cookie, '/api/fitness-import/apple-health')).toBeNull();
    expect(await get(cookie, '/api/health-averages')).toMatchObject({
      dataAvailable: false,
      avgStepsPerDay: 0,
      from: null,
    });
    expect(await get(cookie, '/api/fitness-prefill')).toEqual({
      weeklyExerciseMinutes: null,
      sleepHoursPerNight: null,
      restingHeartRate: null,
      bloodPressure: null,
    });
  });

  it('imports an export, answers hand-checked figures, and adds nothing on a second import', async () => {
    const { cookie, user } = await registerUser(testApp.app);
    const zip = await zipExport(buildSmallExportXml());

    const first = await upload(cookie, zip);
    expect(first.statusCode, first.body).toBe(200);
    const imported: FitnessImport = FitnessImportSchema.parse(first.json());
    expect(imported).toMatchObject({
      provider: 'apple-health',
      status: 'succeeded',
      error: null,
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
    });
    expect(imported.bytesDone).toBe(imported.bytesTotal);
    expect(await get(cookie, '/api/fitness-import/apple-health')).toEqual(imported);

    // §3 Health averages over 14–20 Nov (the newest day with data and the 6 before it):
    // steps (8000+6500+10000+4200+9000+7100+5000)/7 = 7114.3; 2 workouts/7 = 0.29;
    // 5200 m/7 = 743; (400+150) kcal/7 = 79; sleep (8+7+6)/3 = 7 h; heart rate (80×3+100)/4 = 85
    expect(await get(cookie, '/api/health-averages')).toEqual({
      dataAvailable: true,
      avgStepsPerDay: 7114,
      avgActivitiesPerDay: 0.29,
      avgDistancePerDay: 743,
      avgCaloriesPerDay: 79,
      avgSleepHours: 7,
      avgHeartRate: 85,
      from: '2026-11-14',
      to: '2026-11-20',
    });

    const activities = await get<{ activityType: string; distance: number | null }[]>(
      cookie,
      '/api/fitness-activities',
    );
    expect(activities.map((a) => [a.activityType, a.distance])).toEqual([
      ['Traditional Strength Training', null],
      ['Running', 5200],
      ['Cycling', 20000],
      ['Walking', 2414.016],
    ]);
    expect(await get(cookie, '/api/sleep-sessions')).toMatchObject([
      { night: '2026-11-20', duration: 360 },
      { night: '2026-11-19', duration: 420 },
      { night: '2026-11-18', duration: 480 },
    ]);
    expect(await get(cookie, '/api/heart-rate-data')).toEqual([
      {
        provider: 'apple-health',
        bpm: 100,
        measurementTime: '2026-11-19T21:00:00.000Z',
        samples: 1,
      },
      {
        provider: 'apple-health',
        bpm: 80,
        measurementTime: '2026-11-19T20:00:00.000Z',
        samples: 3,
      },
    ]);
    const metrics = await get<{ date: string; steps: number }[]>(cookie, '/api/daily-metrics');
    expect(metrics[0]).toEqual({
      provider: 'apple-health',
      date: '2026-11-20',
      steps: 5000,
      restingHeartRate: 60,
    });
    expect(metrics).toHaveLength(8);
    expect(await get(cookie, '/api/body-measurements')).toEqual([
      {
        provider: 'apple-health',
        kind: 'bmi',
        value: 25.3,
        measuredAt: '2026-11-18T20:00:00.000Z',
      },
      {
        provider: 'apple-health',
        kind: 'bodyFat',
        value: 21.4,
        measuredAt: '2026-11-18T20:00:00.000Z',
      },
      {
        provider: 'apple-health',
        kind: 'weight',
        value: 80,
        measuredAt: '2026-11-18T20:00:00.000Z',
      },
    ]);
    const [summary] = await get<Record<string, unknown>[]>(cookie, '/api/fitness-summary');
    // all the data: 12000 + the window's 49,800 steps; 5200 + 20000 + 2414 m; 400+150+500+120 kcal
    expect(summary).toMatchObject({
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
    });
    // workouts of the 4 weeks 24 Oct–20 Nov: 30+45+60+30 = 165 min → 41 a week
    expect(await get(cookie, '/api/fitness-prefill')).toEqual({
      weeklyExerciseMinutes: {
        value: 41,
        provider: 'apple-health',
        from: '2026-10-24',
        to: '2026-11-20',
        basis: 'Apple Health workouts (mean of 4 weeks), 24 Oct 2026 to 20 Nov 2026',
      },
      sleepHoursPerNight: {
        value: 7,
        provider: 'apple-health',
        from: '2026-11-07',
        to: '2026-11-20',
        basis: 'Apple Health sleep (mean of 3 nights), 7 Nov 2026 to 20 Nov 2026',
      },
      restingHeartRate: {
        value: 60,
        provider: 'apple-health',
        from: '2026-11-07',
        to: '2026-11-20',
        basis: 'Apple Health resting heart rate (daily mean), 7 Nov 2026 to 20 Nov 2026',
      },
      bloodPressure: null,
    });
    const [connection] = await get<{ provider: string; lastSync: string }[]>(
      cookie,
      '/api/fitness-connections',
    );
    expect(connection?.provider).toBe('apple-health');
    expect(connection?.lastSync).toBe(imported.finishedAt);

    const before = await countRows(user.id);
    const second = await upload(cookie, zip);
    expect(second.statusCode).toBe(200);
    expect(second.json<FitnessImport>().counts).toMatchObject({
      added: 0,
      updated: 0,
      workouts: 4,
    });
    expect(await countRows(user.id)).toEqual(before);

    // the export.xml on its own (Safari on a Mac unzips downloads) is the same data
    const xmlOnly = await upload(cookie, Buffer.from(buildSmallExportXml()), {
      fileName: 'export.xml',
      type: 'text/xml',
    });
    expect(xmlOnly.statusCode).toBe(200);
    expect(xmlOnly.json<FitnessImport>().counts).toMatchObject({ added: 0, updated: 0 });
  });

  it('adds a newer export’s new days and updates the last day that grew', async () => {
    const { cookie } = await registerUser(testApp.app);
    expect((await upload(cookie, await zipExport(buildSmallExportXml()))).statusCode).toBe(200);
    const newer = buildSmallExportXml().replace(
      EXPORT_FOOTER,
      [
        // one more walk on the 20th (the iPhone's day grows from 5000 to 5600) and a new day
        ' <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-11-20 19:00:00 +1100" endDate="2026-11-20 19:10:00 +1100" value="600"/>\n',
        ' <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-11-21 08:00:00 +1100" endDate="2026-11-21 08:10:00 +1100" value="900"/>\n',
        EXPORT_FOOTER,
      ].join(''),
    );
    const response = await upload(cookie, await zipExport(newer));
    expect(response.json<FitnessImport>().counts).toMatchObject({ added: 1, updated: 1 });
    const metrics = await get<{ date: string; steps: number }[]>(cookie, '/api/daily-metrics');
    expect(metrics.slice(0, 2).map((m) => [m.date, m.steps])).toEqual([
      ['2026-11-21', 900],
      ['2026-11-20', 5600],
    ]);
  });

  describe('refuses a bad upload with a clear error and stores nothing', () => {
    const zipBomb = async () =>
      zipEntries([
        {
          name: 'apple_health_export/export.xml',
          data: Readable.from([
            Buffer.from(EXPORT_HEADER),
            Buffer.alloc(100 * 1024 * 1024, 0x20),
            Buffer.from(EXPORT_FOOTER),
          ]),
        },
      ]);
    const traversal = () => zipWithRawName('../../../etc/export.xml');
    const xxe = async () =>
      zipExport(
        '<?xml version="1.0"?><!DOCTYPE HealthData [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><HealthData><Record type="&xxe;"/></HealthData>',
      );
    const halfBroken = async () =>
      zipExport(`${buildSmallExportXml().replace(EXPORT_FOOTER, '')}<Record type="`);

    it.each([
      ['a zip bomb', zipBomb, /unpacks to far more/],
      ['a path-traversal name', traversal, /unsafe name/],
      ['an XML entity (XXE)', xxe, /declares XML entities/],
      [
        'a JPEG',
        async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
        /Choose the export.zip/,
      ],
      ['an export cut off half-way', halfBroken, /not well-formed XML/],
    ])('%s', async (_name, build, message) => {
      const { cookie, user } = await registerUser(testApp.app);
      const response = await upload(cookie, await build());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_EXPORT',
        message: expect.stringMatching(message),
      });
      expect(Object.values(await countRows(user.id))).toEqual([0, 0, 0, 0, 0, 0]);
    });

    it('over the size limit: 413, with the limit in words', async () => {
      const { cookie } = await registerUser(testApp.app);
      const response = await upload(cookie, randomBytes(3 * 1024 * 1024));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 2 MB, the most one upload may be.',
      });
    });

    it('JSON instead of a form: 415; a form without the file field: 400', async () => {
      const { cookie } = await registerUser(testApp.app);
      const json = await testApp.app.inject({
        method: 'POST',
        url: '/api/fitness-import/apple-health',
        headers: { cookie },
        payload: { file: 'export.zip' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      const wrongField = await upload(cookie, Buffer.from('x'), { field: 'upload' });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json<{ message: string }>().message).toMatch(/field "file"/);
    });

    it('leaves no temporary file behind', async () => {
      expect(await listUploadFiles()).toEqual([]);
    });
  });

  it('runs one import per user at a time: a second at once answers 409', async () => {
    const { cookie } = await registerUser(testApp.app);
    const zip = await zipExport(buildSmallExportXml());
    // the first upload is still arriving over a real connection (its last bytes held back) when
    // the second one comes
    const body = multipart(zip);
    const held = 100;
    const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const uploadsBefore = await listUploadFiles();
    const arriving = request(`${origin}/api/fitness-import/apple-health`, {
      method: 'POST',
      headers: { cookie, ...body.headers, 'content-length': String(body.payload.length) },
    });
    const first = new Promise<number | undefined>((resolve, reject) => {
      arriving.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      arriving.on('error', reject);
    });
    arriving.write(body.payload.subarray(0, body.payload.length - held));
    // its import has begun once its upload file exists (the slot is taken before that)
    await vi.waitFor(
      async () => {
        const started = (await listUploadFiles()).filter((name) => !uploadsBefore.includes(name));
        expect(started.length).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    const second = await upload(cookie, zip);
    arriving.end(body.payload.subarray(body.payload.length - held));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'IMPORT_RUNNING' });
    expect(await first).toBe(200);
  });

  it('keeps each user’s data to themselves, and deletes it on disconnect', async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    expect((await upload(owner.cookie, await zipExport(buildSmallExportXml()))).statusCode).toBe(
      200,
    );

    for (const url of [
      '/api/fitness-connections',
      '/api/fitness-activities',
      '/api/heart-rate-data',
      '/api/sleep-sessions',
      '/api/daily-metrics',
      '/api/body-measurements',
      '/api/fitness-summary',
    ]) {
      expect(await get(other.cookie, url), url).toEqual([]);
    }
    expect(await get(other.cookie, '/api/fitness-import/apple-health')).toBeNull();
    expect(await get(other.cookie, '/api/health-averages')).toMatchObject({ dataAvailable: false });
    const notTheirs = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/fitness-connections/apple-health',
      headers: { cookie: other.cookie },
      payload: {},
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await countRows(owner.user.id)).fitnessActivities).toBe(4);

    const disconnect = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/fitness-connections/apple-health',
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(disconnect.statusCode).toBe(200);
    expect(Object.values(await countRows(owner.user.id))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('connect and sync: Apple Health by import, the others not available yet (never an auth URL)', async () => {
    const { cookie } = await registerUser(testApp.app);
    const call = (action: string, provider: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/fitness-${action}/${provider}`,
        headers: { cookie },
      });
    const apple = await call('connect', 'apple-health');
    expect(apple.statusCode).toBe(200);
    expect(apple.json()).toEqual({ provider: 'apple-health', method: 'import', connection: null });
    for (const provider of ['fitbit', 'google-fit', 'garmin', 'strava']) {
      for (const action of ['connect', 'sync']) {
        const response = await call(action, provider);
        expect(response.statusCode).toBe(501);
        expect(response.json()).toMatchObject({
          code: 'PROVIDER_NOT_AVAILABLE',
          message: expect.stringMatching(/is not available yet/),
        });
        expect(response.body).not.toMatch(/authUrl|https?:/);
      }
    }
    expect((await call('connect', 'myspace')).statusCode).toBe(404);
  });
});
