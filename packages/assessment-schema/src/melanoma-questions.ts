/**
 * The NCI Melanoma Risk Assessment Tool's questions (issue 33): complexion, small moles and
 * freckling on the back and shoulders for everyone; how the skin tans for women; blistering
 * sunburn, large moles on the back and severe sun damage on the shoulders for men (the tool asks
 * each sex its own questions). All optional, each with an "I don't know" that gives the engine
 * nothing. The wording is the tool's (client/calculator.html and specificRat.js in
 * CBIIT/nci-webtools-dceg-risk-assessment, melanomarisktool), addressed to the person instead of
 * a clinician; the tool's examination items (moles, freckling, sun damage) become self-report.
 *
 * Small moles: the tool's bands differ by sex (women fewer than 5, 5–11, 12 or more; men fewer
 * than 7, 7–16, 17 or more), so one question with five bands covers both exactly.
 *
 * The long survey and the essential form store them flat under these names; the wizard keeps them
 * in its lifestyle step as `lifestyle.melanoma`.
 */
import type { BiologicalSex, RiskProfile } from '@healthscreen/risk-engine';
import { z } from 'zod';

import {
  choice,
  mapYesNoUnknown,
  UNKNOWN_ANSWER,
  YES_NO_UNKNOWN,
  yesNo,
} from './check-up-questions.js';
import type { FieldCondition, FieldDefinition, FieldOption } from './field-definitions.js';

const COMPLEXION_ANSWERS = ['light', 'medium', 'dark', UNKNOWN_ANSWER] as const;
const TAN_ANSWERS = ['deep', 'moderate', 'light', 'none', UNKNOWN_ANSWER] as const;
const LARGE_MOLES_ANSWERS = ['fewer-than-2', '2-or-more', UNKNOWN_ANSWER] as const;
const SMALL_MOLES_ANSWERS = ['0-4', '5-6', '7-11', '12-16', '17-or-more', UNKNOWN_ANSWER] as const;
const FRECKLING_ANSWERS = ['absent', 'mild', 'moderate', 'severe', UNKNOWN_ANSWER] as const;

/** The zod shape of the questions, spread into the survey's and the essential form's schemas. */
export const MelanomaQuestionsShape = {
  complexion: choice(COMPLEXION_ANSWERS, 'Complexion'),
  tanAfterSun: choice(TAN_ANSWERS, 'Tanning after long sun exposure'),
  blisteringSunburn: choice(YES_NO_UNKNOWN, 'Blistering sunburn'),
  backLargeMoles: choice(LARGE_MOLES_ANSWERS, 'Large moles on your back'),
  backSmallMoles: choice(SMALL_MOLES_ANSWERS, 'Small moles on your back'),
  backFreckling: choice(FRECKLING_ANSWERS, 'Freckling on your back and shoulders'),
  shoulderSunDamage: choice(YES_NO_UNKNOWN, 'Severe sun damage on your shoulders'),
};
/** The wizard's `lifestyle.melanoma` group. */
export const MelanomaQuestionsSchema = z.object(MelanomaQuestionsShape).strict();
export type MelanomaQuestions = {
  [K in keyof typeof MelanomaQuestionsShape]?: z.infer<(typeof MelanomaQuestionsShape)[K]>;
};
/** The stored names of the questions (flat forms). */
export const MELANOMA_QUESTION_NAMES = Object.keys(
  MelanomaQuestionsShape,
) as (keyof typeof MelanomaQuestionsShape)[];

type MelanomaProfileFields = Pick<
  RiskProfile,
  | 'complexion'
  | 'tanAfterRepeatedSun'
  | 'blisteringSunburn'
  | 'largeMolesOnBack'
  | 'smallMolesOnBack'
  | 'frecklingOnBack'
  | 'severeShoulderSunDamage'
>;

/** The answer, or undefined for "I don't know" and unanswered. */
function known<T extends string>(
  answer: T | undefined,
): Exclude<T, typeof UNKNOWN_ANSWER> | undefined {
  return answer === undefined || answer === UNKNOWN_ANSWER
    ? undefined
    : (answer as Exclude<T, typeof UNKNOWN_ANSWER>);
}

/**
 * The answers as RiskProfile fields; "I don't know" and unanswered give undefined. The tanning
 * answer counts for women only, and the sunburn, large-mole and sun-damage answers for men only,
 * as the tool asks them.
 */
