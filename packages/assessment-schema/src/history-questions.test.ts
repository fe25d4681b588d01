import { assessRisks } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { EssentialFormSchema } from './essential-schema.js';
import { mapWizardToEssentialForm } from './essential-from-variants.js';
import { listFieldNames } from './field-definitions.js';
import { ESSENTIAL_FORM_SECTIONS } from './essential-form-fields.js';
import { mapStoredResponsesToProfile } from './map-answers-to-profile.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { SURVEY_CARDS } from './survey-form-fields.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
import { WizardDraftSchema } from './wizard-schema.js';

/** The same flat answers through the survey and the essential form. */
function mapFlat(answers: Record<string, unknown>) {
  const base = { age: 55, biologicalSex: 'female', ...answers };
  return [
    mapSurveyToProfile(SurveyAnswersSchema.parse(base)),
    mapEssentialToProfile(EssentialFormSchema.parse(base)),
  ];
}

function mapWizard(sections: Record<string, Record<string, unknown>>) {
  return mapWizardToProfile(
    WizardDraftSchema.parse({
      demographics: { age: 55, biologicalSex: 'female', ...sections.demographics },
      ...Object.fromEntries(Object.entries(sections).filter(([key]) => key !== 'demographics')),
    }),
  );
}

describe('Aboriginal and/or Torres Strait Islander (issue 31)', () => {
  it('maps from every variant to the profile ethnicity AUSDRISK and the CVD guideline read', () => {
    for (const profile of mapFlat({ ethnicity: 'aboriginal_torres_strait_islander' })) {
      expect(profile.ethnicity).toBe('aboriginal-torres-strait-islander');
    }
    const wizard = mapWizard({ demographics: { ethnicity: 'aboriginal-torres-strait-islander' } });
    expect(wizard.ethnicity).toBe('aboriginal-torres-strait-islander');
  });

  it('is carried from the wizard into the essential form', () => {
    const form = mapWizardToEssentialForm({
      demographics: { ethnicity: 'aboriginal-torres-strait-islander' },
    });
    expect(form.ethnicity).toBe('aboriginal_torres_strait_islander');
  });
});

describe('diabetes type (issue 31)', () => {
  const flat = (diabetesType: string) => mapFlat({ currentDiabetes: true, diabetesType });
  const wizard = (diabetesType: string) =>
    mapWizard({ medicalHistory: { currentConditions: ['Diabetes Type 1 or 2'], diabetesType } });

  it('type 2 is existing type 2 diabetes', () => {
    for (const profile of [...flat('type2'), wizard('type2')]) {
      expect(profile).toMatchObject({ diabetes: true, diabetesType: 'type-2' });
      expect(assessRisks(profile).find((c) => c.conditionId === 'type-2-diabetes')).toMatchObject({
        riskLevel: 'existing',
      });
    }
  });

  it('type 1 is diabetes for the heart models but not "Type 2 Diabetes — existing"', () => {
    for (const profile of [...flat('type1'), wizard('type1')]) {
      expect(profile).toMatchObject({ diabetes: true, diabetesType: 'type-1' });
      const t2d = assessRisks(profile).find((c) => c.conditionId === 'type-2-diabetes');
      expect(t2d?.riskLevel).not.toBe('existing');
      expect(t2d?.applicable).toBe(false);
      expect(t2d?.notApplicableReason).toMatch(/type 1 diabetes/);
    }
  });

  it('gestational only is a past high glucose and gestational history, not diabetes now', () => {
    for (const profile of [...flat('gestational'), wizard('gestational')]) {
      expect(profile).toMatchObject({
        diabetes: false,
        gestationalDiabetesHistory: true,
        highBloodGlucoseHistory: true,
      });
      expect(profile.diabetesType).toBeUndefined();
    }
  });

  it('"I\'m not sure" stays diabetes of unknown type; no type without the diabetes box', () => {
    for (const profile of [...flat('unknown'), wizard('unknown')]) {
      expect(profile.diabetes).toBe(true);
      expect(profile.diabetesType).toBeUndefined();
    }
    for (const profile of mapFlat({ currentNone: true, diabetesType: 'type1' })) {
      expect(profile.diabetesType).toBeUndefined();
    }
  });
});

