/**
 * Screening recommendations (3-results-and-plans.md §4 and §9 "Screening"), read from the
 * rulebook (`rulebook/screening-rules.ts`): the Australian national screening programs and the
 * RACGP Red Book, each test with its published interval and source.
 *
 * Rules: recommendations only for moderate or high risk; high is urgent, moderate standard;
 * sorted urgent first, then by disease name. A result's tests are the rulebook rows for its
 * condition that fit the person's age and sex (and, for lung, the program's smoking rule), with
 * the row's interval; tests without a published interval are suggested with "No set interval: ask
 * your GP". (Deliberate deviation from the spec's fixed frequencies — annually for any high result
 * — which had no source; docs/ARCHITECTURE.md.)
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
import {
  getRuleSource,
  getScreeningRule,
  NO_SET_INTERVAL,
  SCREENING_RULES,
  type ScreeningRule,
  type ScreeningRuleId,
} from './rulebook/screening-rules.js';

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
  /** The rulebook intervals of its tests, or "No set interval: ask your GP". */
  frequency: string;
  program: NationalProgram | null;
  /** The published sources of the intervals (rulebook rows used). */
  sources: { name: string; url: string }[];
};

/**
 * Tests without a published screening interval, suggested as "see your GP" follow-ups (no
 * interval is shown for them). Conditions with rulebook rows get those rows' tests first.
 */
const UNTIMED_TESTS: Readonly<Record<ConditionId, readonly string[]>> = {
  'cardiovascular-disease': [],
  'type-2-diabetes': [],
  hypertension: [],
  stroke: ['Pulse check for atrial fibrillation'],
  'breast-cancer': [],
  'colorectal-cancer': ['Colonoscopy if your GP advises'],
  'lung-cancer': [],
  'prostate-cancer': [],
  depression: ['Mental health check with your GP (PHQ-9)'],
  'anxiety-disorders': ['Mental health check with your GP (GAD-7)'],
  'alzheimers-disease': ['Memory and thinking check with your GP if you or others notice changes'],
  osteoporosis: ['Bone health check with your GP (bone density scan if your GP advises)'],
  'chronic-kidney-disease': [],
  'liver-disease': ['Liver function tests if your GP advises'],
  copd: ['Spirometry if you have breathlessness or a lasting cough'],
  asthma: ['Spirometry if you have wheeze or breathlessness'],
  'rheumatoid-arthritis': ['Joint examination with your GP if your joints are painful or swollen'],
  osteoarthritis: ['Joint examination with your GP'],
  'thyroid-disease': ['TSH blood test if you have symptoms'],
  'atrial-fibrillation': ['Pulse check with your GP'],
  'deep-vein-thrombosis': [
    'Clot-risk review with your GP before surgery, long travel or hormone therapy',
  ],
  'peripheral-artery-disease': ['Ankle-brachial index if your GP advises'],
  'heart-failure': ['Review with your GP if you are breathless or have swollen ankles'],
  'metabolic-syndrome': ['Waist measurement', 'Fasting lipids and blood glucose'],
  'sleep-apnea': ['Sleep study if your GP advises'],
  gout: ['Serum uric acid if your GP advises'],
  'inflammatory-bowel-disease': ['Faecal calprotectin if you have bowel symptoms'],
  'celiac-disease': ['Coeliac serology (tTG-IgA) while eating gluten, if your GP advises'],
  'skin-cancer': ['Skin check with your GP'],
  'pancreatic-cancer': ['Review with your GP (no population screening test exists)'],
  'ovarian-cancer': ['Review with your GP (no effective screening test exists; know the symptoms)'],
  'cervical-cancer': [],
  'endometrial-cancer': ['Review with your GP; report any abnormal bleeding'],
  'bladder-cancer': ['Review with your GP; report any blood in your urine (no screening program)'],
  'kidney-cancer': ['Review with your GP; report any blood in your urine (no screening program)'],
};

const DEFAULT_TESTS = ['Review with your GP'];

function isInRange(age: number | undefined, min: number, max: number | null): boolean | null {
  return age === undefined ? null : age >= min && (max === null || age <= max);
}

function both(a: boolean | null, b: boolean | null): boolean | null {
  return a === false || b === false ? false : a === null || b === null ? null : true;
}

function isLungProgramEligible(profile: RiskProfile): boolean | null {
  const r = calculateNlcspEligibility({
    age: profile.age ?? null,
    smokingStatus: profile.smokingStatus ?? null,
    yearsSinceQuitting:
      profile.smokingStatus === 'current' ? 0 : (profile.yearsSinceQuitting ?? null),
    cigarettesPerDay: profile.cigarettesPerDay ?? null,
    yearsSmoked: profile.yearsSmoked ?? null,
    hasLungSymptoms:
      hasSymptom(profile, 'coughing-blood') || hasSymptom(profile, 'persistent-cough'),
  });
  return r.applicable ? r.value.eligible : null;
}

