/**
 * Key factors from the person's values first (issue 30): a factor read from a measured or
 * reported value is explained with that value and what it means ("Total cholesterol 6.6 mmol/L
 * (6.2 or more counts)"), not with the cut-off alone; and a questionnaire or points model lists
 * the items that scored, so the listed factors add up to the score shown.
 */
import type { CalculationStep } from '../models/model-result.js';
import type { RiskProfile } from '../profile.js';
import {
  DIABETES_GLUCOSE_MMOL_L,
  type DerivedFactors,
  LOW_HDL_MMOL_L,
  TOTAL_CHOLESTEROL_RISK_MMOL_L,
  hasExistingCondition,
} from './derived-factors.js';
import { VALUE_FACTOR_LABELS as L } from './points-factors.js';

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A value as people read it: at most `decimals` decimals, no trailing zeros. */
function formatValue(value: number, decimals = 1): string {
  return String(Number(value.toFixed(decimals)));
}

const TC_CUT = formatValue(TOTAL_CHOLESTEROL_RISK_MMOL_L); // 6.2
const HDL_CUT = formatValue(LOW_HDL_MMOL_L, 2); // 1.03
const GLUCOSE_CUT = DIABETES_GLUCOSE_MMOL_L.toFixed(1); // 7.0

/** "total cholesterol 5.8 mmol/L, HDL 1.5 mmol/L" (the measured ones only). */
function describeMeasuredLipids(p: RiskProfile): string {
  const parts: string[] = [];
  if (isNumber(p.totalCholesterolMmolL)) {
    parts.push(`total cholesterol ${formatValue(p.totalCholesterolMmolL)} mmol/L`);
  }
  if (isNumber(p.hdlCholesterolMmolL)) {
    parts.push(`HDL ${formatValue(p.hdlCholesterolMmolL, 2)} mmol/L`);
  }
  return parts.join(', ');
}

function describeLipids(p: RiskProfile): string {
  const parts: string[] = [];
  const tc = p.totalCholesterolMmolL;
  const hdl = p.hdlCholesterolMmolL;
  if (isNumber(tc) && tc >= TOTAL_CHOLESTEROL_RISK_MMOL_L) {
    parts.push(`Total cholesterol ${formatValue(tc)} mmol/L (${TC_CUT} or more counts)`);
  }
  if (isNumber(hdl) && hdl < LOW_HDL_MMOL_L) {
    parts.push(`HDL cholesterol ${formatValue(hdl, 2)} mmol/L (under ${HDL_CUT} counts)`);
  }
  if (parts.length > 0) return parts.join('; ');
  const measured = describeMeasuredLipids(p);
  if (measured !== '') return `High cholesterol treated with a statin (now ${measured})`;
  return 'High cholesterol you reported (no cholesterol values given)';
}

function describeBloodPressure(p: RiskProfile): string {
  const sbp = p.systolicBp;
  const dbp = p.diastolicBp;
  const treated = p.onBpTreatment === true;
  const reading =
    isNumber(sbp) && isNumber(dbp)
      ? `${sbp}/${dbp} mmHg`
      : isNumber(sbp)
        ? `systolic ${sbp} mmHg`
        : isNumber(dbp)
          ? `diastolic ${dbp} mmHg`
          : null;
  const high = (isNumber(sbp) && sbp >= 140) || (isNumber(dbp) && dbp >= 90);
  if (high && reading !== null) {
    return `Blood pressure ${reading} (140/90 or more counts)${treated ? ', on treatment' : ''}`;
  }
  const what = treated ? 'High blood pressure, treated' : 'High blood pressure you reported';
  return reading === null ? what : `${what} (now ${reading})`;
}

function describeDiabetes(p: RiskProfile): string {
  if (p.diabetes === true || hasExistingCondition(p, 'type-2-diabetes')) {
    return 'Diabetes you reported';
  }
  if (isNumber(p.fastingGlucoseMmolL) && p.fastingGlucoseMmolL >= DIABETES_GLUCOSE_MMOL_L) {
    return `Fasting glucose ${formatValue(p.fastingGlucoseMmolL)} mmol/L (${GLUCOSE_CUT} or more is in the diabetes range)`;
  }
  if (isNumber(p.hba1cPercent)) {
    return `HbA1c ${formatValue(p.hba1cPercent)} % (6.5 or more is in the diabetes range)`;
  }
  return L.diabetes;
}

