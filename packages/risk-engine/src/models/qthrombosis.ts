import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  notApplicableMissing,
  requireInputs,
  roundTo,
  toIndicator,
} from './model-helpers.js';

/**
 * QThrombosis's five smoking categories: non-smoker, ex-smoker, and current smokers by cigarettes
 * a day (light, moderate, heavy; see `classifyQThrombosisSmoking`).
 */
export const QTHROMBOSIS_SMOKING_CATEGORIES = [
  'non-smoker',
  'ex-smoker',
  'light',
  'moderate',
  'heavy',
] as const;
export type QThrombosisSmokingCategory = (typeof QTHROMBOSIS_SMOKING_CATEGORIES)[number];

/** The model's questions, as QThrombosis asks them (current = now). */
export type QThrombosisInput = {
  sex: Maybe<'male' | 'female'>;
  /** Years, 25–84 (the authors' code takes whole years). */
  age: Maybe<number>;
  /** kg/m², 20–40 (the authors' code declines other values). */
  bmi: Maybe<number>;
  smokingStatus: Maybe<'never' | 'former' | 'current'>;
  /** Current smokers only: cigarettes a day (light < 10, moderate 10–19, heavy ≥ 20). */
  cigarettesPerDay?: Maybe<number>;
  /** Currently prescribed an antipsychotic medicine. */
  antipsychoticNow: Maybe<boolean>;
  /** Congestive heart failure. */
  heartFailure: Maybe<boolean>;
  /** Any cancer. */
  anyCancer: Maybe<boolean>;
  copd: Maybe<boolean>;
  /** Crohn disease or ulcerative colitis. */
  inflammatoryBowelDisease: Maybe<boolean>;
  chronicRenalDisease: Maybe<boolean>;
  varicoseVeins: Maybe<boolean>;
  /** Admitted to hospital in the last 6 months. */
  hospitalAdmissionLast6Months: Maybe<boolean>;
  /** Women only (required for women, not read for men): the contraceptive pill now. */
  contraceptivePillNow?: Maybe<boolean>;
  /** Women only: hormone replacement therapy now. */
  hrtNow?: Maybe<boolean>;
  /** Women only: tamoxifen now. */
  tamoxifenNow?: Maybe<boolean>;
};

export type QThrombosisValue = {
  /** 5-year risk of a first venous thromboembolism (DVT or pulmonary embolism), fraction 0..1. */
  fiveYearRisk: number;
  /** 1-year risk, fraction 0..1 (the paper's other horizon). */
  oneYearRisk: number;
  smokingCategory: QThrombosisSmokingCategory;
};

export const QTHROMBOSIS_INFO: ModelInfo = {
  id: 'qthrombosis',
  name: 'QThrombosis (5-year venous thromboembolism)',
  citation:
    'Hippisley-Cox J, Coupland C. Development and validation of risk prediction algorithm (QThrombosis) to estimate future risk of venous thromboembolism: prospective cohort study. BMJ. 2011;343:d4656. Coefficients and baseline survival from the authors’ C source (ClinRisk Ltd, LGPL-3; rnab/qpred@012a85a, qthrombosis/c/Q66_vte_xml_20_vte_0.c and _1.c).',
  doi: '10.1136/bmj.d4656',
  population:
    'Adults aged 25–84 in 564 general practices in England and Wales (QResearch) with no previous venous thromboembolism, no pregnancy in the last 12 months and no oral anticoagulant (not recalibrated for Australia)',
  ageRange: [25, 84],
  horizonYears: 5,
  units: 'BMI kg/m², cigarettes a day',
  inputs:
    'age, sex, BMI, smoking (cigarettes a day), antipsychotic now, heart failure, cancer, COPD, IBD, chronic kidney disease, varicose veins, hospital stay in 6 months; women: the pill, HRT, tamoxifen now',
};

/*
 * The numbers of the authors' 2011 C source (facts; the code itself is not copied). Age and BMI
 * enter as fractional polynomials of x = value / 10, centred on the cohort means; smoking as one
 * coefficient per category; the rest as yes/no terms. risk(t) = 1 − S0(t)^exp(Σ).
 */
