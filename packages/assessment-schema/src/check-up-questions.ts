/**
 * The optional questions the validated models need and the original forms did not ask (issue 15,
 * "Ask the questions"): medicines, AUSDRISK's region of birth and high-glucose history, FINDRISC's
 * daily vegetables or fruit, PLCOm2012's education, the GAD-2, STOP-Bang, parents with high blood
 * pressure (Framingham hypertension) and the COPD Population Screener. Every one is optional and,
 * where a person may not know, has an explicit "I don't know" (`unknown`), which is kept as the
 * answer on screen but gives the engine nothing (never a guessed value).
 *
 * The long survey and the essential form store them flat under these names; the wizard stores
 * its medicines and smoking amount in its own sections (wizard-schema.ts).
 */
import type {
  AgreementLevel,
  BirthRegion,
  BreathlessnessFrequency,
  DiabetesMedication,
  EducationLevel,
  PhlegmFrequency,
  RiskProfile,
} from '@healthscreen/risk-engine';
import { z } from 'zod';

import type {
  ChoiceFieldDefinition,
  FieldCondition,
  FieldDefinition,
  FieldOption,
  SelectFieldDefinition,
  SliderFieldDefinition,
} from './field-definitions.js';
import { createRangeSchema, createUnsetOrRangeSchema } from './fields.js';

/** The stored "I don't know" choice: shown as chosen, mapped to nothing. */
export const UNKNOWN_ANSWER = 'unknown';

export const YES_NO_UNKNOWN = ['yes', 'no', UNKNOWN_ANSWER] as const;

export const DIABETES_MEDICATION_ANSWERS = ['none', 'oral', 'insulin', UNKNOWN_ANSWER] as const;
const BIRTH_REGION_ANSWERS = [
  'australia',
  'asia',
  'middle_east',
  'north_africa',
  'southern_europe',
  'other',
  UNKNOWN_ANSWER,
] as const;
const EDUCATION_ANSWERS = [
  'less_than_high_school',
  'high_school',
  'post_high_school_training',
  'some_college',
  'college_graduate',
  'postgraduate',
  'prefer_not_to_say',
] as const;
const PARENTS_WITH_HYPERTENSION_ANSWERS = ['0', '1', '2', UNKNOWN_ANSWER] as const;
const BREATHLESSNESS_ANSWERS = ['none', 'a-little', 'some', 'most', 'all'] as const;
const PHLEGM_ANSWERS = [
  'never',
  'only-with-colds',
  'few-days-a-month',
  'most-days-a-week',
  'every-day',
] as const;
const AGREEMENT_ANSWERS = [
  'strongly-disagree',
  'disagree',
  'unsure',
  'agree',
  'strongly-agree',
] as const;

/** Neck (collar) circumference accepted, cm: adult collars run about 28–55 cm. */
export const NECK_RANGE = { min: 25, max: 70, step: 0.5 } as const;
/** GAD-2 items are 0–3, as the PHQ-2 items. */
const GAD2_RANGE = { min: 0, max: 3, step: 1 } as const;

/** An optional choice; a drop-down's blank entry ('') is "not answered" too. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: `${label} is not one of the listed choices` }).optional(),
  );

/**
 * The zod shape of the optional questions, spread into the long survey's and the essential form's
 * schemas (same names, same meaning in both, so "Update your answers" copies them as they are).
 */
