/**
 * Osteoporosis Risk Assessment Instrument (`calculateOrai`) for osteoporosis, women only. OST stays
 * alongside as a supporting tool (ost-method.ts).
 */
import {
  ORAI_INFO,
  ORAI_MAX_SCORE,
  ORAI_POSITIVE_SCORE,
  calculateOrai,
} from '../../models/orai.js';
import type { RiskProfile } from '../../profile.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPoints, skip } from './method-outcome.js';

export const ORAI_THRESHOLDS: RiskThresholds = {
  high: ORAI_POSITIVE_SCORE,
  moderate: ORAI_POSITIVE_SCORE,
  source:
    'ORAI ≥ 9: bone density (DXA) test recommended (Cadarette 2000); the paper has a single cut-off, so there is no moderate band (moderate = high)',
};

/**
 * The profile asks about female hormones (oestrogen, progestin, the pill, HRT) in the last 2 years,
 * not about oestrogen now. "No" means she does not take oestrogen now; "yes" does not say whether
 * she still does, so ORAI is not scored from it.
 */
const HORMONES_YES_SKIP = skip(ORAI_INFO, {
  applicable: false,
  reason:
    'it needs to know whether you take oestrogen now, and your answer (female hormones in the last 2 years: yes) does not say whether you still do.',
});

function currentOestrogenUse(p: RiskProfile): boolean | null {
  return p.femaleHormonesLast2Years === false ? false : null;
}

export const runOrai: Method = (p) => {
  if (p.sex === 'female' && p.femaleHormonesLast2Years === true) return HORMONES_YES_SKIP;
  const r = calculateOrai({
    age: p.age ?? null,
    weightKg: p.weightKg ?? null,
    sex: p.sex ?? null,
    currentOestrogenUse: currentOestrogenUse(p),
  });
  if (!r.applicable) return skip(ORAI_INFO, r);
  return scoredPoints(ORAI_INFO, 'B', r.value.points, ORAI_MAX_SCORE, ORAI_THRESHOLDS, r.steps, {
    keyFactors: r.value.positive
      ? ['ORAI 9 or more: ask your GP about a bone density (DXA) scan']
      : [],
    notes: [
      'ORAI is a screening score for low bone density now (T-score −2 or below), not a fracture probability; only a bone density (DXA) scan measures it. Developed in Canadian women aged 45 and over, not in Australia.',
    ],
  });
};
