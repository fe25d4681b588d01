import { findConditionIdByName } from '@healthscreen/risk-engine';
import type {
  BreastDensity as ProfileBreastDensity,
  ConditionId,
  Ethnicity as ProfileEthnicity,
  FamilyHistoryItem,
  RiskFactorFlag,
  RiskProfile,
  Symptom,
} from '@healthscreen/risk-engine';

import { mapBowelCancerQuestionsToProfile } from './bowel-cancer-questions.js';
import { mapMelanomaQuestionsToProfile } from './melanoma-questions.js';
import { mapProstateQuestionsToProfile } from './prostate-questions.js';
import { mapBloodClotQuestionsToProfile } from './blood-clot-questions.js';
import { mapCheckUpQuestionsToProfile, mapYesNoUnknown } from './check-up-questions.js';
import type { EssentialForm, EssentialSkinType } from './essential-schema.js';
import { FLAG_GROUPS, listGroupFlagNames } from './flag-groups.js';
import {
  mapBirthAndBiopsies,
  mapDiabetesType,
  mapFractureAndAf,
  readCigarettesPerDay,
  type HistoryQuestions,
} from './history-questions.js';
import { mapLabResultsToProfile } from './lab-results.js';
import type { SurveyAnswers, SurveyEthnicity } from './survey-schema.js';
import {
  readWizardCheckUpQuestions,
  readWizardHistoryQuestions,
  type AlcoholConsumption,
  type PhysicalActivityLevel,
  type WizardCurrentCondition,
  type WizardDraft,
  type WizardEthnicity,
} from './wizard-schema.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type ProfileDraft = Mutable<RiskProfile> & {
  existingConditions?: ConditionId[];
  familyHistory?: FamilyHistoryItem[];
  symptoms?: Symptom[];
  riskFactors?: RiskFactorFlag[];
};

// ---------------------------------------------------------------------------------------------
// Shared value maps

const WIZARD_ETHNICITY_TO_PROFILE: Record<WizardEthnicity, ProfileEthnicity | undefined> = {
  'aboriginal-torres-strait-islander': 'aboriginal-torres-strait-islander',
  caucasian: 'white',
  'african-american': 'black',
  hispanic: 'hispanic',
  asian: 'asian',
  'native-american': 'native-american',
  other: 'other',
  'prefer-not-to-say': undefined,
};

const SURVEY_ETHNICITY_TO_PROFILE: Record<SurveyEthnicity, ProfileEthnicity | undefined> = {
  aboriginal_torres_strait_islander: 'aboriginal-torres-strait-islander',
  white: 'white',
  black_african_american: 'black',
  hispanic_latino: 'hispanic',
  east_asian: 'east-asian',
  southeast_asian: 'southeast-asian',
  south_asian: 'south-asian',
  west_asian: 'west-asian',
  native_american: 'native-american',
  pacific_islander: 'pacific-islander',
  african: 'black',
  caribbean: 'other',
  mixed_multiracial: 'mixed',
  other: 'other',
  prefer_not_to_say: undefined,
};

/**
 * Drinks per week assumed for the wizard's alcohol categories (10 g standard drinks):
 * light = up to 7 a week (4), moderate = 8–14 (11), heavy = more than 14 (21).
 */
export const WIZARD_ALCOHOL_DRINKS_PER_WEEK: Record<AlcoholConsumption, number> = {
  none: 0,
  light: 4,
  moderate: 11,
  heavy: 21,
};

/**
 * Minutes of moderate-or-vigorous activity per week assumed for the wizard's activity levels:
 * sedentary 0, lightly active 60, moderately active 150 (the WHO minimum), very active 300,
 * extremely active 450.
 */
export const WIZARD_ACTIVITY_MINUTES_PER_WEEK: Record<PhysicalActivityLevel, number> = {
  sedentary: 0,
  lightly_active: 60,
  moderately_active: 150,
  very_active: 300,
  extremely_active: 450,
};

/**
 * Fitzpatrick number of each skin-type answer (wizard, survey and essential form alike); legacy
 * `white` is type I, `fair` type II.
 */
