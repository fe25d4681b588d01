import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  requireInputs,
  notApplicableMissing,
  roundTo,
  toIndicator,
} from './model-helpers.js';

/** Race groups of the Pooled Cohort Equations; 'other' uses the white equations (Goff 2013). */
export type PooledCohortRace = 'white' | 'african-american' | 'other';

/** Inputs in the paper's units (cholesterol mg/dL). */
export type PooledCohortInput = {
  sex: Maybe<'female' | 'male'>;
  race: Maybe<PooledCohortRace>;
  /** Years, 40–79. */
  age: Maybe<number>;
  /** Total cholesterol, mg/dL (130–320). */
  totalCholesterolMgDl: Maybe<number>;
  /** HDL cholesterol, mg/dL (20–100). */
  hdlCholesterolMgDl: Maybe<number>;
  /** Systolic blood pressure, mmHg (90–200). */
  systolicBp: Maybe<number>;
  onBpTreatment: Maybe<boolean>;
  currentSmoker: Maybe<boolean>;
  diabetes: Maybe<boolean>;
};

/** 10-year ASCVD risk as a fraction 0..1. */
export type PooledCohortValue = { tenYearRisk: number };

export const POOLED_COHORT_INFO: ModelInfo = {
  id: 'pooled-cohort',
  name: '2013 ACC/AHA Pooled Cohort Equations',
  citation:
    'Goff DC Jr, Lloyd-Jones DM, Bennett G, et al. 2013 ACC/AHA Guideline on the Assessment of Cardiovascular Risk. Circulation. 2014;129(25 Suppl 2):S49–S73.',
  doi: '10.1161/01.cir.0000437741.48606.98',
  population:
    'US adults aged 40–79 without ASCVD, non-Hispanic white and African American (pooled ARIC, CHS, CARDIA, Framingham cohorts)',
  ageRange: [40, 79],
  horizonYears: 10,
  units: 'cholesterol mg/dL, SBP mmHg',
  inputs: 'age, sex, ethnicity, total & HDL cholesterol, SBP, BP treatment, smoking, diabetes',
};

type Equation = {
  lnAge: number;
  lnAgeSq: number;
  lnTc: number;
  lnAgeLnTc: number;
  lnHdl: number;
  lnAgeLnHdl: number;
  lnSbpTreated: number;
  lnAgeLnSbpTreated: number;
  lnSbpUntreated: number;
  lnAgeLnSbpUntreated: number;
  smoker: number;
  lnAgeSmoker: number;
  diabetes: number;
  meanSum: number;
  baselineSurvival: number;
};

/*
 * Goff 2013 work-group appendix Table A, with the extra digits of the reference implementations:
 * means −29.1817 / 86.6081 / 61.1816 / 19.5425 (preventr R/other_models.R, Cerner
 * app/load_fhir_data.js), baseline survival 0.96652 / 0.95334 / 0.91436 / 0.89536 and the
 * African-American-women coefficients to 4 dp (Cerner). Why not the 3-dp table values: with them
 * Cerner's African-American woman vector (26.8%) comes out at 26.97%, outside ±0.1 pp, while this
 * set reproduces every listed vector (Goff, PooledCohort, CVrisk, Cerner).
 * Typo avoided: PMC4608065 Table 1 prints 1.857 (white women, untreated ln SBP) and 1.767
 * (white men, ln age × ln HDL); Goff and all implementations use 1.957 and 1.769.
 */
const EQUATIONS: Record<'female' | 'male', Record<'white' | 'african-american', Equation>> = {
  female: {
    white: {
      lnAge: -29.799,
      lnAgeSq: 4.884,
      lnTc: 13.54,
      lnAgeLnTc: -3.114,
      lnHdl: -13.578,
      lnAgeLnHdl: 3.149,
      lnSbpTreated: 2.019,
      lnAgeLnSbpTreated: 0,
      lnSbpUntreated: 1.957,
      lnAgeLnSbpUntreated: 0,
      smoker: 7.574,
      lnAgeSmoker: -1.665,
      diabetes: 0.661,
      meanSum: -29.1817,
      baselineSurvival: 0.96652,
    },
    'african-american': {
      lnAge: 17.1141,
      lnAgeSq: 0,
      lnTc: 0.9396,
      lnAgeLnTc: 0,
      lnHdl: -18.9196,
      lnAgeLnHdl: 4.4748,
      lnSbpTreated: 29.2907,
      lnAgeLnSbpTreated: -6.4321,
      lnSbpUntreated: 27.8197,
      lnAgeLnSbpUntreated: -6.0873,
      smoker: 0.6908,
      lnAgeSmoker: 0,
      diabetes: 0.8738,
      meanSum: 86.6081,
      baselineSurvival: 0.95334,
    },
  },
  male: {
    white: {
      lnAge: 12.344,
      lnAgeSq: 0,
      lnTc: 11.853,
      lnAgeLnTc: -2.664,
      lnHdl: -7.99,
      lnAgeLnHdl: 1.769,
      lnSbpTreated: 1.797,
      lnAgeLnSbpTreated: 0,
      lnSbpUntreated: 1.764,
      lnAgeLnSbpUntreated: 0,
      smoker: 7.837,
      lnAgeSmoker: -1.795,
      diabetes: 0.658,
      meanSum: 61.1816,
      baselineSurvival: 0.91436,
    },
    'african-american': {
      lnAge: 2.469,
      lnAgeSq: 0,
      lnTc: 0.302,
      lnAgeLnTc: 0,
      lnHdl: -0.307,
      lnAgeLnHdl: 0,
      lnSbpTreated: 1.916,
      lnAgeLnSbpTreated: 0,
      lnSbpUntreated: 1.809,
      lnAgeLnSbpUntreated: 0,
      smoker: 0.549,
      lnAgeSmoker: 0,
      diabetes: 0.645,
      meanSum: 19.5425,
      baselineSurvival: 0.89536,
    },
  },
};

