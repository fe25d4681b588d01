/**
 * Adapters from `RiskProfile` onto each published model's input (the paper's units), and from the
 * model's value onto a condition result. A method either scores or is skipped with a reason and
 * the missing profile inputs; skipped methods never guess.
 */
import { calculateAusdrisk } from '../models/ausdrisk.js';
import { calculateFindrisc } from '../models/findrisc.js';
import { calculateFramingham2008, calculateFramingham2008Bmi } from '../models/framingham-2008.js';
import { type GailRace, calculateGail } from '../models/gail.js';
import type { CalculationStep, ModelInfo, ModelResult } from '../models/model-result.js';
import { calculateNlcspEligibility } from '../models/nlcsp.js';
import {
  type Plcom2012Education,
  type Plcom2012Race,
  calculatePlcom2012,
} from '../models/plcom2012.js';
import { type PooledCohortRace, calculatePooledCohort } from '../models/pooled-cohort.js';
import { calculatePrevent } from '../models/prevent.js';
import { CAIDE_INFO, calculateCaide } from '../models/caide.js';
import { CHARGE_AF_INFO, calculateChargeAf } from '../models/charge-af.js';
import { GAD2_INFO, calculateGad2 } from '../models/gad2.js';
import { PHQ2_INFO, calculatePhq2 } from '../models/phq2.js';
import { STOP_BANG_INFO, calculateStopBang } from '../models/stop-bang.js';
import { calculateOst } from '../models/ost.js';
import { AUSDRISK_INFO } from '../models/ausdrisk.js';
import { FINDRISC_INFO } from '../models/findrisc.js';
import { FRAMINGHAM_2008_BMI_INFO, FRAMINGHAM_2008_INFO } from '../models/framingham-2008.js';
import { GAIL_INFO } from '../models/gail.js';
import { PLCOM2012_INFO } from '../models/plcom2012.js';
import { POOLED_COHORT_INFO } from '../models/pooled-cohort.js';
import { PREVENT_INFO } from '../models/prevent.js';
import type { EducationLevel, Ethnicity, RiskProfile } from '../profile.js';
import { convertCholesterolToMgDl } from '../units.js';
import type { ConditionId } from './condition-names.js';
import {
  type DerivedFactors,
  hasFamilyHistory,
  hasRiskFactor,
  hasSymptom,
} from './derived-factors.js';
import {
  METABOLIC_SYNDROME_DEFINITION,
  countMetabolicSyndromeCriteria,
} from './metabolic-syndrome.js';
import { toModelReference } from './model-reference.js';
import type { EvidenceTier, ModelReference, RiskThresholds, ScoreUnit } from './types.js';

export type ScoredMethod = {
  kind: 'scored';
  tier: EvidenceTier;
  model: ModelReference;
  score: number;
  scoreUnit: ScoreUnit;
  scoreRange: readonly [number, number];
  thresholds: RiskThresholds;
  keyFactors: string[];
  steps: CalculationStep[];
  notes: string[];
  missing: string[];
};

export type SkippedMethod = {
  kind: 'skipped';
  modelName: string;
  reason: string;
  /** Read only: may be shared between assessments. */
  missing: readonly string[];
};

export type MethodOutcome = ScoredMethod | SkippedMethod;

export type Method = (profile: RiskProfile, derived: DerivedFactors) => MethodOutcome;

