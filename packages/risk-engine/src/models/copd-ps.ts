import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import { type Maybe, checkRanges, notApplicableMissing, requireInputs } from './model-helpers.js';

/** Q1 "During the past 4 weeks, how much of the time did you feel short of breath?" */
export type CopdPsBreathlessness = 'none' | 'a-little' | 'some' | 'most' | 'all';
/** Q2 "Do you ever cough up any 'stuff', such as mucus or phlegm?" */
export type CopdPsPhlegm =
  'never' | 'only-with-colds' | 'few-days-a-month' | 'most-days-a-week' | 'every-day';
/** Q3 "I do less than I used to because of my breathing problems" (past 12 months). */
export type CopdPsActivity =
  'strongly-disagree' | 'disagree' | 'unsure' | 'agree' | 'strongly-agree';

export type CopdPsInput = {
  breathlessness: Maybe<CopdPsBreathlessness>;
  phlegm: Maybe<CopdPsPhlegm>;
  doLessBecauseOfBreathing: Maybe<CopdPsActivity>;
  /** Q4 "Have you smoked at least 100 cigarettes in your entire life?" */
  smokedAtLeast100Cigarettes: Maybe<boolean>;
  /** Q5, years; the questionnaire starts at 35. */
  age: Maybe<number>;
};

export type CopdPsValue = {
  /** 0–10. */
  points: number;
  /** A score of 5 or more: likely COPD, see a doctor for spirometry. */
  positive: boolean;
};

export const COPD_PS_INFO: ModelInfo = {
  id: 'copd-ps',
  name: 'COPD Population Screener (COPD-PS)',
  citation:
    'Martinez FJ, Raczek AE, Seifer FD, et al. Development and initial validation of a self-scored COPD Population Screener Questionnaire (COPD-PS). COPD. 2008;5(2):85-95.',
  doi: '10.1080/15412550801940721',
  population:
    'US primary-care and pulmonary patients aged 35 and over; airflow obstruction confirmed by post-bronchodilator spirometry (FEV1/FVC < 70 %)',
  ageRange: [35, 120],
  horizonYears: null,
  units: 'answers to five questions',
  inputs:
    'breathlessness, phlegm, doing less because of breathing, ever smoked 100 cigarettes, age',
};

const BREATHLESSNESS_POINTS: Readonly<Record<CopdPsBreathlessness, number>> = {
  none: 0,
  'a-little': 0,
  some: 1,
  most: 2,
  all: 2,
};
const PHLEGM_POINTS: Readonly<Record<CopdPsPhlegm, number>> = {
  never: 0,
  'only-with-colds': 0,
  'few-days-a-month': 1,
  'most-days-a-week': 1,
  'every-day': 2,
};
const ACTIVITY_POINTS: Readonly<Record<CopdPsActivity, number>> = {
  'strongly-disagree': 0,
  disagree: 0,
  unsure: 0,
  agree: 1,
  'strongly-agree': 2,
};

const REQUIRED = [
  'breathlessness',
  'phlegm',
  'doLessBecauseOfBreathing',
  'smokedAtLeast100Cigarettes',
  'age',
] as const;

const LABELS = {
  breathlessness: 'how often you felt short of breath in the past 4 weeks',
  phlegm: 'whether you cough up mucus or phlegm',
  doLessBecauseOfBreathing: 'whether you do less because of your breathing',
  smokedAtLeast100Cigarettes: 'smoking status',
} as const;

/** Score at or above which COPD is likely (Martinez 2008). */
export const COPD_PS_POSITIVE_SCORE = 5;

/**
 * COPD Population Screener: a five-question, self-scored screener for chronic obstructive
 * pulmonary disease (score 0–10; 5 or more: likely COPD, spirometry recommended).
 *
 * Citation: Martinez FJ, Raczek AE, Seifer FD, et al. COPD. 2008;5(2):85-95.
 * doi:10.1080/15412550801940721
 * Population: US adults aged 35+ in primary care and pulmonary clinics (not Australian).
 * Points (printed questionnaire): Q1 breathlessness none / a little 0, some 1, most / all 2;
 * Q2 phlegm never / only with colds 0, a few days a month / most days a week 1, every day 2;
 * Q3 doing less strongly disagree / disagree / unsure 0, agree 1, strongly agree 2;
 * Q4 smoked ≥ 100 cigarettes yes 2; Q5 age 35–49 0, 50–59 1, 60+ 2. No time horizon: it finds
 * existing, often undiagnosed COPD. Declines under 35.
 *
 * @example
 * calculateCopdPs({ breathlessness: 'some', phlegm: 'most-days-a-week',
 *   doLessBecauseOfBreathing: 'agree', smokedAtLeast100Cigarettes: true, age: 62 });
 * // → { applicable: true, value: { points: 7, positive: true }, steps }
 */
export function calculateCopdPs(input: CopdPsInput): ModelResult<CopdPsValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(COPD_PS_INFO.name, required.missing, LABELS);
  const v = required.values;
  const outOfRange = checkRanges<CopdPsValue>(COPD_PS_INFO.name, [
    { label: 'Age', value: v.age, min: 35, max: 120, unit: 'years' },
  ]);
  if (outOfRange) return outOfRange;

  const items: [string, string, number][] = [
    [
      'Short of breath in the past 4 weeks',
      v.breathlessness,
      BREATHLESSNESS_POINTS[v.breathlessness],
    ],
    ['Coughs up mucus or phlegm', v.phlegm, PHLEGM_POINTS[v.phlegm]],
    [
      'Does less because of breathing',
      v.doLessBecauseOfBreathing,
      ACTIVITY_POINTS[v.doLessBecauseOfBreathing],
    ],
    [
      'Smoked at least 100 cigarettes',
      v.smokedAtLeast100Cigarettes ? 'yes' : 'no',
      v.smokedAtLeast100Cigarettes ? 2 : 0,
    ],
    ['Age (years)', String(v.age), v.age >= 60 ? 2 : v.age >= 50 ? 1 : 0],
  ];
  const steps: CalculationStep[] = [];
  let points = 0;
  for (const [step, value, itemPoints] of items) {
    points += itemPoints;
    steps.push({ step, value, points: itemPoints, runningTotal: points });
  }
  const positive = points >= COPD_PS_POSITIVE_SCORE;
  steps.push({ step: 'COPD-PS score (5 or more: likely COPD)', value: points });
  return { applicable: true, value: { points, positive }, steps };
}
