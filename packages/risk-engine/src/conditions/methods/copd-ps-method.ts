/**
 * COPD Population Screener (`calculateCopdPs`) for COPD.
 */
import { COPD_PS_INFO, COPD_PS_POSITIVE_SCORE, calculateCopdPs } from '../../models/copd-ps.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPoints, skip } from './method-outcome.js';

export const COPD_PS_THRESHOLDS: RiskThresholds = {
  high: COPD_PS_POSITIVE_SCORE,
  moderate: COPD_PS_POSITIVE_SCORE - 1,
  source:
    'COPD-PS ≥ 5: likely COPD, spirometry advised (Martinez 2008); moderate at 4, one point below, is an engine cut-off',
};

export const runCopdPs: Method = (p, d) => {
  const r = calculateCopdPs({
    breathlessness: p.shortOfBreathPast4Weeks ?? null,
    phlegm: p.coughsUpPhlegm ?? null,
    doLessBecauseOfBreathing: p.doesLessBecauseOfBreathing ?? null,
    // "Never smoked" in the profile means fewer than 100 cigarettes in a lifetime.
    smokedAtLeast100Cigarettes: d.everSmoker,
    age: p.age ?? null,
  });
  if (!r.applicable) return skip(COPD_PS_INFO, r);
  return scoredPoints(COPD_PS_INFO, 'B', r.value.points, 10, COPD_PS_THRESHOLDS, r.steps, {
    keyFactors: r.value.positive
      ? ['COPD-PS 5 or more: ask your doctor about a spirometry test']
      : [],
    notes: [
      'A case-finding questionnaire for COPD that may not have been diagnosed yet, not a probability; only spirometry confirms COPD. Validated in US clinics, not in Australia.',
    ],
  });
};
