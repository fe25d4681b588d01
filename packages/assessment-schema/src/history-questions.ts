/**
 * Questions issue 31 adds to every variant ("What the forms fail to ask"): the kind of diabetes,
 * cigarettes (or other tobacco) per day instead of packs, a previous low-trauma fracture, atrial
 * fibrillation, and the Gail model's age at first live birth and breast biopsies. Each is
 * optional. The long survey and the essential form store them flat under these names; the
 * wizard keeps them in the steps that ask them (`WIZARD_HISTORY_QUESTION_SECTIONS`).
 */
import type { RiskProfile } from '@healthscreen/risk-engine';
import { z } from 'zod';

import { UNKNOWN_ANSWER, YES_NO_UNKNOWN, YES_NO_UNKNOWN_OPTIONS } from './check-up-questions.js';
import type {
  ChoiceFieldDefinition,
  FieldCondition,
  FieldOption,
  SelectFieldDefinition,
  SliderFieldDefinition,
} from './field-definitions.js';
import { listNumberOptions } from './field-definitions.js';
import { createRangeSchema } from './fields.js';

export const DIABETES_TYPES = ['type1', 'type2', 'gestational', UNKNOWN_ANSWER] as const;
export type DiabetesTypeAnswer = (typeof DIABETES_TYPES)[number];

/** Cigarettes (or cigars, pipes, bowls of tobacco) per day while smoking. */
export const CIGARETTES_PER_DAY_RANGE = { min: 0, max: 100, step: 1 } as const;
export const AGE_AT_FIRST_BIRTH_RANGE = { min: 10, max: 60 } as const;
/** "I have not given birth": Gail's nulliparous. */
export const NO_LIVE_BIRTH = 'none';
export const BREAST_BIOPSY_ANSWERS = ['0', '1', '2+', UNKNOWN_ANSWER] as const;

const YesNoUnknownSchema = (label: string) =>
  z.enum(YES_NO_UNKNOWN, { error: `${label} is not one of the listed choices` }).optional();

/** Age at first live birth (10–60), 'none' (no live birth), or unset. */
export const AgeAtFirstBirthSchema = z.union(
  [
    createRangeSchema(
      'Age at first birth',
      AGE_AT_FIRST_BIRTH_RANGE.min,
      AGE_AT_FIRST_BIRTH_RANGE.max,
      { integer: true },
    ),
    z.literal(NO_LIVE_BIRTH),
  ],
  { error: 'Age at first birth must be between 10 and 60, or none' },
);

/** The new questions, with their stored names (same in every variant). */
export const HistoryQuestionsShape = {
  diabetesType: z
    .enum(DIABETES_TYPES, { error: 'Type of diabetes is not one of the listed choices' })
    .optional(),
  cigarettesPerDay: createRangeSchema(
    'Cigarettes per day',
    CIGARETTES_PER_DAY_RANGE.min,
    CIGARETTES_PER_DAY_RANGE.max,
    { integer: true },
  ).optional(),
  previousFracture: YesNoUnknownSchema('Previous fracture'),
  atrialFibrillation: YesNoUnknownSchema('Atrial fibrillation'),
  ageAtFirstBirth: AgeAtFirstBirthSchema.optional(),
  breastBiopsies: z
    .enum(BREAST_BIOPSY_ANSWERS, { error: 'Breast biopsies is not one of the listed choices' })
    .optional(),
};
export type HistoryQuestions = {
  [K in keyof typeof HistoryQuestionsShape]?: z.infer<(typeof HistoryQuestionsShape)[K]>;
};

// ---------------------------------------------------------------------------------------------
// Mapping to the engine

type HistoryProfileFields = Pick<
  RiskProfile,
  | 'diabetes'
  | 'diabetesType'
  | 'gestationalDiabetesHistory'
  | 'highBloodGlucoseHistory'
  | 'previousFragilityFracture'
  | 'ageAtFirstLiveBirth'
  | 'nulliparous'
  | 'breastBiopsies'
> & { atrialFibrillation?: boolean };

/**
 * The diabetes answer with its kind: type 1 and type 2 are diabetes of that type; gestational
 * diabetes alone is not diabetes now but a past high blood glucose (AUSDRISK) and, for women, a
 * gestational diabetes history; "I'm not sure" is diabetes of unknown type. Without the diabetes
 * box ticked (`hasDiabetes` not true) the kind is not read.
 */
export function mapDiabetesType(
  answer: DiabetesTypeAnswer | undefined,
  hasDiabetes: boolean | undefined,
  sex: string | undefined,
): HistoryProfileFields {
  if (hasDiabetes !== true) return {};
  if (answer === 'type1') return { diabetes: true, diabetesType: 'type-1' };
  if (answer === 'type2') return { diabetes: true, diabetesType: 'type-2' };
  if (answer === 'gestational') {
    return {
      diabetes: false,
      highBloodGlucoseHistory: true,
      ...(sex === 'female' ? { gestationalDiabetesHistory: true } : {}),
    };
  }
  return { diabetes: true };
}

/**
 * Smoking amount: cigarettes per day when given, else the packs per day that assessments saved
 * before issue 31 hold (× 20).
 */
