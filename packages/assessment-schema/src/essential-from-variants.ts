import { CONDITION_NAMES, type ConditionName } from '@healthscreen/risk-engine';

import {
  EssentialFormSchema,
  EssentialFormShape,
  flattenEssentialSections,
  type EssentialForm,
} from './essential-schema.js';
import { FLAG_GROUPS } from './flag-groups.js';
import {
  WIZARD_ACTIVITY_MINUTES_PER_WEEK,
  WIZARD_ALCOHOL_DRINKS_PER_WEEK,
} from './map-to-profile.js';
import type { SurveyEthnicity } from './survey-schema.js';
import {
  readWizardCheckUpQuestions,
  readWizardHistoryQuestions,
  WizardDemographicsSchema,
  WizardDraftSchema,
  WizardFamilyHistorySchema,
  WizardLifestyleSchema,
  WizardMedicalHistorySchema,
  WizardRiskFactorsSchema,
  WizardSymptomsSchema,
  type WizardCurrentCondition,
  type WizardDraft,
  type WizardEthnicity,
} from './wizard-schema.js';
import { LabResultsSchema } from './lab-results.js';

type Flat = Record<string, unknown>;

function asRecord(value: unknown): Flat {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Flat)
    : {};
}

/** Keep each value the essential form accepts; drop the others one by one, never the whole form. */
function toEssentialForm(values: Flat): EssentialForm {
  const kept: Flat = {};
  const shape = EssentialFormShape as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean } }
  >;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (shape[name]?.safeParse(value).success) kept[name] = value;
  }
  return EssentialFormSchema.parse(kept);
}

/**
 * The essential form's values from the long survey's saved answers. The two variants share their
 * flat field names and meanings (2-assessment.md §3.3: "the long survey's list is the closest"),
 * so every survey answer the essential form accepts is copied as is. Left blank: a sex of
 * intersex or prefer-not-to-say (the essential form asks male or female) and any value outside
 * the essential form's ranges. Invalid or unknown stored values are dropped field by field.
 */
export function mapSurveyToEssentialForm(responses: unknown): EssentialForm {
  return toEssentialForm(asRecord(responses));
}

const WIZARD_ETHNICITY_TO_SURVEY: Record<WizardEthnicity, SurveyEthnicity | ''> = {
  'aboriginal-torres-strait-islander': 'aboriginal_torres_strait_islander',
  caucasian: 'white',
  'african-american': 'black_african_american',
  hispanic: 'hispanic_latino',
  // 'asian' does not say which of the four Asian groups the essential form lists (the risk
  // models treat them differently), so the user is asked again rather than guessed for.
  asian: '',
  'native-american': 'native_american',
  other: 'other',
  'prefer-not-to-say': 'prefer_not_to_say',
};

/** Family history flags with the same meaning in both variants. */
const WIZARD_FAMILY_TO_ESSENTIAL: Record<string, string> = {
  heartDisease: 'familyHeartDisease',
  diabetes: 'familyDiabetes',
  stroke: 'familyStroke',
  alzheimers: 'familyAlzheimers',
  lungCancer: 'familyLungCancer',
  breastCancer: 'familyBreastCancer',
  ovarianCancer: 'familyOvarianCancer',
  colorectalCancer: 'familyColorectalCancer',
  prostateCancer: 'familyProstateCancer',
};

/** Words in the wizard's free-text 'other cancers' that name an essential family flag. */
const OTHER_CANCER_FLAGS: [string, string][] = [
  ['ovar', 'familyOvarianCancer'],
  ['breast', 'familyBreastCancer'],
  ['bowel', 'familyColorectalCancer'],
  ['colon', 'familyColorectalCancer'],
  ['rect', 'familyColorectalCancer'],
  ['prostate', 'familyProstateCancer'],
  ['lung', 'familyLungCancer'],
];

/**
 * What each wizard step-2 checkbox becomes in the essential form: one of its medical flags, or a
 * condition of the additional-conditions list (an engine condition name). Arthritis (which kind
 * is not said), Heart Disease (no heart-attack answer) and 'Cancer (any type)' have no essential
 * equivalent; they stay in the wizard assessment's own answers.
 */
const WIZARD_CONDITION_TO_ESSENTIAL: Record<
  WizardCurrentCondition,
  { flag?: string; condition?: ConditionName }
