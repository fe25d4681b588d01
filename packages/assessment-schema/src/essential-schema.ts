import { z } from 'zod';

import { AdditionalMedicalConditionsSchema } from './additional-conditions.js';
import {
  BOWEL_CANCER_QUESTION_NAMES,
  BowelCancerQuestionsShape,
} from './bowel-cancer-questions.js';
import { MELANOMA_QUESTION_NAMES, MelanomaQuestionsShape } from './melanoma-questions.js';
import { PROSTATE_QUESTION_NAMES, ProstateQuestionsShape } from './prostate-questions.js';
import { BLOOD_CLOT_QUESTION_NAMES, BloodClotQuestionsShape } from './blood-clot-questions.js';
import { CheckUpQuestionsShape } from './check-up-questions.js';
import { createRangeSchema, createUnsetOrRangeSchema } from './fields.js';
import { createFlagShape, FLAG_GROUPS, SURVEY_FLAG_NAMES } from './flag-groups.js';
import { HistoryQuestionsShape } from './history-questions.js';
import { LabResultsSchema } from './lab-results.js';
import {
  AgeAtFirstPeriodSchema,
  AgeAtMenopauseSchema,
  BREAST_DENSITIES,
  MENOPAUSE_STATUSES,
  NumberOfPregnanciesSchema,
  SKIN_TYPES,
  SURVEY_ETHNICITIES,
  SURVEY_SMOKING_STATUSES,
} from './survey-schema.js';
import { BIOLOGICAL_SEXES, DIET_QUALITIES } from './wizard-schema.js';

/** Skin types the essential form accepts: type1–type6 plus the legacy `fair` and `white`. */
export const ESSENTIAL_SKIN_TYPES = [...SKIN_TYPES, 'fair', 'white'] as const;
export type EssentialSkinType = (typeof ESSENTIAL_SKIN_TYPES)[number];

/**
 * 'Prefer not to say' boxes the essential form adds to the groups whose survey card has only a
 * 'None' box (the spec: "a 'none' flag and a 'prefer not to say' flag per group").
 */
export const ESSENTIAL_EXTRA_FLAGS = [
  'workRiskFactorsPreferNotToSay',
  'occupationalExposuresPreferNotToSay',
  'dietaryHabitsPreferNotToSay',
  'mentalHealthRiskFactorsPreferNotToSay',
  'womensHealthRiskFactorsPreferNotToSay',
] as const;

/**
 * Accepted ranges of the essential form. The spec gives none for this variant; they are the
 * wizard's input hints for the body measures and plausibility bounds elsewhere, wide enough
 * that any answer the wizard or the survey accepts is accepted here too.
 */
export const ESSENTIAL_RANGES = {
  age: { min: 18, max: 120 },
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 30, max: 300 },
  waistCircumferenceCm: { min: 40, max: 250 },
  packsPerDay: { min: 0, max: 10 },
  yearsSmoked: { min: 0, max: 100 },
  yearsSinceQuitting: { min: 0, max: 100 },
  weeklyExerciseMinutes: { min: 0, max: 5040 },
  alcoholDrinksPerWeek: { min: 0, max: 200 },
  sleepHoursPerNight: { min: 3, max: 12 },
  stressLevel: { min: 1, max: 5 },
  numberOfMoles: { min: 0, max: 1000 },
} as const;

const e = ESSENTIAL_RANGES;

const blankable = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.enum(values), z.literal('')], { error: `${label} is not one of the listed choices` })
    .default('');

