import { defineBowelCancerFields } from './bowel-cancer-questions.js';
import { defineMelanomaFields } from './melanoma-questions.js';
import { defineProstateFields } from './prostate-questions.js';
import { defineBloodClotFields } from './blood-clot-questions.js';
import {
  BIRTH_REGION_FIELD,
  defineGad2Fields,
  defineMedicineFields,
  EDUCATION_FIELD,
  FRUIT_VEGETABLES_FIELD,
  HIGH_GLUCOSE_FIELD,
  PARENTS_HYPERTENSION_FIELD,
  SLEEP_AND_BREATHING_FIELDS,
  YES_NO_UNKNOWN_OPTIONS,
} from './check-up-questions.js';
import {
  DIET_QUALITY_OPTIONS,
  WIZARD_ACTIVITY_OPTIONS,
  WIZARD_ALCOHOL_OPTIONS,
  WIZARD_ETHNICITY_OPTIONS,
  WIZARD_SMOKING_OPTIONS,
} from './choice-labels.js';
import type {
  FieldCondition,
  FieldDefinition,
  SliderFieldDefinition,
} from './field-definitions.js';
import {
  WIZARD_FAMILY_OPTIONS,
  WIZARD_RISK_FACTOR_OPTIONS,
  WIZARD_SYMPTOM_OPTIONS,
} from './flag-labels.js';
import {
  defineCigarettesField,
  defineDiabetesTypeField,
  defineFractureAndAfFields,
} from './history-questions.js';
import {
  ADDITIONAL_CONDITIONS_LABEL,
  BIOLOGICAL_SEX_FIELD,
  defineBreastDensityField,
  defineMenopauseField,
  SKIN_TYPE_FIELD,
} from './shared-form-fields.js';
import { defineMenopauseAgeField, defineReproductiveFields } from './womens-health-fields.js';
import { WIZARD_CURRENT_CONDITIONS, WIZARD_RANGES, type WizardStep } from './wizard-schema.js';

const r = WIZARD_RANGES;
const PHQ_PERIOD = ' (last 2 weeks, 0–3)';

/** A wizard lifestyle slider with its range from `WIZARD_RANGES` (§5 input hints). */
function slider(
  field: string,
  id: string,
  label: string,
  range: keyof typeof WIZARD_RANGES,
  extra: Partial<SliderFieldDefinition> = {},
): SliderFieldDefinition {
  return { kind: 'slider', name: `lifestyle.${field}`, id, label, ...r[range], ...extra };
}

function textList(name: string, id: string, label: string): FieldDefinition {
  return { kind: 'text-list', name, id, label };
}

/**
 * One of check-up-questions.ts's optional questions (issue 15) stored in a wizard section: the
 * same label, options, hint and range as in the flat forms, at `<section>.<name>`.
 */
function inSection<T extends Exclude<FieldDefinition, { kind: 'row' | 'flags' }>>(
  section: string,
  field: T,
): T {
  return { ...field, name: `${section}.${field.name}` };
}

const BASIC_INFORMATION: FieldDefinition[] = [
  {
    kind: 'number',
    name: 'demographics.age',
    id: 'age',
    label: 'Age',
    required: true,
    unit: 'years',
    ...r.age,
  },
  { ...BIOLOGICAL_SEX_FIELD, name: 'demographics.biologicalSex' },
  {
    kind: 'row',
    fields: [
      {
        kind: 'number',
        name: 'demographics.heightCm',
        id: 'height',
        label: 'Height',
        required: true,
        unit: 'cm',
        ...r.heightCm,
      },
      {
        kind: 'number',
        name: 'demographics.weightKg',
        id: 'weight',
        label: 'Weight',
        required: true,
        unit: 'kg',
        ...r.weightKg,
      },
    ],
  },
  {
    kind: 'select',
    name: 'demographics.ethnicity',
    id: 'ethnicity',
    label: 'Ethnicity',
    required: true,
    options: WIZARD_ETHNICITY_OPTIONS,
  },
  {
    kind: 'number',
    name: 'demographics.waistCm',
    id: 'waist',
    label: 'Waist circumference',
    unit: 'cm',
    ...r.waistCm,
  },
  inSection('demographics', BIRTH_REGION_FIELD),
  inSection('demographics', EDUCATION_FIELD),
];

