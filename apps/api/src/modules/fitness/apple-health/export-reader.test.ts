import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { deflateRawSync } from 'node:zlib';

import { APPLE_HEALTH_IMPORT_LIMITS } from '@healthscreen/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  buildSmallExportXml,
  EXPORT_FOOTER,
  EXPORT_HEADER,
  record,
  workout,
  zipEntries,
  zipExport,
  zipWithRawName,
} from '../../../../test/apple-health-export.js';
import {
  DAMAGED_ZIP_MESSAGE,
  NO_EXPORT_XML_MESSAGE,
  NOT_A_ZIP_MESSAGE,
  openExportFile,
  UNSAFE_NAME_MESSAGE,
  ZIP_BOMB_MESSAGE,
} from './export-file.js';
import {
  ENTITY_DECLARATION_MESSAGE,
  ImportRejectedError,
  MAX_CHARS_BETWEEN_TAGS,
  OVERLONG_ELEMENT_MESSAGE,
  NOT_A_HEALTH_EXPORT_MESSAGE,
  readHealthExport,
} from './export-reader.js';
import { describeWorkoutType, parseMoment, type HealthData } from './health-data.js';

/** The data with its heart-rate hours as a list (comparable with toEqual). */
function materialize(data: HealthData) {
  return { ...data, heartRateHours: [...data.heartRateHours()], body: [...data.body()] };
}

function read(xml: string, chunkSize = 97) {
  // small chunks: elements, attributes and multi-byte characters split across writes
  const bytes = Buffer.from(xml);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize)
    chunks.push(bytes.subarray(at, at + chunkSize));
  return readHealthExport(Readable.from(chunks));
}