export const CheckUpQuestionsShape = {
  statin: choice(YES_NO_UNKNOWN, 'Statin or other cholesterol medicine'),
  /** PLCOm2012's personal history of cancer (issue 15). */
  cancerHistory: choice(YES_NO_UNKNOWN, 'Ever diagnosed with cancer'),
  /** The Framingham stroke profile's "left ventricular hypertrophy on ECG" (issue 15). */
  ecgLvh: choice(YES_NO_UNKNOWN, 'Thickened heart muscle on an ECG'),
  diabetesMedication: choice(DIABETES_MEDICATION_ANSWERS, 'Diabetes medicines'),
  birthRegion: choice(BIRTH_REGION_ANSWERS, 'Where you were born'),
  highBloodGlucoseHistory: choice(YES_NO_UNKNOWN, 'Ever told you had high blood glucose'),
  eatsFruitOrVegetablesDaily: choice(YES_NO_UNKNOWN, 'Vegetables or fruit every day'),
  educationLevel: choice(EDUCATION_ANSWERS, 'Highest level of education'),
  gad2Nervous: createRangeSchema('Feeling nervous, anxious or on edge', 0, 3, {
    integer: true,
  }).optional(),
  gad2Worrying: createRangeSchema('Not being able to stop or control worrying', 0, 3, {
    integer: true,
  }).optional(),
  loudSnoring: choice(YES_NO_UNKNOWN, 'Loud snoring'),
  daytimeTiredness: choice(YES_NO_UNKNOWN, 'Daytime tiredness'),
  observedApnoea: choice(YES_NO_UNKNOWN, 'Stopped breathing in your sleep'),
  /** 0 is "not answered yet" (the slider's typed box left empty). */
  neckCm: createUnsetOrRangeSchema('Neck circumference', NECK_RANGE.min, NECK_RANGE.max, {
    unit: 'cm',
  }).optional(),
  parentsWithHypertension: choice(
    PARENTS_WITH_HYPERTENSION_ANSWERS,
    'Parents with high blood pressure',
  ),
  shortOfBreathPast4Weeks: choice(BREATHLESSNESS_ANSWERS, 'Short of breath'),
  coughsUpPhlegm: choice(PHLEGM_ANSWERS, 'Coughing up mucus or phlegm'),
  doesLessBecauseOfBreathing: choice(AGREEMENT_ANSWERS, 'Doing less because of breathing'),
};
export type CheckUpQuestions = {
  [K in keyof typeof CheckUpQuestionsShape]?: z.infer<(typeof CheckUpQuestionsShape)[K]>;
};
/** The stored names of the optional questions (flat forms). */
export const CHECK_UP_QUESTION_NAMES = Object.keys(
  CheckUpQuestionsShape,
) as (keyof typeof CheckUpQuestionsShape)[];

// ---------------------------------------------------------------------------------------------
// Mapping to the engine

const BIRTH_REGION_TO_PROFILE: Record<
  (typeof BIRTH_REGION_ANSWERS)[number],
  BirthRegion | undefined
> = {
  australia: 'australia',
  asia: 'asia',
  middle_east: 'middle-east',
  north_africa: 'north-africa',
  southern_europe: 'southern-europe',
  other: 'other',
  unknown: undefined,
};

const EDUCATION_TO_PROFILE: Record<(typeof EDUCATION_ANSWERS)[number], EducationLevel | undefined> =
  {
    less_than_high_school: 'less-than-high-school',
    high_school: 'high-school',
    post_high_school_training: 'post-high-school-training',
    some_college: 'some-college',
    college_graduate: 'college-graduate',
    postgraduate: 'postgraduate',
    prefer_not_to_say: undefined,
  };

/** yes → true, no → false, "I don't know" or unanswered → undefined. */
export function mapYesNoUnknown(answer: string | undefined): boolean | undefined {
  return answer === 'yes' ? true : answer === 'no' ? false : undefined;
}

/** The diabetes-medicine answer as the engine reads it; only for people with diabetes. */
export function mapDiabetesMedication(
  answer: string | undefined,
  hasDiabetes: boolean | undefined,
): DiabetesMedication | undefined {
  if (hasDiabetes !== true) return undefined;
  return answer === 'none' || answer === 'oral' || answer === 'insulin' ? answer : undefined;
}

/** The RiskProfile fields the optional questions fill. */
type CheckUpProfileFields = Pick<
  RiskProfile,
  | 'onStatin'
  | 'leftVentricularHypertrophy'
  | 'personalCancerHistory'
  | 'diabetesMedication'
  | 'birthRegion'
  | 'highBloodGlucoseHistory'
  | 'eatsFruitOrVegetablesDaily'
  | 'educationLevel'
  | 'gad2Nervous'
  | 'gad2Worrying'
  | 'loudSnoring'
  | 'daytimeTiredness'
  | 'observedApnoea'
  | 'neckCm'
  | 'parentsWithHypertension'
  | 'shortOfBreathPast4Weeks'
  | 'coughsUpPhlegm'
  | 'doesLessBecauseOfBreathing'
