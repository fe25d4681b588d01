/**
 * Notes, cut-offs and profile readings shared by more than one model adapter.
 */
import type { Ethnicity, RiskProfile } from '../../profile.js';
import type { RiskThresholds } from '../types.js';

/** The note on every US-derived cardiovascular model's result. */
export const US_MODEL_NOTE =
  'US-derived model, not recalibrated for Australia. The Australian guideline calculator (AusCVDRisk, cvdcheck.org.au) uses a 5-year horizon.';

/** Spec wizard rule for the cardiovascular estimate: high at 20 % or more, moderate at 10 % or more. */
export const CVD_THRESHOLDS: RiskThresholds = {
  high: 20,
  moderate: 10,
  source: "HealthScreen's cardiovascular thresholds (high from 20 %, moderate from 10 %)",
};

/** The note on the PHQ-2 and GAD-2 results (STOP-Bang uses it without the 2-week window). */
export const SCREENER_NOTE =
  'A screening questionnaire about the past 2 weeks, not a diagnosis or a probability.';

/** True for a finite number (a profile field that was answered). */
export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The note that a model used its default equations because no ethnicity was given, or none. */
export function listRaceNotes(
  ethnicity: Ethnicity | undefined,
  model: string,
  used: string,
): string[] {
  if (ethnicity === undefined) return [`Ethnicity not given: ${model} used its ${used} equations.`];
  return [];
}

/**
 * Ever had high blood glucose (including in pregnancy): null when neither question was answered.
 */
export function hasHadHighGlucose(p: RiskProfile): boolean | null {
  if (p.highBloodGlucoseHistory === true || p.gestationalDiabetesHistory === true) return true;
  if (p.highBloodGlucoseHistory === undefined && p.gestationalDiabetesHistory === undefined)
    return null;
  return false;
}

/** Asked as its own question; never inferred from other answers (unknown stays missing). */
export function eatsFruitOrVegetablesDaily(p: RiskProfile): boolean | null {
  return p.eatsFruitOrVegetablesDaily ?? null;
}
