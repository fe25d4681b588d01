import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  notApplicableMissing,
  requireInputs,
  roundTo,
  toIndicator,
} from './model-helpers.js';

export type FraminghamHypertensionInput = {
  /** Years, 20–69 (the derivation cohort's ages). */
  age: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
  /** mmHg; below 140 (the model is for people without hypertension). */
  systolicBp: Maybe<number>;
  /** mmHg; below 90. */
  diastolicBp: Maybe<number>;
  /** kg/m². */
  bmi: Maybe<number>;
  /** Current cigarette smoker. */
  currentSmoker: Maybe<boolean>;
  /** Number of parents with hypertension: 0, 1 or 2. */
  parentsWithHypertension: Maybe<number>;
  /** Diagnosed diabetes: the model was derived without it and declines it. */
  diabetes: Maybe<boolean>;
};

export type FraminghamHypertensionValue = {
  /** 4-year risk of new-onset hypertension, fraction 0..1. */
  fourYearRisk: number;
  /** 1- and 2-year risks from the same equation (the paper reports all three horizons). */
  oneYearRisk: number;
  twoYearRisk: number;
};

export const FRAMINGHAM_HYPERTENSION_INFO: ModelInfo = {
  id: 'framingham-hypertension',
  name: 'Framingham hypertension risk score (4-year)',
  citation:
    'Parikh NI, Pencina MJ, Wang TJ, et al. A risk score for predicting near-term incidence of hypertension: the Framingham Heart Study. Ann Intern Med. 2008;148(2):102-110.',
  doi: '10.7326/0003-4819-148-2-200801150-00005',
  population:
    'Framingham Offspring participants aged 20–69 without hypertension or diabetes, both parents in the original cohort (US, white)',
  ageRange: [20, 69],
  horizonYears: 4,
  units: 'blood pressure mmHg, BMI kg/m²',
  inputs: 'age, sex, SBP, DBP, BMI, smoking, parents with high blood pressure',
};

/*
 * Weibull (accelerated failure time) coefficients of the published model (Parikh 2008, Table 3),
 * as the Framingham Heart Study's online risk-function calculator uses them; the same numbers are
 * in several independent public implementations. Parental hypertension counts parents (0, 1, 2).
 * risk(t) = 1 − exp(−exp((ln t − μ) / σ)), μ = 22.949536 + Σβx, σ = 0.876925.
 */
const INTERCEPT = 22.949536;
const SCALE = 0.876925;
const COEF = {
  age: -0.156412,
  female: -0.202933,
  systolicBp: -0.05933,
  diastolicBp: -0.128468,
  bmi: -0.033881,
  currentSmoker: -0.190731,
  parentsWithHypertension: -0.166121,
  ageTimesDiastolic: 0.001624,
} as const;

const REQUIRED = [
  'age',
  'sex',
  'systolicBp',
  'diastolicBp',
  'bmi',
  'currentSmoker',
  'parentsWithHypertension',
  'diabetes',
] as const;

const LABELS = {
  sex: 'biological sex',
  systolicBp: 'systolic blood pressure',
  diastolicBp: 'diastolic blood pressure',
  bmi: 'height and weight (BMI)',
  currentSmoker: 'smoking status',
  parentsWithHypertension: 'how many of your parents have or had high blood pressure',
  diabetes: 'whether you have diabetes',
} as const;

function riskAt(years: number, mu: number): number {
  return 1 - Math.exp(-Math.exp((Math.log(years) - mu) / SCALE));
}

/**
 * Framingham hypertension risk score: risk of new-onset hypertension (BP ≥ 140/90 or treatment)
 * within 4 years, for adults without hypertension.
 *
 * Citation: Parikh NI, Pencina MJ, Wang TJ, et al. Ann Intern Med. 2008;148(2):102-110.
 * doi:10.7326/0003-4819-148-2-200801150-00005
 * Population: Framingham Offspring Study, white, 20–69 years, without hypertension or diabetes
 * (not Australian). Horizon: 4 years (1 and 2 years also given). Units: mmHg, kg/m².
 * Declines: age outside 20–69, SBP ≥ 140 or DBP ≥ 90 (already in the hypertensive range),
 * diabetes. Source of the coefficients: the paper's Weibull model as published by the Framingham
 * Heart Study (framinghamheartstudy.org risk functions); numbers are facts, no code was copied.
 *
 * @example
 * calculateFraminghamHypertension({ age: 45, sex: 'female', systolicBp: 125, diastolicBp: 82,
 *   bmi: 27, currentSmoker: false, parentsWithHypertension: 1, diabetes: false });
 * // → { applicable: true, value: { fourYearRisk: 0.2067…, oneYearRisk: 0.0465…, twoYearRisk: 0.0997… }, steps }
 */
