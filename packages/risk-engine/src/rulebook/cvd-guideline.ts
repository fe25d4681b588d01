/**
 * Cardiovascular risk in the 2023 Australian guideline's terms, computed from the answers: who
 * the guideline says to assess, the "clinically determined high risk" rules that need no
 * calculation, and the inputs the official Aus CVD Risk Calculator asks for, with the person's
 * values. The calculator's own equation (PREDICT-1° recalibrated for Australia) is not public in
 * a form HealthScreen could check, so it is not implemented: HealthScreen's CVD percentage comes
 * from a US equation and is labelled as such.
 */
import type { RiskProfile } from '../profile.js';
import { calculateBmi } from '../units.js';
import { BLOOD_PRESSURE_CATEGORIES } from './lifestyle-limits.js';
import { findThresholdBand, TOTAL_CHOLESTEROL_HIGH_RISK_ABOVE } from './measurement-thresholds.js';
import { RULE_SOURCES } from './sources.js';

const SOURCE = RULE_SOURCES.australianCvdGuideline;

/** Ages the guideline assesses people without known CVD, by group (first that applies). */
export const CVD_ASSESSMENT_AGES = {
  firstNations: { from: 30, to: 79, who: 'Aboriginal and Torres Strait Islander people' },
  diabetes: { from: 35, to: 79, who: 'people with diabetes' },
  everyone: { from: 45, to: 79, who: 'everyone' },
} as const;

/** Diabetes at this age or older puts a person at high risk without calculation. */
export const CVD_DIABETES_HIGH_RISK_ABOVE_AGE = 60;

/** eGFR under this (mL/min/1.73 m²) is moderate-to-severe CKD. */
export const CVD_CKD_EGFR_BELOW = 45;

export type RuleStatus = 'met' | 'not met' | 'unknown';

export interface CvdGuidelineRule {
  /** The rule as the guideline states it. */
  rule: string;
  status: RuleStatus;
}

export interface CvdGuidelineInput {
  label: string;
  /** The person's value as text, or null when it was not given. */
  value: string | null;
}

export interface CvdGuidelineAssessment {
  /** Known CVD: already high risk; the calculator is not for them. */
  knownCvd: boolean;
  /** Whether the guideline's age range for this person covers their age (null: age unknown). */
  inAssessmentAges: boolean | null;
  assessmentAges: string;
  /** The clinically-determined-high-risk rules, each met, not met or not known. */
  highRiskRules: CvdGuidelineRule[];
  /** The Aus CVD Risk Calculator's inputs with the person's values. */
  calculatorInputs: CvdGuidelineInput[];
  source: string;
  sourceUrl: string;
}

const hasDiabetes = (p: RiskProfile) =>
  p.diabetes === true || (p.existingConditions ?? []).includes('type-2-diabetes');

function status(value: boolean | undefined): RuleStatus {
  return value === undefined ? 'unknown' : value ? 'met' : 'not met';
}

function describeAges(profile: RiskProfile): { text: string; covered: boolean | null } {
  const group = profile.firstNationsOrPacificDescent
    ? CVD_ASSESSMENT_AGES.firstNations
    : hasDiabetes(profile)
      ? CVD_ASSESSMENT_AGES.diabetes
      : CVD_ASSESSMENT_AGES.everyone;
  const text = `Assess ${group.who} aged ${group.from}–${group.to}`;
  if (profile.age === undefined) return { text, covered: null };
  return { text, covered: profile.age >= group.from && profile.age <= group.to };
}

