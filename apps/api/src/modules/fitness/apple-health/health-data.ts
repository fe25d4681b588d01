import { APPLE_HEALTH_IMPORT_LIMITS } from '@healthscreen/api-client';

/**
 * What an Apple Health export holds, reduced to what HealthScreen stores — and the rules that
 * reduce it. Pure: fed one element at a time by the XML reader (export-reader.ts), it keeps
 * only running totals, so memory grows with days and hours, never with the file.
 *
 * The rules (written in apps/api/README.md too):
 * - Steps: a day's total is the local date's sum per source, and the day keeps its largest
 *   source (iPhone and Watch both count the same walk; adding them would double it — the Health
 *   app itself keeps one source per moment).
 * - Heart rate: the mean of each local hour's samples (a Watch records one every few minutes).
 * - Resting heart rate: the day's mean of Apple's own RestingHeartRate values.
 * - Sleep: a night is the local noon-to-noon window ending on its date; the asleep stages
 *   (Asleep, AsleepUnspecified, AsleepCore, AsleepDeep, AsleepREM) are summed per source, 'In
 *   Bed' and 'Awake' are not counted, and the night keeps the source with the most sleep.
 * - Workouts: type, duration, energy (kcal) and distance (metres), from the workout's own
 *   totals or its WorkoutStatistics (iOS 16 and later).
 * - Body: weight (kg), BMI and body fat (%), each reading as it was taken.
 * - Blood pressure: the systolic and diastolic records (mmHg), each reading as it was taken; a
 *   cuff writes both with the same start time, which pairs them again for the assessment.
 * Records nested in a Correlation (blood pressure, food) repeat top-level ones and are skipped.
 *
 * Bounded whatever the file (issue 28, APPLE_HEALTH_IMPORT_LIMITS): only the years before the
 * import, at most so many workouts, readings of each kind, sources and heart-rate hours a day,
 * and so many different source and workout names in a file; a record beyond a limit is counted
 * in `skipped`, never kept. So what is held is bounded by days × limits, not by the file.
 */

export interface Workout {
  activityType: string;
  startTime: Date;
  /** The device's local date of the start. */
  day: string;
  durationMinutes: number;
  calories: number | null;
  distanceMetres: number | null;
}

export interface SleepNight {
  night: string;
  startTime: Date;
  endTime: Date;
  asleepMinutes: number;
}

export interface DayMetric {
  day: string;
  steps: number | null;
  restingHeartRate: number | null;
}

export interface HeartRateHour {
  hourStart: Date;
  day: string;
  bpm: number;
  samples: number;
}

export interface BodyReading {
  kind: 'weight' | 'bmi' | 'bodyFat' | 'bloodPressureSystolic' | 'bloodPressureDiastolic';
  measuredAt: Date;
  value: number;
}

export interface HealthData {
  /** Records and workouts read (every one, also those HealthScreen does not keep). */
  records: number;
  /** Records of a kept kind not kept: outside the years kept or beyond a per-day limit. */
  skipped: number;
  workouts: Workout[];
  days: DayMetric[];
  /** How many hours {@link HealthData.heartRateHours} gives. */
  heartRateHourCount: number;
  /**
   * The hours, oldest first, made as they are read: a heavy Watch user has hundreds of thousands
   * (one object each would hold tens of MB at once; the store writes them a batch at a time).
   */
  heartRateHours: () => Iterable<HeartRateHour>;
  sleepNights: SleepNight[];
  /** How many readings {@link HealthData.body} gives. */
  bodyCount: number;
  /** The readings, made as they are read (up to the limits' hundreds of thousands). */
  body: () => Iterable<BodyReading>;
}

/** What the collector keeps at most, and the moment the years kept end (the import's). */
export interface CollectorOptions {
  now?: number;
  limits?: typeof APPLE_HEALTH_IMPORT_LIMITS;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A moment as the export writes it ("2026-11-19 08:05:00 +1100"), kept with its local offset. */
export interface LocalMoment {
  epochMs: number;
  offsetMs: number;
  /** `YYYY-MM-DD` as written (the device's local date). */
  localDate: string;
}

const MOMENT_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})\s*([+-])(\d{2}):?(\d{2})$/;

