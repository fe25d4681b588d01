import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import yazl from 'yazl';

/**
 * Apple Health exports for tests and the benchmark, written as the Health app writes them
 * (HealthKit export version 14: the DOCTYPE with its internal subset, Records, Workouts with
 * WorkoutStatistics, a Correlation, ActivitySummary), zipped under apple_health_export/.
 */

export const EXPORT_HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
]>
<HealthData locale="en_AU">
 <ExportDate value="2026-11-21 09:00:00 +1100"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1968-05-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexMale" HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet" HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>
`;
export const EXPORT_FOOTER = '</HealthData>\n';

const DEVICE =
  '&lt;&lt;HKDevice: 0x283a1c0f0&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;';

export function record(
  type: string,
  source: string,
  start: string,
  end: string,
  value: string | number,
  unit = 'count',
): string {
  return ` <Record type="HKQuantityTypeIdentifier${type}" sourceName="${source}" sourceVersion="10.1" device="${DEVICE}" unit="${unit}" creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>\n`;
}

export function sleep(source: string, start: string, end: string, stage: string): string {
  return ` <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="${source}" sourceVersion="10.1" creationDate="${end}" startDate="${start}" endDate="${end}" value="HKCategoryValueSleepAnalysis${stage}"/>\n`;
}

/** A workout as iOS 16+ writes it: totals in WorkoutStatistics children. */
export function workout(options: {
  type: string;
  start: string;
  end: string;
  minutes: number;
  kcal?: number;
  km?: number;
}): string {
  const stats = [
    options.kcal === undefined
      ? ''
      : `  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="${options.start}" endDate="${options.end}" sum="${options.kcal}" unit="kcal"/>\n`,
    options.km === undefined
      ? ''
      : `  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="${options.start}" endDate="${options.end}" sum="${options.km}" unit="km"/>\n`,
  ].join('');
  return ` <Workout workoutActivityType="HKWorkoutActivityType${options.type}" duration="${options.minutes}" durationUnit="min" sourceName="Apple Watch" sourceVersion="10.1" device="${DEVICE}" creationDate="${options.end}" startDate="${options.start}" endDate="${options.end}">
  <MetadataEntry key="HKIndoorWorkout" value="0"/>
${stats}  <WorkoutEvent type="HKWorkoutEventTypeSegment" date="${options.start}" duration="${options.minutes}" durationUnit="min"/>
 </Workout>
