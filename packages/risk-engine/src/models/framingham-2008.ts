import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkPositive,
  checkRanges,
  requireInputs,
  notApplicableMissing,
  roundTo,
  toIndicator,
} from './model-helpers.js';

const CITATION =
  "D'Agostino RB Sr, Vasan RS, Pencina MJ, Wolf PA, Cobain M, Massaro JM, Kannel WB. General Cardiovascular Risk Profile for Use in Primary Care: The Framingham Heart Study. Circulation. 2008;117(6):743–753.";
const DOI = '10.1161/CIRCULATIONAHA.107.699579';
const POPULATION =
  'Framingham Heart Study original and offspring cohorts (US, predominantly white), aged 30–74 without cardiovascular disease';

/** Inputs of the laboratory version, in the paper's units (cholesterol mg/dL). */
export type Framingham2008Input = {
  sex: Maybe<'female' | 'male'>;
  /** Years, 30–74. */
  age: Maybe<number>;
  /** Total cholesterol, mg/dL. */
  totalCholesterolMgDl: Maybe<number>;
  /** HDL cholesterol, mg/dL. */
  hdlCholesterolMgDl: Maybe<number>;
  /** Systolic blood pressure, mmHg. */
  systolicBp: Maybe<number>;
  onBpTreatment: Maybe<boolean>;
  currentSmoker: Maybe<boolean>;
  diabetes: Maybe<boolean>;
};

/** Inputs of the office (BMI, non-laboratory) version. */
export type Framingham2008BmiInput = {
  sex: Maybe<'female' | 'male'>;
  /** Years, 30–74. */
  age: Maybe<number>;
  /** kg/m². */
  bmi: Maybe<number>;
  /** Systolic blood pressure, mmHg. */
  systolicBp: Maybe<number>;
  onBpTreatment: Maybe<boolean>;
  currentSmoker: Maybe<boolean>;
  diabetes: Maybe<boolean>;
};

/** 10-year general CVD risk as a fraction 0..1. */
export type Framingham2008Value = { tenYearRisk: number };

export const FRAMINGHAM_2008_INFO: ModelInfo = {
  id: 'framingham-2008',
  name: 'Framingham general cardiovascular risk (2008, laboratory version)',
  citation: CITATION,
  doi: DOI,
  population: POPULATION,
  ageRange: [30, 74],
  horizonYears: 10,
  units: 'cholesterol mg/dL, SBP mmHg',
  inputs: 'age, sex, total & HDL cholesterol, SBP, BP treatment, smoking, diabetes',
};

export const FRAMINGHAM_2008_BMI_INFO: ModelInfo = {
  id: 'framingham-2008-bmi',
  name: 'Framingham general cardiovascular risk (2008, BMI version)',
  citation: CITATION,
  doi: DOI,
  population: POPULATION,
  ageRange: [30, 74],
  horizonYears: 10,
  units: 'BMI kg/m², SBP mmHg',
  inputs: 'age, sex, BMI, SBP, BP treatment, smoking, diabetes',
};

/*
 * Coefficients: framinghamheartstudy.org "Cardiovascular Disease (10-year risk)"; means from the
 * Medscape calculator page; identical to vcastro/CVrisk data-raw/score_coef.R (frs_coef,
 * frs_simple_coef). Pitfall avoided: one public JS copy uses 2.72107 (the BMI model's women ln age)
 * as the women's untreated SBP coefficient; the correct value is 2.76157.
 */
const LAB = {
  male: {
    lnAge: 3.06117,
    lnTc: 1.1237,
    lnHdl: -0.93263,
    lnSbpUntreated: 1.93303,
    lnSbpTreated: 1.99881,
    smoker: 0.65451,
    diabetes: 0.57367,
    meanSum: 23.9802,
    baselineSurvival: 0.88936,
  },
  female: {
    lnAge: 2.32888,
    lnTc: 1.20904,
    lnHdl: -0.70833,
    lnSbpUntreated: 2.76157,
    lnSbpTreated: 2.82263,
    smoker: 0.52873,
    diabetes: 0.69154,
    meanSum: 26.1931,
    baselineSurvival: 0.95012,
  },
} as const;

