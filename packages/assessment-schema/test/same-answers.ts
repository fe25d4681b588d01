import fc from 'fast-check';

import type { EssentialFormInput } from '../src/essential-schema.js';
import type { SurveyAnswersInput } from '../src/survey-schema.js';
import {
  SKIN_TYPES,
  type SkinType,
  type WizardCurrentCondition,
  type WizardDraftInput,
} from '../src/wizard-schema.js';

/**
 * Answers that all three variants can express, and how each variant records them. Used to check
 * that the three mappings give the same RiskProfile (and so the same scores).
 */
export interface SameAnswers {
  age: number;
  sex: 'male' | 'female';
  heightCm: number;
  weightKg: number;
  ethnicity: keyof typeof ETHNICITY;
  smoking: 'never' | 'former' | 'current';
  alcohol: keyof typeof ALCOHOL;
  activity: keyof typeof ACTIVITY;
  diet: 'poor' | 'fair' | 'good' | 'excellent';
  stressLevel: number;
  sleepHours: number;
  littleInterest: number;
  feelingDown: number;
  family: (keyof typeof FAMILY)[];
  symptoms: (keyof typeof SYMPTOMS)[];
  conditions: (keyof typeof CONDITIONS)[];
  /** Diagnosed conditions only the modal expresses (wizard step 2, survey/essential list). */
  modalConditions: (typeof MODAL_CONDITIONS)[number][];
  lackOfSocialSupport: boolean;
  sedentaryWork: boolean;
  /** The skin-type picker (wizard step 3, survey lifestyle card, essential form); may be skipped. */
  skinType?: SkinType | undefined;
}

/** wizard value, survey/essential value */
const ETHNICITY = {
  white: ['caucasian', 'white'],
  black: ['african-american', 'black_african_american'],
  hispanic: ['hispanic', 'hispanic_latino'],
  nativeAmerican: ['native-american', 'native_american'],
  other: ['other', 'other'],
} as const;

/** wizard category, drinks per week */
const ALCOHOL = { none: 0, light: 4, moderate: 11, heavy: 21 } as const;
/** wizard level, weekly minutes */
const ACTIVITY = {
  sedentary: 0,
  lightly_active: 60,
  moderately_active: 150,
  very_active: 300,
} as const;

/** wizard family flag (or other-cancers text), survey/essential flag */
const FAMILY = {
  heartDisease: 'familyHeartDisease',
  diabetes: 'familyDiabetes',
  stroke: 'familyStroke',
  alzheimers: 'familyAlzheimers',
  breastCancer: 'familyBreastCancer',
  colorectalCancer: 'familyColorectalCancer',
  prostateCancer: 'familyProstateCancer',
  lungCancer: 'familyLungCancer',
  ovarianCancer: 'familyOvarianCancer',
} as const;

/** wizard symptom, survey/essential flag */
const SYMPTOMS = {
  shortnessOfBreath: 'shortnessOfBreath',
  frequentUrination: 'frequentUrination',
  unexplainedWeightLoss: 'unexplainedWeightLoss',
  memoryIssues: 'memoryProblems',
  persistentCough: 'chronicCough',
} as const;

/** wizard step-2 checkbox, survey/essential answer (a flag or an additional condition) */
const CONDITIONS = {
  diabetes: ['Diabetes Type 1 or 2', { flag: 'currentDiabetes' }],
  hypertension: ['High Blood Pressure', { flag: 'currentHypertension' }],
  depression: ['Depression', { flag: 'currentDepression' }],
  stroke: ['Stroke/TIA', { flag: 'previousStroke' }],
  sleepApnea: ['Sleep Apnea', { flag: 'sleepApnea' }],
  copd: ['COPD', { flag: 'copd' }],
  highCholesterol: ['High Cholesterol', { flag: 'dyslipidemia' }],
  asthma: ['Asthma', { condition: 'Asthma' }],
  osteoporosis: ['Osteoporosis', { condition: 'Osteoporosis' }],
  anxiety: ['Anxiety', { condition: 'Anxiety Disorders' }],
  kidney: ['Kidney Disease', { condition: 'Chronic Kidney Disease' }],
  liver: ['Liver Disease', { condition: 'Liver Disease' }],
  thyroid: ['Thyroid Disease', { condition: 'Thyroid Disease' }],
} as const satisfies Record<
  string,
  readonly [WizardCurrentCondition, { flag: string } | { condition: string }]
>;

/** Conditions none of the variants' checkboxes cover, so only the additional-conditions modal adds them. */
const MODAL_CONDITIONS = [
  'Gout',
  'Celiac Disease',
  'Atrial Fibrillation',
  'Inflammatory Bowel Disease',
] as const;

