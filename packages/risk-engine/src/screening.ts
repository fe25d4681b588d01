/**
 * Screening recommendations (3-results-and-plans.md §4 and §9 "Screening"), tied to Australia's
 * national screening programs where one applies.
 *
 * Rules: recommendations only for moderate or high risk; high is urgent, moderate standard;
 * sorted urgent first, then by disease name. Frequencies: Type 2 Diabetes every 3 years
 * (moderate) / annually (high); Hypertension every 6 months / every 3 months; any other disease
 * every 2 years / annually.
 */
import {
  type ConditionId,
  findConditionIdByName,
  getConditionName,
  isConditionId,
} from './conditions/condition-names.js';
import { hasSymptom } from './conditions/derived-factors.js';
import { calculateNlcspEligibility } from './models/nlcsp.js';
import type { RiskProfile } from './profile.js';

export type ScreeningPriority = 'urgent' | 'standard';

/** A risk score as screening reads it: disease name (or id) and level in any letter case. */
export type ScreeningRiskInput = { condition: string; riskLevel: string };

export type NationalProgramName =
  | 'National Bowel Cancer Screening Program'
  | 'BreastScreen Australia'
  | 'National Cervical Screening Program'
  | 'National Lung Cancer Screening Program';

export type NationalProgram = {
  name: NationalProgramName;
  /** Who the program is for, in words. */
  rule: string;
  /** The program's own test interval. */
  interval: string;
  /** Whether the user meets the program's age/sex (and, for lung, smoking) rule; null when unknown. */
  eligible: boolean | null;
  /** What to do, in words. */
  action: string;
};

export type ScreeningRecommendation = {
  disease: string;
  conditionId: ConditionId | null;
  riskLevel: 'moderate' | 'high';
  priority: ScreeningPriority;
  tests: string[];
  frequency: string;
  program: NationalProgram | null;
};

const TESTS: Readonly<Record<ConditionId, readonly string[]>> = {
  'cardiovascular-disease': [
    'Heart Health Check with your GP',
    'Lipid profile',
    'Blood pressure check',
  ],
  'type-2-diabetes': ['Fasting blood glucose', 'HbA1c'],
  hypertension: ['Blood pressure check'],
  stroke: ['Blood pressure check', 'Pulse check for atrial fibrillation', 'Lipid profile'],
  'breast-cancer': ['Screening mammogram'],
  'colorectal-cancer': [
    'Immunochemical faecal occult blood test (iFOBT)',
    'Colonoscopy if your GP advises',
  ],
  'lung-cancer': ['Low-dose CT scan'],
  'prostate-cancer': ['PSA blood test (discuss benefits and harms with your GP)'],
  depression: ['Mental health check with your GP (PHQ-9)'],
  'anxiety-disorders': ['Mental health check with your GP (GAD-7)'],
  'alzheimers-disease': ['Cognitive assessment with your GP'],
  osteoporosis: ['Bone density scan (DXA)'],
  'chronic-kidney-disease': [
    'Kidney Health Check (eGFR blood test, urine albumin-creatinine ratio, blood pressure)',
  ],
  'liver-disease': ['Liver function tests', 'Liver ultrasound or elastography if your GP advises'],
  copd: ['Spirometry'],
  asthma: ['Spirometry'],
  'rheumatoid-arthritis': ['Joint examination', 'Rheumatoid factor and anti-CCP blood tests'],
  osteoarthritis: ['Joint examination with your GP'],
  'thyroid-disease': ['TSH blood test'],
  'atrial-fibrillation': ['Pulse check', 'ECG'],
  'deep-vein-thrombosis': [
    'Clot-risk review with your GP before surgery, long travel or hormone therapy',
  ],
  'peripheral-artery-disease': ['Ankle-brachial index'],
  'heart-failure': ['BNP blood test', 'Echocardiogram if your GP advises'],
  'metabolic-syndrome': [
    'Waist measurement',
    'Fasting lipids',
    'Fasting blood glucose',
    'Blood pressure check',
  ],
  'sleep-apnea': ['Sleep study'],
  gout: ['Serum uric acid'],
  'inflammatory-bowel-disease': ['Faecal calprotectin if you have bowel symptoms'],
  'celiac-disease': ['Coeliac serology (tTG-IgA) while eating gluten'],
  'skin-cancer': ['Skin check'],
  'pancreatic-cancer': ['Review with your GP (no population screening test exists)'],
  'ovarian-cancer': ['Review with your GP (no effective screening test exists; know the symptoms)'],
  'cervical-cancer': ['Cervical Screening Test (HPV test)'],
  'endometrial-cancer': ['Review with your GP; report any abnormal bleeding'],
  'bladder-cancer': ['Urine test for blood'],
  'kidney-cancer': ['Urine test for blood', 'Review with your GP'],
};

const DEFAULT_TESTS = ['Review with your GP'];