/** Profile-level names for model input keys, used in `missingData`. */
const INPUT_LABELS: Readonly<Record<string, string>> = {
  age: 'Age',
  sex: 'Biological sex',
  race: 'Ethnicity',
  totalCholesterolMmolL: 'Total cholesterol',
  totalCholesterolMgDl: 'Total cholesterol',
  hdlCholesterolMmolL: 'HDL cholesterol',
  hdlCholesterolMgDl: 'HDL cholesterol',
  systolicBp: 'Systolic blood pressure',
  diastolicBp: 'Diastolic blood pressure',
  bmi: 'Height and weight (BMI)',
  egfr: 'eGFR (kidney function)',
  diabetes: 'Diabetes status (diagnosis, fasting glucose or HbA1c)',
  currentSmoker: 'Smoking status',
  dailySmoker: 'Smoking status',
  smokingStatus: 'Smoking status',
  onBpTreatment: 'Blood-pressure medication',
  onBpMedication: 'Blood-pressure medication',
  everTakenBpMedication: 'Blood-pressure medication',
  onStatin: 'Statin use',
  waistCm: 'Waist circumference',
  aboriginalTorresStraitIslanderPacificIslanderOrMaori:
    'Aboriginal, Torres Strait Islander, Pacific Islander or Māori descent',
  bornInAsiaMiddleEastNorthAfricaOrSouthernEurope: 'Region of birth',
  asianOrAboriginalTorresStraitIslanderDescent: 'Ethnicity',
  parentOrSiblingWithDiabetes: 'Family history',
  familyDiabetes: 'Family history',
  everHighBloodGlucose: 'History of high blood glucose',
  eatsVegetablesOrFruitEveryDay: 'Daily fruit or vegetables',
  eatsVegetablesFruitOrBerriesEveryDay: 'Daily fruit or vegetables',
  activeAtLeast150MinutesPerWeek: 'Exercise minutes per week',
  activeAtLeast30MinutesDaily: 'Exercise minutes per week',
  education: 'Education level',
  copd: 'COPD history',
  personalCancerHistory: 'Cancer history',
  familyHistoryLungCancer: 'Family history',
  cigarettesPerDay: 'Cigarettes per day',
  smokingDurationYears: 'Years smoked',
  yearsSmoked: 'Years smoked',
  yearsSinceQuitting: 'Years since quitting',
  numberOfBiopsies: 'Number of breast biopsies',
  atypicalHyperplasia: 'Atypical hyperplasia',
  ageAtMenarche: 'Age at first period',
  ageAtFirstLiveBirth: 'Age at first live birth',
  firstDegreeRelativesWithBreastCancer: 'Relatives with breast cancer',
  hasLungSymptoms: 'Symptoms',
  white: 'Ethnicity',
  heightCm: 'Height',
  weightKg: 'Weight',
  heartFailure: 'Existing conditions',
  myocardialInfarction: 'Previous heart attack',
  educationYears: 'Years of education',
  physicallyActive: 'Exercise minutes per week',
  littleInterestOrPleasure: 'PHQ-2 question: little interest or pleasure',
  feelingDownDepressedOrHopeless: 'PHQ-2 question: feeling down, depressed or hopeless',
  feelingNervousAnxiousOrOnEdge: 'GAD-2 question: feeling nervous, anxious or on edge',
  unableToStopOrControlWorrying: 'GAD-2 question: not able to stop or control worrying',
  loudSnoring: 'Loud snoring',
  tiredDuringDay: 'Daytime tiredness',
  observedApnoea: 'Observed stopped breathing during sleep',
  highBloodPressure: 'Blood pressure',
  neckCircumferenceCm: 'Neck circumference',
};

/** Labels by key, including the ones made from unlisted keys (a Map: the key changes per call). */
const INPUT_LABEL_CACHE = new Map(Object.entries(INPUT_LABELS));

function labelInput(key: string): string {
  let label = INPUT_LABEL_CACHE.get(key);
  if (label === undefined) {
    label = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    INPUT_LABEL_CACHE.set(key, label);
  }
  return label;
}

/** The profile-level labels of model input keys, each label once, in first-seen order. */
function labelInputs(keys: readonly string[]): string[] {
  const labels: string[] = [];
  for (const key of keys) {
    const label = labelInput(key);
    if (!labels.includes(label)) labels.push(label);
  }
  return labels;
}

/**
 * The labelled inputs of recent skips, by reason. A model gives the same reason string object for
 * the same missing inputs (see `notApplicableMissing`), so the labels are found again with one
 * lookup; the keys are compared too, so a reuse is always exact. Only reasons that name missing
 * inputs are kept, and the store is emptied if it ever grows large.
 */
const SKIP_LABELS = new Map<string, { keys: readonly string[]; labels: readonly string[] }>();