/** Parses the export's date format; undefined for anything else (the record is then skipped). */
export function parseMoment(text: string | undefined): LocalMoment | undefined {
  if (text === undefined) return undefined;
  const match = MOMENT_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, sign, offsetHours, offsetMinutes] = match;
  const localAsUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  // Date.UTC rolls impossible dates over (month 13, 30 February, 24:00) and reads years 0–99 as
  // 1900–1999: a moment that does not read back as written is skipped (issue 28 §3)
  if (Number.isNaN(localAsUtc)) return undefined;
  const readBack = new Date(localAsUtc).toISOString().slice(0, 19);
  if (readBack !== `${year}-${month}-${day}T${hour}:${minute}:${second}`) return undefined;
  const offsetMs =
    (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  return { epochMs: localAsUtc - offsetMs, offsetMs, localDate: `${year}-${month}-${day}` };
}

/** The local date `shiftMs` after a moment. */
function localDateAfter(moment: LocalMoment, shiftMs: number): string {
  return new Date(moment.epochMs + moment.offsetMs + shiftMs).toISOString().slice(0, 10);
}

/** More steps than anyone walks in a day: a record above it is skipped, a day's total stops there. */
const MAX_STEPS_PER_DAY = 200_000;

const ASLEEP_VALUES = new Set([
  'HKCategoryValueSleepAnalysisAsleep',
  'HKCategoryValueSleepAnalysisAsleepUnspecified',
  'HKCategoryValueSleepAnalysisAsleepCore',
  'HKCategoryValueSleepAnalysisAsleepDeep',
  'HKCategoryValueSleepAnalysisAsleepREM',
]);

const METRES_PER_UNIT: Readonly<Record<string, number>> = {
  m: 1,
  km: 1000,
  cm: 0.01,
  mi: 1609.344,
  yd: 0.9144,
  ft: 0.3048,
};
const KCAL_PER_UNIT: Readonly<Record<string, number>> = {
  kcal: 1,
  Cal: 1,
  kJ: 1 / 4.184,
  cal: 0.001,
};
const MINUTES_PER_UNIT: Readonly<Record<string, number>> = {
  min: 1,
  s: 1 / 60,
  h: 60,
  hr: 60,
};
const KG_PER_UNIT: Readonly<Record<string, number>> = {
  kg: 1,
  g: 0.001,
  lb: 0.45359237,
  st: 6.35029318,
};

/** HealthKit writes blood pressure in mmHg; a kPa reading is converted. */
const MMHG_PER_UNIT: Readonly<Record<string, number>> = {
  mmHg: 1,
  kPa: 7.500616827,
};

function toMmHg(value: string | undefined, unit: string | undefined): number | undefined {
  const mmHg = convert(value, unit ?? 'mmHg', MMHG_PER_UNIT);
  return mmHg === undefined ? undefined : Math.round(mmHg);
}

function toNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function convert(
  value: string | undefined,
  unit: string | undefined,
  table: Readonly<Record<string, number>>,
): number | undefined {
  const number = toNumber(value);
  const factor = unit === undefined ? undefined : table[unit];
  if (number === undefined || factor === undefined) return undefined;
  // 1e308 miles is no number
  return Number.isFinite(number * factor) ? number * factor : undefined;
}