describe('reading an Apple Health export.xml', () => {
  it('reduces the export by the documented rules (every figure worked out by hand)', async () => {
    const data = await read(buildSmallExportXml());

    expect(data.records).toBe(59);
    // steps: each day keeps its larger source; the Correlation's nested 99,999 is not counted
    expect(data.days.map((day) => [day.day, day.steps, day.restingHeartRate])).toEqual([
      ['2026-11-10', 12000, 60],
      ['2026-11-14', 8000, 60],
      ['2026-11-15', 6500, 60],
      ['2026-11-16', 10000, 60],
      ['2026-11-17', 4200, 60],
      ['2026-11-18', 9000, 60],
      ['2026-11-19', 7100, 60],
      ['2026-11-20', 5000, 60],
    ]);
    // heart rate: the mean of each local hour
    expect(
      [...data.heartRateHours()].map((hour) => [
        hour.hourStart.toISOString(),
        hour.bpm,
        hour.samples,
        hour.day,
      ]),
    ).toEqual([
      ['2026-11-19T20:00:00.000Z', 80, 3, '2026-11-20'],
      ['2026-11-19T21:00:00.000Z', 100, 1, '2026-11-20'],
    ]);
    // sleep: asleep stages only, the night named by the date it ends on
    expect(data.sleepNights.map((night) => [night.night, night.asleepMinutes])).toEqual([
      ['2026-11-18', 480],
      ['2026-11-19', 420],
      ['2026-11-20', 360],
    ]);
    expect(data.sleepNights[2]?.startTime.toISOString()).toBe('2026-11-19T12:00:00.000Z');
    expect(data.sleepNights[2]?.endTime.toISOString()).toBe('2026-11-19T18:30:00.000Z');
    // workouts: iOS 16 statistics and the older attributes, in metres and kcal
    expect(
      data.workouts.map((w) => [
        w.day,
        w.activityType,
        w.durationMinutes,
        w.calories,
        w.distanceMetres,
      ]),
    ).toEqual([
      ['2026-10-30', 'Walking', 30, 120, 2414.016],
      ['2026-11-01', 'Cycling', 60, 500, 20000],
      ['2026-11-18', 'Running', 30, 400, 5200],
      ['2026-11-20', 'Traditional Strength Training', 45, 150, null],
    ]);
    // body: pounds to kilograms, HealthKit's fraction to per cent
    const body = [...data.body()].map((reading) => [
      reading.kind,
      Number(reading.value.toFixed(2)),
    ]);
    expect(body).toEqual(
      expect.arrayContaining([
        ['weight', 81.4],
        ['weight', 80],
        ['bodyFat', 21.4],
        ['bmi', 25.3],
      ]),
    );
    expect(body).toHaveLength(4);
  });

  it('gives the same result however the bytes are split', async () => {
    const xml = buildSmallExportXml().replace('en_AU', 'en_AU" note="Zoë’s 🏃');
    const whole = await read(xml, 1 << 20);
    const tiny = await read(xml, 7);
    expect(materialize(tiny)).toEqual(materialize(whole));
  });

  it('parses the export’s dates with their offsets', () => {
    expect(parseMoment('2026-11-20 07:05:00 +1100')).toEqual({
      epochMs: Date.UTC(2026, 10, 19, 20, 5),
      offsetMs: 11 * 3_600_000,
      localDate: '2026-11-20',
    });
    expect(parseMoment('2026-06-01 23:30:00 +0930')?.epochMs).toBe(Date.UTC(2026, 5, 1, 14, 0));
    expect(parseMoment('2026-06-01 23:30:00 -0500')?.localDate).toBe('2026-06-01');
    expect(parseMoment('yesterday')).toBeUndefined();
    expect(describeWorkoutType('HKWorkoutActivityTypeHighIntensityIntervalTraining')).toBe(
      'High Intensity Interval Training',
    );
  });

  it.each([
    [
      'a billion-laughs entity declaration',
      '<?xml version="1.0"?><!DOCTYPE HealthData [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><HealthData>&lol2;</HealthData>',
      ENTITY_DECLARATION_MESSAGE,
    ],
    [
      'an external entity (XXE)',
      '<?xml version="1.0"?><!DOCTYPE HealthData [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><HealthData><Record type="&xxe;"/></HealthData>',
      ENTITY_DECLARATION_MESSAGE,
    ],
    [
      'a parameter entity',
      '<?xml version="1.0"?><!DOCTYPE HealthData [<!ENTITY % remote SYSTEM "http://example.com/x.dtd">%remote;]><HealthData/>',
      ENTITY_DECLARATION_MESSAGE,
    ],
    [
      'another XML document',
      '<?xml version="1.0"?><svg><rect/></svg>',
      NOT_A_HEALTH_EXPORT_MESSAGE,
    ],
  ])('refuses %s', async (_name, xml, message) => {
    await expect(read(xml)).rejects.toThrow(new ImportRejectedError(message));
  });

  it('refuses an undefined entity and XML that is not well-formed', async () => {
    await expect(
      read(`${EXPORT_HEADER}<Record type="&undeclared;"/>${EXPORT_FOOTER}`),
    ).rejects.toThrow(/not well-formed XML/);
    await expect(
      read(`${EXPORT_HEADER}${record('StepCount', 'iPhone', 'a', 'b', 1)}<Record`),
    ).rejects.toThrow(/not well-formed XML/);
  });

  it('keeps at most the limits of each kind a day and the years kept, and counts the rest', async () => {
    const limits = APPLE_HEALTH_IMPORT_LIMITS;
    const at = (minute: number) => `2026-11-20 08:${String(minute).padStart(2, '0')}:00 +1100`;
    const parts = [EXPORT_HEADER];
    for (let index = 0; index < limits.workoutsPerDay + 3; index += 1) {
      parts.push(
        workout({ type: 'Running', start: at(index), end: at(index + 1), minutes: 1, kcal: 10 }),
      );
    }
    for (let index = 0; index < limits.readingsPerKindPerDay + 4; index += 1) {
      parts.push(record('BodyMass', 'Scale', at(index), at(index), 80 + index, 'kg'));
    }
    // the same reading again replaces itself: not one more
    parts.push(record('BodyMass', 'Scale', at(0), at(0), 79, 'kg'));
    for (let index = 0; index < limits.sourcesPerDay + 5; index += 1) {
      parts.push(record('StepCount', `App ${index}`, at(0), at(1), 100 + index));
    }
    // dated before the years kept, and a week after the import
    parts.push(
      record('StepCount', 'iPhone', '1990-01-01 08:00:00 +1100', '1990-01-01 08:10:00 +1100', 5),
    );
    parts.push(
      record('StepCount', 'iPhone', '2026-11-28 08:00:00 +1100', '2026-11-28 08:10:00 +1100', 5),
    );
    parts.push(EXPORT_FOOTER);
    const data = materialize(
      await readHealthExport(Readable.from([parts.join('')]), undefined, {
        now: Date.UTC(2026, 10, 21),
      }),
    );
    expect(data.workouts).toHaveLength(limits.workoutsPerDay);
    expect(data.body).toHaveLength(limits.readingsPerKindPerDay);
    expect(data.body.find((reading) => reading.value === 79)).toBeDefined();
    // the day keeps the largest of the first sources it met
    expect(data.days).toEqual([
      { day: '2026-11-20', steps: 100 + limits.sourcesPerDay - 1, restingHeartRate: null },
    ]);
    expect(data.skipped).toBe(3 + 4 + 5 + 2);
  });

  it('refuses an element longer than the reader takes between two tags', async () => {
    // counted a chunk at a time: twice the limit is refused whatever the chunks
    const long = 'x'.repeat(2 * MAX_CHARS_BETWEEN_TAGS);
    await expect(
      read(`${EXPORT_HEADER}<Record type="${long}"/>${EXPORT_FOOTER}`, 256 * 1024),
    ).rejects.toThrow(OVERLONG_ELEMENT_MESSAGE);
  });

  it('reads one day of 300,000 sources (the stack is not deepened by the file)', async () => {
    const parts = [EXPORT_HEADER];
    for (let index = 0; index < 300_000; index += 1) {
      parts.push(
        ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="App ${index}" startDate="2026-11-20 08:00:00 +1100" endDate="2026-11-20 08:10:00 +1100" value="7"/>\n`,
      );
    }
    parts.push(EXPORT_FOOTER);
    const data = await readHealthExport(Readable.from([parts.join('')]));
    expect(data.days.map((day) => day.steps)).toEqual([7]);
    expect(data.skipped).toBe(300_000 - APPLE_HEALTH_IMPORT_LIMITS.sourcesPerDay);
    // 40 MB of XML: about 3 CPU-s alone, 34 s in a CI run on a slow day; the time it takes is not
    // what this test checks (a hang still fails it)
  }, 180_000);
});

describe('opening an uploaded file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'export-file-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function open(name: string, bytes: Buffer | string) {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return openExportFile(path);
  }

  async function readAll(source: Awaited<ReturnType<typeof openExportFile>>) {
    try {
      return await readHealthExport(source.stream);
    } finally {
      source.close();
    }
  }

  it('reads the export.xml out of the Health app’s zip, and an export.xml on its own', async () => {
    const xml = buildSmallExportXml();
    const fromZip = await open('export.zip', await zipExport(xml));
    expect(fromZip.totalBytes).toBe(Buffer.byteLength(xml));
    const fromXml = await open('export.xml', xml);
    expect(materialize(await readAll(fromZip))).toEqual(materialize(await readAll(fromXml)));
  });

  it('refuses a file that is neither a zip nor XML', async () => {
    await expect(open('photo.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).rejects.toThrow(
      NOT_A_ZIP_MESSAGE,
    );
  });

  it('refuses a zip without export.xml, and a truncated zip', async () => {
    await expect(
      open('other.zip', await zipEntries([{ name: 'notes.txt', data: 'hi' }])),
    ).rejects.toThrow(NO_EXPORT_XML_MESSAGE);
    const zip = await zipExport(buildSmallExportXml());
    await expect(open('cut.zip', zip.subarray(0, zip.length - 40))).rejects.toThrow(
      DAMAGED_ZIP_MESSAGE,
    );
  });

  it('refuses a zip bomb by its compression ratio before inflating it', async () => {
    // 200 MB of spaces inside a valid export: about 1000 to 1
    const padding = Buffer.alloc(200 * 1024 * 1024, 0x20);
    const bomb = await zipEntries([
      {
        name: 'apple_health_export/export.xml',
        data: Readable.from([Buffer.from(EXPORT_HEADER), padding, Buffer.from(EXPORT_FOOTER)]),
      },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(open('bomb.zip', bomb)).rejects.toThrow(ZIP_BOMB_MESSAGE);
  });

  it('stops an entry that inflates past the size its header declares', async () => {
    // a hand-made zip whose central directory claims 1,000 bytes for 3 MB of deflated XML
    const xml = Buffer.from(`${EXPORT_HEADER}${' '.repeat(3 * 1024 * 1024)}${EXPORT_FOOTER}`);
    const data = deflateRawSync(xml);
    const name = Buffer.from('apple_health_export/export.xml');
    const declared = 1000;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    const centralOffset = local.length + name.length + data.length;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(centralOffset, 16);
    const liar = Buffer.concat([local, name, data, central, name, end]);
    // its claimed ratio (1000 / ~3 KB) passes the ratio check; the inflater catches the lie
    const source = await open('liar.zip', liar);
    await expect(readAll(source)).rejects.toThrow(/too many bytes/);
  });

  it.each([
    '../../etc/cron.d/export.xml',
    '/etc/export.xml',
    'apple_health_export\\..\\export.xml',
  ])('refuses a zip holding the unsafe name %s', async (name) => {
    const patched = await zipWithRawName(name);
    await expect(open('unsafe.zip', patched)).rejects.toThrow(UNSAFE_NAME_MESSAGE);
  });
});
