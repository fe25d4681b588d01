import { describe, expect, it } from 'vitest';

import {
  createEmptyEssentialForm,
  ESSENTIAL_SECTION_FIELDS,
  ESSENTIAL_SECTIONS,
  EssentialFormSchema,
  flattenEssentialSections,
  groupEssentialFormIntoSections,
} from './essential-schema.js';

const messagesOf = (input: unknown) => {
  const result = EssentialFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('EssentialFormSchema', () => {
  it('starts blank: 0 for the measures, empty choices, flags off', () => {
    const form = createEmptyEssentialForm();
    expect(form).toMatchObject({
      age: 0,
      heightCm: 0,
      weightKg: 0,
      biologicalSex: '',
      ethnicity: '',
      smokingStatus: '',
      familyHeartDisease: false,
      familyHistoryNone: false,
      familyHistoryPreferNotToSay: false,
      additionalMedicalConditions: [],
    });
  });

  it('rejects out-of-range answers with the field named', () => {
    expect(messagesOf({ heightCm: 500 })).toEqual(['Height must be between 100 and 250 cm']);
    expect(messagesOf({ age: -1 })).toEqual(['Age must be between 18 and 120']);
    expect(messagesOf({ weightKg: 1000 })).toEqual(['Weight must be between 30 and 300 kg']);
    expect(messagesOf({ packsPerDay: -1 })).toEqual(['Packs per day must be between 0 and 10']);
  });

  it('accepts the legacy skin types fair and white besides type1–type6', () => {
    expect(messagesOf({ skinType: 'fair' })).toEqual([]);
    expect(messagesOf({ skinType: 'white' })).toEqual([]);
    expect(messagesOf({ skinType: 'olive' })).toEqual([
      'Skin type must be type1 to type6, fair or white',
    ]);
  });

  it('strips unknown keys instead of failing', () => {
    const form = EssentialFormSchema.parse({ age: 40, riskScores: [], unknownThing: 1 });
    expect(form).not.toHaveProperty('riskScores');
    expect(form).not.toHaveProperty('unknownThing');
  });
});

describe('essential sections', () => {
  it('puts every form field in exactly one section', () => {
    const assigned = ESSENTIAL_SECTIONS.flatMap((section) => ESSENTIAL_SECTION_FIELDS[section]);
    expect(new Set(assigned).size).toBe(assigned.length);
    expect([...assigned].sort()).toEqual(Object.keys(EssentialFormSchema.shape).sort());
  });

  it('round-trips a form through the saved responses sections', () => {
    const form = EssentialFormSchema.parse({
      age: 61,
      biologicalSex: 'female',
      heightCm: 158,
      weightKg: 72,
      ethnicity: 'south_asian',
      smokingStatus: 'former',
      packsPerDay: 0.5,
      yearsSmoked: 20,
      yearsSinceQuitting: 8,
      familyBreastCancer: true,
      menopauseStatus: 'post',
      breastDensity: 'high',
      labResults: { totalCholesterol: 5.9, hdlCholesterol: 1.2 },
      additionalMedicalConditions: ['Gout'],
      skinType: 'type4',
    });
    const responses = groupEssentialFormIntoSections(form);
    expect(responses.demographics).toMatchObject({ age: 61, ethnicity: 'south_asian' });
    expect(responses.familyHistory).toMatchObject({ familyBreastCancer: true });
    expect(flattenEssentialSections(responses)).toEqual(form);
  });

  it('drops invalid saved values field by field instead of failing the load', () => {
    const form = flattenEssentialSections({
      demographics: { age: 45, heightCm: 900 },
      lifestyle: 'garbage',
    });
    expect(form.age).toBe(45);
    expect(form.heightCm).toBe(0);
  });
});