const SKIN_TYPE_TO_FITZPATRICK: Record<EssentialSkinType, 1 | 2 | 3 | 4 | 5 | 6> = {
  type1: 1,
  type2: 2,
  type3: 3,
  type4: 4,
  type5: 5,
  type6: 6,
  white: 1,
  fair: 2,
};

const BREAST_DENSITY_TO_PROFILE: Record<string, ProfileBreastDensity | undefined> = {
  low: 'low',
  medium: 'medium',
  high: 'high',
  very_high: 'very-high',
};

/** What each wizard step-2 checkbox tells the engine. */
const WIZARD_CONDITION_EFFECTS: Record<
  WizardCurrentCondition,
  {
    existing?: ConditionId;
    set?: Partial<
      Pick<
        RiskProfile,
        | 'diabetes'
        | 'highCholesterol'
        | 'personalCancerHistory'
        | 'previousHeartAttack'
        | 'onBpTreatment'
      >
    >;
  }
> = {
  'Diabetes Type 1 or 2': { set: { diabetes: true } },
  // Treatment is not asked: unknown once hypertension is ticked (otherwise false, see below).
  'High Blood Pressure': { existing: 'hypertension', set: { onBpTreatment: undefined } },
  // A heart attack is not asked separately: unknown once heart disease is ticked.
  'Heart Disease': { existing: 'cardiovascular-disease', set: { previousHeartAttack: undefined } },
  'High Cholesterol': { set: { highCholesterol: true } },
  Asthma: { existing: 'asthma' },
  COPD: { existing: 'copd' },
  // 'Arthritis' does not say which kind (osteo- or rheumatoid), so it marks neither as existing.
  Arthritis: {},
  Osteoporosis: { existing: 'osteoporosis' },
  Depression: { existing: 'depression' },
  Anxiety: { existing: 'anxiety-disorders' },
  'Sleep Apnea': { existing: 'sleep-apnea' },
  'Kidney Disease': { existing: 'chronic-kidney-disease' },
  'Liver Disease': { existing: 'liver-disease' },
  'Thyroid Disease': { existing: 'thyroid-disease' },
  'Cancer (any type)': { set: { personalCancerHistory: true } },
  'Stroke/TIA': { existing: 'stroke' },
};

/** Survey / essential flags → engine items. */
const FLAT_FAMILY_HISTORY: Record<string, FamilyHistoryItem> = {
  familyHeartDisease: 'heart-disease',
  familyDiabetes: 'diabetes',
  familyStroke: 'stroke',
  familyAlzheimers: 'alzheimers',
  familyDepression: 'depression',
  familyBreastCancer: 'breast-cancer',
  familyOvarianCancer: 'ovarian-cancer',
  familyProstateCancer: 'prostate-cancer',
  familyColorectalCancer: 'colorectal-cancer',
  familyLungCancer: 'lung-cancer',
};

const FLAT_SYMPTOMS: Record<string, Symptom> = {
  shortnessOfBreath: 'shortness-of-breath',
  frequentUrination: 'frequent-urination',
  memoryProblems: 'memory-problems',
  unexplainedWeightLoss: 'unexplained-weight-loss',
  chronicCough: 'persistent-cough',
};

const FLAT_RISK_FACTORS: Record<string, RiskFactorFlag> = {
  manualLaborWork: 'manual-labour-work',
  poorPosture: 'poor-posture',
  sedentaryLifestyle: 'sedentary-work',
  previousBackInjury: 'previous-back-injury',
  jointInjuryHistory: 'joint-injury-history',
  repetitiveJointUse: 'repetitive-joint-use',
  asbestosExposure: 'asbestos-exposure',
  occupationalChemicalExposure: 'occupational-chemical-exposure',
  radiationExposure: 'radiation-exposure',
  pesticideExposure: 'pesticide-exposure',
  sunExposure: 'high-sun-exposure',
  tanningBedUse: 'tanning-bed-use',
  highRedMeatDiet: 'high-red-meat-diet',
  lowFiberDiet: 'low-fibre-diet',
  highSaltDiet: 'high-salt-diet',
  traumaExposure: 'trauma-exposure',
  childhoodTrauma: 'childhood-trauma',
  lackOfSocialSupport: 'lack-of-social-support',
  substanceAbuse: 'substance-abuse',
  chronicIllness: 'chronic-illness',
  headTrauma: 'head-trauma',
  lowEducationLevel: 'low-education-level',
};

