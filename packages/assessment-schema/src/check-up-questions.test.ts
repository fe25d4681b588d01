import { describe, expect, it } from 'vitest';

import { CHECK_UP_QUESTION_NAMES } from './check-up-questions.js';
import { mapSurveyToEssentialForm, mapWizardToEssentialForm } from './essential-from-variants.js';
import { ESSENTIAL_FORM_SECTIONS } from './essential-form-fields.js';
import {
  EssentialFormSchema,
  flattenEssentialSections,
  groupEssentialFormIntoSections,
} from './essential-schema.js';
import { listFieldNames } from './field-definitions.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { computeSurveyProgress } from './progress.js';
import { SURVEY_CARDS } from './survey-form-fields.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
import { WizardDraftSchema } from './wizard-schema.js';

/** Every optional question answered (a man with diabetes, so every question applies). */
const ANSWERED = {
  age: 58,
  biologicalSex: 'male',
  heightCm: 178,
  weightKg: 92,
  ethnicity: 'white',
  smokingStatus: 'current',
  packsPerDay: 1,
  yearsSmoked: 35,
  currentDiabetes: true,
  takingBloodPressureMeds: true,
  labResults: {
    totalCholesterol: 5.8,
    hdlCholesterol: 1.1,
    bloodPressureSystolic: 146,
    bloodPressureDiastolic: 88,
    hba1c: 7.2,
    egfr: 72,
    urineAcr: 4.1,
    unit: 'mmol/L',
  },
  statin: 'yes',
  ecgLvh: 'no',
  cancerHistory: 'no',
  diabetesMedication: 'insulin',
  birthRegion: 'southern_europe',
  highBloodGlucoseHistory: 'yes',
  eatsFruitOrVegetablesDaily: 'no',
  educationLevel: 'high_school',
  gad2Nervous: 2,
  gad2Worrying: 1,
  loudSnoring: 'yes',
  daytimeTiredness: 'no',
  observedApnoea: 'yes',
  neckCm: 43,
  parentsWithHypertension: '2',
  shortOfBreathPast4Weeks: 'some',
  coughsUpPhlegm: 'most-days-a-week',
  doesLessBecauseOfBreathing: 'agree',
} as const;

const EXPECTED_PROFILE = {
  totalCholesterolMmolL: 5.8,
  hdlCholesterolMmolL: 1.1,
  systolicBp: 146,
  diastolicBp: 88,
  hba1cPercent: 7.2,
  egfr: 72,
  urineAcrMgMmol: 4.1,
  onBpTreatment: true,
  onStatin: true,
  leftVentricularHypertrophy: false,
  personalCancerHistory: false,
  diabetesMedication: 'insulin',
  birthRegion: 'southern-europe',
  highBloodGlucoseHistory: true,
  eatsFruitOrVegetablesDaily: false,
  educationLevel: 'high-school',
  gad2Nervous: 2,
  gad2Worrying: 1,
  loudSnoring: true,
  daytimeTiredness: false,
  observedApnoea: true,
  neckCm: 43,
  parentsWithHypertension: 2,
  shortOfBreathPast4Weeks: 'some',
  coughsUpPhlegm: 'most-days-a-week',
  doesLessBecauseOfBreathing: 'agree',
  cigarettesPerDay: 20,
  yearsSmoked: 35,
};

/** "I don't know" (or prefer not to say) wherever the question offers it. */
const DONT_KNOW = {
  ...ANSWERED,
  labResults: { unit: 'mmol/L' },
  statin: 'unknown',
  ecgLvh: 'unknown',
  cancerHistory: 'unknown',
  diabetesMedication: 'unknown',
  birthRegion: 'unknown',
  highBloodGlucoseHistory: 'unknown',
  eatsFruitOrVegetablesDaily: 'unknown',
  educationLevel: 'prefer_not_to_say',
  gad2Nervous: undefined,
  gad2Worrying: undefined,
  loudSnoring: 'unknown',
  daytimeTiredness: 'unknown',
  observedApnoea: 'unknown',
  neckCm: 0,
  parentsWithHypertension: 'unknown',
  shortOfBreathPast4Weeks: '',
  coughsUpPhlegm: undefined,
  doesLessBecauseOfBreathing: undefined,
} as const;