export function readCigarettesPerDay(answers: {
  cigarettesPerDay?: number | undefined;
  packsPerDay?: number | undefined;
}): number | undefined {
  if (answers.cigarettesPerDay !== undefined) return answers.cigarettesPerDay;
  return answers.packsPerDay === undefined ? undefined : answers.packsPerDay * 20;
}

/** Fracture and atrial fibrillation (yes / no; "I don't know" gives nothing). */
export function mapFractureAndAf(answers: HistoryQuestions): {
  previousFragilityFracture?: boolean;
  atrialFibrillation?: boolean;
} {
  const fracture = answers.previousFracture;
  const af = answers.atrialFibrillation;
  return {
    ...(fracture === 'yes' || fracture === 'no'
      ? { previousFragilityFracture: fracture === 'yes' }
      : {}),
    ...(af === 'yes' || af === 'no' ? { atrialFibrillation: af === 'yes' } : {}),
  };
}

/** Gail's birth and biopsy answers (women only; the caller checks the sex). */
export function mapBirthAndBiopsies(
  answers: HistoryQuestions,
): Pick<RiskProfile, 'ageAtFirstLiveBirth' | 'nulliparous' | 'breastBiopsies'> {
  const birth = answers.ageAtFirstBirth;
  const biopsies = answers.breastBiopsies;
  return {
    ...(typeof birth === 'number' ? { ageAtFirstLiveBirth: birth, nulliparous: false } : {}),
    ...(birth === NO_LIVE_BIRTH ? { nulliparous: true } : {}),
    ...(biopsies === '0' || biopsies === '1' ? { breastBiopsies: Number(biopsies) } : {}),
    ...(biopsies === '2+' ? { breastBiopsies: 2 } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Field definitions

const DIABETES_TYPE_OPTIONS: readonly FieldOption<DiabetesTypeAnswer>[] = [
  { value: 'type1', label: 'Type 1' },
  { value: 'type2', label: 'Type 2' },
  { value: 'gestational', label: 'Gestational (in pregnancy) only' },
  { value: UNKNOWN_ANSWER, label: "I'm not sure" },
];

/** Which diabetes: shown while the form's diabetes answer (`diabetesWhen`) is given. */
export function defineDiabetesTypeField(
  prefix: string,
  diabetesWhen: FieldCondition,
): ChoiceFieldDefinition {
  return {
    kind: 'choice',
    name: `${prefix}diabetesType`,
    id: 'diabetes-type',
    label: 'Which type of diabetes?',
    columns: 2,
    options: DIABETES_TYPE_OPTIONS,
    showWhen: diabetesWhen,
  };
}

/** Cigarettes per day (current and former smokers). */
export function defineCigarettesField(
  prefix: string,
  smokerWhen?: FieldCondition,
): SliderFieldDefinition {
  return {
    kind: 'slider',
    name: `${prefix}cigarettesPerDay`,
    id: 'cigarettes',
    label: 'Cigarettes (or other tobacco) per day, while smoking',
    hint: 'Count each cigar, pipe or cone as one cigarette. A pack is usually 20–25.',
    ...CIGARETTES_PER_DAY_RANGE,
    restAt: 10,
    ...(smokerWhen ? { showWhen: smokerWhen } : {}),
  };
}

/** A previous low-trauma fracture and atrial fibrillation (medical history). */
export function defineFractureAndAfFields(prefix: string): ChoiceFieldDefinition[] {
  return [
    {
      kind: 'choice',
      name: `${prefix}previousFracture`,
      id: 'previous-fracture',
      label: 'Since age 50, have you broken a bone in a minor fall or bump?',
      hint: 'A fall from standing height or less, not a car accident or a sports injury.',
      columns: 3,
      options: YES_NO_UNKNOWN_OPTIONS,
    },
    {
      kind: 'choice',
      name: `${prefix}atrialFibrillation`,
      id: 'atrial-fibrillation',
      label: 'Has a doctor told you that you have atrial fibrillation (an irregular heartbeat)?',
      columns: 3,
      options: YES_NO_UNKNOWN_OPTIONS,
    },
  ];
}

/** Gail's age at first live birth and number of breast biopsies (women). */
export function defineBirthAndBiopsyFields(
  prefix: string,
  femaleWhen?: FieldCondition,
): SelectFieldDefinition[] {
  const shown = femaleWhen ? { showWhen: femaleWhen } : {};
  return [
    {
      kind: 'select',
      name: `${prefix}ageAtFirstBirth`,
      id: 'first-birth',
      label: 'Age when your first child was born',
      options: [
        { value: NO_LIVE_BIRTH, label: 'I have not given birth' },
        ...listNumberOptions(AGE_AT_FIRST_BIRTH_RANGE.min, AGE_AT_FIRST_BIRTH_RANGE.max),
      ],
      numeric: { storedAsText: [NO_LIVE_BIRTH] },
      ...shown,
    },
    {
      kind: 'select',
      name: `${prefix}breastBiopsies`,
      id: 'breast-biopsies',
      label: 'How many breast biopsies have you had?',
      hint: 'A biopsy takes a small sample of breast tissue with a needle or surgery.',
      options: [
        { value: '0', label: 'None' },
        { value: '1', label: 'One' },
        { value: '2+', label: 'Two or more' },
        { value: UNKNOWN_ANSWER, label: "I don't know" },
      ],
      ...shown,
    },
  ];
}
