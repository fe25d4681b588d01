import { describe, expect, it } from 'vitest';

import { listAnsweredQuestions } from './answered-questions.js';
import { EssentialFormSchema, groupEssentialFormIntoSections } from './essential-schema.js';

function find(rows: ReturnType<typeof listAnsweredQuestions>, name: string) {
  return rows.find((row) => row.name === name);
}

describe('listAnsweredQuestions', () => {
  it('words a survey’s answers with the form’s labels, choices’ labels and units', () => {
    const rows = listAnsweredQuestions({
      variant: 'survey',
      responses: {
        age: 57,
        biologicalSex: 'female',
        heightCm: 162,
        weightKg: 81.25,
        ethnicity: 'white',
        smokingStatus: 'never',
        packsPerDay: 1,
        familyHeartDisease: true,
        familyDiabetes: true,
        familyStroke: false,
        additionalMedicalConditions: ['Asthma'],
      },
    });

    expect(rows[0]).toEqual({
      section: 'Basic Information',
      name: 'age',
      question: 'Age',
      answer: '57',
      unit: 'years',
    });
    expect(find(rows, 'weightKg')).toMatchObject({ answer: '81.25', unit: 'kg' });
    expect(find(rows, 'smokingStatus')).toMatchObject({ answer: 'Never smoked' });
    expect(find(rows, 'smokingStatus')).not.toHaveProperty('unit');
    // a non-smoker's smoking details are hidden on the form, so left out
    expect(find(rows, 'packsPerDay')).toBeUndefined();
    expect(find(rows, 'family')).toMatchObject({
      section: 'Family History',
      question: 'Conditions in close family',
      answer: 'Heart disease; Diabetes',
    });
    expect(find(rows, 'additionalMedicalConditions')).toMatchObject({
      question: 'Other diagnosed conditions',
      answer: 'Asthma',
    });
    // the men's card is not shown to a woman
    expect(rows.some((row) => row.section === "Men's Health")).toBe(false);
  });

  it('gives each lab value of the essential form with its label and unit', () => {
    const form = EssentialFormSchema.parse({
      age: 61,
      biologicalSex: 'male',
      heightCm: 180,
      weightKg: 90,
      labResults: {
        totalCholesterol: 240,
        hdlCholesterol: 40,
        bloodPressureSystolic: 142,
        hba1c: 6.1,
        unit: 'mg/dL',
      },
    });
    const rows = listAnsweredQuestions({
      variant: 'essential',
      responses: groupEssentialFormIntoSections(form),
    });
    const labs = rows.filter((row) => row.name.startsWith('labResults.'));
    expect(labs).toEqual([
      {
        section: 'Your latest check-up numbers',
        name: 'labResults.totalCholesterol',
        question: 'Total cholesterol',
        answer: '240',
        unit: 'mg/dL',
      },
      expect.objectContaining({ question: 'HDL cholesterol', answer: '40', unit: 'mg/dL' }),
      expect.objectContaining({
        question: 'Blood pressure, systolic (top number)',
        answer: '142',
        unit: 'mmHg',
      }),
      expect.objectContaining({ question: 'HbA1c', answer: '6.1', unit: '%' }),
    ]);
    // a group answered with nothing ticked says so
    expect(find(rows, 'symptoms')).toMatchObject({ answer: 'None' });
  });

  it('reads the wizard’s nested sections under its step titles', () => {
    const rows = listAnsweredQuestions({
      variant: 'wizard',
      responses: {
        demographics: {
          age: 45,
          biologicalSex: 'female',
          heightCm: 170,
          weightKg: 65,
          ethnicity: 'asian',
        },
        medicalHistory: { currentConditions: ['Asthma'] },
        lifestyle: { smokingStatus: 'never', alcoholConsumption: 'none', stressLevel: 2 },
        symptoms: { chestPain: true },
        labResults: { fastingGlucose: 5.4 },
      },
    });
    expect(find(rows, 'demographics.age')).toMatchObject({
      section: 'Basic Information',
      answer: '45',
      unit: 'years',
    });
    expect(find(rows, 'medicalHistory.currentConditions')).toMatchObject({ answer: 'Asthma' });
    expect(find(rows, 'symptoms')).toMatchObject({ section: 'Current Symptoms' });
    expect(find(rows, 'symptoms')?.answer).toMatch(/chest/i);
    expect(find(rows, 'labResults.fastingGlucose')).toMatchObject({
      answer: '5.4',
      unit: 'mmol/L',
    });
  });

  it('gives nothing for answers it cannot read', () => {
    expect(listAnsweredQuestions({ variant: 'survey', responses: 'nonsense' })).toEqual([]);
    expect(listAnsweredQuestions({ variant: 'other' as 'survey', responses: { age: 50 } })).toEqual(
      [],
    );
  });
});