export function mapMelanomaQuestionsToProfile(
  answers: MelanomaQuestions,
  sex: BiologicalSex | undefined,
): MelanomaProfileFields {
  const male = sex === 'male';
  return {
    complexion: known(answers.complexion),
    tanAfterRepeatedSun: sex === 'female' ? known(answers.tanAfterSun) : undefined,
    blisteringSunburn: male ? mapYesNoUnknown(answers.blisteringSunburn) : undefined,
    largeMolesOnBack: male ? known(answers.backLargeMoles) : undefined,
    smallMolesOnBack: known(answers.backSmallMoles),
    frecklingOnBack: known(answers.backFreckling),
    severeShoulderSunDamage: male ? mapYesNoUnknown(answers.shoulderSunDamage) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Field definitions

const DONT_KNOW: FieldOption = { value: UNKNOWN_ANSWER, label: "I don't know" };

const COMPLEXION_OPTIONS: readonly FieldOption[] = [
  { value: 'light', label: 'Light' },
  { value: 'medium', label: 'Medium' },
  { value: 'dark', label: 'Dark' },
  DONT_KNOW,
];

const TAN_OPTIONS: readonly FieldOption[] = [
  { value: 'deep', label: 'Very brown and deeply tanned' },
  { value: 'moderate', label: 'Moderately tanned' },
  { value: 'light', label: 'Lightly tanned' },
  { value: 'none', label: 'No tan at all' },
  DONT_KNOW,
];

const LARGE_MOLES_OPTIONS: readonly FieldOption[] = [
  { value: 'fewer-than-2', label: 'Fewer than two' },
  { value: '2-or-more', label: 'Two or more' },
  DONT_KNOW,
];

const SMALL_MOLES_OPTIONS: readonly FieldOption[] = [
  { value: '0-4', label: 'Fewer than five' },
  { value: '5-6', label: 'Five or six' },
  { value: '7-11', label: 'Seven to eleven' },
  { value: '12-16', label: 'Twelve to sixteen' },
  { value: '17-or-more', label: 'Seventeen or more' },
  DONT_KNOW,
];

/** The tool shows photographs; its descriptions of them are these. */
const FRECKLING_OPTIONS: readonly FieldOption[] = [
  { value: 'absent', label: 'None' },
  { value: 'mild', label: 'Mild (minimal freckling)' },
  { value: 'moderate', label: 'Moderate (some freckles)' },
  { value: 'severe', label: 'Severe (many freckles)' },
  DONT_KNOW,
];

const BACK_HINT =
  'Use a mirror or ask someone to look. 5 mm is about the width of the eraser on the end of a pencil.';

/**
 * The questions. `prefix` is where they are stored (`lifestyle.melanoma.` in the wizard, empty in
 * the flat forms); `female` and `male` are the conditions that show each sex's questions.
 */
export function defineMelanomaFields(
  prefix: string,
  female: FieldCondition,
  male: FieldCondition,
): FieldDefinition[] {
  return [
    {
      kind: 'choice',
      name: `${prefix}complexion`,
      id: 'melanoma-complexion',
      label: 'Is your complexion (your natural skin colour) light, medium or dark?',
      columns: 4,
      options: COMPLEXION_OPTIONS,
    },
    {
      kind: 'choice',
      name: `${prefix}tanAfterSun`,
      id: 'melanoma-tan',
      label:
        'After repeated and prolonged exposure to sunlight, at the age you are now, would your skin become very brown and deeply tanned, moderately tanned, lightly tanned, or no tan at all?',
      columns: 3,
      options: TAN_OPTIONS,
      showWhen: female,
    },
    yesNo(
      `${prefix}blisteringSunburn`,
      'melanoma-sunburn',
      'Have you ever had a blistering sunburn (one or more)?',
      { showWhen: male },
    ),
    {
      kind: 'choice',
      name: `${prefix}backLargeMoles`,
      id: 'melanoma-large-moles',
      label: 'How many moles larger than 5 mm across are on your back?',
      hint: BACK_HINT,
      columns: 3,
      options: LARGE_MOLES_OPTIONS,
      showWhen: male,
    },
    {
      kind: 'choice',
      name: `${prefix}backSmallMoles`,
      id: 'melanoma-small-moles',
      label: 'How many moles 5 mm across or smaller are on your back?',
      hint: BACK_HINT,
      columns: 3,
      options: SMALL_MOLES_OPTIONS,
    },
    {
      kind: 'choice',
      name: `${prefix}backFreckling`,
      id: 'melanoma-freckling',
      label: 'How much freckling is there on your back and shoulders?',
      columns: 3,
      options: FRECKLING_OPTIONS,
    },
    yesNo(
      `${prefix}shoulderSunDamage`,
      'melanoma-sun-damage',
      'Do you have severe sun damage on the skin of your shoulders?',
      {
        hint: 'In the NCI tool a doctor judges this by looking at the skin. If you are not sure, choose "I don\'t know".',
        showWhen: male,
      },
    ),
  ];
}
