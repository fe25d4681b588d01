import { describe, expect, it } from 'vitest';
import { assessRisks } from '@healthscreen/risk-engine';

import {
  BIRTH_REGION_FIELD,
  CHECK_UP_QUESTION_NAMES,
  defineGad2Fields,
  EDUCATION_FIELD,
  FRUIT_VEGETABLES_FIELD,
  HIGH_GLUCOSE_FIELD,
  PARENTS_HYPERTENSION_FIELD,
  SLEEP_AND_BREATHING_FIELDS,
} from './check-up-questions.js';
import {
  mapAssessmentToEssentialForm,
  mapWizardToEssentialForm,
} from './essential-from-variants.js';
import { EssentialFormSchema } from './essential-schema.js';
import { listFieldNames, type FieldDefinition } from './field-definitions.js';
import { mapEssentialToProfile, mapWizardToProfile } from './map-to-profile.js';
import { computeWizardSectionProgress } from './progress.js';
import { canAdvanceWizardStep, listWizardStepMissingFields } from './validation.js';
import { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
import {
  readWizardCheckUpQuestions,
  WIZARD_CHECK_UP_QUESTION_SECTIONS,
  WIZARD_STEPS,
  WizardDraftSchema,
  type WizardDraft,
  type WizardDraftInput,
} from './wizard-schema.js';

/** A 58-year-old former smoker with diabetes who answers every optional question. */
const ANSWERED = {
  demographics: {
    age: 58,
    biologicalSex: 'male',
    heightCm: 178,
    weightKg: 92,
    ethnicity: 'caucasian',
    waistCm: 104,
    birthRegion: 'southern_europe',
    educationLevel: 'high_school',
  },
  medicalHistory: {
    currentConditions: ['Diabetes Type 1 or 2'],
    statin: 'yes',
    ecgLvh: 'no',
    cancerHistory: 'no',
    diabetesMedication: 'insulin',
    highBloodGlucoseHistory: 'yes',
  },
  lifestyle: {
    smokingStatus: 'former',
    packsPerDay: 1,
    yearsSmoked: 30,
    yearsSinceQuitting: 6,
    eatsFruitOrVegetablesDaily: 'no',
    gad2Nervous: 2,
    gad2Worrying: 1,
  },
  familyHistory: { hypertension: true, parentsWithHypertension: '2' },
  symptoms: {
    fatigue: true,
    loudSnoring: 'yes',
    daytimeTiredness: 'no',
    observedApnoea: 'yes',
    neckCm: 43,
    shortOfBreathPast4Weeks: 'some',
    coughsUpPhlegm: 'most-days-a-week',
    doesLessBecauseOfBreathing: 'agree',
  },
} as const satisfies WizardDraftInput;

/** Each answer above as the engine reads it. */
const EXPECTED_PROFILE = {
  waistCm: 104,
  yearsSinceQuitting: 6,
  birthRegion: 'southern-europe',
  educationLevel: 'high-school',
  onStatin: true,
  leftVentricularHypertrophy: false,
  personalCancerHistory: false,
  diabetesMedication: 'insulin',
  highBloodGlucoseHistory: true,
  eatsFruitOrVegetablesDaily: false,
  gad2Nervous: 2,
  gad2Worrying: 1,
  parentsWithHypertension: 2,
  loudSnoring: true,
  daytimeTiredness: false,
  observedApnoea: true,
  neckCm: 43,
  shortOfBreathPast4Weeks: 'some',
  coughsUpPhlegm: 'most-days-a-week',
  doesLessBecauseOfBreathing: 'agree',
} as const;

/** "I don't know", "prefer not to say", an emptied neck box or a skipped question everywhere. */
const DONT_KNOW = {
  ...ANSWERED,
  demographics: {
    ...ANSWERED.demographics,
    waistCm: 0,
    birthRegion: 'unknown',
    educationLevel: 'prefer_not_to_say',
  },
  medicalHistory: {
    ...ANSWERED.medicalHistory,
    statin: 'unknown',
    ecgLvh: 'unknown',
    cancerHistory: 'unknown',
    diabetesMedication: 'unknown',
    highBloodGlucoseHistory: 'unknown',
  },
  lifestyle: {
    smokingStatus: 'former',
    packsPerDay: 1,
    yearsSmoked: 30,
    eatsFruitOrVegetablesDaily: 'unknown',
  },
  familyHistory: { hypertension: true, parentsWithHypertension: 'unknown' },
  symptoms: {
    fatigue: true,
    loudSnoring: 'unknown',
    daytimeTiredness: 'unknown',
    observedApnoea: 'unknown',
    neckCm: 0,
    shortOfBreathPast4Weeks: '',
  },
} as const;

const parse = (input: unknown): WizardDraft => WizardDraftSchema.parse(input);

/** The draft without any of the optional questions (what the wizard stored before issue 15). */
function withoutOptional(draft: WizardDraft): WizardDraft {
  const copy = structuredClone(draft) as unknown as Record<string, Record<string, unknown>>;
  for (const [name, section] of Object.entries(WIZARD_CHECK_UP_QUESTION_SECTIONS)) {
    const values = copy[section];
    if (values) delete values[name];
  }
  delete copy.demographics?.waistCm;
  delete copy.lifestyle?.yearsSinceQuitting;
  return copy as unknown as WizardDraft;
}

describe('the wizard asks what its own scored models need (issue 15)', () => {
  it('maps each answer to its RiskProfile field', () => {
    const profile = mapWizardToProfile(parse(ANSWERED));
    expect(profile).toMatchObject(EXPECTED_PROFILE);
    // and without them, none of these fields is set (nothing guessed)
    const before = mapWizardToProfile(withoutOptional(parse(ANSWERED)));
    for (const field of Object.keys(EXPECTED_PROFILE)) expect(before).not.toHaveProperty(field);
  });

  it('maps "I don\'t know", "prefer not to say" and an empty box to nothing', () => {
    const profile = mapWizardToProfile(parse(DONT_KNOW));
    for (const field of Object.keys(EXPECTED_PROFILE)) expect(profile).not.toHaveProperty(field);
  });

  it('reads years since quitting from former smokers only', () => {
    const current = parse({
      ...ANSWERED,
      lifestyle: { ...ANSWERED.lifestyle, smokingStatus: 'current' },
    });
    expect(mapWizardToProfile(current).yearsSinceQuitting).toBe(0);
    const never = parse({
      ...ANSWERED,
      lifestyle: { ...ANSWERED.lifestyle, smokingStatus: 'never' },
    });
    expect(mapWizardToProfile(never)).not.toHaveProperty('yearsSinceQuitting');
  });

  it('rejects values outside the lists and ranges with the flat forms’ messages', () => {
    const messages = (input: unknown) => {
      const result = WizardDraftSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ demographics: { birthRegion: 'mars' } })).toEqual([
      'Where you were born is not one of the listed choices',
    ]);
    expect(messages({ symptoms: { neckCm: 90 } })).toEqual([
      'Neck circumference must be between 25 and 70 cm',
    ]);
    expect(messages({ lifestyle: { gad2Nervous: 4 } })).toEqual([
      'Feeling nervous, anxious or on edge must be between 0 and 3',
    ]);
    expect(messages({ demographics: { waistCm: 20 } })).toEqual([
      'Waist circumference must be between 50 and 200 cm',
    ]);
    // a blank drop-down is "not answered", as in the flat forms
    expect(
      messages({ symptoms: { coughsUpPhlegm: '' }, demographics: { educationLevel: '' } }),
    ).toEqual([]);
  });

  it('keeps every answer through the wizard → essential conversion ("Update your answers")', () => {
    const form = mapWizardToEssentialForm(ANSWERED);
    expect(form).toMatchObject({
      ...readWizardCheckUpQuestions(parse(ANSWERED)),
      waistCircumferenceCm: 104,
      yearsSinceQuitting: 6,
    });
    expect(mapAssessmentToEssentialForm({ variant: 'wizard', responses: ANSWERED })).toEqual(form);
    // and the essential form scores them the same way the wizard does
    expect(mapEssentialToProfile(EssentialFormSchema.parse(form))).toMatchObject(EXPECTED_PROFILE);
  });

  it('keeps "I don\'t know" as the answer on screen through the conversion', () => {
    const form = mapWizardToEssentialForm(DONT_KNOW);
    expect(form).toMatchObject({
      birthRegion: 'unknown',
      statin: 'unknown',
      loudSnoring: 'unknown',
      parentsWithHypertension: 'unknown',
    });
  });

  it('asks every question on the step that stores it, worded as in the flat forms', () => {
    const asked = Object.entries(WIZARD_STEP_FIELDS).flatMap(([step, fields]) =>
      listFieldNames(fields).map((name) => [name, Number(step)] as const),
    );
    const stepOf = new Map(asked);
    for (const [name, section] of Object.entries(WIZARD_CHECK_UP_QUESTION_SECTIONS)) {
      const step = WIZARD_STEPS.find((s) => s.section === section)?.step;
      expect(stepOf.get(`${section}.${name}`), name).toBe(step);
    }
    expect(Object.keys(WIZARD_CHECK_UP_QUESTION_SECTIONS).sort()).toEqual(
      [...CHECK_UP_QUESTION_NAMES].sort(),
    );
    expect(stepOf.get('demographics.waistCm')).toBe(1);
    expect(stepOf.get('lifestyle.yearsSinceQuitting')).toBe(3);

    const flat = (fields: readonly FieldDefinition[]): FieldDefinition[] =>
      fields.flatMap((field) => (field.kind === 'row' ? flat(field.fields) : [field]));
    const wizardFields = flat(Object.values(WIZARD_STEP_FIELDS).flat());
    const shared = [
      BIRTH_REGION_FIELD,
      EDUCATION_FIELD,
      HIGH_GLUCOSE_FIELD,
      FRUIT_VEGETABLES_FIELD,
      PARENTS_HYPERTENSION_FIELD,
      ...SLEEP_AND_BREATHING_FIELDS,
    ];
    for (const field of shared) {
      if (field.kind === 'row' || field.kind === 'flags') continue;
      const inWizard = wizardFields.find(
        (candidate) => 'name' in candidate && candidate.name.endsWith(`.${field.name}`),
      );
      expect(inWizard, field.name).toEqual({ ...field, name: expect.any(String) as string });
    }
    const gad = wizardFields.filter((f) => 'name' in f && f.name.startsWith('lifestyle.gad2'));
    expect(gad.map((f) => ('label' in f ? f.label : ''))).toEqual(
      defineGad2Fields(' (last 2 weeks, 0–3)').map((f) => f.label),
    );
  });

  it('leaves step gating and section progress as they were (optional questions do not count)', () => {
    const full = parse(ANSWERED);
    const bare = withoutOptional(full);
    for (const { step, section } of WIZARD_STEPS) {
      expect(computeWizardSectionProgress(full, section), section).toEqual(
        computeWizardSectionProgress(bare, section),
      );
      expect(listWizardStepMissingFields(step, full)).toEqual(
        listWizardStepMissingFields(step, bare),
      );
    }
    // skipping every optional question never blocks a step
    const minimal = parse({
      demographics: {
        age: 40,
        biologicalSex: 'female',
        heightCm: 165,
        weightKg: 60,
        ethnicity: 'other',
      },
      lifestyle: { smokingStatus: 'never', alcoholConsumption: 'none', stressLevel: 2 },
    });
    expect(canAdvanceWizardStep(1, minimal)).toBe(true);
    expect(canAdvanceWizardStep(3, minimal)).toBe(true);
  });

  it('keeps a draft without the new answers valid (drafts saved before issue 15)', () => {
    const old = withoutOptional(parse(ANSWERED));
    expect(WizardDraftSchema.safeParse(old).success).toBe(true);
    expect(mapWizardToProfile(parse(old))).toEqual(mapWizardToProfile(old));
  });
});

describe('cancer history (PLCOm2012)', () => {
  it('a ticked "Cancer (any type)" box is a yes even when the question says no', () => {
    const ticked = WizardDraftSchema.parse({
      ...ANSWERED,
      medicalHistory: {
        ...ANSWERED.medicalHistory,
        currentConditions: ['Diabetes Type 1 or 2', 'Cancer (any type)'],
        cancerHistory: 'no',
      },
    });
    expect(mapWizardToProfile(ticked).personalCancerHistory).toBe(true);
  });

  it('lets the lung cancer model run for a former smoker who answers everything', () => {
    const risks = assessRisks(mapWizardToProfile(WizardDraftSchema.parse(ANSWERED)));
    const lung = risks.find((risk) => risk.conditionId === 'lung-cancer');
    expect(lung?.model.id).toBe('plcom2012');
    expect(lung?.tier).toBe('B');
  });
});
