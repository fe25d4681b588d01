import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  expit,
  requireInputs,
  notApplicableMissing,
  roundTo,
  toIndicator,
} from './model-helpers.js';

/** Inputs of the PREVENT base model, in the equations' own units (cholesterol in mmol/L). */
export type PreventInput = {
  sex: Maybe<'female' | 'male'>;
  /** Years, 30–79. */
  age: Maybe<number>;
  /** Total cholesterol, mmol/L (3.36–8.28; = 130–320 mg/dL). */
  totalCholesterolMmolL: Maybe<number>;
  /** HDL cholesterol, mmol/L (0.52–2.59; = 20–100 mg/dL). */
  hdlCholesterolMmolL: Maybe<number>;
  /** Systolic blood pressure, mmHg (90–180). */
  systolicBp: Maybe<number>;
  /** Body-mass index, kg/m² (18.5–39.9); used by the heart-failure equation only. */
  bmi: Maybe<number>;
  /** eGFR, mL/min/1.73 m² (CKD-EPI 2021), 15–140. */
  egfr: Maybe<number>;
  diabetes: Maybe<boolean>;
  currentSmoker: Maybe<boolean>;
  onBpTreatment: Maybe<boolean>;
  onStatin: Maybe<boolean>;
};

/** 10-year risks as fractions 0..1. */
export type PreventValue = { totalCvd: number; ascvd: number; heartFailure: number };

export const PREVENT_INFO: ModelInfo = {
  id: 'prevent',
  name: 'AHA PREVENT base equations (10-year)',
  citation:
    "Khan SS, Matsushita K, Sang Y, et al. Development and Validation of the American Heart Association's Predicting Risk of cardiovascular disease EVENTs (PREVENT) Equations. Circulation. 2024;149(6):430–449.",
  doi: '10.1161/CIRCULATIONAHA.123.067626',
  population:
    'US adults aged 30–79 without known cardiovascular disease (25 cohorts, 3.3 million people)',
  ageRange: [30, 79],
  horizonYears: 10,
  units: 'cholesterol mmol/L, SBP mmHg, BMI kg/m², eGFR mL/min/1.73 m²',
  inputs: 'age, sex, total & HDL cholesterol, SBP, BP treatment, statin, diabetes, smoking, BMI, eGFR',
};

type Coefficients = {
  age: number;
  nonHdl: number;
  hdl: number;
  sbpLo: number;
  sbpHi: number;
  diabetes: number;
  smoking: number;
  bmiLo: number;
  bmiHi: number;
  egfrLo: number;
  egfrHi: number;
  bpTx: number;
  statin: number;
  bpTxSbpHi: number;
  statinNonHdl: number;
  ageNonHdl: number;
  ageHdl: number;
  ageSbpHi: number;
  ageDiabetes: number;
  ageSmoking: number;
  ageBmiHi: number;
  ageEgfrLo: number;
  constant: number;
};

type Outcome = 'totalCvd' | 'ascvd' | 'heartFailure';

/*
 * Coefficients of the 10-year base model (Khan 2024, Supplemental Table S12A), read from
 * bcjaeger/PooledCohort data-raw/coefs_prevent.xlsx, sheet base_10 (MIT), the same values that
 * reproduce preventr's tests. Terms with a zero coefficient in an equation are written as 0.
 */
