import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  expit,
  isMissing,
  notApplicableMissing,
  requireInputs,
  roundTo,
  toIndicator,
} from './model-helpers.js';

/** JNC-V blood-pressure categories, as the 1997 profile uses them. */
export type ClaudicationBpCategory = 'normal' | 'high-normal' | 'stage-1' | 'stage-2-plus';

export type FraminghamClaudicationInput = {
  /** Years, 45–84 (see the age note on `calculateFraminghamClaudication`). */
  age: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
  /** mmHg, measured (sets the JNC-V category with the diastolic pressure). */
  systolicBp: Maybe<number>;
  /** mmHg, measured. */
  diastolicBp: Maybe<number>;
  /** Diagnosed diabetes. */
  diabetes: Maybe<boolean>;
  /** Current cigarette smoker; non-smokers and former smokers count 0 cigarettes a day. */
  currentSmoker: Maybe<boolean>;
  /** Cigarettes a day, needed only for current smokers (ignored otherwise). */
  cigarettesPerDay: Maybe<number>;
  /** Serum total cholesterol, mg/dL (mmol/L × 38.67). */
  totalCholesterolMgDl: Maybe<number>;
  /** History of coronary heart disease (heart attack, angina, coronary insufficiency). */
  coronaryHeartDisease: Maybe<boolean>;
};

export type FraminghamClaudicationValue = {
  /** 4-year probability of intermittent claudication, fraction 0..1. */
  fourYearRisk: number;
  /** The JNC-V category the two pressures give (the higher one either pressure reaches). */
  bpCategory: ClaudicationBpCategory;
};

export const FRAMINGHAM_CLAUDICATION_INFO: ModelInfo = {
  id: 'framingham-claudication',
  name: 'Framingham intermittent claudication risk profile (4-year)',
  citation:
    "Murabito JM, D'Agostino RB, Silbershatz H, Wilson PWF. Intermittent claudication: a risk profile from the Framingham Heart Study. Circulation. 1997;96(1):44-49.",
  doi: '10.1161/01.CIR.96.1.44',
  population:
    'Framingham Heart Study original cohort (US, white), 38 years of biennial follow-up; engine ages 45–84',
  ageRange: [45, 84],
  horizonYears: 4,
  units: 'total cholesterol mg/dL, blood pressure mmHg, cigarettes a day',
  inputs:
    'age, sex, SBP, DBP, diabetes, smoking (cigarettes a day), total cholesterol, heart disease',
};

/*
 * Pooled logistic regression coefficients of the published profile (Murabito 1997), as transcribed
 * in the one independent public implementation found (aarong1/obesity at commit
 * bf6121b14c57b2ba6b6114cddfc4985c12079299, risk_correct_eq/risk_framingham_peripheral_arterial_disease.R,
 * `risk_ic_disease`; no licence, so only the numbers are used, no code). The paper itself is behind
 * the publisher's paywall; its abstract (38-year follow-up of the original cohort, 381 cases; age,
 * sex, cholesterol, hypertension, smoking, diabetes and coronary heart disease in the profile; a
 * pooled logistic model) agrees with these terms.
 * x = −8.9152 + Σβx, risk = 1 / (1 + exp(−x)). Blood pressure enters as the JNC-V category.
 */
const INTERCEPT = -8.9152;
const COEF = {
  male: 0.5033,
  age: 0.0372,
  diabetes: 0.9503,
  cigarettesPerDay: 0.0314,
  totalCholesterolMgDl: 0.0048,
  coronaryHeartDisease: 0.9939,
} as const;
const BP_COEF: Readonly<Record<ClaudicationBpCategory, number>> = {
  normal: 0,
  'high-normal': 0.2621,
  'stage-1': 0.4067,
  'stage-2-plus': 0.7977,
};
const BP_LABEL: Readonly<Record<ClaudicationBpCategory, string>> = {
  normal: 'normal (< 130/85)',
  'high-normal': 'high normal (130–139/85–89)',
  'stage-1': 'stage 1 hypertension (140–159/90–99)',
  'stage-2-plus': 'stage 2+ hypertension (≥ 160/100)',
};

const REQUIRED = [
  'age',
  'sex',
  'systolicBp',
  'diastolicBp',
  'diabetes',
  'currentSmoker',
  'totalCholesterolMgDl',
  'coronaryHeartDisease',
] as const;

const LABELS = {
  sex: 'biological sex',
  systolicBp: 'systolic blood pressure',
  diastolicBp: 'diastolic blood pressure',
  diabetes: 'whether you have diabetes',
  currentSmoker: 'smoking status',
  cigarettesPerDay: 'cigarettes a day',
  totalCholesterolMgDl: 'total cholesterol',
  coronaryHeartDisease: 'whether you have had coronary heart disease (heart attack or angina)',
} as const;

/**
 * JNC-V category of a blood pressure (the 1993 fifth Joint National Committee report, the
 * paper's era): normal < 130 and < 85; high normal 130–139 or 85–89; stage 1 140–159 or 90–99;
 * stage 2+ ≥ 160 or ≥ 100. A person is in the higher category that either pressure reaches.
 */
export function classifyJnc5BloodPressure(
  systolicBp: number,
  diastolicBp: number,
): ClaudicationBpCategory {
  if (systolicBp >= 160 || diastolicBp >= 100) return 'stage-2-plus';
  if (systolicBp >= 140 || diastolicBp >= 90) return 'stage-1';
  if (systolicBp >= 130 || diastolicBp >= 85) return 'high-normal';
  return 'normal';
}

