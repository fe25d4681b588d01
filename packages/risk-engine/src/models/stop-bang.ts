import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import { type Maybe, isMissing, isPresent } from './model-helpers.js';

/** STOP-Bang answers; any item may be missing and is then reported, not guessed. */
export type StopBangInput = {
  /** S: snores loudly (louder than talking or heard through a closed door). */
  loudSnoring?: Maybe<boolean>;
  /** T: often tired, fatigued or sleepy during the day. */
  tiredDuringDay?: Maybe<boolean>;
  /** O: someone has observed stopped breathing, choking or gasping during sleep. */
  observedApnoea?: Maybe<boolean>;
  /** P: has or is treated for high blood pressure. */
  highBloodPressure?: Maybe<boolean>;
  /** B: kg/m² (point when > 35). */
  bmi?: Maybe<number>;
  /** A: years (point when > 50). */
  age?: Maybe<number>;
  /** N: neck circumference, cm (point when > 40). */
  neckCircumferenceCm?: Maybe<number>;
  /** G: gender (point for male). */
  sex?: Maybe<'female' | 'male'>;
};

export type StopBangBand = 'low' | 'intermediate' | 'high';

export type StopBangValue = {
  /** Points from answered items (0–8). */
  points: number;
  /** Points if every missing item were positive. */
  maxPossiblePoints: number;
  /** The band, or null when the missing items could change it. */
  band: StopBangBand | null;
  /** Lowest and highest band the missing items allow (equal when `band` is set). */
  possibleBands: { lowest: StopBangBand; highest: StopBangBand };
  missingItems: string[];
};

export const STOP_BANG_INFO: ModelInfo = {
  id: 'stop-bang',
  name: 'STOP-Bang questionnaire (obstructive sleep apnoea)',
  citation:
    'Chung F, Yegneswaran B, Liao P, et al. STOP questionnaire: a tool to screen patients for obstructive sleep apnea. Anesthesiology. 2008;108(5):812–821.',
  doi: '10.1097/ALN.0b013e31816d83e4',
  population: 'Adult surgical patients (Toronto), validated against polysomnography',
  ageRange: [18, 120],
  horizonYears: null,
  units: 'BMI kg/m², neck cm, age years; yes/no answers',
  inputs: 'snoring, tiredness, observed apnoea, BP, BMI, age, neck, sex',
};

type ItemKey = keyof StopBangInput;

const ITEMS: readonly {
  key: ItemKey;
  label: string;
  stop: boolean;
  positive: (v: never) => boolean;
}[] = [
  { key: 'loudSnoring', label: 'Snoring loudly', stop: true, positive: (v: boolean) => v },
  { key: 'tiredDuringDay', label: 'Tired during the day', stop: true, positive: (v: boolean) => v },
  {
    key: 'observedApnoea',
    label: 'Observed stopped breathing, choking or gasping',
    stop: true,
    positive: (v: boolean) => v,
  },
  {
    key: 'highBloodPressure',
    label: 'High blood pressure',
    stop: true,
    positive: (v: boolean) => v,
  },
  { key: 'bmi', label: 'BMI above 35', stop: false, positive: (v: number) => v > 35 },
  { key: 'age', label: 'Age above 50', stop: false, positive: (v: number) => v > 50 },
  {
    key: 'neckCircumferenceCm',
    label: 'Neck circumference above 40 cm',
    stop: false,
    positive: (v: number) => v > 40,
  },
  { key: 'sex', label: 'Male', stop: false, positive: (v: string) => v === 'male' },
];

const ORDER: Record<StopBangBand, number> = { low: 0, intermediate: 1, high: 2 };

/** Positions in ITEMS of the items the band rules name. */
const SEX_ITEM = ITEMS.findIndex((i) => i.key === 'sex');
const BMI_ITEM = ITEMS.findIndex((i) => i.key === 'bmi');
const NECK_ITEM = ITEMS.findIndex((i) => i.key === 'neckCircumferenceCm');

/**
 * Band rules of the UHN STOP-Bang form (citing Chung 2008/2012/2014): 0–2 low, 3–4 intermediate,
 * 5–8 high; also high with ≥ 2 STOP items plus male sex, BMI > 35 or neck > 40 cm.
 * `answers[i]` is the answer to ITEMS[i].
 */