// prettier-ignore
const COEFFICIENTS: Record<'female' | 'male', Record<Outcome, Coefficients>> = {
  female: {
    totalCvd: {
      age: 0.7939329, nonHdl: 0.0305239, hdl: -0.1606857, sbpLo: -0.2394003, sbpHi: 0.3600781,
      diabetes: 0.8667604, smoking: 0.5360739, bmiLo: 0, bmiHi: 0, egfrLo: 0.6045917,
      egfrHi: 0.0433769, bpTx: 0.3151672, statin: -0.1477655, bpTxSbpHi: -0.0663612,
      statinNonHdl: 0.1197879, ageNonHdl: -0.0819715, ageHdl: 0.0306769, ageSbpHi: -0.0946348,
      ageDiabetes: -0.27057, ageSmoking: -0.078715, ageBmiHi: 0, ageEgfrLo: -0.1637806,
      constant: -3.307728,
    },
    ascvd: {
      age: 0.719883, nonHdl: 0.1176967, hdl: -0.151185, sbpLo: -0.0835358, sbpHi: 0.3592852,
      diabetes: 0.8348585, smoking: 0.4831078, bmiLo: 0, bmiHi: 0, egfrLo: 0.4864619,
      egfrHi: 0.0397779, bpTx: 0.2265309, statin: -0.0592374, bpTxSbpHi: -0.0395762,
      statinNonHdl: 0.0844423, ageNonHdl: -0.0567839, ageHdl: 0.0325692, ageSbpHi: -0.1035985,
      ageDiabetes: -0.2417542, ageSmoking: -0.0791142, ageBmiHi: 0, ageEgfrLo: -0.1671492,
      constant: -3.819975,
    },
    heartFailure: {
      age: 0.8998235, nonHdl: 0, hdl: 0, sbpLo: -0.4559771, sbpHi: 0.3576505,
      diabetes: 1.038346, smoking: 0.583916, bmiLo: -0.0072294, bmiHi: 0.2997706,
      egfrLo: 0.7451638, egfrHi: 0.0557087, bpTx: 0.3534442, statin: 0, bpTxSbpHi: -0.0981511,
      statinNonHdl: 0, ageNonHdl: 0, ageHdl: 0, ageSbpHi: -0.0946663, ageDiabetes: -0.3581041,
      ageSmoking: -0.1159453, ageBmiHi: -0.003878, ageEgfrLo: -0.1884289, constant: -4.310409,
    },
  },
  male: {
    totalCvd: {
      age: 0.7688528, nonHdl: 0.0736174, hdl: -0.0954431, sbpLo: -0.4347345, sbpHi: 0.3362658,
      diabetes: 0.7692857, smoking: 0.4386871, bmiLo: 0, bmiHi: 0, egfrLo: 0.5378979,
      egfrHi: 0.0164827, bpTx: 0.288879, statin: -0.1337349, bpTxSbpHi: -0.0475924,
      statinNonHdl: 0.150273, ageNonHdl: -0.0517874, ageHdl: 0.0191169, ageSbpHi: -0.1049477,
      ageDiabetes: -0.2251948, ageSmoking: -0.0895067, ageBmiHi: 0, ageEgfrLo: -0.1543702,
      constant: -3.031168,
    },
    ascvd: {
      age: 0.7099847, nonHdl: 0.1658663, hdl: -0.1144285, sbpLo: -0.2837212, sbpHi: 0.3239977,
      diabetes: 0.7189597, smoking: 0.3956973, bmiLo: 0, bmiHi: 0, egfrLo: 0.3690075,
      egfrHi: 0.0203619, bpTx: 0.2036522, statin: -0.0865581, bpTxSbpHi: -0.0322916,
      statinNonHdl: 0.114563, ageNonHdl: -0.0300005, ageHdl: 0.0232747, ageSbpHi: -0.0927024,
      ageDiabetes: -0.2018525, ageSmoking: -0.0970527, ageBmiHi: 0, ageEgfrLo: -0.1217081,
      constant: -3.500655,
    },
    heartFailure: {
      age: 0.8972642, nonHdl: 0, hdl: 0, sbpLo: -0.6811466, sbpHi: 0.3634461,
      diabetes: 0.923776, smoking: 0.5023736, bmiLo: -0.0485841, bmiHi: 0.3726929,
      egfrLo: 0.6926917, egfrHi: 0.0251827, bpTx: 0.2980922, statin: 0, bpTxSbpHi: -0.0497731,
      statinNonHdl: 0, ageNonHdl: 0, ageHdl: 0, ageSbpHi: -0.1289201, ageDiabetes: -0.3040924,
      ageSmoking: -0.1401688, ageBmiHi: 0.0068126, ageEgfrLo: -0.1797778, constant: -3.946391,
    },
  },
};

const REQUIRED = [
  'sex',
  'age',
  'totalCholesterolMmolL',
  'hdlCholesterolMmolL',
  'systolicBp',
  'bmi',
  'egfr',
  'diabetes',
  'currentSmoker',
  'onBpTreatment',
  'onStatin',
] as const;

