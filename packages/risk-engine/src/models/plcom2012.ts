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

/** Race/ethnicity groups of PLCOm2012 (White is the reference). */
export type Plcom2012Race =
  | 'white'
  | 'black'
  | 'hispanic'
  | 'asian'
  | 'american-indian-alaska-native'
  | 'native-hawaiian-pacific-islander';

/**
 * Education level as coded in the paper: 1 less than high school; 2 high-school graduate;
 * 3 post-high-school training; 4 some college; 5 college graduate; 6 postgraduate/professional.
 */
export type Plcom2012Education = 1 | 2 | 3 | 4 | 5 | 6;

export type Plcom2012Input = {
  /** Years, 55–74. */
  age: Maybe<number>;
  race: Maybe<Plcom2012Race>;
  education: Maybe<Plcom2012Education>;
  /** kg/m². */
  bmi: Maybe<number>;
  copd: Maybe<boolean>;
  /** Personal history of any cancer. */
  personalCancerHistory: Maybe<boolean>;
  /** Parent, sibling or child with lung cancer. */
  familyHistoryLungCancer: Maybe<boolean>;
  /** The model is for ever-smokers; 'never' gives not applicable. */
  smokingStatus: Maybe<'current' | 'former' | 'never'>;
  /** Average cigarettes per day while smoking (> 0). */
  cigarettesPerDay: Maybe<number>;
  /** Total years smoked. */
  smokingDurationYears: Maybe<number>;
  /** Years since quitting (former smokers; current smokers use 0). */
  yearsSinceQuitting?: Maybe<number>;
};

/** 6-year lung cancer probability as a fraction 0..1. */
export type Plcom2012Value = { sixYearRisk: number };

export const PLCOM2012_INFO: ModelInfo = {
  id: 'plcom2012',
  name: 'PLCOm2012 lung cancer risk model',
  citation:
    'Tammemägi MC, Katki HA, Hocking WG, et al. Selection Criteria for Lung-Cancer Screening. N Engl J Med. 2013;368(8):728–736.',
  doi: '10.1056/NEJMoa1211776',
  population:
    'Ever-smokers aged 55–74 in the US Prostate, Lung, Colorectal and Ovarian Cancer Screening Trial (PLCO)',
  ageRange: [55, 74],
  horizonYears: 6,
  units: 'BMI kg/m², cigarettes/day, years',
  inputs: 'age, ethnicity, education, BMI, COPD, cancer history, family lung cancer, smoking (status, cig/day, years, years quit)',
};

/*
 * Race terms. Conflict noted in risk-models.md §7: resplab/PLCOm2012 (R/plcom2012.R at 5387abc) and
 * tschabet/plcom2012-service (tests/test_paper_table2.py, which pins β 1.027152 / OR 2.793 to the
 * paper's Table 2) give +1.027152 to Native Hawaiian / Pacific Islander and 0 to American Indian /
 * Alaska Native; raminrzn/PLCOm2012 swaps them. We follow resplab: it is the reference
 * implementation whose outputs the published vectors come from, and the other package checks it
 * against the paper's table. The term is 0 for most Australian users either way; there is no
 * Aboriginal and Torres Strait Islander term.
 */
const RACE_TERM: Record<Plcom2012Race, number> = {
  white: 0,
  black: 0.3944778,
  hispanic: -0.7434744,
  asian: -0.466585,
  'american-indian-alaska-native': 0,
  'native-hawaiian-pacific-islander': 1.027152,
};

const REQUIRED = [
  'age',
  'race',
  'education',
  'bmi',
  'copd',
  'personalCancerHistory',
  'familyHistoryLungCancer',
  'smokingStatus',
  'cigarettesPerDay',
  'smokingDurationYears',
] as const;

const LABELS = {
  race: 'race or ethnic background',
  education: 'highest education level',
  bmi: 'BMI (height and weight)',
  copd: 'whether you have COPD (emphysema or chronic bronchitis)',
  personalCancerHistory: 'whether you have had cancer',
  familyHistoryLungCancer: 'family history of lung cancer',
  smokingStatus: 'smoking status',
  cigarettesPerDay: 'cigarettes per day',
  smokingDurationYears: 'years smoked',
  yearsSinceQuitting: 'years since quitting',
} as const;

