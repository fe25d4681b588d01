import { assessRisks } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import {
  BOWEL_CANCER_QUESTION_NAMES,
  mapBowelCancerQuestionsToProfile,
} from './bowel-cancer-questions.js';
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

/** Every bowel question answered, as the flat forms store them. */
const BOWEL = {
  bowelScope: 'yes',
  bowelPolyp: 'no',
  bowelCancerRelatives: '2',
  vigorousHoursPerWeek: '1.5',
  vegetableServesPerWeek: '3.5',
  regularAspirin: 'yes',
  regularNsaid: 'no',
  femaleHormones: 'no',
} as const;

const BOWEL_PROFILE = {
  bowelScopeLast10Years: true,
  bowelPolypLast10Years: false,
  colorectalCancerFirstDegreeRelatives: 2,
  vigorousActivityHoursPerWeek: 1.5,
  vegetableServesPerWeek: 3.5,
  regularAspirin: true,
  regularNonAspirinNsaid: false,
};

/** A 62-year-old woman, periods stopped at 50, who answered the survey's bowel questions. */
const SURVEY = {
  age: 62,
  biologicalSex: 'female',
  heightCm: 165,
  weightKg: 70,
  ethnicity: 'white',
  smokingStatus: 'never',
  menopauseStatus: 'post',
  ageAtMenopause: 50,
  ...BOWEL,
};

describe('mapBowelCancerQuestionsToProfile', () => {
  it('maps every answer to the profile, the hormone answer for women only', () => {
    expect(mapBowelCancerQuestionsToProfile(BOWEL, 'female')).toEqual({
      ...BOWEL_PROFILE,
      femaleHormonesLast2Years: false,
    });
    expect(mapBowelCancerQuestionsToProfile(BOWEL, 'male')).toEqual({
      ...BOWEL_PROFILE,
      femaleHormonesLast2Years: undefined,
    });
  });

  it('keeps "I don\'t know" and unanswered questions empty, and a polyp answer only after a colonoscopy', () => {
    const unknown = mapBowelCancerQuestionsToProfile(
      { bowelScope: 'unknown', bowelPolyp: 'yes', bowelCancerRelatives: 'unknown' },
      'female',
    );
    expect(Object.values(unknown).every((value) => value === undefined)).toBe(true);
    expect(
      mapBowelCancerQuestionsToProfile({ bowelScope: 'no', bowelPolyp: 'yes' }, 'male'),
    ).toMatchObject({ bowelScopeLast10Years: false, bowelPolypLast10Years: undefined });
  });
});

describe('the bowel cancer questions in the three variants', () => {
  it('are asked in the survey, the essential form and the wizard’s lifestyle step', () => {
    const survey = SURVEY_CARDS.find((card) => card.title === 'Bowel Cancer Questions');
    expect(listFieldNames(survey?.fields ?? [])).toEqual(BOWEL_CANCER_QUESTION_NAMES);
    const essential = ESSENTIAL_FORM_SECTIONS.find((s) => s.title === 'Bowel cancer questions');
    expect(listFieldNames(essential?.fields ?? [])).toEqual(BOWEL_CANCER_QUESTION_NAMES);
    expect(listFieldNames(WIZARD_STEP_FIELDS[3])).toEqual(
      expect.arrayContaining(BOWEL_CANCER_QUESTION_NAMES.map((n) => `lifestyle.bowelCancer.${n}`)),
    );
  });

  it('show the hormone question to women only and the polyp question only after a colonoscopy', () => {
    const fields = SURVEY_CARDS.find((card) => card.title === 'Bowel Cancer Questions')?.fields;
    const byName = (name: string) => fields?.find((f) => 'name' in f && f.name === name);
    const hormones = byName('femaleHormones');
    const polyp = byName('bowelPolyp');
    const read = (answers: Record<string, unknown>) => (name: string) => answers[name];
    expect(isFieldShown(hormones?.showWhen, read({ biologicalSex: 'female' }))).toBe(true);
    expect(isFieldShown(hormones?.showWhen, read({ biologicalSex: 'male' }))).toBe(false);
    expect(isFieldShown(polyp?.showWhen, read({ bowelScope: 'yes' }))).toBe(true);
    expect(isFieldShown(polyp?.showWhen, read({ bowelScope: 'no' }))).toBe(false);
  });

  it('reach the profile from the survey and the essential form, and give a tier B colorectal result', () => {
    const fromSurvey = mapSurveyToProfile(SurveyAnswersSchema.parse(SURVEY));
    expect(fromSurvey).toMatchObject({ ...BOWEL_PROFILE, femaleHormonesLast2Years: false });
    const fromEssential = mapEssentialToProfile(EssentialFormSchema.parse(SURVEY));
    expect(fromEssential).toMatchObject({ ...BOWEL_PROFILE, femaleHormonesLast2Years: false });
    const colorectal = assessRisks(fromSurvey).find((r) => r.conditionId === 'colorectal-cancer');
    expect(colorectal).toMatchObject({ tier: 'B', scoreUnit: 'percent', model: { id: 'ccrat' } });
  });

  it('reach the profile from the wizard, and are copied into the essential form', () => {
    const draft = WizardDraftSchema.parse({
      demographics: { age: 55, biologicalSex: 'male', heightCm: 180, weightKg: 85 },
      lifestyle: { smokingStatus: 'never', bowelCancer: BOWEL },
    });
    const profile = mapWizardToProfile(draft);
    expect(profile).toMatchObject(BOWEL_PROFILE);
    expect(profile.femaleHormonesLast2Years).toBeUndefined();
    const essential = mapWizardToEssentialForm(draft);
    for (const name of BOWEL_CANCER_QUESTION_NAMES) expect(essential[name]).toBe(BOWEL[name]);
  });

  it('are kept when the essential form is saved in sections and loaded again', () => {
    const form = EssentialFormSchema.parse(SURVEY);
    const loaded = flattenEssentialSections(groupEssentialFormIntoSections(form));
    for (const name of BOWEL_CANCER_QUESTION_NAMES) expect(loaded[name]).toBe(BOWEL[name]);
  });

  it('reject an answer that is not one of the choices, with the question named', () => {
    const parsed = SurveyAnswersSchema.safeParse({ vegetableServesPerWeek: '7' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('Vegetables a week');
  });
});
