import {
  BIOLOGICAL_SEX_OPTIONS,
  BREAST_DENSITY_OPTIONS,
  DIET_QUALITY_OPTIONS,
  MENOPAUSE_OPTIONS,
  SURVEY_ETHNICITY_OPTIONS,
  SURVEY_SMOKING_OPTIONS,
} from './choice-labels.js';
import type {
  ChoiceFieldDefinition,
  FieldCondition,
  FieldDefinition,
  FlagGroupFieldDefinition,
  FlagOption,
  SkinTypeFieldDefinition,
  SliderFieldDefinition,
} from './field-definitions.js';
import {
  listFlagOptions,
  OTHER_MEDICAL_FLAG_OPTIONS,
  SYMPTOM_FLAG_OPTIONS,
} from './flag-labels.js';
import { getWaistRiskThresholdCm, SURVEY_SLIDERS } from './survey-schema.js';

/** The questions the long survey and the essential form ask alike (each brings its own ranges). */
const SHARED_SLIDERS = {
  age: { id: 'age', label: 'Age', required: true, unit: 'years', unsetAtZero: true },
  heightCm: { id: 'height', label: 'Height', required: true, unit: 'cm', unsetAtZero: true },
  weightKg: { id: 'weight', label: 'Weight', required: true, unit: 'kg', unsetAtZero: true },
  waistCircumferenceCm: {
    id: 'waist',
    label: 'Waist circumference',
    unit: 'cm',
    unsetAtZero: true,
    help: 'waist',
  },
  packsPerDay: { id: 'packs', label: 'Packs per day' },
  yearsSmoked: { id: 'years-smoked', label: 'Years smoked', unit: 'years' },
  weeklyExerciseMinutes: { id: 'exercise', label: 'Weekly exercise', unit: 'minutes' },
  alcoholDrinksPerWeek: { id: 'alcohol', label: 'Alcoholic drinks per week', unit: 'drinks' },
  sleepHoursPerNight: { id: 'sleep', label: 'Sleep per night', unit: 'hours' },
  stressLevel: { id: 'stress', label: 'Stress level (1 low – 5 high)' },
  numberOfMoles: { id: 'moles', label: 'Number of moles (estimate)' },
  littleInterest: { id: 'little-interest', label: 'Little interest or pleasure in doing things' },
  feelingDown: { id: 'feeling-down', label: 'Feeling down, depressed or hopeless' },
} as const satisfies Record<
  keyof typeof SURVEY_SLIDERS,
  Omit<SliderFieldDefinition, 'kind' | 'name' | 'min' | 'max'>
>;

type SharedSliderName = keyof typeof SHARED_SLIDERS;

/**
 * A shared slider with the given range. Its thumb rests where `SURVEY_SLIDERS` says (the spec's
 * slider defaults, docs/decisions/0008), in every form that asks it.
 */
export function defineSlider(
  name: SharedSliderName,
  range: { min: number; max: number; step?: number },
  extra: Partial<SliderFieldDefinition> = {},
): SliderFieldDefinition {
  const rest: { min: number; default?: number } = SURVEY_SLIDERS[name];
  return {
    kind: 'slider',
    name,
    ...SHARED_SLIDERS[name],
    min: range.min,
    max: range.max,
    ...(range.step === undefined ? {} : { step: range.step }),
    ...(rest.default === undefined ? {} : { restAt: rest.default }),
    ...extra,
  };
}

/** A group of yes/no boxes. */
export function defineFlagGroup(
  id: string,
  label: string,
  flags: readonly FlagOption[],
  showWhen?: FieldCondition,
): FlagGroupFieldDefinition {
  return { kind: 'flags', id, label, flags, ...(showWhen ? { showWhen } : {}) };
}

/** The waist hint both forms show below the waist slider. */
export function formatWaistHint({ biologicalSex }: { biologicalSex: string | undefined }) {
  return `A waist above ${getWaistRiskThresholdCm(biologicalSex)} cm is linked with higher health risk.`;
}

