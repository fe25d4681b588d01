/**
 * What a measured value means against the Australian threshold it meets, in one table with its
 * sources ({@link RULE_SOURCES}): blood pressure (Heart Foundation categories, in
 * lifestyle-limits), fasting glucose and HbA1c (RACGP and Diabetes Australia), eGFR and urine ACR
 * (Kidney Health Australia stages), BMI and waist (WHO cut-offs, in lifestyle-limits), total
 * cholesterol (2023 Australian CVD guideline). The GP report's "Your numbers", the questions for
 * the GP and the CVD guideline rules read these numbers; nothing else holds them.
 */
import type { BiologicalSex, RiskProfile } from '../profile.js';
import { calculateBmi, convertHba1cPercentToMmolMol } from '../units.js';
import {
  BLOOD_PRESSURE_CATEGORIES,
  BLOOD_PRESSURE_SOURCE_ID,
  classifyBloodPressure,
  LIFESTYLE_LIMITS,
} from './lifestyle-limits.js';
import { RULE_SOURCES, type RuleSourceId } from './sources.js';

/** How a reading stands: within the healthy band, a warning band, or past a diagnostic cut-off. */
export type ReadingFlag = 'in-range' | 'borderline' | 'out-of-range';

/** One band of a scale: a value from `from` (or above it, when `above`) is read as `reading`. */
export interface ThresholdBand {
  from: number;
  /** The band starts strictly above `from` (the guideline says "more than"). */
  above?: true;
  reading: string;
  flag: ReadingFlag;
}

export type MeasurementKey =
  | 'bloodPressure'
  | 'fastingGlucose'
  | 'hba1c'
  | 'totalCholesterol'
  | 'hdlCholesterol'
  | 'ldlCholesterol'
  | 'triglycerides'
  | 'egfr'
  | 'urineAcr'
  | 'bmi'
  | 'waist';

export interface MeasurementThreshold {
  label: string;
  /** The SI unit the value is read in (HbA1c: IFCC mmol/mol, the % given beside it). */
  unit: string;
  /** Decimals the value is shown (and read against its bands) with. */
  decimals: number;
  sourceId: RuleSourceId;
  /** Lowest first; the value is in the last band it reaches. `female`/`other` where sex matters. */
  bands:
    | readonly ThresholdBand[]
    | { female: readonly ThresholdBand[]; other: readonly ThresholdBand[] };
}

const { bmi, waist } = LIFESTYLE_LIMITS;
const CVD_CONTEXT = 'Read within the absolute cardiovascular risk (no cut-off on its own)';

/** Total cholesterol above this (mmol/L) is high cardiovascular risk without calculation. */
export const TOTAL_CHOLESTEROL_HIGH_RISK_ABOVE = 7.5;