export function createSameAnswers(answers: SameAnswers): {
  wizard: WizardDraftInput;
  essential: EssentialFormInput;
  survey: SurveyAnswersInput;
} {
  const [wizardEthnicity, flatEthnicity] = ETHNICITY[answers.ethnicity];
  const flatFlags: Record<string, boolean> = {};
  const additionalMedicalConditions: string[] = [...answers.modalConditions];
  for (const key of answers.family) flatFlags[FAMILY[key]] = true;
  for (const key of answers.symptoms) flatFlags[SYMPTOMS[key]] = true;
  for (const key of answers.conditions) {
    const flat = CONDITIONS[key][1];
    if ('flag' in flat) flatFlags[flat.flag] = true;
    else additionalMedicalConditions.push(flat.condition);
  }
  if (answers.lackOfSocialSupport) flatFlags.lackOfSocialSupport = true;
  if (answers.sedentaryWork) flatFlags.sedentaryLifestyle = true;
  // The wizard's checkboxes are always answered; the survey says "none" with its None boxes.
  if (answers.family.length === 0) flatFlags.familyHistoryNone = true;
  const medicalFlagTicked = answers.conditions.some((key) => 'flag' in CONDITIONS[key][1]);
  if (!medicalFlagTicked) flatFlags.medicalHistoryNone = true;
  flatFlags.occupationalExposuresNone = true;

  const flat = {
    age: answers.age,
    biologicalSex: answers.sex,
    heightCm: answers.heightCm,
    weightKg: answers.weightKg,
    ethnicity: flatEthnicity,
    smokingStatus: answers.smoking,
    alcoholDrinksPerWeek: ALCOHOL[answers.alcohol],
    weeklyExerciseMinutes: ACTIVITY[answers.activity],
    dietQuality: answers.diet,
    stressLevel: answers.stressLevel,
    sleepHoursPerNight: answers.sleepHours,
    littleInterest: answers.littleInterest,
    feelingDown: answers.feelingDown,
    additionalMedicalConditions,
    ...(answers.skinType ? { skinType: answers.skinType } : {}),
    ...flatFlags,
  };

  const wizardFamily: Record<string, boolean> = {};
  const otherCancers: string[] = [];
  for (const key of answers.family) {
    if (key === 'ovarianCancer') otherCancers.push('ovarian cancer');
    else wizardFamily[key] = true;
  }

  return {
    wizard: {
      demographics: {
        age: answers.age,
        biologicalSex: answers.sex,
        heightCm: answers.heightCm,
        weightKg: answers.weightKg,
        ethnicity: wizardEthnicity,
      },
      medicalHistory: {
        currentConditions: answers.conditions.map((key) => CONDITIONS[key][0]),
        additionalConditions: answers.modalConditions,
      },
      lifestyle: {
        smokingStatus: answers.smoking,
        alcoholConsumption: answers.alcohol,
        physicalActivityLevel: answers.activity,
        diet: answers.diet,
        stressLevel: answers.stressLevel,
        sleepHours: answers.sleepHours,
        socialSupportSatisfaction: answers.lackOfSocialSupport ? 2 : 4,
        depressionScreening: {
          littleInterest: answers.littleInterest,
          feelingDown: answers.feelingDown,
        },
        ...(answers.skinType ? { skinType: answers.skinType } : {}),
      },
      familyHistory: { ...wizardFamily, otherCancers },
      symptoms: Object.fromEntries(answers.symptoms.map((key) => [key, true])),
      riskFactors: { sedentaryWork: answers.sedentaryWork },
    },
    essential: flat as EssentialFormInput,
    survey: flat as SurveyAnswersInput,
  };
}

const subsetOf = <T extends string>(keys: readonly T[]) => fc.subarray([...keys]);

/** Random answers inside every variant's ranges (the survey's sliders are the narrowest). */
export const sameAnswersArbitrary: fc.Arbitrary<SameAnswers> = fc.record({
  age: fc.integer({ min: 18, max: 100 }),
  sex: fc.constantFrom('male', 'female'),
  heightCm: fc.integer({ min: 120, max: 220 }),
  weightKg: fc.integer({ min: 30, max: 200 }),
  ethnicity: fc.constantFrom(...(Object.keys(ETHNICITY) as (keyof typeof ETHNICITY)[])),
  smoking: fc.constantFrom('never', 'former', 'current'),
  alcohol: fc.constantFrom(...(Object.keys(ALCOHOL) as (keyof typeof ALCOHOL)[])),
  activity: fc.constantFrom(...(Object.keys(ACTIVITY) as (keyof typeof ACTIVITY)[])),
  diet: fc.constantFrom('poor', 'fair', 'good', 'excellent'),
  stressLevel: fc.integer({ min: 1, max: 5 }),
  sleepHours: fc.integer({ min: 6, max: 24 }).map((halfHours) => halfHours / 2),
  littleInterest: fc.integer({ min: 0, max: 3 }),
  feelingDown: fc.integer({ min: 0, max: 3 }),
  family: subsetOf(Object.keys(FAMILY) as (keyof typeof FAMILY)[]),
  symptoms: subsetOf(Object.keys(SYMPTOMS) as (keyof typeof SYMPTOMS)[]),
  conditions: subsetOf(Object.keys(CONDITIONS) as (keyof typeof CONDITIONS)[]),
  modalConditions: subsetOf(MODAL_CONDITIONS),
  lackOfSocialSupport: fc.boolean(),
  sedentaryWork: fc.boolean(),
  skinType: fc.option(fc.constantFrom(...SKIN_TYPES), { nil: undefined }),
});
