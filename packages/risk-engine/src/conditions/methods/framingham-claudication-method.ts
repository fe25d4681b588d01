/**
 * Framingham intermittent claudication risk profile (`calculateFraminghamClaudication`) for
 * peripheral artery disease.
 */
import {
  FRAMINGHAM_CLAUDICATION_INFO,
  calculateFraminghamClaudication,
} from '../../models/framingham-claudication.js';
import type { CalculationStep } from '../../models/model-result.js';
import type { RiskProfile } from '../../profile.js';
import { convertCholesterolToMgDl } from '../../units.js';
import { hasExistingCondition } from '../derived-factors.js';
import type { RiskThresholds } from '../types.js';
import { isNumber } from './method-helpers.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

/*
 * Murabito 1997 publishes no risk categories. The engine's cut-offs are set from the profile's own
 * baseline: a 60-year-old with normal blood pressure (< 130/85), no diabetes, not smoking, total
 * cholesterol 200 mg/dL and no coronary heart disease has
 *   men:   x = −8.9152 + 0.5033 + 0.0372 × 60 + 0.0048 × 200 = −5.2199, risk 1 / (1 + e^5.2199) = 0.54 %
 *   women: x = −8.9152 + 0.0372 × 60 + 0.0048 × 200 = −5.7232,          risk 1 / (1 + e^5.7232) = 0.33 %
 * (mean of the two 0.43 %). About twice that reference (0.87 %) is moderate and about four times
 * (1.73 %) is high, rounded to 1 % and 2 %: for men that is 1.9× and 3.7× their reference, for
 * women 3.1× and 6.1×. One pair for both sexes, as absolute-risk cut-offs are elsewhere in the
 * engine (a 1 % risk is the same risk for a man or a woman).
 */
/** Framingham claudication 4-year risk: engine cut-offs (the paper publishes no categories). */
export const FRAMINGHAM_CLAUDICATION_THRESHOLDS: RiskThresholds = {
  high: 2,
  moderate: 1,
  source:
    'Engine cut-offs for 4-year intermittent claudication risk (high ≥ 2 %, moderate ≥ 1 %); Murabito 1997 publishes no categories',
};

const NOTES = [
  'Derived in the US Framingham Heart Study original cohort (followed from 1948); not recalibrated for Australia.',
  'Predicts intermittent claudication (leg pain on walking), the symptomatic form of peripheral artery disease, not all peripheral artery disease: many people with narrowed leg arteries have no symptoms.',
];

/**
 * History of coronary heart disease: a heart attack, or cardiovascular disease among the existing
 * conditions; null when neither question was answered.
 */
function hasCoronaryHeartDisease(p: RiskProfile): boolean | null {
  if (p.previousHeartAttack === true) return true;
  if (p.existingConditions === undefined) return p.previousHeartAttack === false ? false : null;
  return hasExistingCondition(p, 'cardiovascular-disease');
}

export const runFraminghamClaudication: Method = (p, d) => {
  const tc = p.totalCholesterolMmolL;
  const tcMgDl = isNumber(tc) ? convertCholesterolToMgDl(tc) : null;
  const r = calculateFraminghamClaudication({
    age: p.age ?? null,
    sex: p.sex ?? null,
    systolicBp: p.systolicBp ?? null,
    diastolicBp: p.diastolicBp ?? null,
    diabetes: d.diabetes,
    currentSmoker: d.currentSmoker,
    cigarettesPerDay: p.cigarettesPerDay ?? null,
    totalCholesterolMgDl: tcMgDl,
    coronaryHeartDisease: hasCoronaryHeartDisease(p),
  });
  if (!r.applicable) return skip(FRAMINGHAM_CLAUDICATION_INFO, r);
  // The profile holds mmol/L; the paper's coefficient is per mg/dL (the model's own step shows
  // the converted value, rounded to 2 decimals like this one).
  const conversion: CalculationStep[] =
    isNumber(tc) && tcMgDl !== null
      ? [
          {
            step: `Total cholesterol ${tc} mmol/L × 38.67 → mg/dL`,
            value: Math.round(tcMgDl * 100) / 100,
          },
        ]
      : [];
  return scoredPercent(
    FRAMINGHAM_CLAUDICATION_INFO,
    'B',
    r.value.fourYearRisk,
    FRAMINGHAM_CLAUDICATION_THRESHOLDS,
    [...conversion, ...r.steps],
    { notes: NOTES },
  );
};
