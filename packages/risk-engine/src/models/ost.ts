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
  /** The score with its decimals dropped (towards zero): the whole-number index Adler 2003 bands. */
  index: number;
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
 * Men: the cut-offs are Adler 2003's own (Mayo Clin Proc 78:723, doi:10.4065/78.6.723; abstract on
 * PubMed and ScienceDirect): "The OST index ranged from −5 to 19, from which we categorized risk
 * as follows: low, 4 or greater; moderate, −1 to 3; and high, −2 or less. … Using an OST cutoff
 * score of 3, we predicted osteoporosis with a sensitivity of 93% and a specificity of 66%." The
 * paper bands a whole-number index; the abstract does not say how decimals are handled, so we drop
 * them (towards zero), as two independent calculators do: danielxmed/nobra_calculator 24e3c7a,
 * calculators/ost.py (int() of the score; men high < −1, low > 3 on it) and the CRAN package cliot
 * (its OST score is "truncated integer"). Hence men: high when the score is −2 or less, moderate
 * above −2 and below 4, low at 4 or more; a bone-density test is suggested below 4 (index 3 or
 * less), as the University of Washington osteoporosis tools page also says ("Screen men with an
 * OST score of < 4"). Only scores strictly between −2 and −1 depend on the decimals rule.
 *
 * Women (a supporting tool only; unchanged): the cut-offs disagree between secondary sources
 * (risk-models.md §10): University of Washington: screen women with OST < 2; fpnotebook citing
 * Cadarette 2004: high < −3, moderate −3 to 1, low > 1. We use Cadarette's high cut-off and put the
 * low/moderate edge at the screening cut-off 2, so that "low" never contradicts a recommendation to
 * test; for whole-number scores this equals Cadarette's "> 1".
 */
const REQUIRED = ['age', 'weightKg', 'sex'] as const;
const LABELS = { weightKg: 'weight' } as const;

const WOMEN = { high: -3, screen: 2 } as const;

/** Adler 2003, men, on the whole-number index: high −2 or less, moderate −1 to 3, low 4 or more. */
export const OST_MEN_BANDS = { highAtOrBelow: -2, lowAtOrAbove: 4 } as const;

/** The score as a whole number, decimals dropped towards zero (−1.8 → −1, 3.8 → 3). */
function toIndex(score: number): number {
  const index = Math.trunc(score);
  return index === 0 ? 0 : index; // no −0
}

function bandOf(sex: 'female' | 'male', score: number, index: number): OstBand {
  if (sex === 'female')
    return score < WOMEN.high ? 'high' : score < WOMEN.screen ? 'moderate' : 'low';
  if (index <= OST_MEN_BANDS.highAtOrBelow) return 'high';
  return index < OST_MEN_BANDS.lowAtOrAbove ? 'moderate' : 'low';
}

/**
 * OST, the Osteoporosis Self-assessment Tool: score = 0.2 × (weight kg − age years). Lower
 * scores mean higher risk of low bone density. Bands — women: high < −3, moderate −3 to < 2,
 * low ≥ 2; men (Adler 2003, on the index with decimals dropped): high −2 or less, moderate −1 to
 * 3, low 4 or more; bone-density testing is suggested below 2 (women) or 4 (men, index 3 or
 * less). A screening index, not a probability.
 *
 * Citation: Koh LK, et al. Osteoporos Int. 2001;12(8):699–705. doi:10.1007/s001980170070;
 * men: Adler RA, et al. Mayo Clin Proc. 2003;78(6):723–727.
 * Population: postmenopausal women and older men. Valid ages 45+. Horizon: none (current bone
 * density). Units: kg, years.
 *
 * @example
 * calculateOst({ age: 65, weightKg: 55, sex: 'female' });
 * // → { applicable: true, value: { score: -2, index: -2, band: 'moderate',
 * //      screeningRecommended: true, cutOff: 2 }, steps }
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
  const index = toIndex(score);
  const band = bandOf(sex, score, index);
  const cutOff = sex === 'female' ? WOMEN.screen : OST_MEN_BANDS.lowAtOrAbove;
  const screeningRecommended = score < cutOff;
  const steps: CalculationStep[] = [
    { step: 'Weight (kg) − age (years)', value: roundTo(weight - age, 2) },
    { step: 'OST score = 0.2 × (weight − age)', value: roundTo(score, 2) },
  ];
  if (sex === 'female') {
    steps.push({ step: 'Band (women: high < −3, low ≥ 2)', value: band });
  } else {
    steps.push(
      { step: 'OST index (score with decimals dropped)', value: index },
      {
        step: 'Band (men, Adler 2003: high −2 or less, moderate −1 to 3, low 4 or more)',
        value: band,
      },
    );
  }
  steps.push({
    step: `Bone-density test suggested (score below ${cutOff})`,
    value: screeningRecommended ? 'yes' : 'no',
  });
  return {
    applicable: true,
    value: { score, index, band, screeningRecommended, cutOff },
    steps,
  };
}