export function calculateFraminghamHypertension(
  input: FraminghamHypertensionInput,
): ModelResult<FraminghamHypertensionValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing)
    return notApplicableMissing(FRAMINGHAM_HYPERTENSION_INFO.name, required.missing, LABELS);
  const v = required.values;
  const name = FRAMINGHAM_HYPERTENSION_INFO.name;
  if (v.diabetes) {
    return {
      applicable: false,
      reason: `${name} was derived in people without diabetes, so it gives no estimate with diabetes.`,
    };
  }
  if (v.systolicBp >= 140 || v.diastolicBp >= 90) {
    return {
      applicable: false,
      reason: `A blood pressure of ${v.systolicBp}/${v.diastolicBp} mmHg is already in the hypertensive range (140/90 or more), so ${name}, which predicts new hypertension, does not apply.`,
    };
  }
  const outOfRange = checkRanges<FraminghamHypertensionValue>(name, [
    { label: 'Age', value: v.age, min: 20, max: 69, unit: 'years' },
    { label: 'Systolic blood pressure', value: v.systolicBp, min: 70, max: 139, unit: 'mmHg' },
    { label: 'Diastolic blood pressure', value: v.diastolicBp, min: 40, max: 89, unit: 'mmHg' },
    { label: 'BMI', value: v.bmi, min: 15, max: 60, unit: 'kg/m²' },
    { label: 'Parents with hypertension', value: v.parentsWithHypertension, min: 0, max: 2 },
  ]);
  if (outOfRange) return outOfRange;
  const parents = Math.round(v.parentsWithHypertension);

  const steps: CalculationStep[] = [];
  let mu = INTERCEPT;
  steps.push({ step: 'Intercept', value: INTERCEPT, runningTotal: INTERCEPT });
  const add = (label: string, value: string | number, term: number): void => {
    mu += term;
    steps.push({ step: label, value, runningTotal: roundTo(mu, 5) });
  };
  add(`Age (years) × ${COEF.age}`, v.age, COEF.age * v.age);
  add(
    `Female × ${COEF.female}`,
    v.sex === 'female' ? 'yes' : 'no',
    COEF.female * toIndicator(v.sex === 'female'),
  );
  add(`Systolic BP (mmHg) × ${COEF.systolicBp}`, v.systolicBp, COEF.systolicBp * v.systolicBp);
  add(`Diastolic BP (mmHg) × ${COEF.diastolicBp}`, v.diastolicBp, COEF.diastolicBp * v.diastolicBp);
  add(`BMI (kg/m²) × ${COEF.bmi}`, roundTo(v.bmi, 2), COEF.bmi * v.bmi);
  add(
    `Current smoker × ${COEF.currentSmoker}`,
    v.currentSmoker ? 'yes' : 'no',
    COEF.currentSmoker * toIndicator(v.currentSmoker),
  );
  add(
    `Parents with hypertension × ${COEF.parentsWithHypertension}`,
    parents,
    COEF.parentsWithHypertension * parents,
  );
  add(
    `Age × diastolic BP × ${COEF.ageTimesDiastolic}`,
    v.age * v.diastolicBp,
    COEF.ageTimesDiastolic * v.age * v.diastolicBp,
  );
  const fourYearRisk = riskAt(4, mu);
  steps.push({
    step: `4-year risk 1 − exp(−exp((ln 4 − μ) / ${SCALE}))`,
    value: roundTo(fourYearRisk, 5),
  });
  return {
    applicable: true,
    value: { fourYearRisk, oneYearRisk: riskAt(1, mu), twoYearRisk: riskAt(2, mu) },
    steps,
  };
}
