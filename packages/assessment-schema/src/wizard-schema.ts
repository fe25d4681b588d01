import { z } from 'zod';

import { AdditionalMedicalConditionsSchema } from './additional-conditions.js';
import {
  createChoiceListSchema,
  createRangeSchema,
  createTextListSchema,
  createUnsetOrRangeSchema,
  FlagSchema,
} from './fields.js';
import {
  CheckUpQuestionsShape,
  DIABETES_MEDICATION_ANSWERS,
  YES_NO_UNKNOWN,
  type CheckUpQuestions,
} from './check-up-questions.js';
import { BowelCancerQuestionsSchema } from './bowel-cancer-questions.js';
import { MelanomaQuestionsSchema } from './melanoma-questions.js';
import { ProstateQuestionsSchema } from './prostate-questions.js';
import { BloodClotQuestionsSchema } from './blood-clot-questions.js';
import { HistoryQuestionsShape, type HistoryQuestions } from './history-questions.js';
import { LabResultsSchema } from './lab-results.js';
import {
  AgeAtFirstPeriodSchema,
  AgeAtMenopauseSchema,
  BREAST_DENSITIES,
  MENOPAUSE_STATUSES,
  NumberOfPregnanciesSchema,
} from './womens-health-schema.js';

/** The seven wizard steps, in order (step n is `WIZARD_STEPS[n - 1]`). */
export const WIZARD_STEPS = [
  { step: 1, title: 'Basic Information', section: 'demographics' },
  { step: 2, title: 'Medical History', section: 'medicalHistory' },
  { step: 3, title: 'Lifestyle Assessment', section: 'lifestyle' },
  { step: 4, title: 'Family Medical History', section: 'familyHistory' },
  { step: 5, title: 'Current Symptoms', section: 'symptoms' },
  { step: 6, title: 'Laboratory Results (optional)', section: 'labResults' },
  { step: 7, title: 'Additional Risk Factors', section: 'riskFactors' },
] as const;

export const WIZARD_STEP_COUNT = 7;
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const BIOLOGICAL_SEXES = ['male', 'female'] as const;
export type BiologicalSex = (typeof BIOLOGICAL_SEXES)[number];

export const WIZARD_ETHNICITIES = [
  'aboriginal-torres-strait-islander',
  'caucasian',
  'african-american',
  'hispanic',
  'asian',
  'native-american',
  'other',
  'prefer-not-to-say',
] as const;
export type WizardEthnicity = (typeof WIZARD_ETHNICITIES)[number];

/** The 16 checkboxes of wizard step 2; the label is the stored value. */
export const WIZARD_CURRENT_CONDITIONS = [
  'Diabetes Type 1 or 2',
  'High Blood Pressure',
  'Heart Disease',
  'High Cholesterol',
  'Asthma',
  'COPD',
  'Arthritis',
  'Osteoporosis',
  'Depression',
  'Anxiety',
  'Sleep Apnea',
  'Kidney Disease',
  'Liver Disease',
  'Thyroid Disease',
  'Cancer (any type)',
  'Stroke/TIA',
] as const;
export type WizardCurrentCondition = (typeof WIZARD_CURRENT_CONDITIONS)[number];

export const SMOKING_STATUSES = ['never', 'former', 'current'] as const;
export type SmokingStatus = (typeof SMOKING_STATUSES)[number];

export const ALCOHOL_CONSUMPTION_LEVELS = ['none', 'light', 'moderate', 'heavy'] as const;
export type AlcoholConsumption = (typeof ALCOHOL_CONSUMPTION_LEVELS)[number];

export const PHYSICAL_ACTIVITY_LEVELS = [
  'sedentary',
  'lightly_active',
  'moderately_active',
  'very_active',
  'extremely_active',
] as const;
export type PhysicalActivityLevel = (typeof PHYSICAL_ACTIVITY_LEVELS)[number];

export const DIET_QUALITIES = ['poor', 'fair', 'good', 'excellent'] as const;
export type DietQuality = (typeof DIET_QUALITIES)[number];

/**
 * Fitzpatrick skin types I–VI (the wizard's and the survey's skin-type picker; the essential form's
 * rules also know the legacy values `fair`, `white`).
 */
