import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  notApplicableMissing,
  requireInputs,
  roundTo,
  toIndicator,
} from './model-helpers.js';

/** Glucose-lowering treatment, as the diabetes equation codes it (insulin with or without tablets = insulin). */
export type CkdPcDiabetesMedication = 'none' | 'oral' | 'insulin';

export type CkdPcInput = {
  /** Years, 20–80. */
  age: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
  /** Black race (the equations' only race term). */
  black: Maybe<boolean>;
  /** Estimated GFR, mL/min/1.73 m²; must be 60 or more (the outcome is eGFR below 60). */
  egfr: Maybe<number>;
  /** History of cardiovascular disease (heart attack, coronary revascularisation, heart failure or stroke). */
  historyOfCvd: Maybe<boolean>;
  everSmoker: Maybe<boolean>;
  /** Blood pressure ≥ 140/90 mmHg or blood-pressure medication. */
  hypertension: Maybe<boolean>;
  /** kg/m². */
  bmi: Maybe<number>;
  /** Diabetes: selects the diabetes equation, which needs the three inputs below. */
  diabetes: Maybe<boolean>;
  /** HbA1c, percent (NGSP/DCCT); diabetes equation only. */
  hba1cPercent?: Maybe<number>;
  /** Diabetes equation only. */
  diabetesMedication?: Maybe<CkdPcDiabetesMedication>;
  /** Urine albumin-to-creatinine ratio, mg/g; diabetes equation only. */
  acrMgPerG?: Maybe<number>;
};

export type CkdPcValue = {
  /** 5-year risk of incident eGFR < 60 mL/min/1.73 m², fraction 0..1. */
  fiveYearRisk: number;
  equation: 'without-diabetes' | 'with-diabetes';
};

export const CKD_PC_INFO: ModelInfo = {
  id: 'ckd-pc-incident-ckd',
  name: 'CKD Prognosis Consortium incident CKD equations (5-year)',
  citation:
    'Nelson RG, Grams ME, Ballew SH, et al. Development of risk prediction equations for incident chronic kidney disease. JAMA. 2019;322(21):2104-2114.',
  doi: '10.1001/jama.2019.17379',
  population:
    '34 cohorts in 28 countries (5.2 million adults) with eGFR ≥ 60 mL/min/1.73 m²; separate equations with and without diabetes',
  ageRange: [20, 80],
  horizonYears: 5,
  units: 'eGFR mL/min/1.73 m², BMI kg/m², HbA1c %, urine ACR mg/g',
  inputs:
    'age, sex, Black race, eGFR, CVD history, ever smoked, hypertension, BMI; with diabetes also HbA1c, diabetes medicines, urine ACR',
};

/*
 * Coefficients of the "all events" equations (Nelson 2019 and its supplement). Every coefficient
 * exponentiates to the subhazard ratio printed in the paper's Table 2 (tested in ckd-pc.test.ts);
 * intercepts and Weibull shapes are the published values as reproduced in two independent public
 * implementations (a UK Biobank analysis script and the Exeter-Diabetes EHRBiomarkr constants,
 * GPL-3: numbers only, no code copied). risk = 1 − exp(−5^γ · exp(lp)).
 *
 * The equation without diabetes is used without urine ACR: the paper fits ACR there as a "patch"
 * (ACR − its expected value given the other factors), so a missing ACR adds nothing — the
 * published way to predict without it. Its ACR coefficient is printed only rounded (1.42 per
 * 10-fold) and is not used here. The diabetes equation needs ACR: its missing-ACR indicator is
 * printed only rounded (0.96), so no estimate is given without ACR.
 */
/** The coefficients both equations have. */
type SharedCoefficients = {
  intercept: number;
  agePer5: number;
  female: number;
  black: number;
  egfrBelow90Per5: number;
  egfrAbove90Per5: number;
  historyOfCvd: number;
};

const WITHOUT_DIABETES = {
  intercept: -3.609661,
  shape: 1.055408,
  agePer5: 0.2582196,
  female: 0.1821665,
  black: 0.1808945,
  egfrBelow90Per5: 0.4581006,
  egfrAbove90Per5: -0.3159218,
  historyOfCvd: 0.1953927,
  everSmoker: 0.1213741,
  hypertension: 0.3543645,
  bmiPer5: 0.0630538,
} as const;