/** The spec's frequency per risk level. */
export function getScreeningFrequency(disease: string, riskLevel: 'moderate' | 'high'): string {
  const id = isConditionId(disease) ? disease : findConditionIdByName(disease);
  if (id === 'type-2-diabetes') return riskLevel === 'high' ? 'Annually' : 'Every 3 years';
  if (id === 'hypertension') return riskLevel === 'high' ? 'Every 3 months' : 'Every 6 months';
  return riskLevel === 'high' ? 'Annually' : 'Every 2 years';
}

function isInRange(age: number | undefined, min: number, max: number): boolean | null {
  return age === undefined ? null : age >= min && age <= max;
}

/** The national program tied to a disease, with the user's eligibility. */
export function findNationalProgram(
  id: ConditionId | null,
  profile: RiskProfile,
): NationalProgram | null {
  const age = profile.age;
  switch (id) {
    case 'colorectal-cancer':
      return {
        name: 'National Bowel Cancer Screening Program',
        rule: 'Ages 45–74 without symptoms; free iFOBT kit every 2 years (mailed from 50; 45–49 request the first kit)',
        interval: 'Every 2 years',
        eligible: isInRange(age, 45, 74),
        action: 'Do the free home test kit; ages 45–49 can request one on 1800 627 701.',
      };
    case 'breast-cancer': {
      const sexOk = profile.sex === undefined ? null : profile.sex === 'female';
      const ageOk = isInRange(age, 50, 74);
      return {
        name: 'BreastScreen Australia',
        rule: 'Women aged 50–74 are invited for a free mammogram every 2 years (40–49 and 75+ may attend)',
        interval: 'Every 2 years',
        eligible:
          sexOk === false || ageOk === false
            ? false
            : sexOk === null || ageOk === null
              ? null
              : true,
        action: 'Book a free mammogram with BreastScreen Australia on 13 20 50.',
      };
    }
    case 'cervical-cancer': {
      const sexOk = profile.sex === undefined ? null : profile.sex === 'female';
      const ageOk = isInRange(age, 25, 74);
      return {
        name: 'National Cervical Screening Program',
        rule: 'Women and people with a cervix aged 25–74: Cervical Screening Test every 5 years',
        interval: 'Every 5 years',
        eligible:
          sexOk === false || ageOk === false
            ? false
            : sexOk === null || ageOk === null
              ? null
              : true,
        action: 'Book a Cervical Screening Test with your GP (self-collection may be offered).',
      };
    }
    case 'lung-cancer': {
      const r = calculateNlcspEligibility({
        age: age ?? null,
        smokingStatus: profile.smokingStatus ?? null,
        yearsSinceQuitting:
          profile.smokingStatus === 'current' ? 0 : (profile.yearsSinceQuitting ?? null),
        cigarettesPerDay: profile.cigarettesPerDay ?? null,
        yearsSmoked: profile.yearsSmoked ?? null,
        hasLungSymptoms:
          hasSymptom(profile, 'coughing-blood') || hasSymptom(profile, 'persistent-cough'),
      });
      return {
        name: 'National Lung Cancer Screening Program',
        rule: 'Ages 50–70 without symptoms, smoking now or quit within 10 years, at least 30 pack-years: low-dose CT every 2 years',
        interval: 'Every 2 years',
        eligible: r.applicable ? r.value.eligible : null,
        action: 'Ask your GP to check your eligibility (helpline 1800 654 301).',
      };
    }
    default:
      return null;
  }
}

/** Options: `profile` for program eligibility; `onlyDiseases` limits to selected diseases (non-premium users). */
export type ScreeningOptions = { profile?: RiskProfile; onlyDiseases?: readonly string[] };

/** Builds screening recommendations from risk scores, following the spec's rules exactly. */
export function buildScreeningRecommendations(
  risks: readonly ScreeningRiskInput[],
  options: ScreeningOptions = {},
): ScreeningRecommendation[] {
  const only =
    options.onlyDiseases === undefined
      ? null
      : new Set(options.onlyDiseases.map((d) => d.toLowerCase()));
  const profile = options.profile ?? {};
  const out: ScreeningRecommendation[] = [];
  for (const risk of risks) {
    const level = risk.riskLevel.toLowerCase();
    if (level !== 'moderate' && level !== 'high') continue;
    const id = isConditionId(risk.condition)
      ? risk.condition
      : (findConditionIdByName(risk.condition) ?? null);
    const disease = id === null ? risk.condition : getConditionName(id);
    if (only !== null && !only.has(disease.toLowerCase()) && !(id !== null && only.has(id)))
      continue;
    out.push({
      disease,
      conditionId: id,
      riskLevel: level,
      priority: level === 'high' ? 'urgent' : 'standard',
      tests: [...(id === null ? DEFAULT_TESTS : TESTS[id])],
      frequency: getScreeningFrequency(disease, level),
      program: findNationalProgram(id, profile),
    });
  }
  return out.sort((a, b) => {
    if (a.priority !== b.priority) return a.priority === 'urgent' ? -1 : 1;
    return a.disease.localeCompare(b.disease, 'en');
  });
}
