import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  notApplicableMissing,
  requireInputs,
  roundTo,
  toIndicator,
} from './model-helpers.js';

export type ChargeAfInput = {
  /** Years, 46–94. */
  age: Maybe<number>;
  /** CHARGE-AF codes race as white vs. other. */
  white: Maybe<boolean>;
  /** cm. */
  heightCm: Maybe<number>;
  /** kg. */
  weightKg: Maybe<number>;
  /** mmHg. */
  systolicBp: Maybe<number>;
  /** mmHg. */
  diastolicBp: Maybe<number>;
  currentSmoker: Maybe<boolean>;
  onBpTreatment: Maybe<boolean>;
  diabetes: Maybe<boolean>;
  heartFailure: Maybe<boolean>;
  myocardialInfarction: Maybe<boolean>;
};

export type ChargeAfValue = {
  /** 5-year risk of incident atrial fibrillation, fraction 0..1. */
  fiveYearRisk: number;
  /**
   * True when the risk exceeds 0.2638808, above which the CHARGE-AF calculator only displays
   * ">26%": show "more than 26%" rather than the exact figure.
   */
  aboveCalculatorDisplayLimit: boolean;
};

export const CHARGE_AF_INFO: ModelInfo = {
  id: 'charge-af',
  name: 'CHARGE-AF simple model (5-year atrial fibrillation)',
  citation:
    'Alonso A, Krijthe BP, Aspelund T, et al. Simple risk model predicts incidence of atrial fibrillation in a racially and geographically diverse population: the CHARGE-AF consortium. J Am Heart Assoc. 2013;2(2):e000102.',
  doi: '10.1161/JAHA.112.000102',
  population:
    'Adults aged 46–94 without atrial fibrillation in the ARIC, CHS, FHS (US), AGES (Iceland) and Rotterdam (Netherlands) cohorts',
  ageRange: [46, 94],
  horizonYears: 5,
  units: 'height cm, weight kg, blood pressure mmHg',
  inputs: 'age, ethnicity, height, weight, SBP, DBP, smoking, BP treatment, diabetes, heart failure, heart attack',
};

/*
 * Per-unit coefficients, cohort-mean sum and baseline survival of the simple model, from the
 * CHARGE-AF calculator spreadsheet (IMI-HD/acribis_scores_python tests/resources/
 * CHARGE_AF_Calculator.xlsx, Sheet2 "Coef. Simple"; Σβx̄ = 12.5804513005 computed in the sheet
 * from the cohort means). Why this coding and not the rescaled one (0.508 per 5 y …, mean
 * 12.58156) used by most code: it is the one whose cached example output is the published vector
 * (0.0048146879); the rescaled coding gives 0.0048067 for the same person (0.0008 pp apart).
 */
const COEF = {
  age: 0.10166,
  white: 0.46491,
  heightCm: 0.02478,
  weightKg: 0.0077,
  systolicBp: 0.00986,
  diastolicBp: -0.01013,
  currentSmoker: 0.35931,
  onBpTreatment: 0.34889,
  diabetes: 0.23666,
  heartFailure: 0.70127,
  myocardialInfarction: 0.49596,
} as const;
const MEAN_SUM = 12.5804513005;
const BASELINE_SURVIVAL = 0.9718412736;
const DISPLAY_LIMIT = 0.2638808;

const STEP_LABELS: Record<keyof typeof COEF, string> = {
  age: 'Age (years)',
  white: 'White race',
  heightCm: 'Height (cm)',
  weightKg: 'Weight (kg)',
  systolicBp: 'Systolic blood pressure (mmHg)',
  diastolicBp: 'Diastolic blood pressure (mmHg)',
  currentSmoker: 'Current smoker',
  onBpTreatment: 'Blood-pressure medication',
  diabetes: 'Diabetes',
  heartFailure: 'Heart failure',
  myocardialInfarction: 'Previous heart attack',
};

/** The terms in COEF's order, with their step labels written once. */
const TERM_KEYS = Object.keys(COEF) as (keyof typeof COEF)[];
const TERMS = TERM_KEYS.map((key) => ({
  key,
  coefficient: COEF[key],
  stepLabel: `${STEP_LABELS[key]} × ${COEF[key]}`,
}));

const LABELS = {
  white: 'race (white or other)',
  heightCm: 'height',
  weightKg: 'weight',
  systolicBp: 'systolic blood pressure',
  diastolicBp: 'diastolic blood pressure',
  currentSmoker: 'smoking status',
  onBpTreatment: 'whether you take blood-pressure medicine',
  heartFailure: 'whether you have heart failure',
  myocardialInfarction: 'whether you have had a heart attack',
} as const;

/**
 * CHARGE-AF simple model: 5-year risk of incident atrial fibrillation.
 *
 * Citation: Alonso A, Krijthe BP, Aspelund T, et al. J Am Heart Assoc. 2013;2(2):e000102.
 * doi:10.1161/JAHA.112.000102
 * Population: community cohorts in the US and Europe (not Australian); race coded white vs other.
 * Valid ages 46–94. Horizon: 5 years. Units: height cm, weight kg, blood pressure mmHg.
 * risk = 1 − 0.9718412736^exp(Σβx − 12.5804513005).
 *
 * @example
 * calculateChargeAf({ age: 46, white: true, heightCm: 187, weightKg: 85, systolicBp: 120,
 *   diastolicBp: 80, currentSmoker: false, onBpTreatment: false, diabetes: false,
 *   heartFailure: false, myocardialInfarction: false });
 * // → { applicable: true, value: { fiveYearRisk: 0.0048146…, aboveCalculatorDisplayLimit: false }, steps }
 */
export function calculateChargeAf(input: ChargeAfInput): ModelResult<ChargeAfValue> {
  const required = requireInputs(input, TERM_KEYS);
  if (required.missing) return notApplicableMissing(CHARGE_AF_INFO.name, required.missing, LABELS);
  const values = required.values;
  const outOfRange = checkRanges<ChargeAfValue>(CHARGE_AF_INFO.name, [
    { label: 'Age', value: values.age, min: 46, max: 94, unit: 'years' },
    { label: 'Height', value: values.heightCm, min: 100, max: 250, unit: 'cm' },
    { label: 'Weight', value: values.weightKg, min: 25, max: 300, unit: 'kg' },
    {
      label: 'Systolic blood pressure',
      value: values.systolicBp,
      min: 60,
      max: 260,
      unit: 'mmHg',
    },
    {
      label: 'Diastolic blood pressure',
      value: values.diastolicBp,
      min: 30,
      max: 160,
      unit: 'mmHg',
    },
  ]);
  if (outOfRange) return outOfRange;

  const steps: CalculationStep[] = [];
  let sum = 0;
  for (const term of TERMS) {
    const raw = values[term.key];
    const x = typeof raw === 'boolean' ? toIndicator(raw) : raw;
    sum += term.coefficient * x;
    steps.push({
      step: term.stepLabel,
      value: typeof raw === 'boolean' ? (raw ? 'yes' : 'no') : raw,
      runningTotal: roundTo(sum, 5),
    });
  }
  const fiveYearRisk = 1 - BASELINE_SURVIVAL ** Math.exp(sum - MEAN_SUM);
  steps.push({ step: 'Cohort mean sum', value: MEAN_SUM });
  steps.push({
    step: '5-year AF risk 1 − 0.9718412736^exp(Σβx − mean)',
    value: roundTo(fiveYearRisk, 5),
  });
  return {
    applicable: true,
    value: { fiveYearRisk, aboveCalculatorDisplayLimit: fiveYearRisk > DISPLAY_LIMIT },
    steps,
  };
}
