import { assessRisks, CONDITION_NAMES, convertCholesterolToMmolL } from '@healthscreen/risk-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { EssentialFormSchema } from './essential-schema.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { createDefaultWizardDraft, SKIN_TYPES, WizardDraftSchema } from './wizard-schema.js';
import { createSameAnswers, sameAnswersArbitrary } from '../test/same-answers.js';
import type { SameAnswers } from '../test/same-answers.js';

describe('mapWizardToProfile', () => {
  it('maps a filled wizard draft onto the engine profile', () => {
    const draft = WizardDraftSchema.parse({
      demographics: {
        age: 58,
        biologicalSex: 'male',
        heightCm: 176,
        weightKg: 88,
        ethnicity: 'caucasian',
      },
      medicalHistory: {
        currentConditions: [
          'Diabetes Type 1 or 2',
          'High Blood Pressure',
          'Cancer (any type)',
          'Arthritis',
        ],
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
      familyHistory: { heartDisease: true, otherCancers: 'Pancreatic, gallbladder' },
      symptoms: { chestPain: true, memoryIssues: true },
      labResults: {
        totalCholesterol: 200,
        hdlCholesterol: 40,
        bloodPressureSystolic: 150,
        unit: 'mg/dL',
      },
      riskFactors: { shiftWork: true, occupationalHazards: true },
    });
    expect(mapWizardToProfile(draft)).toEqual({
      age: 58,
      sex: 'male',
      ethnicity: 'white',
      heightCm: 176,
      weightKg: 88,
      smokingStatus: 'current',
      yearsSinceQuitting: 0,
      alcoholDrinksPerWeek: 11,
      exerciseMinutesPerWeek: 60,
      dietQuality: 'poor',
      sleepHoursPerNight: 6,
      stressLevel: 4,
      phq2LittleInterest: 1,
      phq2FeelingDown: 2,
      diabetes: true,
      highCholesterol: false,
      previousHeartAttack: false,
      personalCancerHistory: true,
      existingConditions: ['hypertension'],
      familyHistory: ['heart-disease', 'pancreatic-cancer'],
      symptoms: ['chest-pain', 'memory-problems'],
      riskFactors: ['lack-of-social-support', 'shift-work'],
      totalCholesterolMmolL: convertCholesterolToMmolL(200),
      hdlCholesterolMmolL: convertCholesterolToMmolL(40),
      systolicBp: 150,
    });
  });

  it('leaves unanswered measures out so the engine reports them missing', () => {
    const profile = mapWizardToProfile(WizardDraftSchema.parse({}));
    expect(profile).not.toHaveProperty('age');
    expect(profile).not.toHaveProperty('heightCm');
    expect(profile).not.toHaveProperty('ethnicity');
    expect(profile).not.toHaveProperty('totalCholesterolMmolL');
  });

  it('scores an additional condition chosen in the step-2 modal as existing, like the survey', () => {
    const wizardProfile = mapWizardToProfile(
      WizardDraftSchema.parse({ medicalHistory: { additionalConditions: ['Gout'] } }),
    );
    const surveyProfile = mapSurveyToProfile(
      SurveyAnswersSchema.parse({ additionalMedicalConditions: ['Gout'] }),
    );
    expect(wizardProfile.existingConditions).toEqual(['gout']);
    expect(surveyProfile.existingConditions).toEqual(['gout']);
    const gout = assessRisks(wizardProfile).find((risk) => risk.condition === 'Gout');
    expect(gout?.riskLevel).toBe('existing');
    const withoutIt = assessRisks(mapWizardToProfile(WizardDraftSchema.parse({})));
    expect(withoutIt.find((risk) => risk.condition === 'Gout')?.riskLevel).not.toBe('existing');
  });
});

describe('the wizard skin type (step 3)', () => {
  it('maps each of the six types to the Fitzpatrick number the survey and essential form give', () => {
    for (const [index, skinType] of SKIN_TYPES.entries()) {
      const wizard = mapWizardToProfile(WizardDraftSchema.parse({ lifestyle: { skinType } }));
      const survey = mapSurveyToProfile(SurveyAnswersSchema.parse({ skinType }));
      const essential = mapEssentialToProfile(EssentialFormSchema.parse({ skinType }));
      expect(wizard.skinType).toBe(index + 1);
      expect(survey.skinType).toBe(index + 1);
      expect(essential.skinType).toBe(index + 1);
    }
  });

  it('is optional and left out of the profile when skipped', () => {
    expect(createDefaultWizardDraft().lifestyle.skinType).toBeUndefined();
    expect(mapWizardToProfile(createDefaultWizardDraft())).not.toHaveProperty('skinType');
  });

  it('rejects values outside the six types, including the essential form’s legacy ones', () => {
    for (const skinType of ['type7', 'fair', 'white']) {
      const result = WizardDraftSchema.safeParse({ lifestyle: { skinType } });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'Skin type must be type1 to type6',
      ]);
    }
  });

  it('changes the skin-cancer score the same way in all three variants', () => {
    const base = { ...workedExample, sex: 'male' as const };
    const fair = toVariants({ ...base, skinType: 'type1' });
    const dark = toVariants({ ...base, skinType: 'type6' });
    const skinCancer = (profile: ReturnType<typeof mapWizardToProfile>) =>
      assessRisks(profile).find((risk) => risk.condition === 'Skin Cancer');
    for (const variant of ['wizard', 'essential', 'survey'] as const) {
      expect(skinCancer(fair[variant])).toEqual(skinCancer(fair.wizard));
      expect(skinCancer(dark[variant])).toEqual(skinCancer(dark.wizard));
    }
    expect(skinCancer(fair.wizard)).not.toEqual(skinCancer(dark.wizard));
  });
});

