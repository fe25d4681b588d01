import { describe, expect, it } from 'vitest';

import { getWaistRiskThresholdCm, SURVEY_SLIDERS, SurveyAnswersSchema } from './survey-schema.js';

const messagesOf = (input: unknown) => {
  const result = SurveyAnswersSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('SurveyAnswersSchema', () => {
  it('uses the slider bounds of the spec', () => {
    expect(messagesOf({ age: 101 })).toEqual(['Age must be between 18 and 100']);
    expect(messagesOf({ heightCm: 500 })).toEqual(['Height must be between 120 and 220 cm']);
    expect(messagesOf({ weightKg: 201 })).toEqual(['Weight must be between 30 and 200 kg']);
    expect(messagesOf({ waistCircumferenceCm: 40 })).toEqual([
      'Waist circumference must be between 50 and 200 cm',
    ]);
    expect(messagesOf({ packsPerDay: 6 })).toEqual(['Packs per day must be between 0 and 5']);
    expect(messagesOf({ weeklyExerciseMinutes: 301 })).toEqual([
      'Weekly exercise minutes must be between 0 and 300',
    ]);
    expect(messagesOf({ alcoholDrinksPerWeek: 26 })).toEqual([
      'Alcohol drinks per week must be between 0 and 25',
    ]);
    expect(messagesOf({ numberOfMoles: 101 })).toEqual([
      'Number of moles must be between 0 and 100',
    ]);
    expect(messagesOf({ littleInterest: 4 })).toEqual([
      'Little interest or pleasure must be between 0 and 3',
    ]);
  });

  it('publishes the slider starting positions', () => {
    expect(SURVEY_SLIDERS.age.default).toBe(30);
    expect(SURVEY_SLIDERS.heightCm.default).toBe(170);
    expect(SURVEY_SLIDERS.weightKg.default).toBe(70);
    expect(SURVEY_SLIDERS.waistCircumferenceCm.default).toBe(85);
    expect(SURVEY_SLIDERS.packsPerDay).toMatchObject({ step: 0.5, default: 1 });
    expect(SURVEY_SLIDERS.stressLevel.default).toBe(3);
  });

  it('accepts the women’s health special answers', () => {
    expect(messagesOf({ ageAtFirstPeriod: 'prefer_not_to_say' })).toEqual([]);
    expect(messagesOf({ numberOfPregnancies: '11+' })).toEqual([]);
    expect(messagesOf({ ageAtFirstPeriod: 7 })).toHaveLength(1);
    expect(messagesOf({ numberOfPregnancies: 12 })).toHaveLength(1);
    expect(messagesOf({ ageAtMenopause: 30 })).toEqual([
      'Age at menopause must be between 35 and 70',
    ]);
  });

  it('rejects unknown enum values', () => {
    expect(messagesOf({ biologicalSex: 'other' })).toEqual([
      'Sex assigned at birth is not one of the listed choices',
    ]);
    expect(messagesOf({ breastDensity: 'extreme' })).toEqual([
      'Breast density is not one of the listed choices',
    ]);
  });

  it('gives the waist hint threshold by sex', () => {
    expect(getWaistRiskThresholdCm('female')).toBe(88);
    expect(getWaistRiskThresholdCm('male')).toBe(102);
    expect(getWaistRiskThresholdCm(undefined)).toBe(102);
  });
});
