import { z } from 'zod';

import { AdditionalMedicalConditionsSchema } from './additional-conditions.js';
import { BowelCancerQuestionsShape } from './bowel-cancer-questions.js';
import { MelanomaQuestionsShape } from './melanoma-questions.js';
import { ProstateQuestionsShape } from './prostate-questions.js';
import { BloodClotQuestionsShape } from './blood-clot-questions.js';
import { CheckUpQuestionsShape } from './check-up-questions.js';
import { createRangeSchema, createUnsetOrRangeSchema } from './fields.js';
import { createFlagShape, SURVEY_FLAG_NAMES } from './flag-groups.js';
import { HistoryQuestionsShape } from './history-questions.js';
import { LabResultsSchema } from './lab-results.js';
import {
  AgeAtFirstPeriodSchema,
  AgeAtMenopauseSchema,
  BREAST_DENSITIES,
  MENOPAUSE_STATUSES,
  NumberOfPregnanciesSchema,
  WOMENS_HEALTH_RANGES,
  type BreastDensity,
  type MenopauseStatus,
} from './womens-health-schema.js';
import { DIET_QUALITIES, SKIN_TYPES, type SkinType } from './wizard-schema.js';

export const SURVEY_SEXES = ['male', 'female', 'intersex', 'prefer_not_to_say'] as const;
export type SurveySex = (typeof SURVEY_SEXES)[number];

export const SURVEY_ETHNICITIES = [
  'aboriginal_torres_strait_islander',
  'white',
  'black_african_american',
  'hispanic_latino',
  'east_asian',
  'southeast_asian',
  'south_asian',
  'west_asian',
  'native_american',
  'pacific_islander',
  'african',
  'caribbean',
  'mixed_multiracial',
  'prefer_not_to_say',
  'other',
] as const;
export type SurveyEthnicity = (typeof SURVEY_ETHNICITIES)[number];

export const SURVEY_SMOKING_STATUSES = ['never', 'former', 'current', 'prefer_not_to_say'] as const;
export type SurveySmokingStatus = (typeof SURVEY_SMOKING_STATUSES)[number];

// Skin types are defined with the wizard (which asks them too); re-exported here for the survey.
export { SKIN_TYPES, type SkinType };
// The women's-health answers are shared with the wizard and the essential form (issue 31).
export {
  AgeAtFirstPeriodSchema,
  AgeAtMenopauseSchema,
  BREAST_DENSITIES,
  MENOPAUSE_STATUSES,
  NumberOfPregnanciesSchema,
  WOMENS_HEALTH_RANGES,
  type BreastDensity,
  type MenopauseStatus,
};

/**
 * Slider bounds, steps and starting positions of the long survey (2-assessment.md §5 table).
 * `default` is where the slider thumb starts; the answer itself stays unset until the user
 * gives it, so the required and recommended checks can see what was really answered.
 */
export const SURVEY_SLIDERS = {
  age: { min: 18, max: 100, step: 1, default: 30 },
  heightCm: { min: 120, max: 220, step: 1, default: 170 },
  weightKg: { min: 30, max: 200, step: 1, default: 70 },
  waistCircumferenceCm: { min: 50, max: 200, step: 1, default: 85 },
  packsPerDay: { min: 0, max: 5, step: 0.5, default: 1 },
  yearsSmoked: { min: 0, max: 80, step: 1 },
  weeklyExerciseMinutes: { min: 0, max: 300, step: 30 },
  alcoholDrinksPerWeek: { min: 0, max: 25, step: 1 },
  sleepHoursPerNight: { min: 3, max: 12, step: 0.5 },
  stressLevel: { min: 1, max: 5, step: 1, default: 3 },
  numberOfMoles: { min: 0, max: 100, step: 1 },
  littleInterest: { min: 0, max: 3, step: 1 },
  feelingDown: { min: 0, max: 3, step: 1 },
} as const;

/** Waist above which the high-risk hint shows: 88 cm for women, 102 cm otherwise. */
export function getWaistRiskThresholdCm(sex: string | undefined): number {
  return sex === 'female' ? 88 : 102;
}

const s = SURVEY_SLIDERS;
/**
 * The long survey's answers (2-assessment.md §3.4, §5). Numeric answers are unset (or 0 for
 * age, height, weight and waist) until given; flags default to false.
 */
