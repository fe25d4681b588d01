/**
 * CKD Prognosis Consortium equations (`calculateCkdPc`) for chronic kidney disease.
 */
import { CKD_PC_INFO, calculateCkdPc } from '../../models/ckd-pc.js';
import type { RiskProfile } from '../../profile.js';
import { hasExistingCondition } from '../derived-factors.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

/** mg/g per mg/mmol of urine albumin-to-creatinine ratio (creatinine 113.12 g/mol). */
const ACR_MG_PER_G_PER_MG_PER_MMOL = 8.84;

/** CKD-PC 5-year risk: engine cut-offs (the paper reports no risk categories). */
export const CKD_PC_THRESHOLDS: RiskThresholds = {
  high: 10,
  moderate: 5,
  source:
    'Engine cut-offs for 5-year risk of eGFR < 60 (high ≥ 10 %, moderate ≥ 5 %, as for heart failure); the CKD-PC equations publish no categories',
};

/**
 * History of cardiovascular disease as CKD-PC defines it (heart attack, coronary
 * revascularisation, heart failure or stroke): null when neither question was answered.
 */
function hasHistoryOfCvd(p: RiskProfile): boolean | null {
  if (p.previousHeartAttack === true) return true;
  if (p.existingConditions === undefined) return p.previousHeartAttack === false ? false : null;
  return (
    hasExistingCondition(p, 'cardiovascular-disease') ||
    hasExistingCondition(p, 'heart-failure') ||
    hasExistingCondition(p, 'stroke')
  );
}

export const runCkdPc: Method = (p, d) => {
  const r = calculateCkdPc({
    age: p.age ?? null,
    sex: p.sex ?? null,
    black: p.ethnicity === undefined ? null : p.ethnicity === 'black',
    egfr: p.egfr ?? null,
    historyOfCvd: hasHistoryOfCvd(p),
    everSmoker: d.everSmoker,
    hypertension: d.hypertension,
    bmi: d.bmi,
    diabetes: d.diabetes,
    hba1cPercent: p.hba1cPercent ?? null,
    diabetesMedication: p.diabetesMedication ?? null,
    acrMgPerG:
      p.urineAcrMgMmol === undefined ? null : p.urineAcrMgMmol * ACR_MG_PER_G_PER_MG_PER_MMOL,
  });
  if (!r.applicable) return skip(CKD_PC_INFO, r);
  return scoredPercent(CKD_PC_INFO, 'B', r.value.fiveYearRisk, CKD_PC_THRESHOLDS, r.steps, {
    notes: [
      r.value.equation === 'with-diabetes'
        ? 'Equation for people with diabetes (uses HbA1c, diabetes medicines and urine ACR).'
        : 'Equation for people without diabetes, used without urine ACR as the paper allows.',
      'Developed in 34 cohorts from 28 countries; calibration varied between populations and it has not been recalibrated for Australia.',
    ],
  });
};
