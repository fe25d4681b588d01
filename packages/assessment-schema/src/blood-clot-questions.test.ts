import { assessRisks } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import {
  BLOOD_CLOT_QUESTION_NAMES,
  mapBloodClotQuestionsToProfile,
} from './blood-clot-questions.js';
import { mapWizardToEssentialForm } from './essential-from-variants.js';
import { ESSENTIAL_FORM_SECTIONS } from './essential-form-fields.js';
import {
  EssentialFormSchema,
  flattenEssentialSections,
  groupEssentialFormIntoSections,
} from './essential-schema.js';
import { isFieldShown, listFieldNames } from './field-definitions.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { SURVEY_CARDS } from './survey-form-fields.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
import { WizardDraftSchema } from './wizard-schema.js';

/** Every blood-clot question answered, as the flat forms store them. */
const ANSWERS = {
  antipsychoticNow: 'no',
  varicoseVeins: 'yes',
  hospitalStayLast6Months: 'no',
  contraceptivePillNow: 'no',
  hrtNow: 'yes',
  tamoxifenNow: 'no',
} as const;

const PROFILE = {
  antipsychoticNow: false,
  varicoseVeins: true,
  hospitalAdmissionLast6Months: false,
  contraceptivePillNow: false,
  hrtNow: true,
  tamoxifenNow: false,
} as const;

const MEN_PROFILE = {
  antipsychoticNow: false,
  varicoseVeins: true,
  hospitalAdmissionLast6Months: false,
} as const;

/**
 * A 58-year-old woman who answered the survey's blood-clot questions, her medical history (the
 * 'None of these' box: no heart failure, COPD, IBD or kidney disease) and the cancer question.
 */
const SURVEY = {
  age: 58,
  biologicalSex: 'female',
  heightCm: 165,
  weightKg: 70,
  ethnicity: 'white',
  smokingStatus: 'never',
  medicalHistoryNone: true,
  cancerHistory: 'no',
  ...ANSWERS,
};

describe('mapBloodClotQuestionsToProfile', () => {
  it('maps every answer; the pill, HRT and tamoxifen for women only', () => {
    expect(mapBloodClotQuestionsToProfile(ANSWERS, 'female')).toEqual(PROFILE);
    expect(mapBloodClotQuestionsToProfile(ANSWERS, 'male')).toEqual({
      ...MEN_PROFILE,
      contraceptivePillNow: undefined,
      hrtNow: undefined,
      tamoxifenNow: undefined,
    });
  });

  it('leaves "I don\'t know" and unanswered empty: never a "no"', () => {
    const unknown = mapBloodClotQuestionsToProfile(
      { antipsychoticNow: 'unknown', varicoseVeins: 'unknown', hrtNow: 'unknown' },
      'female',
    );
    expect(Object.values(unknown).every((value) => value === undefined)).toBe(true);
  });
});

describe('the blood-clot questions in the three variants', () => {
  it('are asked in the survey’s medical history card, the essential form and the wizard’s medical history step', () => {
    const survey = SURVEY_CARDS.find((card) => card.title === 'Medical History and Exposures');
    expect(listFieldNames(survey?.fields ?? [])).toEqual(
      expect.arrayContaining(BLOOD_CLOT_QUESTION_NAMES),
    );
    const essential = ESSENTIAL_FORM_SECTIONS.flatMap((s) => listFieldNames(s.fields));
    expect(essential).toEqual(expect.arrayContaining(BLOOD_CLOT_QUESTION_NAMES));
    expect(listFieldNames(WIZARD_STEP_FIELDS[2])).toEqual(
      expect.arrayContaining(
        BLOOD_CLOT_QUESTION_NAMES.map((n) => `medicalHistory.bloodClots.${n}`),
      ),
    );
  });

  it('show the pill, HRT and tamoxifen to women only and the other three to everyone', () => {
    const fields = [
      ...(SURVEY_CARDS.find((card) => card.title === 'Medical History and Exposures')?.fields ??
        []),
      ...ESSENTIAL_FORM_SECTIONS.flatMap((s) => s.fields),
      ...(WIZARD_STEP_FIELDS[2] ?? []),
    ].flatMap((f) =>
      'name' in f &&
      BLOOD_CLOT_QUESTION_NAMES.some((n) => f.name === n || f.name.endsWith(`.bloodClots.${n}`))
        ? [f]
        : [],
    );
    expect(fields).toHaveLength(18);
    const read = (sex: string) => (name: string) =>
      name === 'biologicalSex' || name === 'demographics.biologicalSex' ? sex : undefined;
    for (const field of fields) {
      const showWhen = 'showWhen' in field ? field.showWhen : undefined;
      const womenOnly = /contraceptivePillNow|hrtNow|tamoxifenNow/.test(field.name);
      expect(isFieldShown(showWhen, read('female'))).toBe(true);
      expect(isFieldShown(showWhen, read('male'))).toBe(!womenOnly);
      expect(field).toMatchObject({ kind: 'choice' });
    }
  });

  it('reach the profile from the survey and the essential form, and give a tier B DVT result', () => {
    const fromSurvey = mapSurveyToProfile(SurveyAnswersSchema.parse(SURVEY));
    expect(fromSurvey).toMatchObject(PROFILE);
    const fromEssential = mapEssentialToProfile(EssentialFormSchema.parse(SURVEY));
    expect(fromEssential).toMatchObject(PROFILE);
    const dvt = assessRisks(fromSurvey).find((r) => r.conditionId === 'deep-vein-thrombosis');
    expect(dvt).toMatchObject({
      tier: 'B',
      scoreUnit: 'percent',
      model: { id: 'qthrombosis' },
      missingData: [],
    });
    // skipping one of them keeps the points score and lists it
    const skipped = mapSurveyToProfile(
      SurveyAnswersSchema.parse({ ...SURVEY, varicoseVeins: undefined }),
    );
    const fallback = assessRisks(skipped).find((r) => r.conditionId === 'deep-vein-thrombosis');
    expect(fallback).toMatchObject({ tier: 'C' });
    expect(fallback?.missingData).toContain('Varicose veins');
  });

  it('reach the profile from the wizard, and are copied into the essential form', () => {
    const draft = WizardDraftSchema.parse({
      demographics: { age: 58, biologicalSex: 'female', heightCm: 165, weightKg: 70 },
      medicalHistory: { bloodClots: ANSWERS },
    });
    expect(mapWizardToProfile(draft)).toMatchObject(PROFILE);
    const essential = mapWizardToEssentialForm(draft);
    for (const name of BLOOD_CLOT_QUESTION_NAMES) expect(essential[name]).toBe(ANSWERS[name]);
    const man = WizardDraftSchema.parse({
      demographics: { age: 58, biologicalSex: 'male', heightCm: 178, weightKg: 80 },
      medicalHistory: { bloodClots: ANSWERS },
    });
    const profile = mapWizardToProfile(man);
    expect(profile).toMatchObject(MEN_PROFILE);
    expect(profile.hrtNow).toBeUndefined();
  });

  it('are kept when the essential form is saved in sections and loaded again', () => {
    const form = EssentialFormSchema.parse(SURVEY);
    const loaded = flattenEssentialSections(groupEssentialFormIntoSections(form));
    for (const name of BLOOD_CLOT_QUESTION_NAMES) expect(loaded[name]).toBe(ANSWERS[name]);
  });

  it('reject an answer that is not one of the choices', () => {
    const r = SurveyAnswersSchema.safeParse({ varicoseVeins: 'maybe' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain('Varicose veins');
  });
});