const FLAT_WOMENS_RISK_FACTORS: Record<string, RiskFactorFlag> = {
  hormoneTherapyUse: 'hormone-therapy-use',
  brcaMutation: 'brca-mutation',
  hpvInfection: 'hpv-infection',
  papScreeningUpToDate: 'cervical-screening-up-to-date',
};

const FLAT_MENS_RISK_FACTORS: Record<string, RiskFactorFlag> = {
  undescendedTesticle: 'undescended-testicle',
};

/** Survey / essential medical flags that mark a condition as existing. */
const FLAT_EXISTING_CONDITIONS: Record<string, ConditionId> = {
  currentHypertension: 'hypertension',
  currentDepression: 'depression',
  previousStroke: 'stroke',
  sleepApnea: 'sleep-apnea',
  copd: 'copd',
  cirrhosis: 'liver-disease',
};

const WIZARD_FAMILY_HISTORY: Record<string, FamilyHistoryItem> = {
  heartDisease: 'heart-disease',
  diabetes: 'diabetes',
  stroke: 'stroke',
  hypertension: 'hypertension',
  alzheimers: 'alzheimers',
  osteoporosis: 'osteoporosis',
  lungCancer: 'lung-cancer',
  breastCancer: 'breast-cancer',
  colorectalCancer: 'colorectal-cancer',
  prostateCancer: 'prostate-cancer',
  skinCancer: 'skin-cancer',
  ovarianCancer: 'ovarian-cancer',
};

/** Words in the wizard's free-text 'other cancers' list that name an engine family item. */
const OTHER_CANCER_WORDS: [string, FamilyHistoryItem][] = [
  ['ovar', 'ovarian-cancer'],
  ['pancrea', 'pancreatic-cancer'],
  ['melanoma', 'skin-cancer'],
  ['skin', 'skin-cancer'],
  ['breast', 'breast-cancer'],
  ['bowel', 'colorectal-cancer'],
  ['colon', 'colorectal-cancer'],
  ['rect', 'colorectal-cancer'],
  ['prostate', 'prostate-cancer'],
  ['lung', 'lung-cancer'],
];

const WIZARD_SYMPTOMS: Record<string, Symptom> = {
  chestPain: 'chest-pain',
  shortnessOfBreath: 'shortness-of-breath',
  fatigue: 'fatigue',
  frequentUrination: 'frequent-urination',
  blurredVision: 'blurred-vision',
  unexplainedWeightLoss: 'unexplained-weight-loss',
  persistentCough: 'persistent-cough',
  memoryIssues: 'memory-problems',
};

const WIZARD_RISK_FACTORS: Record<string, RiskFactorFlag> = {
  environmentalExposure: 'environmental-exposure',
  sedentaryWork: 'sedentary-work',
  highStressJob: 'high-stress-job',
  shiftWork: 'shift-work',
};

// ---------------------------------------------------------------------------------------------
// Helpers

function positiveOrUndefined(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

function collectTrue<T>(source: Record<string, unknown>, map: Record<string, T>): T[] {
  return Object.entries(map)
    .filter(([key]) => source[key] === true)
    .map(([, item]) => item);
}

/** Sorted, de-duplicated copy, so equal answers give equal profiles whatever their order. */
function normaliseList<T extends string>(items: T[]): T[] {
  return [...new Set(items)].sort();
}

/**
 * Lists whose emptiness means "asked and none" to the engine (undefined means unknown). An empty
 * existing-conditions list matters: CHARGE-AF (heart failure) and PLCOm2012 (COPD) cannot run
 * when the engine does not know the user has neither.
 */
const LISTS_WITH_UNKNOWN_STATE = new Set(['familyHistory', 'riskFactors', 'existingConditions']);

/**
 * Drop undefined fields; sort and de-duplicate lists; drop an empty symptom list (the engine reads
 * a missing one as "none" too).
 */
function finaliseProfile(draft: ProfileDraft): RiskProfile {
  const profile: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0 && !LISTS_WITH_UNKNOWN_STATE.has(key)) continue;
      profile[key] = normaliseList(value as string[]);
    } else {
      profile[key] = value;
    }
  }
  return profile;
}

