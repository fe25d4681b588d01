import { assessRisks, CONDITION_NAMES } from '@healthscreen/risk-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SURVEY_FLAG_NAMES } from './flag-groups.js';
import { mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import {
  BREAST_DENSITIES,
  MENOPAUSE_STATUSES,
  SKIN_TYPES,
  SURVEY_ETHNICITIES,
  SURVEY_SEXES,
  SURVEY_SLIDERS,
  SURVEY_SMOKING_STATUSES,
  SurveyAnswersSchema,
} from './survey-schema.js';
import {
  ALCOHOL_CONSUMPTION_LEVELS,
  DIET_QUALITIES,
  PHYSICAL_ACTIVITY_LEVELS,
  SMOKING_STATUSES,
  WIZARD_CURRENT_CONDITIONS,
  WIZARD_ETHNICITIES,
  WizardDraftSchema,
} from './wizard-schema.js';

const slider = (name: keyof typeof SURVEY_SLIDERS) => {
  const { min, max, step } = SURVEY_SLIDERS[name];
  return fc
    .integer({ min: 0, max: Math.round((max - min) / step) })
    .map((steps) => min + steps * step);
};

const surveyArbitrary = fc.record(
  {
    age: slider('age'),
    biologicalSex: fc.constantFrom(...SURVEY_SEXES),
    heightCm: slider('heightCm'),
    weightKg: slider('weightKg'),
    waistCircumferenceCm: slider('waistCircumferenceCm'),
    ethnicity: fc.constantFrom(...SURVEY_ETHNICITIES),
    smokingStatus: fc.constantFrom(...SURVEY_SMOKING_STATUSES),
    packsPerDay: slider('packsPerDay'),
    yearsSmoked: slider('yearsSmoked'),
    weeklyExerciseMinutes: slider('weeklyExerciseMinutes'),
    alcoholDrinksPerWeek: slider('alcoholDrinksPerWeek'),
    sleepHoursPerNight: slider('sleepHoursPerNight'),
    dietQuality: fc.constantFrom(...DIET_QUALITIES),
    stressLevel: slider('stressLevel'),
    numberOfMoles: slider('numberOfMoles'),
    skinType: fc.constantFrom(...SKIN_TYPES),
    littleInterest: slider('littleInterest'),
    feelingDown: slider('feelingDown'),
    ageAtFirstPeriod: fc.oneof(fc.integer({ min: 8, max: 18 }), fc.constant('prefer_not_to_say')),
    numberOfPregnancies: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant('11+')),
    menopauseStatus: fc.constantFrom(...MENOPAUSE_STATUSES),
    ageAtMenopause: fc.integer({ min: 35, max: 70 }),
    breastDensity: fc.constantFrom(...BREAST_DENSITIES),
    flags: fc.subarray([...SURVEY_FLAG_NAMES]),
  },
  { requiredKeys: [] },
);

const wizardArbitrary = fc.record({
  demographics: fc.record({
    age: fc.integer({ min: 18, max: 120 }),
    biologicalSex: fc.constantFrom('male', 'female'),
    heightCm: fc.integer({ min: 100, max: 250 }),
    weightKg: fc.integer({ min: 30, max: 300 }),
    ethnicity: fc.constantFrom(...WIZARD_ETHNICITIES),
  }),
  medicalHistory: fc.record({ currentConditions: fc.subarray([...WIZARD_CURRENT_CONDITIONS]) }),
  lifestyle: fc.record({
    smokingStatus: fc.constantFrom(...SMOKING_STATUSES),
    alcoholConsumption: fc.constantFrom(...ALCOHOL_CONSUMPTION_LEVELS),
    physicalActivityLevel: fc.constantFrom(...PHYSICAL_ACTIVITY_LEVELS),
    diet: fc.constantFrom(...DIET_QUALITIES),
    stressLevel: fc.integer({ min: 1, max: 5 }),
    socialSupportSatisfaction: fc.integer({ min: 1, max: 5 }),
  }),
  labResults: fc.record(
    {
      totalCholesterol: fc.double({ min: 2, max: 12, noNaN: true }),
      hdlCholesterol: fc.double({ min: 0.5, max: 3, noNaN: true }),
      bloodPressureSystolic: fc.integer({ min: 90, max: 200 }),
      hba1c: fc.double({ min: 4, max: 12, noNaN: true }),
    },
    { requiredKeys: [] },
  ),
});

function expectScorable(profile: Parameters<typeof assessRisks>[0]) {
  const risks = assessRisks(profile);
  expect(risks).toHaveLength(CONDITION_NAMES.length);
  for (const risk of risks) {
    expect(Number.isFinite(risk.score)).toBe(true);
    expect(risk.score).toBeGreaterThanOrEqual(risk.scoreRange[0]);
    expect(risk.score).toBeLessThanOrEqual(risk.scoreRange[1]);
  }
}

describe('any answers the schemas accept can be scored', () => {
  it('long survey', () => {
    fc.assert(
      fc.property(surveyArbitrary, ({ flags = [], ...values }) => {
        const answers = SurveyAnswersSchema.parse({
          ...values,
          ...Object.fromEntries(flags.map((flag) => [flag, true])),
        });
        expectScorable(mapSurveyToProfile(answers));
      }),
      { numRuns: 150 },
    );
  });

  it('seven-step wizard', () => {
    fc.assert(
      fc.property(wizardArbitrary, (input) => {
        expectScorable(mapWizardToProfile(WizardDraftSchema.parse(input)));
      }),
      { numRuns: 150 },
    );
  });
});
