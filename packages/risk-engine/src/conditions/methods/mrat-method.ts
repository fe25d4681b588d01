/**
 * NCI Melanoma Risk Assessment Tool (`calculateMrat`) for skin cancer (melanoma).
 */
import { MRAT_INFO, calculateMrat } from '../../models/mrat.js';
import type { Ethnicity } from '../../profile.js';
import type { RiskThresholds } from '../types.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

/**
 * MRAT 5-year risk: engine cut-offs (the NCI tool gives the absolute risk alone and publishes no
 * categories). In the tool's own rates the average 5-year risk (SEER incidence, southern US
 * region) is at most 0.47 % at any age 20–70 (men at 70; women at most 0.19 %), so a risk of
 * 0.5 % or more is above the average of any age and sex; 1 % is twice that.
 */
export const MRAT_THRESHOLDS: RiskThresholds = {
  high: 1,
  moderate: 0.5,
  source:
    'Engine cut-offs for 5-year melanoma risk (high ≥ 1 %, moderate ≥ 0.5 %, above the US average of any age 20–70 in the tool’s rates); the NCI tool publishes no categories',
};

/**
 * The tool's race question: 'white' counts as non-Hispanic white (the profile has Hispanic as its
 * own group); any other known ethnicity is outside the tool's population. Unknown stays unknown.
 */
function mratRace(ethnicity: Ethnicity | undefined): 'non-hispanic-white' | 'other' | undefined {
  if (ethnicity === undefined) return undefined;
  return ethnicity === 'white' ? 'non-hispanic-white' : 'other';
}

/** The note on every MRAT result: US baseline, Australian incidence, who the tool is for. */
export const MRAT_NOTE =
  'Baseline is US melanoma incidence (SEER, the southern US, the highest-UV region the tool has) and US mortality. Melanoma is much more common in Australia, so for someone living here this estimate is likely an underestimate. The tool applies to people with a light skin (it was built for non-Hispanic white adults aged 20–70) who have never had melanoma.';

export const runMrat: Method = (p) => {
  const r = calculateMrat({
    sex: p.sex ?? null,
    race: mratRace(p.ethnicity),
    age: p.age ?? null,
    // HealthScreen's users are Australian: the tool's highest-UV region is the closest it has.
    region: 'south',
    complexion: p.complexion ?? null,
    smallMolesOnBack: p.smallMolesOnBack ?? null,
    frecklingOnBack: p.frecklingOnBack ?? null,
    tan: p.tanAfterRepeatedSun ?? null,
    blisteringSunburn: p.blisteringSunburn ?? null,
    largeMolesOnBack: p.largeMolesOnBack ?? null,
    severeSolarDamage: p.severeShoulderSunDamage ?? null,
  });
  if (!r.applicable) return skip(MRAT_INFO, r);
  return scoredPercent(MRAT_INFO, 'B', r.value.fiveYearRisk, MRAT_THRESHOLDS, r.steps, {
    keyFactors: [
      `Your answers about skin, moles and freckles multiply the risk of someone with the lowest-risk answers by ${r.value.relativeRisk.toFixed(1)}`,
    ],
    notes: [
      MRAT_NOTE,
      ...(p.ethnicity === undefined
        ? [
            'Ethnicity not given: the Melanoma Risk Assessment Tool is for non-Hispanic white people, and the estimate assumes that.',
          ]
        : []),
    ],
  });
};
