import type { ESSENTIAL_EXTRA_FLAGS } from '@healthscreen/assessment-schema';
import {
  FLAG_GROUPS,
  listGroupFlagNames,
  type FlagGroupName,
  type SurveyFlagName,
} from '@healthscreen/assessment-schema';

import type { FlagOption } from './flag-group-field.tsx';

type EssentialExtraFlag = (typeof ESSENTIAL_EXTRA_FLAGS)[number];

/** What each yes/no answer says on screen (the stored names come from assessment-schema). */
export const FLAG_LABELS: Record<SurveyFlagName | EssentialExtraFlag, string> = {
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
  extra: readonly (keyof typeof FLAG_LABELS)[] = [],
): FlagOption[] {
  return [...listGroupFlagNames(group), ...extra].map((name) => ({
    name,
    label: FLAG_LABELS[name],
  }));
}

/** Options for a list of flag names. */
export function toFlagOptions(names: readonly (keyof typeof FLAG_LABELS)[]): FlagOption[] {
  return names.map((name) => ({ name, label: FLAG_LABELS[name] }));
}

/** The symptom questions (scoring flags that describe symptoms). */
export const SYMPTOM_FLAG_NAMES = [
  'shortnessOfBreath',
  'frequentUrination',
  'memoryProblems',
  'unexplainedWeightLoss',
] as const satisfies readonly SurveyFlagName[];

/** Further diagnoses and treatments the scoring reads. */
export const OTHER_MEDICAL_FLAG_NAMES = FLAG_GROUPS.scoring.flags.filter(
  (name) => !(SYMPTOM_FLAG_NAMES as readonly string[]).includes(name),
);