export const SurveyAnswersSchema = z.object({
  // Basic information
  age: createUnsetOrRangeSchema('Age', s.age.min, s.age.max, { integer: true }).optional(),
  biologicalSex: z
    .enum(SURVEY_SEXES, { error: 'Sex assigned at birth is not one of the listed choices' })
    .optional(),
  heightCm: createUnsetOrRangeSchema('Height', s.heightCm.min, s.heightCm.max, {
    unit: 'cm',
  }).optional(),
  weightKg: createUnsetOrRangeSchema('Weight', s.weightKg.min, s.weightKg.max, {
    unit: 'kg',
  }).optional(),
  waistCircumferenceCm: createUnsetOrRangeSchema(
    'Waist circumference',
    s.waistCircumferenceCm.min,
    s.waistCircumferenceCm.max,
    { unit: 'cm' },
  ).optional(),
  ethnicity: z
    .enum(SURVEY_ETHNICITIES, { error: 'Ethnicity is not one of the listed choices' })
    .optional(),
  // Lifestyle
  smokingStatus: z
    .enum(SURVEY_SMOKING_STATUSES, { error: 'Smoking status is not one of the listed choices' })
    .optional(),
  packsPerDay: createRangeSchema('Packs per day', s.packsPerDay.min, s.packsPerDay.max).optional(),
  yearsSmoked: createRangeSchema('Years smoked', s.yearsSmoked.min, s.yearsSmoked.max, {
    integer: true,
  }).optional(),
  weeklyExerciseMinutes: createRangeSchema(
    'Weekly exercise minutes',
    s.weeklyExerciseMinutes.min,
    s.weeklyExerciseMinutes.max,
    { integer: true },
  ).optional(),
  alcoholDrinksPerWeek: createRangeSchema(
    'Alcohol drinks per week',
    s.alcoholDrinksPerWeek.min,
    s.alcoholDrinksPerWeek.max,
    { integer: true },
  ).optional(),
  sleepHoursPerNight: createRangeSchema(
    'Sleep hours per night',
    s.sleepHoursPerNight.min,
    s.sleepHoursPerNight.max,
    { unit: 'hours' },
  ).optional(),
  dietQuality: z
    .enum(DIET_QUALITIES, { error: 'Diet quality must be poor, fair, good or excellent' })
    .optional(),
  stressLevel: createRangeSchema('Stress level', s.stressLevel.min, s.stressLevel.max, {
    integer: true,
  }).optional(),
  numberOfMoles: createRangeSchema('Number of moles', s.numberOfMoles.min, s.numberOfMoles.max, {
    integer: true,
  }).optional(),
  skinType: z.enum(SKIN_TYPES, { error: 'Skin type must be type1 to type6' }).optional(),
  additionalMedicalConditions: AdditionalMedicalConditionsSchema.default([]),
  // PHQ-2
  littleInterest: createRangeSchema('Little interest or pleasure', 0, 3, {
    integer: true,
  }).optional(),
  feelingDown: createRangeSchema('Feeling down', 0, 3, { integer: true }).optional(),
  // Women's health
  ageAtFirstPeriod: AgeAtFirstPeriodSchema.optional(),
  numberOfPregnancies: NumberOfPregnanciesSchema.optional(),
  menopauseStatus: z
    .enum(MENOPAUSE_STATUSES, { error: 'Menopause status is not one of the listed choices' })
    .optional(),
  ageAtMenopause: AgeAtMenopauseSchema.optional(),
  breastDensity: z
    .enum(BREAST_DENSITIES, { error: 'Breast density is not one of the listed choices' })
    .optional(),
  // Every yes/no flag (work, family, medical, exposure, diet, mental, women's, men's, scoring).
  ...createFlagShape(SURVEY_FLAG_NAMES),
  // Optional (issue 15): the check-up numbers, absent until one is given, and the questions the
  // validated models need (medicines, AUSDRISK, FINDRISC, education, GAD-2, STOP-Bang, COPD-PS).
  labResults: LabResultsSchema.optional(),
  ...CheckUpQuestionsShape,
  // Optional (issue 33): the NCI Colorectal Cancer Risk Assessment Tool's questions.
  ...BowelCancerQuestionsShape,
  // Optional (issue 33): the NCI Melanoma Risk Assessment Tool's questions.
  ...MelanomaQuestionsShape,
  // Optional (issue 33): the PCPT Risk Calculator 2.0's questions (men).
  ...ProstateQuestionsShape,
  // Optional (issue 33): QThrombosis's questions (the pill, HRT and tamoxifen: women).
  ...BloodClotQuestionsShape,
  // Optional (issue 31): diabetes type, cigarettes per day, fracture, atrial fibrillation, first
  // birth and breast biopsies.
  ...HistoryQuestionsShape,
});
export type SurveyAnswers = z.infer<typeof SurveyAnswersSchema>;
export type SurveyAnswersInput = z.input<typeof SurveyAnswersSchema>;

/** A blank survey: every flag off, every other answer unset. */
export function createEmptySurveyAnswers(): SurveyAnswers {
  return SurveyAnswersSchema.parse({});
}
