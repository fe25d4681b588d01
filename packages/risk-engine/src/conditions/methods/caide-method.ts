/**
 * CAIDE dementia risk score (`calculateCaide`) for Alzheimer's disease.
 */
import { CAIDE_INFO, calculateCaide } from '../../models/caide.js';
import type { RiskProfile } from '../../profile.js';
import type { RiskThresholds } from '../types.js';
import { isNumber } from './method-helpers.js';
import { type Method, scoredPoints, skip } from './method-outcome.js';

export const CAIDE_THRESHOLDS: RiskThresholds = {
  high: 10,
  moderate: 5,
  source: "HealthScreen's dementia thresholds (high from 10, moderate from 5 points)",
};

/**
 * Years of education CAIDE can count from the education level asked (PLCOm2012's six levels),
 * when years were not given: finishing high school (or more) means at least 10 years, CAIDE's
 * top band (0 points), whichever number of years it was. Leaving before the end of high school
 * could be any of CAIDE's three bands, so the years stay missing.
 */
const YEARS_FROM_LEVEL = 10;
const LEVEL_STEP_VALUE = 'finished high school or more (10 years or more)';

function readEducationYears(p: RiskProfile): { years: number | null; fromLevel: boolean } {
  if (isNumber(p.educationYears)) return { years: p.educationYears, fromLevel: false };
  if (p.educationLevel === undefined || p.educationLevel === 'less-than-high-school') {
    return { years: null, fromLevel: false };
  }
  return { years: YEARS_FROM_LEVEL, fromLevel: true };
}

export const runCaide: Method = (p, d) => {
  const education = readEducationYears(p);
  const r = calculateCaide({
    age: p.age ?? null,
    sex: p.sex ?? null,
    educationYears: education.years,
    systolicBp: p.systolicBp ?? null,
    bmi: d.bmi,
    totalCholesterolMmolL: p.totalCholesterolMmolL ?? null,
    physicallyActive: isNumber(p.exerciseMinutesPerWeek) ? p.exerciseMinutesPerWeek >= 40 : null,
  });
  if (!r.applicable) return skip(CAIDE_INFO, r);
  const steps = education.fromLevel
    ? r.steps.map((step) =>
        step.step === 'Years of education' ? { ...step, value: LEVEL_STEP_VALUE } : step,
      )
    : r.steps;
  return scoredPoints(CAIDE_INFO, 'B', r.value.points, 15, CAIDE_THRESHOLDS, steps, {
    notes: [
      'CAIDE predicts dementia about 20 years ahead from midlife (ages 39–64); derived in Finland. Reported as points because the score-to-risk table could not be verified.',
      '"Physically active" is taken as 40 or more exercise minutes a week (twice a week, 20–30 minutes).',
    ],
  });
};