describe('mapSurveyToProfile', () => {
  it('maps smoking detail, ethnicity, skin and women’s health', () => {
    const answers = SurveyAnswersSchema.parse({
      age: 64,
      biologicalSex: 'female',
      heightCm: 160,
      weightKg: 64,
      waistCircumferenceCm: 91,
      ethnicity: 'pacific_islander',
      smokingStatus: 'former',
      packsPerDay: 1.5,
      yearsSmoked: 30,
      skinType: 'type2',
      numberOfMoles: 40,
      ageAtFirstPeriod: 11,
      numberOfPregnancies: '11+',
      menopauseStatus: 'post',
      ageAtMenopause: 52,
      breastDensity: 'very_high',
      brcaMutation: true,
      papScreeningUpToDate: true,
      undescendedTesticle: true,
      takingBloodPressureMeds: true,
      cirrhosis: true,
      additionalMedicalConditions: ['Gout'],
      familyOvarianCancer: true,
      chronicCough: true,
      sunExposure: true,
      lowFiberDiet: true,
    });
    expect(mapSurveyToProfile(answers)).toEqual({
      age: 64,
      sex: 'female',
      ethnicity: 'pacific-islander',
      firstNationsOrPacificDescent: true,
      heightCm: 160,
      weightKg: 64,
      waistCm: 91,
      smokingStatus: 'former',
      cigarettesPerDay: 30,
      yearsSmoked: 30,
      onBpTreatment: true,
      diabetes: false,
      highCholesterol: false,
      previousHeartAttack: false,
      existingConditions: ['gout', 'liver-disease'],
      familyHistory: ['ovarian-cancer'],
      skinType: 2,
      numberOfMoles: 40,
      symptoms: ['persistent-cough'],
      riskFactors: [
        'brca-mutation',
        'cervical-screening-up-to-date',
        'high-sun-exposure',
        'low-fibre-diet',
      ],
      ageAtMenarche: 11,
      numberOfPregnancies: 11,
      menopauseStatus: 'post',
      ageAtMenopause: 52,
      breastDensity: 'very-high',
    });
  });

  it('maps prefer-not-to-say and intersex to undefined and ignores women’s answers for others', () => {
    // The gestational-diabetes tick still tells that the medical card was answered.
    const profile = mapSurveyToProfile(
      SurveyAnswersSchema.parse({
        biologicalSex: 'intersex',
        ethnicity: 'prefer_not_to_say',
        smokingStatus: 'prefer_not_to_say',
        packsPerDay: 2,
        menopauseStatus: 'post',
        brcaMutation: true,
        gestationalDiabetesHistory: true,
      }),
    );
    expect(profile).toEqual({
      diabetes: false,
      highCholesterol: false,
      previousHeartAttack: false,
      onBpTreatment: false,
      existingConditions: [],
    });
  });

  it('keeps unanswered flag groups unknown and answered "None" groups as known none', () => {
    expect(mapSurveyToProfile(SurveyAnswersSchema.parse({}))).toEqual({});
    expect(
      mapSurveyToProfile(
        SurveyAnswersSchema.parse({
          familyHistoryPreferNotToSay: true,
          medicalHistoryPreferNotToSay: true,
        }),
      ),
    ).toEqual({});
    expect(
      mapSurveyToProfile(
        SurveyAnswersSchema.parse({
          familyHistoryNone: true,
          medicalHistoryNone: true,
          workRiskFactorsNone: true,
        }),
      ),
    ).toEqual({
      familyHistory: [],
      riskFactors: [],
      existingConditions: [],
      diabetes: false,
      highCholesterol: false,
      previousHeartAttack: false,
      onBpTreatment: false,
    });
  });

  it('tells the engine "no existing conditions" once medical history is answered, so CHARGE-AF runs', () => {
    const answers = {
      age: 62,
      biologicalSex: 'male',
      ethnicity: 'white',
      heightCm: 178,
      weightKg: 84,
      smokingStatus: 'never',
      medicalHistoryNone: true,
      labResults: { unit: 'mmol/L', bloodPressureSystolic: 128, bloodPressureDiastolic: 80 },
    };
    const known = mapEssentialToProfile(EssentialFormSchema.parse(answers));
    expect(known.existingConditions).toEqual([]);
    const atrialFibrillation = assessRisks(known).find(
      (r) => r.conditionId === 'atrial-fibrillation',
    );
    expect(atrialFibrillation?.model.id).toBe('charge-af');
    expect(atrialFibrillation?.missingData).not.toContain('Existing conditions');

    // not answered: unknown, and said so
    const { medicalHistoryNone: _none, ...unanswered } = answers;
    expect(mapEssentialToProfile(EssentialFormSchema.parse(unanswered))).not.toHaveProperty(
      'existingConditions',
    );
  });

  it('leaves blood-pressure treatment unknown for a hypertensive who did not tick medication', () => {
    const profile = mapSurveyToProfile(SurveyAnswersSchema.parse({ currentHypertension: true }));
    expect(profile).not.toHaveProperty('onBpTreatment');
    expect(profile.existingConditions).toEqual(['hypertension']);
  });

  it('marks zero pregnancies as nulliparous', () => {
    const profile = mapSurveyToProfile(
      SurveyAnswersSchema.parse({ biologicalSex: 'female', numberOfPregnancies: 0 }),
    );
    expect(profile).toMatchObject({ numberOfPregnancies: 0, nulliparous: true });
  });
});