function haveSameItems(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function labelMissingInputs(reason: string, keys: readonly string[]): readonly string[] {
  if (keys.length === 0) return [];
  const kept = SKIP_LABELS.get(reason);
  if (kept !== undefined && haveSameItems(kept.keys, keys)) return kept.labels;
  const labels = labelInputs(keys);
  if (SKIP_LABELS.size >= 1000) SKIP_LABELS.clear();
  SKIP_LABELS.set(reason, { keys: keys.slice(), labels });
  return labels;
}

function skip(
  info: { name: string },
  result: Extract<ModelResult<unknown>, { applicable: false }>,
): SkippedMethod {
  return {
    kind: 'skipped',
    modelName: info.name,
    reason: result.reason,
    missing: labelMissingInputs(result.reason, result.missing ?? []),
  };
}

/** Rounds a fraction to a percentage with 2 decimals. */
export function toPercent(fraction: number): number {
  return Math.round(fraction * 10000) / 100;
}

function scoredPercent(
  info: ModelInfo,
  tier: EvidenceTier,
  fraction: number,
  thresholds: RiskThresholds,
  steps: CalculationStep[],
  extra: { keyFactors?: string[]; notes?: string[]; missing?: string[] } = {},
): ScoredMethod {
  const score = toPercent(fraction);
  return {
    kind: 'scored',
    tier,
    model: toModelReference(info),
    score,
    scoreUnit: 'percent',
    scoreRange: [0, 100],
    thresholds,
    keyFactors: extra.keyFactors ?? [],
    steps: [...steps, { step: `${info.horizonYears ?? ''}-year risk (%)`.trim(), value: score }],
    notes: extra.notes ?? [],
    missing: extra.missing ?? [],
  };
}

const US_MODEL_NOTE =
  'US-derived model, not recalibrated for Australia. The Australian guideline calculator (AusCVDRisk, cvdcheck.org.au) uses a 5-year horizon.';

/** Spec wizard rule for the cardiovascular estimate: high at 20 % or more, moderate at 10 % or more. */
export const CVD_THRESHOLDS: RiskThresholds = {
  high: 20,
  moderate: 10,
  source: '2-assessment.md §9 wizard cardiovascular estimate (high ≥ 20 %, moderate ≥ 10 %)',
};

/**
 * 10-year heart-failure risk: PREVENT publishes no categories. Engine cut-offs at half of the
 * total-CVD cut-offs (in PREVENT's worked example HF risk is about half of total CVD risk).
 */
export const HEART_FAILURE_THRESHOLDS: RiskThresholds = {
  high: 10,
  moderate: 5,
  source:
    "Engine cut-offs: half the spec's cardiovascular cut-offs (PREVENT publishes no HF categories)",
};

/**
 * Gail 5-year risk: ≥ 1.67 % is the NSABP P-1 "elevated risk" eligibility (Fisher B et al., JNCI
 * 1998); ≥ 3 % is where USPSTF 2019 finds risk-reducing medication more likely to benefit.
 */
export const GAIL_THRESHOLDS: RiskThresholds = {
  high: 3,
  moderate: 1.67,
  source: 'NSABP P-1 (5-year ≥ 1.67 %, Fisher 1998) and USPSTF 2019 (≥ 3 %)',
};

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

export const AUSDRISK_THRESHOLDS: RiskThresholds = {
  high: 12,
  moderate: 6,
  source:
    'AUSDRISK bands: 6–11 intermediate, 12 or more high (Baker Institute / Queensland Health form)',
};

export const FINDRISC_THRESHOLDS: RiskThresholds = {
  high: 15,
  moderate: 12,
  source: 'FINDRISC bands: 12–14 moderate, 15 or more high (Lindström & Tuomilehto 2003 form)',
};

export const METABOLIC_SYNDROME_THRESHOLDS: RiskThresholds = {
  high: 3,
  moderate: 2,
  source:
    'Harmonised definition: 3 of 5 criteria = metabolic syndrome (Alberti 2009); 2 of 5 moderate (engine)',
};

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function mapPooledCohortRace(ethnicity: Ethnicity | undefined): PooledCohortRace {
  return ethnicity === 'black' ? 'african-american' : ethnicity === 'white' ? 'white' : 'other';
}

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

function raceNote(ethnicity: Ethnicity | undefined, model: string, used: string): string[] {
  if (ethnicity === undefined) return [`Ethnicity not given: ${model} used its ${used} equations.`];
  return [];
}

function hasCopd(profile: RiskProfile): boolean | null {
  if (profile.existingConditions === undefined) return null;
  return profile.existingConditions.includes('copd');
}

// ---- Cardiovascular disease and heart failure ----

const preventInput = (p: RiskProfile, d: DerivedFactors) => ({
  sex: p.sex ?? null,
  age: p.age ?? null,
  totalCholesterolMmolL: p.totalCholesterolMmolL ?? null,
  hdlCholesterolMmolL: p.hdlCholesterolMmolL ?? null,
  systolicBp: p.systolicBp ?? null,
  bmi: d.bmi,
  egfr: p.egfr ?? null,
  diabetes: d.diabetes,
  currentSmoker: d.currentSmoker,
  onBpTreatment: p.onBpTreatment ?? null,
  onStatin: p.onStatin ?? null,
});

/**
 * PREVENT's one calculation gives both total-CVD and heart-failure risk, and both conditions use
 * it: the result for the latest profile object is kept and reused. The engine passes each
 * assessment a freshly normalised profile object, so a kept result is never reused for another.
 */
let lastPrevent:
  | { profile: RiskProfile; derived: DerivedFactors; result: ReturnType<typeof calculatePrevent> }
  | undefined;

function calculatePreventOnce(
  p: RiskProfile,
  d: DerivedFactors,
): ReturnType<typeof calculatePrevent> {
  if (lastPrevent !== undefined && lastPrevent.profile === p && lastPrevent.derived === d) {
    const r = lastPrevent.result;
    // Each condition result gets its own step objects.
    return r.applicable ? { ...r, steps: r.steps.map((s) => ({ ...s })) } : r;
  }
  const result = calculatePrevent(preventInput(p, d));
  lastPrevent = { profile: p, derived: d, result };
  return result;
}

const runPreventCvd: Method = (p, d) => {
  const r = calculatePreventOnce(p, d);
  if (!r.applicable) return skip(PREVENT_INFO, r);
  return scoredPercent(PREVENT_INFO, 'B', r.value.totalCvd, CVD_THRESHOLDS, r.steps, {
    notes: [
      US_MODEL_NOTE,
      `PREVENT also estimates 10-year ASCVD risk ${toPercent(r.value.ascvd)} % and heart-failure risk ${toPercent(r.value.heartFailure)} %.`,
    ],
  });
};

const runPreventHeartFailure: Method = (p, d) => {
  const r = calculatePreventOnce(p, d);
  if (!r.applicable) return skip(PREVENT_INFO, r);
  return scoredPercent(PREVENT_INFO, 'B', r.value.heartFailure, HEART_FAILURE_THRESHOLDS, r.steps, {
    notes: ['US-derived model, not recalibrated for Australia.'],
  });
};

const runPooledCohort: Method = (p, d) => {
  const tc = p.totalCholesterolMmolL;
  const hdl = p.hdlCholesterolMmolL;
  const r = calculatePooledCohort({
    sex: p.sex ?? null,
    race: mapPooledCohortRace(p.ethnicity),
    age: p.age ?? null,
    totalCholesterolMgDl: isNumber(tc) ? convertCholesterolToMgDl(tc) : null,
    hdlCholesterolMgDl: isNumber(hdl) ? convertCholesterolToMgDl(hdl) : null,
    systolicBp: p.systolicBp ?? null,
    onBpTreatment: p.onBpTreatment ?? null,
    currentSmoker: d.currentSmoker,
    diabetes: d.diabetes,
  });
  if (!r.applicable) return skip(POOLED_COHORT_INFO, r);
  return scoredPercent(POOLED_COHORT_INFO, 'B', r.value.tenYearRisk, CVD_THRESHOLDS, r.steps, {
    notes: [US_MODEL_NOTE, ...raceNote(p.ethnicity, 'the Pooled Cohort Equations', 'white')],
  });
};

const runFraminghamLab: Method = (p, d) => {
  const tc = p.totalCholesterolMmolL;
  const hdl = p.hdlCholesterolMmolL;
  const r = calculateFramingham2008({
    sex: p.sex ?? null,
    age: p.age ?? null,
    totalCholesterolMgDl: isNumber(tc) ? convertCholesterolToMgDl(tc) : null,
    hdlCholesterolMgDl: isNumber(hdl) ? convertCholesterolToMgDl(hdl) : null,
    systolicBp: p.systolicBp ?? null,
    onBpTreatment: p.onBpTreatment ?? null,
    currentSmoker: d.currentSmoker,
    diabetes: d.diabetes,
  });
  if (!r.applicable) return skip(FRAMINGHAM_2008_INFO, r);
  return scoredPercent(FRAMINGHAM_2008_INFO, 'B', r.value.tenYearRisk, CVD_THRESHOLDS, r.steps, {
    notes: [US_MODEL_NOTE],
  });
};

const runFraminghamBmi: Method = (p, d) => {
  const r = calculateFramingham2008Bmi({
    sex: p.sex ?? null,
    age: p.age ?? null,
    bmi: d.bmi,
    systolicBp: p.systolicBp ?? null,
    onBpTreatment: p.onBpTreatment ?? null,
    currentSmoker: d.currentSmoker,
    diabetes: d.diabetes,
  });
  if (!r.applicable) return skip(FRAMINGHAM_2008_BMI_INFO, r);
  return scoredPercent(
    FRAMINGHAM_2008_BMI_INFO,
    'B',
    r.value.tenYearRisk,
    CVD_THRESHOLDS,
    r.steps,
    {
      notes: [
        US_MODEL_NOTE,
        'Office version (BMI instead of cholesterol): add cholesterol results for the laboratory models.',
      ],
    },
  );
};

// ---- Type 2 diabetes ----

const ASIAN_OR_FIRST_NATIONS: readonly Ethnicity[] = [
  'east-asian',
  'southeast-asian',
  'south-asian',
  'asian',
  'aboriginal-torres-strait-islander',
];
const AUSDRISK_DESCENT: readonly Ethnicity[] = [
  'aboriginal-torres-strait-islander',
  'pacific-islander',
  'maori',
];
const AUSDRISK_BIRTH_REGIONS = ['asia', 'middle-east', 'north-africa', 'southern-europe'];

function everHighGlucose(p: RiskProfile): boolean | null {
  if (p.highBloodGlucoseHistory === true || p.gestationalDiabetesHistory === true) return true;
  if (p.highBloodGlucoseHistory === undefined && p.gestationalDiabetesHistory === undefined)
    return null;
  return false;
}

/** Asked as its own question; never inferred from other answers (unknown stays missing). */
function eatsFruitOrVegetablesDaily(p: RiskProfile): boolean | null {
  return p.eatsFruitOrVegetablesDaily ?? null;
}

const runAusdrisk: Method = (p, d) => {
  const descent =
    p.firstNationsOrPacificDescent ??
    (p.ethnicity === undefined ? null : AUSDRISK_DESCENT.includes(p.ethnicity));
  const r = calculateAusdrisk({
    age: p.age ?? null,
    sex: p.sex ?? null,
    aboriginalTorresStraitIslanderPacificIslanderOrMaori: descent,
    bornInAsiaMiddleEastNorthAfricaOrSouthernEurope:
      p.birthRegion === undefined ? null : AUSDRISK_BIRTH_REGIONS.includes(p.birthRegion),
    parentOrSiblingWithDiabetes: hasFamilyHistory(p, 'diabetes'),
    everHighBloodGlucose: everHighGlucose(p),
    onBpMedication: p.onBpTreatment ?? null,
    dailySmoker: d.currentSmoker,
    eatsVegetablesOrFruitEveryDay: eatsFruitOrVegetablesDaily(p),
    activeAtLeast150MinutesPerWeek: d.lowActivity === null ? null : !d.lowActivity,
    waistCm: p.waistCm ?? null,
    asianOrAboriginalTorresStraitIslanderDescent:
      p.ethnicity === undefined ? null : ASIAN_OR_FIRST_NATIONS.includes(p.ethnicity),
  });
  if (!r.applicable) return skip(AUSDRISK_INFO, r);
  const { points, band, fiveYearRiskOneIn } = r.value;
  return {
    kind: 'scored',
    tier: 'A',
    model: toModelReference(AUSDRISK_INFO),
    score: points,
    scoreUnit: 'points',
    scoreRange: [0, 38],
    thresholds: AUSDRISK_THRESHOLDS,
    keyFactors: [
      `AUSDRISK ${points} points (${band}): about 1 in ${fiveYearRiskOneIn} people with this score develop diabetes within 5 years`,
    ],
    steps: r.steps,
    notes: ['Current smoking is taken as daily smoking for AUSDRISK question 8.'],
    missing: [],
  };
};

const runFindrisc: Method = (p, d) => {
  const family = hasFamilyHistory(p, 'diabetes');
  const r = calculateFindrisc({
    age: p.age ?? null,
    sex: p.sex ?? null,
    bmi: d.bmi,
    waistCm: p.waistCm ?? null,
    activeAtLeast30MinutesDaily: isNumber(p.exerciseMinutesPerWeek)
      ? p.exerciseMinutesPerWeek >= 210
      : null,
    eatsVegetablesFruitOrBerriesEveryDay: eatsFruitOrVegetablesDaily(p),
    everTakenBpMedication: p.onBpTreatment ?? null,
    everHighBloodGlucose: everHighGlucose(p),
    familyDiabetes: family === null ? null : family ? 'first-degree' : 'none',
  });
  if (!r.applicable) return skip(FINDRISC_INFO, r);
  const { points, band, tenYearRiskOneIn } = r.value;
  return {
    kind: 'scored',
    tier: 'B',
    model: toModelReference(FINDRISC_INFO),
    score: points,
    scoreUnit: 'points',
    scoreRange: [0, 26],
    thresholds: FINDRISC_THRESHOLDS,
    keyFactors: [
      `FINDRISC ${points} points (${band}): about 1 in ${tenYearRiskOneIn} develop diabetes within 10 years`,
    ],
    steps: r.steps,
    notes: [
      'FINDRISC was used because an AUSDRISK answer was missing. "30 minutes daily" is taken as 210 minutes a week; second-degree relatives are not collected.',
    ],
    missing: [],
  };
};

// ---- Breast cancer ----

const runGail: Method = (p) => {
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
      ...raceNote(p.ethnicity, 'the Breast Cancer Risk Assessment Tool', 'White / other'),
    ],
    missing: unknown.map(labelInput),
  });
};

