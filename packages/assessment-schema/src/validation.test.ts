import { describe, expect, it } from 'vitest';

import { createEmptySurveyAnswers, SurveyAnswersSchema } from './survey-schema.js';
import type { SurveyAnswersInput } from './survey-schema.js';
import {
  canAdvanceWizardStep,
  listMissingEssentialFields,
  listMissingSurveyRequiredFields,
  listRecommendedSurveyFields,
  listWizardStepMissingFields,
  listWizardSubmitBlockers,
} from './validation.js';
import { createDefaultWizardDraft, WizardDraftSchema } from './wizard-schema.js';

describe('wizard step gating', () => {
  const filledStep1 = WizardDraftSchema.parse({
    demographics: {
      age: 45,
      biologicalSex: 'female',
      heightCm: 160,
      weightKg: 60,
      ethnicity: 'asian',
    },
  });

  it('blocks step 1 on a fresh draft and lists what is missing', () => {
    const draft = createDefaultWizardDraft();
    expect(canAdvanceWizardStep(1, draft)).toBe(false);
    expect(listWizardStepMissingFields(1, draft)).toEqual([
      'Age',
      'Biological Sex',
      'Height',
      'Weight',
      'Ethnicity',
    ]);
  });

  it('opens step 1 once age, sex, height, weight and ethnicity are given', () => {
    expect(canAdvanceWizardStep(1, filledStep1)).toBe(true);
    expect(
      canAdvanceWizardStep(1, { demographics: { ...filledStep1.demographics, weightKg: 0 } }),
    ).toBe(false);
  });

  it('gates step 3 on smoking, alcohol and stress only', () => {
    // nothing is pre-selected (issue 31), so a fresh draft is blocked on all three
    expect(listWizardStepMissingFields(3, createDefaultWizardDraft())).toEqual([
      'Smoking Status',
      'Alcohol Consumption',
      'Stress Level',
    ]);
    expect(
      canAdvanceWizardStep(3, {
        lifestyle: { smokingStatus: 'never', alcoholConsumption: 'none', stressLevel: 1 },
      }),
    ).toBe(true);
    expect(listWizardStepMissingFields(3, { lifestyle: {} })).toEqual([
      'Smoking Status',
      'Alcohol Consumption',
      'Stress Level',
    ]);
  });

  it('always allows the other steps', () => {
    for (const step of [2, 4, 5, 6, 7] as const) {
      expect(canAdvanceWizardStep(step, {})).toBe(true);
    }
  });

  it('re-checks the gated steps on submit, since steps can be jumped to', () => {
    expect(listWizardSubmitBlockers(createDefaultWizardDraft())).toEqual([
      { step: 1, missing: ['Age', 'Biological Sex', 'Height', 'Weight', 'Ethnicity'] },
      { step: 3, missing: ['Smoking Status', 'Alcohol Consumption', 'Stress Level'] },
    ]);
    expect(
      listWizardSubmitBlockers({
        ...filledStep1,
        lifestyle: { smokingStatus: 'current', alcoholConsumption: 'light', stressLevel: 3 },
      }),
    ).toEqual([]);
  });
});

describe('essential form missing-required list', () => {
  it('lists all six in the spec order for a blank form', () => {
    expect(
      listMissingEssentialFields({
        biologicalSex: '',
        ethnicity: '',
        smokingStatus: '',
        age: 0,
        heightCm: 0,
        weightKg: 0,
      }),
    ).toEqual(['Biological Sex', 'Ethnicity', 'Smoking Status', 'Age', 'Height', 'Weight']);
  });

  it('is empty when all six are given', () => {
    expect(
      listMissingEssentialFields({
        biologicalSex: 'male',
        ethnicity: 'white',
        smokingStatus: 'never',
        age: 50,
        heightCm: 180,
        weightKg: 80,
      }),
    ).toEqual([]);
  });
});

