import { defineBowelCancerFields } from './bowel-cancer-questions.js';
import { defineMelanomaFields } from './melanoma-questions.js';
import { defineProstateFields } from './prostate-questions.js';
import { defineBloodClotFields } from './blood-clot-questions.js';
import {
  BIRTH_REGION_FIELD,
  CHECK_UP_FIELDS,
  CHECK_UP_HINT,
  defineGad2Fields,
  EDUCATION_FIELD,
  FRUIT_VEGETABLES_FIELD,
  HAS_DIABETES,
  HIGH_GLUCOSE_FIELD,
  PARENTS_HYPERTENSION_FIELD,
  SLEEP_AND_BREATHING_FIELDS,
} from './check-up-questions.js';
import { getLowRiskDrinksPerWeek, HEALTH_REMINDERS } from './constants.js';
import { ESSENTIAL_RANGES } from './essential-schema.js';
import type { FieldDefinition, FieldSection } from './field-definitions.js';
import { listFlagOptions } from './flag-labels.js';
import {
  defineCigarettesField,
  defineDiabetesTypeField,
  defineFractureAndAfFields,
} from './history-questions.js';
import { defineMenopauseAgeField, defineReproductiveFields } from './womens-health-fields.js';
import {
  ADDITIONAL_CONDITIONS_FIELD,
  FAMILY_FLAGS_FIELD,
  MEDICAL_FLAGS_FIELD,
  OTHER_MEDICAL_FLAGS_FIELD,
  SYMPTOM_FLAGS_FIELD,
  defineMensHealthField,
  BIOLOGICAL_SEX_FIELD,
  defineBreastDensityField,
  defineDietField,
  defineFlagGroup,
  defineMenopauseField,
  defineSlider,
  FEMALE,
  formatWaistHint,
  MALE,
  SKIN_TYPE_FIELD,
  SMOKER,
  SMOKING_STATUS_FIELD,
  SURVEY_ETHNICITY_FIELD,
} from './shared-form-fields.js';
import { SURVEY_SLIDERS } from './survey-schema.js';

const e = ESSENTIAL_RANGES;
const s = SURVEY_SLIDERS;
const PHQ_PERIOD = ' (last 2 weeks, 0–3)';

const ABOUT_YOU: FieldDefinition[] = [
  defineSlider('age', e.age),
  BIOLOGICAL_SEX_FIELD,
  defineSlider('heightCm', e.heightCm),
  defineSlider('weightKg', e.weightKg),
  defineSlider('waistCircumferenceCm', e.waistCircumferenceCm, { hint: formatWaistHint }),
  SURVEY_ETHNICITY_FIELD,
  BIRTH_REGION_FIELD,
  EDUCATION_FIELD,
];

const LIFESTYLE: FieldDefinition[] = [
  SMOKING_STATUS_FIELD,
  {
    kind: 'row',
    showWhen: SMOKER,
    fields: [
      defineCigarettesField(''),
      defineSlider('yearsSmoked', e.yearsSmoked),
      {
        kind: 'slider',
        name: 'yearsSinceQuitting',
        id: 'years-quit',
        label: 'Years since quitting',
        unit: 'years',
        ...e.yearsSinceQuitting,
        showWhen: { name: 'smokingStatus', oneOf: ['former'] },
      },
    ],
  },
  defineSlider(
    'weeklyExerciseMinutes',
    { min: 0, max: 600, step: 10 },
    { hint: `The WHO recommends ${HEALTH_REMINDERS.weeklyExerciseMinutes}+ minutes a week.` },
  ),
  defineSlider(
    'alcoholDrinksPerWeek',
    { min: 0, max: 50 },
    {
      hint: ({ biologicalSex }) =>
        `Low-risk drinking is at most ${getLowRiskDrinksPerWeek(biologicalSex)} drinks a week, and at most ${HEALTH_REMINDERS.lowRiskDrinksPerDay} on any one day.`,
    },
  ),
  defineSlider('sleepHoursPerNight', s.sleepHoursPerNight),
  defineSlider('stressLevel', e.stressLevel),
  defineDietField('Diet quality'),
  FRUIT_VEGETABLES_FIELD,
  defineFlagGroup(
    'diet-flags',
    'Eating habits',
    listFlagOptions('diet', ['dietaryHabitsPreferNotToSay']),
  ),
];