>;

/**
 * The optional answers as RiskProfile fields. "I don't know", "prefer not to say", a neck of 0
 * and unanswered questions all give undefined. The diabetes medicine counts only when the person
 * has diabetes (`hasDiabetes`); a "yes" to high blood glucose is also implied by a gestational
 * diabetes history, which the caller passes on separately.
 */
export function mapCheckUpQuestionsToProfile(
  answers: CheckUpQuestions,
  hasDiabetes: boolean | undefined,
): CheckUpProfileFields {
  const parents = answers.parentsWithHypertension;
  const fields: CheckUpProfileFields = {
    onStatin: mapYesNoUnknown(answers.statin),
    leftVentricularHypertrophy: mapYesNoUnknown(answers.ecgLvh),
    diabetesMedication: mapDiabetesMedication(answers.diabetesMedication, hasDiabetes),
    birthRegion: answers.birthRegion ? BIRTH_REGION_TO_PROFILE[answers.birthRegion] : undefined,
    highBloodGlucoseHistory: mapYesNoUnknown(answers.highBloodGlucoseHistory),
    eatsFruitOrVegetablesDaily: mapYesNoUnknown(answers.eatsFruitOrVegetablesDaily),
    educationLevel: answers.educationLevel
      ? EDUCATION_TO_PROFILE[answers.educationLevel]
      : undefined,
    gad2Nervous: answers.gad2Nervous,
    gad2Worrying: answers.gad2Worrying,
    loudSnoring: mapYesNoUnknown(answers.loudSnoring),
    daytimeTiredness: mapYesNoUnknown(answers.daytimeTiredness),
    observedApnoea: mapYesNoUnknown(answers.observedApnoea),
    neckCm: answers.neckCm !== undefined && answers.neckCm > 0 ? answers.neckCm : undefined,
    parentsWithHypertension:
      parents === undefined || parents === UNKNOWN_ANSWER ? undefined : Number(parents),
    shortOfBreathPast4Weeks: answers.shortOfBreathPast4Weeks,
    coughsUpPhlegm: answers.coughsUpPhlegm,
    doesLessBecauseOfBreathing: answers.doesLessBecauseOfBreathing,
  };
  // only an answer is written: the wizard's "Cancer (any type)" box may already have said yes
  const cancer = mapYesNoUnknown(answers.cancerHistory);
  if (cancer !== undefined) fields.personalCancerHistory = cancer;
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Field definitions

const DONT_KNOW: FieldOption = { value: UNKNOWN_ANSWER, label: "I don't know" };
export const YES_NO_UNKNOWN_OPTIONS: readonly FieldOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  DONT_KNOW,
];
const YES_NO_OPTIONS: readonly FieldOption[] = YES_NO_UNKNOWN_OPTIONS.slice(0, 2);

export const DIABETES_MEDICATION_OPTIONS: readonly FieldOption[] = [
  { value: 'none', label: 'None', description: 'Diet and exercise only' },
  { value: 'oral', label: 'Tablets or non-insulin injections' },
  { value: 'insulin', label: 'Insulin', description: 'With or without tablets' },
  DONT_KNOW,
];

const BIRTH_REGION_OPTIONS: readonly FieldOption[] = [
  { value: 'australia', label: 'Australia' },
  { value: 'asia', label: 'Asia (including the Indian subcontinent)' },
  { value: 'middle_east', label: 'Middle East' },
  { value: 'north_africa', label: 'North Africa' },
  { value: 'southern_europe', label: 'Southern Europe' },
  { value: 'other', label: 'Somewhere else' },
  DONT_KNOW,
];