function mapConditionNames(names: readonly string[]): ConditionId[] {
  return names.flatMap((name) => {
    const id = findConditionIdByName(name);
    return id ? [id] : [];
  });
}

function mapFlatSmoking(answers: {
  smokingStatus?: string | undefined;
  cigarettesPerDay?: number | undefined;
  packsPerDay?: number | undefined;
  yearsSmoked?: number | undefined;
  yearsSinceQuitting?: number | undefined;
}): Pick<
  ProfileDraft,
  'smokingStatus' | 'cigarettesPerDay' | 'yearsSmoked' | 'yearsSinceQuitting'
> {
  const status = answers.smokingStatus;
  if (status !== 'never' && status !== 'former' && status !== 'current') return {};
  if (status === 'never') return { smokingStatus: status };
  return {
    smokingStatus: status,
    cigarettesPerDay: readCigarettesPerDay(answers),
    yearsSmoked: answers.yearsSmoked,
    yearsSinceQuitting: status === 'current' ? 0 : answers.yearsSinceQuitting,
  };
}

type FlatAnswers = SurveyAnswers | EssentialForm;

/** Medical answers besides the medical card's own flags (§3.4 "other fields the scoring reads"). */
const FLAT_MEDICAL_EXTRA_FLAGS = [
  'previousStroke',
  'takingBloodPressureMeds',
  'sleepApnea',
  'copd',
  'cirrhosis',
] as const;

const RISK_FACTOR_GROUPS = ['work', 'exposure', 'diet', 'mental'] as const;

/**
 * Whether a flag group was answered: any of its flags or its 'None' box ticked. A group left
 * blank, or with only 'Prefer not to say' ticked, is unknown.
 */
function isGroupAnswered(flags: Record<string, unknown>, names: readonly string[]): boolean {
  return names.some((name) => flags[name] === true);
}

function answeredNames(group: 'medical' | 'family' | (typeof RISK_FACTOR_GROUPS)[number]) {
  const definition: { flags: readonly string[]; none?: string } = FLAG_GROUPS[group];
  return definition.none ? [...definition.flags, definition.none] : definition.flags;
}

/** The list when its section was answered or it names something; undefined (unknown) otherwise. */
function listOrUnknown<T>(items: T[], answered: boolean): T[] | undefined {
  return answered || items.length > 0 ? items : undefined;
}

/** true when ticked; false when its section was answered; undefined when unknown. */
function toAnsweredFlag(ticked: boolean, answered: boolean): boolean | undefined {
  return ticked ? true : answered ? false : undefined;
}

/** The women's-health answers every variant stores under the same names. */
type WomensHealthAnswers = HistoryQuestions & {
  ageAtFirstPeriod?: number | 'prefer_not_to_say' | undefined;
  numberOfPregnancies?: number | '11+' | 'prefer_not_to_say' | undefined;
  menopauseStatus?: string | undefined;
  ageAtMenopause?: number | undefined;
  breastDensity?: string | undefined;
};

/**
 * Women's health (read only for women): first period, pregnancies ('11+' → 11, 0 → nulliparous),
 * menopause, breast density, and Gail's first live birth ('none' → nulliparous) and biopsies.
 */
function mapWomensHealth(answers: WomensHealthAnswers): ProfileDraft {
  const period = answers.ageAtFirstPeriod;
  const pregnancies = answers.numberOfPregnancies;
  const status = answers.menopauseStatus;
  return {
    ageAtMenarche: typeof period === 'number' ? period : undefined,
    numberOfPregnancies:
      typeof pregnancies === 'number' ? pregnancies : pregnancies === '11+' ? 11 : undefined,
    nulliparous: pregnancies === 0 ? true : undefined,
    menopauseStatus:
      status === 'pre' || status === 'peri' || status === 'post' ? status : undefined,
    ageAtMenopause: answers.ageAtMenopause,
    breastDensity: answers.breastDensity
      ? BREAST_DENSITY_TO_PROFILE[answers.breastDensity]
      : undefined,
    // a first-birth answer says whether there was a live birth (pregnancies may not)
    ...mapBirthAndBiopsies(answers),
  };
}