describe('mapEssentialToProfile', () => {
  it('adds years since quitting, age at first birth, labs and legacy skin types', () => {
    const form = EssentialFormSchema.parse({
      age: 50,
      biologicalSex: 'female',
      heightCm: 165,
      weightKg: 70,
      ethnicity: 'white',
      smokingStatus: 'former',
      yearsSinceQuitting: 12,
      ageAtFirstBirth: 31,
      skinType: 'fair',
      labResults: { totalCholesterol: 213, hdlCholesterol: 50, fastingGlucose: 108, unit: 'mg/dL' },
    });
    const profile = mapEssentialToProfile(form);
    expect(profile).toMatchObject({
      yearsSinceQuitting: 12,
      ageAtFirstLiveBirth: 31,
      skinType: 2,
    });
    expect(profile.fastingGlucoseMmolL).toBeCloseTo(108 / 18.016, 10);
    expect(profile.totalCholesterolMmolL).toBeCloseTo(213 * 0.02586, 10);
    expect(profile.hdlCholesterolMmolL).toBeCloseTo(50 * 0.02586, 10);
  });

  it('treats 0 and empty answers as not given', () => {
    expect(mapEssentialToProfile(EssentialFormSchema.parse({}))).toEqual({});
  });
});

function toVariants(answers: SameAnswers) {
  const inputs = createSameAnswers(answers);
  return {
    wizard: mapWizardToProfile(WizardDraftSchema.parse(inputs.wizard)),
    essential: mapEssentialToProfile(EssentialFormSchema.parse(inputs.essential)),
    survey: mapSurveyToProfile(SurveyAnswersSchema.parse(inputs.survey)),
  };
}

