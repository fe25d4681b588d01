/**
 * The cardiovascular estimate for people who do not know their blood pressure or cholesterol
 * (issue 33): the Framingham 2008 laboratory equation run with the missing numbers at two stated
 * values — the optimal values of the heart-age reference person and the "high" cut-offs of the
 * ABS Australian Health Survey 2011–12 — giving a range, the heart ages at both ends, and the
 * prompt for the Medicare Heart Health Check.
 */
import { assessCondition } from './assess-risks.js';
import {
  type Equation,
  HEART_AGE_REFERENCE,
  type HeartAge,
  type Known,
  framinghamLab,
  heartAgeFor,
  knownFactors,
} from './heart-age.js';
import { FRAMINGHAM_2008_INFO } from './models/framingham-2008.js';
import { normalizeProfile } from './normalize-profile.js';
import type { BiologicalSex, RiskProfile } from './profile.js';

/** The numbers a Heart Health Check measures that the range stands in for. */
export type CvdNumber = 'blood pressure' | 'cholesterol';

export type CvdRangeValue = {
  label: 'Systolic blood pressure' | 'Total cholesterol' | 'HDL cholesterol';
  unit: 'mmHg' | 'mmol/L';
  low: number;
  high: number;
};

export type CvdNumbersRange = {
  modelId: string;
  modelName: string;
  /** 10-year risk with the missing numbers at their low-risk and high-risk values, percent. */
  lowPercent: number;
  highPercent: number;
  /** The values used for each missing number. */
  values: CvdRangeValue[];
  valuesSource: string;
  /** The numbers that would turn the range into one figure. */
  numbersNeeded: CvdNumber[];
  heartAge: { low: HeartAge; high: HeartAge };
  /** Plain-language prompt for the Medicare Heart Health Check. */
  prompt: string;
};

/**
 * The cut-offs the ABS counted as abnormal in the Australian Health Survey 2011–12 (measured
 * blood pressure ≥ 140 mmHg systolic; total cholesterol ≥ 5.5 mmol/L; HDL below 1.0 mmol/L for
 * men and 1.3 mmol/L for women). Each missing number runs between its cut-off and the heart-age
 * reference person's value, the lower-risk one at the range's low end.
 */
const HIGH_VALUES = {
  systolicBp: 140,
  totalCholesterolMmolL: 5.5,
  hdlCholesterolMmolL: { male: 1.0, female: 1.3 },
} as const;

export const CVD_RANGE_VALUES_SOURCE =
  "Each missing number runs between the value of the heart-age reference person (D'Agostino 2008: systolic 125 mmHg, total cholesterol 4.65 mmol/L, HDL 1.16 mmol/L) and the cut-off the Australian Bureau of Statistics counts as abnormal in the Australian Health Survey 2011–12 (systolic 140 mmHg; total cholesterol 5.5 mmol/L; HDL 1.0 mmol/L for men, 1.3 mmol/L for women); the low end of the range takes the lower-risk value of each pair, the high end the other. Numbers beyond the cut-offs give a higher risk than the range shows. The values are the same at every age (age- and sex-specific population percentiles were not used).";

function heartHealthCheckPrompt(needed: readonly CvdNumber[]): string {
  const which =
    needed.length === 2
      ? 'your blood pressure and a cholesterol test (total and HDL cholesterol)'
      : needed[0] === 'blood pressure'
        ? 'your blood pressure'
        : 'a cholesterol test (total and HDL cholesterol)';
  return `Book a Heart Health Check with your GP (Medicare items 699 and 177, for people aged 45 and over, or 30 and over for Aboriginal and Torres Strait Islander people): ${which} would turn this range into one figure.`;
}

type Numbers = { sbp: number; tc: number; hdl: number };

/** The Framingham 2008 laboratory equation with the given numbers and the person's other factors. */
function equationWith(k: Known, n: Numbers): Equation {
  return framinghamLab(k, n.tc, n.hdl, n.sbp);
}