describe('cigarettes per day (issue 31)', () => {
  it('maps the count as it was said, in every variant', () => {
    for (const profile of mapFlat({ smokingStatus: 'current', cigarettesPerDay: 15 })) {
      expect(profile.cigarettesPerDay).toBe(15);
    }
    const wizard = mapWizard({ lifestyle: { smokingStatus: 'former', cigarettesPerDay: 25 } });
    expect(wizard.cigarettesPerDay).toBe(25);
  });

  it('still reads packs per day saved before (× 20)', () => {
    for (const profile of mapFlat({ smokingStatus: 'current', packsPerDay: 1.5 })) {
      expect(profile.cigarettesPerDay).toBe(30);
    }
    expect(mapWizard({ lifestyle: { smokingStatus: 'current', packsPerDay: 1 } })).toMatchObject({
      cigarettesPerDay: 20,
    });
  });

  it('asks cigarettes, not packs, in every form', () => {
    const names = [
      ...SURVEY_CARDS.flatMap((card) => listFieldNames(card.fields)),
      ...ESSENTIAL_FORM_SECTIONS.flatMap((section) => listFieldNames(section.fields)),
      ...listFieldNames(WIZARD_STEP_FIELDS[3]),
    ];
    expect(names.filter((name) => name.endsWith('packsPerDay'))).toEqual([]);
    expect(names.filter((name) => name.endsWith('cigarettesPerDay'))).toHaveLength(3);
  });
});

describe('triglycerides and LDL (issue 31)', () => {
  it('map in mmol/L, converting mg/dL', () => {
    for (const profile of mapFlat({ labResults: { triglycerides: 1.7, ldlCholesterol: 3.4 } })) {
      expect(profile).toMatchObject({ triglyceridesMmolL: 1.7, ldlCholesterolMmolL: 3.4 });
    }
    const wizard = mapWizard({
      labResults: { unit: 'mg/dL', triglycerides: 177.14, ldlCholesterol: 131.5 },
    });
    expect(wizard.triglyceridesMmolL).toBeCloseTo(2, 2);
    expect(wizard.ldlCholesterolMmolL).toBeCloseTo(3.4, 2);
  });
});

describe('previous fracture and atrial fibrillation (issue 31)', () => {
  it('yes gives a fragility fracture and existing atrial fibrillation; no and unknown do not', () => {
    for (const profile of mapFlat({ previousFracture: 'yes', atrialFibrillation: 'yes' })) {
      expect(profile.previousFragilityFracture).toBe(true);
      expect(profile.existingConditions).toContain('atrial-fibrillation');
    }
    const wizard = mapWizard({
      medicalHistory: { previousFracture: 'no', atrialFibrillation: 'yes' },
    });
    expect(wizard.previousFragilityFracture).toBe(false);
    expect(wizard.existingConditions).toContain('atrial-fibrillation');
    for (const profile of mapFlat({ previousFracture: 'unknown', atrialFibrillation: 'no' })) {
      expect(profile.previousFragilityFracture).toBeUndefined();
      expect(profile.existingConditions ?? []).not.toContain('atrial-fibrillation');
    }
  });
});