/** The "clinically determined high risk" rules, from the answers. */
function checkHighRiskRules(p: RiskProfile): CvdGuidelineRule[] {
  const diabetes = hasDiabetes(p);
  const acrBand =
    p.urineAcrMgMmol === undefined
      ? undefined
      : findThresholdBand('urineAcr', p.urineAcrMgMmol, p.sex);
  const microalbuminuria = acrBand === undefined ? undefined : acrBand.flag !== 'in-range';
  const diabetesRule = !diabetes
    ? 'not met'
    : (p.age !== undefined && p.age > CVD_DIABETES_HIGH_RISK_ABOVE_AGE) || microalbuminuria === true
      ? 'met'
      : p.age === undefined || microalbuminuria === undefined
        ? 'unknown'
        : 'not met';
  const ckd =
    (p.egfr !== undefined && p.egfr < CVD_CKD_EGFR_BELOW) || acrBand?.flag === 'out-of-range'
      ? true
      : p.egfr === undefined && acrBand === undefined
        ? undefined
        : false;
  const severe = BLOOD_PRESSURE_CATEGORIES.at(-1);
  const bp =
    p.systolicBp === undefined && p.diastolicBp === undefined
      ? undefined
      : (p.systolicBp ?? 0) >= (severe?.systolicFrom ?? 180) ||
        (p.diastolicBp ?? 0) >= (severe?.diastolicFrom ?? 110);
  return [
    {
      rule: `Diabetes with age over ${CVD_DIABETES_HIGH_RISK_ABOVE_AGE} or with microalbuminuria`,
      status: diabetesRule,
    },
    {
      rule: `Moderate-to-severe chronic kidney disease (eGFR under ${CVD_CKD_EGFR_BELOW}, or urine ACR above 25 mg/mmol in men or 35 in women)`,
      status: status(ckd),
    },
    // the forms do not ask about a confirmed diagnosis of familial hypercholesterolaemia
    { rule: 'Familial hypercholesterolaemia (confirmed)', status: 'unknown' },
    {
      rule: `Blood pressure ${severe?.systolicFrom ?? 180}/${severe?.diastolicFrom ?? 110} mmHg or more (either number)`,
      status: status(bp),
    },
    {
      rule: `Total cholesterol above ${TOTAL_CHOLESTEROL_HIGH_RISK_ABOVE} mmol/L`,
      status: status(
        p.totalCholesterolMmolL === undefined
          ? undefined
          : p.totalCholesterolMmolL > TOTAL_CHOLESTEROL_HIGH_RISK_ABOVE,
      ),
    },
  ];
}

const YES_NO = (value: boolean | undefined) => (value === undefined ? null : value ? 'Yes' : 'No');
const SMOKING: Record<string, string> = { never: 'Never', former: 'Ex-smoker', current: 'Current' };

/** The calculator's inputs (the diabetes-only ones when the person has diabetes). */
function listCalculatorInputs(p: RiskProfile): CvdGuidelineInput[] {
  const ratio =
    p.totalCholesterolMmolL !== undefined && p.hdlCholesterolMmolL
      ? (p.totalCholesterolMmolL / p.hdlCholesterolMmolL).toFixed(1)
      : null;
  const inputs: CvdGuidelineInput[] = [
    { label: 'Age', value: p.age === undefined ? null : `${p.age}` },
    { label: 'Sex', value: p.sex === undefined ? null : p.sex === 'female' ? 'Female' : 'Male' },
    { label: 'Smoking', value: p.smokingStatus ? (SMOKING[p.smokingStatus] ?? null) : null },
    {
      label: 'Systolic blood pressure (mean of the last two seated clinic readings)',
      value: p.systolicBp === undefined ? null : `${Math.round(p.systolicBp)} mmHg`,
    },
    { label: 'Total cholesterol to HDL ratio', value: ratio },
    { label: 'Diabetes', value: YES_NO(hasDiabetes(p)) },
    { label: 'Blood pressure lowering medicine', value: YES_NO(p.onBpTreatment) },
    { label: 'Lipid-modifying medicine', value: YES_NO(p.onStatin) },
    { label: 'Antithrombotic medicine', value: null },
    { label: 'Atrial fibrillation (optional)', value: null },
    { label: 'Postcode (optional)', value: null },
  ];
  if (!hasDiabetes(p)) return inputs;
  return [
    ...inputs,
    { label: 'Years since diabetes diagnosis', value: null },
    {
      label: 'HbA1c',
      value: p.hba1cPercent === undefined ? null : `${p.hba1cPercent.toFixed(1)} %`,
    },
    { label: 'eGFR', value: p.egfr === undefined ? null : `${Math.round(p.egfr)} mL/min/1.73 m²` },
    {
      label: 'Urine ACR',
      value: p.urineAcrMgMmol === undefined ? null : `${p.urineAcrMgMmol} mg/mmol`,
    },
    {
      label: 'BMI',
      value: p.heightCm && p.weightKg ? calculateBmi(p.weightKg, p.heightCm).toFixed(1) : null,
    },
    {
      label: 'Insulin in the past 6 months',
      value: p.diabetesMedication ? YES_NO(p.diabetesMedication === 'insulin') : null,
    },
  ];
}

/** The 2023 Australian guideline's view of this person's cardiovascular risk assessment. */
export function assessCvdGuideline(profile: RiskProfile): CvdGuidelineAssessment {
  const ages = describeAges(profile);
  return {
    knownCvd:
      profile.previousHeartAttack === true ||
      (profile.existingConditions ?? []).some((id) =>
        ['cardiovascular-disease', 'stroke', 'heart-failure', 'peripheral-artery-disease'].includes(
          id,
        ),
      ),
    inAssessmentAges: ages.covered,
    assessmentAges: ages.text,
    highRiskRules: checkHighRiskRules(profile),
    calculatorInputs: listCalculatorInputs(profile),
    source: SOURCE.name,
    sourceUrl: SOURCE.url,
  };
}
