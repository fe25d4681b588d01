/**
 * Framingham hypertension risk score (`calculateFraminghamHypertension`) for hypertension.
 */
import {
  FRAMINGHAM_HYPERTENSION_INFO,
  calculateFraminghamHypertension,
} from '../../models/framingham-hypertension.js';
import type { RiskProfile } from '../../profile.js';
import { hasFamilyHistory } from '../derived-factors.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

/** Parikh 2008's own 4-year categories. */
export const FRAMINGHAM_HYPERTENSION_THRESHOLDS: RiskThresholds = {
  high: 10,
  moderate: 5,
  source:
    'Parikh 2008 4-year hypertension risk: low < 5 %, medium 5–10 %, high > 10 % (the cut-off values themselves count as the higher level)',
};

/**
 * Parents with hypertension: the profile's own count, or 0 when the family-history list was
 * answered without hypertension (no first-degree relative, so no parent). A listed hypertension
 * may be a sibling's, so it gives no count on its own.
 */
function countParents(p: RiskProfile): number | null {
  if (p.parentsWithHypertension !== undefined) return p.parentsWithHypertension;
  return hasFamilyHistory(p, 'hypertension') === false ? 0 : null;
}

export const runFraminghamHypertension: Method = (p, d) => {
  const r = calculateFraminghamHypertension({
    age: p.age ?? null,
    sex: p.sex ?? null,
    systolicBp: p.systolicBp ?? null,
    diastolicBp: p.diastolicBp ?? null,
    bmi: d.bmi,
    currentSmoker: d.currentSmoker,
    parentsWithHypertension: countParents(p),
    diabetes: d.diabetes,
  });
  if (!r.applicable) return skip(FRAMINGHAM_HYPERTENSION_INFO, r);
  return scoredPercent(
    FRAMINGHAM_HYPERTENSION_INFO,
    'B',
    r.value.fourYearRisk,
    FRAMINGHAM_HYPERTENSION_THRESHOLDS,
    r.steps,
    {
      notes: [
        'Derived in white US adults (Framingham Offspring Study) without hypertension or diabetes; not recalibrated for Australia. Hypertension here means a blood pressure of 140/90 mmHg or more, or treatment.',
      ],
    },
  );
};
