import type { CalculationStep, ModelInfo, ModelResult } from './model-result.js';
import {
  type Maybe,
  checkRanges,
  requireInputs,
  notApplicableMissing,
  roundTo,
} from './model-helpers.js';

export type OstInput = {
  /** Years, 45+. */
  age: Maybe<number>;
  /** kg. */
  weightKg: Maybe<number>;
  sex: Maybe<'female' | 'male'>;
};

export type OstBand = 'low' | 'moderate' | 'high';

/** The OST index, its band and whether bone-density testing is suggested (index below the cut-off). */
export type OstValue = {
  score: number;
  band: OstBand;
  screeningRecommended: boolean;
  /** Sex-specific screening cut-off: test when the score is below it. */
  cutOff: number;
};

export const OST_INFO: ModelInfo = {
  id: 'ost',
  name: 'OST (Osteoporosis Self-assessment Tool)',
  citation:
    'Koh LK, Sedrine WB, Torralba TP, et al. A simple tool to identify Asian women at increased risk of osteoporosis. Osteoporos Int. 2001;12(8):699–705. For men: Adler RA, Tran MT, Petkov VI. Mayo Clin Proc. 2003;78(6):723–727 (doi:10.4065/78.6.723).',
  doi: '10.1007/s001980170070',
  population: 'Postmenopausal women (derivation: Asian women) and older men (US veterans)',
  ageRange: [45, 120],
  horizonYears: null,
  units: 'weight kg, age years',
  inputs: 'age, weight, sex',
};

/*
 * Cut-offs disagree between sources (risk-models.md §10): University of Washington osteoporosis
 * tools: screen women with OST < 2 and men with OST < 4; fpnotebook citing Cadarette 2004
 * (women): high < −3, moderate −3 to 1, low > 1; QxMD citing Adler 2003 (men): high below −1,
 * moderate −1 to 4, low above 4. We use the high cut-offs of Cadarette (women) and Adler (men) and
 * put the low/moderate edge at the screening cut-off (2 women, 4 men), so that "low" never
 * contradicts a recommendation to test; for whole-number scores this equals Cadarette's "> 1".
 */
const REQUIRED = ['age', 'weightKg', 'sex'] as const;
const LABELS = { weightKg: 'weight' } as const;

const CUTS: Record<'female' | 'male', { high: number; screen: number }> = {
  female: { high: -3, screen: 2 },
  male: { high: -1, screen: 4 },
};

/**
 * OST, the Osteoporosis Self-assessment Tool: score = 0.2 × (weight kg − age years). Lower
 * scores mean higher risk of low bone density. Bands — women: high < −3, moderate −3 to < 2,
 * low ≥ 2; men: high < −1, moderate −1 to < 4, low ≥ 4; bone-density testing is suggested below
 * 2 (women) or 4 (men). A screening index, not a probability.
 *
 * Citation: Koh LK, et al. Osteoporos Int. 2001;12(8):699–705. doi:10.1007/s001980170070;
 * men: Adler RA, et al. Mayo Clin Proc. 2003;78(6):723–727.
 * Population: postmenopausal women and older men. Valid ages 45+. Horizon: none (current bone
 * density). Units: kg, years.
 *
 * @example
 * calculateOst({ age: 65, weightKg: 55, sex: 'female' });
 * // → { applicable: true, value: { score: -2, band: 'moderate', screeningRecommended: true, cutOff: 2 }, steps }
 */
export function calculateOst(input: OstInput): ModelResult<OstValue> {
  const required = requireInputs(input, REQUIRED);
  if (required.missing) return notApplicableMissing(OST_INFO.name, required.missing, LABELS);
  const { age, weightKg: weight, sex } = required.values;
  const outOfRange = checkRanges<OstValue>(OST_INFO.name, [
    { label: 'Age', value: age, min: 45, max: 120, unit: 'years' },
    { label: 'Weight', value: weight, min: 25, max: 300, unit: 'kg' },
  ]);
  if (outOfRange) return outOfRange;

  const score = roundTo(0.2 * (weight - age), 10);
  const cuts = CUTS[sex];
  const band: OstBand = score < cuts.high ? 'high' : score < cuts.screen ? 'moderate' : 'low';
  const screeningRecommended = score < cuts.screen;
  const steps: CalculationStep[] = [
    { step: 'Weight (kg) − age (years)', value: roundTo(weight - age, 2) },
    { step: 'OST score = 0.2 × (weight − age)', value: roundTo(score, 2) },
    {
      step: `Band (${sex === 'female' ? 'women: high < −3, low ≥ 2' : 'men: high < −1, low ≥ 4'})`,
      value: band,
    },
    {
      step: `Bone-density test suggested (score below ${cuts.screen})`,
      value: screeningRecommended ? 'yes' : 'no',
    },
  ];
  return {
    applicable: true,
    value: { score, band, screeningRecommended, cutOff: cuts.screen },
    steps,
  };
}
