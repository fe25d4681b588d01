/**
 * The harmonised metabolic syndrome definition (`countMetabolicSyndromeCriteria`).
 */
import {
  METABOLIC_SYNDROME_DEFINITION,
  countMetabolicSyndromeCriteria,
} from '../metabolic-syndrome.js';
import type { RiskThresholds } from '../types.js';
import type { Method } from './method-outcome.js';

export const METABOLIC_SYNDROME_THRESHOLDS: RiskThresholds = {
  high: 3,
  moderate: 2,
  source:
    'Harmonised definition: 3 of 5 criteria = metabolic syndrome (Alberti 2009); 2 of 5 moderate (engine)',
};

export const runMetabolicSyndrome: Method = (p, d) => {
  const c = countMetabolicSyndromeCriteria(p, d);
  // Decidable when the count already reaches 3, or when at most one criterion is unknown.
  if (c.met < 3 && c.unknown > 1) {
    return {
      kind: 'skipped',
      modelName: METABOLIC_SYNDROME_DEFINITION.name,
      reason: `${c.unknown} of the 5 metabolic syndrome criteria could not be checked (missing: ${c.missing.join(', ')}).`,
      missing: c.missing,
    };
  }
  return {
    kind: 'scored',
    tier: 'D',
    model: METABOLIC_SYNDROME_DEFINITION,
    score: c.met,
    scoreUnit: 'points',
    scoreRange: [0, 5],
    thresholds: METABOLIC_SYNDROME_THRESHOLDS,
    keyFactors: c.keyFactors,
    steps: c.steps,
    notes: ['A definition, not a prediction: it counts criteria met today.'],
    missing: c.missing,
  };
};
