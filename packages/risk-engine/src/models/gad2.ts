import type { ModelInfo, ModelResult } from './model-result.js';
import type { Maybe } from './model-helpers.js';
import { createTwoItemScale, sumTwoItemScale } from './phq2.js';

/** Each item over the past 2 weeks: 0 not at all, 1 several days, 2 more than half the days, 3 nearly every day. */
export type Gad2Input = {
  feelingNervousAnxiousOrOnEdge: Maybe<number>;
  unableToStopOrControlWorrying: Maybe<number>;
};

/** Score 0–6; positive screen at the published cut-off of 3. */
export type Gad2Value = { points: number; positive: boolean; cutOff: 3 };

export const GAD2_INFO: ModelInfo = {
  id: 'gad2',
  name: 'GAD-2 (Generalized Anxiety Disorder 2-item)',
  citation:
    'Kroenke K, Spitzer RL, Williams JBW, Monahan PO, Löwe B. Anxiety disorders in primary care: prevalence, impairment, comorbidity, and detection. Ann Intern Med. 2007;146(5):317–325.',
  doi: '10.7326/0003-4819-146-5-200703060-00004',
  population: 'Adult primary-care patients (US)',
  ageRange: [18, 120],
  horizonYears: null,
  units: 'item scores 0–3 over the past 2 weeks',
  inputs: 'GAD-2 items',
};

const GAD2_SCALE = createTwoItemScale(
  GAD2_INFO.name,
  ['feelingNervousAnxiousOrOnEdge', 'Feeling nervous, anxious or on edge'],
  ['unableToStopOrControlWorrying', 'Not being able to stop or control worrying'],
);

/**
 * GAD-2 anxiety screen: two items scored 0–3, total 0–6. A score of 3 or more is a positive
 * screen (sensitivity 86%, specificity 83% for generalised anxiety disorder, Kroenke 2007); it
 * calls for a fuller assessment, not a diagnosis.
 *
 * Citation: Kroenke K, et al. Ann Intern Med. 2007;146(5):317–325.
 * doi:10.7326/0003-4819-146-5-200703060-00004
 * Population: adult primary-care patients. Valid ages: adults 18+. Horizon: none (past 2 weeks).
 * Units: item scores 0–3.
 *
 * @example
 * calculateGad2({ feelingNervousAnxiousOrOnEdge: 1, unableToStopOrControlWorrying: 1 });
 * // → { applicable: true, value: { points: 2, positive: false, cutOff: 3 }, steps }
 */
export function calculateGad2(input: Gad2Input): ModelResult<Gad2Value> {
  const summed = sumTwoItemScale(
    GAD2_SCALE,
    input.feelingNervousAnxiousOrOnEdge,
    input.unableToStopOrControlWorrying,
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
