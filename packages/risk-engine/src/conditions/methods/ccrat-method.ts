/**
 * NCI Colorectal Cancer Risk Assessment Tool (`calculateCcrat`) for colorectal (bowel) cancer.
 */
import {
  CCRAT_INFO,
  type CcratRace,
  type CcratScreening,
  calculateCcrat,
} from '../../models/ccrat.js';
import type { Ethnicity, RiskProfile } from '../../profile.js';
import { hasFamilyHistory } from '../derived-factors.js';
import type { RiskThresholds } from '../types.js';
import { labelInput } from './input-labels.js';
import { listRaceNotes } from './method-helpers.js';
import { type Method, scoredPercent, skip, toPercent } from './method-outcome.js';

/**
 * CCRAT 5-year risk: engine cut-offs (the NCI tool compares with the average person of the same
 * age and publishes no categories). 1 % is about twice the average 5-year risk at 55–60 in its
 * rates; 2 % is where a person's risk matches an average 80-year-old's.
 */
export const CCRAT_THRESHOLDS: RiskThresholds = {
  high: 2,
  moderate: 1,
  source:
    'Engine cut-offs for 5-year colorectal cancer risk (high ≥ 2 %, moderate ≥ 1 %); the NCI tool publishes no categories',
};

function mapCcratRace(ethnicity: Ethnicity | undefined): CcratRace {
  switch (ethnicity) {
    case 'black':
      return 'black';
    case 'hispanic':
      return 'hispanic';
    case 'east-asian':
    case 'southeast-asian':
    case 'south-asian':
    case 'asian':
    case 'pacific-islander':
      // The NCI tool groups Native Hawaiians and Pacific Islanders with Asian Americans.
      return 'asian';
    default:
      return 'white';
  }
}

function screening(p: RiskProfile): CcratScreening {
  if (p.bowelScopeLast10Years === false) return 'none';
  if (p.bowelScopeLast10Years !== true) return 'unknown';
  if (p.bowelPolypLast10Years === true) return 'polyp';
  return p.bowelPolypLast10Years === false ? 'negative' : 'unknown';
}

/** Periods in the last 2 years, or female hormones then; null when not known. */
export function estrogenLast2Years(p: RiskProfile): boolean | null {
  if (p.femaleHormonesLast2Years === true) return true;
  if (p.menopauseStatus === 'pre' || p.menopauseStatus === 'peri') return true;
  if (p.menopauseStatus !== 'post' || p.femaleHormonesLast2Years !== false) return null;
  if (p.ageAtMenopause === undefined || p.age === undefined) return null;
  return p.age - p.ageAtMenopause < 2;
}

function relatives(p: RiskProfile): number | null {
  if (p.colorectalCancerFirstDegreeRelatives !== undefined) {
    return p.colorectalCancerFirstDegreeRelatives;
  }
  const any = hasFamilyHistory(p, 'colorectal-cancer');
  // "Yes, but I don't know how many" counts as one relative in the NCI tool.
  return any === null ? null : any ? 1 : 0;
}

function smoking(p: RiskProfile): { cigarettes: number | null; years: number | null } {
  if (p.smokingStatus === 'never') return { cigarettes: 0, years: 0 };
  if (p.smokingStatus === undefined) return { cigarettes: null, years: null };
  return { cigarettes: p.cigarettesPerDay ?? null, years: p.yearsSmoked ?? null };
}

const IBD_REASON =
  'The Colorectal Cancer Risk Assessment Tool is not for people with inflammatory bowel disease (ulcerative colitis or Crohn disease); their bowel screening follows a specialist plan.';

export const runCcrat: Method = (p, d) => {
  if (p.existingConditions?.includes('inflammatory-bowel-disease') === true) {
    return { kind: 'skipped', modelName: CCRAT_INFO.name, reason: IBD_REASON, missing: [] };
  }
  const smoked = smoking(p);
  const rels = relatives(p);
  const r = calculateCcrat({
    sex: p.sex ?? null,
    race: mapCcratRace(p.ethnicity),
    age: p.age ?? null,
    bmi: d.bmi,
    screening: screening(p),
    firstDegreeRelatives: rels,
    vigorousHoursPerWeek: p.vigorousActivityHoursPerWeek ?? null,
    vegetableServingsPerWeek: p.vegetableServesPerWeek ?? null,
    regularAspirin: p.regularAspirin ?? null,
    regularNonAspirinNsaid: p.regularNonAspirinNsaid ?? null,
    cigarettesPerDay: smoked.cigarettes,
    yearsSmoked: smoked.years,
    estrogenLast2Years: estrogenLast2Years(p),
  });
  if (!r.applicable) return skip(CCRAT_INFO, r);
  const v = r.value;
  const unknown: string[] = [];
  if (p.bowelScopeLast10Years === undefined) unknown.push('bowelScopeLast10Years');
  else if (p.bowelScopeLast10Years && p.bowelPolypLast10Years === undefined) {
    unknown.push('bowelPolypLast10Years');
  }
  if (rels === null) unknown.push('colorectalCancerFirstDegreeRelatives');
  return scoredPercent(CCRAT_INFO, 'B', v.fiveYearRisk, CCRAT_THRESHOLDS, r.steps, {
    keyFactors: [
      `10-year risk: ${toPercent(v.tenYearRisk)} %; lifetime risk to age 90: ${toPercent(v.lifetimeRisk)} % (average person of the same age: ${toPercent(v.averageLifetimeRisk)} %)`,
      `5-year risk of an average person of the same age: ${toPercent(v.averageFiveYearRisk)} %`,
    ],
    notes: [
      'US-calibrated (SEER incidence and US mortality rates); no Australian recalibration exists. Not for people with a bowel-cancer gene syndrome (FAP, Lynch syndrome).',
      ...(unknown.length > 0
        ? [
            'Unknown colonoscopy answers use the model’s own "don’t know" category; unknown relatives count as none, as the NCI tool does.',
          ]
        : []),
      ...listRaceNotes(p.ethnicity, 'the Colorectal Cancer Risk Assessment Tool', 'White'),
    ],
    missing: unknown.map(labelInput),
  });
};