const BMI_MODEL = {
  male: {
    lnAge: 3.11296,
    lnBmi: 0.79277,
    lnSbpUntreated: 1.85508,
    lnSbpTreated: 1.92672,
    smoker: 0.70953,
    diabetes: 0.5316,
    meanSum: 23.9388,
    baselineSurvival: 0.88431,
  },
  female: {
    lnAge: 2.72107,
    lnBmi: 0.51125,
    lnSbpUntreated: 2.81291,
    lnSbpTreated: 2.88267,
    smoker: 0.61868,
    diabetes: 0.77763,
    meanSum: 26.0145,
    baselineSurvival: 0.94833,
  },
} as const;

const LAB_REQUIRED = [
  'sex',
  'age',
  'totalCholesterolMgDl',
  'hdlCholesterolMgDl',
  'systolicBp',
  'onBpTreatment',
  'currentSmoker',
  'diabetes',
] as const;

const BMI_REQUIRED = [
  'sex',
  'age',
  'bmi',
  'systolicBp',
  'onBpTreatment',
  'currentSmoker',
  'diabetes',
] as const;

const LABELS = {
  totalCholesterolMgDl: 'total cholesterol',
  hdlCholesterolMgDl: 'HDL cholesterol',
  systolicBp: 'systolic blood pressure',
  bmi: 'BMI',
  onBpTreatment: 'whether you take blood-pressure medicine',
  currentSmoker: 'smoking status',
} as const;

/*
 * The paper gives no input limits other than age; values must be positive because the model
 * takes their logarithms. Physiological plausibility is checked by the caller's profile schema.
 */

/**
 * Framingham 2008 general cardiovascular disease risk, laboratory version: 10-year risk of
 * coronary death, myocardial infarction, coronary insufficiency, angina, stroke (ischaemic or
 * haemorrhagic), TIA, peripheral artery disease or heart failure.
 *
 * Citation: D'Agostino RB Sr, et al. Circulation. 2008;117(6):743–753.
 * doi:10.1161/CIRCULATIONAHA.107.699579
 * Population: Framingham Heart Study participants aged 30–74 without CVD. Valid ages 30–74.
 * Horizon: 10 years. Units: cholesterol mg/dL (mmol/L ÷ 0.02586), SBP mmHg.
 * risk = 1 − S₀^exp(Σβx − mean), natural logarithms.
 *
 * @example
 * calculateFramingham2008({ sex: 'male', age: 55, totalCholesterolMgDl: 213,
 *   hdlCholesterolMgDl: 50, systolicBp: 140, onBpTreatment: false, currentSmoker: false,
 *   diabetes: false });
 * // → { applicable: true, value: { tenYearRisk: 0.1353… }, steps }
 */
export function calculateFramingham2008(
  input: Framingham2008Input,
): ModelResult<Framingham2008Value> {
  const required = requireInputs(input, LAB_REQUIRED);
  if (required.missing) {
    return notApplicableMissing(FRAMINGHAM_2008_INFO.name, required.missing, LABELS);
  }
  const {
    sex,
    age,
    totalCholesterolMgDl: tc,
    hdlCholesterolMgDl: hdl,
    systolicBp: sbp,
  } = required.values;
  const outOfRange =
    checkRanges<Framingham2008Value>(FRAMINGHAM_2008_INFO.name, [
      { label: 'Age', value: age, min: 30, max: 74, unit: 'years' },
    ]) ??
    checkPositive<Framingham2008Value>(FRAMINGHAM_2008_INFO.name, [
      { label: 'Total cholesterol', value: tc, unit: 'mg/dL' },
      { label: 'HDL cholesterol', value: hdl, unit: 'mg/dL' },
      { label: 'Systolic blood pressure', value: sbp, unit: 'mmHg' },
    ]);
  if (outOfRange) return outOfRange;

  const treated = required.values.onBpTreatment;
  const smk = toIndicator(required.values.currentSmoker);
  const dm = toIndicator(required.values.diabetes);
  const c = LAB[sex];
  const sum =
    c.lnAge * Math.log(age) +
    c.lnTc * Math.log(tc) +
    c.lnHdl * Math.log(hdl) +
    (treated ? c.lnSbpTreated : c.lnSbpUntreated) * Math.log(sbp) +
    c.smoker * smk +
    c.diabetes * dm;
  const tenYearRisk = 1 - c.baselineSurvival ** Math.exp(sum - c.meanSum);
  const steps: CalculationStep[] = [
    { step: 'Equation used', value: sex === 'female' ? 'women' : 'men' },
    { step: 'ln(age)', value: roundTo(Math.log(age), 4) },
    { step: 'ln(total cholesterol mg/dL)', value: roundTo(Math.log(tc), 4) },
    { step: 'ln(HDL mg/dL)', value: roundTo(Math.log(hdl), 4) },
    { step: `ln(SBP) ${treated ? 'treated' : 'untreated'}`, value: roundTo(Math.log(sbp), 4) },
    { step: 'Current smoker / diabetes', value: `${smk}/${dm}` },
    { step: 'Individual sum Σβx', value: roundTo(sum, 4) },
    { step: 'Population mean sum', value: c.meanSum },
    { step: 'Baseline 10-year survival S₀', value: c.baselineSurvival },
    { step: '10-year CVD risk 1 − S₀^exp(Σβx − mean)', value: roundTo(tenYearRisk, 4) },
  ];
  return { applicable: true, value: { tenYearRisk }, steps };
}

