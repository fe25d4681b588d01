/**
 * Osteoporosis Self-assessment Tool (`calculateOst`), shown with the osteoporosis result as a
 * supporting tool.
 */
import { calculateOst } from '../../models/ost.js';
import type { SupportingMethod } from './method-outcome.js';

export const supportOst: SupportingMethod = (p) => {
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