function rangeValues(p: RiskProfile, sex: BiologicalSex) {
  const R = HEART_AGE_REFERENCE;
  const values: CvdRangeValue[] = [];
  const needed: CvdNumber[] = [];
  const sbp = p.systolicBp;
  if (sbp === undefined) {
    needed.push('blood pressure');
    values.push({
      label: 'Systolic blood pressure',
      unit: 'mmHg',
      low: R.systolicBp,
      high: HIGH_VALUES.systolicBp,
    });
  }
  const { totalCholesterolMmolL: tc, hdlCholesterolMmolL: hdl } = p;
  // higher HDL is the lower risk: for women the ABS cut-off (1.3) is above the reference (1.16)
  const hdlLow = Math.max(R.hdlCholesterolMmolL, HIGH_VALUES.hdlCholesterolMmolL[sex]);
  const hdlHigh = Math.min(R.hdlCholesterolMmolL, HIGH_VALUES.hdlCholesterolMmolL[sex]);
  if (tc === undefined || hdl === undefined) {
    needed.push('cholesterol');
    if (tc === undefined)
      values.push({
        label: 'Total cholesterol',
        unit: 'mmol/L',
        low: R.totalCholesterolMmolL,
        high: HIGH_VALUES.totalCholesterolMmolL,
      });
    if (hdl === undefined)
      values.push({
        label: 'HDL cholesterol',
        unit: 'mmol/L',
        low: hdlLow,
        high: hdlHigh,
      });
  }
  const low: Numbers = {
    sbp: sbp ?? R.systolicBp,
    tc: tc ?? R.totalCholesterolMmolL,
    hdl: hdl ?? hdlLow,
  };
  const high: Numbers = {
    sbp: sbp ?? HIGH_VALUES.systolicBp,
    tc: tc ?? HIGH_VALUES.totalCholesterolMmolL,
    hdl: hdl ?? hdlHigh,
  };
  return { values, needed, low, high };
}

/**
 * For a person whose cardiovascular result fell back to the points score because blood pressure
 * or cholesterol is unknown: the Framingham 2008 10-year risk over the stated values of the
 * missing numbers, with heart ages and the Heart Health Check prompt. Null when the person's
 * numbers are known (a validated model scored), they already have heart disease, or the other
 * inputs (age 30–74, sex, smoking, diabetes, blood-pressure treatment) are missing.
 *
 * @example
 * estimateCvdRangeWithoutNumbers({ age: 55, sex: 'male', onBpTreatment: false,
 *   smokingStatus: 'never', diabetes: false, existingConditions: [] });
 * // → { lowPercent: …, highPercent: …, numbersNeeded: ['blood pressure', 'cholesterol'], … }
 */
export function estimateCvdRangeWithoutNumbers(input: RiskProfile): CvdNumbersRange | null {
  const p = normalizeProfile(input);
  if (p.age === undefined || p.age < 30 || p.age > 74) return null;
  const k = knownFactors(p);
  if (k === null) return null;
  const cvd = assessCondition('cardiovascular-disease', p);
  if (cvd.riskLevel === 'existing' || cvd.scoreUnit === 'percent') return null;
  const { values, needed, low, high } = rangeValues(p, k.sex);
  if (needed.length === 0) return null;
  const lowAge = heartAgeFor(equationWith(k, low), p.age);
  const highAge = heartAgeFor(equationWith(k, high), p.age);
  if (lowAge === null || highAge === null) return null;
  return {
    modelId: FRAMINGHAM_2008_INFO.id,
    modelName: FRAMINGHAM_2008_INFO.name,
    lowPercent: Math.min(lowAge.riskPercent, highAge.riskPercent),
    highPercent: Math.max(lowAge.riskPercent, highAge.riskPercent),
    values,
    valuesSource: CVD_RANGE_VALUES_SOURCE,
    numbersNeeded: needed,
    heartAge: { low: lowAge, high: highAge },
    prompt: heartHealthCheckPrompt(needed),
  };
}
