/**
 * NCI Breast Cancer Risk Assessment Tool, Gail model (`calculateGail`), for breast cancer.
 */
import { GAIL_INFO, type GailRace, calculateGail } from '../../models/gail.js';
import type { Ethnicity } from '../../profile.js';
import { hasRiskFactor } from '../derived-factors.js';
import type { RiskThresholds } from '../types.js';
import { labelInput } from './input-labels.js';
import { listRaceNotes } from './method-helpers.js';
import { type Method, scoredPercent, skip, toPercent } from './method-outcome.js';

/**
 * Gail 5-year risk: ≥ 1.67 % is the NSABP P-1 "elevated risk" eligibility (Fisher B et al., JNCI
 * 1998); ≥ 3 % is where USPSTF 2019 finds risk-reducing medication more likely to benefit.
 */
export const GAIL_THRESHOLDS: RiskThresholds = {
  high: 3,
  moderate: 1.67,
  source: 'NSABP P-1 (5-year ≥ 1.67 %, Fisher 1998) and USPSTF 2019 (≥ 3 %)',
};

function mapGailRace(ethnicity: Ethnicity | undefined): GailRace {
  switch (ethnicity) {
    case 'white':
      return 'white';
    case 'black':
      return 'african-american';
    case 'hispanic':
      return 'hispanic-foreign-born';
    case 'east-asian':
    case 'southeast-asian':
    case 'south-asian':
    case 'asian':
      return 'other-asian';
    case 'pacific-islander':
    case 'maori':
      return 'other-pacific-islander';
    default:
      return 'other';
  }
}

export const runGail: Method = (p) => {
  const relatives =
    p.breastCancerFirstDegreeRelatives ??
    (p.familyHistory === undefined ? 'unknown' : p.familyHistory.includes('breast-cancer') ? 1 : 0);
  const r = calculateGail({
    age: p.age ?? null,
    race: mapGailRace(p.ethnicity),
    numberOfBiopsies: p.breastBiopsies ?? 'unknown',
    atypicalHyperplasia:
      (p.breastBiopsies ?? 0) > 0 ? (p.atypicalHyperplasia ?? 'unknown') : 'unknown',
    ageAtMenarche: p.ageAtMenarche ?? 'unknown',
    ageAtFirstLiveBirth:
      p.nulliparous === true ? 'nulliparous' : (p.ageAtFirstLiveBirth ?? 'unknown'),
    firstDegreeRelativesWithBreastCancer: relatives,
    brcaMutation: hasRiskFactor(p, 'brca-mutation'),
  });
  if (!r.applicable) return skip(GAIL_INFO, r);
  const v = r.value;
  const unknown = v.unknownInputs.filter(
    (k) => !(k === 'atypicalHyperplasia' && (p.breastBiopsies ?? 0) === 0),
  );
  return scoredPercent(GAIL_INFO, 'B', v.fiveYearRisk, GAIL_THRESHOLDS, r.steps, {
    keyFactors: [
      `Lifetime risk to age 90: ${toPercent(v.lifetimeRisk)} % (average woman of the same age: ${toPercent(v.averageLifetimeRisk)} %)`,
      `5-year risk of an average woman of the same age: ${toPercent(v.averageFiveYearRisk)} %`,
    ],
    notes: [
      'US-calibrated (SEER rates); no Australian recalibration exists.',
      ...(unknown.length > 0
        ? ['Unknown answers were scored at the lowest-risk level, as the NCI tool does.']
        : []),
      ...listRaceNotes(p.ethnicity, 'the Breast Cancer Risk Assessment Tool', 'White / other'),
    ],
    missing: unknown.map(labelInput),
  });
};
