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
import { SURVEY_SEX_OPTIONS } from './choice-labels.js';
import {
  type FieldDefinition,
  type FieldSection,
  type SliderFieldDefinition,
} from './field-definitions.js';
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
  defineBreastDensityField,
  defineDietField,
  defineFlagGroup,
  defineMenopauseField,
  defineSlider,
  formatWaistHint,
  SKIN_TYPE_FIELD,
  SMOKER,
  SMOKING_STATUS_FIELD,
  SURVEY_ETHNICITY_FIELD,
} from './shared-form-fields.js';
import { getWaistRiskThresholdCm, SURVEY_SLIDERS } from './survey-schema.js';

/** The long survey's optional check-up card (issue 15). */
const CHECK_UP_CARD_TITLE = 'Your latest check-up numbers';

/** A long-survey slider: bounds, step and resting position from `SURVEY_SLIDERS` (§5 table). */
const slider = (name: keyof typeof SURVEY_SLIDERS, extra?: Partial<SliderFieldDefinition>) =>
  defineSlider(name, SURVEY_SLIDERS[name], extra);

const PHQ_HINT = '0 not at all · 1 several days · 2 more than half the days · 3 nearly every day';

const BASIC_FIELDS: FieldDefinition[] = [
  slider('age'),
  {
    kind: 'choice',
    name: 'biologicalSex',
    id: 'sex',
    label: 'Sex assigned at birth',
    required: true,
    columns: 4,
    options: SURVEY_SEX_OPTIONS,
  },
  slider('heightCm'),
  slider('weightKg'),
  slider('waistCircumferenceCm', {
    hint: ({ value, biologicalSex }) => {
      const limit = getWaistRiskThresholdCm(biologicalSex);
      return typeof value === 'number' && value > limit
        ? `Above ${limit} cm is linked with a higher risk of heart disease and diabetes.`
        : formatWaistHint({ biologicalSex });
    },
  }),
  SURVEY_ETHNICITY_FIELD,
  BIRTH_REGION_FIELD,
  EDUCATION_FIELD,
];

const LIFESTYLE_FIELDS: FieldDefinition[] = [
  SMOKING_STATUS_FIELD,
  {
    kind: 'row',
    showWhen: SMOKER,
    fields: [defineCigarettesField(''), slider('yearsSmoked')],
  },
  slider('weeklyExerciseMinutes', {
    hint: `The WHO recommends ${HEALTH_REMINDERS.weeklyExerciseMinutes}+ minutes of moderate activity a week.`,
  }),
  slider('alcoholDrinksPerWeek', {
    hint: ({ biologicalSex }) =>
      `Low-risk drinking is at most ${getLowRiskDrinksPerWeek(biologicalSex)} standard drinks a week, and at most ${HEALTH_REMINDERS.lowRiskDrinksPerDay} on any one day.`,
  }),
  slider('sleepHoursPerNight', {
    hint: `Most adults need ${HEALTH_REMINDERS.sleepHours.min}–${HEALTH_REMINDERS.sleepHours.max} hours of sleep.`,
  }),
  slider('stressLevel'),
  slider('numberOfMoles', { label: 'Number of moles on your body (estimate)' }),
  SKIN_TYPE_FIELD,
  ADDITIONAL_CONDITIONS_FIELD,
  defineFlagGroup('work', 'Work and physical risk factors', listFlagOptions('work')),
];

const WOMENS_HEALTH_FIELDS: FieldDefinition[] = [
  // first period, pregnancies, first live birth and breast biopsies (the last two: issue 31)
  ...defineReproductiveFields(),
  defineMenopauseField(),
  defineMenopauseAgeField(),
  defineBreastDensityField('Breast density (from a mammogram report)'),
  defineFlagGroup('womens', "Other women's health factors", listFlagOptions('womensHealth')),
];

/** The bowel cancer card's title (issue 33), also in `listVisibleSurveyCards`. */
export const BOWEL_CANCER_CARD_TITLE = 'Bowel Cancer Questions';

/** The melanoma card's title (issue 33), also in `listVisibleSurveyCards`. */
export const MELANOMA_CARD_TITLE = 'Melanoma Questions';

/**
 * The long survey's cards in order (2-assessment.md §2, §5); `listVisibleSurveyCards` says which
 * of the last two (women's or men's health) is shown.
 */
export const SURVEY_CARDS: readonly FieldSection[] = [
  {
    title: 'Basic Information',
    description: 'Fields marked * are required.',
    fields: BASIC_FIELDS,
  },
  {
    title: 'Lifestyle Factors',
    description: 'Smoking, activity, alcohol, sleep and work.',
    fields: LIFESTYLE_FIELDS,
  },
  {
    title: 'Family History',
    description: 'Has a parent, brother, sister or child had any of these?',
    fields: [FAMILY_FLAGS_FIELD, PARENTS_HYPERTENSION_FIELD],
  },
  {
    title: 'Medical History and Exposures',
    description: 'Conditions and current symptoms.',
    fields: [
      MEDICAL_FLAGS_FIELD,
      defineDiabetesTypeField('', HAS_DIABETES),
      OTHER_MEDICAL_FLAGS_FIELD,
      ...defineFractureAndAfFields(''),
      HIGH_GLUCOSE_FIELD,
      // QThrombosis's questions (issue 33), all optional; the pill, HRT and tamoxifen for women.
      ...defineBloodClotFields('', { name: 'biologicalSex', oneOf: ['female'] }),
      SYMPTOM_FLAGS_FIELD,
      ...SLEEP_AND_BREATHING_FIELDS,
    ],
  },
  {
    title: CHECK_UP_CARD_TITLE,
    description: 'All optional: they let the validated models give you a percentage.',
    intro: CHECK_UP_HINT,
    fields: CHECK_UP_FIELDS,
  },
  {
    title: BOWEL_CANCER_CARD_TITLE,
    description: 'All optional: they let the bowel cancer model give you a percentage.',
    fields: defineBowelCancerFields('', { name: 'biologicalSex', oneOf: ['female'] }),
  },
  {
    title: MELANOMA_CARD_TITLE,
    description: 'All optional: they let the melanoma model give you a percentage.',
    fields: defineMelanomaFields(
      '',
      { name: 'biologicalSex', oneOf: ['female'] },
      { name: 'biologicalSex', oneOf: ['male'] },
    ),
  },
  {
    title: 'Occupational and Environmental Exposures',
    fields: [
      defineFlagGroup(
        'exposure',
        'Have you been regularly exposed to…',
        listFlagOptions('exposure'),
      ),
    ],
  },
  {
    title: 'Diet and Nutrition',
    fields: [
      defineDietField('Overall diet quality'),
      FRUIT_VEGETABLES_FIELD,
      defineFlagGroup('diet-flags', 'Eating habits', listFlagOptions('diet')),
    ],
  },
  {
    title: 'Mental Health and Social Factors',
    intro: 'Over the last 2 weeks, how often have you been bothered by…',
    fields: [
      slider('littleInterest', { hint: PHQ_HINT }),
      slider('feelingDown', { hint: PHQ_HINT }),
      ...defineGad2Fields().map((field) => ({ ...field, hint: PHQ_HINT })),
      defineFlagGroup('mental', 'Life experiences and social factors', listFlagOptions('mental')),
    ],
  },
  { title: "Women's Health and Cancer Screening", fields: WOMENS_HEALTH_FIELDS },
  {
    title: "Men's Health",
    fields: [
      defineMensHealthField(),
      // The PCPT Risk Calculator 2.0's questions (issue 33), all optional.
      ...defineProstateFields('', { name: 'biologicalSex', oneOf: ['male'] }),
    ],
  },
];
