/**
 * GAD-2 (`calculateGad2`) for anxiety disorders.
 */
import { GAD2_INFO, calculateGad2 } from '../../models/gad2.js';
import type { RiskThresholds } from '../types.js';
import { SCREENER_NOTE } from './method-helpers.js';
import { type Method, scoredPoints, skip } from './method-outcome.js';

export const GAD2_THRESHOLDS: RiskThresholds = {
  high: 3,
  moderate: 2,
  source:
    'GAD-2 cut-off 3 (Kroenke 2007); 2 as the sensitive cut-off (Plummer F et al., Gen Hosp Psychiatry 2016)',
};

export const runGad2: Method = (p) => {
  const r = calculateGad2({
    feelingNervousAnxiousOrOnEdge: p.gad2Nervous ?? null,
    unableToStopOrControlWorrying: p.gad2Worrying ?? null,
  });
  if (!r.applicable) return skip(GAD2_INFO, r);
  return scoredPoints(GAD2_INFO, 'B', r.value.points, 6, GAD2_THRESHOLDS, r.steps, {
    keyFactors: r.value.positive
      ? ['GAD-2 positive screen (3 or more): talk to your GP about a full assessment']
      : [],
    notes: [SCREENER_NOTE],
  });
};