/**
 * Issue 31's medical-history answers: the kind of diabetes (may turn the diabetes answer into a
 * gestational history), a previous fracture, and atrial fibrillation (an existing condition).
 */
function applyHistoryQuestions(
  draft: ProfileDraft,
  answers: HistoryQuestions,
  sex: string | undefined,
): void {
  Object.assign(draft, mapDiabetesType(answers.diabetesType, draft.diabetes, sex));
  const { previousFragilityFracture, atrialFibrillation } = mapFractureAndAf(answers);
  if (previousFragilityFracture !== undefined) {
    draft.previousFragilityFracture = previousFragilityFracture;
  }
  if (atrialFibrillation) {
    draft.existingConditions = [...(draft.existingConditions ?? []), 'atrial-fibrillation'];
  }
}

/** The parts the survey and the essential form share (same field names, same meaning). */
function mapFlatAnswers(answers: FlatAnswers): ProfileDraft {
  const flags = answers as unknown as Record<string, unknown>;
  const sex =
    answers.biologicalSex === 'male' || answers.biologicalSex === 'female'
      ? answers.biologicalSex
      : undefined;
  const ethnicity = answers.ethnicity ? SURVEY_ETHNICITY_TO_PROFILE[answers.ethnicity] : undefined;
  const medicalAnswered = isGroupAnswered(flags, [
    ...answeredNames('medical'),
    ...FLAT_MEDICAL_EXTRA_FLAGS,
  ]);
  const familyAnswered = isGroupAnswered(flags, answeredNames('family'));
  const sexFlags = [
    ...(sex === 'female' ? listGroupFlagNames('womensHealth') : []),
    ...(sex === 'male' ? listGroupFlagNames('mensHealth') : []),
  ];
  const riskFactorsAnswered = isGroupAnswered(flags, [
    ...RISK_FACTOR_GROUPS.flatMap(answeredNames),
    ...sexFlags,
  ]);
  const draft: ProfileDraft = {
    age: positiveOrUndefined(answers.age),
    sex,
    ethnicity,
    firstNationsOrPacificDescent: answers.ethnicity === 'pacific_islander' ? true : undefined,
    heightCm: positiveOrUndefined(answers.heightCm),
    weightKg: positiveOrUndefined(answers.weightKg),
    waistCm: positiveOrUndefined(answers.waistCircumferenceCm),
    ...mapFlatSmoking(answers),
    alcoholDrinksPerWeek: answers.alcoholDrinksPerWeek,
    exerciseMinutesPerWeek: answers.weeklyExerciseMinutes,
    dietQuality: answers.dietQuality,
    sleepHoursPerNight: answers.sleepHoursPerNight,
    stressLevel: answers.stressLevel,
    phq2LittleInterest: answers.littleInterest,
    phq2FeelingDown: answers.feelingDown,
    onBpTreatment: answers.takingBloodPressureMeds
      ? true
      : medicalAnswered && !answers.currentHypertension
        ? false
        : undefined,
    diabetes: toAnsweredFlag(answers.currentDiabetes, medicalAnswered),
    // The wizard does not ask it, and "no" does not answer AUSDRISK's broader "ever high blood
    // glucose", so only a "yes" is passed on.
    gestationalDiabetesHistory:
      sex === 'female' && answers.gestationalDiabetesHistory ? true : undefined,
    previousHeartAttack: toAnsweredFlag(answers.previousHeartAttack, medicalAnswered),
    highCholesterol: toAnsweredFlag(answers.dyslipidemia, medicalAnswered),
    // known (possibly empty) once the medical-history section was answered, else only what was named
    existingConditions: listOrUnknown(
      [
        ...collectTrue(flags, FLAT_EXISTING_CONDITIONS),
        ...mapConditionNames(answers.additionalMedicalConditions),
      ],
      medicalAnswered,
    ),
    familyHistory: familyAnswered ? collectTrue(flags, FLAT_FAMILY_HISTORY) : undefined,
    skinType: answers.skinType ? SKIN_TYPE_TO_FITZPATRICK[answers.skinType] : undefined,
    numberOfMoles: answers.numberOfMoles,
    // The check-up numbers (the survey's are absent until one is given) and the optional
    // questions of issue 15; "I don't know" and unanswered give undefined.
    ...(answers.labResults ? mapLabResultsToProfile(answers.labResults) : {}),
    ...mapCheckUpQuestionsToProfile(
      answers,
      toAnsweredFlag(answers.currentDiabetes, medicalAnswered),
    ),
    // The NCI Colorectal Cancer Risk Assessment Tool's questions (issue 33).
    ...mapBowelCancerQuestionsToProfile(answers, sex),
    // The NCI Melanoma Risk Assessment Tool's questions (issue 33).
    ...mapMelanomaQuestionsToProfile(answers, sex),
    // The PCPT Risk Calculator 2.0's questions (issue 33), men only.
    ...mapProstateQuestionsToProfile(answers, sex),
    // QThrombosis's questions (issue 33); the pill, HRT and tamoxifen for women only.
    ...mapBloodClotQuestionsToProfile(answers, sex),
    symptoms: collectTrue(flags, FLAT_SYMPTOMS),
    riskFactors: riskFactorsAnswered
      ? [
          ...collectTrue(flags, FLAT_RISK_FACTORS),
          ...(sex === 'female' ? collectTrue(flags, FLAT_WOMENS_RISK_FACTORS) : []),
          ...(sex === 'male' ? collectTrue(flags, FLAT_MENS_RISK_FACTORS) : []),
        ]
      : undefined,
  };
  if (sex === 'female') Object.assign(draft, mapWomensHealth(answers));
  applyHistoryQuestions(draft, answers, sex);
  return draft;
}