const REQUIRED = [
  'sex',
  'race',
  'age',
  'totalCholesterolMgDl',
  'hdlCholesterolMgDl',
  'systolicBp',
  'onBpTreatment',
  'currentSmoker',
  'diabetes',
] as const;

const LABELS = {
  totalCholesterolMgDl: 'total cholesterol',
  hdlCholesterolMgDl: 'HDL cholesterol',
  systolicBp: 'systolic blood pressure',
  onBpTreatment: 'whether you take blood-pressure medicine',
  currentSmoker: 'smoking status',
} as const;

/**
 * 2013 ACC/AHA Pooled Cohort Equations: 10-year risk of a first hard ASCVD event (coronary
 * death, non-fatal myocardial infarction, fatal or non-fatal stroke).
 *
 * Citation: Goff DC Jr, Lloyd-Jones DM, et al. 2013 ACC/AHA Guideline on the Assessment of
 * Cardiovascular Risk. Circulation. 2014;129(25 Suppl 2):S49–S73. doi:10.1161/01.cir.0000437741.48606.98
 * Population: US non-Hispanic white and African American adults without ASCVD; other groups use
 * the white equations, as the guideline suggests. Valid ages 40–79. Horizon 10 years.
 * Units: total and HDL cholesterol in mg/dL (mmol/L ÷ 0.02586), SBP mmHg. Inputs must lie in
 * the ACC/AHA estimator's accepted ranges (TC 130–320, HDL 20–100, SBP 90–200); otherwise
 * the result is not applicable. risk = 1 − S₀^exp(Σβx − mean), natural logarithms.
 *
 * @example
 * calculatePooledCohort({ sex: 'male', race: 'white', age: 55, totalCholesterolMgDl: 213,
 *   hdlCholesterolMgDl: 50, systolicBp: 120, onBpTreatment: false, currentSmoker: false,
 *   diabetes: false });
 * // → { applicable: true, value: { tenYearRisk: 0.0538… }, steps } (Goff Table A: 5.3%)
 */
export function calculatePooledCohort(input: PooledCohortInput): ModelResult<PooledCohortValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) {
    return notApplicableMissing(POOLED_COHORT_INFO.name, required.missing, LABELS);
  }
  const {
    sex,
    race,
    age,
    totalCholesterolMgDl: tc,
    hdlCholesterolMgDl: hdl,
    systolicBp: sbp,
  } = required.values;
  const outOfRange = checkRanges<PooledCohortValue>(POOLED_COHORT_INFO.name, [
    { label: 'Age', value: age, min: 40, max: 79, unit: 'years' },
    { label: 'Total cholesterol', value: tc, min: 130, max: 320, unit: 'mg/dL' },
    { label: 'HDL cholesterol', value: hdl, min: 20, max: 100, unit: 'mg/dL' },
    { label: 'Systolic blood pressure', value: sbp, min: 90, max: 200, unit: 'mmHg' },
  ]);
  if (outOfRange) return outOfRange;

  const treated = required.values.onBpTreatment;
  const smk = toIndicator(required.values.currentSmoker);
  const dm = toIndicator(required.values.diabetes);
  const group = race === 'african-american' ? 'african-american' : 'white';
  const e = EQUATIONS[sex][group];
  const lnAge = Math.log(age);
  const lnTc = Math.log(tc);
  const lnHdl = Math.log(hdl);
  const lnSbp = Math.log(sbp);

  const sum =
    e.lnAge * lnAge +
    e.lnAgeSq * lnAge * lnAge +
    e.lnTc * lnTc +
    e.lnAgeLnTc * lnAge * lnTc +
    e.lnHdl * lnHdl +
    e.lnAgeLnHdl * lnAge * lnHdl +
    (treated
      ? e.lnSbpTreated * lnSbp + e.lnAgeLnSbpTreated * lnAge * lnSbp
      : e.lnSbpUntreated * lnSbp + e.lnAgeLnSbpUntreated * lnAge * lnSbp) +
    e.smoker * smk +
    e.lnAgeSmoker * lnAge * smk +
    e.diabetes * dm;
  const tenYearRisk = 1 - e.baselineSurvival ** Math.exp(sum - e.meanSum);

  const steps: CalculationStep[] = [
    {
      step: 'Equation used',
      value: `${sex === 'female' ? 'women' : 'men'}, ${group === 'white' ? 'white (also used for other groups)' : 'African American'}`,
    },
    { step: 'ln(age)', value: roundTo(lnAge, 4) },
    { step: 'ln(total cholesterol mg/dL)', value: roundTo(lnTc, 4) },
    { step: 'ln(HDL mg/dL)', value: roundTo(lnHdl, 4) },
    { step: `ln(SBP) ${treated ? 'treated' : 'untreated'}`, value: roundTo(lnSbp, 4) },
    { step: 'Current smoker / diabetes', value: `${smk}/${dm}` },
    { step: 'Individual sum Σβx', value: roundTo(sum, 4) },
    { step: 'Population mean sum', value: e.meanSum },
    { step: 'Baseline 10-year survival S₀', value: e.baselineSurvival },
    { step: '10-year ASCVD risk 1 − S₀^exp(Σβx − mean)', value: roundTo(tenYearRisk, 4) },
  ];
  return { applicable: true, value: { tenYearRisk }, steps };
}
