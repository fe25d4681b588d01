import type { RiskProfile } from '../profile.js';

/**
 * The three people of issue 30, as the engine reads their answers: a 58-year-old man who smokes
 * 30 a day with diabetes and treated hypertension; a 34-year-old woman who skips what she can; a
 * 70-year-old woman with a family history of breast cancer.
 */
export const PERSONAS = {
  smokerMan58: {
    age: 58,
    sex: 'male',
    heightCm: 176,
    weightKg: 96,
    waistCm: 108,
    smokingStatus: 'current',
    cigarettesPerDay: 30,
    yearsSmoked: 40,
    alcoholDrinksPerWeek: 20,
    exerciseMinutesPerWeek: 30,
    systolicBp: 150,
    diastolicBp: 92,
    onBpTreatment: true,
    totalCholesterolMmolL: 6.2,
    hdlCholesterolMmolL: 0.9,
    diabetes: true,
    existingConditions: ['type-2-diabetes', 'hypertension'],
    symptoms: ['shortness-of-breath'],
  },
  sparseWoman34: { age: 34, sex: 'female' },
  woman70FamilyBreast: {
    age: 70,
    sex: 'female',
    heightCm: 163,
    weightKg: 62,
    smokingStatus: 'never',
    alcoholDrinksPerWeek: 3,
    exerciseMinutesPerWeek: 200,
    systolicBp: 124,
    diastolicBp: 76,
    onBpTreatment: false,
    breastCancerFirstDegreeRelatives: 1,
    ageAtMenarche: 13,
    ageAtFirstLiveBirth: 27,
    menopauseStatus: 'post',
  },
} satisfies Record<string, RiskProfile>;
