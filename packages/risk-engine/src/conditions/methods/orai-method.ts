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
 * ORAI asks whether she takes oestrogen now. The profile can tell it three ways:
 * - "HRT for menopause now: yes" — oestrogen now (menopausal HRT is oestrogen, with or without a
 *   progestogen);
 * - "HRT now: no" and "the contraceptive pill now: no" — no oestrogen now;
 * - "female hormones (oestrogen, progestin, the pill, HRT) in the last 2 years: no" — none now.
 * The pill alone does not tell it (a combined pill has oestrogen, a progestogen-only pill has
 * none), and neither does "hormones in the last 2 years: yes"; then ORAI is not scored.
 */
const CURRENT_USE_UNKNOWN_SKIP = skip(ORAI_INFO, {
  applicable: false,
  reason:
    'it needs to know whether you take oestrogen now: answer the questions about HRT and the contraceptive pill now.',
});

function currentOestrogenUse(p: RiskProfile): boolean | null {
  if (p.hrtNow === true) return true;
  if (p.hrtNow === false && p.contraceptivePillNow === false) return false;
  if (p.femaleHormonesLast2Years === false) return false;
  return null;
}

export const runOrai: Method = (p) => {
  const oestrogenNow = currentOestrogenUse(p);
  if (p.sex === 'female' && oestrogenNow === null && p.femaleHormonesLast2Years === true) {
    return CURRENT_USE_UNKNOWN_SKIP;
  }
  const r = calculateOrai({
    age: p.age ?? null,
    weightKg: p.weightKg ?? null,
    sex: p.sex ?? null,
    currentOestrogenUse: oestrogenNow,
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