`;
}

/**
 * A small export whose every figure is worked out by hand in fitness.test.ts: the week of
 * 14–20 Nov 2026 (+1100), plus one day outside the 7-day window (10 Nov).
 */
export function buildSmallExportXml(): string {
  const parts = [EXPORT_HEADER];
  // steps: iPhone and Watch count the same walks; each day keeps its larger source
  const steps: [string, number, number][] = [
    ['2026-11-10', 12000, 11000],
    ['2026-11-14', 8000, 7500],
    ['2026-11-15', 6000, 6500],
    ['2026-11-16', 10000, 9000],
    ['2026-11-17', 4000, 4200],
    ['2026-11-18', 9000, 8800],
    ['2026-11-19', 7000, 7100],
    ['2026-11-20', 5000, 4000],
  ];
  for (const [day, phone, watch] of steps) {
    // each source's day in two records, to check that they add up
    parts.push(
      record('StepCount', 'iPhone', `${day} 08:00:00 +1100`, `${day} 08:30:00 +1100`, phone / 2),
    );
    parts.push(
      record('StepCount', 'iPhone', `${day} 17:00:00 +1100`, `${day} 17:30:00 +1100`, phone / 2),
    );
    parts.push(
      record(
        'StepCount',
        'Apple Watch',
        `${day} 08:00:00 +1100`,
        `${day} 08:30:00 +1100`,
        watch / 2,
      ),
    );
    parts.push(
      record(
        'StepCount',
        'Apple Watch',
        `${day} 17:00:00 +1100`,
        `${day} 17:30:00 +1100`,
        watch / 2,
      ),
    );
    parts.push(
      record(
        'RestingHeartRate',
        'Apple Watch',
        `${day} 06:00:00 +1100`,
        `${day} 23:00:00 +1100`,
        60,
        'count/min',
      ),
    );
  }
  // heart rate: 20 Nov 07:00–08:00 has 70, 80, 90 (mean 80); 08:00 has 100 (mean 100)
  parts.push(
    record(
      'HeartRate',
      'Apple Watch',
      '2026-11-20 07:05:00 +1100',
      '2026-11-20 07:05:00 +1100',
      70,
      'count/min',
    ),
  );
  parts.push(
    record(
      'HeartRate',
      'Apple Watch',
      '2026-11-20 07:25:00 +1100',
      '2026-11-20 07:25:00 +1100',
      80,
      'count/min',
    ),
  );
  parts.push(
    record(
      'HeartRate',
      'Apple Watch',
      '2026-11-20 07:55:00 +1100',
      '2026-11-20 07:55:00 +1100',
      90,
      'count/min',
    ),
  );
  parts.push(
    record(
      'HeartRate',
      'Apple Watch',
      '2026-11-20 08:10:00 +1100',
      '2026-11-20 08:10:00 +1100',
      100,
      'count/min',
    ),
  );
  // sleep: the night of 19→20 Nov: Watch 6 h asleep (core 4 h + deep 1 h + REM 1 h), 30 min awake;
  // the iPhone's 8 h 'In Bed' is not sleep; the night of 18→19: 7 h; the night of 17→18: 8 h
  parts.push(sleep('iPhone', '2026-11-19 22:00:00 +1100', '2026-11-20 06:00:00 +1100', 'InBed'));
  parts.push(
    sleep('Apple Watch', '2026-11-19 23:00:00 +1100', '2026-11-20 03:00:00 +1100', 'AsleepCore'),
  );
  parts.push(
    sleep('Apple Watch', '2026-11-20 03:00:00 +1100', '2026-11-20 03:30:00 +1100', 'Awake'),
  );
  parts.push(
    sleep('Apple Watch', '2026-11-20 03:30:00 +1100', '2026-11-20 04:30:00 +1100', 'AsleepDeep'),
  );
  parts.push(
    sleep('Apple Watch', '2026-11-20 04:30:00 +1100', '2026-11-20 05:30:00 +1100', 'AsleepREM'),
  );
  parts.push(
    sleep('Apple Watch', '2026-11-18 23:00:00 +1100', '2026-11-19 06:00:00 +1100', 'AsleepCore'),
  );
  parts.push(
    sleep(
      'Apple Watch',
      '2026-11-17 22:30:00 +1100',
      '2026-11-18 06:30:00 +1100',
      'AsleepUnspecified',
    ),
  );
  // workouts: two in the window (a run with 5.2 km and 400 kcal; strength with 150 kcal), one before it
  parts.push(
    workout({
      type: 'Running',
      start: '2026-11-18 06:00:00 +1100',
      end: '2026-11-18 06:30:00 +1100',
      minutes: 30,
      kcal: 400,
      km: 5.2,
    }),
  );
  parts.push(
    workout({
      type: 'TraditionalStrengthTraining',
      start: '2026-11-20 18:00:00 +1100',
      end: '2026-11-20 18:45:00 +1100',
      minutes: 45,
      kcal: 150,
    }),
  );
  parts.push(
    workout({
      type: 'Cycling',
      start: '2026-11-01 07:00:00 +1100',
      end: '2026-11-01 08:00:00 +1100',
      minutes: 60,
      kcal: 500,
      km: 20,
    }),
  );
  // an older iOS workout, totals as attributes
  parts.push(
    ` <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="1800" durationUnit="s" totalDistance="1.5" totalDistanceUnit="mi" totalEnergyBurned="120" totalEnergyBurnedUnit="kcal" sourceName="iPhone" sourceVersion="12.1" creationDate="2026-10-30 18:30:00 +1100" startDate="2026-10-30 18:00:00 +1100" endDate="2026-10-30 18:30:00 +1100"/>\n`,
  );
  // body: two weights (the newer one is shown), body fat as HealthKit's fraction, BMI
  parts.push(
    record(
      'BodyMass',
      'Withings',
      '2026-11-01 07:00:00 +1100',
      '2026-11-01 07:00:00 +1100',
      81.4,
      'kg',
    ),
  );
  parts.push(
    record(
      'BodyMass',
      'Withings',
      '2026-11-19 07:00:00 +1100',
      '2026-11-19 07:00:00 +1100',
      176.37,
      'lb',
    ),
  );
  parts.push(
    record(
      'BodyFatPercentage',
      'Withings',
      '2026-11-19 07:00:00 +1100',
      '2026-11-19 07:00:00 +1100',
      0.214,
      '%',
    ),
  );
  parts.push(
    record(
      'BodyMassIndex',
      'Withings',
      '2026-11-19 07:00:00 +1100',
      '2026-11-19 07:00:00 +1100',
      25.3,
    ),
  );
  // a blood-pressure correlation: its nested Records are not counted again
  parts.push(` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Withings" creationDate="2026-11-19 07:01:00 +1100" startDate="2026-11-19 07:01:00 +1100" endDate="2026-11-19 07:01:00 +1100">
  ${record('StepCount', 'iPhone', '2026-11-19 07:01:00 +1100', '2026-11-19 07:01:00 +1100', 99999).trim()}
 </Correlation>
