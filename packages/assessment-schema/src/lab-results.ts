import {
  convertCholesterolToMmolL,
  convertGlucoseToMmolL,
  convertTriglyceridesToMmolL,
} from '@healthscreen/risk-engine';
import type { RiskProfile } from '@healthscreen/risk-engine';
import { z } from 'zod';

import { createRangeSchema } from './fields.js';

/**
 * Unit of the cholesterol and glucose values. Australian reports use mmol/L (the default);
 * mg/dL is accepted for US-style reports and converted by the profile mapping.
 */
export const LAB_UNITS = ['mmol/L', 'mg/dL'] as const;
export type LabUnit = (typeof LAB_UNITS)[number];

/** Plausible ranges per unit; values outside are typing errors, not physiology. */
export const LAB_RANGES = {
  totalCholesterol: { 'mmol/L': { min: 1, max: 20 }, 'mg/dL': { min: 40, max: 775 } },
  hdlCholesterol: { 'mmol/L': { min: 0.1, max: 5 }, 'mg/dL': { min: 4, max: 195 } },
  ldlCholesterol: { 'mmol/L': { min: 0.1, max: 15 }, 'mg/dL': { min: 4, max: 580 } },
  triglycerides: { 'mmol/L': { min: 0.1, max: 50 }, 'mg/dL': { min: 9, max: 4400 } },
  fastingGlucose: { 'mmol/L': { min: 1, max: 40 }, 'mg/dL': { min: 18, max: 720 } },
  bloodPressureSystolic: { min: 60, max: 260 },
  bloodPressureDiastolic: { min: 30, max: 160 },
  hba1c: { min: 3, max: 20, step: 0.1 },
  /** eGFR (mL/min/1.73 m²): labs report 5 to about 120; "> 90" is typed as 90. */
  egfr: { min: 5, max: 200 },
  /** Urine albumin-to-creatinine ratio (mg/mmol): normal is under 2.5–3.5, heavy loss above 30. */
  urineAcr: { min: 0, max: 500, step: 0.1 },
  /**
   * GGT (gamma-glutamyl transferase, U/L, the Fatty Liver Index): reference limits are about
   * 5–50 U/L (men up to about 70); liver and bile-duct disease can raise it into the thousands.
   */
  ggt: { min: 1, max: 3000 },
} as const;

/** Each lab value's label, as the forms ask it and the GP report prints it. */
export const LAB_LABELS = {
  totalCholesterol: 'Total cholesterol',
  hdlCholesterol: 'HDL cholesterol',
  ldlCholesterol: 'LDL cholesterol',
  triglycerides: 'Triglycerides',
  bloodPressureSystolic: 'Blood pressure, systolic (top number)',
  bloodPressureDiastolic: 'Blood pressure, diastolic (bottom number)',
  fastingGlucose: 'Fasting glucose',
  hba1c: 'HbA1c',
  egfr: 'Kidney function, eGFR',
  urineAcr: 'Urine albumin-to-creatinine ratio (ACR)',
  ggt: 'GGT (gamma-GT)',
} as const;
export type LabKey = keyof typeof LAB_LABELS;

/** The unit of the lab values that have one whatever the report's unit (the others: `unit`). */
const FIXED_LAB_UNITS = {
  bloodPressureSystolic: 'mmHg',
  bloodPressureDiastolic: 'mmHg',
  hba1c: '%',
  egfr: 'mL/min/1.73 m²',
  urineAcr: 'mg/mmol',
  ggt: 'U/L',
} as const satisfies Partial<Record<LabKey, string>>;

/** The unit a lab value was given in: mmHg for blood pressure, % for HbA1c, else `unit`. */
export function getLabUnit(key: LabKey, unit: LabUnit): string {
  return key in FIXED_LAB_UNITS ? FIXED_LAB_UNITS[key as keyof typeof FIXED_LAB_UNITS] : unit;
}

const UNIT_BOUND_FIELDS = [
  { key: 'totalCholesterol', label: LAB_LABELS.totalCholesterol },
  { key: 'hdlCholesterol', label: LAB_LABELS.hdlCholesterol },
  { key: 'ldlCholesterol', label: LAB_LABELS.ldlCholesterol },
  { key: 'triglycerides', label: LAB_LABELS.triglycerides },
  { key: 'fastingGlucose', label: LAB_LABELS.fastingGlucose },
] as const;

/** The lab values whose range depends on the unit (mmol/L or mg/dL). */
export type UnitBoundLabKey = (typeof UNIT_BOUND_FIELDS)[number]['key'];

/** Whether a lab value's range depends on the unit (cholesterols, triglycerides, glucose). */
export function isUnitBoundLabKey(key: string): key is UnitBoundLabKey {
  return UNIT_BOUND_FIELDS.some((field) => field.key === key);
}

/** What the form says about a value as it is typed (issue 31). */
export interface LabValueCheck {
  /** The range message when the value is outside its range in the chosen unit. */
  message?: string;
  /** The other unit, when the value fits its range ("224 looks like mg/dL — switch?"). */
  suggestedUnit?: LabUnit;
}

/**
 * Check one unit-bound value against its range in `unit` while it is typed: inside the range
 * gives `{}`; outside gives the range message and, when the value fits the other unit's range,
 * that unit as a suggestion (a cholesterol of 224 in mmol/L is 224 mg/dL).
 */
export function checkLabValue(key: UnitBoundLabKey, value: number, unit: LabUnit): LabValueCheck {
  const label = LAB_LABELS[key];
  const { min, max } = LAB_RANGES[key][unit];
  if (value >= min && value <= max) return {};
  const other: LabUnit = unit === 'mmol/L' ? 'mg/dL' : 'mmol/L';
  const range = LAB_RANGES[key][other];
  return {
    message: `${label} must be between ${min} and ${max} ${unit}`,
    ...(value >= range.min && value <= range.max ? { suggestedUnit: other } : {}),
  };
}