const WITH_DIABETES = {
  intercept: -2.647004,
  shape: 0.9766551,
  agePer5: 0.1351572,
  female: 0.1381975,
  black: 0.0920208,
  egfrBelow90Per5: 0.3546697,
  egfrAbove90Per5: -0.1525133,
  historyOfCvd: 0.1870637,
  hba1cPer1: 0.0619679,
  insulin: 0.1078296,
  noMedication: -0.150944,
  hba1cTimesInsulin: 0.023959,
  hba1cTimesNoMedication: 0.0398424,
  everSmoker: -0.00084,
  hypertension: 0.3653268,
  bmiPer5: 0.050306,
  log10AcrMinus1: 0.37379,
} as const;

/** The published coefficients, for tests and documentation. */
export const CKD_PC_COEFFICIENTS = {
  withoutDiabetes: WITHOUT_DIABETES,
  withDiabetes: WITH_DIABETES,
};

const REQUIRED = [
  'age',
  'sex',
  'black',
  'egfr',
  'historyOfCvd',
  'everSmoker',
  'hypertension',
  'bmi',
  'diabetes',
] as const;
const REQUIRED_WITH_DIABETES = ['hba1cPercent', 'diabetesMedication', 'acrMgPerG'] as const;

const LABELS = {
  sex: 'biological sex',
  black: 'ethnicity',
  egfr: 'eGFR (kidney function)',
  historyOfCvd: 'whether you have had a heart attack, heart failure or stroke',
  everSmoker: 'smoking status',
  hypertension: 'blood pressure or blood-pressure medicine',
  bmi: 'height and weight (BMI)',
  diabetes: 'whether you have diabetes',
  hba1cPercent: 'HbA1c',
  diabetesMedication: 'which diabetes medicines you take',
  acrMgPerG: 'urine albumin-to-creatinine ratio (ACR)',
} as const;

/**
 * CKD Prognosis Consortium equations: 5-year risk of incident chronic kidney disease, defined as
 * eGFR below 60 mL/min/1.73 m², for adults whose eGFR is 60 or more.
 *
 * Citation: Nelson RG, Grams ME, Ballew SH, et al. JAMA. 2019;322(21):2104-2114.
 * doi:10.1001/jama.2019.17379 (open access, PMC6865298)
 * Population: 34 multinational cohorts (5.2 million people, 28 countries), validated in 9 more.
 * Valid ages 20–80 (the consortium's online calculator's range). Horizon: 5 years.
 * Units: eGFR mL/min/1.73 m², BMI kg/m², HbA1c %, ACR mg/g (mg/mmol × 8.84).
 * Declines: eGFR below 60 (already in the CKD range), age outside 20–80, the diabetes equation
 * without HbA1c, diabetes medicines or urine ACR.
 *
 * @example
 * calculateCkdPc({ age: 60, sex: 'male', black: false, egfr: 85, historyOfCvd: false,
 *   everSmoker: true, hypertension: true, bmi: 30, diabetes: false });
 * // → { applicable: true, value: { fiveYearRisk: 0.1202…, equation: 'without-diabetes' }, steps }
 */
