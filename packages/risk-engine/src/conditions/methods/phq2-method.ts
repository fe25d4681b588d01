/**
 * PHQ-2 (`calculatePhq2`) for depression.
 */
import { PHQ2_INFO, calculatePhq2 } from '../../models/phq2.js';
import type { RiskThresholds } from '../types.js';
import { SCREENER_NOTE } from './method-helpers.js';
import { type Method, scoredPoints, skip } from './method-outcome.js';

export const PHQ2_THRESHOLDS: RiskThresholds = {
  high: 3,
  moderate: 2,
  source:
    'PHQ-2 cut-off 3 (Kroenke 2003); 2 as the sensitive cut-off (Arroll B et al., Ann Fam Med 2010)',
};

export const runPhq2: Method = (p) => {
  const r = calculatePhq2({
    littleInterestOrPleasure: p.phq2LittleInterest ?? null,
    feelingDownDepressedOrHopeless: p.phq2FeelingDown ?? null,
  });
  if (!r.applicable) return skip(PHQ2_INFO, r);
  return scoredPoints(PHQ2_INFO, 'B', r.value.points, 6, PHQ2_THRESHOLDS, r.steps, {
    keyFactors: r.value.positive
      ? ['PHQ-2 positive screen (3 or more): talk to your GP about a full assessment']
      : [],
    notes: [SCREENER_NOTE],
  });
};
