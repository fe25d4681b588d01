import { describe, expect, it } from 'vitest';

import { splitCommaList } from './fields.js';
import { createDefaultWizardDraft, WIZARD_STEPS, WizardDraftSchema } from './wizard-schema.js';

function messagesOf(input: unknown): string[] {
  const result = WizardDraftSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('WizardDraftSchema', () => {
  it('starts an empty draft with nothing answered (issue 31: no pre-selected sex, smoking or alcohol)', () => {
    const draft = createDefaultWizardDraft();
    expect(draft.demographics).toEqual({
      age: 0,
      biologicalSex: '',
      heightCm: 0,
      weightKg: 0,
      ethnicity: '',
    });
    expect(draft.lifestyle).toEqual({
      smokingStatus: '',
      alcoholConsumption: '',
      physicalActivityLevel: '',
      diet: '',
      depressionScreening: {},
      // the bowel cancer and melanoma questions (issue 33): none answered
      bowelCancer: {},
      melanoma: {},
    });
    expect(draft.medicalHistory.currentConditions).toEqual([]);
    // the prostate questions (issue 33): none answered
    expect(draft.medicalHistory.prostate).toEqual({});
    expect(Object.values(draft.familyHistory).filter((value) => value === true)).toEqual([]);
    expect(draft.labResults).toEqual({ unit: 'mmol/L' });
  });

  it('still reads a draft saved with the old defaults (male, never, none, stress 1 …)', () => {
    const old = WizardDraftSchema.parse({
      demographics: { biologicalSex: 'male' },
      lifestyle: {
        smokingStatus: 'never',
        alcoholConsumption: 'none',
        physicalActivityLevel: 'sedentary',
        diet: 'fair',
        stressLevel: 1,
        sleepHours: 8,
        socialSupportSatisfaction: 3,
        financialStressLevel: 2,
        painLevel: 0,
        packsPerDay: 1,
      },
    });
    expect(old.demographics.biologicalSex).toBe('male');
    expect(old.lifestyle).toMatchObject({ smokingStatus: 'never', stressLevel: 1, packsPerDay: 1 });
  });

  it('names seven steps with the last being Additional Risk Factors', () => {
    expect(WIZARD_STEPS.map((step) => step.title)).toEqual([
      'Basic Information',
      'Medical History',
      'Lifestyle Assessment',
      'Family Medical History',
      'Current Symptoms',
      'Laboratory Results (optional)',
      'Additional Risk Factors',
    ]);
  });

  it('rejects a 500 cm height with a message naming the field', () => {
    expect(messagesOf({ demographics: { heightCm: 500 } })).toEqual([
      'Height must be between 100 and 250 cm',
    ]);
  });

  it('rejects a negative age and a fractional age, naming the field', () => {
    expect(messagesOf({ demographics: { age: -3 } })).toEqual(['Age must be between 18 and 120']);
    expect(messagesOf({ demographics: { age: 40.5 } })).toContain('Age must be a whole number');
  });

  it('accepts 0 as "not answered yet" for age, height and weight but not 1–17', () => {
    expect(messagesOf({ demographics: { age: 0, heightCm: 0, weightKg: 0 } })).toEqual([]);
    expect(messagesOf({ demographics: { age: 12 } })).toEqual(['Age must be between 18 and 120']);
  });

  it('enforces the 1–5 and 0–10 scales', () => {
    expect(messagesOf({ lifestyle: { stressLevel: 6 } })).toEqual([
      'Stress level must be between 1 and 5',
    ]);
    expect(messagesOf({ lifestyle: { painLevel: 11 } })).toEqual([
      'Pain level must be between 0 and 10',
    ]);
    expect(messagesOf({ lifestyle: { sleepHours: 2 } })).toEqual([
      'Sleep hours must be between 3 and 12 hours',
    ]);
  });

  it('rejects values outside the enumerations', () => {
    expect(messagesOf({ demographics: { ethnicity: 'martian' } })).toEqual([
      'Ethnicity is not one of the listed choices',
    ]);
    expect(messagesOf({ lifestyle: { smokingStatus: 'sometimes' } })).toEqual([
      'Smoking status must be never, former or current',
    ]);
    expect(messagesOf({ medicalHistory: { currentConditions: ['Flu'] } })).toEqual([
      'Current conditions contains an unknown choice',
    ]);
  });

  it('rejects unknown keys inside a section', () => {
    const result = WizardDraftSchema.safeParse({ demographics: { shoeSize: 44 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('splits comma-separated list fields and keeps stored lists', () => {
    const draft = WizardDraftSchema.parse({
      medicalHistory: {
        currentMedications: ' metformin, ,atorvastatin ',
        allergies: ['penicillin'],
      },
      familyHistory: { otherCancers: 'pancreatic cancer, ovarian' },
    });
    expect(draft.medicalHistory.currentMedications).toEqual(['metformin', 'atorvastatin']);
    expect(draft.medicalHistory.allergies).toEqual(['penicillin']);
    expect(draft.familyHistory.otherCancers).toEqual(['pancreatic cancer', 'ovarian']);
    expect(splitCommaList('')).toEqual([]);
  });

  it('bounds list sizes and item lengths', () => {
    const tooMany = Array.from({ length: 51 }, (_, index) => `drug ${index}`);
    expect(messagesOf({ medicalHistory: { currentMedications: tooMany } })).toEqual([
      'Current medications must have at most 50 entries',
    ]);
    expect(messagesOf({ medicalHistory: { allergies: ['x'.repeat(201)] } })).toEqual([
      'Allergies entries must be at most 200 characters',
    ]);
    expect(messagesOf({ medicalHistory: { currentConditions: ['Asthma', 'Asthma'] } })).toEqual([
      'Current conditions must not repeat an entry',
    ]);
  });

  it('keeps the additional conditions chosen in the step-2 modal and rejects unknown or repeated ones', () => {
    expect(createDefaultWizardDraft().medicalHistory.additionalConditions).toEqual([]);
    const draft = WizardDraftSchema.parse({
      medicalHistory: { additionalConditions: ['Gout', 'Celiac Disease'] },
    });
    expect(draft.medicalHistory.additionalConditions).toEqual(['Gout', 'Celiac Disease']);
    expect(messagesOf({ medicalHistory: { additionalConditions: ['Flu'] } })).toEqual([
      'Additional medical conditions contains an unknown condition',
    ]);
    expect(messagesOf({ medicalHistory: { additionalConditions: ['Gout', 'Gout'] } })).toEqual([
      'Additional medical conditions must not repeat an entry',
    ]);
  });

  it('checks lab values against the unit they were entered in', () => {
    expect(messagesOf({ labResults: { totalCholesterol: 5.2 } })).toEqual([]);
    expect(messagesOf({ labResults: { totalCholesterol: 200 } })).toEqual([
      'Total cholesterol must be between 1 and 20 mmol/L',
    ]);
    expect(messagesOf({ labResults: { totalCholesterol: 200, unit: 'mg/dL' } })).toEqual([]);
    expect(messagesOf({ labResults: { hba1c: 25 } })).toEqual(['HbA1c must be between 3 and 20 %']);
  });
});