// ---- Lung cancer ----

/** NLCSP eligibility as a key factor line (tier D rule, shown alongside the model). */
function describeNlcsp(p: RiskProfile): { line: string | null; steps: CalculationStep[] } {
  const r = calculateNlcspEligibility({
    age: p.age ?? null,
    smokingStatus: p.smokingStatus ?? null,
    yearsSinceQuitting: p.smokingStatus === 'current' ? 0 : (p.yearsSinceQuitting ?? null),
    cigarettesPerDay: p.cigarettesPerDay ?? null,
    yearsSmoked: p.yearsSmoked ?? null,
    hasLungSymptoms: hasSymptom(p, 'coughing-blood') || hasSymptom(p, 'persistent-cough'),
  });
  if (!r.applicable) return { line: null, steps: [] };
  return {
    line: r.value.eligible
      ? 'Eligible for the National Lung Cancer Screening Program (low-dose CT every 2 years; see your GP)'
      : null,
    steps: [
      {
        step: 'National Lung Cancer Screening Program eligible',
        value: r.value.eligible ? 'yes' : 'no',
      },
    ],
  };
}

const runPlcom2012: Method = (p, d) => {
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
      ...raceNote(p.ethnicity, 'PLCOm2012', 'reference (White)'),
    ],
  });
};