const workedExample: SameAnswers = {
  age: 57,
  sex: 'female',
  heightCm: 162,
  weightKg: 81,
  ethnicity: 'black',
  smoking: 'current',
  alcohol: 'moderate',
  activity: 'sedentary',
  diet: 'fair',
  stressLevel: 4,
  sleepHours: 6.5,
  littleInterest: 2,
  feelingDown: 1,
  family: ['heartDisease', 'diabetes', 'breastCancer', 'ovarianCancer'],
  symptoms: ['shortnessOfBreath', 'frequentUrination', 'persistentCough'],
  conditions: ['diabetes', 'hypertension', 'asthma'],
  modalConditions: ['Gout'],
  lackOfSocialSupport: true,
  sedentaryWork: true,
  skinType: 'type2',
};

describe('the three variants score identically for the same answers', () => {
  it('gives one profile for a worked example', () => {
    const { wizard, essential, survey } = toVariants(workedExample);
    const expected = {
      age: 57,
      sex: 'female',
      ethnicity: 'black',
      heightCm: 162,
      weightKg: 81,
      smokingStatus: 'current',
      yearsSinceQuitting: 0,
      alcoholDrinksPerWeek: 11,
      exerciseMinutesPerWeek: 0,
      dietQuality: 'fair',
      sleepHoursPerNight: 6.5,
      stressLevel: 4,
      phq2LittleInterest: 2,
      phq2FeelingDown: 1,
      skinType: 2,
      diabetes: true,
      highCholesterol: false,
      previousHeartAttack: false,
      existingConditions: ['asthma', 'gout', 'hypertension'],
      familyHistory: ['breast-cancer', 'diabetes', 'heart-disease', 'ovarian-cancer'],
      symptoms: ['frequent-urination', 'persistent-cough', 'shortness-of-breath'],
      riskFactors: ['lack-of-social-support', 'sedentary-work'],
    };
    expect(wizard).toEqual(expected);
    expect(essential).toEqual(expected);
    expect(survey).toEqual(expected);
  });

  it('gives identical assessRisks results for the worked example', () => {
    const { wizard, essential, survey } = toVariants(workedExample);
    const scores = assessRisks(wizard);
    expect(scores).toHaveLength(CONDITION_NAMES.length);
    expect(scores.find((risk) => risk.condition === 'Hypertension')?.riskLevel).toBe('existing');
    expect(scores.find((risk) => risk.condition === 'Gout')?.riskLevel).toBe('existing');
    expect(scores.find((risk) => risk.condition === 'Prostate Cancer')?.applicable).toBe(false);
    expect(assessRisks(essential)).toEqual(scores);
    expect(assessRisks(survey)).toEqual(scores);
  });

  it('gives identical assessRisks results for any answers all three forms can express', () => {
    fc.assert(
      fc.property(sameAnswersArbitrary, (answers) => {
        const { wizard, essential, survey } = toVariants(answers);
        const scores = assessRisks(wizard);
        expect(assessRisks(essential)).toEqual(scores);
        expect(assessRisks(survey)).toEqual(scores);
      }),
      { numRuns: 100 },
    );
  });

  it('gives one profile for any answers all three forms can express', () => {
    fc.assert(
      fc.property(sameAnswersArbitrary, (answers) => {
        const { wizard, essential, survey } = toVariants(answers);
        expect(essential).toEqual(wizard);
        expect(survey).toEqual(wizard);
      }),
      { numRuns: 300 },
    );
  });
});
