/**
 * The NCI Colorectal Cancer Risk Assessment Tool's questions (issue 33): colonoscopy and polyps
 * in the last 10 years, relatives with bowel cancer, vigorous activity, vegetables, aspirin and
 * other anti-inflammatories, and (women) female hormones in the last 2 years. All optional, each
 * with an "I don't know" that gives the engine nothing. Activity and vegetables are asked in the
 * tool's own bands; only the band the model uses matters.
 *
 * The long survey and the essential form store them flat under these names; the wizard keeps them
 * in its lifestyle step as `lifestyle.bowelCancer`.
 */
import type { BiologicalSex, RiskProfile } from '@healthscreen/risk-engine';
import { z } from 'zod';

import {
  choice,
  mapYesNoUnknown,
  select,
  UNKNOWN_ANSWER,
  YES_NO_UNKNOWN,
  yesNo,
} from './check-up-questions.js';
import type { FieldCondition, FieldDefinition, FieldOption } from './field-definitions.js';

const RELATIVES_ANSWERS = ['0', '1', '2', UNKNOWN_ANSWER] as const;
/** Hours a week, the middle of each band of the NCI tool's question (more than 4 → 5). */
const VIGOROUS_HOURS_ANSWERS = ['0', '0.5', '1.5', '2.5', '3.5', '5'] as const;
/** Half-cup serves a week, the middle of each band (more than 20 → 25). */
const VEGETABLE_SERVES_ANSWERS = ['0', '0.5', '1.5', '3.5', '5.5', '8.5', '15', '25'] as const;

/** The zod shape of the questions, spread into the survey's and the essential form's schemas. */
export const BowelCancerQuestionsShape = {
  bowelScope: choice(YES_NO_UNKNOWN, 'Colonoscopy or sigmoidoscopy in the last 10 years'),
  bowelPolyp: choice(YES_NO_UNKNOWN, 'Polyp found'),
  bowelCancerRelatives: choice(RELATIVES_ANSWERS, 'Relatives with bowel cancer'),
  vigorousHoursPerWeek: choice(VIGOROUS_HOURS_ANSWERS, 'Vigorous activity'),
  vegetableServesPerWeek: choice(VEGETABLE_SERVES_ANSWERS, 'Vegetables a week'),
  regularAspirin: choice(YES_NO_UNKNOWN, 'Aspirin'),
  regularNsaid: choice(YES_NO_UNKNOWN, 'Anti-inflammatory medicines'),
  femaleHormones: choice(YES_NO_UNKNOWN, 'Female hormones in the last 2 years'),
};
/** The wizard's `lifestyle.bowelCancer` group. */
export const BowelCancerQuestionsSchema = z.object(BowelCancerQuestionsShape).strict();
export type BowelCancerQuestions = {
  [K in keyof typeof BowelCancerQuestionsShape]?: z.infer<(typeof BowelCancerQuestionsShape)[K]>;
};
/** The stored names of the questions (flat forms). */
export const BOWEL_CANCER_QUESTION_NAMES = Object.keys(
  BowelCancerQuestionsShape,
) as (keyof typeof BowelCancerQuestionsShape)[];

type BowelCancerProfileFields = Pick<
  RiskProfile,
  | 'bowelScopeLast10Years'
  | 'bowelPolypLast10Years'
  | 'colorectalCancerFirstDegreeRelatives'
  | 'vigorousActivityHoursPerWeek'
  | 'vegetableServesPerWeek'
  | 'regularAspirin'
  | 'regularNonAspirinNsaid'
  | 'femaleHormonesLast2Years'
>;

const toNumber = (answer: string | undefined): number | undefined =>
  answer === undefined || answer === UNKNOWN_ANSWER ? undefined : Number(answer);

/**
 * The answers as RiskProfile fields; "I don't know" and unanswered give undefined. The polyp
 * answer counts only after a colonoscopy, the hormone answer only for women ("2" relatives means
 * two or more).
 */
