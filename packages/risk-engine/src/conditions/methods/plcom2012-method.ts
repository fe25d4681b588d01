/**
 * PLCOm2012 (`calculatePlcom2012`) for lung cancer.
 */
import {
  PLCOM2012_INFO,
  type Plcom2012Education,
  type Plcom2012Race,
  calculatePlcom2012,
} from '../../models/plcom2012.js';
import type { EducationLevel, Ethnicity, RiskProfile } from '../../profile.js';
import { hasFamilyHistory } from '../derived-factors.js';
import type { RiskThresholds } from '../types.js';
import { listRaceNotes } from './method-helpers.js';
import { type Method, scoredPercent, skip } from './method-outcome.js';

/**
 * PLCOm2012 6-year risk: ≥ 1.51 % is the screening threshold of the International Lung Screen
 * Trial and the UK Targeted Lung Health Check; moderate from 1.0 % is an engine cut-off.
 */
export const PLCOM2012_THRESHOLDS: RiskThresholds = {
  high: 1.51,
  moderate: 1,
  source:
    'PLCOm2012 ≥ 1.51 % (International Lung Screen Trial threshold); moderate ≥ 1.0 % engine cut-off',
};

function mapPlcomRace(ethnicity: Ethnicity | undefined): Plcom2012Race {
  switch (ethnicity) {
    case 'black':
      return 'black';
    case 'hispanic':
      return 'hispanic';
    case 'east-asian':
    case 'southeast-asian':
    case 'south-asian':
    case 'asian':
      return 'asian';
    case 'pacific-islander':
    case 'maori':
      return 'native-hawaiian-pacific-islander';
    case 'native-american':
      return 'american-indian-alaska-native';
    default:
      return 'white';
  }
}

const EDUCATION_CODES: Readonly<Record<EducationLevel, Plcom2012Education>> = {
  'less-than-high-school': 1,
  'high-school': 2,
  'post-high-school-training': 3,
  'some-college': 4,
  'college-graduate': 5,
  postgraduate: 6,
};

function hasCopd(profile: RiskProfile): boolean | null {
  if (profile.existingConditions === undefined) return null;
  return profile.existingConditions.includes('copd');
}

export const runPlcom2012: Method = (p, d) => {
  const r = calculatePlcom2012({
    age: p.age ?? null,
    race: mapPlcomRace(p.ethnicity),
    education: p.educationLevel === undefined ? null : EDUCATION_CODES[p.educationLevel],
    bmi: d.bmi,
    copd: hasCopd(p),
    personalCancerHistory: p.personalCancerHistory ?? null,
    familyHistoryLungCancer: hasFamilyHistory(p, 'lung-cancer'),
    smokingStatus: p.smokingStatus ?? null,
    cigarettesPerDay: p.cigarettesPerDay ?? null,
    smokingDurationYears: p.yearsSmoked ?? null,
    yearsSinceQuitting: p.smokingStatus === 'current' ? 0 : (p.yearsSinceQuitting ?? null),
  });
  if (!r.applicable) return skip(PLCOM2012_INFO, r);
  return scoredPercent(PLCOM2012_INFO, 'B', r.value.sixYearRisk, PLCOM2012_THRESHOLDS, r.steps, {
    notes: [
      "US-derived model for ever-smokers. Australia's screening program uses its own eligibility rule (age 50–70, ≥ 30 pack-years, current or quit ≤ 10 years), not this model.",
      ...listRaceNotes(p.ethnicity, 'PLCOm2012', 'reference (White)'),
    ],
  });
};