const NEW_PROFILE_FIELDS = Object.keys(EXPECTED_PROFILE).filter(
  (key) => !['onBpTreatment', 'cigarettesPerDay', 'yearsSmoked'].includes(key),
);

describe('the optional check-up questions (issue 15)', () => {
  it('each maps to its RiskProfile field in the long survey', () => {
    expect(mapSurveyToProfile(SurveyAnswersSchema.parse(ANSWERED))).toMatchObject(EXPECTED_PROFILE);
  });

  it('each maps to its RiskProfile field in the essential form', () => {
    expect(mapEssentialToProfile(EssentialFormSchema.parse(ANSWERED))).toMatchObject(
      EXPECTED_PROFILE,
    );
  });

  it('converts mg/dL cholesterol with the engine factor', () => {
    const profile = mapSurveyToProfile(
      SurveyAnswersSchema.parse({
        ...ANSWERED,
        labResults: { totalCholesterol: 200, hdlCholesterol: 50, unit: 'mg/dL' },
      }),
    );
    expect(profile.totalCholesterolMmolL).toBeCloseTo(5.172, 3);
    expect(profile.hdlCholesterolMmolL).toBeCloseTo(1.293, 3);
  });

  it('maps "I don\'t know" and skipped questions to nothing, in both flat forms', () => {
    for (const profile of [
      mapSurveyToProfile(SurveyAnswersSchema.parse(DONT_KNOW)),
      mapEssentialToProfile(EssentialFormSchema.parse(DONT_KNOW)),
    ]) {
      for (const field of NEW_PROFILE_FIELDS) expect(profile).not.toHaveProperty(field);
    }
  });

  it('asks diabetes medicines only of people with diabetes', () => {
    const profile = mapSurveyToProfile(
      SurveyAnswersSchema.parse({ ...ANSWERED, currentDiabetes: false, medicalHistoryNone: true }),
    );
    expect(profile).not.toHaveProperty('diabetesMedication');
  });

  it('rejects implausible values with a message naming the question', () => {
    const result = EssentialFormSchema.safeParse({
      neckCm: 90,
      gad2Nervous: 4,
      labResults: { egfr: 400, urineAcr: -1 },
      statin: 'maybe',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Neck circumference must be between 25 and 70 cm',
        'Feeling nervous, anxious or on edge must be between 0 and 3',
        'eGFR must be between 5 and 200 mL/min/1.73 m²',
        'Urine albumin-to-creatinine ratio must be between 0 and 500 mg/mmol',
        'Statin or other cholesterol medicine is not one of the listed choices',
      ]),
    );
  });

  it('keeps every answer through the survey → essential conversion ("Update your answers")', () => {
    const form = mapSurveyToEssentialForm(ANSWERED);
    for (const name of CHECK_UP_QUESTION_NAMES) expect(form[name]).toEqual(ANSWERED[name]);
    expect(form.labResults).toEqual(ANSWERED.labResults);
    expect(mapEssentialToProfile(form)).toMatchObject(EXPECTED_PROFILE);
  });

  it("keeps every answer through the essential form's saved sections (auto-save and reload)", () => {
    const form = EssentialFormSchema.parse(ANSWERED);
    const reloaded = flattenEssentialSections(groupEssentialFormIntoSections(form));
    expect(reloaded).toEqual(form);
  });

  it('are all asked in the long survey and the essential form', () => {
    const surveyNames = SURVEY_CARDS.flatMap((card) => listFieldNames(card.fields));
    const essentialNames = ESSENTIAL_FORM_SECTIONS.flatMap((s) => listFieldNames(s.fields));
    for (const name of [...CHECK_UP_QUESTION_NAMES, 'labResults']) {
      expect(surveyNames).toContain(name);
      expect(essentialNames).toContain(name);
    }
    const checkUp = SURVEY_CARDS.find((card) => card.title === 'Your latest check-up numbers');
    expect(checkUp?.intro).toMatch(/blood test|GP letter/);
  });

  it('do not change the long survey progress (optional questions are not counted)', () => {
    const base = { age: 58, biologicalSex: 'male', smokingStatus: 'never' };
    expect(computeSurveyProgress({ ...base, ...ANSWERED, smokingStatus: 'never' })).toEqual(
      computeSurveyProgress({ ...ANSWERED, ...base, ...DONT_KNOW, smokingStatus: 'never' }),
    );
  });
});

