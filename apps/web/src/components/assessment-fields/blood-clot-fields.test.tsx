import {
  ESSENTIAL_FORM_SECTIONS,
  SURVEY_CARDS,
  WIZARD_STEP_FIELDS,
  WizardDraftSchema,
  type FieldDefinition,
} from '@healthscreen/assessment-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { createFieldBinding } from './field-binding.ts';
import { FieldList } from './field-list.tsx';

/** Writes a value at a name or dotted path (the wizard's nested answers), in a copy. */
function writePath(
  source: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const key = head as string;
  if (rest.length === 0) return { ...source, [key]: value };
  const child = (source[key] ?? {}) as Record<string, unknown>;
  return { ...source, [key]: writePath(child, rest.join('.'), value) };
}

function Form({
  fields,
  start,
  sex,
}: {
  fields: readonly FieldDefinition[];
  start: Record<string, unknown>;
  sex: string;
}) {
  const [answers, setAnswers] = useState<Record<string, unknown>>(start);
  const binding = createFieldBinding({
    idPrefix: 'test',
    values: answers,
    errors: {},
    biologicalSex: sex,
    write: (name, value) => setAnswers((current) => writePath(current, name, value)),
  });
  return (
    <>
      <FieldList fields={fields} binding={binding} rowClassName="row" />
      <output data-testid="answers">{JSON.stringify(answers)}</output>
    </>
  );
}

const stored = () =>
  JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as Record<string, unknown>;

const VARIANTS = [
  {
    variant: 'the long survey (Medical History and Exposures card)',
    fields: SURVEY_CARDS.find((card) => card.title === 'Medical History and Exposures')?.fields,
    start: (sex: string) => ({ biologicalSex: sex, additionalMedicalConditions: [] }),
    answersAt: (answers: Record<string, unknown>) => answers,
  },
  {
    variant: 'the essential form (Medical History section)',
    fields: ESSENTIAL_FORM_SECTIONS.find((section) => section.title === 'Medical History')?.fields,
    start: (sex: string) => ({ biologicalSex: sex, additionalMedicalConditions: [] }),
    answersAt: (answers: Record<string, unknown>) => answers,
  },
  {
    variant: 'the wizard (step 2, medical history)',
    fields: WIZARD_STEP_FIELDS[2],
    // the wizard's draft as it starts (every step's defaults), with the sex answered
    start: (sex: string) =>
      WizardDraftSchema.parse({ demographics: { biologicalSex: sex } }) as Record<string, unknown>,
    answersAt: (answers: Record<string, unknown>) =>
      ((answers.medicalHistory as Record<string, unknown> | undefined)?.bloodClots ?? {}) as Record<
        string,
        unknown
      >,
  },
] as const;

describe.each(VARIANTS)('the blood-clot (QThrombosis) questions in $variant', (v) => {
  it('asks all six of a woman, each Yes / No / I don’t know, and stores the answers', async () => {
    const user = userEvent.setup();
    render(<Form fields={v.fields ?? []} start={v.start('female')} sex="female" />);
    const questions = [
      /currently take an antipsychotic medicine/,
      /Do you have varicose veins/,
      /admitted to hospital in the last 6 months/,
      /currently take the contraceptive pill/,
      /currently use hormone replacement therapy \(HRT\)/,
      /currently take tamoxifen/,
    ];
    for (const name of questions) {
      const group = screen.getByRole('group', { name });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['yes', 'no', 'unknown']);
    }
    await user.click(
      within(screen.getByRole('group', { name: /varicose veins/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /hormone replacement therapy/ })).getByRole(
        'radio',
        { name: 'No' },
      ),
    );
    await user.click(
      within(screen.getByRole('group', { name: /antipsychotic/ })).getByRole('radio', {
        name: "I don't know",
      }),
    );
    expect(v.answersAt(stored())).toMatchObject({
      varicoseVeins: 'yes',
      hrtNow: 'no',
      antipsychoticNow: 'unknown',
    });
    // optional: nothing else was stored for the three left alone
    expect(v.answersAt(stored())).not.toHaveProperty('tamoxifenNow');
  });

  it('asks a man the three that apply to everyone, not the pill, HRT or tamoxifen', () => {
    render(<Form fields={v.fields ?? []} start={v.start('male')} sex="male" />);
    expect(screen.getByRole('group', { name: /antipsychotic medicine/ })).toBeVisible();
    expect(screen.getByRole('group', { name: /varicose veins/ })).toBeVisible();
    expect(screen.getByRole('group', { name: /admitted to hospital/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: /contraceptive pill/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /hormone replacement/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /tamoxifen/ })).not.toBeInTheDocument();
  });
});
