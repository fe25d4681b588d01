/**
 * CAIDE dementia risk score (`calculateCaide`) for Alzheimer's disease.
 */
import { CAIDE_INFO, calculateCaide } from '../../models/caide.js';
import type { RiskThresholds } from '../types.js';
import { isNumber } from './method-helpers.js';
import { type Method, scoredPoints, skip } from './method-outcome.js';

export const CAIDE_THRESHOLDS: RiskThresholds = {
  high: 10,
  moderate: 5,
  source: 'Spec "Dementia" thresholds 10/5 (2-assessment.md §9)',
};

export const runCaide: Method = (p, d) => {
  const r = calculateCaide({
    age: p.age ?? null,
    sex: p.sex ?? null,
    educationYears: p.educationYears ?? null,
    systolicBp: p.systolicBp ?? null,
    bmi: d.bmi,
    totalCholesterolMmolL: p.totalCholesterolMmolL ?? null,
    physicallyActive: isNumber(p.exerciseMinutesPerWeek) ? p.exerciseMinutesPerWeek >= 40 : null,
  });
  if (!r.applicable) return skip(CAIDE_INFO, r);
  return scoredPoints(CAIDE_INFO, 'B', r.value.points, 15, CAIDE_THRESHOLDS, r.steps, {
    notes: [
      'CAIDE predicts dementia about 20 years ahead from midlife (ages 39–64); derived in Finland. Reported as points because the score-to-risk table could not be verified.',
      '"Physically active" is taken as 40 or more exercise minutes a week (twice a week, 20–30 minutes).',
    ],
  });
};