export const MEASUREMENT_THRESHOLDS = {
  bloodPressure: {
    label: 'Blood pressure',
    unit: 'mmHg',
    decimals: 0,
    sourceId: BLOOD_PRESSURE_SOURCE_ID,
    // read by classifyBloodPressure (either number reaching a category puts it there)
    bands: BLOOD_PRESSURE_CATEGORIES.map((row) => ({
      from: row.systolicFrom,
      reading: row.category,
      flag:
        row.systolicFrom >= 140
          ? 'out-of-range'
          : row.systolicFrom >= 130
            ? 'borderline'
            : 'in-range',
    })),
  },
  fastingGlucose: {
    label: 'Fasting glucose',
    unit: 'mmol/L',
    decimals: 1,
    sourceId: 'racgpDiabetes',
    bands: [
      { from: 0, reading: 'Normal fasting level (under 6.1 mmol/L)', flag: 'in-range' },
      { from: 6.1, reading: 'Impaired fasting glucose (6.1–6.9 mmol/L)', flag: 'borderline' },
      {
        from: 7,
        reading: 'In the diabetes range (7.0 mmol/L or more): a second test confirms it',
        flag: 'out-of-range',
      },
    ],
  },
  hba1c: {
    label: 'HbA1c',
    unit: 'mmol/mol',
    decimals: 0,
    sourceId: 'racgpDiabetes',
    bands: [
      {
        from: 0,
        reading: 'Below the prediabetes range (under 42 mmol/mol, 6.0 %)',
        flag: 'in-range',
      },
      { from: 42, reading: 'Prediabetes range (42–47 mmol/mol, 6.0–6.4 %)', flag: 'borderline' },
      {
        from: 48,
        reading: 'In the diabetes range (48 mmol/mol, 6.5 % or more): a second test confirms it',
        flag: 'out-of-range',
      },
    ],
  },
  totalCholesterol: {
    label: 'Total cholesterol',
    unit: 'mmol/L',
    decimals: 1,
    sourceId: 'australianCvdGuideline',
    bands: [
      { from: 0, reading: CVD_CONTEXT, flag: 'in-range' },
      {
        from: TOTAL_CHOLESTEROL_HIGH_RISK_ABOVE,
        above: true,
        reading: 'Above 7.5 mmol/L: high cardiovascular risk without calculation',
        flag: 'out-of-range',
      },
    ],
  },
  hdlCholesterol: {
    label: 'HDL cholesterol',
    unit: 'mmol/L',
    decimals: 1,
    sourceId: 'australianCvdGuideline',
    bands: [{ from: 0, reading: CVD_CONTEXT, flag: 'in-range' }],
  },
  ldlCholesterol: {
    label: 'LDL cholesterol',
    unit: 'mmol/L',
    decimals: 1,
    sourceId: 'australianCvdGuideline',
    bands: [{ from: 0, reading: CVD_CONTEXT, flag: 'in-range' }],
  },
  triglycerides: {
    label: 'Triglycerides',
    unit: 'mmol/L',
    decimals: 1,
    sourceId: 'australianCvdGuideline',
    bands: [{ from: 0, reading: CVD_CONTEXT, flag: 'in-range' }],
  },
  egfr: {
    label: 'eGFR',
    unit: 'mL/min/1.73 m²',
    decimals: 0,
    sourceId: 'khaCkd',
    bands: [
      { from: 0, reading: 'Stage 5 range (under 15): kidney failure', flag: 'out-of-range' },
      { from: 15, reading: 'Stage 4 range (15–29): severely decreased', flag: 'out-of-range' },
      {
        from: 30,
        reading: 'Stage 3b range (30–44): moderately to severely decreased',
        flag: 'out-of-range',
      },
      {
        from: 45,
        reading: 'Stage 3a range (45–59): mildly to moderately decreased',
        flag: 'out-of-range',
      },
      {
        from: 60,
        reading:
          'Stage 2 range (60–89): mildly decreased; CKD only with kidney damage for 3 months',
        flag: 'in-range',
      },
      {
        from: 90,
        reading: 'Stage 1 range (90 or more): normal; CKD only with kidney damage for 3 months',
        flag: 'in-range',
      },
    ],
  },
  urineAcr: {
    label: 'Urine albumin-to-creatinine ratio',
    unit: 'mg/mmol',
    decimals: 1,
    sourceId: 'khaCkd',
    bands: {
      female: [
        { from: 0, reading: 'Normal (under 3.5 mg/mmol for women)', flag: 'in-range' },
        { from: 3.5, reading: 'Microalbuminuria (3.5–35 mg/mmol for women)', flag: 'borderline' },
        {
          from: 35,
          above: true,
          reading: 'Macroalbuminuria (above 35 mg/mmol for women)',
          flag: 'out-of-range',
        },
      ],
      other: [
        { from: 0, reading: 'Normal (under 2.5 mg/mmol for men)', flag: 'in-range' },
        { from: 2.5, reading: 'Microalbuminuria (2.5–25 mg/mmol for men)', flag: 'borderline' },
        {
          from: 25,
          above: true,
          reading: 'Macroalbuminuria (above 25 mg/mmol for men)',
          flag: 'out-of-range',
        },
      ],
    },
  },
  bmi: {
    label: 'BMI',
    unit: 'kg/m²',
    decimals: 1,
    sourceId: bmi.sourceId,
    bands: [
      { from: 0, reading: `Underweight (under ${bmi.underweight})`, flag: 'borderline' },
      {
        from: bmi.underweight,
        reading: `Healthy weight (${bmi.underweight}–24.9)`,
        flag: 'in-range',
      },
      { from: bmi.overweight, reading: `Overweight (${bmi.overweight}–29.9)`, flag: 'borderline' },
      { from: bmi.obesity, reading: `Obesity (${bmi.obesity} or more)`, flag: 'out-of-range' },
    ],
  },
  waist: {
    label: 'Waist',
    unit: 'cm',
    decimals: 0,
    sourceId: waist.sourceId,
    bands: {
      female: [
        {
          from: 0,
          reading: `Below the women's risk cut-off (${waist.femaleIncreasedFromCm} cm)`,
          flag: 'in-range',
        },
        {
          from: waist.femaleIncreasedFromCm,
          reading: `Increased risk for women (${waist.femaleIncreasedFromCm}–${waist.femaleAboveCm} cm)`,
          flag: 'borderline',
        },
        {
          from: waist.femaleAboveCm,
          above: true,
          reading: `Substantially increased risk for women (above ${waist.femaleAboveCm} cm)`,
          flag: 'out-of-range',
        },
      ],
      other: [
        {
          from: 0,
          reading: `Below the men's risk cut-off (${waist.otherIncreasedFromCm} cm)`,
          flag: 'in-range',
        },
        {
          from: waist.otherIncreasedFromCm,
          reading: `Increased risk for men (${waist.otherIncreasedFromCm}–${waist.otherAboveCm} cm)`,
          flag: 'borderline',
        },
        {
          from: waist.otherAboveCm,
          above: true,
          reading: `Substantially increased risk for men (above ${waist.otherAboveCm} cm)`,
          flag: 'out-of-range',
        },
      ],
    },
  },
} as const satisfies Record<MeasurementKey, MeasurementThreshold>;

