/**
 * Osteoporosis Self-assessment Tool (`calculateOst`) for osteoporosis: the scoring method for men
 * (Adler 2003's cut-offs), and a supporting tool beside ORAI or the points score for women.
 */
import { OST_INFO, type OstBand, calculateOst } from '../../models/ost.js';
import type { RiskThresholds } from '../types.js';
import { type Method, type SupportingMethod, scoredPoints, skip } from './method-outcome.js';

/**
 * OST runs the other way (a lower index is more risk) and has no fixed range, so a man's result
 * carries Adler's risk category as its score: 0 low, 1 moderate, 2 high; the index itself is in
 * the steps.
 */
const CATEGORY_POINTS: Record<OstBand, number> = { low: 0, moderate: 1, high: 2 };

export const OST_MEN_THRESHOLDS: RiskThresholds = {
  high: CATEGORY_POINTS.high,
  moderate: CATEGORY_POINTS.moderate,
  source:
    'OST risk category for men (Adler 2003): index 4 or more low (0), −1 to 3 moderate (1), −2 or less high (2); bone density (DXA) test at an index of 3 or less (sensitivity 93 %, specificity 66 %)',
};

const WOMEN_SKIP = skip(OST_INFO, {
  applicable: false,
  reason: 'its cut-offs for women disagree between sources, so for women it is shown beside ORAI.',
});

/** Men only: women are scored with ORAI (see `index.ts`), with OST shown alongside. */
export const runOst: Method = (p) => {
  if (p.sex === 'female') return WOMEN_SKIP;
  const r = calculateOst({ age: p.age ?? null, weightKg: p.weightKg ?? null, sex: p.sex ?? null });
  if (!r.applicable) return skip(OST_INFO, r);
  const v = r.value;
  const steps = [
    ...r.steps,
    {
      step: `OST risk category for men at index ${v.index} (−2 or less high, −1 to 3 moderate, 4 or more low)`,
      value: v.band,
      points: CATEGORY_POINTS[v.band],
      runningTotal: CATEGORY_POINTS[v.band],
    },
  ];
  return scoredPoints(OST_INFO, 'B', CATEGORY_POINTS[v.band], 2, OST_MEN_THRESHOLDS, steps, {
    keyFactors: v.screeningRecommended
      ? [
          `Your age and weight give a bone-screening index (OST) of ${v.index}, 3 or less: ask your GP about a bone density (DXA) scan`,
        ]
      : [],
    notes: [
      'OST is a screening index for osteoporosis now (T-score −2.5 or below), not a fracture probability; only a bone density (DXA) scan measures it. Its cut-offs for men come from 181 US veterans (Adler 2003), not from Australia. The score shown is its risk category (0 low, 1 moderate, 2 high); your index is in the steps (lower = more risk).',
    ],
  });
};

/** Beside the osteoporosis result for women (and when sex is not known); men are scored by `runOst`. */
export const supportOst: SupportingMethod = (p) => {
  if (p.sex === 'male') return null;
  const r = calculateOst({ age: p.age ?? null, weightKg: p.weightKg ?? null, sex: p.sex ?? null });
  if (!r.applicable) return null;
  const v = r.value;
  const shown = Math.round(v.score * 10) / 10;
  return {
    keyFactors: v.screeningRecommended
      ? [
          `Your age and weight give a bone-screening score (OST) of ${shown}, below the cut-off of ${v.cutOff} (${v.band} band): ask your GP about a bone density (DXA) scan`,
        ]
      : [],
    steps: r.steps.map((s) => ({ ...s, step: `OST: ${s.step}` })),
    notes: [
      'OST (Osteoporosis Self-assessment Tool) is shown with its published cut-off; it does not set the points score.',
    ],
  };
};