export const SMOKER: FieldCondition = { name: 'smokingStatus', oneOf: ['current', 'former'] };
export const FEMALE: FieldCondition = { name: 'biologicalSex', oneOf: ['female'] };
export const MALE: FieldCondition = { name: 'biologicalSex', oneOf: ['male'] };

/** Biological sex as the essential form and the wizard ask it (male or female). */
export const BIOLOGICAL_SEX_FIELD = {
  kind: 'choice',
  name: 'biologicalSex',
  id: 'sex',
  label: 'Biological sex',
  required: true,
  columns: 2,
  options: BIOLOGICAL_SEX_OPTIONS,
} as const satisfies ChoiceFieldDefinition;

export const SURVEY_ETHNICITY_FIELD: FieldDefinition = {
  kind: 'select',
  name: 'ethnicity',
  id: 'ethnicity',
  label: 'Ethnicity',
  required: true,
  options: SURVEY_ETHNICITY_OPTIONS,
};

export const SMOKING_STATUS_FIELD: FieldDefinition = {
  kind: 'choice',
  name: 'smokingStatus',
  id: 'smoking',
  label: 'Smoking status',
  required: true,
  columns: 4,
  options: SURVEY_SMOKING_OPTIONS,
};

/** Diet quality tiles under the form's own legend. */
export function defineDietField(label: string): ChoiceFieldDefinition {
  return {
    kind: 'choice',
    name: 'dietQuality',
    id: 'diet',
    label,
    columns: 4,
    options: DIET_QUALITY_OPTIONS,
  };
}

export function defineMenopauseField(showWhen?: FieldCondition): ChoiceFieldDefinition {
  return {
    kind: 'choice',
    name: 'menopauseStatus',
    id: 'menopause',
    label: 'Menopause status',
    columns: 4,
    options: MENOPAUSE_OPTIONS,
    ...(showWhen ? { showWhen } : {}),
  };
}

export function defineBreastDensityField(
  label: string,
  showWhen?: FieldCondition,
): ChoiceFieldDefinition {
  return {
    kind: 'choice',
    name: 'breastDensity',
    id: 'breast-density',
    label,
    columns: 3,
    options: BREAST_DENSITY_OPTIONS,
    ...(showWhen ? { showWhen } : {}),
  };
}

export const SKIN_TYPE_FIELD: SkinTypeFieldDefinition = {
  kind: 'skin-type',
  name: 'skinType',
  id: 'skin',
  label: 'Skin type (how your skin reacts to the sun)',
};

/** The heading of the diagnosed-conditions question (the modal's card shows it too). */
export const ADDITIONAL_CONDITIONS_LABEL = 'Other diagnosed conditions';

export const ADDITIONAL_CONDITIONS_FIELD: FieldDefinition = {
  kind: 'additional-conditions',
  name: 'additionalMedicalConditions',
  label: ADDITIONAL_CONDITIONS_LABEL,
};

export const FAMILY_FLAGS_FIELD = defineFlagGroup(
  'family',
  'Conditions in close family',
  listFlagOptions('family'),
);
export const MEDICAL_FLAGS_FIELD = defineFlagGroup(
  'medical',
  'Has a doctor ever told you that you have…',
  listFlagOptions('medical'),
);
export const OTHER_MEDICAL_FLAGS_FIELD = defineFlagGroup(
  'other-medical',
  'Other diagnoses and treatment',
  OTHER_MEDICAL_FLAG_OPTIONS,
);
export const SYMPTOM_FLAGS_FIELD = defineFlagGroup(
  'symptoms',
  'Symptoms you have now',
  SYMPTOM_FLAG_OPTIONS,
);

/** Men's health boxes (shown only while `showWhen` holds, when given). */
export function defineMensHealthField(showWhen?: FieldCondition): FlagGroupFieldDefinition {
  return defineFlagGroup('mens', "Men's health factors", listFlagOptions('mensHealth'), showWhen);
}