type SexEquation = {
  /** Baseline survival S0 at 1 and 5 years. */
  survival: { 1: number; 5: number };
  /** Coefficients by smoking category (non-smoker 0). */
  smoking: Readonly<Record<QThrombosisSmokingCategory, number>>;
  /** The two age terms of x = age / 10, their centres and coefficients. */
  age: {
    terms: readonly [(x: number) => number, (x: number) => number];
    labels: readonly [string, string];
    centres: readonly [number, number];
    coefficients: readonly [number, number];
  };
  bmi: { centres: readonly [number, number]; coefficients: readonly [number, number] };
  binary: Readonly<Partial<Record<QThrombosisBinaryKey, number>>>;
};

/** The model's yes/no inputs (women's three only for women). */
export type QThrombosisBinaryKey =
  | 'antipsychoticNow'
  | 'heartFailure'
  | 'anyCancer'
  | 'copd'
  | 'inflammatoryBowelDisease'
  | 'chronicRenalDisease'
  | 'varicoseVeins'
  | 'hospitalAdmissionLast6Months'
  | 'contraceptivePillNow'
  | 'hrtNow'
  | 'tamoxifenNow';

const BINARY_LABELS: Readonly<Record<QThrombosisBinaryKey, string>> = {
  antipsychoticNow: 'Antipsychotic medicine now',
  heartFailure: 'Heart failure',
  anyCancer: 'Cancer',
  copd: 'COPD',
  inflammatoryBowelDisease: 'Inflammatory bowel disease',
  chronicRenalDisease: 'Chronic kidney disease',
  varicoseVeins: 'Varicose veins',
  hospitalAdmissionLast6Months: 'Hospital stay in the last 6 months',
  contraceptivePillNow: 'Contraceptive pill now',
  hrtNow: 'Hormone replacement therapy (HRT) now',
  tamoxifenNow: 'Tamoxifen now',
};

const FEMALE: SexEquation = {
  survival: { 1: 0.999376356601715, 5: 0.996520936489105 },
  smoking: {
    'non-smoker': 0,
    'ex-smoker': 0.071716937097809005,
    light: 0.19875530722936122,
    moderate: 0.1547104796226689,
    heavy: 0.29171491604114808,
  },
  age: {
    terms: [(x) => x ** -0.5, (x) => Math.log(x)],
    labels: ['(age/10)^−0.5', 'ln(age/10)'],
    centres: [0.453635036945343, 1.580924510955811],
    coefficients: [42.95797054343322, 12.076378271699316],
  },
  bmi: {
    centres: [0.146638035774231, 0.140756979584694],
    coefficients: [2.3287900114265345, -18.766535378435268],
  },
  binary: {
    antipsychoticNow: 0.43584923475489062,
    heartFailure: 0.33379277032077426,
    anyCancer: 0.61470664222035498,
    copd: 0.34703459982495988,
    inflammatoryBowelDisease: 0.36867002203539012,
    chronicRenalDisease: 0.47258466044407738,
    varicoseVeins: 0.33814588758417219,
    contraceptivePillNow: 0.28687999514585205,
    hrtNow: 0.18587553557209957,
    tamoxifenNow: 0.39009932881870912,
    hospitalAdmissionLast6Months: 0.62323607468779108,
  },
};

const MALE: SexEquation = {
  survival: { 1: 0.999382615089417, 5: 0.996659278869629 },
  smoking: {
    'non-smoker': 0,
    'ex-smoker': 0.059879443704715707,
    light: 0.19696342935312178,
    moderate: 0.31225914460329246,
    heavy: 0.39727672418641752,
  },
  age: {
    terms: [(x) => x ** 3, (x) => x ** 3 * Math.log(x)],
    labels: ['(age/10)³', '(age/10)³ × ln(age/10)'],
    centres: [101.34850311279297, 156.02821350097656],
    coefficients: [0.031321181069079759, -0.012251755562238292],
  },
  bmi: {
    centres: [0.142084553837776, 0.138627126812935],
    coefficients: [4.9329818770360587, -20.762851585094197],
  },
  binary: {
    antipsychoticNow: 0.60891506030527731,
    heartFailure: 0.28443670875245231,
    anyCancer: 0.78046085665560661,
    copd: 0.48065350665467882,
    inflammatoryBowelDisease: 0.40483286507857308,
    chronicRenalDisease: 0.65022987086438055,
    varicoseVeins: 0.32538407645854961,
    hospitalAdmissionLast6Months: 0.65953215696893064,
  },
};