describe("women's health: first birth, biopsies and the wizard's questions (issue 31)", () => {
  it('maps age at first live birth, "none" and breast biopsies for women only', () => {
    for (const profile of mapFlat({ ageAtFirstBirth: 28, breastBiopsies: '2+' })) {
      expect(profile).toMatchObject({ ageAtFirstLiveBirth: 28, breastBiopsies: 2 });
    }
    for (const profile of mapFlat({ ageAtFirstBirth: 'none', breastBiopsies: '0' })) {
      expect(profile).toMatchObject({ nulliparous: true, breastBiopsies: 0 });
    }
    for (const profile of mapFlat({ biologicalSex: 'male', ageAtFirstBirth: 28 })) {
      expect(profile.ageAtFirstLiveBirth).toBeUndefined();
    }
  });

  it('the wizard asks and maps first period, pregnancies, first birth, biopsies and menopause', () => {
    const profile = mapWizard({
      medicalHistory: {
        ageAtFirstPeriod: 12,
        numberOfPregnancies: 2,
        ageAtFirstBirth: 31,
        breastBiopsies: '1',
        menopauseStatus: 'post',
        ageAtMenopause: 51,
        breastDensity: 'high',
      },
    });
    expect(profile).toMatchObject({
      ageAtMenarche: 12,
      numberOfPregnancies: 2,
      ageAtFirstLiveBirth: 31,
      breastBiopsies: 1,
      menopauseStatus: 'post',
      ageAtMenopause: 51,
      breastDensity: 'high',
    });
    const step2 = listFieldNames(WIZARD_STEP_FIELDS[2]);
    expect(step2).toEqual(
      expect.arrayContaining([
        'medicalHistory.ageAtFirstPeriod',
        'medicalHistory.numberOfPregnancies',
        'medicalHistory.ageAtFirstBirth',
        'medicalHistory.breastBiopsies',
        'medicalHistory.menopauseStatus',
        'medicalHistory.ageAtMenopause',
      ]),
    );
  });

  it('the essential form asks first period, pregnancies and age at menopause (§3.3)', () => {
    const names = ESSENTIAL_FORM_SECTIONS.flatMap((section) => listFieldNames(section.fields));
    expect(names).toEqual(
      expect.arrayContaining([
        'ageAtFirstPeriod',
        'numberOfPregnancies',
        'ageAtMenopause',
        'ageAtFirstBirth',
        'breastBiopsies',
      ]),
    );
  });

  it('carries the wizard’s women’s health answers into the essential form', () => {
    const form = mapWizardToEssentialForm({
      demographics: { biologicalSex: 'female' },
      medicalHistory: { ageAtFirstPeriod: 13, ageAtFirstBirth: 'none', breastBiopsies: '1' },
    });
    expect(form).toMatchObject({
      ageAtFirstPeriod: 13,
      ageAtFirstBirth: 'none',
      breastBiopsies: '1',
    });
  });
});

describe("ovarian cancer in the wizard's family list (issue 31)", () => {
  it('maps to the family history item and the essential flag', () => {
    expect(mapWizard({ familyHistory: { ovarianCancer: true } }).familyHistory).toContain(
      'ovarian-cancer',
    );
    expect(mapWizardToEssentialForm({ familyHistory: { ovarianCancer: true } })).toMatchObject({
      familyOvarianCancer: true,
    });
  });
});

describe('answers saved before issue 31', () => {
  it('still parse and score: a wizard with the old defaults and packs, an essential first birth', () => {
    const wizard = mapStoredResponsesToProfile({
      variant: 'wizard',
      responses: {
        demographics: { age: 60, biologicalSex: 'male', heightCm: 175, weightKg: 80 },
        lifestyle: {
          smokingStatus: 'current',
          alcoholConsumption: 'none',
          physicalActivityLevel: 'sedentary',
          diet: 'fair',
          stressLevel: 1,
          sleepHours: 8,
          socialSupportSatisfaction: 3,
          financialStressLevel: 2,
          painLevel: 0,
          packsPerDay: 1,
        },
      },
    });
    expect(wizard).toMatchObject({ sex: 'male', smokingStatus: 'current', cigarettesPerDay: 20 });
    expect(assessRisks(wizard).length).toBeGreaterThan(0);
    const essential = mapStoredResponsesToProfile({
      variant: 'essential',
      responses: {
        demographics: { biologicalSex: 'female' },
        medicalHistory: { ageAtFirstBirth: 24 },
      },
    });
    expect(essential.ageAtFirstLiveBirth).toBe(24);
  });

  it('a fresh wizard maps no sex, smoking, alcohol, activity, diet or stress', () => {
    const profile = mapWizardToProfile(WizardDraftSchema.parse({}));
    for (const key of [
      'sex',
      'smokingStatus',
      'alcoholDrinksPerWeek',
      'exerciseMinutesPerWeek',
      'dietQuality',
      'stressLevel',
      'sleepHoursPerNight',
    ] as const) {
      expect(profile[key], key).toBeUndefined();
    }
  });
});
