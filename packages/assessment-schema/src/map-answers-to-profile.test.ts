import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CreateAssessmentBodySchema } from './assessment-bodies.js';
import { ASSESSMENT_VARIANTS } from './assessment-results.js';
import {
  EssentialFormSchema,
  groupEssentialFormIntoSections,
  type EssentialForm,
} from './essential-schema.js';
import {
  mapAnswersToProfile,
  mapStoredResponsesToProfile,
  readStoredAnswers,
} from './map-answers-to-profile.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { WizardDraftSchema } from './wizard-schema.js';
import { createSameAnswers, sameAnswersArbitrary } from '../test/same-answers.js';

/** How the API stores each variant's parsed answers in `responses` (service.ts `toResponses`). */
function storeEssential(form: EssentialForm): Record<string, unknown> {
  return { ...groupEssentialFormIntoSections(form) };
}

/** A saved long survey: a 44-year-old former smoker with a persistent cough. */
const SAVED_SURVEY = {
  age: 44,
  biologicalSex: 'female',
  ethnicity: 'hispanic_latino',
  heightCm: 165,
  weightKg: 72,
  smokingStatus: 'former',
  stressLevel: 2,
  weeklyExerciseMinutes: 120,
  chronicCough: true,
} as const;

describe('mapAnswersToProfile', () => {
  it('maps each variant of a parsed POST body with that variant’s mapper', () => {
    fc.assert(
      fc.property(sameAnswersArbitrary, (answers) => {
        const inputs = createSameAnswers(answers);
        const wizard = CreateAssessmentBodySchema.parse({ ...inputs.wizard, variant: 'wizard' });
        const essential = CreateAssessmentBodySchema.parse({
          ...inputs.essential,
          variant: 'essential',
        });
        const survey = CreateAssessmentBodySchema.parse({ ...inputs.survey, variant: 'survey' });

        expect(mapAnswersToProfile(wizard)).toEqual(
          mapWizardToProfile(WizardDraftSchema.parse(inputs.wizard)),
        );
        expect(mapAnswersToProfile(essential)).toEqual(
          mapEssentialToProfile(EssentialFormSchema.parse(inputs.essential)),
        );
        expect(mapAnswersToProfile(survey)).toEqual(
          mapSurveyToProfile(SurveyAnswersSchema.parse(inputs.survey)),
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe('mapStoredResponsesToProfile', () => {
  it('gives each variant’s stored responses the profile of its own mapper, the same in all three', () => {
    fc.assert(
      fc.property(sameAnswersArbitrary, (answers) => {
        const inputs = createSameAnswers(answers);
        const wizard = WizardDraftSchema.parse(inputs.wizard);
        const essential = EssentialFormSchema.parse(inputs.essential);
        const survey = SurveyAnswersSchema.parse(inputs.survey);

        const fromWizard = mapStoredResponsesToProfile({ variant: 'wizard', responses: wizard });
        const fromEssential = mapStoredResponsesToProfile({
          variant: 'essential',
          responses: storeEssential(essential),
        });
        const fromSurvey = mapStoredResponsesToProfile({ variant: 'survey', responses: survey });

        expect(fromWizard).toEqual(mapWizardToProfile(wizard));
        expect(fromEssential).toEqual(mapEssentialToProfile(essential));
        expect(fromSurvey).toEqual(mapSurveyToProfile(survey));
        expect(fromEssential).toEqual(fromWizard);
        expect(fromSurvey).toEqual(fromWizard);
      }),
      { numRuns: 50 },
    );
  });

  it('reads a saved survey back to the profile it was scored from', () => {
    const profile = mapStoredResponsesToProfile({ variant: 'survey', responses: SAVED_SURVEY });
    expect(profile).toMatchObject({
      age: 44,
      sex: 'female',
      ethnicity: 'hispanic',
      heightCm: 165,
      weightKg: 72,
      smokingStatus: 'former',
      exerciseMinutesPerWeek: 120,
      stressLevel: 2,
      symptoms: ['persistent-cough'],
    });
  });

  it.each([
    ['wizard', null],
    ['wizard', 'not answers'],
    ['wizard', { demographics: { age: 'fifty' } }],
    ['wizard', { demographics: { unknownQuestion: true } }],
    ['survey', null],
    ['survey', [1, 2, 3]],
    ['survey', { ...SAVED_SURVEY, age: -5 }],
    ['essential', null],
    ['essential', 42],
    ['essential', { demographics: 'not a section' }],
  ] as const)('gives {} for unreadable %s responses %j', (variant, responses) => {
    expect(mapStoredResponsesToProfile({ variant, responses })).toEqual({});
  });

  it('gives {} for a variant it does not know', () => {
    const stored = { variant: 'quiz', responses: SAVED_SURVEY } as unknown as Parameters<
      typeof mapStoredResponsesToProfile
    >[0];
    expect(mapStoredResponsesToProfile(stored)).toEqual({});
  });

  it('keeps the valid answers of saved essential sections and drops an invalid one', () => {
    const profile = mapStoredResponsesToProfile({
      variant: 'essential',
      responses: {
        demographics: { age: 45, biologicalSex: 'female', heightCm: 'tall', weightKg: 70 },
        originalAnswers: { variant: 'survey', responses: { age: 40 } },
      },
    });
    expect(profile).toMatchObject({ age: 45, sex: 'female', weightKg: 70 });
    expect(profile).not.toHaveProperty('heightCm');
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASSESSMENT_VARIANTS), fc.anything(), (variant, responses) => {
        expect(typeof mapStoredResponsesToProfile({ variant, responses })).toBe('object');
      }),
      { numRuns: 200 },
    );
  });
});

describe('readStoredAnswers', () => {
  it('tags the parsed answers with their variant, or gives undefined when they cannot be read', () => {
    expect(readStoredAnswers({ variant: 'survey', responses: SAVED_SURVEY })).toMatchObject({
      variant: 'survey',
      age: 44,
    });
    expect(readStoredAnswers({ variant: 'wizard', responses: {} })).toEqual({
      ...WizardDraftSchema.parse({}),
      variant: 'wizard',
    });
    expect(readStoredAnswers({ variant: 'survey', responses: null })).toBeUndefined();
  });
});