/** Women's questions show once the sex answer is female. */
const WIZARD_FEMALE: FieldCondition = { name: 'demographics.biologicalSex', oneOf: ['female'] };

/** The wizard's diabetes answer: the step-2 checkbox. */
const WIZARD_HAS_DIABETES: FieldCondition = {
  name: 'medicalHistory.currentConditions',
  includes: 'Diabetes Type 1 or 2',
};

const MEDICAL_HISTORY: FieldDefinition[] = [
  {
    kind: 'checklist',
    name: 'medicalHistory.currentConditions',
    id: 'conditions',
    label: 'Current conditions (diagnosed by a doctor)',
    options: WIZARD_CURRENT_CONDITIONS,
  },
  {
    kind: 'additional-conditions',
    name: 'medicalHistory.additionalConditions',
    label: ADDITIONAL_CONDITIONS_LABEL,
  },
  {
    kind: 'choice',
    name: 'medicalHistory.bloodPressureMedication',
    id: 'bp-medication',
    label: 'Do you take medicine for high blood pressure?',
    columns: 3,
    options: YES_NO_UNKNOWN_OPTIONS,
  },
  ...defineMedicineFields('medicalHistory.', WIZARD_HAS_DIABETES),
  defineDiabetesTypeField('medicalHistory.', WIZARD_HAS_DIABETES),
  inSection('medicalHistory', HIGH_GLUCOSE_FIELD),
  ...defineFractureAndAfFields('medicalHistory.'),
  // QThrombosis's questions (issue 33), all optional; the pill, HRT and tamoxifen for women.
  ...defineBloodClotFields('medicalHistory.bloodClots.', WIZARD_FEMALE),
  // women's health (issue 31): the long survey's questions, for women only
  ...defineReproductiveFields('medicalHistory.', WIZARD_FEMALE),
  { ...defineMenopauseField(WIZARD_FEMALE), name: 'medicalHistory.menopauseStatus' },
  defineMenopauseAgeField('medicalHistory.', WIZARD_FEMALE),
  {
    ...defineBreastDensityField('Breast density (from a mammogram report)', WIZARD_FEMALE),
    name: 'medicalHistory.breastDensity',
  },
  // The PCPT Risk Calculator 2.0's questions (issue 33), men only, all optional.
  ...defineProstateFields('medicalHistory.prostate.', {
    name: 'demographics.biologicalSex',
    oneOf: ['male'],
  }),
  textList('medicalHistory.currentMedications', 'medications', 'Current medications'),
  textList('medicalHistory.allergies', 'allergies', 'Allergies'),
  textList('medicalHistory.surgeries', 'surgeries', 'Surgeries'),
  textList('medicalHistory.hospitalizations', 'hospitalizations', 'Hospitalizations'),
];