const MEDICAL_HISTORY: FieldDefinition[] = [
  MEDICAL_FLAGS_FIELD,
  defineDiabetesTypeField('', HAS_DIABETES),
  OTHER_MEDICAL_FLAGS_FIELD,
  ...defineFractureAndAfFields(''),
  HIGH_GLUCOSE_FIELD,
  ADDITIONAL_CONDITIONS_FIELD,
  // QThrombosis's questions (issue 33), all optional; the pill, HRT and tamoxifen for women.
  ...defineBloodClotFields('', FEMALE),
  // §3.3: first period, pregnancies and age at menopause; issue 31: first birth and biopsies
  ...defineReproductiveFields('', FEMALE),
  defineMenopauseField(FEMALE),
  defineMenopauseAgeField('', FEMALE),
  defineBreastDensityField('Breast density', FEMALE),
  defineFlagGroup(
    'womens',
    "Women's health factors",
    listFlagOptions('womensHealth', ['womensHealthRiskFactorsPreferNotToSay']),
    FEMALE,
  ),
  defineMensHealthField(MALE),
  // The PCPT Risk Calculator 2.0's questions (issue 33), men only, all optional.
  ...defineProstateFields('', MALE),
];

const RISK_FACTORS: FieldDefinition[] = [
  defineFlagGroup(
    'work',
    'Work and physical risk factors',
    listFlagOptions('work', ['workRiskFactorsPreferNotToSay']),
  ),
  defineFlagGroup(
    'exposure',
    'Occupational and environmental exposures',
    listFlagOptions('exposure', ['occupationalExposuresPreferNotToSay']),
  ),
  defineFlagGroup(
    'mental',
    'Life experiences and social factors',
    listFlagOptions('mental', ['mentalHealthRiskFactorsPreferNotToSay']),
  ),
  SKIN_TYPE_FIELD,
  defineSlider('numberOfMoles', s.numberOfMoles),
];

/** The essential single-page questionnaire's sections in order (2-assessment.md §2, §3.3). */
export const ESSENTIAL_FORM_SECTIONS: readonly FieldSection[] = [
  { title: 'About You', fields: ABOUT_YOU },
  { title: 'Lifestyle', fields: LIFESTYLE },
  {
    title: 'Family History',
    fields: [FAMILY_FLAGS_FIELD, PARENTS_HYPERTENSION_FIELD],
  },
  { title: 'Medical History', fields: MEDICAL_HISTORY },
  {
    title: 'Symptoms',
    fields: [
      SYMPTOM_FLAGS_FIELD,
      defineSlider('littleInterest', s.littleInterest, {
        label: `Little interest or pleasure in doing things${PHQ_PERIOD}`,
      }),
      defineSlider('feelingDown', s.feelingDown, {
        label: `Feeling down, depressed or hopeless${PHQ_PERIOD}`,
      }),
      ...defineGad2Fields(PHQ_PERIOD),
      ...SLEEP_AND_BREATHING_FIELDS,
    ],
  },
  { title: 'Risk Factors', fields: RISK_FACTORS },
  {
    title: 'Your latest check-up numbers',
    description: 'All optional: they let the validated models give you a percentage.',
    intro: CHECK_UP_HINT,
    fields: CHECK_UP_FIELDS,
  },
  {
    title: 'Bowel cancer questions',
    description: 'All optional: they let the bowel cancer model give you a percentage.',
    fields: defineBowelCancerFields('', FEMALE),
  },
  {
    title: 'Melanoma questions',
    description: 'All optional: they let the melanoma model give you a percentage.',
    fields: defineMelanomaFields('', FEMALE, MALE),
  },
];