const LABELS = {
  totalCholesterolMmolL: 'total cholesterol',
  hdlCholesterolMmolL: 'HDL cholesterol',
  systolicBp: 'systolic blood pressure',
  bmi: 'BMI',
  egfr: 'eGFR (kidney function blood test)',
  onBpTreatment: 'whether you take blood-pressure medicine',
  onStatin: 'whether you take a statin',
  currentSmoker: 'smoking status',
} as const;

type Terms = Omit<Coefficients, 'constant'>;

/**
 * The constant plus Σ coefficient × term, added in the order of the terms below (written out:
 * reading the fields by name is much faster than looping over keys, and the order of the
 * additions, which sets the last bits of the result, stays fixed).
 */
function linearPredictor(c: Coefficients, t: Terms): number {
  let x = c.constant;
  x += c.age * t.age;
  x += c.nonHdl * t.nonHdl;
  x += c.hdl * t.hdl;
  x += c.sbpLo * t.sbpLo;
  x += c.sbpHi * t.sbpHi;
  x += c.diabetes * t.diabetes;
  x += c.smoking * t.smoking;
  x += c.bmiLo * t.bmiLo;
  x += c.bmiHi * t.bmiHi;
  x += c.egfrLo * t.egfrLo;
  x += c.egfrHi * t.egfrHi;
  x += c.bpTx * t.bpTx;
  x += c.statin * t.statin;
  x += c.bpTxSbpHi * t.bpTxSbpHi;
  x += c.statinNonHdl * t.statinNonHdl;
  x += c.ageNonHdl * t.ageNonHdl;
  x += c.ageHdl * t.ageHdl;
  x += c.ageSbpHi * t.ageSbpHi;
  x += c.ageDiabetes * t.ageDiabetes;
  x += c.ageSmoking * t.ageSmoking;
  x += c.ageBmiHi * t.ageBmiHi;
  x += c.ageEgfrLo * t.ageEgfrLo;
  return x;
}

/**
 * AHA PREVENT base equations: 10-year risk of total cardiovascular disease, atherosclerotic CVD
 * (ASCVD) and heart failure, sex-specific and race-free.
 *
 * Citation: Khan SS, Matsushita K, Sang Y, et al. Circulation. 2024;149(6):430–449.
 * doi:10.1161/CIRCULATIONAHA.123.067626 (coefficients: Supplemental Table S12A).
 * Population: adults aged 30–79 without known CVD (US cohorts). Valid ages 30–79.
 * Horizon: 10 years. Units: cholesterol in mmol/L (convert mg/dL × 0.02586, the factor used by
 * the reference implementations), SBP mmHg, BMI kg/m², eGFR mL/min/1.73 m² (CKD-EPI 2021).
 * Input limits are those of the reference implementation preventr: TC 3.36–8.28 mmol/L,
 * HDL 0.52–2.59 mmol/L, SBP 90–180 mmHg, BMI 18.5–39.9, eGFR 15–140. Outside them the result is
 * not applicable (no extrapolation).
 *
 * @example
 * calculatePrevent({ sex: 'female', age: 50, totalCholesterolMmolL: 5.172,
 *   hdlCholesterolMmolL: 1.1637, systolicBp: 160, bmi: 35, egfr: 90, diabetes: true,
 *   currentSmoker: false, onBpTreatment: true, onStatin: false });
 * // → { applicable: true, value: { totalCvd: 0.1468…, ascvd: 0.0920…, heartFailure: 0.0806… }, steps }
 */