const LIFESTYLE: FieldDefinition[] = [
  {
    kind: 'choice',
    name: 'lifestyle.smokingStatus',
    id: 'smoking',
    label: 'Smoking status',
    required: true,
    columns: 3,
    options: WIZARD_SMOKING_OPTIONS,
  },
  {
    kind: 'row',
    showWhen: { name: 'lifestyle.smokingStatus', oneOf: ['current', 'former'] },
    fields: [
      defineCigarettesField('lifestyle.'),
      slider('yearsSmoked', 'years-smoked', 'Years smoked', 'yearsSmoked', { unit: 'years' }),
      slider('yearsSinceQuitting', 'years-quit', 'Years since quitting', 'yearsSinceQuitting', {
        unit: 'years',
        showWhen: { name: 'lifestyle.smokingStatus', oneOf: ['former'] },
      }),
    ],
  },
  {
    kind: 'choice',
    name: 'lifestyle.alcoholConsumption',
    id: 'alcohol',
    label: 'Alcohol consumption',
    required: true,
    columns: 4,
    options: WIZARD_ALCOHOL_OPTIONS,
  },
  {
    kind: 'choice',
    name: 'lifestyle.physicalActivityLevel',
    id: 'activity',
    label: 'Physical activity level',
    columns: 3,
    options: WIZARD_ACTIVITY_OPTIONS,
  },
  {
    kind: 'choice',
    name: 'lifestyle.diet',
    id: 'diet',
    label: 'Diet',
    columns: 4,
    options: DIET_QUALITY_OPTIONS,
  },
  inSection('lifestyle', FRUIT_VEGETABLES_FIELD),
  // the thumbs rest at the spec's old defaults; nothing is recorded until moved (issue 31)
  slider('stressLevel', 'stress', 'Stress level (1–5)', 'stressLevel', {
    required: true,
    restAt: 1,
  }),
  slider('sleepHours', 'sleep', 'Sleep per night', 'sleepHours', { unit: 'hours', restAt: 8 }),
  slider(
    'socialSupportSatisfaction',
    'social',
    'Satisfaction with social support (1–5)',
    'socialSupportSatisfaction',
    { restAt: 3 },
  ),
  slider('financialStressLevel', 'financial', 'Financial stress (1–5)', 'financialStressLevel', {
    restAt: 2,
  }),
  slider('painLevel', 'pain', 'Pain level (0–10)', 'painLevel', { restAt: 0 }),
  slider(
    'depressionScreening.littleInterest',
    'little-interest',
    `Little interest or pleasure in doing things${PHQ_PERIOD}`,
    'phq2Item',
  ),
  slider(
    'depressionScreening.feelingDown',
    'feeling-down',
    `Feeling down, depressed or hopeless${PHQ_PERIOD}`,
    'phq2Item',
  ),
  ...defineGad2Fields(PHQ_PERIOD).map((field) => inSection('lifestyle', field)),
  { ...SKIN_TYPE_FIELD, name: 'lifestyle.skinType' },
  // The NCI Colorectal Cancer Risk Assessment Tool's questions (issue 33), all optional.
  ...defineBowelCancerFields('lifestyle.bowelCancer.', {
    name: 'demographics.biologicalSex',
    oneOf: ['female'],
  }),
  // The NCI Melanoma Risk Assessment Tool's questions (issue 33), all optional.
  ...defineMelanomaFields(
    'lifestyle.melanoma.',
    { name: 'demographics.biologicalSex', oneOf: ['female'] },
    { name: 'demographics.biologicalSex', oneOf: ['male'] },
  ),
];

/** The questions of each wizard step (2-assessment.md §3.1, §5); titles are in `WIZARD_STEPS`. */
export const WIZARD_STEP_FIELDS: Readonly<Record<WizardStep, readonly FieldDefinition[]>> = {
  1: BASIC_INFORMATION,
  2: MEDICAL_HISTORY,
  3: LIFESTYLE,
  4: [
    {
      kind: 'flags',
      id: 'family',
      label: 'Has a parent, brother or sister had…',
      flags: WIZARD_FAMILY_OPTIONS,
      path: 'familyHistory',
    },
    textList('familyHistory.otherCancers', 'other-cancers', 'Other cancers in the family'),
    inSection('familyHistory', PARENTS_HYPERTENSION_FIELD),
  ],
  5: [
    {
      kind: 'flags',
      id: 'symptoms',
      label: 'Symptoms you have now',
      flags: WIZARD_SYMPTOM_OPTIONS,
      path: 'symptoms',
    },
    ...SLEEP_AND_BREATHING_FIELDS.map((field) =>
      field.kind === 'row' || field.kind === 'flags' ? field : inSection('symptoms', field),
    ),
  ],
  6: [
    {
      kind: 'lab-results',
      name: 'labResults',
      id: 'lab',
      label: 'Your latest check-up numbers',
      acrWhen: WIZARD_HAS_DIABETES,
    },
  ],
  7: [
    {
      kind: 'flags',
      id: 'risk',
      label: 'Do any of these apply to you?',
      flags: WIZARD_RISK_FACTOR_OPTIONS,
      path: 'riskFactors',
    },
  ],
};
