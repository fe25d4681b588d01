import { describe, expect, it } from 'vitest';

import {
  CreateAssessmentBodySchema,
  CreateEssentialAssessmentBodySchema,
  CreateWizardAssessmentBodySchema,
  detectAssessmentVariant,
  UpdateAssessmentBodySchema,
} from './assessment-bodies.js';

/** The wizard's POST payload as the spec lists it (2-assessment.md §7). */
const wizardPayload = {
  userId: 1,
  demographics: {
    age: 52,
    biologicalSex: 'female',
    heightCm: 165,
    weightKg: 70,
    ethnicity: 'asian',
  },
  medicalHistory: {
    currentConditions: ['High Blood Pressure'],
    currentMedications: ['amlodipine'],
    allergies: [],
    surgeries: [],
    hospitalizations: [],
  },
  lifestyle: {
    smokingStatus: 'never',
    alcoholConsumption: 'light',
    physicalActivityLevel: 'moderately_active',
    diet: 'good',
    stressLevel: 2,
    sleepHours: 7,
    socialSupportSatisfaction: 4,
    financialStressLevel: 2,
    painLevel: 1,
    depressionScreening: { littleInterest: 0, feelingDown: 1 },
  },
  familyHistory: { heartDisease: true, otherCancers: [] },
  symptoms: { fatigue: true },
  labResults: {},
  riskFactors: { shiftWork: true },
  riskScores: [
    { condition: 'Hypertension', score: 9, riskLevel: 'existing', keyFactors: [], missingData: [] },
  ],
  recommendations: [],
};

/** The essential form's POST payload: the flat form plus scores and recommendations. */
const essentialPayload = {
  age: 47,
  biologicalSex: 'male',
  heightCm: 180,
  weightKg: 92,
  ethnicity: 'white',
  smokingStatus: 'current',
  packsPerDay: 1,
  yearsSmoked: 25,
  familyDiabetes: true,
  riskScores: [],
  recommendations: { immediate: [], lifestyle: [], screening: [] },
};

describe('POST /api/assessments bodies', () => {
  it('accepts the wizard payload and strips userId, riskScores and recommendations', () => {
    const body = CreateAssessmentBodySchema.parse(wizardPayload);
    expect(body.variant).toBe('wizard');
    expect(body).not.toHaveProperty('userId');
    expect(body).not.toHaveProperty('riskScores');
    expect(body).not.toHaveProperty('recommendations');
    if (body.variant !== 'wizard') throw new Error('expected the wizard variant');
    expect(body.demographics.age).toBe(52);
    expect(body.labResults).toEqual({ unit: 'mmol/L' });
  });

  it('accepts the essential payload and strips its scores and recommendations', () => {
    const body = CreateAssessmentBodySchema.parse(essentialPayload);
    expect(body.variant).toBe('essential');
    expect(body).not.toHaveProperty('riskScores');
    expect(body).not.toHaveProperty('recommendations');
  });

  it('needs an explicit variant for the survey', () => {
    const body = CreateAssessmentBodySchema.parse({
      variant: 'survey',
      age: 30,
      biologicalSex: 'intersex',
      heightCm: 170,
      weightKg: 70,
      ethnicity: 'mixed_multiracial',
      smokingStatus: 'never',
    });
    expect(body.variant).toBe('survey');
  });

  it('rejects a wizard submission whose step 1 was skipped, naming each field', () => {
    const result = CreateWizardAssessmentBodySchema.safeParse({
      ...wizardPayload,
      demographics: { biologicalSex: 'male' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['demographics.age', 'Age is required'],
      ['demographics.heightCm', 'Height is required'],
      ['demographics.weightKg', 'Weight is required'],
      ['demographics.ethnicity', 'Ethnicity is required'],
    ]);
  });

  it('rejects an essential submission missing required answers', () => {
    const result = CreateEssentialAssessmentBodySchema.safeParse({
      ...essentialPayload,
      age: 0,
      ethnicity: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Ethnicity is required',
      'Age is required',
    ]);
  });

  it('rejects out-of-range values with the field named', () => {
    const result = CreateAssessmentBodySchema.safeParse({
      ...wizardPayload,
      demographics: { ...wizardPayload.demographics, heightCm: 500 },
    });
    expect(result.error?.issues[0]?.message).toBe('Height must be between 100 and 250 cm');
    expect(result.error?.issues[0]?.path).toEqual(['demographics', 'heightCm']);
  });

  it('rejects an unknown variant', () => {
    expect(CreateAssessmentBodySchema.safeParse({ variant: 'quiz' }).success).toBe(false);
  });
});

describe('PUT /api/assessments/{id} bodies', () => {
  it('accepts the essential auto-save payload with its sections, incomplete answers included', () => {
    const body = UpdateAssessmentBodySchema.parse({
      ...essentialPayload,
      age: 0,
      smokingStatus: '',
      demographics: { age: 0 },
      familyHistory: { familyDiabetes: true },
      lifestyle: {},
      medicalHistory: {},
      symptoms: {},
      riskFactors: {},
    });
    expect(body.variant).toBe('essential');
    expect(body).not.toHaveProperty('demographics');
    if (body.variant !== 'essential') throw new Error('expected the essential variant');
    expect(body.familyDiabetes).toBe(true);
  });

  it('accepts a wizard draft still on step 1', () => {
    const body = UpdateAssessmentBodySchema.parse({ demographics: { age: 0 } });
    expect(body.variant).toBe('wizard');
  });
});

describe('detectAssessmentVariant', () => {
  it('tells the spec payload shapes apart', () => {
    expect(detectAssessmentVariant(wizardPayload)).toBe('wizard');
    expect(detectAssessmentVariant(essentialPayload)).toBe('essential');
    expect(detectAssessmentVariant({ ...essentialPayload, demographics: { age: 47 } })).toBe(
      'essential',
    );
    expect(detectAssessmentVariant({ variant: 'survey' })).toBe('survey');
    expect(detectAssessmentVariant({ variant: 'nope' })).toBeUndefined();
    expect(detectAssessmentVariant(null)).toBeUndefined();
  });
});