export function calculatePrevent(input: PreventInput): ModelResult<PreventValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(PREVENT_INFO.name, required.missing, LABELS);
  const {
    sex,
    age,
    totalCholesterolMmolL: tc,
    hdlCholesterolMmolL: hdlMmol,
    systolicBp: sbp,
    bmi,
    egfr,
  } = required.values;
  const outOfRange = checkRanges<PreventValue>(PREVENT_INFO.name, [
    { label: 'Age', value: age, min: 30, max: 79, unit: 'years' },
    { label: 'Total cholesterol', value: tc, min: 3.36, max: 8.28, unit: 'mmol/L' },
    { label: 'HDL cholesterol', value: hdlMmol, min: 0.52, max: 2.59, unit: 'mmol/L' },
    { label: 'Systolic blood pressure', value: sbp, min: 90, max: 180, unit: 'mmHg' },
    { label: 'BMI', value: bmi, min: 18.5, max: 39.9, unit: 'kg/m²' },
    { label: 'eGFR', value: egfr, min: 15, max: 140, unit: 'mL/min/1.73 m²' },
  ]);
  if (outOfRange) return outOfRange;

  const dm = toIndicator(required.values.diabetes);
  const smk = toIndicator(required.values.currentSmoker);
  const bpTx = toIndicator(required.values.onBpTreatment);
  const statin = toIndicator(required.values.onStatin);

  // Centring exactly as in Khan 2024 S12 (and preventr prep_terms / PooledCohort prevent.R).
  const ageC = (age - 55) / 10;
  const nonHdl = tc - hdlMmol - 3.5;
  const hdl = (hdlMmol - 1.3) / 0.3;
  const sbpLo = (Math.min(sbp, 110) - 110) / 20;
  const sbpHi = (Math.max(sbp, 110) - 130) / 20;
  const bmiLo = (Math.min(bmi, 30) - 25) / 5;
  const bmiHi = (Math.max(bmi, 30) - 30) / 5;
  const egfrLo = (Math.min(egfr, 60) - 60) / -15;
  const egfrHi = (Math.max(egfr, 60) - 90) / -15;

  const terms: Terms = {
    age: ageC,
    nonHdl,
    hdl,
    sbpLo,
    sbpHi,
    diabetes: dm,
    smoking: smk,
    bmiLo,
    bmiHi,
    egfrLo,
    egfrHi,
    bpTx,
    statin,
    bpTxSbpHi: bpTx * sbpHi,
    statinNonHdl: statin * nonHdl,
    ageNonHdl: ageC * nonHdl,
    ageHdl: ageC * hdl,
    ageSbpHi: ageC * sbpHi,
    ageDiabetes: ageC * dm,
    ageSmoking: ageC * smk,
    ageBmiHi: ageC * bmiHi,
    ageEgfrLo: ageC * egfrLo,
  };

  const coefs = COEFFICIENTS[sex];
  const xCvd = linearPredictor(coefs.totalCvd, terms);
  const xAscvd = linearPredictor(coefs.ascvd, terms);
  const xHf = linearPredictor(coefs.heartFailure, terms);
  const value: PreventValue = {
    totalCvd: expit(xCvd),
    ascvd: expit(xAscvd),
    heartFailure: expit(xHf),
  };

  const steps: CalculationStep[] = [
    { step: `Sex-specific equations`, value: sex },
    { step: 'Age term (age − 55) / 10', value: roundTo(ageC, 4) },
    { step: 'Non-HDL cholesterol − 3.5 mmol/L', value: roundTo(nonHdl, 4) },
    { step: 'HDL term (HDL − 1.3) / 0.3', value: roundTo(hdl, 4) },
    { step: 'SBP below 110 term', value: roundTo(sbpLo, 4) },
    { step: 'SBP above 130 term', value: roundTo(sbpHi, 4) },
    { step: 'BMI below 30 term (heart failure only)', value: roundTo(bmiLo, 4) },
    { step: 'BMI above 30 term (heart failure only)', value: roundTo(bmiHi, 4) },
    { step: 'eGFR below 60 term', value: roundTo(egfrLo, 4) },
    { step: 'eGFR above 60 term', value: roundTo(egfrHi, 4) },
    {
      step: 'Diabetes / current smoker / BP treatment / statin',
      value: `${dm}/${smk}/${bpTx}/${statin}`,
    },
    { step: 'Total CVD log-odds', value: roundTo(xCvd, 4) },
    { step: '10-year total CVD risk', value: roundTo(value.totalCvd, 4) },
    { step: 'ASCVD log-odds', value: roundTo(xAscvd, 4) },
    { step: '10-year ASCVD risk', value: roundTo(value.ascvd, 4) },
    { step: 'Heart failure log-odds', value: roundTo(xHf, 4) },
    { step: '10-year heart failure risk', value: roundTo(value.heartFailure, 4) },
  ];
  return { applicable: true, value, steps };
}
