import { FlagSchema } from './fields.js';

/**
 * The yes/no flags of the long survey (2-assessment.md §3.4), grouped as its cards group them.
 * The essential form uses the same names (the spec says the survey's list is the closest).
 * `none` / `preferNotToSay` are the group's separate 'None of the above' / 'Prefer not to say'
 * checkboxes; no exclusion between them and the other flags is applied (§4).
 */
export const FLAG_GROUPS = {
  work: {
    flags: [
      'manualLaborWork',
      'poorPosture',
      'sedentaryLifestyle',
      'previousBackInjury',
      'jointInjuryHistory',
      'repetitiveJointUse',
    ],
    none: 'workRiskFactorsNone',
  },
  family: {
    flags: [
      'familyHeartDisease',
      'familyDiabetes',
      'familyStroke',
      'familyAlzheimers',
      'familyDepression',
      'familyBreastCancer',
      'familyOvarianCancer',
      'familyProstateCancer',
      'familyColorectalCancer',
      'familyLungCancer',
    ],
    none: 'familyHistoryNone',
    preferNotToSay: 'familyHistoryPreferNotToSay',
  },
  medical: {
    flags: [
      'previousHeartAttack',
      'currentDiabetes',
      'currentHypertension',
      'currentDepression',
      'chronicCough',
      'dyslipidemia',
      'gestationalDiabetesHistory',
    ],
    none: 'medicalHistoryNone',
    preferNotToSay: 'medicalHistoryPreferNotToSay',
  },
  exposure: {
    flags: [
      'asbestosExposure',
      'occupationalChemicalExposure',
      'radiationExposure',
      'pesticideExposure',
      'sunExposure',
      'tanningBedUse',
    ],
    none: 'occupationalExposuresNone',
  },
  diet: {
    flags: ['highRedMeatDiet', 'lowFiberDiet', 'highSaltDiet'],
    none: 'dietaryHabitsNone',
  },
  mental: {
    flags: [
      'traumaExposure',
      'childhoodTrauma',
      'lackOfSocialSupport',
      'substanceAbuse',
      'chronicIllness',
      'headTrauma',
      'lowEducationLevel',
    ],
    none: 'mentalHealthRiskFactorsNone',
  },
  womensHealth: {
    flags: ['hormoneTherapyUse', 'brcaMutation', 'hpvInfection', 'papScreeningUpToDate'],
    none: 'womensHealthRiskFactorsNone',
  },
  mensHealth: {
    flags: ['undescendedTesticle'],
  },
  /** Other answers the scoring reads (§3.4 "Other fields the scoring reads"). */
  scoring: {
    flags: [
      'shortnessOfBreath',
      'frequentUrination',
      'memoryProblems',
      'unexplainedWeightLoss',
      'previousStroke',
      'takingBloodPressureMeds',
      'sleepApnea',
      'copd',
      'cirrhosis',
    ],
  },
} as const;

export type FlagGroupName = keyof typeof FLAG_GROUPS;

type GroupKeys<G> = G extends { flags: readonly (infer F extends string)[] }
  ? | F
    | (G extends { none: infer N extends string } ? N : never)
    | (G extends { preferNotToSay: infer P extends string } ? P : never)
  : never;

/** Every flag name of the survey, including the 'none' and 'prefer not to say' boxes. */
export type SurveyFlagName = GroupKeys<(typeof FLAG_GROUPS)[FlagGroupName]>;

/** The symptom flags the 'Health Symptoms' recommendation checks. */
export const SYMPTOM_FLAGS = [
  'shortnessOfBreath',
  'frequentUrination',
  'memoryProblems',
  'unexplainedWeightLoss',
] as const;

/** List a group's flags, then its 'none' and 'prefer not to say' boxes when it has them. */
export function listGroupFlagNames(group: FlagGroupName): SurveyFlagName[] {
  const definition: { flags: readonly string[]; none?: string; preferNotToSay?: string } =
    FLAG_GROUPS[group];
  const names = [...definition.flags];
  if (definition.none) names.push(definition.none);
  if (definition.preferNotToSay) names.push(definition.preferNotToSay);
  return names as SurveyFlagName[];
}

/** Build a zod shape of `false`-defaulted flags for the given names. */
export function createFlagShape<const K extends string>(
  names: readonly K[],
): { [P in K]: typeof FlagSchema } {
  return Object.fromEntries(names.map((name) => [name, FlagSchema])) as {
    [P in K]: typeof FlagSchema;
  };
}

/** Names of every survey flag across all groups. */
export const SURVEY_FLAG_NAMES: readonly SurveyFlagName[] = (
  Object.keys(FLAG_GROUPS) as FlagGroupName[]
).flatMap(listGroupFlagNames);