const SHARED_BINARY_KEYS = [
  'antipsychoticNow',
  'heartFailure',
  'anyCancer',
  'copd',
  'inflammatoryBowelDisease',
  'chronicRenalDisease',
  'varicoseVeins',
  'hospitalAdmissionLast6Months',
] as const;
const FEMALE_BINARY_KEYS = ['contraceptivePillNow', 'hrtNow', 'tamoxifenNow'] as const;

const REQUIRED = ['sex', 'age', 'bmi', 'smokingStatus', ...SHARED_BINARY_KEYS] as const;

const LABELS = {
  sex: 'biological sex',
  bmi: 'height and weight (BMI)',
  smokingStatus: 'smoking status',
  cigarettesPerDay: 'cigarettes a day',
  antipsychoticNow: 'whether you take an antipsychotic medicine now',
  heartFailure: 'whether you have heart failure',
  anyCancer: 'whether you have had cancer',
  copd: 'whether you have COPD',
  inflammatoryBowelDisease: 'whether you have inflammatory bowel disease',
  chronicRenalDisease: 'whether you have chronic kidney disease',
  varicoseVeins: 'whether you have varicose veins',
  hospitalAdmissionLast6Months: 'whether you stayed in hospital in the last 6 months',
  contraceptivePillNow: 'whether you take the contraceptive pill now',
  hrtNow: 'whether you take hormone replacement therapy (HRT) now',
  tamoxifenNow: 'whether you take tamoxifen now',
} as const;

/**
 * The smoking category from status and cigarettes a day. The authors code current smokers as
 * "2 light smoker (<10) 3 moderate smoker (10..19) 4 heavy smoker >=20" (their QRISK2-2013
 * command line, same code generator and the same smoke_cat 0–4 as QThrombosis; Ubuntu manual
 * page Q77_qrisk2_2013_1_commandLine(1), package qrisk2 0.0.r31) — the same bands as the UK Read
 * codes the QResearch records use ("Light smoker 1–9 cigarettes/day", "Moderate smoker 10–19",
 * "Heavy smoker 20–39"). Fewer than 1 a day counts as light. Null when a current smoker's number
 * is not known.
 */
export function classifyQThrombosisSmoking(
  status: 'never' | 'former' | 'current',
  cigarettesPerDay: number | null | undefined,
): QThrombosisSmokingCategory | null {
  if (status === 'never') return 'non-smoker';
  if (status === 'former') return 'ex-smoker';
  if (cigarettesPerDay === null || cigarettesPerDay === undefined) return null;
  if (!Number.isFinite(cigarettesPerDay)) return null;
  if (cigarettesPerDay < 10) return 'light';
  if (cigarettesPerDay < 20) return 'moderate';
  return 'heavy';
}

/**
 * QThrombosis (2011): 5-year risk of a first venous thromboembolism (deep vein thrombosis or
 * pulmonary embolism).
 *
 * Citation: Hippisley-Cox J, Coupland C. BMJ. 2011;343:d4656. doi:10.1136/bmj.d4656
 * Population: UK general practice (QResearch), ages 25–84, excluding people with a previous VTE, a
 * pregnancy in the last 12 months or an oral anticoagulant: the model assumes none of these.
 * Valid ages 25–84 and BMI 20–40 (the authors' code declines values outside; so does this).
 * Horizon: 5 years (1 year also given). Women and men have separate equations; women's also have
 * the contraceptive pill, HRT and tamoxifen. risk = 1 − S0(t)^exp(Σ).
 *
 * @example
 * calculateQThrombosis({ sex: 'female', age: 50, bmi: 25, smokingStatus: 'never',
 *   antipsychoticNow: false, heartFailure: false, anyCancer: false, copd: false,
 *   inflammatoryBowelDisease: false, chronicRenalDisease: false, varicoseVeins: false,
 *   hospitalAdmissionLast6Months: false, contraceptivePillNow: false, hrtNow: false,
 *   tamoxifenNow: false });
 * // → { applicable: true, value: { fiveYearRisk: 0.0034439…, … }, steps }
 */
