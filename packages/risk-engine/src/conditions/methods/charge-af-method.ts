/**
 * CHARGE-AF (`calculateChargeAf`) for atrial fibrillation.
 */
import { CHARGE_AF_INFO, calculateChargeAf } from '../../models/charge-af.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

/** CHARGE-AF 5-year risk: engine cut-offs (the paper reports no categories). */
export const CHARGE_AF_THRESHOLDS: RiskThresholds = {
  high: 5,
  moderate: 2.5,
  source:
    'Engine cut-offs for 5-year AF risk (high ≥ 5 %, moderate ≥ 2.5 %); CHARGE-AF publishes no categories',
};

export const runChargeAf: Method = (p, d) => {
  const r = calculateChargeAf({
    age: p.age ?? null,
    white: p.ethnicity === undefined ? null : p.ethnicity === 'white',
    heightCm: p.heightCm ?? null,
    weightKg: p.weightKg ?? null,
    systolicBp: p.systolicBp ?? null,
    diastolicBp: p.diastolicBp ?? null,
    currentSmoker: d.currentSmoker,
    onBpTreatment: p.onBpTreatment ?? null,
    diabetes: d.diabetes,
    heartFailure:
      p.existingConditions === undefined ? null : p.existingConditions.includes('heart-failure'),
    myocardialInfarction: p.previousHeartAttack ?? null,
  });
  if (!r.applicable) return skip(CHARGE_AF_INFO, r);
  return scoredPercent(CHARGE_AF_INFO, 'B', r.value.fiveYearRisk, CHARGE_AF_THRESHOLDS, r.steps, {
    keyFactors: r.value.aboveCalculatorDisplayLimit
      ? ['5-year risk above 26 % (the published calculator shows ">26%")']
      : [],
    notes: ['Derived in US and European cohorts; not recalibrated for Australia.'],
  });
};
