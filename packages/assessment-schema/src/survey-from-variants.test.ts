import { describe, expect, it } from 'vitest';

import { groupEssentialFormIntoSections, EssentialFormSchema } from './essential-schema.js';
import { computeSurveyProgress } from './progress.js';
import { mapAssessmentToSurveyAnswers } from './survey-from-variants.js';

describe('mapAssessmentToSurveyAnswers (issue 31: Update Responses after any variant)', () => {
  it('prefills the survey from a wizard assessment', () => {
    const answers = mapAssessmentToSurveyAnswers({
      variant: 'wizard',
      responses: {
        demographics: {
          age: 52,
          biologicalSex: 'female',
          heightCm: 165,
          weightKg: 70,
          ethnicity: 'caucasian',
        },
        lifestyle: { smokingStatus: 'former', alcoholConsumption: 'light', stressLevel: 2 },
        familyHistory: { diabetes: true },
      },
    });
    expect(answers).toMatchObject({
      age: 52,
      biologicalSex: 'female',
      heightCm: 165,
      weightKg: 70,
      ethnicity: 'white',
      smokingStatus: 'former',
      alcoholDrinksPerWeek: 4,
      stressLevel: 2,
      familyDiabetes: true,
    });
    expect(computeSurveyProgress(answers).completedQuestions).toBeGreaterThan(5);
  });

  it('prefills from an essential assessment, over the survey answers an essential edit keeps', () => {
    const form = EssentialFormSchema.parse({
      age: 61,
      biologicalSex: 'male',
      heightCm: 180,
      weightKg: 90,
      ethnicity: 'south_asian',
      smokingStatus: 'never',
    });
    const answers = mapAssessmentToSurveyAnswers({
      variant: 'essential',
      responses: {
        ...groupEssentialFormIntoSections(form),
        originalAnswers: { variant: 'survey', responses: { age: 60, numberOfMoles: 12 } },
      },
    });
    expect(answers).toMatchObject({
      age: 61,
      biologicalSex: 'male',
      ethnicity: 'south_asian',
      smokingStatus: 'never',
      numberOfMoles: 12,
    });
  });

  it('leaves blank choices unanswered and keeps a survey as it is', () => {
    const blank = mapAssessmentToSurveyAnswers({ variant: 'wizard', responses: {} });
    expect(blank.biologicalSex).toBeUndefined();
    expect(blank.smokingStatus).toBeUndefined();
    const survey = mapAssessmentToSurveyAnswers({
      variant: 'survey',
      responses: { age: 40, heightCm: 999, smokingStatus: 'current' },
    });
    expect(survey).toMatchObject({ age: 40, smokingStatus: 'current' });
    expect(survey.heightCm).toBeUndefined();
  });
});
