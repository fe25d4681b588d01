/**
 * The screening rulebook: every test HealthScreen suggests with an interval, by the Australian
 * national screening programs and the RACGP Red Book (9th ed.), each row with its source
 * ({@link RULE_SOURCES}). A test without a published interval is not a row: it is suggested with
 * {@link NO_SET_INTERVAL} instead (see `screening.ts`).
 */
import type { ConditionId } from '../conditions/condition-names.js';
import { RULE_SOURCES, type RuleSource, type RuleSourceId } from './sources.js';

export type ScreeningRuleId =
  | 'bowel-ifobt'
  | 'breast-mammogram'
  | 'cervical-hpv'
  | 'lung-ldct'
  | 'blood-pressure'
  | 'absolute-cvd-risk'
  | 'diabetes-risk-ausdrisk'
  | 'diabetes-blood-test'
  | 'kidney-health-check'
  | 'prostate-psa';

export type ScreeningInterval = {
  /** The interval as shown, e.g. "Every 2 years". */
  text: string;
  /** Shortest and longest gap in months (equal for a fixed interval). */
  minMonths: number;
  maxMonths: number;
};

export type ScreeningRule = {
  id: ScreeningRuleId;
  test: string;
  /** The results this test follows up. */
  conditionIds: readonly ConditionId[];
  sex: 'any' | 'female' | 'male';
  minAge: number;
  /** Inclusive; null for no upper age. */
  maxAge: number | null;
  /** Who the rule is for beyond age and sex, in words. */
  criteria: string;
  interval: ScreeningInterval;
  sourceId: RuleSourceId;
};

const every = (years: number): ScreeningInterval => ({
  text: `Every ${years} years`,
  minMonths: years * 12,
  maxMonths: years * 12,
});

/** What a suggested test without a published interval shows instead of one. */
export const NO_SET_INTERVAL = 'No set interval: ask your GP';

export const SCREENING_RULES: readonly ScreeningRule[] = [
  {
    id: 'bowel-ifobt',
    test: 'Immunochemical faecal occult blood test (iFOBT)',
    conditionIds: ['colorectal-cancer'],
    sex: 'any',
    minAge: 45,
    maxAge: 74,
    criteria: 'No bowel symptoms; free kit mailed from 50, ages 45–49 can ask for their first kit',
    interval: every(2),
    sourceId: 'nbcsp',
  },
  {
    id: 'breast-mammogram',
    test: 'Screening mammogram',
    conditionIds: ['breast-cancer'],
    sex: 'female',
    minAge: 50,
    maxAge: 74,
    criteria: 'Women 50–74 are invited; women 40–49 and 75 and over may also attend',
    interval: every(2),
    sourceId: 'breastScreen',
  },
  {
    id: 'cervical-hpv',
    test: 'Cervical Screening Test (HPV test)',
    conditionIds: ['cervical-cancer'],
    sex: 'female',
    minAge: 25,
    maxAge: 74,
    criteria: 'Women and people with a cervix who have ever been sexually active',
    interval: every(5),
    sourceId: 'ncsp',
  },
  {
    id: 'lung-ldct',
    test: 'Low-dose CT scan',
    conditionIds: ['lung-cancer'],
    sex: 'any',
    minAge: 50,
    maxAge: 70,
    criteria:
      'No symptoms of lung cancer; smoking now or quit within the past 10 years; at least 30 pack-years',
    interval: every(2),
    sourceId: 'nlcsp',
  },
  {
    id: 'blood-pressure',
    test: 'Blood pressure check',
    conditionIds: [
      'hypertension',
      'stroke',
      'cardiovascular-disease',
      'metabolic-syndrome',
      'heart-failure',
    ],
    sex: 'any',
    minAge: 18,
    maxAge: null,
    criteria: 'All adults',
    interval: { text: 'At least every 2 years', minMonths: 0, maxMonths: 24 },
    sourceId: 'redBookBloodPressure',
  },
  {
    id: 'absolute-cvd-risk',
    test: 'Heart Health Check with your GP (absolute cardiovascular risk, with cholesterol and blood pressure)',
    conditionIds: ['cardiovascular-disease', 'stroke', 'peripheral-artery-disease'],
    sex: 'any',
    minAge: 45,
    maxAge: null,
    criteria:
      'Adults over 45 (over 35 for Aboriginal and Torres Strait Islander people) not known to have heart or blood vessel disease',
    interval: { text: 'At least every 2 years', minMonths: 0, maxMonths: 24 },
    sourceId: 'redBookAbsoluteCvdRisk',
  },
  {
    id: 'diabetes-risk-ausdrisk',
    test: 'Diabetes risk assessment (AUSDRISK)',
    conditionIds: ['type-2-diabetes'],
    sex: 'any',
    minAge: 40,
    maxAge: null,
    criteria: 'Adults 40 and over (18 and over for Aboriginal and Torres Strait Islander people)',
    interval: every(3),
    sourceId: 'redBookDiabetes',
  },
  {
    id: 'diabetes-blood-test',
    test: 'Fasting blood glucose or HbA1c',
    conditionIds: ['type-2-diabetes'],
    sex: 'any',
    minAge: 40,
    maxAge: null,
    criteria:
      'High risk: an AUSDRISK score of 12 or more, or aged 40 and over and overweight, or a past heart attack or stroke',
    interval: every(3),
    sourceId: 'redBookDiabetes',
  },
  {
    id: 'kidney-health-check',
    test: 'Kidney Health Check (eGFR blood test, urine albumin-creatinine ratio, blood pressure)',
    conditionIds: ['chronic-kidney-disease'],
    sex: 'any',
    minAge: 18,
    maxAge: null,
    criteria:
      'High risk: smoking, BMI over 30, diabetes, high blood pressure, heart or blood vessel disease, family history of kidney failure, or Aboriginal or Torres Strait Islander and over 30',
    interval: {
      text: 'Every 1–2 years (every year with high blood pressure or diabetes)',
      minMonths: 12,
      maxMonths: 24,
    },
    sourceId: 'redBookKidney',
  },
  {
    id: 'prostate-psa',
    test: 'PSA blood test (discuss benefits and harms with your GP)',
    conditionIds: ['prostate-cancer'],
    sex: 'male',
    minAge: 50,
    maxAge: 69,
    criteria:
      'Men at average risk who choose regular testing after talking about benefits and harms with their GP (from 40–45 with a family history)',
    interval: every(2),
    sourceId: 'psaGuidelines',
  },
];

/** One rule by id. */
export function getScreeningRule(id: ScreeningRuleId): ScreeningRule {
  const rule = SCREENING_RULES.find((r) => r.id === id);
  if (!rule) throw new Error(`Unknown screening rule ${id}`);
  return rule;
}

/** The source of a rule, with name, URL and section. */
export function getRuleSource(rule: Pick<ScreeningRule, 'sourceId'>): RuleSource {
  return RULE_SOURCES[rule.sourceId];
}

/** Every interval text the rulebook can show (with {@link NO_SET_INTERVAL}). */
export const SCREENING_INTERVAL_TEXTS: readonly string[] = [
  ...new Set([...SCREENING_RULES.map((r) => r.interval.text), NO_SET_INTERVAL]),
];