> = {
  'Diabetes Type 1 or 2': { flag: 'currentDiabetes' },
  'High Blood Pressure': { flag: 'currentHypertension' },
  'Heart Disease': {},
  'High Cholesterol': { flag: 'dyslipidemia' },
  Asthma: { condition: 'Asthma' },
  COPD: { flag: 'copd' },
  Arthritis: {},
  Osteoporosis: { condition: 'Osteoporosis' },
  Depression: { flag: 'currentDepression' },
  Anxiety: { condition: 'Anxiety Disorders' },
  'Sleep Apnea': { flag: 'sleepApnea' },
  'Kidney Disease': { condition: 'Chronic Kidney Disease' },
  'Liver Disease': { condition: 'Liver Disease' },
  'Thyroid Disease': { condition: 'Thyroid Disease' },
  'Cancer (any type)': {},
  'Stroke/TIA': { flag: 'previousStroke' },
};

const WIZARD_SYMPTOM_TO_ESSENTIAL: Record<string, string> = {
  shortnessOfBreath: 'shortnessOfBreath',
  frequentUrination: 'frequentUrination',
  unexplainedWeightLoss: 'unexplainedWeightLoss',
  memoryIssues: 'memoryProblems',
  persistentCough: 'chronicCough',
};

const KNOWN_CONDITIONS: ReadonlySet<string> = new Set(CONDITION_NAMES);

/** Parse each wizard section on its own, so one bad stored value never loses the others. */
function readWizardDraft(responses: unknown): WizardDraft {
  const record = asRecord(responses);
  const section = <T>(
    schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
    value: unknown,
  ): T | undefined => {
    const parsed = schema.safeParse(value ?? {});
    return parsed.success ? parsed.data : undefined;
  };
  return WizardDraftSchema.parse({
    demographics: section(WizardDemographicsSchema, record.demographics),
    medicalHistory: section(WizardMedicalHistorySchema, record.medicalHistory),
    lifestyle: section(WizardLifestyleSchema, record.lifestyle),
    familyHistory: section(WizardFamilyHistorySchema, record.familyHistory),
    symptoms: section(WizardSymptomsSchema, record.symptoms),
    labResults: section(LabResultsSchema, record.labResults),
    riskFactors: section(WizardRiskFactorsSchema, record.riskFactors),
  });
}

/**
 * The essential form's values from the seven-step wizard's saved answers, with the same
 * assumptions the wizard's scoring uses (`mapWizardToProfile`): alcohol and activity categories
 * become {@link WIZARD_ALCOHOL_DRINKS_PER_WEEK} drinks and {@link WIZARD_ACTIVITY_MINUTES_PER_WEEK}
 * minutes a week, social support of 1–2 out of 5 is lack of social support, and the step-2 and
 * family checkboxes, all answered in the wizard, tick 'None of the above' when none of their
 * essential flags is ticked. Answers the essential form does not ask (medications, allergies,
 * pain, financial stress, family hypertension, osteoporosis and skin cancer, …) are not carried
 * over; they stay in the wizard assessment itself. The wizard's 'asian' leaves ethnicity blank.
 */
