/**
 * Framingham Stroke Risk Profile (`calculateFraminghamStroke`) for stroke.
 */
import {
  FRAMINGHAM_STROKE_INFO,
  calculateFraminghamStroke,
} from '../../models/framingham-stroke.js';
import type { RiskProfile } from '../../profile.js';
import { hasExistingCondition } from '../derived-factors.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

/** FSRP 10-year stroke probability: engine cut-offs (the profile publishes no categories). */
export const FRAMINGHAM_STROKE_THRESHOLDS: RiskThresholds = {
  high: 20,
  moderate: 10,
  source:
    "HealthScreen's cut-offs for 10-year stroke risk (high from 20 %, moderate from 10 %, as for 10-year cardiovascular risk); the Framingham stroke profile publishes no categories",
};

/** Heart disease as the profile counts it: heart attack, heart failure or peripheral artery disease. */
function hasHeartDisease(p: RiskProfile): boolean | null {
  if (p.previousHeartAttack === true) return true;
  if (p.existingConditions === undefined) return p.previousHeartAttack === false ? false : null;
  return (
    hasExistingCondition(p, 'cardiovascular-disease') ||
    hasExistingCondition(p, 'heart-failure') ||
    hasExistingCondition(p, 'peripheral-artery-disease')
  );
}

export const runFraminghamStroke: Method = (p, d) => {
  const r = calculateFraminghamStroke({
    age: p.age ?? null,
    sex: p.sex ?? null,
    systolicBp: p.systolicBp ?? null,
    onBpTreatment: p.onBpTreatment ?? null,
    diabetes: d.diabetes,
    currentSmoker: d.currentSmoker,
    cardiovascularDisease: hasHeartDisease(p),
    atrialFibrillation:
      p.existingConditions === undefined ? null : hasExistingCondition(p, 'atrial-fibrillation'),
    leftVentricularHypertrophy: p.leftVentricularHypertrophy ?? null,
  });
  if (!r.applicable) return skip(FRAMINGHAM_STROKE_INFO, r);
  const keyFactors: string[] = [];
  if (r.value.aboveChart)
    keyFactors.push(`${r.value.points} points is beyond the chart, whose last row is shown`);
  if (r.value.belowChart)
    keyFactors.push("0 points is below the chart's first row (1 point), which is shown");
  return scoredPercent(
    FRAMINGHAM_STROKE_INFO,
    'B',
    r.value.tenYearRisk,
    FRAMINGHAM_STROKE_THRESHOLDS,
    r.steps,
    {
      keyFactors,
      notes: [
        'Framingham cohort (US) followed from the 1950s to the 1980s; stroke rates have fallen since, so the chart tends to overestimate risk today. Not recalibrated for Australia.',
      ],
    },
  );
};