export const SKIN_TYPES = ['type1', 'type2', 'type3', 'type4', 'type5', 'type6'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

/**
 * Input hints of the wizard (2-assessment.md §5) used as the accepted ranges. Age, height and
 * weight also accept 0, the draft's "not answered yet" default.
 */
export const WIZARD_RANGES = {
  age: { min: 18, max: 120, step: 1 },
  heightCm: { min: 100, max: 250, step: 1 },
  weightKg: { min: 30, max: 300, step: 0.1 },
  sleepHours: { min: 3, max: 12, step: 0.5 },
  stressLevel: { min: 1, max: 5, step: 1 },
  socialSupportSatisfaction: { min: 1, max: 5, step: 1 },
  financialStressLevel: { min: 1, max: 5, step: 1 },
  painLevel: { min: 0, max: 10, step: 1 },
  phq2Item: { min: 0, max: 3, step: 1 },
  /** Smoking amount (current and former smokers), as the long survey asks it. */
  packsPerDay: { min: 0, max: 5, step: 0.5 },
  yearsSmoked: { min: 0, max: 80, step: 1 },
  /** Former smokers (PLCOm2012 reads it). */
  yearsSinceQuitting: { min: 0, max: 80, step: 1 },
  /** Waist (AUSDRISK and FINDRISC read it), the long survey's range; 0 is "not answered yet". */
  waistCm: { min: 50, max: 200, step: 1 },
} as const;

const r = WIZARD_RANGES;

/**
 * One of `values`, or `''` until the person chooses (issue 31: nothing is recorded that was not
 * said, so the wizard's choices start unset instead of at male / never / none).
 */
function unsetOrChoice<const T extends readonly [string, ...string[]]>(values: T, error: string) {
  return z.union([z.enum(values), z.literal('')], { error }).default('');
}

export const WizardDemographicsSchema = z
  .object({
    age: createUnsetOrRangeSchema('Age', r.age.min, r.age.max, { integer: true }).default(0),
    /** Empty string until chosen. */
    biologicalSex: unsetOrChoice(BIOLOGICAL_SEXES, 'Biological sex must be male or female'),
    heightCm: createUnsetOrRangeSchema('Height', r.heightCm.min, r.heightCm.max, {
      unit: 'cm',
    }).default(0),
    weightKg: createUnsetOrRangeSchema('Weight', r.weightKg.min, r.weightKg.max, {
      unit: 'kg',
    }).default(0),
    /** Empty string until chosen. */
    ethnicity: z
      .union([z.enum(WIZARD_ETHNICITIES), z.literal('')], {
        error: 'Ethnicity is not one of the listed choices',
      })
      .default(''),
    /** Waist circumference (AUSDRISK, FINDRISC; issue 15), optional. */
    waistCm: createUnsetOrRangeSchema('Waist circumference', r.waistCm.min, r.waistCm.max, {
      unit: 'cm',
    }).optional(),
    /** AUSDRISK's region of birth and PLCOm2012's education (issue 15), optional. */
    birthRegion: CheckUpQuestionsShape.birthRegion,
    educationLevel: CheckUpQuestionsShape.educationLevel,
  })
  .strict();
export type WizardDemographics = z.infer<typeof WizardDemographicsSchema>;

export const WizardMedicalHistorySchema = z
  .object({
    currentConditions: createChoiceListSchema(
      'Current conditions',
      WIZARD_CURRENT_CONDITIONS,
    ).default([]),
    currentMedications: createTextListSchema('Current medications').default([]),
    allergies: createTextListSchema('Allergies').default([]),
    surgeries: createTextListSchema('Surgeries').default([]),
    hospitalizations: createTextListSchema('Hospitalizations').default([]),
    /**
     * Further diagnosed conditions chosen in the 'Select Additional Medical Conditions' modal:
     * risk-engine condition names, no repeats, at most all of them (same rule as the survey's
     * `additionalMedicalConditions`).
     */
    additionalConditions: AdditionalMedicalConditionsSchema.default([]),
    /** Medicines (issue 15), optional: yes, no or "I don't know" (which maps to nothing). */
    bloodPressureMedication: z
      .enum(YES_NO_UNKNOWN, { error: 'Blood-pressure medicine is not one of the listed choices' })
      .optional(),
    statin: z
      .enum(YES_NO_UNKNOWN, { error: 'Cholesterol medicine is not one of the listed choices' })
      .optional(),
    cancerHistory: z
      .enum(YES_NO_UNKNOWN, { error: 'Cancer diagnosis is not one of the listed choices' })
      .optional(),
    ecgLvh: z
      .enum(YES_NO_UNKNOWN, {
        error: 'Thickened heart muscle on an ECG is not one of the listed choices',
      })
      .optional(),
    diabetesMedication: z
      .enum(DIABETES_MEDICATION_ANSWERS, {
        error: 'Diabetes medicines is not one of the listed choices',
      })
      .optional(),
    /** AUSDRISK's "ever told you had high blood glucose" (issue 15), optional. */
    highBloodGlucoseHistory: CheckUpQuestionsShape.highBloodGlucoseHistory,
    /** Issue 31: the kind of diabetes, a previous fracture, atrial fibrillation (optional). */
    diabetesType: HistoryQuestionsShape.diabetesType,
    previousFracture: HistoryQuestionsShape.previousFracture,
    atrialFibrillation: HistoryQuestionsShape.atrialFibrillation,
    /** Issue 31: women's health (asked of women only), optional, as the long survey asks it. */
    ageAtFirstPeriod: AgeAtFirstPeriodSchema.optional(),
    numberOfPregnancies: NumberOfPregnanciesSchema.optional(),
    ageAtFirstBirth: HistoryQuestionsShape.ageAtFirstBirth,
    breastBiopsies: HistoryQuestionsShape.breastBiopsies,
    menopauseStatus: z
      .enum(MENOPAUSE_STATUSES, { error: 'Menopause status is not one of the listed choices' })
      .optional(),
    ageAtMenopause: AgeAtMenopauseSchema.optional(),
    breastDensity: z
      .enum(BREAST_DENSITIES, { error: 'Breast density is not one of the listed choices' })
      .optional(),
    /** The PCPT Risk Calculator 2.0's questions (issue 33), asked of men only, optional. */
    prostate: ProstateQuestionsSchema.default({}),
    /** QThrombosis's questions (issue 33), optional; the pill, HRT and tamoxifen for women. */
    bloodClots: BloodClotQuestionsSchema.default({}),
  })
  .strict();
export type WizardMedicalHistory = z.infer<typeof WizardMedicalHistorySchema>;

export const DepressionScreeningSchema = z
  .object({
    littleInterest: createRangeSchema('Little interest or pleasure', 0, 3, {
      integer: true,
    }).optional(),
    feelingDown: createRangeSchema('Feeling down', 0, 3, { integer: true }).optional(),
  })
  .strict();
export type DepressionScreening = z.infer<typeof DepressionScreeningSchema>;

export const WizardLifestyleSchema = z
  .object({
    // Every choice and slider starts unset ('' or absent) until answered (issue 31); assessments
    // saved before then hold the old defaults, which still parse.
    smokingStatus: unsetOrChoice(
      SMOKING_STATUSES,
      'Smoking status must be never, former or current',
    ),
    alcoholConsumption: unsetOrChoice(
      ALCOHOL_CONSUMPTION_LEVELS,
      'Alcohol consumption must be none, light, moderate or heavy',
    ),
    physicalActivityLevel: unsetOrChoice(
      PHYSICAL_ACTIVITY_LEVELS,
      'Physical activity level is not a listed choice',
    ),
    diet: unsetOrChoice(DIET_QUALITIES, 'Diet must be poor, fair, good or excellent'),
    stressLevel: createRangeSchema('Stress level', r.stressLevel.min, r.stressLevel.max, {
      integer: true,
    }).optional(),
    sleepHours: createRangeSchema('Sleep hours', r.sleepHours.min, r.sleepHours.max, {
      unit: 'hours',
    }).optional(),
    socialSupportSatisfaction: createRangeSchema(
      'Social support satisfaction',
      r.socialSupportSatisfaction.min,
      r.socialSupportSatisfaction.max,
      { integer: true },
    ).optional(),
    financialStressLevel: createRangeSchema(
      'Financial stress level',
      r.financialStressLevel.min,
      r.financialStressLevel.max,
      { integer: true },
    ).optional(),
    painLevel: createRangeSchema('Pain level', r.painLevel.min, r.painLevel.max, {
      integer: true,
    }).optional(),
    depressionScreening: DepressionScreeningSchema.default({}),
    /** The skin-type picker (six Fitzpatrick types); optional, unset until chosen, as in the survey. */
    skinType: z.enum(SKIN_TYPES, { error: 'Skin type must be type1 to type6' }).optional(),
    /**
     * How much and how long (current and former smokers; issue 15), optional, unset until given.
     * Cigarettes (or other tobacco) per day since issue 31; packs per day is kept for the answers
     * saved before (read as 20 cigarettes a pack).
     */
    cigarettesPerDay: HistoryQuestionsShape.cigarettesPerDay,
    packsPerDay: createRangeSchema(
      'Packs per day',
      r.packsPerDay.min,
      r.packsPerDay.max,
    ).optional(),
    yearsSmoked: createRangeSchema('Years smoked', r.yearsSmoked.min, r.yearsSmoked.max, {
      integer: true,
    }).optional(),
    /** Former smokers: years since quitting (PLCOm2012; issue 15), optional. */
    yearsSinceQuitting: createRangeSchema(
      'Years since quitting',
      r.yearsSinceQuitting.min,
      r.yearsSinceQuitting.max,
      { integer: true },
    ).optional(),
    /** FINDRISC's daily vegetables or fruit and the GAD-2's two items (issue 15), optional. */
    eatsFruitOrVegetablesDaily: CheckUpQuestionsShape.eatsFruitOrVegetablesDaily,
    gad2Nervous: CheckUpQuestionsShape.gad2Nervous,
    gad2Worrying: CheckUpQuestionsShape.gad2Worrying,
    /** The NCI Colorectal Cancer Risk Assessment Tool's questions (issue 33), optional. */
    bowelCancer: BowelCancerQuestionsSchema.default({}),
    /** The NCI Melanoma Risk Assessment Tool's questions (issue 33), optional. */
    melanoma: MelanomaQuestionsSchema.default({}),
  })
  .strict();
export type WizardLifestyle = z.infer<typeof WizardLifestyleSchema>;

export const WizardFamilyHistorySchema = z
  .object({
    heartDisease: FlagSchema,
    diabetes: FlagSchema,
    stroke: FlagSchema,
    hypertension: FlagSchema,
    alzheimers: FlagSchema,
    osteoporosis: FlagSchema,
    lungCancer: FlagSchema,
    breastCancer: FlagSchema,
    colorectalCancer: FlagSchema,
    prostateCancer: FlagSchema,
    skinCancer: FlagSchema,
    ovarianCancer: FlagSchema,
    otherCancers: createTextListSchema('Other cancers').default([]),
    /** Parents with high blood pressure (Framingham hypertension; issue 15), optional. */
    parentsWithHypertension: CheckUpQuestionsShape.parentsWithHypertension,
  })
  .strict();
export type WizardFamilyHistory = z.infer<typeof WizardFamilyHistorySchema>;

export const WizardSymptomsSchema = z
  .object({
    chestPain: FlagSchema,
    shortnessOfBreath: FlagSchema,
    fatigue: FlagSchema,
    frequentUrination: FlagSchema,
    blurredVision: FlagSchema,
    unexplainedWeightLoss: FlagSchema,
    persistentCough: FlagSchema,
    memoryIssues: FlagSchema,
    /** STOP-Bang's and the COPD Population Screener's questions (issue 15), optional. */
    loudSnoring: CheckUpQuestionsShape.loudSnoring,
    daytimeTiredness: CheckUpQuestionsShape.daytimeTiredness,
    observedApnoea: CheckUpQuestionsShape.observedApnoea,
    neckCm: CheckUpQuestionsShape.neckCm,
    shortOfBreathPast4Weeks: CheckUpQuestionsShape.shortOfBreathPast4Weeks,
    coughsUpPhlegm: CheckUpQuestionsShape.coughsUpPhlegm,
    doesLessBecauseOfBreathing: CheckUpQuestionsShape.doesLessBecauseOfBreathing,
  })
  .strict();
export type WizardSymptoms = z.infer<typeof WizardSymptomsSchema>;

export const WizardRiskFactorsSchema = z
  .object({
    occupationalHazards: FlagSchema,
    environmentalExposure: FlagSchema,
    sedentaryWork: FlagSchema,
    highStressJob: FlagSchema,
    shiftWork: FlagSchema,
  })
  .strict();
export type WizardRiskFactors = z.infer<typeof WizardRiskFactorsSchema>;

/**
 * Where the wizard keeps each optional question of check-up-questions.ts (issue 15): the flat forms
 * store them at the top level under the same names, the wizard inside the step that asks them.
 */
export const WIZARD_CHECK_UP_QUESTION_SECTIONS = {
  birthRegion: 'demographics',
  educationLevel: 'demographics',
  statin: 'medicalHistory',
  ecgLvh: 'medicalHistory',
  cancerHistory: 'medicalHistory',
  diabetesMedication: 'medicalHistory',
  highBloodGlucoseHistory: 'medicalHistory',
  eatsFruitOrVegetablesDaily: 'lifestyle',
  gad2Nervous: 'lifestyle',
  gad2Worrying: 'lifestyle',
  parentsWithHypertension: 'familyHistory',
  loudSnoring: 'symptoms',
  daytimeTiredness: 'symptoms',
  observedApnoea: 'symptoms',
  neckCm: 'symptoms',
  shortOfBreathPast4Weeks: 'symptoms',
  coughsUpPhlegm: 'symptoms',
  doesLessBecauseOfBreathing: 'symptoms',
} as const satisfies Record<
  keyof CheckUpQuestions,
  'demographics' | 'medicalHistory' | 'lifestyle' | 'familyHistory' | 'symptoms'
>;

/** Where the wizard keeps each question of history-questions.ts (issue 31). */
export const WIZARD_HISTORY_QUESTION_SECTIONS = {
  diabetesType: 'medicalHistory',
  cigarettesPerDay: 'lifestyle',
  previousFracture: 'medicalHistory',
  atrialFibrillation: 'medicalHistory',
  ageAtFirstBirth: 'medicalHistory',
  breastBiopsies: 'medicalHistory',
} as const satisfies Record<keyof HistoryQuestions, 'medicalHistory' | 'lifestyle'>;

/** The issue-31 questions of the wizard's sections as the flat forms name them. */
export function readWizardHistoryQuestions(draft: WizardDraft): HistoryQuestions {
  const answers: Record<string, unknown> = {};
  for (const [name, section] of Object.entries(WIZARD_HISTORY_QUESTION_SECTIONS)) {
    const value = (draft[section] as Record<string, unknown>)[name];
    if (value !== undefined) answers[name] = value;
  }
  return answers;
}

/** The optional questions of the wizard's sections as the flat forms name them. */
export function readWizardCheckUpQuestions(draft: WizardDraft): CheckUpQuestions {
  const answers: Record<string, unknown> = {};
  for (const [name, section] of Object.entries(WIZARD_CHECK_UP_QUESTION_SECTIONS)) {
    const value = (draft[section] as Record<string, unknown>)[name];
    if (value !== undefined) answers[name] = value;
  }
  return answers;
}

/**
 * The seven-step wizard's draft (2-assessment.md §3.1). Every field has a default that records no
 * answer, so `WizardDraftSchema.parse({})` is the fresh draft that 'Start New Assessment' resets to.
 */
export const WizardDraftSchema = z.object({
  demographics: WizardDemographicsSchema.default(WizardDemographicsSchema.parse({})),
  medicalHistory: WizardMedicalHistorySchema.default(WizardMedicalHistorySchema.parse({})),
  lifestyle: WizardLifestyleSchema.default(WizardLifestyleSchema.parse({})),
  familyHistory: WizardFamilyHistorySchema.default(WizardFamilyHistorySchema.parse({})),
  symptoms: WizardSymptomsSchema.default(WizardSymptomsSchema.parse({})),
  labResults: LabResultsSchema.default(LabResultsSchema.parse({})),
  riskFactors: WizardRiskFactorsSchema.default(WizardRiskFactorsSchema.parse({})),
});
export type WizardDraft = z.infer<typeof WizardDraftSchema>;
/** What a client may send: any section or field may be left out and takes its default. */
export type WizardDraftInput = z.input<typeof WizardDraftSchema>;

/** A fresh wizard draft: numbers 0 or unset, choices '' and boxes unticked (nothing answered). */
export function createDefaultWizardDraft(): WizardDraft {
  return WizardDraftSchema.parse({});
}
