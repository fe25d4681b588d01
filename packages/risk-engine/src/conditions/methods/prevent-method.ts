/**
 * AHA PREVENT (`calculatePrevent`) for cardiovascular disease and heart failure.
 */
import { PREVENT_INFO, calculatePrevent } from '../../models/prevent.js';
import type { RiskProfile } from '../../profile.js';
import type { DerivedFactors } from '../derived-factors.js';
import type { RiskThresholds } from '../types.js';
import { CVD_THRESHOLDS, US_MODEL_NOTE } from './method-helpers.js';
import { type Method, scoredPercent, skip, toPercent } from './method-outcome.js';

/**
 * 10-year heart-failure risk: PREVENT publishes no categories. Engine cut-offs at half of the
 * total-CVD cut-offs (in PREVENT's worked example HF risk is about half of total CVD risk).
 */
export const HEART_FAILURE_THRESHOLDS: RiskThresholds = {
  high: 10,
  moderate: 5,
  source:
    "HealthScreen's cut-offs: half its cardiovascular cut-offs (PREVENT publishes no heart failure categories)",
};

const preventInput = (p: RiskProfile, d: DerivedFactors) => ({
  sex: p.sex ?? null,
  age: p.age ?? null,
  totalCholesterolMmolL: p.totalCholesterolMmolL ?? null,
  hdlCholesterolMmolL: p.hdlCholesterolMmolL ?? null,
  systolicBp: p.systolicBp ?? null,
  bmi: d.bmi,
  egfr: p.egfr ?? null,
  diabetes: d.diabetes,
  currentSmoker: d.currentSmoker,
  onBpTreatment: p.onBpTreatment ?? null,
  onStatin: p.onStatin ?? null,
});

/**
 * PREVENT's one calculation gives both total-CVD and heart-failure risk, and both conditions use
 * it: the result for the latest profile object is kept and reused. The engine passes each
 * assessment a freshly normalised profile object, so a kept result is never reused for another.
 */
let lastPrevent:
  | { profile: RiskProfile; derived: DerivedFactors; result: ReturnType<typeof calculatePrevent> }
  | undefined;

function calculatePreventOnce(
  p: RiskProfile,
  d: DerivedFactors,
): ReturnType<typeof calculatePrevent> {
  if (lastPrevent !== undefined && lastPrevent.profile === p && lastPrevent.derived === d) {
    const r = lastPrevent.result;
    // Each condition result gets its own step objects.
    return r.applicable ? { ...r, steps: r.steps.map((s) => ({ ...s })) } : r;
  }
  const result = calculatePrevent(preventInput(p, d));
  lastPrevent = { profile: p, derived: d, result };
  return result;
}

export const runPreventCvd: Method = (p, d) => {
  const r = calculatePreventOnce(p, d);
  if (!r.applicable) return skip(PREVENT_INFO, r);
  return scoredPercent(PREVENT_INFO, 'B', r.value.totalCvd, CVD_THRESHOLDS, r.steps, {
    notes: [
      US_MODEL_NOTE,
      `PREVENT also estimates 10-year ASCVD risk ${toPercent(r.value.ascvd)} % and heart-failure risk ${toPercent(r.value.heartFailure)} %.`,
    ],
  });
};

export const runPreventHeartFailure: Method = (p, d) => {
  const r = calculatePreventOnce(p, d);
  if (!r.applicable) return skip(PREVENT_INFO, r);
  return scoredPercent(PREVENT_INFO, 'B', r.value.heartFailure, HEART_FAILURE_THRESHOLDS, r.steps, {
    notes: ['US-derived model, not recalibrated for Australia.'],
  });
};
