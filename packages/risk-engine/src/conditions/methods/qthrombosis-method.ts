/**
 * QThrombosis (`calculateQThrombosis`) for deep vein thrombosis: the 5-year risk of a first
 * venous thromboembolism (a DVT or a pulmonary embolism; the model does not separate them).
 */
import { QTHROMBOSIS_INFO, calculateQThrombosis } from '../../models/qthrombosis.js';
import type { RiskProfile } from '../../profile.js';
import type { ConditionId } from '../condition-names.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPercent, skip, toPercent } from './method-outcome.js';

/**
 * QThrombosis publishes no risk categories (none found in the paper's abstract or its
 * summaries), so these are the engine's, each from a figure of the paper:
 * - high ≥ 2 %: among the tenth of the validation cohort with the highest predicted risk, 2.0 %
 *   had a first VTE within 5 years (the positive predictive value for the top decile; Hippisley-Cox
 *   2011 as summarised in J Emerg Med 2011;41(6):745);
 * - moderate ≥ 0.75 %: about the average 5-year risk of the validation cohort (14.9 VTE per
 *   10 000 person-years, BMJ 2011 abstract: 1 − e^(−5 × 0.00149) ≈ 0.74 %).
 */
export const QTHROMBOSIS_THRESHOLDS: RiskThresholds = {
  high: 2,
  moderate: 0.75,
  source:
    'Engine cut-offs for 5-year VTE risk (high ≥ 2 %, the 5-year VTE rate in the tenth of the validation cohort with the highest predicted risk; moderate ≥ 0.75 %, about the validation cohort’s average 5-year risk of 14.9 per 10 000 person-years); QThrombosis publishes no categories',
};

/** Who the model was built on, and the exclusions the profile cannot tell: on every result. */
export const QTHROMBOSIS_NOTE =
  'QThrombosis estimates the chance of a first blood clot in a deep vein (DVT) or in the lungs (pulmonary embolism) in the next 5 years. It was built in UK general practices (QResearch) and is not recalibrated for Australia.';
export const QTHROMBOSIS_ASSUMPTIONS_NOTE =
  'It was built on people who had never had a DVT or pulmonary embolism, were not taking a blood thinner (oral anticoagulant) and had not been pregnant in the last 12 months. HealthScreen does not ask these, so the estimate assumes none of them applies; if one does, talk to your GP instead.';

function hasCondition(p: RiskProfile, id: ConditionId): boolean | null {
  return p.existingConditions === undefined ? null : p.existingConditions.includes(id);
}

/**
 * A woman's current pill or HRT use: her own answer; otherwise a "no" to female hormones in the
 * last 2 years means no (not now either). A "yes" there does not say whether she still uses them
 * or which, so it leaves the answer unknown (as ORAI reads it).
 */
function femaleHormoneNow(answer: boolean | undefined, p: RiskProfile): boolean | null {
  if (answer !== undefined) return answer;
  return p.femaleHormonesLast2Years === false ? false : null;
}

export const runQThrombosis: Method = (p, d) => {
  const female = p.sex === 'female';
  const r = calculateQThrombosis({
    sex: p.sex ?? null,
    age: p.age ?? null,
    bmi: d.bmi,
    smokingStatus: p.smokingStatus ?? null,
    cigarettesPerDay: p.cigarettesPerDay ?? null,
    antipsychoticNow: p.antipsychoticNow ?? null,
    heartFailure: hasCondition(p, 'heart-failure'),
    anyCancer: p.personalCancerHistory ?? null,
    copd: hasCondition(p, 'copd'),
    inflammatoryBowelDisease: hasCondition(p, 'inflammatory-bowel-disease'),
    chronicRenalDisease: hasCondition(p, 'chronic-kidney-disease'),
    varicoseVeins: p.varicoseVeins ?? null,
    hospitalAdmissionLast6Months: p.hospitalAdmissionLast6Months ?? null,
    contraceptivePillNow: female ? femaleHormoneNow(p.contraceptivePillNow, p) : null,
    hrtNow: female ? femaleHormoneNow(p.hrtNow, p) : null,
    tamoxifenNow: female ? (p.tamoxifenNow ?? null) : null,
  });
  if (!r.applicable) return skip(QTHROMBOSIS_INFO, r);
  const v = r.value;
  return scoredPercent(QTHROMBOSIS_INFO, 'B', v.fiveYearRisk, QTHROMBOSIS_THRESHOLDS, r.steps, {
    keyFactors: [`1-year risk: ${toPercent(v.oneYearRisk)} %`],
    notes: [QTHROMBOSIS_NOTE, QTHROMBOSIS_ASSUMPTIONS_NOTE],
  });
};