// ---- Metabolic syndrome ----

const runMetabolicSyndrome: Method = (p, d) => {
  const c = countMetabolicSyndromeCriteria(p, d);
  // Decidable when the count already reaches 3, or when at most one criterion is unknown.
  if (c.met < 3 && c.unknown > 1) {
    return {
      kind: 'skipped',
      modelName: METABOLIC_SYNDROME_DEFINITION.name,
      reason: `${c.unknown} of the 5 metabolic syndrome criteria could not be checked (missing: ${c.missing.join(', ')}).`,
      missing: c.missing,
    };
  }
  return {
    kind: 'scored',
    tier: 'D',
    model: METABOLIC_SYNDROME_DEFINITION,
    score: c.met,
    scoreUnit: 'points',
    scoreRange: [0, 5],
    thresholds: METABOLIC_SYNDROME_THRESHOLDS,
    keyFactors: c.keyFactors,
    steps: c.steps,
    notes: ['A definition, not a prediction: it counts criteria met today.'],
    missing: c.missing,
  };
};

// ---- Atrial fibrillation ----

/** CHARGE-AF 5-year risk: engine cut-offs (the paper reports no categories). */
export const CHARGE_AF_THRESHOLDS: RiskThresholds = {
  high: 5,
  moderate: 2.5,
  source:
    'Engine cut-offs for 5-year AF risk (high ≥ 5 %, moderate ≥ 2.5 %); CHARGE-AF publishes no categories',
};