const positive = (label: string) =>
  z.number({ error: `${label} must be a number` }).positive(`${label} must be above 0`);

/**
 * Laboratory results (wizard step 6 and the essential form's lab values); every value is
 * optional. `hdlCholesterol` is the HDL value the cardiovascular model reads (the spec does not
 * show its name).
 */
export const LabResultsSchema = z
  .object({
    totalCholesterol: positive('Total cholesterol').optional(),
    hdlCholesterol: positive('HDL cholesterol').optional(),
    ldlCholesterol: positive('LDL cholesterol').optional(),
    triglycerides: positive('Triglycerides').optional(),
    bloodPressureSystolic: createRangeSchema(
      'Systolic blood pressure',
      LAB_RANGES.bloodPressureSystolic.min,
      LAB_RANGES.bloodPressureSystolic.max,
      { unit: 'mmHg' },
    ).optional(),
    bloodPressureDiastolic: createRangeSchema(
      'Diastolic blood pressure',
      LAB_RANGES.bloodPressureDiastolic.min,
      LAB_RANGES.bloodPressureDiastolic.max,
      { unit: 'mmHg' },
    ).optional(),
    fastingGlucose: positive('Fasting glucose').optional(),
    hba1c: createRangeSchema('HbA1c', LAB_RANGES.hba1c.min, LAB_RANGES.hba1c.max, {
      unit: '%',
    }).optional(),
    egfr: createRangeSchema('eGFR', LAB_RANGES.egfr.min, LAB_RANGES.egfr.max, {
      unit: 'mL/min/1.73 m²',
    }).optional(),
    urineAcr: createRangeSchema(
      'Urine albumin-to-creatinine ratio',
      LAB_RANGES.urineAcr.min,
      LAB_RANGES.urineAcr.max,
      { unit: 'mg/mmol' },
    ).optional(),
    ggt: createRangeSchema('GGT', LAB_RANGES.ggt.min, LAB_RANGES.ggt.max, {
      unit: 'U/L',
    }).optional(),
    unit: z.enum(LAB_UNITS, { error: 'Lab unit must be mmol/L or mg/dL' }).default('mmol/L'),
  })
  .strict()
  .superRefine((labs, ctx) => {
    for (const { key } of UNIT_BOUND_FIELDS) {
      const value = labs[key];
      if (value === undefined) continue;
      const { message } = checkLabValue(key, value, labs.unit);
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });
export type LabResults = z.infer<typeof LabResultsSchema>;
export type LabResultsInput = z.input<typeof LabResultsSchema>;

/** The RiskProfile fields lab results fill. */
export type LabProfileFields = Pick<
  RiskProfile,
  | 'totalCholesterolMmolL'
  | 'hdlCholesterolMmolL'
  | 'ldlCholesterolMmolL'
  | 'triglyceridesMmolL'
  | 'fastingGlucoseMmolL'
  | 'systolicBp'
  | 'diastolicBp'
  | 'hba1cPercent'
  | 'egfr'
  | 'urineAcrMgMmol'
  | 'ggtUL'
>;

/**
 * Lab results as RiskProfile fields: cholesterol (total, HDL, LDL), triglycerides and glucose in
 * mmol/L (mg/dL converted with the risk-engine's factors, cholesterol × 0.02586, triglycerides
 * ÷ 88.57 and glucose ÷ 18.016, unrounded); blood pressure
 * in mmHg; HbA1c in percent; eGFR in mL/min/1.73 m²; urine ACR in mg/mmol (the unit Australian
 * labs report); GGT in U/L (whatever `unit` says: labs report it in U/L everywhere). Values not
 * given are left out.
 */
export function mapLabResultsToProfile(labs: LabResults): LabProfileFields {
  const isMg = labs.unit === 'mg/dL';
  const result: LabProfileFields = {};
  if (labs.totalCholesterol !== undefined) {
    result.totalCholesterolMmolL = isMg
      ? convertCholesterolToMmolL(labs.totalCholesterol)
      : labs.totalCholesterol;
  }
  if (labs.hdlCholesterol !== undefined) {
    result.hdlCholesterolMmolL = isMg
      ? convertCholesterolToMmolL(labs.hdlCholesterol)
      : labs.hdlCholesterol;
  }
  if (labs.ldlCholesterol !== undefined) {
    result.ldlCholesterolMmolL = isMg
      ? convertCholesterolToMmolL(labs.ldlCholesterol)
      : labs.ldlCholesterol;
  }
  if (labs.triglycerides !== undefined) {
    result.triglyceridesMmolL = isMg
      ? convertTriglyceridesToMmolL(labs.triglycerides)
      : labs.triglycerides;
  }
  if (labs.fastingGlucose !== undefined) {
    result.fastingGlucoseMmolL = isMg
      ? convertGlucoseToMmolL(labs.fastingGlucose)
      : labs.fastingGlucose;
  }
  if (labs.bloodPressureSystolic !== undefined) result.systolicBp = labs.bloodPressureSystolic;
  if (labs.bloodPressureDiastolic !== undefined) result.diastolicBp = labs.bloodPressureDiastolic;
  if (labs.hba1c !== undefined) result.hba1cPercent = labs.hba1c;
  if (labs.egfr !== undefined) result.egfr = labs.egfr;
  if (labs.urineAcr !== undefined) result.urineAcrMgMmol = labs.urineAcr;
  if (labs.ggt !== undefined) result.ggtUL = labs.ggt;
  return result;
}