/**
 * PLCOm2012: 6-year probability of lung cancer for people who have ever smoked.
 *
 * Citation: Tammemägi MC, Katki HA, Hocking WG, et al. N Engl J Med. 2013;368(8):728–736.
 * doi:10.1056/NEJMoa1211776 (Table 2).
 * Population: ever-smokers in the US PLCO trial. Valid ages 55–74 (the trial's enrolment ages).
 * Horizon: 6 years. Units: BMI kg/m², cigarettes per day, years smoked, years since quitting.
 * logit = −4.532506 + 0.0778868(age−62) − 0.0812744(edu−4) − 0.0274194(BMI−27) + 0.3553063·COPD
 * + 0.4589971·cancer history + 0.587185·family history + 0.2597431·current
 * − 1.822606·((cig/day ÷ 10)⁻¹ − 0.4021541613) + 0.0317321(years smoked − 27)
 * − 0.0308572(years quit − 10) + race term. Information only in Australia: the National Lung
 * Cancer Screening Program decides eligibility by its own rule (see calculateNlcspEligibility).
 *
 * @example
 * calculatePlcom2012({ age: 62, race: 'white', education: 4, bmi: 27, copd: false,
 *   personalCancerHistory: false, familyHistoryLungCancer: false, smokingStatus: 'former',
 *   cigarettesPerDay: 80, smokingDurationYears: 27, yearsSinceQuitting: 10 });
 * // → { applicable: true, value: { sixYearRisk: 0.01750… }, steps }
 */
export function calculatePlcom2012(input: Plcom2012Input): ModelResult<Plcom2012Value> {
  if (input.smokingStatus === 'never') {
    return {
      applicable: false,
      reason: 'PLCOm2012 is only for people who have smoked; it does not apply to never-smokers.',
    };
  }
  const required = requireInputs(input, REQUIRED);
  const quitMissing = input.smokingStatus === 'former' && isMissing(input.yearsSinceQuitting);
  if (required.missing || quitMissing) {
    const missing = required.missing ?? [];
    if (quitMissing) missing.push('yearsSinceQuitting');
    return notApplicableMissing(PLCOM2012_INFO.name, missing, LABELS);
  }

  const {
    age,
    race,
    education: edu,
    bmi,
    cigarettesPerDay: cpd,
    smokingDurationYears: duration,
  } = required.values;
  const current = required.values.smokingStatus === 'current';
  // Current smokers count 0 years; a former smoker's years were checked above. `Number` changes
  // nothing for them: it only matters for a status outside the type, where it reads the value as
  // the arithmetic below always has (null as 0, undefined as NaN).
  const quit = current ? 0 : Number(input.yearsSinceQuitting);
  const outOfRange = checkRanges<Plcom2012Value>(PLCOM2012_INFO.name, [
    { label: 'Age', value: age, min: 55, max: 74, unit: 'years' },
    { label: 'Education level', value: edu, min: 1, max: 6 },
    { label: 'BMI', value: bmi, min: 10, max: 80, unit: 'kg/m²' },
    { label: 'Cigarettes per day', value: cpd, min: 0.5, max: 200 },
    { label: 'Years smoked', value: duration, min: 0, max: age },
    { label: 'Years since quitting', value: quit, min: 0, max: age },
  ]);
  if (outOfRange) return outOfRange;

  const terms: [string, number, number][] = [
    ['Intercept', 1, -4.532506],
    ['Age − 62', age - 62, 0.0778868],
    ['Education level − 4', edu - 4, -0.0812744],
    ['BMI − 27', bmi - 27, -0.0274194],
    ['COPD', toIndicator(required.values.copd), 0.3553063],
    ['Personal history of cancer', toIndicator(required.values.personalCancerHistory), 0.4589971],
    [
      'Family history of lung cancer',
      toIndicator(required.values.familyHistoryLungCancer),
      0.587185,
    ],
    ['Current smoker', toIndicator(current), 0.2597431],
    ['(cigarettes per day ÷ 10)⁻¹ − 0.4021541613', 1 / (cpd / 10) - 0.4021541613, -1.822606],
    ['Years smoked − 27', duration - 27, 0.0317321],
    ['Years since quitting − 10', quit - 10, -0.0308572],
    [`Race/ethnicity: ${race}`, 1, RACE_TERM[race]],
  ];
  const steps: CalculationStep[] = [];
  let logit = 0;
  for (const [step, value, beta] of terms) {
    logit += value * beta;
    steps.push({
      step: `${step} (β ${beta})`,
      value: roundTo(value, 4),
      runningTotal: roundTo(logit, 4),
    });
  }
  const sixYearRisk = expit(logit);
  steps.push({ step: '6-year lung cancer risk = expit(logit)', value: roundTo(sixYearRisk, 5) });
  return { applicable: true, value: { sixYearRisk }, steps };
}