export function mapBowelCancerQuestionsToProfile(
  answers: BowelCancerQuestions,
  sex: BiologicalSex | undefined,
): BowelCancerProfileFields {
  const scope = mapYesNoUnknown(answers.bowelScope);
  return {
    bowelScopeLast10Years: scope,
    bowelPolypLast10Years: scope === true ? mapYesNoUnknown(answers.bowelPolyp) : undefined,
    colorectalCancerFirstDegreeRelatives: toNumber(answers.bowelCancerRelatives),
    vigorousActivityHoursPerWeek: toNumber(answers.vigorousHoursPerWeek),
    vegetableServesPerWeek: toNumber(answers.vegetableServesPerWeek),
    regularAspirin: mapYesNoUnknown(answers.regularAspirin),
    regularNonAspirinNsaid: mapYesNoUnknown(answers.regularNsaid),
    femaleHormonesLast2Years:
      sex === 'female' ? mapYesNoUnknown(answers.femaleHormones) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Field definitions

const DONT_KNOW: FieldOption = { value: UNKNOWN_ANSWER, label: "I don't know" };

const RELATIVES_OPTIONS: readonly FieldOption[] = [
  { value: '0', label: 'None' },
  { value: '1', label: 'One' },
  { value: '2', label: 'Two or more' },
  DONT_KNOW,
];

const VIGOROUS_HOURS_OPTIONS: readonly FieldOption[] = [
  { value: '0', label: 'None' },
  { value: '0.5', label: 'Up to 1 hour a week' },
  { value: '1.5', label: '1–2 hours a week' },
  { value: '2.5', label: '2–3 hours a week' },
  { value: '3.5', label: '3–4 hours a week' },
  { value: '5', label: 'More than 4 hours a week' },
];

const VEGETABLE_SERVES_OPTIONS: readonly FieldOption[] = [
  { value: '0', label: 'None' },
  { value: '0.5', label: 'Less than 1 serve a week' },
  { value: '1.5', label: '1–2 serves a week' },
  { value: '3.5', label: '3–4 serves a week' },
  { value: '5.5', label: '5–6 serves a week' },
  { value: '8.5', label: '7–10 serves a week' },
  { value: '15', label: '11–20 serves a week' },
  { value: '25', label: 'More than 20 serves a week' },
];

/**
 * The questions. `prefix` is where they are stored (`lifestyle.bowelCancer.` in the wizard, empty
 * in the flat forms) and `female` the condition that shows the hormone question.
 */
export function defineBowelCancerFields(prefix: string, female: FieldCondition): FieldDefinition[] {
  return [
    yesNo(
      `${prefix}bowelScope`,
      'bowel-scope',
      'Have you had a colonoscopy or sigmoidoscopy (a camera test of the bowel) in the last 10 years?',
      { hint: 'A home bowel screening (poo) test does not count here.' },
    ),
    yesNo(
      `${prefix}bowelPolyp`,
      'bowel-polyp',
      'Was a polyp found at that test in the last 10 years?',
      { showWhen: { name: `${prefix}bowelScope`, oneOf: ['yes'] } },
    ),
    {
      kind: 'choice',
      name: `${prefix}bowelCancerRelatives`,
      id: 'bowel-relatives',
      label:
        'How many of your parents, brothers, sisters and children have had bowel (colorectal) cancer?',
      columns: 4,
      options: RELATIVES_OPTIONS,
    },
    select(
      `${prefix}vigorousHoursPerWeek`,
      'vigorous-hours',
      'Over the last year, on average, how many hours a week of vigorous activity did you do?',
      VIGOROUS_HOURS_OPTIONS,
      'Activity that makes you sweat or breathe hard: running, fast cycling, lap swimming, aerobics, heavy gardening.',
    ),
    select(
      `${prefix}vegetableServesPerWeek`,
      'vegetable-serves',
      'In the last month, how many serves of vegetables or salad did you eat a week?',
      VEGETABLE_SERVES_OPTIONS,
      'One serve is ½ cup of cooked vegetables or 1 cup of salad; hot chips do not count.',
    ),
    yesNo(
      `${prefix}regularAspirin`,
      'regular-aspirin',
      'In the last month, did you take a medicine containing aspirin at least 3 times a week?',
      { hint: 'For example Cartia, Astrix or Disprin.' },
    ),
    yesNo(
      `${prefix}regularNsaid`,
      'regular-nsaid',
      'In the last month, did you take another anti-inflammatory medicine at least 3 times a week?',
      { hint: 'For example ibuprofen (Nurofen), naproxen (Naprosyn) or diclofenac (Voltaren).' },
    ),
    yesNo(
      `${prefix}femaleHormones`,
      'female-hormones',
      'In the last 2 years, have you used oestrogen, progestin or other female hormones?',
      {
        hint: 'Hormone replacement therapy, the pill, patches, injections or vaginal creams.',
        showWhen: female,
      },
    ),
  ];
}
