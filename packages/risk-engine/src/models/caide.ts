import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import { type Maybe, checkRanges, notApplicableMissing, requireInputs } from './model-helpers.js';

export type CaideInput = {
  /** Years, 39–64 (midlife). */
  age: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
  /** Years of formal education. */
  educationYears: Maybe<number>;
  /** mmHg. */
  systolicBp: Maybe<number>;
  /** kg/m². */
  bmi: Maybe<number>;
  /** Total cholesterol, mmol/L. */
  totalCholesterolMmolL: Maybe<number>;
  /**
   * Active = exercise at least twice a week for 20–30 minutes, causing sweating and
   * breathlessness.
   */
  physicallyActive: Maybe<boolean>;
};

/**
 * CAIDE points (0–15, version without APOE). No probability is given: the score-to-risk table
 * of Kivipelto 2006 could not be read in any source available to us (only three score/risk pairs
 * from a secondary calculator were), so the engine reports the score, not a percentage.
 */
export type CaideValue = { points: number; maxPoints: 15 };

export const CAIDE_INFO: ModelInfo = {
  id: 'caide',
  name: 'CAIDE Dementia Risk Score (without APOE)',
  citation:
    'Kivipelto M, Ngandu T, Laatikainen T, Winblad B, Soininen H, Tuomilehto J. Risk score for the prediction of dementia risk in 20 years among middle aged people: a longitudinal, population-based study. Lancet Neurol. 2006;5(9):735–741.',
  doi: '10.1016/S1474-4422(06)70537-3',
  population:
    'Finnish adults aged 39–64 at midlife (CAIDE study, n = 1,409), followed for 20 years',
  ageRange: [39, 64],
  horizonYears: 20,
  units: 'SBP mmHg, BMI kg/m², total cholesterol mmol/L, education years',
  inputs: 'age, sex, education years, SBP, BMI, total cholesterol, activity',
};

const LABELS = {
  educationYears: 'years of education',
  systolicBp: 'systolic blood pressure',
  bmi: 'BMI (height and weight)',
  totalCholesterolMmolL: 'total cholesterol',
  physicallyActive: 'physical activity',
} as const;

/**
 * CAIDE Dementia Risk Score: a midlife points score (0–15) for dementia 20 years later.
 * Points (original CAIDE categories): age < 47: 0, 47–53: 3, > 53: 4; education ≥ 10 y: 0,
 * 7–9: 2, 0–6: 3; male 1; SBP > 140 mmHg 2; BMI > 30 2; total cholesterol > 6.5 mmol/L 2;
 * physically inactive 1.
 *
 * Citation: Kivipelto M, et al. Lancet Neurol. 2006;5(9):735–741. doi:10.1016/S1474-4422(06)70537-3
 * Population: Finnish midlife adults. Valid ages 39–64. Horizon: 20 years. Units: mmHg, kg/m²,
 * mmol/L, years. Returns the score only (see {@link CaideValue}).
 *
 * @example
 * calculateCaide({ age: 52, sex: 'male', educationYears: 9, systolicBp: 148, bmi: 31.2,
 *   totalCholesterolMmolL: 6.9, physicallyActive: false });
 * // → { applicable: true, value: { points: 13, maxPoints: 15 }, steps }
 */
const REQUIRED = [
  'age',
  'sex',
  'educationYears',
  'systolicBp',
  'bmi',
  'totalCholesterolMmolL',
  'physicallyActive',
] as const;

export function calculateCaide(input: CaideInput): ModelResult<CaideValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(CAIDE_INFO.name, required.missing, LABELS);
  const {
    age,
    sex,
    educationYears: edu,
    systolicBp: sbp,
    bmi,
    totalCholesterolMmolL: tc,
    physicallyActive,
  } = required.values;
  const outOfRange = checkRanges<CaideValue>(CAIDE_INFO.name, [
    { label: 'Age', value: age, min: 39, max: 64, unit: 'years' },
    { label: 'Years of education', value: edu, min: 0, max: 40 },
  ]);
  if (outOfRange) return outOfRange;

  const items: [string, string | number, number][] = [
    ['Age (years)', age, age < 47 ? 0 : age <= 53 ? 3 : 4],
    ['Years of education', edu, edu >= 10 ? 0 : edu >= 7 ? 2 : 3],
    ['Sex', sex, sex === 'male' ? 1 : 0],
    ['Systolic blood pressure above 140 mmHg', sbp, sbp > 140 ? 2 : 0],
    ['BMI above 30', bmi, bmi > 30 ? 2 : 0],
    ['Total cholesterol above 6.5 mmol/L', tc, tc > 6.5 ? 2 : 0],
    ['Physically inactive', physicallyActive ? 'no' : 'yes', physicallyActive ? 0 : 1],
  ];
  const steps: CalculationStep[] = [];
  let total = 0;
  for (const [step, value, points] of items) {
    total += points;
    steps.push({ step, value, points, runningTotal: total });
  }
  return { applicable: true, value: { points: total, maxPoints: 15 }, steps };
}