/**
 * Framingham 2008 general cardiovascular disease risk, office (non-laboratory) version using BMI
 * in place of cholesterol. For people without lipid results.
 *
 * Citation: D'Agostino RB Sr, et al. Circulation. 2008;117(6):743–753.
 * doi:10.1161/CIRCULATIONAHA.107.699579
 * Population: Framingham Heart Study participants aged 30–74 without CVD. Valid ages 30–74.
 * Horizon: 10 years. Units: BMI kg/m², SBP mmHg.
 *
 * @example
 * calculateFramingham2008Bmi({ sex: 'male', age: 55, bmi: 30, systolicBp: 140,
 *   onBpTreatment: false, currentSmoker: false, diabetes: false });
 * // → { applicable: true, value: { tenYearRisk: 0.1675… }, steps }
 */
export function calculateFramingham2008Bmi(
  input: Framingham2008BmiInput,
): ModelResult<Framingham2008Value> {
  const required = requireInputs(input, BMI_REQUIRED);
  if (required.missing) {
    return notApplicableMissing(FRAMINGHAM_2008_BMI_INFO.name, required.missing, LABELS);
  }
  const { sex, age, bmi, systolicBp: sbp } = required.values;
  const outOfRange =
    checkRanges<Framingham2008Value>(FRAMINGHAM_2008_BMI_INFO.name, [
      { label: 'Age', value: age, min: 30, max: 74, unit: 'years' },
    ]) ??
    checkPositive<Framingham2008Value>(FRAMINGHAM_2008_BMI_INFO.name, [
      { label: 'BMI', value: bmi, unit: 'kg/m²' },
      { label: 'Systolic blood pressure', value: sbp, unit: 'mmHg' },
    ]);
  if (outOfRange) return outOfRange;

  const treated = required.values.onBpTreatment;
  const smk = toIndicator(required.values.currentSmoker);
  const dm = toIndicator(required.values.diabetes);
  const c = BMI_MODEL[sex];
  const sum =
    c.lnAge * Math.log(age) +
    c.lnBmi * Math.log(bmi) +
    (treated ? c.lnSbpTreated : c.lnSbpUntreated) * Math.log(sbp) +
    c.smoker * smk +
    c.diabetes * dm;
  const tenYearRisk = 1 - c.baselineSurvival ** Math.exp(sum - c.meanSum);
  const steps: CalculationStep[] = [
    { step: 'Equation used', value: `${sex === 'female' ? 'women' : 'men'}, BMI version` },
    { step: 'ln(age)', value: roundTo(Math.log(age), 4) },
    { step: 'ln(BMI)', value: roundTo(Math.log(bmi), 4) },
    { step: `ln(SBP) ${treated ? 'treated' : 'untreated'}`, value: roundTo(Math.log(sbp), 4) },
    { step: 'Current smoker / diabetes', value: `${smk}/${dm}` },
    { step: 'Individual sum Σβx', value: roundTo(sum, 4) },
    { step: 'Population mean sum', value: c.meanSum },
    { step: 'Baseline 10-year survival S₀', value: c.baselineSurvival },
    { step: '10-year CVD risk 1 − S₀^exp(Σβx − mean)', value: roundTo(tenYearRisk, 4) },
  ];
  return { applicable: true, value: { tenYearRisk }, steps };
}