/** The essential questionnaire's flat fields (2-assessment.md §3.3). */
export const EssentialFormShape = {
  age: createUnsetOrRangeSchema('Age', e.age.min, e.age.max, { integer: true }).default(0),
  /** Empty string until chosen. */
  biologicalSex: blankable(BIOLOGICAL_SEXES, 'Biological sex'),
  heightCm: createUnsetOrRangeSchema('Height', e.heightCm.min, e.heightCm.max, {
    unit: 'cm',
  }).default(0),
  weightKg: createUnsetOrRangeSchema('Weight', e.weightKg.min, e.weightKg.max, {
    unit: 'kg',
  }).default(0),
  ethnicity: blankable(SURVEY_ETHNICITIES, 'Ethnicity'),
  smokingStatus: blankable(SURVEY_SMOKING_STATUSES, 'Smoking status'),
  packsPerDay: createRangeSchema('Packs per day', e.packsPerDay.min, e.packsPerDay.max).optional(),
  yearsSmoked: createRangeSchema('Years smoked', e.yearsSmoked.min, e.yearsSmoked.max).optional(),
  yearsSinceQuitting: createRangeSchema(
    'Years since quitting',
    e.yearsSinceQuitting.min,
    e.yearsSinceQuitting.max,
  ).optional(),
  weeklyExerciseMinutes: createRangeSchema(
    'Weekly exercise minutes',
    e.weeklyExerciseMinutes.min,
    e.weeklyExerciseMinutes.max,
    { integer: true },
  ).optional(),
  alcoholDrinksPerWeek: createRangeSchema(
    'Alcohol drinks per week',
    e.alcoholDrinksPerWeek.min,
    e.alcoholDrinksPerWeek.max,
  ).optional(),
  sleepHoursPerNight: createRangeSchema(
    'Sleep hours per night',
    e.sleepHoursPerNight.min,
    e.sleepHoursPerNight.max,
    { unit: 'hours' },
  ).optional(),
  stressLevel: createRangeSchema('Stress level', e.stressLevel.min, e.stressLevel.max, {
    integer: true,
  }).optional(),
  dietQuality: z
    .enum(DIET_QUALITIES, { error: 'Diet quality must be poor, fair, good or excellent' })
    .optional(),
  skinType: z
    .enum(ESSENTIAL_SKIN_TYPES, { error: 'Skin type must be type1 to type6, fair or white' })
    .optional(),
  numberOfMoles: createRangeSchema('Number of moles', e.numberOfMoles.min, e.numberOfMoles.max, {
    integer: true,
  }).optional(),
  waistCircumferenceCm: createUnsetOrRangeSchema(
    'Waist circumference',
    e.waistCircumferenceCm.min,
    e.waistCircumferenceCm.max,
    { unit: 'cm' },
  ).optional(),
  littleInterest: createRangeSchema('Little interest or pleasure', 0, 3, {
    integer: true,
  }).optional(),
  feelingDown: createRangeSchema('Feeling down', 0, 3, { integer: true }).optional(),
  menopauseStatus: z
    .enum(MENOPAUSE_STATUSES, { error: 'Menopause status is not one of the listed choices' })
    .optional(),
  breastDensity: z
    .enum(BREAST_DENSITIES, { error: 'Breast density is not one of the listed choices' })
    .optional(),
  ageAtFirstPeriod: AgeAtFirstPeriodSchema.optional(),
  ageAtMenopause: AgeAtMenopauseSchema.optional(),
  numberOfPregnancies: NumberOfPregnanciesSchema.optional(),
  additionalMedicalConditions: AdditionalMedicalConditionsSchema.default([]),
  labResults: LabResultsSchema.default(LabResultsSchema.parse({})),
  ...createFlagShape(SURVEY_FLAG_NAMES),
  ...createFlagShape(ESSENTIAL_EXTRA_FLAGS),
  // Optional (issue 15): the same questions and names as the long survey's.
  ...CheckUpQuestionsShape,
  // Optional (issue 33): the NCI Colorectal Cancer Risk Assessment Tool's questions.
  ...BowelCancerQuestionsShape,
  // Optional (issue 33): the NCI Melanoma Risk Assessment Tool's questions.
  ...MelanomaQuestionsShape,
  // Optional (issue 33): the PCPT Risk Calculator 2.0's questions (men).
  ...ProstateQuestionsShape,
  // Optional (issue 33): QThrombosis's questions (the pill, HRT and tamoxifen: women).
  ...BloodClotQuestionsShape,
  // Optional (issue 31): the same questions and names as the long survey's (`ageAtFirstBirth`,
  // asked here before, now also accepts 'none').
  ...HistoryQuestionsShape,
};

/**
 * The essential single-page questionnaire as the user edits it (and as auto-save PUTs it):
 * age/height/weight 0 and sex/ethnicity/smoking '' mean "not answered yet".
 */
export const EssentialFormSchema = z.object(EssentialFormShape);
export type EssentialForm = z.infer<typeof EssentialFormSchema>;
export type EssentialFormInput = z.input<typeof EssentialFormSchema>;

/** A blank essential form (the state before any answer). */
export function createEmptyEssentialForm(): EssentialForm {
  return EssentialFormSchema.parse({});
}

/** The sections of the saved `responses` object (§3.2) and of the PUT body (§7). */
export const ESSENTIAL_SECTIONS = [
  'demographics',
  'lifestyle',
  'familyHistory',
  'medicalHistory',
  'symptoms',
  'riskFactors',
] as const;
export type EssentialSectionName = (typeof ESSENTIAL_SECTIONS)[number];

type EssentialFieldName = keyof EssentialForm;

