import { listGroupFlagNames } from './flag-groups.js';
import type { FlagGroupName } from './flag-groups.js';
import type { WizardDraft } from './wizard-schema.js';

/**
 * The spec's completed-field rule (§5): a boolean counts when true, a number when over 0,
 * anything else when non-empty (non-blank string, non-empty list or object).
 */
export function isFieldCompleted(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** How many of the values count as completed. */
export function countCompletedFields(values: readonly unknown[]): number {
  return values.filter(isFieldCompleted).length;
}

export interface SectionProgress {
  completed: number;
  total: number;
  /** Whole percent, 0–100. */
  percent: number;
  /** True when every field of the section is completed (the card's Complete badge). */
  isComplete: boolean;
}

function toPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** A section card's progress: '% Complete', 'n of m fields' and the Complete badge. */
export function computeSectionProgress(values: readonly unknown[]): SectionProgress {
  const completed = countCompletedFields(values);
  const total = values.length;
  return {
    completed,
    total,
    percent: toPercent(completed, total),
    isComplete: total > 0 && completed === total,
  };
}

// ---------------------------------------------------------------------------------------------
// Long survey: progress over 7 sections

export const SURVEY_PROGRESS_SECTIONS = [
  'basic',
  'lifestyle',
  'family',
  'medical',
  'work',
  'exposure',
  'womensHealth',
] as const;
export type SurveyProgressSection = (typeof SURVEY_PROGRESS_SECTIONS)[number];

/** Questions of the sections made of values; the flag-only sections come from FLAG_GROUPS. */
const VALUE_SECTION_FIELDS = {
  basic: ['age', 'biologicalSex', 'heightCm', 'weightKg', 'waistCircumferenceCm', 'ethnicity'],
  lifestyle: [
    'smokingStatus',
    'weeklyExerciseMinutes',
    'alcoholDrinksPerWeek',
    'sleepHoursPerNight',
    'dietQuality',
    'stressLevel',
    'numberOfMoles',
    'skinType',
  ],
  womensHealth: [
    'ageAtFirstPeriod',
    'numberOfPregnancies',
    'menopauseStatus',
    'ageAtMenopause',
    'breastDensity',
  ],
} as const;

/**
 * Asked only of current and former smokers, so counted only for them. The amount is cigarettes
 * per day since issue 31 (a survey saved before holds packs per day, read in its place).
 */
const SMOKING_DETAIL_FIELDS = ['cigarettesPerDay', 'yearsSmoked'] as const;

const FLAG_SECTION_GROUPS: Record<'family' | 'medical' | 'work' | 'exposure', FlagGroupName> = {
  family: 'family',
  medical: 'medical',
  work: 'work',
  exposure: 'exposure',
};

export interface SurveyProgress {
  /** Whole percent of completed questions, 0–100. */
  percent: number;
  completedQuestions: number;
  totalQuestions: number;
  sections: Record<SurveyProgressSection, SectionProgress | null>;
}

/**
 * The long survey's sticky-header progress over its 7 sections: basic, lifestyle, family,
 * medical, work, exposure, and women's health (only when the sex is female; otherwise that
 * section is `null` and not counted). A flag-only section is one question, complete when any of
 * its flags (including its 'none' / 'prefer not to say' boxes) is ticked. Women's-health yes/no
 * flags count as one more question of that section on the same rule. Percent is completed
 * questions over total questions.
 */
export function computeSurveyProgress(answers: Partial<Record<string, unknown>>): SurveyProgress {
  const valuesOf = (fields: readonly string[]) =>
    fields.map((field) =>
      field === 'cigarettesPerDay' ? (answers[field] ?? answers.packsPerDay) : answers[field],
    );
  const anyFlag = (group: FlagGroupName) =>
    listGroupFlagNames(group).some((flag) => answers[flag] === true);

  const smoker = answers.smokingStatus === 'current' || answers.smokingStatus === 'former';
  const lifestyleFields = smoker
    ? [...VALUE_SECTION_FIELDS.lifestyle, ...SMOKING_DETAIL_FIELDS]
    : VALUE_SECTION_FIELDS.lifestyle;

  const flagSection = (group: FlagGroupName) => computeSectionProgress([anyFlag(group)]);

  const sections: Record<SurveyProgressSection, SectionProgress | null> = {
    basic: computeSectionProgress(valuesOf(VALUE_SECTION_FIELDS.basic)),
    lifestyle: computeSectionProgress(valuesOf(lifestyleFields)),
    family: flagSection(FLAG_SECTION_GROUPS.family),
    medical: flagSection(FLAG_SECTION_GROUPS.medical),
    work: flagSection(FLAG_SECTION_GROUPS.work),
    exposure: flagSection(FLAG_SECTION_GROUPS.exposure),
    womensHealth:
      answers.biologicalSex === 'female'
        ? computeSectionProgress([
            ...valuesOf(VALUE_SECTION_FIELDS.womensHealth),
            anyFlag('womensHealth'),
          ])
        : null,
  };

  let completedQuestions = 0;
  let totalQuestions = 0;
  for (const section of SURVEY_PROGRESS_SECTIONS) {
    const progress = sections[section];
    if (!progress) continue;
    completedQuestions += progress.completed;
    totalQuestions += progress.total;
  }
  return {
    percent: toPercent(completedQuestions, totalQuestions),
    completedQuestions,
    totalQuestions,
    sections,
  };
}

/** The women's-health card shows only for women; the men's-health card otherwise (§2). */
export function listVisibleSurveyCards(biologicalSex: string | undefined): string[] {
  const cards = [
    'Basic Information',
    'Lifestyle Factors',
    'Family History',
    'Medical History and Exposures',
    'Your latest check-up numbers',
    'Bowel Cancer Questions',
    'Melanoma Questions',
    'Occupational and Environmental Exposures',
    'Diet and Nutrition',
    'Mental Health and Social Factors',
  ];
  cards.push(biologicalSex === 'female' ? "Women's Health and Cancer Screening" : "Men's Health");
  return cards;
}

// ---------------------------------------------------------------------------------------------
// Wizard section cards

/** The answers each wizard section card counts (lab `unit` is a setting, not an answer). */
const WIZARD_SECTION_FIELDS = {
  demographics: ['age', 'biologicalSex', 'heightCm', 'weightKg', 'ethnicity'],
  medicalHistory: [
    'currentConditions',
    'currentMedications',
    'allergies',
    'surgeries',
    'hospitalizations',
  ],
  lifestyle: [
    'smokingStatus',
    'alcoholConsumption',
    'physicalActivityLevel',
    'diet',
    'stressLevel',
    'sleepHours',
    'socialSupportSatisfaction',
    'financialStressLevel',
    'painLevel',
    'depressionScreening.littleInterest',
    'depressionScreening.feelingDown',
    'skinType',
  ],
  familyHistory: [
    'heartDisease',
    'diabetes',
    'stroke',
    'hypertension',
    'alzheimers',
    'osteoporosis',
    'lungCancer',
    'breastCancer',
    'ovarianCancer',
    'colorectalCancer',
    'prostateCancer',
    'skinCancer',
    'otherCancers',
  ],
  symptoms: [
    'chestPain',
    'shortnessOfBreath',
    'fatigue',
    'frequentUrination',
    'blurredVision',
    'unexplainedWeightLoss',
    'persistentCough',
    'memoryIssues',
  ],
  labResults: [
    'totalCholesterol',
    'hdlCholesterol',
    'bloodPressureSystolic',
    'bloodPressureDiastolic',
    'fastingGlucose',
    'hba1c',
  ],
  riskFactors: [
    'occupationalHazards',
    'environmentalExposure',
    'sedentaryWork',
    'highStressJob',
    'shiftWork',
  ],
} as const satisfies Record<keyof WizardDraft, readonly string[]>;

/** Wizard sections made only of yes/no answers (plus family history's other-cancers list). */
const WIZARD_FLAG_SECTIONS: readonly (keyof WizardDraft)[] = [
  'familyHistory',
  'symptoms',
  'riskFactors',
];

function readPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return (value as Record<string, unknown>)[key];
  }, source);
}

/**
 * A wizard section card's progress ('n of m fields', '% Complete', Complete badge). Value
 * sections count each field by the completed-field rule; a flag section counts as complete
 * (all its fields) when any flag is ticked or, for family history, any other cancer is listed.
 */
export function computeWizardSectionProgress(
  draft: WizardDraft,
  section: keyof WizardDraft,
): SectionProgress {
  const values = WIZARD_SECTION_FIELDS[section].map((path) => readPath(draft[section], path));
  if (WIZARD_FLAG_SECTIONS.includes(section)) {
    const anyAnswer = values.some(isFieldCompleted);
    return {
      completed: anyAnswer ? values.length : 0,
      total: values.length,
      percent: anyAnswer ? 100 : 0,
      isComplete: anyAnswer,
    };
  }
  return computeSectionProgress(values);
}