/**
 * Framingham intermittent claudication risk profile: 4-year probability of intermittent
 * claudication, the symptomatic form of peripheral artery disease (it does not predict
 * asymptomatic disease found only by an ankle-brachial index).
 *
 * Citation: Murabito JM, D'Agostino RB, Silbershatz H, Wilson PWF. Circulation. 1997;96(1):44-49.
 * doi:10.1161/01.CIR.96.1.44
 * Population: Framingham Heart Study original cohort (US, white; aged 28–62 at enrolment in
 * 1948–51, 38 years of biennial examinations), not recalibrated for Australia. Horizon: 4 years.
 * Units: total cholesterol mg/dL, blood pressure mmHg (JNC-V category), cigarettes a day.
 * Ages: the paper's exact age range could not be confirmed from public material (the full text is
 * paywalled; the abstract gives none). The engine uses 45–84: inside the ages the cohort was
 * followed through (28–62 at entry plus 38 years), covering the older ages at which claudication
 * arises, and declining the youngest and oldest ages where few cases were observed.
 * Declines: missing inputs (named), age outside 45–84, implausible blood pressure, cholesterol or
 * cigarette counts (SBP 60–260, DBP 30–160 mmHg, cholesterol 100–400 mg/dL, 0–80 a day; engine
 * plausibility limits, the paper prints none).
 *
 * @example
 * calculateFraminghamClaudication({ age: 60, sex: 'male', systolicBp: 120, diastolicBp: 80,
 *   diabetes: false, currentSmoker: false, cigarettesPerDay: null, totalCholesterolMgDl: 200,
 *   coronaryHeartDisease: false });
 * // → { applicable: true, value: { fourYearRisk: 0.005378…, bpCategory: 'normal' }, steps }
 */
export function calculateFraminghamClaudication(
  input: FraminghamClaudicationInput,
): ModelResult<FraminghamClaudicationValue> {
  const name = FRAMINGHAM_CLAUDICATION_INFO.name;
  const required = requireInputs(input, REQUIRED);
  const needsCigarettes = input.currentSmoker === true && isMissing(input.cigarettesPerDay);
  if (required.missing || needsCigarettes) {
    const missing = required.missing ?? [];
    if (needsCigarettes) missing.push('cigarettesPerDay');
    return notApplicableMissing(name, missing, LABELS);
  }
  const v = required.values;
  const cigarettes = v.currentSmoker ? (v.cigarettesPerDay ?? 0) : 0;
  const outOfRange = checkRanges<FraminghamClaudicationValue>(name, [
    { label: 'Age', value: v.age, min: 45, max: 84, unit: 'years' },
    { label: 'Systolic blood pressure', value: v.systolicBp, min: 60, max: 260, unit: 'mmHg' },
    { label: 'Diastolic blood pressure', value: v.diastolicBp, min: 30, max: 160, unit: 'mmHg' },
    {
      label: 'Total cholesterol',
      value: v.totalCholesterolMgDl,
      min: 100,
      max: 400,
      unit: 'mg/dL',
    },
    { label: 'Cigarettes a day', value: cigarettes, min: 0, max: 80 },
  ]);
  if (outOfRange) return outOfRange;

  const bpCategory = classifyJnc5BloodPressure(v.systolicBp, v.diastolicBp);
  const steps: CalculationStep[] = [];
  let x = INTERCEPT;
  steps.push({ step: 'Intercept', value: INTERCEPT, runningTotal: INTERCEPT });
  const add = (label: string, value: string | number, term: number): void => {
    x += term;
    steps.push({ step: label, value, runningTotal: roundTo(x, 5) });
  };
  add(
    `Male × ${COEF.male}`,
    v.sex === 'male' ? 'yes' : 'no',
    COEF.male * toIndicator(v.sex === 'male'),
  );
  add(`Age (years) × ${COEF.age}`, v.age, COEF.age * v.age);
  add(
    `Blood pressure ${v.systolicBp}/${v.diastolicBp} mmHg: JNC-V ${BP_LABEL[bpCategory]}`,
    BP_COEF[bpCategory],
    BP_COEF[bpCategory],
  );
  add(
    `Diabetes × ${COEF.diabetes}`,
    v.diabetes ? 'yes' : 'no',
    COEF.diabetes * toIndicator(v.diabetes),
  );
  add(
    `Cigarettes a day (current smokers; otherwise 0) × ${COEF.cigarettesPerDay}`,
    cigarettes,
    COEF.cigarettesPerDay * cigarettes,
  );
  add(
    `Total cholesterol (mg/dL) × ${COEF.totalCholesterolMgDl}`,
    roundTo(v.totalCholesterolMgDl, 2),
    COEF.totalCholesterolMgDl * v.totalCholesterolMgDl,
  );
  add(
    `Coronary heart disease × ${COEF.coronaryHeartDisease}`,
    v.coronaryHeartDisease ? 'yes' : 'no',
    COEF.coronaryHeartDisease * toIndicator(v.coronaryHeartDisease),
  );
  const fourYearRisk = expit(x);
  steps.push({
    step: '4-year claudication risk 1 / (1 + exp(−x))',
    value: roundTo(fourYearRisk, 5),
  });
  return { applicable: true, value: { fourYearRisk, bpCategory }, steps };
}