describe('the wizard asks its models’ inputs too', () => {
  const wizard = WizardDraftSchema.parse({
    demographics: { age: 58, biologicalSex: 'male', heightCm: 178, weightKg: 92 },
    medicalHistory: {
      currentConditions: ['Diabetes Type 1 or 2', 'High Blood Pressure'],
      bloodPressureMedication: 'yes',
      statin: 'no',
      diabetesMedication: 'oral',
    },
    lifestyle: { smokingStatus: 'current', packsPerDay: 1.5, yearsSmoked: 35 },
    labResults: { totalCholesterol: 6.1, hdlCholesterol: 1.0, egfr: 55, urineAcr: 12 },
  });

  it('maps packs per day, years smoked, medicines and the kidney numbers', () => {
    expect(mapWizardToProfile(wizard)).toMatchObject({
      cigarettesPerDay: 30,
      yearsSmoked: 35,
      onBpTreatment: true,
      onStatin: false,
      diabetesMedication: 'oral',
      egfr: 55,
      urineAcrMgMmol: 12,
      totalCholesterolMmolL: 6.1,
    });
  });

  it('keeps the old assumptions when the medicines are "I don\'t know" or skipped', () => {
    const unknown = WizardDraftSchema.parse({
      ...wizard,
      medicalHistory: { ...wizard.medicalHistory, bloodPressureMedication: 'unknown' },
    });
    // High Blood Pressure ticked and treatment unknown: unknown, as before
    expect(mapWizardToProfile(unknown)).not.toHaveProperty('onBpTreatment');
    const skipped = WizardDraftSchema.parse({ demographics: { age: 50 } });
    const profile = mapWizardToProfile(skipped);
    expect(profile.onBpTreatment).toBe(false);
    expect(profile).not.toHaveProperty('onStatin');
    expect(profile).not.toHaveProperty('cigarettesPerDay');
  });

  it('does not read a never-smoker’s leftover amounts', () => {
    const never = WizardDraftSchema.parse({
      ...wizard,
      lifestyle: { ...wizard.lifestyle, smokingStatus: 'never' },
    });
    expect(mapWizardToProfile(never)).not.toHaveProperty('cigarettesPerDay');
  });

  it('carries them into the essential form ("Update your answers")', () => {
    const form = mapWizardToEssentialForm(wizard);
    expect(form).toMatchObject({
      packsPerDay: 1.5,
      yearsSmoked: 35,
      takingBloodPressureMeds: true,
      statin: 'no',
      diabetesMedication: 'oral',
      labResults: { egfr: 55, urineAcr: 12 },
    });
    expect(mapEssentialToProfile(form)).toMatchObject({
      cigarettesPerDay: 30,
      onBpTreatment: true,
      onStatin: false,
      diabetesMedication: 'oral',
      egfr: 55,
    });
  });

  it('shows the questions on steps 2, 3 and 6', () => {
    expect(listFieldNames(WIZARD_STEP_FIELDS[2])).toEqual(
      expect.arrayContaining([
        'medicalHistory.bloodPressureMedication',
        'medicalHistory.statin',
        'medicalHistory.diabetesMedication',
      ]),
    );
    expect(listFieldNames(WIZARD_STEP_FIELDS[3])).toEqual(
      expect.arrayContaining(['lifestyle.cigarettesPerDay', 'lifestyle.yearsSmoked']),
    );
    expect(WIZARD_STEP_FIELDS[6][0]).toMatchObject({ kind: 'lab-results', acrWhen: {} });
  });
});