// ---------------------------------------------------------------------------------------------
// Public mappings

/**
 * Map the long survey's answers to the engine's `RiskProfile`. Unset answers stay undefined so
 * the engine reports them as missing; sex-specific answers are used only for that sex;
 * 'prefer not to say' choices map to undefined; packs per day become cigarettes per day (× 20).
 */
export function mapSurveyToProfile(answers: SurveyAnswers): RiskProfile {
  return finaliseProfile(mapFlatAnswers(answers));
}

/**
 * Map the essential form to the engine's `RiskProfile`: the survey's mapping plus years since
 * quitting, age at first birth and the lab values (converted to mmol/L when entered in mg/dL).
 * Age, height and weight of 0 ("not answered") map to undefined.
 */
export function mapEssentialToProfile(form: EssentialForm): RiskProfile {
  return finaliseProfile(mapFlatAnswers(form));
}

/**
 * Map the seven-step wizard's draft to the engine's `RiskProfile`. Category answers become the
 * engine's numbers with the documented assumptions ({@link WIZARD_ALCOHOL_DRINKS_PER_WEEK},
 * {@link WIZARD_ACTIVITY_MINUTES_PER_WEEK}); social support of 1–2 out of 5 counts as lack of
 * social support; the comma-split lists are read for conditions the engine knows; the
 * additional conditions chosen in the step-2 modal are existing conditions, as in the survey.
 */