/** Which flat field belongs to which section when the form is grouped for saving. */
export const ESSENTIAL_SECTION_FIELDS: Record<EssentialSectionName, readonly EssentialFieldName[]> =
  {
    demographics: [
      'age',
      'biologicalSex',
      'heightCm',
      'weightKg',
      'ethnicity',
      'waistCircumferenceCm',
      'birthRegion',
      'educationLevel',
      'neckCm',
    ],
    lifestyle: [
      'smokingStatus',
      'cigarettesPerDay',
      'packsPerDay',
      'yearsSmoked',
      'yearsSinceQuitting',
      'weeklyExerciseMinutes',
      'alcoholDrinksPerWeek',
      'sleepHoursPerNight',
      'stressLevel',
      'dietQuality',
      'eatsFruitOrVegetablesDaily',
      ...FLAG_GROUPS.diet.flags,
      FLAG_GROUPS.diet.none,
      'dietaryHabitsPreferNotToSay',
    ],
    familyHistory: [
      ...FLAG_GROUPS.family.flags,
      FLAG_GROUPS.family.none,
      FLAG_GROUPS.family.preferNotToSay,
      'parentsWithHypertension',
    ],
    medicalHistory: [
      ...FLAG_GROUPS.medical.flags,
      FLAG_GROUPS.medical.none,
      FLAG_GROUPS.medical.preferNotToSay,
      'previousStroke',
      'takingBloodPressureMeds',
      'sleepApnea',
      'copd',
      'cirrhosis',
      'additionalMedicalConditions',
      'labResults',
      'statin',
      'ecgLvh',
      'cancerHistory',
      'diabetesMedication',
      'highBloodGlucoseHistory',
      'diabetesType',
      'previousFracture',
      'atrialFibrillation',
      'breastBiopsies',
      'menopauseStatus',
      'breastDensity',
      'ageAtFirstPeriod',
      'ageAtMenopause',
      'ageAtFirstBirth',
      'numberOfPregnancies',
      ...FLAG_GROUPS.womensHealth.flags,
      FLAG_GROUPS.womensHealth.none,
      'womensHealthRiskFactorsPreferNotToSay',
      ...FLAG_GROUPS.mensHealth.flags,
      ...BOWEL_CANCER_QUESTION_NAMES,
      ...MELANOMA_QUESTION_NAMES,
      ...PROSTATE_QUESTION_NAMES,
      ...BLOOD_CLOT_QUESTION_NAMES,
    ],
    symptoms: [
      'shortnessOfBreath',
      'frequentUrination',
      'memoryProblems',
      'unexplainedWeightLoss',
      'littleInterest',
      'feelingDown',
      'gad2Nervous',
      'gad2Worrying',
      'loudSnoring',
      'daytimeTiredness',
      'observedApnoea',
      'shortOfBreathPast4Weeks',
      'coughsUpPhlegm',
      'doesLessBecauseOfBreathing',
    ],
    riskFactors: [
      ...FLAG_GROUPS.work.flags,
      FLAG_GROUPS.work.none,
      'workRiskFactorsPreferNotToSay',
      ...FLAG_GROUPS.exposure.flags,
      FLAG_GROUPS.exposure.none,
      'occupationalExposuresPreferNotToSay',
      ...FLAG_GROUPS.mental.flags,
      FLAG_GROUPS.mental.none,
      'mentalHealthRiskFactorsPreferNotToSay',
      'skinType',
      'numberOfMoles',
    ],
  };

export type EssentialResponses = Record<EssentialSectionName, Record<string, unknown>>;

/** Group the flat form into the saved `responses` sections (each field in exactly one section). */
export function groupEssentialFormIntoSections(form: EssentialForm): EssentialResponses {
  const responses = {} as EssentialResponses;
  for (const section of ESSENTIAL_SECTIONS) {
    const values: Record<string, unknown> = {};
    for (const field of ESSENTIAL_SECTION_FIELDS[section]) {
      if (form[field] !== undefined) values[field] = form[field];
    }
    responses[section] = values;
  }
  return responses;
}

/**
 * Flatten saved `responses` sections back into the form (the essential form's load step, §4).
 * Unknown or invalid values are dropped field by field, so one bad value never blanks the form.
 */
export function flattenEssentialSections(
  responses: Partial<Record<string, unknown>>,
): EssentialForm {
  const flat: Record<string, unknown> = {};
  for (const section of ESSENTIAL_SECTIONS) {
    const values = responses[section];
    if (typeof values !== 'object' || values === null) continue;
    for (const field of ESSENTIAL_SECTION_FIELDS[section]) {
      const value = (values as Record<string, unknown>)[field];
      if (value === undefined) continue;
      const parsed = EssentialFormShape[field].safeParse(value);
      if (parsed.success) flat[field] = value;
    }
  }
  return EssentialFormSchema.parse(flat);
}
