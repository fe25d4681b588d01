import type { ESSENTIAL_EXTRA_FLAGS } from './essential-schema.js';
import { toFlagOptions, type FlagOption } from './field-definitions.js';
import {
  FLAG_GROUPS,
  listGroupFlagNames,
  SYMPTOM_FLAGS,
  type FlagGroupName,
  type SurveyFlagName,
} from './flag-groups.js';
import type { WizardFamilyHistory, WizardRiskFactors, WizardSymptoms } from './wizard-schema.js';

type EssentialExtraFlag = (typeof ESSENTIAL_EXTRA_FLAGS)[number];
type FlagLabelName = SurveyFlagName | EssentialExtraFlag;

/** What each yes/no answer of the survey and the essential form says on screen. */
const FLAG_LABELS: Record<SurveyFlagName | EssentialExtraFlag, string> = {
  manualLaborWork: 'Manual labour or heavy lifting at work',
  poorPosture: 'Poor posture (long hours at a desk or screen)',
  sedentaryLifestyle: 'Mostly sitting during the day',
  previousBackInjury: 'Previous back injury',
  jointInjuryHistory: 'Previous joint injury',
  repetitiveJointUse: 'Repetitive joint use (sport or work)',
  workRiskFactorsNone: 'None of the above',
  workRiskFactorsPreferNotToSay: 'Prefer not to say',
  familyHeartDisease: 'Heart disease',
  familyDiabetes: 'Diabetes',
  familyStroke: 'Stroke',
  familyAlzheimers: "Alzheimer's disease or dementia",
  familyDepression: 'Depression',
  familyBreastCancer: 'Breast cancer',
  familyOvarianCancer: 'Ovarian cancer',
  familyProstateCancer: 'Prostate cancer',
  familyColorectalCancer: 'Colorectal (bowel) cancer',
  familyLungCancer: 'Lung cancer',
  familyHistoryNone: 'None of the above',
  familyHistoryPreferNotToSay: 'Prefer not to say',
  previousHeartAttack: 'Previous heart attack',
  currentDiabetes: 'Diabetes (diagnosed)',
  currentHypertension: 'High blood pressure (diagnosed)',
  currentDepression: 'Depression (diagnosed)',
  chronicCough: 'Chronic cough',
  dyslipidemia: 'High cholesterol or abnormal blood fats',
  gestationalDiabetesHistory: 'Diabetes during a pregnancy',
  medicalHistoryNone: 'None of the above',
  medicalHistoryPreferNotToSay: 'Prefer not to say',
  asbestosExposure: 'Asbestos',
  occupationalChemicalExposure: 'Chemicals, dust or fumes at work',
  radiationExposure: 'Radiation',
  pesticideExposure: 'Pesticides',
  sunExposure: 'A lot of time in the sun',
  tanningBedUse: 'Tanning beds (solarium)',
  occupationalExposuresNone: 'None of the above',
  occupationalExposuresPreferNotToSay: 'Prefer not to say',
  highRedMeatDiet: 'Red or processed meat most days',
  lowFiberDiet: 'Low in fibre (few vegetables, fruit, whole grains)',
  highSaltDiet: 'High in salt',
  dietaryHabitsNone: 'None of the above',
  dietaryHabitsPreferNotToSay: 'Prefer not to say',
  traumaExposure: 'Exposure to a traumatic event',
  childhoodTrauma: 'Trauma or adversity in childhood',
  lackOfSocialSupport: 'Little support from family or friends',
  substanceAbuse: 'Problems with alcohol or drugs',
  chronicIllness: 'A long-term illness',
  headTrauma: 'Head injury with loss of consciousness',
  lowEducationLevel: 'Left school before finishing secondary education',
  mentalHealthRiskFactorsNone: 'None of the above',
  mentalHealthRiskFactorsPreferNotToSay: 'Prefer not to say',
  hormoneTherapyUse: 'Hormone therapy (HRT) now or in the past',
  brcaMutation: 'Known BRCA1 or BRCA2 gene change',
  hpvInfection: 'HPV infection (ever diagnosed)',
  papScreeningUpToDate: 'Cervical screening up to date',
  womensHealthRiskFactorsNone: 'None of the above',
  womensHealthRiskFactorsPreferNotToSay: 'Prefer not to say',
  undescendedTesticle: 'Undescended testicle (at birth or in childhood)',
  shortnessOfBreath: 'Shortness of breath',
  frequentUrination: 'Frequent urination or unusual thirst',
  memoryProblems: 'Memory problems',
  unexplainedWeightLoss: 'Unexplained weight loss',
  previousStroke: 'Previous stroke or TIA',
  takingBloodPressureMeds: 'Taking blood pressure medication',
  sleepApnea: 'Sleep apnoea',
  copd: 'COPD (emphysema or chronic bronchitis)',
  cirrhosis: 'Cirrhosis of the liver',
};