/** The bands a value is read against, for this sex where the scale has two. */
function bandsFor(key: MeasurementKey, sex: BiologicalSex | undefined): readonly ThresholdBand[] {
  const { bands } = MEASUREMENT_THRESHOLDS[key] as MeasurementThreshold;
  if (!('female' in bands)) return bands;
  return sex === 'female' ? bands.female : bands.other;
}

/** `value` rounded as the table shows it. */
export function roundMeasurement(key: MeasurementKey, value: number): number {
  return Number(value.toFixed(MEASUREMENT_THRESHOLDS[key].decimals));
}

/** The band a value (in the table's unit) falls in; it is rounded as shown first. */
export function findThresholdBand(
  key: MeasurementKey,
  value: number,
  sex?: BiologicalSex,
): ThresholdBand {
  const shown = roundMeasurement(key, value);
  const bands = bandsFor(key, sex);
  let found = bands[0] as ThresholdBand;
  for (const band of bands) {
    if (band.above ? shown > band.from : shown >= band.from) found = band;
  }
  return found;
}

/** One measured value as the report states it: SI value, what was entered, its reading, source. */
export interface MeasurementReading {
  key: MeasurementKey;
  label: string;
  /** In SI units: "6.4 mmol/L", "44 mmol/mol (6.2 %)", "152/94 mmHg". */
  value: string;
  /** As the person entered it when that was another unit: "115 mg/dL". */
  entered?: string;
  reading: string;
  flag: ReadingFlag;
  /** The source's name (the guideline the threshold comes from). */
  source: string;
  sourceUrl: string;
}

function formatValue(key: MeasurementKey, value: number): string {
  const { unit, decimals } = MEASUREMENT_THRESHOLDS[key];
  return `${roundMeasurement(key, value).toFixed(decimals)} ${unit}`;
}

function toReading(
  key: MeasurementKey,
  value: number,
  options: {
    sex?: BiologicalSex;
    valueText?: string;
    entered?: string;
    reading?: string;
    flag?: ReadingFlag;
  },
): MeasurementReading {
  const threshold = MEASUREMENT_THRESHOLDS[key];
  const band = findThresholdBand(key, value, options.sex);
  const source = RULE_SOURCES[threshold.sourceId];
  return {
    key,
    label: threshold.label,
    value: options.valueText ?? formatValue(key, value),
    ...(options.entered ? { entered: options.entered } : {}),
    reading: options.reading ?? band.reading,
    flag: options.flag ?? band.flag,
    source: source.name,
    sourceUrl: source.url,
  };
}

function readBloodPressure(profile: RiskProfile): MeasurementReading | undefined {
  const { systolicBp: sbp, diastolicBp: dbp } = profile;
  if (sbp === undefined || dbp === undefined) return undefined;
  const category = classifyBloodPressure(sbp, dbp);
  const row = MEASUREMENT_THRESHOLDS.bloodPressure.bands.find((band) => band.reading === category);
  const treated = profile.onBpTreatment === true;
  return toReading('bloodPressure', sbp, {
    valueText: `${Math.round(sbp)}/${Math.round(dbp)} mmHg${treated ? ' (on blood pressure medicine)' : ''}`,
    reading:
      treated && (row?.flag ?? 'in-range') !== 'in-range'
        ? `${category}, above target while on treatment`
        : category,
    flag: row?.flag ?? 'in-range',
  });
}

/**
 * Every measured value the profile holds, each read against its threshold (blood pressure first,
 * then glucose, lipids, kidney, body). `entered` gives, per value, the text as the person typed
 * it when it was in another unit ("115 mg/dL"); the report shows it in brackets.
 */
export function readMeasurements(
  profile: RiskProfile,
  entered: Partial<Record<MeasurementKey, string>> = {},
): MeasurementReading[] {
  const { sex } = profile;
  const out: MeasurementReading[] = [];
  const add = (key: MeasurementKey, value: number | undefined, valueText?: string) => {
    if (value === undefined || !Number.isFinite(value)) return;
    const given = entered[key];
    out.push(
      toReading(key, value, {
        sex,
        ...(valueText ? { valueText } : {}),
        ...(given ? { entered: given } : {}),
      }),
    );
  };
  const bp = readBloodPressure(profile);
  if (bp) out.push(bp);
  add('fastingGlucose', profile.fastingGlucoseMmolL);
  if (profile.hba1cPercent !== undefined) {
    const mmolMol = convertHba1cPercentToMmolMol(profile.hba1cPercent);
    add('hba1c', mmolMol, `${Math.round(mmolMol)} mmol/mol (${profile.hba1cPercent.toFixed(1)} %)`);
  }
  add('totalCholesterol', profile.totalCholesterolMmolL);
  add('hdlCholesterol', profile.hdlCholesterolMmolL);
  add('ldlCholesterol', profile.ldlCholesterolMmolL);
  add('triglycerides', profile.triglyceridesMmolL);
  add('egfr', profile.egfr);
  add('urineAcr', profile.urineAcrMgMmol);
  if (profile.heightCm !== undefined && profile.weightKg !== undefined) {
    add('bmi', calculateBmi(profile.weightKg, profile.heightCm));
  }
  add('waist', profile.waistCm);
  return out;
}