export function calculateQThrombosis(input: QThrombosisInput): ModelResult<QThrombosisValue> {
  const required = requireInputs(input, REQUIRED);
  const missing: string[] = required.missing ? [...required.missing] : [];
  if (input.smokingStatus === 'current' && !Number.isFinite(input.cigarettesPerDay ?? NaN)) {
    missing.push('cigarettesPerDay');
  }
  if (input.sex === 'female') {
    for (const key of FEMALE_BINARY_KEYS) {
      const v = input[key];
      if (v === null || v === undefined) missing.push(key);
    }
  }
  if (missing.length > 0 || !required.values) {
    return notApplicableMissing(QTHROMBOSIS_INFO.name, missing, LABELS);
  }
  const v = required.values;
  const outOfRange = checkRanges<QThrombosisValue>(QTHROMBOSIS_INFO.name, [
    { label: 'Age', value: v.age, min: 25, max: 84, unit: 'years' },
    { label: 'BMI', value: v.bmi, min: 20, max: 40, unit: 'kg/m²' },
  ]);
  if (outOfRange) return outOfRange;

  const female = v.sex === 'female';
  const eq = female ? FEMALE : MALE;
  // Non-null: a current smoker's number was checked above.
  const smokingCategory = classifyQThrombosisSmoking(
    v.smokingStatus,
    v.cigarettesPerDay,
  ) as QThrombosisSmokingCategory;

  const steps: CalculationStep[] = [];
  let sum = 0;
  const add = (step: string, value: string | number, term: number): void => {
    sum += term;
    steps.push({ step, value, runningTotal: roundTo(sum, 5) });
  };

  add(`Smoking: ${smokingCategory}`, smokingCategory, eq.smoking[smokingCategory]);
  const ageX = v.age / 10;
  for (let i = 0; i < 2; i++) {
    const c = eq.age.coefficients[i] as number;
    const term = (eq.age.terms[i] as (x: number) => number)(ageX) - (eq.age.centres[i] as number);
    add(`Age: ${c} × (${eq.age.labels[i]} − ${eq.age.centres[i]})`, v.age, c * term);
  }
  const bmiX = v.bmi / 10;
  const bmiTerms = [bmiX ** -2, bmiX ** -2 * Math.log(bmiX)];
  const bmiLabels = ['(BMI/10)^−2', '(BMI/10)^−2 × ln(BMI/10)'];
  for (let i = 0; i < 2; i++) {
    const c = eq.bmi.coefficients[i] as number;
    add(
      `BMI: ${c} × (${bmiLabels[i]} − ${eq.bmi.centres[i]})`,
      roundTo(v.bmi, 2),
      c * ((bmiTerms[i] as number) - (eq.bmi.centres[i] as number)),
    );
  }
  const keys: readonly QThrombosisBinaryKey[] = female
    ? [...SHARED_BINARY_KEYS, ...FEMALE_BINARY_KEYS]
    : SHARED_BINARY_KEYS;
  for (const key of keys) {
    const answer = input[key] === true;
    const c = eq.binary[key] as number;
    add(`${BINARY_LABELS[key]} × ${c}`, answer ? 'yes' : 'no', c * toIndicator(answer));
  }

  const hazard = Math.exp(sum);
  const fiveYearRisk = 1 - eq.survival[5] ** hazard;
  const oneYearRisk = 1 - eq.survival[1] ** hazard;
  steps.push({
    step: `5-year VTE risk 1 − ${eq.survival[5]}^exp(Σ)`,
    value: roundTo(fiveYearRisk, 5),
  });
  return { applicable: true, value: { fiveYearRisk, oneYearRisk, smokingCategory }, steps };
}
