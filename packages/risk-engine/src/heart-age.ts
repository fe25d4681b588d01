/**
 * Heart age and the cardiovascular estimate for people who do not know their numbers (issue 33).
 *
 * Heart age: the age at which a person of the same sex with optimal risk factors has the same
 * 10-year risk, from the same equation that gave the percentage (D'Agostino 2008's "heart age /
 * vascular age", applied to whichever equation scored). Solved by bisection over the equation's
 * valid ages, where risk rises with age.
 *
 * Without blood pressure or cholesterol: the Framingham 2008 laboratory equation run over a low
 * and a high value of each missing number (the values are stated in the result), so the person
 * sees a range, a prompt for the Medicare Heart Health Check, and which numbers make it one figure.
 */
import { assessCondition } from './assess-risks.js';
import { calculateDerivedFactors } from './conditions/derived-factors.js';
import {
  FRAMINGHAM_2008_BMI_INFO,
  FRAMINGHAM_2008_INFO,
  calculateFramingham2008,
  calculateFramingham2008Bmi,
} from './models/framingham-2008.js';
import type { ModelResult } from './models/model-result.js';
import { POOLED_COHORT_INFO, calculatePooledCohort } from './models/pooled-cohort.js';
import { PREVENT_INFO, calculatePrevent } from './models/prevent.js';
import { normalizeProfile } from './normalize-profile.js';
import type { BiologicalSex, Ethnicity, RiskProfile } from './profile.js';
import { convertCholesterolToMgDl } from './units.js';

/**
 * The optimal risk factors of the heart-age reference person. D'Agostino 2008 defines heart age
 * with SBP 125 mmHg untreated, total cholesterol 180 mg/dL, HDL 45 mg/dL, non-smoker, no
 * diabetes. The BMI (22.5 kg/m², the middle of the healthy 18.5–24.9 range), eGFR (90) and "no
 * statin" that the BMI version and PREVENT also need are the engine's choices, stated with them.
 */
export const HEART_AGE_REFERENCE = {
  systolicBp: 125,
  totalCholesterolMmolL: 4.65,
  hdlCholesterolMmolL: 1.16,
  bmi: 22.5,
  egfr: 90,
} as const;

export const HEART_AGE_METHOD =
  "Heart age is the age at which a person of your sex with optimal risk factors (systolic blood pressure 125 mmHg without treatment, total cholesterol 4.65 mmol/L, HDL cholesterol 1.16 mmol/L, not smoking, no diabetes — D'Agostino 2008's reference values — plus BMI 22.5 kg/m², eGFR 90 and no statin where the equation uses them) has the same 10-year cardiovascular risk as you, from the same equation as your percentage.";

export type HeartAge = {
  /** Model id of the equation (PREVENT_INFO.id, FRAMINGHAM_2008_INFO.id …). */
  modelId: string;
  modelName: string;
  /** The person's 10-year risk from that equation, percent (2 decimals). */
  riskPercent: number;
  /** Heart age in whole years; at a bound when `beyond` is set. */
  heartAge: number;
  /** The risk is below the reference person's at the youngest valid age, or above it at the oldest. */
  beyond: 'below' | 'above' | null;
  method: string;
};

export type Equation = {
  modelId: string;
  modelName: string;
  ages: readonly [number, number];
  /** 10-year risk (fraction) of the person at `age` with `reference` or their own factors. */
  risk: (age: number, reference: boolean) => number | null;
};

/** The yes/no risk factors an equation takes: the person's, or none for the reference person. */
function binaryFactors(k: Known, ref: boolean) {
  return {
    onBpTreatment: ref ? false : k.treated,
    currentSmoker: ref ? false : k.smoker,
    diabetes: ref ? false : k.diabetes,
  };
}

function value<T>(r: ModelResult<T>): T | null {
  return r.applicable ? r.value : null;
}

export type Known = {
  sex: BiologicalSex;
  smoker: boolean;
  diabetes: boolean;
  treated: boolean;
  bmi: number | null;
};

export function framinghamLab(k: Known, tc: number, hdl: number, sbp: number): Equation {
  const R = HEART_AGE_REFERENCE;
  return {
    modelId: FRAMINGHAM_2008_INFO.id,
    modelName: FRAMINGHAM_2008_INFO.name,
    ages: [30, 74],
    risk: (age, ref) =>
      value(
        calculateFramingham2008({
          sex: k.sex,
          age,
          totalCholesterolMgDl: convertCholesterolToMgDl(ref ? R.totalCholesterolMmolL : tc),
          hdlCholesterolMgDl: convertCholesterolToMgDl(ref ? R.hdlCholesterolMmolL : hdl),
          systolicBp: ref ? R.systolicBp : sbp,
          ...binaryFactors(k, ref),
        }),
      )?.tenYearRisk ?? null,
  };
}

function framinghamBmi(k: Known, bmi: number, sbp: number): Equation {
  const R = HEART_AGE_REFERENCE;
  return {
    modelId: FRAMINGHAM_2008_BMI_INFO.id,
    modelName: FRAMINGHAM_2008_BMI_INFO.name,
    ages: [30, 74],
    risk: (age, ref) =>
      value(
        calculateFramingham2008Bmi({
          sex: k.sex,
          age,
          bmi: ref ? R.bmi : bmi,
          systolicBp: ref ? R.systolicBp : sbp,
          ...binaryFactors(k, ref),
        }),
      )?.tenYearRisk ?? null,
  };
}