`);
  parts.push(
    ' <ActivitySummary dateComponents="2026-11-20" activeEnergyBurned="500" activeEnergyBurnedGoal="600" activeEnergyBurnedUnit="Cal" appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="45" appleExerciseTimeGoal="30" appleStandHours="10" appleStandHoursGoal="12"/>\n',
  );
  parts.push(EXPORT_FOOTER);
  return parts.join('');
}

/** A zip with the given entries, deflated unless `store`, as yazl writes it. */
export async function zipEntries(
  entries: readonly { name: string; data: Buffer | string | Readable; store?: boolean }[],
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const options = { compress: !entry.store };
    if (entry.data instanceof Readable) zip.addReadStream(entry.data, entry.name, options);
    else zip.addBuffer(Buffer.from(entry.data), entry.name, options);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The export zipped as the Health app does, with a second (CDA) document beside it. */
export async function zipExport(xml: string): Promise<Buffer> {
  return zipEntries([
    { name: 'apple_health_export/export.xml', data: xml },
    {
      name: 'apple_health_export/export_cda.xml',
      data: '<?xml version="1.0"?><ClinicalDocument/>',
    },
  ]);
}

/**
 * A large export written straight to `path` (for the benchmark): `days` days, up to 20 Nov 2026,
 * of a heavy Apple Watch user — steps every 10 minutes from two sources, a heart-rate sample every 5 minutes,
 * resting heart rate, a night of staged sleep and a workout a day.
 */
export async function writeLargeExport(path: string, days: number): Promise<void> {
  const xml = new PassThrough();
  const zip = new yazl.ZipFile();
  zip.addReadStream(xml, 'apple_health_export/export.xml');
  zip.end();
  const written = pipeline(zip.outputStream, createWriteStream(path));
  // the days end on 20 Nov 2026: a long file fills every year an import keeps (and more)
  const start = Date.UTC(2026, 10, 20) - (days - 1) * 86_400_000;
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = (ms: number) => {
    const d = new Date(ms);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +1000`;
  };
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const write = async (text: string) => {
    if (!xml.write(text)) await new Promise((resolve) => xml.once('drain', resolve));
  };
  await write(EXPORT_HEADER);
  for (let day = 0; day < days; day += 1) {
    const dayStart = start + day * 86_400_000;
    const parts: string[] = [];
    for (let minute = 0; minute < 1440; minute += 5) {
      const at = stamp(dayStart + minute * 60_000);
      parts.push(
        record('HeartRate', 'Apple Watch', at, at, Math.round(55 + random() * 60), 'count/min'),
      );
      if (minute % 10 === 0 && minute >= 420 && minute < 1320) {
        const end = stamp(dayStart + (minute + 10) * 60_000);
        parts.push(record('StepCount', 'iPhone', at, end, Math.round(random() * 300)));
        parts.push(record('StepCount', 'Apple Watch', at, end, Math.round(random() * 300)));
      }
    }
    parts.push(
      record(
        'RestingHeartRate',
        'Apple Watch',
        stamp(dayStart + 6 * 3_600_000),
        stamp(dayStart + 23 * 3_600_000),
        Math.round(55 + random() * 10),
        'count/min',
      ),
    );
    const bed = dayStart + 22 * 3_600_000;
    const stages = ['AsleepCore', 'AsleepDeep', 'AsleepCore', 'AsleepREM', 'Awake', 'AsleepCore'];
    stages.forEach((stage, index) => {
      parts.push(
        sleep(
          'Apple Watch',
          stamp(bed + index * 80 * 60_000),
          stamp(bed + (index + 1) * 80 * 60_000),
          stage,
        ),
      );
    });
    const run = dayStart + 6 * 3_600_000;
    parts.push(
      workout({
        type: day % 2 === 0 ? 'Running' : 'Cycling',
        start: stamp(run),
        end: stamp(run + 40 * 60_000),
        minutes: 40,
        kcal: Math.round(300 + random() * 200),
        km: Math.round(50 + random() * 100) / 10,
      }),
    );
    await write(parts.join(''));
  }
  await write(EXPORT_FOOTER);
  xml.end();
  await written;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(
  bytes: Buffer,
  options: { field?: string; fileName?: string; type?: string } = {},
) {
  const boundary = `----formdata-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.fileName ?? 'export.zip'}"\r\nContent-Type: ${options.type ?? 'application/zip'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A zip holding the small export and one stored entry named exactly `name` — absolute paths and
 * ".." included, which yazl refuses to write: a same-length placeholder is replaced in the bytes.
 */
export async function zipWithRawName(name: string): Promise<Buffer> {
  const placeholder = Buffer.from('x'.repeat(Buffer.byteLength(name)));
  const zip = await zipEntries([
    { name: 'apple_health_export/export.xml', data: buildSmallExportXml() },
    { name: placeholder.toString(), data: 'x', store: true },
  ]);
  const replacement = Buffer.from(name);
  let at = zip.indexOf(placeholder);
  while (at !== -1) {
    replacement.copy(zip, at);
    at = zip.indexOf(placeholder, at + placeholder.length);
  }
  return zip;
}

/** What {@link writeManyRowsExport} repeats: the shapes of issue 28's probe. */
export type ManyRowsKind = 'weights' | 'workouts' | 'stepSources';

/**
 * An export of `rows` rows of one kind, zipped to `path` as it is written (never held whole):
 * weights a minute apart, workouts a minute apart, or step records of one day each from a
 * different source (the 300,000 "sources" that overflowed the stack). Short records without a
 * device, so a million take seconds to write and read.
 */
export async function writeManyRowsExport(
  path: string,
  kind: ManyRowsKind,
  rows: number,
): Promise<void> {
  const xml = new PassThrough();
  const zip = new yazl.ZipFile();
  zip.addReadStream(xml, 'apple_health_export/export.xml');
  zip.end();
  const written = pipeline(zip.outputStream, createWriteStream(path));
  const start = Date.UTC(2024, 0, 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = (ms: number) => {
    const d = new Date(ms);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +1000`;
  };
  const write = async (text: string) => {
    if (!xml.write(text)) await new Promise((resolve) => xml.once('drain', resolve));
  };
  const line = (index: number): string => {
    const at = stamp(start + index * 60_000);
    switch (kind) {
      case 'weights':
        return ` <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" startDate="${at}" endDate="${at}" value="${(70 + (index % 100) / 10).toFixed(1)}"/>\n`;
      case 'workouts':
        return ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="Watch" startDate="${at}" endDate="${at}"/>\n`;
      case 'stepSources':
        return ` <Record type="HKQuantityTypeIdentifierStepCount" sourceName="App ${index}" unit="count" startDate="2026-11-20 08:00:00 +1100" endDate="2026-11-20 08:10:00 +1100" value="${index % 1000}"/>\n`;
    }
  };
  await write(EXPORT_HEADER);
  const BLOCK = 5000;
  for (let first = 0; first < rows; first += BLOCK) {
    const parts: string[] = [];
    for (let index = first; index < Math.min(rows, first + BLOCK); index += 1) {
      parts.push(line(index));
    }
    await write(parts.join(''));
  }
  await write(EXPORT_FOOTER);
  xml.end();
  await written;
}