export function mapWizardToProfile(draft: WizardDraft): RiskProfile {
  const { demographics: d, medicalHistory: m, lifestyle: l, familyHistory: f } = draft;
  const profile: ProfileDraft = {
    age: positiveOrUndefined(d.age),
    sex: d.biologicalSex === '' ? undefined : d.biologicalSex,
    ethnicity: d.ethnicity ? WIZARD_ETHNICITY_TO_PROFILE[d.ethnicity] : undefined,
    heightCm: positiveOrUndefined(d.heightCm),
    weightKg: positiveOrUndefined(d.weightKg),
    waistCm: positiveOrUndefined(d.waistCm),
    smokingStatus: l.smokingStatus === '' ? undefined : l.smokingStatus,
    yearsSinceQuitting:
      l.smokingStatus === 'current'
        ? 0
        : l.smokingStatus === 'former'
          ? l.yearsSinceQuitting
          : undefined,
    // unanswered choices ('') give nothing
    alcoholDrinksPerWeek: l.alcoholConsumption
      ? WIZARD_ALCOHOL_DRINKS_PER_WEEK[l.alcoholConsumption]
      : undefined,
    exerciseMinutesPerWeek: l.physicalActivityLevel
      ? WIZARD_ACTIVITY_MINUTES_PER_WEEK[l.physicalActivityLevel]
      : undefined,
    dietQuality: l.diet === '' ? undefined : l.diet,
    sleepHoursPerNight: l.sleepHours,
    stressLevel: l.stressLevel,
    phq2LittleInterest: l.depressionScreening.littleInterest,
    phq2FeelingDown: l.depressionScreening.feelingDown,
    skinType: l.skinType ? SKIN_TYPE_TO_FITZPATRICK[l.skinType] : undefined,
    // The step-2 checkboxes are all answered: an unticked box is a "no". Questions the other
    // variants ask but the wizard does not (gestational diabetes, a personal "no cancer") stay
    // unknown, so the same answers give the same profile in every variant.
    diabetes: false,
    highCholesterol: false,
    previousHeartAttack: false,
    onBpTreatment: false,
    existingConditions: mapConditionNames(m.additionalConditions),
    familyHistory: collectTrue(f, WIZARD_FAMILY_HISTORY),
    symptoms: collectTrue(draft.symptoms, WIZARD_SYMPTOMS),
    riskFactors: [
      ...collectTrue(draft.riskFactors, WIZARD_RISK_FACTORS),
      ...(l.socialSupportSatisfaction !== undefined && l.socialSupportSatisfaction <= 2
        ? (['lack-of-social-support'] as const)
        : []),
    ],
    ...mapLabResultsToProfile(draft.labResults),
  };
  for (const condition of m.currentConditions) {
    const effect = WIZARD_CONDITION_EFFECTS[condition];
    if (effect.existing) profile.existingConditions?.push(effect.existing);
    Object.assign(profile, effect.set);
  }
  for (const cancer of f.otherCancers) {
    const lower = cancer.toLowerCase();
    const match = OTHER_CANCER_WORDS.find(([word]) => lower.includes(word));
    if (match) profile.familyHistory?.push(match[1]);
  }
  // Medicines (optional): a yes or no overrides the assumption above; "I don't know" keeps it.
  const bpTreatment = mapYesNoUnknown(m.bloodPressureMedication);
  if (bpTreatment !== undefined) profile.onBpTreatment = bpTreatment;
  // The optional questions of issue 15 (statin, diabetes medicines, region of birth, education,
  // high glucose, vegetables or fruit, GAD-2, STOP-Bang, parents' blood pressure, COPD-PS), kept
  // in the steps that ask them and mapped exactly as the flat forms map them.
  Object.assign(
    profile,
    mapCheckUpQuestionsToProfile(readWizardCheckUpQuestions(draft), profile.diabetes),
  );
  // The NCI Colorectal Cancer Risk Assessment Tool's questions (issue 33), in the lifestyle step.
  Object.assign(profile, mapBowelCancerQuestionsToProfile(l.bowelCancer, profile.sex));
  // The NCI Melanoma Risk Assessment Tool's questions (issue 33), in the lifestyle step.
  Object.assign(profile, mapMelanomaQuestionsToProfile(l.melanoma, profile.sex));
  // The PCPT Risk Calculator 2.0's questions (issue 33), men only, in the medical history step.
  Object.assign(profile, mapProstateQuestionsToProfile(m.prostate, profile.sex));
  // QThrombosis's questions (issue 33), in the medical history step.
  Object.assign(profile, mapBloodClotQuestionsToProfile(m.bloodClots, profile.sex));
  // a ticked "Cancer (any type)" box is a yes whatever the cancer question says
  if (m.currentConditions.includes('Cancer (any type)')) profile.personalCancerHistory = true;
  if (l.smokingStatus === 'current' || l.smokingStatus === 'former') {
    profile.cigarettesPerDay = readCigarettesPerDay(l);
    profile.yearsSmoked = l.yearsSmoked;
  }
  if (profile.sex === 'female') Object.assign(profile, mapWomensHealth(m));
  applyHistoryQuestions(profile, readWizardHistoryQuestions(draft), profile.sex);
  return finaliseProfile(profile);
}