/** The checkbox options of a flag group, in the schema's order (flags, 'None', 'Prefer not to say'). */
export function listFlagOptions(
  group: FlagGroupName,
  extra: readonly FlagLabelName[] = [],
): FlagOption[] {
  return [...listGroupFlagNames(group), ...extra].map((name) => ({
    name,
    label: FLAG_LABELS[name],
  }));
}

/** Options for a list of flag names. */
function listNamedFlagOptions(names: readonly FlagLabelName[]): FlagOption[] {
  return names.map((name) => ({ name, label: FLAG_LABELS[name] }));
}

/** The symptom questions, then the further diagnoses and treatments the scoring reads. */
export const SYMPTOM_FLAG_OPTIONS = listNamedFlagOptions(SYMPTOM_FLAGS);
export const OTHER_MEDICAL_FLAG_OPTIONS = listNamedFlagOptions(
  FLAG_GROUPS.scoring.flags.filter((name) => !(SYMPTOM_FLAGS as readonly string[]).includes(name)),
);

/** The yes/no answers of a wizard section (its optional choice questions are not flags). */
type FlagKeys<T> = { [K in keyof T]-?: T[K] extends boolean ? K : never }[keyof T];

/** On-screen labels of the wizard's yes/no answers. */
const WIZARD_FAMILY_LABELS: Record<FlagKeys<WizardFamilyHistory>, string> = {
  heartDisease: 'Heart disease',
  diabetes: 'Diabetes',
  stroke: 'Stroke',
  hypertension: 'High blood pressure',
  alzheimers: "Alzheimer's disease",
  osteoporosis: 'Osteoporosis',
  lungCancer: 'Lung cancer',
  breastCancer: 'Breast cancer',
  ovarianCancer: 'Ovarian cancer',
  colorectalCancer: 'Colorectal cancer',
  prostateCancer: 'Prostate cancer',
  skinCancer: 'Skin cancer',
};

const WIZARD_SYMPTOM_LABELS: Record<FlagKeys<WizardSymptoms>, string> = {
  chestPain: 'Chest pain',
  shortnessOfBreath: 'Shortness of breath',
  fatigue: 'Fatigue',
  frequentUrination: 'Frequent urination',
  blurredVision: 'Blurred vision',
  unexplainedWeightLoss: 'Unexplained weight loss',
  persistentCough: 'Persistent cough',
  memoryIssues: 'Memory issues',
};

const WIZARD_RISK_FACTOR_LABELS: Record<keyof WizardRiskFactors, string> = {
  occupationalHazards: 'Occupational hazards (chemicals, dust, heavy machinery)',
  environmentalExposure: 'Environmental exposure (air pollution, radon)',
  sedentaryWork: 'Sedentary work (sitting most of the day)',
  highStressJob: 'High-stress job',
  shiftWork: 'Shift work or night shifts',
};

export const WIZARD_FAMILY_OPTIONS = toFlagOptions(WIZARD_FAMILY_LABELS);
export const WIZARD_SYMPTOM_OPTIONS = toFlagOptions(WIZARD_SYMPTOM_LABELS);
export const WIZARD_RISK_FACTOR_OPTIONS = toFlagOptions(WIZARD_RISK_FACTOR_LABELS);