const runChargeAf: Method = (p, d) => {
  const r = calculateChargeAf({
    age: p.age ?? null,
    white: p.ethnicity === undefined ? null : p.ethnicity === 'white',
    heightCm: p.heightCm ?? null,
    weightKg: p.weightKg ?? null,
    systolicBp: p.systolicBp ?? null,
    diastolicBp: p.diastolicBp ?? null,
    currentSmoker: d.currentSmoker,
    onBpTreatment: p.onBpTreatment ?? null,
    diabetes: d.diabetes,
    heartFailure:
      p.existingConditions === undefined ? null : p.existingConditions.includes('heart-failure'),
    myocardialInfarction: p.previousHeartAttack ?? null,
  });
  if (!r.applicable) return skip(CHARGE_AF_INFO, r);
  return scoredPercent(CHARGE_AF_INFO, 'B', r.value.fiveYearRisk, CHARGE_AF_THRESHOLDS, r.steps, {
    keyFactors: r.value.aboveCalculatorDisplayLimit
      ? ['5-year risk above 26 % (the published calculator shows ">26%")']
      : [],
    notes: ['Derived in US and European cohorts; not recalibrated for Australia.'],
  });
};

// ---- Questionnaires and points models ----

function scoredPoints(
  info: ModelInfo,
  tier: EvidenceTier,
  points: number,
  max: number,
  thresholds: RiskThresholds,
  steps: CalculationStep[],
  extra: { keyFactors?: string[]; notes?: string[]; missing?: string[] } = {},
): ScoredMethod {
  return {
    kind: 'scored',
    tier,
    model: toModelReference(info, info.horizonYears === null ? 'screener' : 'model'),
    score: points,
    scoreUnit: 'points',
    scoreRange: [0, max],
    thresholds,
    keyFactors: extra.keyFactors ?? [],
    steps,
    notes: extra.notes ?? [],
    missing: extra.missing ?? [],
  };
}