function prevent(k: Known, p: RiskProfile, bmi: number): Equation {
  const R = HEART_AGE_REFERENCE;
  return {
    modelId: PREVENT_INFO.id,
    modelName: PREVENT_INFO.name,
    ages: [30, 79],
    risk: (age, ref) =>
      value(
        calculatePrevent({
          sex: k.sex,
          age,
          totalCholesterolMmolL: ref ? R.totalCholesterolMmolL : (p.totalCholesterolMmolL ?? null),
          hdlCholesterolMmolL: ref ? R.hdlCholesterolMmolL : (p.hdlCholesterolMmolL ?? null),
          systolicBp: ref ? R.systolicBp : (p.systolicBp ?? null),
          bmi: ref ? R.bmi : bmi,
          egfr: ref ? R.egfr : (p.egfr ?? null),
          ...binaryFactors(k, ref),
          onStatin: ref ? false : (p.onStatin ?? null),
        }),
      )?.totalCvd ?? null,
  };
}

function pooledCohort(
  k: Known,
  ethnicity: Ethnicity | undefined,
  tc: number,
  hdl: number,
  sbp: number,
): Equation {
  const R = HEART_AGE_REFERENCE;
  // the race the pooled cohort method used (pooled-cohort-method.ts): black, white, else "other"
  const race =
    ethnicity === 'black' ? 'african-american' : ethnicity === 'white' ? 'white' : 'other';
  return {
    modelId: POOLED_COHORT_INFO.id,
    modelName: POOLED_COHORT_INFO.name,
    ages: [40, 79],
    risk: (age, ref) =>
      value(
        calculatePooledCohort({
          sex: k.sex,
          race,
          age,
          totalCholesterolMgDl: convertCholesterolToMgDl(ref ? R.totalCholesterolMmolL : tc),
          hdlCholesterolMgDl: convertCholesterolToMgDl(ref ? R.hdlCholesterolMmolL : hdl),
          systolicBp: ref ? R.systolicBp : sbp,
          ...binaryFactors(k, ref),
        }),
      )?.tenYearRisk ?? null,
  };
}

/** Solves risk(age, reference) = target over the equation's ages (risk rises with age). */
function solveHeartAge(eq: Equation, target: number): Pick<HeartAge, 'heartAge' | 'beyond'> {
  const [lo, hi] = eq.ages;
  const atLo = eq.risk(lo, true) ?? 0;
  const atHi = eq.risk(hi, true) ?? 1;
  if (target <= atLo) return { heartAge: lo, beyond: target < atLo ? 'below' : null };
  if (target >= atHi) return { heartAge: hi, beyond: target > atHi ? 'above' : null };
  let a = lo;
  let b = hi;
  for (let i = 0; i < 40; i++) {
    const mid = (a + b) / 2;
    if ((eq.risk(mid, true) ?? 0) < target) a = mid;
    else b = mid;
  }
  return { heartAge: Math.round((a + b) / 2), beyond: null };
}

export function knownFactors(p: RiskProfile): Known | null {
  if (p.sex === undefined) return null;
  const d = calculateDerivedFactors(p);
  if (d.currentSmoker === null || d.diabetes === null || p.onBpTreatment === undefined) return null;
  return {
    sex: p.sex,
    smoker: d.currentSmoker,
    diabetes: d.diabetes,
    treated: p.onBpTreatment,
    bmi: d.bmi,
  };
}

/** The equation that scored the person's cardiovascular result, when heart age can use it. */
function scoringEquation(p: RiskProfile, k: Known): Equation | null {
  const cvd = assessCondition('cardiovascular-disease', p);
  if (cvd.scoreUnit !== 'percent') return null;
  const { systolicBp: sbp, totalCholesterolMmolL: tc, hdlCholesterolMmolL: hdl } = p;
  switch (cvd.model.id) {
    case PREVENT_INFO.id:
      return k.bmi === null ? null : prevent(k, p, k.bmi);
    case POOLED_COHORT_INFO.id:
      return sbp === undefined || tc === undefined || hdl === undefined
        ? null
        : pooledCohort(k, p.ethnicity, tc, hdl, sbp);
    case FRAMINGHAM_2008_INFO.id:
      return sbp === undefined || tc === undefined || hdl === undefined
        ? null
        : framinghamLab(k, tc, hdl, sbp);
    case FRAMINGHAM_2008_BMI_INFO.id:
      return sbp === undefined || k.bmi === null ? null : framinghamBmi(k, k.bmi, sbp);
    default:
      return null;
  }
}

export function heartAgeFor(eq: Equation, age: number): HeartAge | null {
  const own = eq.risk(age, false);
  if (own === null) return null;
  return {
    modelId: eq.modelId,
    modelName: eq.modelName,
    riskPercent: Math.round(own * 10000) / 100,
    ...solveHeartAge(eq, own),
    method: HEART_AGE_METHOD,
  };
}

/**
 * Heart age from the equation that gave the person's cardiovascular percentage (PREVENT, the
 * pooled cohort equations or Framingham 2008); null when none scored (missing numbers, ages
 * outside their ranges, existing heart disease).
 *
 * @example
 * estimateHeartAge({ age: 55, sex: 'male', systolicBp: 140, onBpTreatment: false,
 *   totalCholesterolMmolL: 5.5, hdlCholesterolMmolL: 1.3, smokingStatus: 'current',
 *   diabetes: false, heightCm: 178, weightKg: 85, egfr: 90, onStatin: false });
 * // → { modelId: 'prevent', riskPercent: …, heartAge: …, beyond: null, method }
 */
export function estimateHeartAge(input: RiskProfile): HeartAge | null {
  const p = normalizeProfile(input);
  if (p.age === undefined) return null;
  const k = knownFactors(p);
  if (k === null) return null;
  const eq = scoringEquation(p, k);
  return eq === null ? null : heartAgeFor(eq, p.age);
}