/**
 * Whether a rulebook row fits the person: false outside its sex or age range (or, for lung, the
 * program's smoking and symptom rule), null when an answer it needs is missing. Risk criteria
 * written in words (e.g. "AUSDRISK 12 or more") are shown with the test for the GP to confirm.
 */
export function isRuleApplicable(rule: ScreeningRule, profile: RiskProfile): boolean | null {
  const sexOk =
    rule.sex === 'any' ? true : profile.sex === undefined ? null : profile.sex === rule.sex;
  const ageOk = isInRange(profile.age, rule.minAge, rule.maxAge);
  if (rule.id === 'lung-ldct') return both(both(sexOk, ageOk), isLungProgramEligible(profile));
  return both(sexOk, ageOk);
}

/** The rulebook rows for a condition that fit the person (true or unknown), in rulebook order. */
export function findApplicableRules(id: ConditionId | null, profile: RiskProfile): ScreeningRule[] {
  if (id === null) return [];
  return SCREENING_RULES.filter(
    (rule) => rule.conditionIds.includes(id) && isRuleApplicable(rule, profile) !== false,
  );
}

/** How often: the applicable rows' intervals (rulebook texts), or "No set interval: ask your GP". */
export function getScreeningFrequency(disease: string, profile: RiskProfile = {}): string {
  const id = isConditionId(disease) ? disease : (findConditionIdByName(disease) ?? null);
  const intervals = [...new Set(findApplicableRules(id, profile).map((r) => r.interval.text))];
  return intervals.length === 0 ? NO_SET_INTERVAL : intervals.join('; ');
}

const PROGRAMS: Partial<
  Record<ConditionId, { name: NationalProgramName; ruleId: ScreeningRuleId; action: string }>
> = {
  'colorectal-cancer': {
    name: 'National Bowel Cancer Screening Program',
    ruleId: 'bowel-ifobt',
    action: 'Do the free home test kit; ages 45–49 can request one on 1800 627 701.',
  },
  'breast-cancer': {
    name: 'BreastScreen Australia',
    ruleId: 'breast-mammogram',
    action: 'Book a free mammogram with BreastScreen Australia on 13 20 50.',
  },
  'cervical-cancer': {
    name: 'National Cervical Screening Program',
    ruleId: 'cervical-hpv',
    action: 'Book a Cervical Screening Test with your GP (self-collection may be offered).',
  },
  'lung-cancer': {
    name: 'National Lung Cancer Screening Program',
    ruleId: 'lung-ldct',
    action: 'Ask your GP to check your eligibility (helpline 1800 654 301).',
  },
};

function describeRule(rule: ScreeningRule): string {
  const sex = rule.sex === 'female' ? 'Women' : rule.sex === 'male' ? 'Men' : 'People';
  const ages = rule.maxAge === null ? `${rule.minAge} and over` : `${rule.minAge}–${rule.maxAge}`;
  return `${sex} aged ${ages} (${rule.criteria}): ${rule.test}, ${rule.interval.text.toLowerCase()}`;
}

/** The national program tied to a disease, with the user's eligibility (from the rulebook). */
export function findNationalProgram(
  id: ConditionId | null,
  profile: RiskProfile,
): NationalProgram | null {
  const program = id === null ? undefined : PROGRAMS[id];
  if (!program) return null;
  const rule = getScreeningRule(program.ruleId);
  return {
    name: program.name,
    rule: describeRule(rule),
    interval: rule.interval.text,
    eligible: isRuleApplicable(rule, profile),
    action: program.action,
  };
}

function listTests(id: ConditionId | null, rules: readonly ScreeningRule[]): string[] {
  const tests = [...rules.map((r) => r.test), ...(id === null ? [] : UNTIMED_TESTS[id])];
  return tests.length === 0 ? [...DEFAULT_TESTS] : tests;
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
    const rules = findApplicableRules(id, profile);
    const intervals = [...new Set(rules.map((r) => r.interval.text))];
    out.push({
      disease,
      conditionId: id,
      riskLevel: level,
      priority: level === 'high' ? 'urgent' : 'standard',
      tests: listTests(id, rules),
      frequency: intervals.length === 0 ? NO_SET_INTERVAL : intervals.join('; '),
      program: findNationalProgram(id, profile),
      sources: [...new Map(rules.map((r) => [r.sourceId, getRuleSource(r)])).values()].map(
        ({ name, url }) => ({ name, url }),
      ),
    });
  }
  return out.sort((a, b) => {
    if (a.priority !== b.priority) return a.priority === 'urgent' ? -1 : 1;
    return a.disease.localeCompare(b.disease, 'en');
  });
}

/** A frequency or interval inside a sentence: "Every 2 years" → "every 2 years" ("GP" kept). */
export function toInlineFrequency(frequency: string): string {
  return `${frequency.charAt(0).toLowerCase()}${frequency.slice(1)}`;
}