export const PHQ2_THRESHOLDS: RiskThresholds = {
  high: 3,
  moderate: 2,
  source:
    'PHQ-2 cut-off 3 (Kroenke 2003); 2 as the sensitive cut-off (Arroll B et al., Ann Fam Med 2010)',
};

export const GAD2_THRESHOLDS: RiskThresholds = {
  high: 3,
  moderate: 2,
  source:
    'GAD-2 cut-off 3 (Kroenke 2007); 2 as the sensitive cut-off (Plummer F et al., Gen Hosp Psychiatry 2016)',
};

export const STOP_BANG_THRESHOLDS: RiskThresholds = {
  high: 5,
  moderate: 3,
  source: 'STOP-Bang: 0–2 low, 3–4 intermediate, 5–8 high (Chung 2008/2012)',
};

export const CAIDE_THRESHOLDS: RiskThresholds = {
  high: 10,
  moderate: 5,
  source: 'Spec "Dementia" thresholds 10/5 (2-assessment.md §9)',
};

const SCREENER_NOTE =
  'A screening questionnaire about the past 2 weeks, not a diagnosis or a probability.';

/** The screener note without the 2-week window (STOP-Bang asks about usual sleep). */
const STOP_BANG_NOTE = SCREENER_NOTE.replace(' about the past 2 weeks', '');

const runPhq2: Method = (p) => {
  const r = calculatePhq2({
    littleInterestOrPleasure: p.phq2LittleInterest ?? null,
    feelingDownDepressedOrHopeless: p.phq2FeelingDown ?? null,
  });
  if (!r.applicable) return skip(PHQ2_INFO, r);
  return scoredPoints(PHQ2_INFO, 'B', r.value.points, 6, PHQ2_THRESHOLDS, r.steps, {
    keyFactors: r.value.positive
      ? ['PHQ-2 positive screen (3 or more): talk to your GP about a full assessment']
      : [],
    notes: [SCREENER_NOTE],
  });
};

const runGad2: Method = (p) => {
  const r = calculateGad2({
    feelingNervousAnxiousOrOnEdge: p.gad2Nervous ?? null,
    unableToStopOrControlWorrying: p.gad2Worrying ?? null,
  });
  if (!r.applicable) return skip(GAD2_INFO, r);
  return scoredPoints(GAD2_INFO, 'B', r.value.points, 6, GAD2_THRESHOLDS, r.steps, {
    keyFactors: r.value.positive
      ? ['GAD-2 positive screen (3 or more): talk to your GP about a full assessment']
      : [],
    notes: [SCREENER_NOTE],
  });
};

