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
import { MELANOMA_QUESTION_NAMES, mapMelanomaQuestionsToProfile } from './melanoma-questions.js';
import { listVisibleSurveyCards } from './progress.js';
import { SURVEY_CARDS } from './survey-form-fields.js';
import { SurveyAnswersSchema } from './survey-schema.js';
import { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
import { WizardDraftSchema } from './wizard-schema.js';

/** Every melanoma question answered, as the flat forms store them. */
const MELANOMA = {
  complexion: 'light',
  tanAfterSun: 'light',
  blisteringSunburn: 'yes',
  backLargeMoles: '2-or-more',
  backSmallMoles: '7-11',
  backFreckling: 'moderate',
  shoulderSunDamage: 'no',
} as const;

const SHARED_PROFILE = {
  complexion: 'light',
  smallMolesOnBack: '7-11',
  frecklingOnBack: 'moderate',
} as const;

/** A man's answers in the profile (the women's tanning question gives nothing for men). */
const MALE_ANSWERED = {
  ...SHARED_PROFILE,
  blisteringSunburn: true,
  largeMolesOnBack: '2-or-more',
  severeShoulderSunDamage: false,
} as const;

const MALE_PROFILE = { ...MALE_ANSWERED, tanAfterRepeatedSun: undefined } as const;

const FEMALE_PROFILE = {
  ...SHARED_PROFILE,
  tanAfterRepeatedSun: 'light',
  blisteringSunburn: undefined,
  largeMolesOnBack: undefined,
  severeShoulderSunDamage: undefined,
} as const;

/** A 45-year-old white man who answered the survey's melanoma questions. */
const SURVEY = {
  age: 45,
  biologicalSex: 'male',
  heightCm: 180,
  weightKg: 80,
  ethnicity: 'white',
  smokingStatus: 'never',
  ...MELANOMA,
};

describe('mapMelanomaQuestionsToProfile', () => {
  it('maps every answer to the profile, each sex’s own questions only for that sex', () => {
    expect(mapMelanomaQuestionsToProfile(MELANOMA, 'male')).toEqual(MALE_PROFILE);
    expect(mapMelanomaQuestionsToProfile(MELANOMA, 'female')).toEqual(FEMALE_PROFILE);
    expect(mapMelanomaQuestionsToProfile(MELANOMA, undefined)).toEqual({
      ...SHARED_PROFILE,
      tanAfterRepeatedSun: undefined,
      blisteringSunburn: undefined,
      largeMolesOnBack: undefined,
      severeShoulderSunDamage: undefined,
    });
  });

  it('keeps "I don\'t know" and unanswered questions empty', () => {
    const unknown = mapMelanomaQuestionsToProfile(
      {
        complexion: 'unknown',
        tanAfterSun: 'unknown',
        blisteringSunburn: 'unknown',
        backLargeMoles: 'unknown',
        backSmallMoles: 'unknown',
        backFreckling: 'unknown',
        shoulderSunDamage: 'unknown',
      },
      'male',
    );
    expect(Object.values(unknown).every((value) => value === undefined)).toBe(true);
    const none = mapMelanomaQuestionsToProfile({}, 'female');
    expect(Object.values(none).every((value) => value === undefined)).toBe(true);
  });
});

describe('the melanoma questions in the three variants', () => {
  it('are asked in the survey, the essential form and the wizard’s lifestyle step', () => {
    const survey = SURVEY_CARDS.find((card) => card.title === 'Melanoma Questions');
    expect(listFieldNames(survey?.fields ?? [])).toEqual(MELANOMA_QUESTION_NAMES);
    expect(listVisibleSurveyCards('male')).toContain('Melanoma Questions');
    const essential = ESSENTIAL_FORM_SECTIONS.find((s) => s.title === 'Melanoma questions');
    expect(listFieldNames(essential?.fields ?? [])).toEqual(MELANOMA_QUESTION_NAMES);
    expect(listFieldNames(WIZARD_STEP_FIELDS[3])).toEqual(
      expect.arrayContaining(MELANOMA_QUESTION_NAMES.map((n) => `lifestyle.melanoma.${n}`)),
    );
  });

  it('show the tanning question to women and the sunburn, large-mole and sun-damage questions to men', () => {
    const fields = SURVEY_CARDS.find((card) => card.title === 'Melanoma Questions')?.fields;
    const byName = (name: string) => fields?.find((f) => 'name' in f && f.name === name);
    const read = (answers: Record<string, unknown>) => (name: string) => answers[name];
    const woman = read({ biologicalSex: 'female' });
    const man = read({ biologicalSex: 'male' });
    expect(isFieldShown(byName('tanAfterSun')?.showWhen, woman)).toBe(true);
    expect(isFieldShown(byName('tanAfterSun')?.showWhen, man)).toBe(false);
    for (const name of ['blisteringSunburn', 'backLargeMoles', 'shoulderSunDamage']) {
      expect(isFieldShown(byName(name)?.showWhen, man)).toBe(true);
      expect(isFieldShown(byName(name)?.showWhen, woman)).toBe(false);
    }
    for (const name of ['complexion', 'backSmallMoles', 'backFreckling']) {
      expect(byName(name)?.showWhen).toBeUndefined();
    }
  });

  it('reach the profile from the survey and the essential form, and give a tier B skin cancer result', () => {
    const fromSurvey = mapSurveyToProfile(SurveyAnswersSchema.parse(SURVEY));
    expect(fromSurvey).toMatchObject(MALE_ANSWERED);
    expect(fromSurvey.tanAfterRepeatedSun).toBeUndefined();
    const fromEssential = mapEssentialToProfile(EssentialFormSchema.parse(SURVEY));
    expect(fromEssential).toMatchObject(MALE_ANSWERED);
    const skin = assessRisks(fromSurvey).find((r) => r.conditionId === 'skin-cancer');
    expect(skin).toMatchObject({ tier: 'B', scoreUnit: 'percent', model: { id: 'mrat' } });
  });

  it('reach the profile from the wizard, and are copied into the essential form', () => {
    const draft = WizardDraftSchema.parse({
      demographics: { age: 40, biologicalSex: 'female', heightCm: 165, weightKg: 60 },
      lifestyle: { smokingStatus: 'never', melanoma: MELANOMA },
    });
    const profile = mapWizardToProfile(draft);
    expect(profile).toMatchObject({ ...SHARED_PROFILE, tanAfterRepeatedSun: 'light' });
    expect(profile.blisteringSunburn).toBeUndefined();
    const essential = mapWizardToEssentialForm(draft);
    for (const name of MELANOMA_QUESTION_NAMES) expect(essential[name]).toBe(MELANOMA[name]);
  });

  it('are kept when the essential form is saved in sections and loaded again', () => {
    const form = EssentialFormSchema.parse(SURVEY);
    const loaded = flattenEssentialSections(groupEssentialFormIntoSections(form));
    for (const name of MELANOMA_QUESTION_NAMES) expect(loaded[name]).toBe(MELANOMA[name]);
  });

  it('reject an answer that is not one of the choices, with the question named', () => {
    const parsed = SurveyAnswersSchema.safeParse({ backSmallMoles: '8' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('Small moles on your back');
  });
});