const EDUCATION_OPTIONS: readonly FieldOption[] = [
  { value: 'less_than_high_school', label: 'Did not finish high school' },
  { value: 'high_school', label: 'Finished high school' },
  { value: 'post_high_school_training', label: 'Trade or vocational training after school' },
  { value: 'some_college', label: 'Some university, or a diploma' },
  { value: 'college_graduate', label: 'University degree' },
  { value: 'postgraduate', label: 'Postgraduate degree' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
];

const PARENTS_OPTIONS: readonly FieldOption[] = [
  { value: '0', label: 'Neither' },
  { value: '1', label: 'One parent' },
  { value: '2', label: 'Both parents' },
  DONT_KNOW,
];

const BREATHLESSNESS_OPTIONS: readonly FieldOption<BreathlessnessFrequency>[] = [
  { value: 'none', label: 'None of the time' },
  { value: 'a-little', label: 'A little of the time' },
  { value: 'some', label: 'Some of the time' },
  { value: 'most', label: 'Most of the time' },
  { value: 'all', label: 'All of the time' },
];

const PHLEGM_OPTIONS: readonly FieldOption<PhlegmFrequency>[] = [
  { value: 'never', label: 'No, never' },
  { value: 'only-with-colds', label: 'Only with occasional colds or chest infections' },
  { value: 'few-days-a-month', label: 'Yes, a few days a month' },
  { value: 'most-days-a-week', label: 'Yes, most days a week' },
  { value: 'every-day', label: 'Yes, every day' },
];

const AGREEMENT_OPTIONS: readonly FieldOption<AgreementLevel>[] = [
  { value: 'strongly-disagree', label: 'Strongly disagree' },
  { value: 'disagree', label: 'Disagree' },
  { value: 'unsure', label: 'Unsure' },
  { value: 'agree', label: 'Agree' },
  { value: 'strongly-agree', label: 'Strongly agree' },
];

/** Where to find a check-up number: the one-line hint of the check-up questions. */
export const CHECK_UP_HINT = 'On a recent blood test, a GP letter or your own home reading.';

/** A yes / no / "I don't know" question (or a yes / no one, `withUnknown` false). */
export function yesNo(
  name: string,
  id: string,
  label: string,
  extra: Partial<ChoiceFieldDefinition> = {},
  withUnknown = true,
): ChoiceFieldDefinition {
  return {
    kind: 'choice',
    name,
    id,
    label,
    columns: 3,
    options: withUnknown ? YES_NO_UNKNOWN_OPTIONS : YES_NO_OPTIONS,
    ...extra,
  };
}

export function select(
  name: string,
  id: string,
  label: string,
  options: readonly FieldOption[],
  hint?: string,
): SelectFieldDefinition {
  return { kind: 'select', name, id, label, options, ...(hint ? { hint } : {}) };
}

/** Show the diabetes-medicine question only to people who ticked diabetes. */
export const HAS_DIABETES: FieldCondition = { name: 'currentDiabetes', ticked: true };

/**
 * The medicines questions. `prefix` is the wizard's section path (`medicalHistory.`) or empty
 * for the flat forms; `diabetesWhen` says when the diabetes-medicine question shows.
 */
export function defineMedicineFields(
  prefix: string,
  diabetesWhen: FieldCondition,
): FieldDefinition[] {
  return [
    yesNo(`${prefix}statin`, 'statin', 'Do you take a statin or another cholesterol medicine?', {
      hint: 'For example atorvastatin, rosuvastatin, simvastatin or ezetimibe.',
    }),
    yesNo(
      `${prefix}cancerHistory`,
      'cancer-history',
      'Have you ever been diagnosed with cancer (any type)?',
      { hint: 'Any cancer a doctor diagnosed, now or in the past.' },
    ),
    yesNo(
      `${prefix}ecgLvh`,
      'ecg-lvh',
      'Has an ECG (heart tracing) shown a thickened heart muscle (left ventricular hypertrophy)?',
      {
        hint: "A GP or cardiologist's letter would say so. If you have not had an ECG, choose I don't know.",
      },
    ),
    {
      kind: 'choice',
      name: `${prefix}diabetesMedication`,
      id: 'diabetes-medication',
      label: 'Which medicines do you take for diabetes?',
      columns: 2,
      options: DIABETES_MEDICATION_OPTIONS,
      showWhen: diabetesWhen,
    },
  ];
}

/** The check-up numbers (the lab-values component) with the medicines beneath (flat forms). */
export const CHECK_UP_FIELDS: readonly FieldDefinition[] = [
  {
    kind: 'lab-results',
    name: 'labResults',
    id: 'lab',
    label: 'Your latest check-up numbers',
    acrWhen: HAS_DIABETES,
  },
  ...defineMedicineFields('', HAS_DIABETES),
];

/** AUSDRISK's own questions: where you were born (about you) … */
export const BIRTH_REGION_FIELD = select(
  'birthRegion',
  'birth-region',
  'Where were you born?',
  BIRTH_REGION_OPTIONS,
  'Some regions have a higher risk of type 2 diabetes.',
);

/** … and PLCOm2012's highest education level. */
export const EDUCATION_FIELD = select(
  'educationLevel',
  'education',
  'Highest level of education',
  EDUCATION_OPTIONS,
);

/** AUSDRISK's high-glucose history (medical history). */
export const HIGH_GLUCOSE_FIELD = yesNo(
  'highBloodGlucoseHistory',
  'high-glucose',
  'Have you ever been told you had high blood glucose (sugar)?',
  { hint: 'For example at a health check, during an illness or in pregnancy.' },
);

/** FINDRISC's and AUSDRISK's daily vegetables or fruit (diet). */
export const FRUIT_VEGETABLES_FIELD = yesNo(
  'eatsFruitOrVegetablesDaily',
  'fruit-veg',
  'Do you eat vegetables or fruit every day?',
  {},
  false,
);

/** Parents with high blood pressure (family history; Framingham hypertension). */
export const PARENTS_HYPERTENSION_FIELD: ChoiceFieldDefinition = {
  kind: 'choice',
  name: 'parentsWithHypertension',
  id: 'parents-hypertension',
  label: 'How many of your parents have or had high blood pressure?',
  columns: 4,
  options: PARENTS_OPTIONS,
};

/** The GAD-2's two items, worded and scaled as the PHQ-2 items beside them (0–3). */
export function defineGad2Fields(labelSuffix = ''): SliderFieldDefinition[] {
  return [
    {
      kind: 'slider',
      name: 'gad2Nervous',
      id: 'gad-nervous',
      label: `Feeling nervous, anxious or on edge${labelSuffix}`,
      ...GAD2_RANGE,
    },
    {
      kind: 'slider',
      name: 'gad2Worrying',
      id: 'gad-worrying',
      label: `Not being able to stop or control worrying${labelSuffix}`,
      ...GAD2_RANGE,
    },
  ];
}

/** STOP-Bang's questions and the COPD Population Screener's three (sleep and breathing). */
export const SLEEP_AND_BREATHING_FIELDS: readonly FieldDefinition[] = [
  yesNo('loudSnoring', 'snoring', 'Do you snore loudly (loud enough to be heard through a door)?'),
  yesNo(
    'daytimeTiredness',
    'daytime-tiredness',
    'Do you often feel tired, fatigued or sleepy during the day?',
  ),
  yesNo(
    'observedApnoea',
    'observed-apnoea',
    'Has anyone seen you stop breathing, or choke or gasp, in your sleep?',
  ),
  {
    kind: 'slider',
    name: 'neckCm',
    id: 'neck',
    label: 'Neck circumference (shirt collar size)',
    unit: 'cm',
    ...NECK_RANGE,
    restAt: 40,
    unsetAtZero: true,
    hint: 'Measure around the middle of your neck, or use your shirt collar size.',
  },
  select(
    'shortOfBreathPast4Weeks',
    'breathless',
    'During the past 4 weeks, how much of the time did you feel short of breath?',
    BREATHLESSNESS_OPTIONS,
  ),
  select(
    'coughsUpPhlegm',
    'phlegm',
    "Do you ever cough up any 'stuff', such as mucus or phlegm?",
    PHLEGM_OPTIONS,
  ),
  select(
    'doesLessBecauseOfBreathing',
    'does-less',
    'In the past 12 months: I do less than I used to because of my breathing problems',
    AGREEMENT_OPTIONS,
  ),
];
