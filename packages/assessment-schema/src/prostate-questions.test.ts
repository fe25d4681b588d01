import { assessRisks } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { mapWizardToEssentialForm } from './essential-from-variants.js';
import { ESSENTIAL_FORM_SECTIONS } from './essential-form-fields.js';
import {
  EssentialFormSchema,
  flattenEssentialSections,
  groupEssentialFormIntoSections,
} from './essential-schema.js';
import { isFieldShown, listFieldNames } from './field-definitions.js';
import { mapEssentialToProfile, mapSurveyToProfile, mapWizardToProfile } from './map-to-profile.js';
import { PROSTATE_QUESTION_NAMES, mapProstateQuestionsToProfile } from './prostate-questions.js';
import { SURVEY_CARDS } from './survey-form-fields.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
import { WizardDraftSchema } from './wizard-schema.js';

/** Every prostate question answered, as the flat forms store them. */
const PROSTATE = { psaNgMl: 4.2, prostateDre: 'normal', prostateBiopsy: 'never' } as const;

const PROFILE = { psaNgMl: 4.2, prostateDre: 'normal', priorProstateBiopsy: 'never' } as const;

/** A 65-year-old white man who answered the survey's prostate questions. */
const SURVEY = {
  age: 65,
  biologicalSex: 'male',
  heightCm: 178,
  weightKg: 82,
  ethnicity: 'white',
  smokingStatus: 'never',
  ...PROSTATE,
};

describe('mapProstateQuestionsToProfile', () => {
  it('maps every answer to the profile, for men only', () => {
    expect(mapProstateQuestionsToProfile(PROSTATE, 'male')).toEqual(PROFILE);
    expect(mapProstateQuestionsToProfile(PROSTATE, 'female')).toEqual({});
    expect(mapProstateQuestionsToProfile(PROSTATE, undefined)).toEqual({});
  });

  it('keeps "not done" but leaves "I don\'t know", unanswered and an empty PSA box empty', () => {
    expect(
      mapProstateQuestionsToProfile(
        { psaNgMl: 0, prostateDre: 'not-done', prostateBiopsy: 'negative' },
        'male',
      ),
    ).toEqual({ psaNgMl: undefined, prostateDre: 'not-done', priorProstateBiopsy: 'negative' });
    const unknown = mapProstateQuestionsToProfile(
      { prostateDre: 'unknown', prostateBiopsy: 'unknown' },
      'male',
    );
    expect(Object.values(unknown).every((value) => value === undefined)).toBe(true);
  });
});

describe('the prostate questions in the three variants', () => {
  it('are asked in the survey’s men’s health card, the essential form and the wizard’s medical history step', () => {
    const survey = SURVEY_CARDS.find((card) => card.title === "Men's Health");
    expect(listFieldNames(survey?.fields ?? [])).toEqual(
      expect.arrayContaining(PROSTATE_QUESTION_NAMES),
    );
    const essential = ESSENTIAL_FORM_SECTIONS.flatMap((s) => listFieldNames(s.fields));
    expect(essential).toEqual(expect.arrayContaining(PROSTATE_QUESTION_NAMES));
    expect(listFieldNames(WIZARD_STEP_FIELDS[2])).toEqual(
      expect.arrayContaining(PROSTATE_QUESTION_NAMES.map((n) => `medicalHistory.prostate.${n}`)),
    );
  });

  it('are shown to men only, in every variant', () => {
    const fields = [
      ...(SURVEY_CARDS.find((card) => card.title === "Men's Health")?.fields ?? []),
      ...ESSENTIAL_FORM_SECTIONS.flatMap((s) => s.fields),
      ...(WIZARD_STEP_FIELDS[2] ?? []),
    ].filter((f) => 'name' in f && /psaNgMl|prostateDre|prostateBiopsy/.test(f.name));
    expect(fields).toHaveLength(9);
    const read = (sex: string) => (name: string) =>
      name === 'biologicalSex' || name === 'demographics.biologicalSex' ? sex : undefined;
    for (const field of fields) {
      const showWhen = 'showWhen' in field ? field.showWhen : undefined;
      expect(isFieldShown(showWhen, read('male'))).toBe(true);
      expect(isFieldShown(showWhen, read('female'))).toBe(false);
    }
  });

  it('reach the profile from the survey and the essential form, and give a tier B prostate cancer result', () => {
    const fromSurvey = mapSurveyToProfile(SurveyAnswersSchema.parse(SURVEY));
    expect(fromSurvey).toMatchObject(PROFILE);
    const fromEssential = mapEssentialToProfile(EssentialFormSchema.parse(SURVEY));
    expect(fromEssential).toMatchObject(PROFILE);
    const prostate = assessRisks(fromSurvey).find((r) => r.conditionId === 'prostate-cancer');
    expect(prostate).toMatchObject({ tier: 'B', scoreUnit: 'percent', model: { id: 'pcptrc' } });
  });

  it('reach the profile from the wizard, and are copied into the essential form', () => {
    const draft = WizardDraftSchema.parse({
      demographics: { age: 65, biologicalSex: 'male', heightCm: 178, weightKg: 82 },
      medicalHistory: { prostate: PROSTATE },
    });
    expect(mapWizardToProfile(draft)).toMatchObject(PROFILE);
    const essential = mapWizardToEssentialForm(draft);
    for (const name of PROSTATE_QUESTION_NAMES) expect(essential[name]).toBe(PROSTATE[name]);
    const woman = WizardDraftSchema.parse({
      demographics: { age: 65, biologicalSex: 'female', heightCm: 165, weightKg: 60 },
      medicalHistory: { prostate: PROSTATE },
    });
    expect(mapWizardToProfile(woman).psaNgMl).toBeUndefined();
  });

  it('are kept when the essential form is saved in sections and loaded again', () => {
    const form = EssentialFormSchema.parse(SURVEY);
    const loaded = flattenEssentialSections(groupEssentialFormIntoSections(form));
    for (const name of PROSTATE_QUESTION_NAMES) expect(loaded[name]).toBe(PROSTATE[name]);
  });

  it('reject a PSA outside 0.01–500 ng/mL and an answer that is not one of the choices', () => {
    const psa = SurveyAnswersSchema.safeParse({ psaNgMl: 900 });
    expect(psa.success).toBe(false);
    expect(psa.error?.issues[0]?.message).toContain('PSA');
    const dre = SurveyAnswersSchema.safeParse({ prostateDre: 'maybe' });
    expect(dre.success).toBe(false);
    expect(dre.error?.issues[0]?.message).toContain('Digital rectal examination');
  });
});
