import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import { type Maybe, isPresent, notApplicableMissing } from './model-helpers.js';

/** Each item over the past 2 weeks: 0 not at all, 1 several days, 2 more than half the days, 3 nearly every day. */
export type Phq2Input = {
  littleInterestOrPleasure: Maybe<number>;
  feelingDownDepressedOrHopeless: Maybe<number>;
};

/** Score 0–6; positive screen at the published cut-off of 3. No probability table is used. */
export type Phq2Value = { points: number; positive: boolean; cutOff: 3 };

export const PHQ2_INFO: ModelInfo = {
  id: 'phq2',
  name: 'PHQ-2 (Patient Health Questionnaire-2)',
  citation:
    'Kroenke K, Spitzer RL, Williams JBW. The Patient Health Questionnaire-2: validity of a two-item depression screener. Med Care. 2003;41(11):1284–1292.',
  doi: '10.1097/01.MLR.0000093487.78664.3C',
  population: 'Adult primary-care and obstetric-gynaecology patients (US)',
  ageRange: [18, 120],
  horizonYears: null,
  units: 'item scores 0–3 over the past 2 weeks',
  inputs: 'PHQ-2 items',
};

/** A two-item 0–3 questionnaire: its name, and each item's input key and wording. */
export type TwoItemScale = {
  name: string;
  keys: readonly [string, string];
  labels: readonly [string, string];
  /** Wording by input key, for the "needs" reason. */
  labelByKey: Readonly<Record<string, string>>;
};

/** Describes a two-item scale once (see `sumTwoItemScale`). */
export function createTwoItemScale(
  name: string,
  first: readonly [key: string, label: string],
  second: readonly [key: string, label: string],
): TwoItemScale {
  return {
    name,
    keys: [first[0], second[0]],
    labels: [first[1], second[1]],
    labelByKey: { [first[0]]: first[1], [second[0]]: second[1] },
  };
}

/**
 * Validates two 0–3 item scores and returns their sum, or a not-applicable result.
 * Shared by PHQ-2 and GAD-2.
 */
export function sumTwoItemScale(
  scale: TwoItemScale,
  first: Maybe<number>,
  second: Maybe<number>,
):
  | { ok: true; points: number; steps: CalculationStep[] }
  | { ok: false; result: ModelResult<never> } {
  if (!isPresent(first) || !isPresent(second)) {
    const missing: string[] = [];
    if (!isPresent(first)) missing.push(scale.keys[0]);
    if (!isPresent(second)) missing.push(scale.keys[1]);
    return { ok: false, result: notApplicableMissing(scale.name, missing, scale.labelByKey) };
  }
  const steps: CalculationStep[] = [];
  let points = 0;
  for (let i = 0; i < 2; i++) {
    const label = scale.labels[i] as string;
    const score = i === 0 ? first : second;
    if (!Number.isInteger(score) || score < 0 || score > 3) {
      return {
        ok: false,
        result: {
          applicable: false,
          reason: `${label} must be a whole number from 0 to 3 (got ${score}).`,
        },
      };
    }
    points += score;
    steps.push({ step: label, value: score, points: score, runningTotal: points });
  }
  return { ok: true, points, steps };
}

const PHQ2_SCALE = createTwoItemScale(
  PHQ2_INFO.name,
  ['littleInterestOrPleasure', 'Little interest or pleasure in doing things'],
  ['feelingDownDepressedOrHopeless', 'Feeling down, depressed or hopeless'],
);

/**
 * PHQ-2 depression screen: two items scored 0–3, total 0–6. A score of 3 or more is a positive
 * screen (sensitivity 83%, specificity 92% for major depression in Kroenke 2003); a positive
 * screen calls for a fuller assessment (e.g. PHQ-9 with a GP), not a diagnosis. Kroenke's
 * per-score probability table is not used (not verified in our sources).
 *
 * Citation: Kroenke K, Spitzer RL, Williams JBW. Med Care. 2003;41(11):1284–1292.
 * doi:10.1097/01.MLR.0000093487.78664.3C
 * Population: adult primary-care patients. Valid ages: adults 18+. Horizon: none (past 2 weeks).
 * Units: item scores 0–3.
 *
 * @example
 * calculatePhq2({ littleInterestOrPleasure: 2, feelingDownDepressedOrHopeless: 1 });
 * // → { applicable: true, value: { points: 3, positive: true, cutOff: 3 }, steps }
 */
export function calculatePhq2(input: Phq2Input): ModelResult<Phq2Value> {
  const summed = sumTwoItemScale(
    PHQ2_SCALE,
    input.littleInterestOrPleasure,
    input.feelingDownDepressedOrHopeless,
  );
  if (!summed.ok) return summed.result;
  const positive = summed.points >= 3;
  summed.steps.push({ step: 'Positive screen (3 or more)', value: positive ? 'yes' : 'no' });
  return {
    applicable: true,
    value: { points: summed.points, positive, cutOff: 3 },
    steps: summed.steps,
  };
}