export function mapWizardToEssentialForm(responses: unknown): EssentialForm {
  const draft = readWizardDraft(responses);
  const { demographics: d, medicalHistory: m, lifestyle: l, familyHistory: f } = draft;
  const smoker = l.smokingStatus === 'current' || l.smokingStatus === 'former';
  const values: Flat = {
    age: d.age,
    biologicalSex: d.biologicalSex,
    heightCm: d.heightCm,
    weightKg: d.weightKg,
    ethnicity: d.ethnicity === '' ? '' : WIZARD_ETHNICITY_TO_SURVEY[d.ethnicity],
    smokingStatus: l.smokingStatus,
    alcoholDrinksPerWeek: l.alcoholConsumption
      ? WIZARD_ALCOHOL_DRINKS_PER_WEEK[l.alcoholConsumption]
      : undefined,
    weeklyExerciseMinutes: l.physicalActivityLevel
      ? WIZARD_ACTIVITY_MINUTES_PER_WEEK[l.physicalActivityLevel]
      : undefined,
    dietQuality: l.diet === '' ? undefined : l.diet,
    stressLevel: l.stressLevel,
    sleepHoursPerNight: l.sleepHours,
    skinType: l.skinType,
    littleInterest: l.depressionScreening.littleInterest,
    feelingDown: l.depressionScreening.feelingDown,
    labResults: draft.labResults,
    // Smoking amount (optional, issue 15): same meaning in both variants.
    packsPerDay: smoker ? l.packsPerDay : undefined,
    yearsSmoked: smoker ? l.yearsSmoked : undefined,
    yearsSinceQuitting: l.smokingStatus === 'former' ? l.yearsSinceQuitting : undefined,
    waistCircumferenceCm: d.waistCm,
    // The other optional questions (issue 15): the essential form stores them flat, same names.
    ...readWizardCheckUpQuestions(draft),
    // The bowel cancer questions (issue 33): flat in the essential form, same names.
    ...l.bowelCancer,
    // The melanoma questions (issue 33): flat in the essential form, same names.
    ...l.melanoma,
    // The prostate questions (issue 33): flat in the essential form, same names.
    ...m.prostate,
    // QThrombosis's questions (issue 33): flat in the essential form, same names.
    ...m.bloodClots,
    // Issue 31's questions (diabetes type, cigarettes, fracture, AF, first birth, biopsies) and
    // the women's health answers the wizard keeps in step 2.
    ...readWizardHistoryQuestions(draft),
    ...(smoker ? {} : { cigarettesPerDay: undefined }),
    ageAtFirstPeriod: m.ageAtFirstPeriod,
    numberOfPregnancies: m.numberOfPregnancies,
    menopauseStatus: m.menopauseStatus,
    ageAtMenopause: m.ageAtMenopause,
    breastDensity: m.breastDensity,
  };
  if (m.bloodPressureMedication === 'yes') values.takingBloodPressureMeds = true;

  for (const [wizardName, essentialName] of Object.entries(WIZARD_FAMILY_TO_ESSENTIAL)) {
    if (f[wizardName as keyof typeof f] === true) values[essentialName] = true;
  }
  for (const cancer of f.otherCancers) {
    const lower = cancer.toLowerCase();
    const match = OTHER_CANCER_FLAGS.find(([word]) => lower.includes(word));
    if (match) values[match[1]] = true;
  }
  if (!FLAG_GROUPS.family.flags.some((name) => values[name] === true)) {
    values[FLAG_GROUPS.family.none] = true;
  }

  const conditions = new Set<string>();
  for (const condition of m.currentConditions) {
    const effect = WIZARD_CONDITION_TO_ESSENTIAL[condition];
    if (effect.flag) values[effect.flag] = true;
    if (effect.condition && KNOWN_CONDITIONS.has(effect.condition)) {
      conditions.add(effect.condition);
    }
  }
  for (const condition of m.additionalConditions) conditions.add(condition);
  values.additionalMedicalConditions = [...conditions];

  for (const [wizardName, essentialName] of Object.entries(WIZARD_SYMPTOM_TO_ESSENTIAL)) {
    if (draft.symptoms[wizardName as keyof typeof draft.symptoms] === true) {
      values[essentialName] = true;
    }
  }
  const medicalFlags = [...FLAG_GROUPS.medical.flags, 'previousStroke', 'sleepApnea', 'copd'];
  if (!medicalFlags.some((name) => values[name] === true)) {
    values[FLAG_GROUPS.medical.none] = true;
  }

  const { riskFactors: r } = draft;
  if (r.sedentaryWork) values.sedentaryLifestyle = true;
  // the wizard's step 7 is always answered: no hazard ticked there is the exposures card's 'None'
  if (!r.occupationalHazards && !r.environmentalExposure) {
    values[FLAG_GROUPS.exposure.none] = true;
  }
  if (l.socialSupportSatisfaction !== undefined && l.socialSupportSatisfaction <= 2) {
    values.lackOfSocialSupport = true;
  }
  return toEssentialForm(values);
}

/**
 * The essential form's starting values for a saved assessment of any variant: an essential
 * assessment's sections flattened, a survey's or a wizard's answers mapped as above.
 */
export function mapAssessmentToEssentialForm(assessment: {
  variant: string;
  responses: unknown;
}): EssentialForm {
  if (assessment.variant === 'essential') {
    return flattenEssentialSections(asRecord(assessment.responses));
  }
  if (assessment.variant === 'wizard') return mapWizardToEssentialForm(assessment.responses);
  return mapSurveyToEssentialForm(assessment.responses);
}
