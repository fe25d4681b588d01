import {
  listVisibleSurveyCards,
  SURVEY_CARDS,
  type SurveyAnswers,
  type SurveyAnswersInput,
} from '@healthscreen/assessment-schema';
import { useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';

import type { DeviceBloodPressureState } from '../../../components/assessment-fields/device-lab-results-fields.tsx';
import { createFieldBinding } from '../../../components/assessment-fields/field-binding.ts';
import { FieldList } from '../../../components/assessment-fields/field-list.tsx';
import { SurveyCard } from './survey-card.tsx';

/** Sets one answer (and schedules the auto-save): a path of the form's values, and its value. */
export type SetAnswer = <P extends Path<SurveyAnswersInput>>(
  name: P,
  value: PathValue<SurveyAnswersInput, P>,
) => void;

export interface SurveyCardsProps {
  answers: SurveyAnswers;
  setAnswer: SetAnswer;
}

/**
 * The long survey's cards (assessment-schema's `SURVEY_CARDS`): women's health for women, men's
 * health otherwise. A blank choice ('Select…') stores no answer.
 */
export function SurveyCards({ answers, setAnswer }: SurveyCardsProps) {
  const visible = listVisibleSurveyCards(answers.biologicalSex);
  // the check-up blood pressure is pre-filled from device data once (issue 15)
  const [deviceBp, setDeviceBp] = useState<DeviceBloodPressureState>({ status: 'pending' });
  const binding = createFieldBinding({
    idPrefix: 'survey',
    values: answers,
    errors: {},
    biologicalSex: answers.biologicalSex,
    // a definition's name is a plain string (form-fields.test.ts in assessment-schema checks it)
    write: (name, value) =>
      setAnswer(name as Path<SurveyAnswersInput>, value === '' ? undefined : value),
    deviceBloodPressure: { state: deviceBp, setState: setDeviceBp },
  });
  return SURVEY_CARDS.filter((card) => visible.includes(card.title)).map((card) => (
    <SurveyCard key={card.title} title={card.title} description={card.description}>
      {card.intro !== undefined && <p className="text-sm text-slate-700">{card.intro}</p>}
      <FieldList fields={card.fields} binding={binding} rowClassName="grid gap-6 sm:grid-cols-2" />
    </SurveyCard>
  ));
}
