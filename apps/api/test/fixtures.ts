import { DEFAULT_EXERCISE_PREFERENCES } from '@healthscreen/exercise-generator';

/** Request bodies several API test files share. */

/** The same answers as each variant records them (assessment-schema's worked example). */
export const SURVEY_ANSWERS = {
  variant: 'survey',
  age: 57,
  biologicalSex: 'female',
  heightCm: 162,
  weightKg: 81,
  ethnicity: 'black_african_american',
  smokingStatus: 'current',
  alcoholDrinksPerWeek: 11,
  weeklyExerciseMinutes: 0,
  dietQuality: 'fair',
  stressLevel: 4,
  sleepHoursPerNight: 6.5,
  littleInterest: 2,
  feelingDown: 1,
  additionalMedicalConditions: ['Asthma'],
  familyHeartDisease: true,
  familyDiabetes: true,
  familyBreastCancer: true,
  shortnessOfBreath: true,
  frequentUrination: true,
  chronicCough: true,
  currentHypertension: true,
  lackOfSocialSupport: true,
  sedentaryLifestyle: true,
  occupationalExposuresNone: true,
} as const;

/** The spec's essential payload: the same answers flat, no variant. */
const { variant: _surveyVariant, ...essential } = SURVEY_ANSWERS;
export const ESSENTIAL_ANSWERS = essential;

/** The spec's wizard payload: nested sections, no variant. */
export const WIZARD_ANSWERS = {
  demographics: {
    age: 57,
    biologicalSex: 'female',
    heightCm: 162,
    weightKg: 81,
    ethnicity: 'african-american',
  },
  medicalHistory: { currentConditions: ['High Blood Pressure', 'Asthma'] },
  lifestyle: {
    smokingStatus: 'current',
    alcoholConsumption: 'moderate',
    physicalActivityLevel: 'sedentary',
    diet: 'fair',
    stressLevel: 4,
    sleepHours: 6.5,
    socialSupportSatisfaction: 2,
    depressionScreening: { littleInterest: 2, feelingDown: 1 },
  },
  familyHistory: { heartDisease: true, diabetes: true, breastCancer: true, otherCancers: [] },
  symptoms: { shortnessOfBreath: true, frequentUrination: true, persistentCough: true },
  labResults: {},
  riskFactors: { sedentaryWork: true },
} as const;

/**
 * The AI exercise wizard's preferences as its form sends them (POST /api/exercise-preferences,
 * …/generate): the wizard's defaults with a goal; `daysPerWeek` is the server's to derive.
 */
const { daysPerWeek: _derived, ...WIZARD_DEFAULTS } = DEFAULT_EXERCISE_PREFERENCES;
export const EXERCISE_PREFERENCES = { ...WIZARD_DEFAULTS, fitnessGoals: ['Weight loss'] };

/** A sleep plan as POST /api/diet-lifestyle-plans takes it (the required fields). */
export const SLEEP_PLAN = {
  name: 'Consistent Sleep Schedule',
  category: 'sleep',
  description: 'Same bedtime and wake time every day.',
  goals: 'Regular 7-9 hours',
  duration: '4 weeks',
};