function describePackYears(d: DerivedFactors, tier: string): string {
  return d.packYears === null ? tier : `${formatValue(d.packYears)} pack-years (${tier})`;
}

/** The person's own text for each value factor (called only for factors that count). */
const DESCRIBE: Readonly<Record<string, (p: RiskProfile, d: DerivedFactors) => string>> = {
  [L.lipids]: describeLipids,
  [L.hypertension]: describeBloodPressure,
  [L.diabetes]: describeDiabetes,
  [L.obesity]: (_p, d) => (d.bmi === null ? L.obesity : `BMI ${formatValue(d.bmi)} (30 or more)`),
  [L.lowActivity]: (p) =>
    isNumber(p.exerciseMinutesPerWeek)
      ? `${p.exerciseMinutesPerWeek} minutes of exercise a week (under 150)`
      : L.lowActivity,
  // "weekly", not "a week": the person's amount, not a limit (the NHMRC limit is the rulebook's)
  [L.heavyAlcohol]: (p) =>
    isNumber(p.alcoholDrinksPerWeek)
      ? `${p.alcoholDrinksPerWeek} standard drinks weekly (this score counts more than 14)`
      : L.heavyAlcohol,
  [L.currentSmoker]: (p) =>
    isNumber(p.cigarettesPerDay) && p.cigarettesPerDay > 0
      ? `Current smoker, ${p.cigarettesPerDay} a day`
      : L.currentSmoker,
  [L.raisedWaist]: (p) =>
    isNumber(p.waistCm)
      ? `Waist ${formatValue(p.waistCm)} cm (over ${p.sex === 'male' ? 102 : 88} cm counts)`
      : L.raisedWaist,
  [L.packYearsOver30]: (_p, d) => describePackYears(d, 'more than 30'),
  [L.packYears20to30]: (_p, d) => describePackYears(d, '20–30'),
  [L.packYears10to20]: (_p, d) => describePackYears(d, '10–20'),
};

/**
 * The key-factor texts of one assessment: `personalise(labels)` gives each value factor's label
 * as the person's own value (each text worked out once per assessment); other labels pass.
 */
export function createKeyFactorTexts(
  profile: RiskProfile,
  derived: DerivedFactors,
): (labels: readonly string[]) => string[] {
  const made = new Map<string, string>();
  return (labels) =>
    labels.map((label) => {
      const describe = DESCRIBE[label];
      if (describe === undefined) return label;
      let text = made.get(label);
      if (text === undefined) {
        text = describe(profile, derived);
        made.set(label, text);
      }
      return text;
    });
}

/**
 * The note for a result whose factors include cholesterol when the person ticked "high
 * cholesterol" but measured values under the cut-offs decided it (no statin reported), or
 * undefined.
 */
export function describeLipidOverride(
  profile: RiskProfile,
  derived: DerivedFactors,
): string | undefined {
  if (profile.highCholesterol !== true || derived.lipidRisk !== false) return undefined;
  return `You reported high cholesterol, but your measured ${describeMeasuredLipids(profile)} are within the levels this score counts (total under ${TC_CUT} mmol/L, HDL ${HDL_CUT} mmol/L or more), so your values are used. If you take a statin or another cholesterol medicine, say so under medicines.`;
}

function formatStepValue(step: CalculationStep, points: number): string {
  const value = step.value;
  if (value === null || value === 'yes' || value === points) return '';
  if (typeof value === 'number') return `: ${formatValue(value)}`;
  if (value.toLowerCase() === step.step.toLowerCase()) return '';
  return `: ${value}`;
}

/**
 * A points model's key factors: its own summary lines, then each item that scored, with its
 * points ("Snoring loudly (1 point)", "Waist (cm): 95 (4 points)"), so what is listed adds up
 * to the score. Items already named by a summary line are not repeated.
 */
export function listScoredItems(
  own: readonly string[],
  steps: readonly CalculationStep[],
): string[] {
  const out = own.slice();
  for (const step of steps) {
    const points = step.points;
    if (points === undefined || points <= 0) continue;
    if (own.includes(step.step)) continue;
    out.push(
      `${step.step}${formatStepValue(step, points)} (${points} point${points === 1 ? '' : 's'})`,
    );
  }
  return out;
}
