import { ESSENTIAL_FORM_SECTIONS, type FieldDefinition } from '@healthscreen/assessment-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { createFieldBinding } from './field-binding.ts';
import { FieldList } from './field-list.tsx';

const section = (title: string) =>
  ESSENTIAL_FORM_SECTIONS.find((candidate) => candidate.title === title)?.fields ?? [];

function Form({ fields, start = {} }: { fields: readonly FieldDefinition[]; start?: object }) {
  const [answers, setAnswers] = useState<Record<string, unknown>>({ ...start });
  const binding = createFieldBinding({
    idPrefix: 'test',
    values: answers,
    errors: {},
    biologicalSex: 'male',
    write: (name, value) => setAnswers((current) => ({ ...current, [name]: value })),
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

describe('the check-up numbers and medicines (issue 15)', () => {
  it('stores typed numbers, and "I don\'t know" empties and locks a value', async () => {
    const user = userEvent.setup();
    render(
      <Form
        fields={section('Your latest check-up numbers')}
        start={{ labResults: { unit: 'mmol/L' } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your latest check-up numbers' })).toBeVisible();
    const egfr = screen.getByRole('spinbutton', { name: 'Kidney function, eGFR' });
    await user.type(egfr, '72');
    const systolic = screen.getByRole('spinbutton', {
      name: 'Blood pressure, systolic (top number)',
    });
    await user.type(systolic, '138');
    expect(stored().labResults).toEqual({ unit: 'mmol/L', egfr: 72, bloodPressureSystolic: 138 });

    const unknownBoxes = screen.getAllByRole('checkbox', { name: "I don't know" });
    // one per value: cholesterol ×3, triglycerides, blood pressure ×2, glucose, HbA1c, eGFR, GGT
    // (no ACR without diabetes)
    expect(unknownBoxes).toHaveLength(10);
    const egfrUnknown = unknownBoxes.find((box) =>
      box.getAttribute('aria-describedby')?.includes('egfr'),
    );
    await user.click(egfrUnknown as HTMLElement);
    expect(egfr).toBeDisabled();
    expect(egfr).toHaveValue(null);
    expect(stored().labResults).toEqual({ unit: 'mmol/L', bloodPressureSystolic: 138 });
  });

  it('asks GGT in U/L whatever the cholesterol unit (the Fatty Liver Index)', async () => {
    const user = userEvent.setup();
    render(
      <Form
        fields={section('Your latest check-up numbers')}
        start={{ labResults: { unit: 'mg/dL' } }}
      />,
    );
    const ggt = screen.getByRole('spinbutton', { name: 'GGT (gamma-GT)' });
    expect(ggt).toHaveAccessibleDescription(/1–3000 U\/L \(on a liver function test\)/);
    await user.type(ggt, '45');
    expect(stored().labResults).toEqual({ unit: 'mg/dL', ggt: 45 });
  });

  it('asks the urine ACR and diabetes medicines only of people with diabetes', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Form fields={section('Your latest check-up numbers')} />);
    expect(
      screen.queryByRole('spinbutton', { name: /albumin-to-creatinine/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: /medicines do you take for diabetes/ }),
    ).not.toBeInTheDocument();
    unmount();

    render(
      <Form
        fields={section('Your latest check-up numbers')}
        start={{ currentDiabetes: true, labResults: { unit: 'mmol/L' } }}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: /albumin-to-creatinine/ })).toBeVisible();
    const medicines = screen.getByRole('group', { name: /medicines do you take for diabetes/ });
    await user.click(within(medicines).getByRole('radio', { name: /Insulin/ }));
    const statin = screen.getByRole('group', { name: /statin or another cholesterol medicine/ });
    await user.click(within(statin).getByRole('radio', { name: "I don't know" }));
    expect(stored()).toMatchObject({ diabetesMedication: 'insulin', statin: 'unknown' });
  });

  it('shows the GAD-2, STOP-Bang and COPD-PS questions among the symptoms', () => {
    render(<Form fields={section('Symptoms')} />);
    expect(
      screen.getByRole('slider', { name: /Feeling nervous, anxious or on edge/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('slider', { name: /Not being able to stop or control worrying/ }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: /snore loudly/ })).toBeVisible();
    expect(screen.getByRole('slider', { name: /Neck circumference/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /short of breath/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /cough up any 'stuff'/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /do less than I used to/ })).toBeVisible();
  });
});