const runStopBang: Method = (p, d) => {
  const r = calculateStopBang({
    loudSnoring: p.loudSnoring ?? null,
    tiredDuringDay: p.daytimeTiredness ?? null,
    observedApnoea: p.observedApnoea ?? null,
    highBloodPressure: d.hypertension,
    bmi: d.bmi,
    age: p.age ?? null,
    neckCircumferenceCm: p.neckCm ?? null,
    sex: p.sex ?? null,
  });
  if (!r.applicable) return skip(STOP_BANG_INFO, r);
  const v = r.value;
  const missing = v.missingItems.map(labelInput);
  // Too many unanswered items leave the band open: use the points score instead.
  if (v.band === null && v.missingItems.length > 2) {
    return {
      kind: 'skipped',
      modelName: STOP_BANG_INFO.name,
      reason: `${v.missingItems.length} of 8 items were not answered, so the STOP-Bang band could be anywhere from ${v.possibleBands.lowest} to ${v.possibleBands.highest}.`,
      missing,
    };
  }
  return scoredPoints(STOP_BANG_INFO, 'B', v.points, 8, STOP_BANG_THRESHOLDS, r.steps, {
    notes: [
      STOP_BANG_NOTE,
      ...(v.band === null
        ? [`Unanswered items could raise the band up to ${v.possibleBands.highest}.`]
        : []),
    ],
    missing,
  });
};

const runCaide: Method = (p, d) => {
  const r = calculateCaide({
    age: p.age ?? null,
    sex: p.sex ?? null,
    educationYears: p.educationYears ?? null,
    systolicBp: p.systolicBp ?? null,
    bmi: d.bmi,
    totalCholesterolMmolL: p.totalCholesterolMmolL ?? null,
    physicallyActive: isNumber(p.exerciseMinutesPerWeek) ? p.exerciseMinutesPerWeek >= 40 : null,
  });
  if (!r.applicable) return skip(CAIDE_INFO, r);
  return scoredPoints(CAIDE_INFO, 'B', r.value.points, 15, CAIDE_THRESHOLDS, r.steps, {
    notes: [
      'CAIDE predicts dementia about 20 years ahead from midlife (ages 39–64); derived in Finland. Reported as points because the score-to-risk table could not be verified.',
      '"Physically active" is taken as 40 or more exercise minutes a week (twice a week, 20–30 minutes).',
    ],
  });
};

/** Model methods per condition, tried in order before the tier C points score. */
export const MODEL_METHODS: Readonly<Partial<Record<ConditionId, readonly Method[]>>> = {
  'cardiovascular-disease': [runPreventCvd, runPooledCohort, runFraminghamLab, runFraminghamBmi],
  'heart-failure': [runPreventHeartFailure],
  'type-2-diabetes': [runAusdrisk, runFindrisc],
  'breast-cancer': [runGail],
  'lung-cancer': [runPlcom2012],
  'metabolic-syndrome': [runMetabolicSyndrome],
  'atrial-fibrillation': [runChargeAf],
  depression: [runPhq2],
  'anxiety-disorders': [runGad2],
  'sleep-apnea': [runStopBang],
  'alzheimers-disease': [runCaide],
};

// ---- Supporting tools (shown alongside the score, never setting it) ----

export type SupportingOutcome = { keyFactors: string[]; steps: CalculationStep[]; notes: string[] };

export type SupportingMethod = (
  profile: RiskProfile,
  derived: DerivedFactors,
) => SupportingOutcome | null;

const supportOst: SupportingMethod = (p) => {
  const r = calculateOst({ age: p.age ?? null, weightKg: p.weightKg ?? null, sex: p.sex ?? null });
  if (!r.applicable) return null;
  const v = r.value;
  const shown = Math.round(v.score * 10) / 10;
  return {
    keyFactors: v.screeningRecommended
      ? [
          `OST ${shown} is below the screening cut-off of ${v.cutOff} (${v.band} band): ask your GP about a bone density (DXA) scan`,
        ]
      : [],
    steps: r.steps.map((s) => ({ ...s, step: `OST: ${s.step}` })),
    notes: [
      'OST (Osteoporosis Self-assessment Tool) is shown with its published cut-off; it does not set the points score.',
    ],
  };
};

/**
 * The Australian program's eligibility, shown with whichever method scored lung cancer: PLCOm2012
 * covers ages 55–74 only, the program 50–70, so a 52-year-old eligible smoker scored by the points
 * fallback still sees it.
 */
const supportNlcsp: SupportingMethod = (p) => {
  const nlcsp = describeNlcsp(p);
  if (nlcsp.steps.length === 0) return null;
  return { keyFactors: nlcsp.line === null ? [] : [nlcsp.line], steps: nlcsp.steps, notes: [] };
};

export const SUPPORTING_METHODS: Readonly<
  Partial<Record<ConditionId, readonly SupportingMethod[]>>
> = {
  osteoporosis: [supportOst],
  'lung-cancer': [supportNlcsp],
};
