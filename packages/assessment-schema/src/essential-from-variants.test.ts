import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  mapAssessmentToEssentialForm,
  mapSurveyToEssentialForm,
  mapWizardToEssentialForm,
} from './essential-from-variants.js';
import {
  createEmptyEssentialForm,
  EssentialFormSchema,
  groupEssentialFormIntoSections,
} from './essential-schema.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { WizardDraftSchema } from './wizard-schema.js';
import { createSameAnswers, sameAnswersArbitrary } from '../test/same-answers.js';

describe('mapSurveyToEssentialForm', () => {
  it('copies the shared flat answers', () => {
    const surveyAnswers = {
      age: 57,
      biologicalSex: 'female',
      heightCm: 162,
      weightKg: 81,
      waistCircumferenceCm: 94,
      ethnicity: 'south_asian',
      smokingStatus: 'former',
      packsPerDay: 1.5,
      yearsSmoked: 20,
      weeklyExerciseMinutes: 90,
      skinType: 'type2',
      menopauseStatus: 'post',
      numberOfPregnancies: '11+',
      additionalMedicalConditions: ['Gout'],
      familyBreastCancer: true,
      hormoneTherapyUse: true,
    };
    const form = mapSurveyToEssentialForm(surveyAnswers);
    expect(form).toMatchObject({ ...surveyAnswers, familyDiabetes: false });
  });

  it('leaves a sex the essential form does not ask blank and drops invalid values one by one', () => {
    const form = mapSurveyToEssentialForm({
      age: 40,
      biologicalSex: 'intersex',
      heightCm: 'tall',
      sleepHoursPerNight: 30,
      unknownField: true,
      familyStroke: true,
    });
    expect(form.age).toBe(40);
    expect(form.biologicalSex).toBe('');
    expect(form.heightCm).toBe(0);
    expect(form.sleepHoursPerNight).toBeUndefined();
    expect(form.familyStroke).toBe(true);
    expect(form).not.toHaveProperty('unknownField');
  });

  it('gives a blank form for nothing usable', () => {
    expect(mapSurveyToEssentialForm(null)).toEqual(createEmptyEssentialForm());
    expect(mapSurveyToEssentialForm([1, 2])).toEqual(createEmptyEssentialForm());
  });

  it('scores the same as the survey for answers both can express', () => {
    fc.assert(
      fc.property(sameAnswersArbitrary, (answers) => {
        const { survey } = createSameAnswers(answers);
        const form = mapSurveyToEssentialForm(survey);
        expect(form).toEqual(EssentialFormSchema.parse(survey));
        expect(mapEssentialToProfile(form)).toEqual(
          mapSurveyToProfile(SurveyAnswersSchema.parse(survey)),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('mapWizardToEssentialForm', () => {
  it('maps a filled wizard draft with the scoring assumptions', () => {
    const form = mapWizardToEssentialForm({
      demographics: {
        age: 58,
        biologicalSex: 'male',
        heightCm: 176,
        weightKg: 88,
        ethnicity: 'caucasian',
      },
      medicalHistory: {
        currentConditions: ['High Blood Pressure', 'Asthma', 'Arthritis', 'Stroke/TIA'],
        currentMedications: ['ramipril'],
        additionalConditions: ['Gout'],
      },
      lifestyle: {
        smokingStatus: 'current',
        alcoholConsumption: 'moderate',
        physicalActivityLevel: 'lightly_active',
        diet: 'poor',
        stressLevel: 4,
        sleepHours: 6,
        socialSupportSatisfaction: 2,
        depressionScreening: { littleInterest: 1, feelingDown: 2 },
      },
      familyHistory: { heartDisease: true, hypertension: true, otherCancers: ['Ovarian'] },
      symptoms: { memoryIssues: true, persistentCough: true, chestPain: true },
      labResults: { totalCholesterol: 6.2, bloodPressureSystolic: 150 },
      riskFactors: { sedentaryWork: true, shiftWork: true },
    });
    expect(form).toMatchObject({
      age: 58,
      biologicalSex: 'male',
      heightCm: 176,
      weightKg: 88,
      ethnicity: 'white',
      smokingStatus: 'current',
      alcoholDrinksPerWeek: 11,
      weeklyExerciseMinutes: 60,
      dietQuality: 'poor',
      stressLevel: 4,
      sleepHoursPerNight: 6,
      littleInterest: 1,
      feelingDown: 2,
      currentHypertension: true,
      previousStroke: true,
      medicalHistoryNone: false,
      familyHeartDisease: true,
      familyOvarianCancer: true,
      familyHistoryNone: false,
      memoryProblems: true,
      chronicCough: true,
      sedentaryLifestyle: true,
      lackOfSocialSupport: true,
      occupationalExposuresNone: true,
      labResults: { totalCholesterol: 6.2, bloodPressureSystolic: 150 },
    });
    expect(form.additionalMedicalConditions).toEqual(['Asthma', 'Gout']);
  });

  it("ticks 'None' for family and medical history when nothing there is ticked", () => {
    const form = mapWizardToEssentialForm({ demographics: { age: 30 } });
    expect(form).toMatchObject({ age: 30, familyHistoryNone: true, medicalHistoryNone: true });
  });

  it("leaves the wizard's 'asian' ethnicity blank (the essential form asks which group)", () => {
    expect(mapWizardToEssentialForm({ demographics: { ethnicity: 'asian' } }).ethnicity).toBe('');
  });

  it('keeps the valid sections when one stored section is invalid', () => {
    const form = mapWizardToEssentialForm({
      demographics: { age: 500 },
      lifestyle: { smokingStatus: 'former', sleepHours: 7 },
    });
    expect(form.age).toBe(0);
    expect(form).toMatchObject({ smokingStatus: 'former', sleepHoursPerNight: 7 });
  });

  it('scores the same as the wizard for answers both can express', () => {
    fc.assert(
      fc.property(sameAnswersArbitrary, (answers) => {
        const { wizard } = createSameAnswers(answers);
        const form = mapWizardToEssentialForm(wizard);
        expect(mapEssentialToProfile(form)).toEqual(
          mapWizardToProfile(WizardDraftSchema.parse(wizard)),
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('mapAssessmentToEssentialForm', () => {
  it('picks the mapping by variant', () => {
    const essential = EssentialFormSchema.parse({ age: 44, smokingStatus: 'never' });
    expect(
      mapAssessmentToEssentialForm({
        variant: 'essential',
        responses: groupEssentialFormIntoSections(essential),
      }),
    ).toEqual(essential);
    expect(mapAssessmentToEssentialForm({ variant: 'survey', responses: { age: 44 } }).age).toBe(
      44,
    );
    expect(
      mapAssessmentToEssentialForm({ variant: 'wizard', responses: { demographics: { age: 44 } } })
        .age,
    ).toBe(44);
  });
});