export function calculateCkdPc(input: CkdPcInput): ModelResult<CkdPcValue> {
  const name = CKD_PC_INFO.name;
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(name, required.missing, LABELS);
  const v = required.values;
  if (v.egfr < 60) {
    return {
      applicable: false,
      reason: `An eGFR of ${roundTo(v.egfr, 1)} is already below 60 mL/min/1.73 m², the level ${name} predicts, so no estimate is given: ask your doctor about kidney health checks.`,
    };
  }
  const outOfRange = checkRanges<CkdPcValue>(name, [
    { label: 'Age', value: v.age, min: 20, max: 80, unit: 'years' },
    { label: 'eGFR', value: v.egfr, min: 60, max: 200, unit: 'mL/min/1.73 m²' },
    { label: 'BMI', value: v.bmi, min: 15, max: 60, unit: 'kg/m²' },
  ]);
  if (outOfRange) return outOfRange;

  const steps: CalculationStep[] = [];
  let lp = 0;
  const add = (label: string, value: string | number, term: number): void => {
    lp += term;
    steps.push({ step: label, value, runningTotal: roundTo(lp, 5) });
  };
  const yesNo = (b: boolean): string => (b ? 'yes' : 'no');
  const egfrBelow = 15 - Math.min(v.egfr, 90) / 5;
  const egfrAbove = Math.max(0, v.egfr - 90) / 5;
  const female = v.sex === 'female';
  /** The terms both equations have, in the paper's order (each equation its own coefficients). */
  const addSharedTerms = (c: SharedCoefficients): void => {
    add('Intercept', c.intercept, c.intercept);
    add(`(Age/5 − 11) × ${c.agePer5}`, v.age, c.agePer5 * (v.age / 5 - 11));
    add(`Female × ${c.female}`, yesNo(female), c.female * toIndicator(female));
    add(`Black race × ${c.black}`, yesNo(v.black), c.black * toIndicator(v.black));
    add(
      `(15 − min(eGFR, 90)/5) × ${c.egfrBelow90Per5}`,
      roundTo(v.egfr, 1),
      c.egfrBelow90Per5 * egfrBelow,
    );
    add(
      `max(0, eGFR − 90)/5 × ${c.egfrAbove90Per5}`,
      roundTo(v.egfr, 1),
      c.egfrAbove90Per5 * egfrAbove,
    );
    add(
      `History of CVD × ${c.historyOfCvd}`,
      yesNo(v.historyOfCvd),
      c.historyOfCvd * toIndicator(v.historyOfCvd),
    );
  };

  if (!v.diabetes) {
    const c = WITHOUT_DIABETES;
    steps.push({ step: 'Equation', value: 'without diabetes' });
    addSharedTerms(c);
    add(
      `Ever smoker × ${c.everSmoker}`,
      yesNo(v.everSmoker),
      c.everSmoker * toIndicator(v.everSmoker),
    );
    add(
      `Hypertension × ${c.hypertension}`,
      yesNo(v.hypertension),
      c.hypertension * toIndicator(v.hypertension),
    );
    add(`(BMI/5 − 5.4) × ${c.bmiPer5}`, roundTo(v.bmi, 2), c.bmiPer5 * (v.bmi / 5 - 5.4));
    const fiveYearRisk = 1 - Math.exp(-(5 ** c.shape) * Math.exp(lp));
    steps.push({
      step: `5-year risk 1 − exp(−5^${c.shape} × exp(lp))`,
      value: roundTo(fiveYearRisk, 5),
    });
    return { applicable: true, value: { fiveYearRisk, equation: 'without-diabetes' }, steps };
  }

  const withDiabetes = requireInputs(input, REQUIRED_WITH_DIABETES);
  if (withDiabetes.missing) return notApplicableMissing(name, withDiabetes.missing, LABELS);
  const d = withDiabetes.values;
  const diabetesRange = checkRanges<CkdPcValue>(name, [
    { label: 'HbA1c', value: d.hba1cPercent, min: 4, max: 15, unit: '%' },
    { label: 'Urine ACR', value: d.acrMgPerG, min: 0.5, max: 5000, unit: 'mg/g' },
  ]);
  if (diabetesRange) return diabetesRange;
  const c = WITH_DIABETES;
  const hba1c = d.hba1cPercent - 7;
  const insulin = d.diabetesMedication === 'insulin';
  const none = d.diabetesMedication === 'none';
  steps.push({ step: 'Equation', value: 'with diabetes' });
  addSharedTerms(c);
  add(`(HbA1c − 7) × ${c.hba1cPer1}`, roundTo(d.hba1cPercent, 1), c.hba1cPer1 * hba1c);
  add(`Insulin × ${c.insulin}`, yesNo(insulin), c.insulin * toIndicator(insulin));
  add(`No diabetes medicine × ${c.noMedication}`, yesNo(none), c.noMedication * toIndicator(none));
  add(
    `(HbA1c − 7) × insulin × ${c.hba1cTimesInsulin}`,
    yesNo(insulin),
    c.hba1cTimesInsulin * hba1c * toIndicator(insulin),
  );
  add(
    `(HbA1c − 7) × no medicine × ${c.hba1cTimesNoMedication}`,
    yesNo(none),
    c.hba1cTimesNoMedication * hba1c * toIndicator(none),
  );
  add(
    `Ever smoker × ${c.everSmoker}`,
    yesNo(v.everSmoker),
    c.everSmoker * toIndicator(v.everSmoker),
  );
  add(
    `Hypertension × ${c.hypertension}`,
    yesNo(v.hypertension),
    c.hypertension * toIndicator(v.hypertension),
  );
  add(`(BMI/5 − 5.4) × ${c.bmiPer5}`, roundTo(v.bmi, 2), c.bmiPer5 * (v.bmi / 5 - 5.4));
  add(
    `(log10 ACR − 1) × ${c.log10AcrMinus1}`,
    roundTo(d.acrMgPerG, 1),
    c.log10AcrMinus1 * (Math.log10(d.acrMgPerG) - 1),
  );
  const fiveYearRisk = 1 - Math.exp(-(5 ** c.shape) * Math.exp(lp));
  steps.push({
    step: `5-year risk 1 − exp(−5^${c.shape} × exp(lp))`,
    value: roundTo(fiveYearRisk, 5),
  });
  return { applicable: true, value: { fiveYearRisk, equation: 'with-diabetes' }, steps };
}
