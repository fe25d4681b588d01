import { describe, expect, it } from 'vitest';

import {
  computeSectionProgress,
  computeSurveyProgress,
  computeWizardSectionProgress,
  countCompletedFields,
  isFieldCompleted,
  listVisibleSurveyCards,
} from './progress.js';
import { createEmptySurveyAnswers, SurveyAnswersSchema } from './survey-schema.js';
import { createDefaultWizardDraft, WizardDraftSchema } from './wizard-schema.js';

describe('completed-field rule', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0.5, true],
    [0, false],
    [-1, false],
    ['x', true],
    ['', false],
    ['  ', false],
    [undefined, false],
    [null, false],
    [['a'], true],
    [[], false],
  ])('%j counts as completed: %s', (value, expected) => {
    expect(isFieldCompleted(value)).toBe(expected);
  });

  it('counts and reports a section card', () => {
    expect(countCompletedFields([true, 0, 'a', ''])).toBe(2);
    expect(computeSectionProgress([true, 0, 'a', ''])).toEqual({
      completed: 2,
      total: 4,
      percent: 50,
      isComplete: false,
    });
    expect(computeSectionProgress([1, 'x']).isComplete).toBe(true);
  });
});

describe('long survey progress', () => {
  it('starts at 0 over six sections for a blank survey (no women’s section)', () => {
    const progress = computeSurveyProgress(createEmptySurveyAnswers());
    expect(progress.percent).toBe(0);
    expect(progress.completedQuestions).toBe(0);
    // basic 6 + lifestyle 8 + one question per flag section (family, medical, work, exposure)
    expect(progress.totalQuestions).toBe(18);
    expect(progress.sections.womensHealth).toBeNull();
  });

  it('adds the women’s health section only for women', () => {
    const progress = computeSurveyProgress(SurveyAnswersSchema.parse({ biologicalSex: 'female' }));
    expect(progress.sections.womensHealth).toEqual({
      completed: 0,
      total: 6,
      percent: 0,
      isComplete: false,
    });
    expect(progress.totalQuestions).toBe(24);
    expect(progress.completedQuestions).toBe(1);
  });

  it('completes a flag-only section when any flag is ticked, including None', () => {
    const progress = computeSurveyProgress(
      SurveyAnswersSchema.parse({ familyHistoryNone: true, asbestosExposure: true }),
    );
    expect(progress.sections.family?.isComplete).toBe(true);
    expect(progress.sections.exposure?.isComplete).toBe(true);
    expect(progress.sections.medical?.isComplete).toBe(false);
    expect(progress.completedQuestions).toBe(2);
  });

  it('counts packs and years only for smokers', () => {
    const never = computeSurveyProgress(SurveyAnswersSchema.parse({ smokingStatus: 'never' }));
    const current = computeSurveyProgress(
      SurveyAnswersSchema.parse({ smokingStatus: 'current', packsPerDay: 1 }),
    );
    expect(never.sections.lifestyle?.total).toBe(8);
    expect(current.sections.lifestyle).toMatchObject({ completed: 2, total: 10 });
  });

  it('reaches 100% when every counted question is answered', () => {
    const progress = computeSurveyProgress(
      SurveyAnswersSchema.parse({
        age: 30,
        biologicalSex: 'male',
        heightCm: 170,
        weightKg: 70,
        waistCircumferenceCm: 85,
        ethnicity: 'white',
        smokingStatus: 'never',
        weeklyExerciseMinutes: 150,
        alcoholDrinksPerWeek: 2,
        sleepHoursPerNight: 7,
        dietQuality: 'good',
        stressLevel: 3,
        numberOfMoles: 10,
        skinType: 'type3',
        familyHistoryNone: true,
        medicalHistoryNone: true,
        workRiskFactorsNone: true,
        occupationalExposuresNone: true,
      }),
    );
    expect(progress).toMatchObject({ percent: 100, completedQuestions: 18, totalQuestions: 18 });
  });

  it('shows the women’s card for women and the men’s card otherwise', () => {
    expect(listVisibleSurveyCards('female')).toContain("Women's Health and Cancer Screening");
    expect(listVisibleSurveyCards('female')).not.toContain("Men's Health");
    expect(listVisibleSurveyCards('intersex')).toContain("Men's Health");
  });
});

describe('wizard section cards', () => {
  it('counts value sections field by field', () => {
    const draft = WizardDraftSchema.parse({
      demographics: { age: 40, biologicalSex: 'male', heightCm: 170 },
    });
    // age, sex, height; weight 0 and ethnicity '' are not done
    expect(computeWizardSectionProgress(draft, 'demographics')).toEqual({
      completed: 3,
      total: 5,
      percent: 60,
      isComplete: false,
    });
  });

  it('completes a flag section on any ticked flag', () => {
    expect(computeWizardSectionProgress(createDefaultWizardDraft(), 'symptoms').isComplete).toBe(
      false,
    );
    const draft = WizardDraftSchema.parse({ symptoms: { fatigue: true } });
    expect(computeWizardSectionProgress(draft, 'symptoms')).toEqual({
      completed: 8,
      total: 8,
      percent: 100,
      isComplete: true,
    });
  });

  it('counts step 3’s skin type once it is chosen', () => {
    const fresh = computeWizardSectionProgress(createDefaultWizardDraft(), 'lifestyle');
    const chosen = computeWizardSectionProgress(
      WizardDraftSchema.parse({ lifestyle: { skinType: 'type4' } }),
      'lifestyle',
    );
    expect(fresh.total).toBe(12);
    expect(chosen.total).toBe(12);
    expect(chosen.completed).toBe(fresh.completed + 1);
  });

  it('counts the optional lab values', () => {
    const draft = WizardDraftSchema.parse({ labResults: { totalCholesterol: 5, hba1c: 5.6 } });
    expect(computeWizardSectionProgress(draft, 'labResults')).toMatchObject({
      completed: 2,
      total: 6,
    });
  });
});
