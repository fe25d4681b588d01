/**
 * The Prostate Cancer Prevention Trial Risk Calculator 2.0's questions (issue 33), asked of men
 * only: the latest PSA blood test result (ng/mL, a lab value from the GP's pathology report, like
 * the cholesterol and HbA1c values), the result of a digital rectal examination (DRE) and whether
 * a prostate biopsy was ever done. All optional. The calculator's answers are kept: a DRE
 * "not done" and "I don't know" both leave the examination out, as do an unknown biopsy history
 * (the calculator then uses its model without them); family history comes from the family
 * history questions.
 *
 * The long survey and the essential form store them flat under these names; the wizard keeps them
 * in its medical history step as `medicalHistory.prostate`.
 */
import type { BiologicalSex, RiskProfile } from '@healthscreen/risk-engine';
import { z } from 'zod';

import { choice, UNKNOWN_ANSWER } from './check-up-questions.js';
import type { FieldCondition, FieldDefinition, FieldOption } from './field-definitions.js';
import { createUnsetOrRangeSchema } from './fields.js';

/**
 * Plausible PSA values, ng/mL; outside is a typing error. The calculator itself gives a result for
 * 0.1–10 ng/mL only and says why for other values.
 */
export const PSA_RANGE = { min: 0.01, max: 500, step: 0.01 } as const;

const DRE_ANSWERS = ['normal', 'abnormal', 'not-done', UNKNOWN_ANSWER] as const;
const BIOPSY_ANSWERS = ['never', 'negative', UNKNOWN_ANSWER] as const;

/** The zod shape of the questions, spread into the survey's and the essential form's schemas. */
export const ProstateQuestionsShape = {
  /** 0 means "not answered yet" (the number box's empty value). */
  psaNgMl: createUnsetOrRangeSchema('PSA', PSA_RANGE.min, PSA_RANGE.max, {
    unit: 'ng/mL',
  }).optional(),
  prostateDre: choice(DRE_ANSWERS, 'Digital rectal examination'),
  prostateBiopsy: choice(BIOPSY_ANSWERS, 'Prostate biopsy'),
};
/** The wizard's `medicalHistory.prostate` group. */
export const ProstateQuestionsSchema = z.object(ProstateQuestionsShape).strict();
export type ProstateQuestions = {
  [K in keyof typeof ProstateQuestionsShape]?: z.infer<(typeof ProstateQuestionsShape)[K]>;
};
/** The stored names of the questions (flat forms). */
export const PROSTATE_QUESTION_NAMES = Object.keys(
  ProstateQuestionsShape,
) as (keyof typeof ProstateQuestionsShape)[];

type ProstateProfileFields = Pick<RiskProfile, 'psaNgMl' | 'prostateDre' | 'priorProstateBiopsy'>;

/**
 * The answers as RiskProfile fields, for men only (the questions are asked of men): a PSA of 0
 * (not answered), "I don't know" and unanswered give undefined.
 */
export function mapProstateQuestionsToProfile(
  answers: ProstateQuestions,
  sex: BiologicalSex | undefined,
): ProstateProfileFields {
  if (sex !== 'male') return {};
  const psa = answers.psaNgMl;
  const dre = answers.prostateDre;
  const biopsy = answers.prostateBiopsy;
  return {
    psaNgMl: psa !== undefined && psa > 0 ? psa : undefined,
    prostateDre: dre === undefined || dre === UNKNOWN_ANSWER ? undefined : dre,
    priorProstateBiopsy: biopsy === undefined || biopsy === UNKNOWN_ANSWER ? undefined : biopsy,
  };
}

// ---------------------------------------------------------------------------------------------
// Field definitions

const DONT_KNOW: FieldOption = { value: UNKNOWN_ANSWER, label: "I don't know" };

const DRE_OPTIONS: readonly FieldOption[] = [
  { value: 'normal', label: 'Normal' },
  {
    value: 'abnormal',
    label: 'Abnormal',
    description: 'The doctor felt something unusual (suspicious for cancer)',
  },
  { value: 'not-done', label: 'Not done', description: 'I have not had one' },
  DONT_KNOW,
];

const BIOPSY_OPTIONS: readonly FieldOption[] = [
  { value: 'never', label: 'Never had one' },
  {
    value: 'negative',
    label: 'Yes, and no cancer was found',
    description: 'One or more biopsies, all negative',
  },
  DONT_KNOW,
];

/**
 * The questions. `prefix` is where they are stored (`medicalHistory.prostate.` in the wizard,
 * empty in the flat forms); `male` is the condition that shows them.
 */
export function defineProstateFields(prefix: string, male: FieldCondition): FieldDefinition[] {
  return [
    {
      kind: 'number',
      name: `${prefix}psaNgMl`,
      id: 'prostate-psa',
      label: 'Your latest PSA blood test result',
      unit: 'ng/mL',
      ...PSA_RANGE,
      hint: 'On the pathology report from your GP (PSA, in ng/mL or µg/L, the same number). Leave it empty if you have not had a PSA test.',
      showWhen: male,
    },
    {
      kind: 'choice',
      name: `${prefix}prostateDre`,
      id: 'prostate-dre',
      label:
        'The result of your latest digital rectal examination (a doctor checking the prostate with a gloved finger)',
      columns: 4,
      options: DRE_OPTIONS,
      showWhen: male,
    },
    {
      kind: 'choice',
      name: `${prefix}prostateBiopsy`,
      id: 'prostate-biopsy',
      label: 'Have you ever had a prostate biopsy?',
      hint: 'If a biopsy found prostate cancer, add prostate cancer to your conditions instead.',
      columns: 3,
      options: BIOPSY_OPTIONS,
      showWhen: male,
    },
  ];
}