/** "HKWorkoutActivityTypeTraditionalStrengthTraining" → "Traditional Strength Training". */
export function describeWorkoutType(type: string | undefined): string {
  const name = (type ?? '').replace(/^HKWorkoutActivityType/, '');
  if (name === '') return 'Workout';
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

type Attributes = Readonly<Record<string, string>>;

/**
 * Heart-rate sums and counts by local hour in typed arrays, keyed by the hour's start in epoch
 * minutes (a small integer, so the Map holds no boxed numbers): about 30 bytes an hour.
 */
function createHourTable() {
  const index = new Map<number, number>();
  let sums = new Float64Array(1024);
  let counts = new Uint32Array(1024);
  let offsets = new Int32Array(1024);

  function grow(): void {
    const size = sums.length * 2;
    const nextSums = new Float64Array(size);
    nextSums.set(sums);
    sums = nextSums;
    const nextCounts = new Uint32Array(size);
    nextCounts.set(counts);
    counts = nextCounts;
    const nextOffsets = new Int32Array(size);
    nextOffsets.set(offsets);
    offsets = nextOffsets;
  }

  return {
    /** Adds a sample; a new hour only when `canOpen()` allows it (false: not kept). */
    add(start: LocalMoment, bpm: number, canOpen: () => boolean): boolean {
      const local = start.epochMs + start.offsetMs;
      const key = (Math.floor(local / HOUR_MS) * HOUR_MS - start.offsetMs) / 60_000;
      let slot = index.get(key);
      if (slot === undefined) {
        if (!canOpen()) return false;
        slot = index.size;
        if (slot === sums.length) grow();
        index.set(key, slot);
        offsets[slot] = start.offsetMs / 60_000;
      }
      sums[slot] = (sums[slot] ?? 0) + bpm;
      counts[slot] = (counts[slot] ?? 0) + 1;
      return true;
    },
    size: () => index.size,
    *hours(): Iterable<HeartRateHour> {
      const keys = Float64Array.from(index.keys()).sort();
      for (const key of keys) {
        const slot = index.get(key) ?? 0;
        const epochMs = key * 60_000;
        const offsetMs = (offsets[slot] ?? 0) * 60_000;
        const count = counts[slot] ?? 1;
        yield {
          hourStart: new Date(epochMs),
          day: new Date(epochMs + offsetMs).toISOString().slice(0, 10),
          bpm: (sums[slot] ?? 0) / count,
          samples: count,
        };
      }
    },
  };
}

interface PendingWorkout {
  activityType: string;
  start: LocalMoment;
  durationMinutes: number | undefined;
  end: LocalMoment | undefined;
  calories: number | undefined;
  distanceMetres: number | undefined;
}

interface SleepBySource {
  minutes: number;
  startMs: number;
  endMs: number;
}

const BODY_KINDS: readonly BodyReading['kind'][] = [
  'weight',
  'bmi',
  'bodyFat',
  'bloodPressureSystolic',
  'bloodPressureDiastolic',
];

/** Counts per key, each up to a limit: `take(key)` is false once the key has had its share. */
function createQuota(limit: number) {
  const used = new Map<string, number>();
  return (key: string): boolean => {
    const count = used.get(key) ?? 0;
    if (count >= limit) return false;
    used.set(key, count + 1);
    return true;
  };
}

/**
 * Names (sources, workout types) as small numbers, at most `limit` different ones; each kept name
 * is copied, so it never holds on to the parser's chunk it was sliced from.
 */
function createNameTable(limit: number) {
  const ids = new Map<string, number>();
  const names: string[] = [];
  return {
    /** The name's number, or undefined when the table is full (the record is not kept). */
    id(name: string): number | undefined {
      const known = ids.get(name);
      if (known !== undefined) return known;
      if (names.length >= limit) return undefined;
      const copy = Buffer.from(name, 'utf8').toString('utf8');
      ids.set(copy, names.length);
      names.push(copy);
      return names.length - 1;
    },
    name: (id: number): string => names[id] ?? '',
  };
}

/** The longest source or workout name kept (an Apple name is a few dozen characters). */
const MAX_NAME_CHARS = 200;

/** Collects an export element by element; `finish()` gives the reduced {@link HealthData}. */
export function createHealthDataCollector(options: CollectorOptions = {}) {
  const limits = options.limits ?? APPLE_HEALTH_IMPORT_LIMITS;
  const now = options.now ?? Date.now();
  // the years kept end at the import, plus 2 days: a device east of the server is a day ahead
  const keptFrom = now - Math.round(limits.years * 365.25) * DAY_MS;
  const keptTo = now + 2 * DAY_MS;
  let records = 0;
  let skipped = 0;
  const sources = createNameTable(limits.namesPerFile);
  const workoutTypes = createNameTable(limits.namesPerFile);
  const stepsByDay = new Map<string, Map<number, number>>();
  const restingByDay = new Map<string, { sum: number; count: number }>();
  const heart = createHourTable();
  const heartHoursOfDay = createQuota(limits.heartRateHoursPerDay);
  const sleepByNight = new Map<string, Map<number, SleepBySource>>();
  const workouts = new Map<string, Workout>();
  const workoutsOfDay = createQuota(limits.workoutsPerDay);
  // a reading's key: its moment and its kind in one number (epoch ms × 8 + kind), its value
  const body = new Map<number, number>();
  const readingsOfDay = createQuota(limits.readingsPerKindPerDay);
  let pendingWorkout: PendingWorkout | undefined;

  const inKeptYears = (moment: LocalMoment) =>
    moment.epochMs >= keptFrom && moment.epochMs <= keptTo;

  /** The source's number, or undefined (not kept: a name too long, or too many names). */
  function sourceId(attributes: Attributes): number | undefined {
    const name = attributes.sourceName ?? '';
    return name.length > MAX_NAME_CHARS ? undefined : sources.id(name);
  }

  /** Adds to a day's per-source map, at most `sourcesPerDay` sources; false when not kept. */
  function bySourceOf<T>(
    days: Map<string, Map<number, T>>,
    day: string,
    source: number,
  ): Map<number, T> | undefined {
    let bySource = days.get(day);
    if (!bySource) {
      bySource = new Map<number, T>();
      days.set(day, bySource);
    }
    if (!bySource.has(source) && bySource.size >= limits.sourcesPerDay) return undefined;
    return bySource;
  }

  function addRecord(attributes: Attributes): void {
    records += 1;
    const type = attributes.type;
    const start = parseMoment(attributes.startDate);
    if (type === undefined || start === undefined) return;
    const kept = keepRecord(type, attributes, start);
    if (!kept) skipped += 1;
  }

  /** Keeps one record; false when it is of a kind kept but beyond a limit (counted as skipped). */
  function keepRecord(type: string, attributes: Attributes, start: LocalMoment): boolean {
    switch (type) {
      case 'HKQuantityTypeIdentifierStepCount': {
        const steps = toNumber(attributes.value);
        if (steps === undefined || steps < 0 || steps > MAX_STEPS_PER_DAY) return true;
        const source = sourceId(attributes);
        if (!inKeptYears(start) || source === undefined) return false;
        const bySource = bySourceOf(stepsByDay, start.localDate, source);
        if (!bySource) return false;
        bySource.set(source, Math.min(MAX_STEPS_PER_DAY, (bySource.get(source) ?? 0) + steps));
        return true;
      }
      case 'HKQuantityTypeIdentifierHeartRate': {
        const bpm = toNumber(attributes.value);
        if (bpm === undefined || bpm <= 0 || bpm > 300) return true;
        if (!inKeptYears(start)) return false;
        return heart.add(start, bpm, () => heartHoursOfDay(start.localDate));
      }
      case 'HKQuantityTypeIdentifierRestingHeartRate': {
        const bpm = toNumber(attributes.value);
        if (bpm === undefined || bpm <= 0 || bpm > 300) return true;
        if (!inKeptYears(start)) return false;
        const day = restingByDay.get(start.localDate) ?? { sum: 0, count: 0 };
        day.sum += bpm;
        day.count += 1;
        restingByDay.set(start.localDate, day);
        return true;
      }
      case 'HKCategoryTypeIdentifierSleepAnalysis': {
        const end = parseMoment(attributes.endDate);
        if (!ASLEEP_VALUES.has(attributes.value ?? '') || end === undefined) return true;
        const minutes = (end.epochMs - start.epochMs) / 60_000;
        if (minutes <= 0 || minutes > 24 * 60) return true;
        const source = sourceId(attributes);
        if (!inKeptYears(start) || source === undefined) return false;
        const night = localDateAfter(start, 12 * HOUR_MS);
        const bySource = bySourceOf(sleepByNight, night, source);
        if (!bySource) return false;
        const current = bySource.get(source);
        if (current) {
          current.minutes += minutes;
          current.startMs = Math.min(current.startMs, start.epochMs);
          current.endMs = Math.max(current.endMs, end.epochMs);
        } else {
          bySource.set(source, { minutes, startMs: start.epochMs, endMs: end.epochMs });
        }
        return true;
      }
      case 'HKQuantityTypeIdentifierBodyMass': {
        const kg = convert(attributes.value, attributes.unit, KG_PER_UNIT);
        return kg !== undefined && kg > 0 && kg < 700 ? addBody('weight', start, kg) : true;
      }
      case 'HKQuantityTypeIdentifierBodyMassIndex': {
        const bmi = toNumber(attributes.value);
        return bmi !== undefined && bmi > 0 && bmi < 200 ? addBody('bmi', start, bmi) : true;
      }
      case 'HKQuantityTypeIdentifierBloodPressureSystolic': {
        const mmHg = toMmHg(attributes.value, attributes.unit);
        return mmHg !== undefined && mmHg >= 40 && mmHg <= 300
          ? addBody('bloodPressureSystolic', start, mmHg)
          : true;
      }
      case 'HKQuantityTypeIdentifierBloodPressureDiastolic': {
        const mmHg = toMmHg(attributes.value, attributes.unit);
        return mmHg !== undefined && mmHg >= 20 && mmHg <= 200
          ? addBody('bloodPressureDiastolic', start, mmHg)
          : true;
      }
      case 'HKQuantityTypeIdentifierBodyFatPercentage': {
        // HealthKit writes percentages as fractions with unit "%": 0.151 is 15.1 %
        const fraction = toNumber(attributes.value);
        return fraction !== undefined && fraction > 0 && fraction < 1
          ? addBody('bodyFat', start, fraction * 100)
          : true;
      }
      default:
        return true;
    }
  }

  /** Keeps a reading (the same kind and moment again replaces it); false when beyond a limit. */
  function addBody(kind: BodyReading['kind'], start: LocalMoment, value: number): boolean {
    if (!inKeptYears(start)) return false;
    const kindIndex = BODY_KINDS.indexOf(kind);
    const key = start.epochMs * 8 + kindIndex;
    if (!body.has(key) && !readingsOfDay(`${kindIndex}|${start.localDate}`)) return false;
    body.set(key, value);
    return true;
  }

  function openWorkout(attributes: Attributes): void {
    records += 1;
    const start = parseMoment(attributes.startDate);
    if (start === undefined) return;
    const type = attributes.workoutActivityType ?? '';
    const typeId = type.length > MAX_NAME_CHARS ? undefined : workoutTypes.id(type);
    if (!inKeptYears(start) || typeId === undefined) {
      skipped += 1;
      return;
    }
    pendingWorkout = {
      activityType: workoutTypes.name(typeId),
      start,
      end: parseMoment(attributes.endDate),
      durationMinutes: convert(
        attributes.duration,
        attributes.durationUnit ?? 'min',
        MINUTES_PER_UNIT,
      ),
      calories: convert(
        attributes.totalEnergyBurned,
        attributes.totalEnergyBurnedUnit,
        KCAL_PER_UNIT,
      ),
      distanceMetres: convert(
        attributes.totalDistance,
        attributes.totalDistanceUnit,
        METRES_PER_UNIT,
      ),
    };
  }

  function addWorkoutStatistics(attributes: Attributes): void {
    if (!pendingWorkout) return;
    const type = attributes.type ?? '';
    if (type === 'HKQuantityTypeIdentifierActiveEnergyBurned') {
      pendingWorkout.calories ??= convert(attributes.sum, attributes.unit, KCAL_PER_UNIT);
    } else if (type.startsWith('HKQuantityTypeIdentifierDistance')) {
      pendingWorkout.distanceMetres ??= convert(attributes.sum, attributes.unit, METRES_PER_UNIT);
    }
  }

  function closeWorkout(): void {
    const pending = pendingWorkout;
    pendingWorkout = undefined;
    if (!pending) return;
    const minutes =
      pending.durationMinutes ??
      (pending.end ? (pending.end.epochMs - pending.start.epochMs) / 60_000 : undefined);
    if (minutes === undefined || minutes <= 0 || minutes > 7 * 24 * 60) return;
    const activityType = describeWorkoutType(pending.activityType);
    const key = `${pending.start.epochMs}|${activityType}`;
    if (!workouts.has(key) && !workoutsOfDay(pending.start.localDate)) {
      skipped += 1;
      return;
    }
    workouts.set(key, {
      activityType,
      startTime: new Date(pending.start.epochMs),
      day: pending.start.localDate,
      durationMinutes: minutes,
      calories: pending.calories !== undefined && pending.calories >= 0 ? pending.calories : null,
      distanceMetres:
        pending.distanceMetres !== undefined && pending.distanceMetres >= 0
          ? pending.distanceMetres
          : null,
    });
  }

  /** The largest of a day's per-source values (a loop: a spread of many would overflow the stack). */
  function largest<T>(values: Iterable<T>, size: (value: T) => number): T | undefined {
    let best: T | undefined;
    for (const value of values) {
      if (best === undefined || size(value) > size(best)) best = value;
    }
    return best;
  }

  function* bodyReadings(): Iterable<BodyReading> {
    for (const [key, value] of body) {
      const kindIndex = ((key % 8) + 8) % 8;
      yield {
        kind: BODY_KINDS[kindIndex] ?? 'weight',
        measuredAt: new Date((key - kindIndex) / 8),
        value,
      };
    }
  }

  function finish(): HealthData {
    const dayKeys = new Set([...stepsByDay.keys(), ...restingByDay.keys()]);
    const days = [...dayKeys].sort().map((day): DayMetric => {
      const sources = stepsByDay.get(day);
      const resting = restingByDay.get(day);
      const steps = sources ? largest(sources.values(), (value) => value) : undefined;
      return {
        day,
        steps: steps === undefined ? null : Math.round(steps),
        restingHeartRate: resting ? resting.sum / resting.count : null,
      };
    });
    const sleepNights = [...sleepByNight.entries()]
      .filter(([, bySource]) => bySource.size > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([night, bySource]): SleepNight => {
        const chosen = largest(bySource.values(), (candidate) => candidate.minutes) ?? {
          minutes: 0,
          startMs: 0,
          endMs: 0,
        };
        return {
          night,
          startTime: new Date(chosen.startMs),
          endTime: new Date(chosen.endMs),
          asleepMinutes: chosen.minutes,
        };
      });
    return {
      records,
      skipped,
      workouts: [...workouts.values()].sort(
        (a, b) => a.startTime.getTime() - b.startTime.getTime(),
      ),
      days: days.filter((day) => day.steps !== null || day.restingHeartRate !== null),
      heartRateHourCount: heart.size(),
      heartRateHours: () => heart.hours(),
      sleepNights,
      bodyCount: body.size,
      body: bodyReadings,
    };
  }

  return {
    /**
     * One element as the reader opens it, with its depth (HealthData's children are depth 1): only
     * top-level Records count (a Correlation's nested Records repeat top-level ones).
     */
    open(name: string, attributes: Attributes, depth: number): void {
      if (name === 'Record' && depth === 1) addRecord(attributes);
      else if (name === 'Workout' && depth === 1) openWorkout(attributes);
      else if (name === 'WorkoutStatistics' && depth === 2) addWorkoutStatistics(attributes);
    },
    close(name: string, depth: number): void {
      if (name === 'Workout' && depth === 1) closeWorkout();
    },
    finish,
  };
}