function bandOf(answers: readonly boolean[]): StopBangBand {
  let total = 0;
  let stopCount = 0;
  for (let i = 0; i < ITEMS.length; i++) {
    if (!answers[i]) continue;
    total += 1;
    if ((ITEMS[i] as (typeof ITEMS)[number]).stop) stopCount += 1;
  }
  if (total >= 5) return 'high';
  if (stopCount >= 2 && (answers[SEX_ITEM] || answers[BMI_ITEM] || answers[NECK_ITEM])) {
    return 'high';
  }
  if (total >= 3) return 'intermediate';
  return 'low';
}

/**
 * STOP-Bang: eight yes/no items screening for obstructive sleep apnoea (one point each: loud
 * snoring, daytime tiredness, observed apnoea, high blood pressure, BMI > 35, age > 50,
 * neck > 40 cm, male). Bands 0–2 low, 3–4 intermediate, 5–8 high, plus the form's high-risk
 * combinations. Missing items are listed; the band is given only when no answer to them could
 * change it, otherwise the range of possible bands is given.
 *
 * Citation: Chung F, Yegneswaran B, Liao P, et al. Anesthesiology. 2008;108(5):812–821.
 * doi:10.1097/ALN.0b013e31816d83e4
 * Population: adult surgical patients. Valid ages: adults (18+). Horizon: none (current risk).
 * Units: BMI kg/m², neck cm, age years. A screening score, not a probability.
 *
 * @example
 * calculateStopBang({ loudSnoring: true, tiredDuringDay: true, observedApnoea: false,
 *   highBloodPressure: true, bmi: 31, age: 56, neckCircumferenceCm: 42, sex: 'male' });
 * // → { applicable: true, value: { points: 6, band: 'high', missingItems: [], … }, steps }
 */
export function calculateStopBang(input: StopBangInput): ModelResult<StopBangValue> {
  // Answers in ITEMS' order.
  const values = [
    input.loudSnoring,
    input.tiredDuringDay,
    input.observedApnoea,
    input.highBloodPressure,
    input.bmi,
    input.age,
    input.neckCircumferenceCm,
    input.sex,
  ];
  const missingItems: string[] = [];
  for (let i = 0; i < ITEMS.length; i++) {
    if (isMissing(values[i])) missingItems.push((ITEMS[i] as (typeof ITEMS)[number]).key);
  }
  if (missingItems.length === ITEMS.length) {
    return {
      applicable: false,
      reason: 'STOP-Bang needs at least one answered item.',
      missing: [...missingItems],
    };
  }
  if (isPresent(input.age) && input.age < 18) {
    return { applicable: false, reason: 'STOP-Bang is validated for adults (18 and over) only.' };
  }

  // The answers if every missing item were "no" (lowest) or "yes" (highest), by item position.
  const lowestAnswers: boolean[] = [];
  const highestAnswers: boolean[] = [];
  const steps: CalculationStep[] = [];
  let points = 0;
  for (let i = 0; i < ITEMS.length; i++) {
    const item = ITEMS[i] as (typeof ITEMS)[number];
    const raw = values[i];
    if (!isPresent(raw)) {
      lowestAnswers.push(false);
      highestAnswers.push(true);
      steps.push({ step: item.label, value: 'not answered' });
      continue;
    }
    const yes = item.positive(raw as never);
    lowestAnswers.push(yes);
    highestAnswers.push(yes);
    if (yes) points += 1;
    steps.push({
      step: item.label,
      value: typeof raw === 'boolean' ? (raw ? 'yes' : 'no') : raw,
      points: yes ? 1 : 0,
      runningTotal: points,
    });
  }
  const lowest = bandOf(lowestAnswers);
  const highest = bandOf(highestAnswers);
  const band = ORDER[lowest] === ORDER[highest] ? lowest : null;
  steps.push({
    step: 'Band (0–2 low, 3–4 intermediate, 5–8 high)',
    value: band ?? `between ${lowest} and ${highest}: answer the missing items`,
  });
  return {
    applicable: true,
    value: {
      points,
      maxPossiblePoints: points + missingItems.length,
      band,
      possibleBands: { lowest, highest },
      missingItems: [...missingItems],
    },
    steps,
  };
}