describe('long survey required fields', () => {
  it('lists the six asterisked fields when nothing is answered', () => {
    expect(listMissingSurveyRequiredFields(createEmptySurveyAnswers())).toEqual([
      'Age',
      'Sex Assigned at Birth',
      'Height',
      'Weight',
      'Ethnicity',
      'Smoking Status',
    ]);
  });

  it('accepts prefer-not-to-say as an answer', () => {
    expect(
      listMissingSurveyRequiredFields({
        age: 30,
        biologicalSex: 'prefer_not_to_say',
        heightCm: 170,
        weightKg: 70,
        ethnicity: 'prefer_not_to_say',
        smokingStatus: 'prefer_not_to_say',
      }),
    ).toEqual([]);
  });
});

describe('long survey optional-but-recommended list', () => {
  const parse = (input: SurveyAnswersInput) => SurveyAnswersSchema.parse(input);
  const complete: SurveyAnswersInput = {
    age: 40,
    biologicalSex: 'male',
    heightCm: 180,
    weightKg: 80,
    ethnicity: 'white',
    smokingStatus: 'never',
    weeklyExerciseMinutes: 150,
    alcoholDrinksPerWeek: 3,
    waistCircumferenceCm: 90,
    skinType: 'type2',
    familyDiabetes: true,
    littleInterest: 1,
  };

  it('is empty for a complete male never-smoker', () => {
    expect(listRecommendedSurveyFields(parse(complete))).toEqual([]);
  });

  it('lists every item in the spec order for a blank female current smoker', () => {
    expect(
      listRecommendedSurveyFields(parse({ biologicalSex: 'female', smokingStatus: 'current' })),
    ).toEqual([
      'Weekly Exercise Minutes',
      'Alcohol Consumption',
      'Waist Circumference',
      'Cigarettes Per Day',
      'Years Smoked',
      'Menopause Status',
      'Breast Density',
      'Skin Type',
      'Family History',
      'Health Symptoms',
    ]);
  });

  it('asks smokers only for packs and years, and accepts an answer of 0 packs', () => {
    expect(listRecommendedSurveyFields(parse({ ...complete, smokingStatus: 'former' }))).toEqual([
      'Cigarettes Per Day',
      'Years Smoked',
    ]);
    expect(
      listRecommendedSurveyFields(
        parse({ ...complete, smokingStatus: 'current', packsPerDay: 0, yearsSmoked: 0 }),
      ),
    ).toEqual([]);
  });

  it('asks women only for menopause status and breast density', () => {
    expect(listRecommendedSurveyFields(parse({ ...complete, biologicalSex: 'female' }))).toEqual([
      'Menopause Status',
      'Breast Density',
    ]);
    expect(
      listRecommendedSurveyFields(
        parse({
          ...complete,
          biologicalSex: 'female',
          menopauseStatus: 'post',
          breastDensity: 'not_sure',
        }),
      ),
    ).toEqual([]);
  });

  it('counts a family history of only none or prefer-not-to-say as missing', () => {
    const base = { ...complete, familyDiabetes: false };
    expect(listRecommendedSurveyFields(parse({ ...base, familyHistoryNone: true }))).toEqual([
      'Family History',
    ]);
    expect(
      listRecommendedSurveyFields(parse({ ...base, familyHistoryPreferNotToSay: true })),
    ).toEqual(['Family History']);
  });

  it('treats any symptom flag or a non-zero PHQ-2 item as symptoms answered', () => {
    const base = { ...complete, littleInterest: 0 };
    expect(listRecommendedSurveyFields(parse(base))).toEqual(['Health Symptoms']);
    expect(listRecommendedSurveyFields(parse({ ...base, feelingDown: 2 }))).toEqual([]);
    expect(listRecommendedSurveyFields(parse({ ...base, unexplainedWeightLoss: true }))).toEqual(
      [],
    );
  });

  it('asks for exercise and alcohol when they are 0', () => {
    expect(
      listRecommendedSurveyFields(
        parse({ ...complete, weeklyExerciseMinutes: 0, alcoholDrinksPerWeek: 0 }),
      ),
    ).toEqual(['Weekly Exercise Minutes', 'Alcohol Consumption']);
  });
});
