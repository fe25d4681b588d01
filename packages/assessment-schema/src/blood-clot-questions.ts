/**
 * QThrombosis's questions (issue 33) that the other questions do not already ask: an
 * antipsychotic medicine now, varicose veins, a hospital stay in the last 6 months and, for women,
 * the contraceptive pill, hormone replacement therapy and tamoxifen now. All optional, each with an
 * "I don't know" that gives the engine nothing; the engine never reads an unanswered one as "no".
 * (The women's-health box "Hormone therapy (HRT) now or in the past" does not say "now", so HRT
 * is asked again here.)
 *
 * The long survey and the essential form store them flat under these names; the wizard keeps them
 * in its medical history step as `medicalHistory.bloodClots`.
 */
import type { BiologicalSex, RiskProfile } from '@healthscreen/risk-engine';
import { z } from 'zod';

import { choice, mapYesNoUnknown, YES_NO_UNKNOWN, yesNo } from './check-up-questions.js';
import type { FieldCondition, FieldDefinition } from './field-definitions.js';

/** The zod shape of the questions, spread into the survey's and the essential form's schemas. */
export const BloodClotQuestionsShape = {
  antipsychoticNow: choice(YES_NO_UNKNOWN, 'Antipsychotic medicine'),
  varicoseVeins: choice(YES_NO_UNKNOWN, 'Varicose veins'),
  hospitalStayLast6Months: choice(YES_NO_UNKNOWN, 'Hospital stay in the last 6 months'),
  contraceptivePillNow: choice(YES_NO_UNKNOWN, 'Contraceptive pill'),
  hrtNow: choice(YES_NO_UNKNOWN, 'Hormone replacement therapy'),
  tamoxifenNow: choice(YES_NO_UNKNOWN, 'Tamoxifen'),
};
/** The wizard's `medicalHistory.bloodClots` group. */
export const BloodClotQuestionsSchema = z.object(BloodClotQuestionsShape).strict();
export type BloodClotQuestions = {
  [K in keyof typeof BloodClotQuestionsShape]?: z.infer<(typeof BloodClotQuestionsShape)[K]>;
};
/** The stored names of the questions (flat forms). */
export const BLOOD_CLOT_QUESTION_NAMES = Object.keys(
  BloodClotQuestionsShape,
) as (keyof typeof BloodClotQuestionsShape)[];

type BloodClotProfileFields = Pick<
  RiskProfile,
  | 'antipsychoticNow'
  | 'varicoseVeins'
  | 'hospitalAdmissionLast6Months'
  | 'contraceptivePillNow'
  | 'hrtNow'
  | 'tamoxifenNow'
>;

/**
 * The answers as RiskProfile fields; "I don't know" and unanswered give undefined. The pill, HRT
 * and tamoxifen answers are read for women only (the questions are asked of women).
 */
export function mapBloodClotQuestionsToProfile(
  answers: BloodClotQuestions,
  sex: BiologicalSex | undefined,
): BloodClotProfileFields {
  const female = sex === 'female';
  return {
    antipsychoticNow: mapYesNoUnknown(answers.antipsychoticNow),
    varicoseVeins: mapYesNoUnknown(answers.varicoseVeins),
    hospitalAdmissionLast6Months: mapYesNoUnknown(answers.hospitalStayLast6Months),
    contraceptivePillNow: female ? mapYesNoUnknown(answers.contraceptivePillNow) : undefined,
    hrtNow: female ? mapYesNoUnknown(answers.hrtNow) : undefined,
    tamoxifenNow: female ? mapYesNoUnknown(answers.tamoxifenNow) : undefined,
  };
}

/**
 * The questions. `prefix` is where they are stored (`medicalHistory.bloodClots.` in the wizard,
 * empty in the flat forms); `female` is the condition that shows the women's three.
 */
export function defineBloodClotFields(prefix: string, female: FieldCondition): FieldDefinition[] {
  return [
    yesNo(
      `${prefix}antipsychoticNow`,
      'antipsychotic-now',
      'Do you currently take an antipsychotic medicine?',
      {
        hint: 'For example quetiapine (Seroquel), olanzapine (Zyprexa), risperidone (Risperdal), aripiprazole (Abilify) or haloperidol.',
      },
    ),
    yesNo(`${prefix}varicoseVeins`, 'varicose-veins', 'Do you have varicose veins?', {
      hint: 'Swollen, twisted veins that you can see under the skin, usually on the legs.',
    }),
    yesNo(
      `${prefix}hospitalStayLast6Months`,
      'hospital-stay',
      'Have you been admitted to hospital in the last 6 months?',
      { hint: 'For any reason, including an operation.' },
    ),
    yesNo(
      `${prefix}contraceptivePillNow`,
      'contraceptive-pill-now',
      'Do you currently take the contraceptive pill?',
      { showWhen: female },
    ),
    yesNo(
      `${prefix}hrtNow`,
      'hrt-now',
      'Do you currently use hormone replacement therapy (HRT) for menopause?',
      { hint: 'Tablets, patches, gels or sprays.', showWhen: female },
    ),
    yesNo(`${prefix}tamoxifenNow`, 'tamoxifen-now', 'Do you currently take tamoxifen?', {
      hint: 'A hormone medicine used to treat breast cancer or lower the chance of it.',
      showWhen: female,
    }),
  ];
}
