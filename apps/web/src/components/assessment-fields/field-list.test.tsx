import { SURVEY_CARDS, type FieldDefinition } from '@healthscreen/assessment-schema';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { createFieldBinding } from './field-binding.ts';
import { FieldList } from './field-list.tsx';

const womensCard = SURVEY_CARDS.find(
  (card) => card.title === "Women's Health and Cancer Screening",
);
const lifestyleCard = SURVEY_CARDS.find((card) => card.title === 'Lifestyle Factors');

function Form({ fields, start = {} }: { fields: readonly FieldDefinition[]; start?: object }) {
  const [answers, setAnswers] = useState<Record<string, unknown>>({ ...start });
  const binding = createFieldBinding({
    idPrefix: 'test',
    values: answers,
    errors: {},
    biologicalSex: 'female',
    write: (name, value) => setAnswers((current) => ({ ...current, [name]: value })),
  });
  return (
    <>
      <FieldList fields={fields} binding={binding} rowClassName="row" />
      <output data-testid="answers">{JSON.stringify(answers)}</output>
    </>
  );
}

const stored = () => JSON.parse(screen.getByTestId('answers').textContent ?? '{}') as object;

describe('FieldList', () => {
  it('stores a numeric select as a number, its listed texts as text and other choices as nothing', async () => {
    const user = userEvent.setup();
    render(<Form fields={womensCard?.fields ?? []} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age at first period' }), '12');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Number of pregnancies' }),
      '11+',
    );
    const menopause = screen.getByRole('combobox', { name: 'Age at menopause' });
    await user.selectOptions(menopause, 'not_applicable');
    expect(stored()).toEqual({ ageAtFirstPeriod: 12, numberOfPregnancies: '11+' });
    // 'Not applicable' stores nothing but stays chosen
    expect(menopause).toHaveValue('not_applicable');
    await user.selectOptions(menopause, '52');
    expect(stored()).toMatchObject({ ageAtMenopause: 52 });
  });

  it('shows the smoking details only while the answer says the person smokes or smoked', async () => {
    const user = userEvent.setup();
    render(
      <Form fields={lifestyleCard?.fields ?? []} start={{ additionalMedicalConditions: [] }} />,
    );
    expect(screen.queryByRole('slider', { name: /cigarettes/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Former smoker' }));
    // cigarettes (or other tobacco) per day, not packs (issue 31)
    expect(screen.getByRole('slider', { name: /cigarettes/i })).toHaveAttribute(
      'id',
      'test-cigarettes',
    );
    expect(screen.getByRole('slider', { name: /cigarettes/i })).toHaveValue('10');
    await user.click(screen.getByRole('radio', { name: 'Never smoked' }));
    expect(screen.queryByRole('slider', { name: /years smoked/i })).not.toBeInTheDocument();
  });
});
